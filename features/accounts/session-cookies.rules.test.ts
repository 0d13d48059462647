import { describe, expect, it } from "vitest";
import { clearedSessionCookies, readableCookies, sessionCookies } from "./session-cookies.rules.ts";

const tokens = {
  accessToken: "access token",
  refreshToken: "refresh",
  accessSeconds: 900,
  refreshSeconds: 2_592_000,
  scope: "Client A1 C2 WJordan",
  welcomeName: "Jordan",
};

describe("session cookies", () => {
  it("writes the tokens HttpOnly and the greeting readable, Secure only when asked", () => {
    expect(sessionCookies(tokens, false)).toEqual([
      "mq_access=access%20token; Max-Age=900; Path=/; HttpOnly; SameSite=Lax",
      expect.stringMatching(/^mq_refresh=refresh; Max-Age=2592000; Path=\/\S*; HttpOnly; SameSite=Lax$/),
      "mq_scope=Client%20A1%20C2%20WJordan; Max-Age=2592000; Path=/; SameSite=Lax",
      "mq_welcome=Jordan; Max-Age=2592000; Path=/; SameSite=Lax",
    ]);
    expect(sessionCookies(tokens, true).every((cookie) => cookie.includes("; Secure;"))).toBe(true);
    expect(readableCookies({ scope: "Member A2 M3 WSam", welcomeName: "Sam" }, true)).toEqual([
      "mq_scope=Member%20A2%20M3%20WSam; Max-Age=2592000; Path=/; Secure; SameSite=Lax",
      "mq_welcome=Sam; Max-Age=2592000; Path=/; Secure; SameSite=Lax",
    ]);
  });

  it("expires every session cookie on the path it was set on", () => {
    const cleared = clearedSessionCookies(false);
    expect(cleared.every((cookie) => cookie.includes("=; Max-Age=0; Path=/"))).toBe(true);
    expect(cleared.some((cookie) => cookie.startsWith("mq_access=;"))).toBe(true);
    expect(cleared.some((cookie) => cookie.startsWith("mq_refresh=;"))).toBe(true);
  });
});
