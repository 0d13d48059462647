import { describe, expect, it } from "vitest";
import { formatScope, logInPath, parseScope, readCookie, safeReturnPath } from "./accounts.rules.ts";
import { passwordProblem } from "./password-policy.server.ts";

describe("the scope string (SPEC section 3)", () => {
  it("round-trips Member and Client scopes with their ids and a welcome name that needs encoding", () => {
    const client = { userType: "Client" as const, accountId: 12, clientId: 9, memberId: null, welcomeName: "Zoë Ann" };
    expect(formatScope(client)).toBe("Client A12 C9 WZo%C3%AB%20Ann");
    expect(parseScope(formatScope(client))).toEqual(client);
    const member = { userType: "Member" as const, accountId: 3, clientId: null, memberId: 41, welcomeName: "Keiko" };
    expect(parseScope(formatScope(member))).toEqual(member);
  });

  it("reads nothing from a scope without a user type or an account id, or from junk", () => {
    expect(parseScope("C9 WJordan")).toBeNull();
    expect(parseScope("Client C9")).toBeNull();
    expect(parseScope("Member A1 M99999999999")).toMatchObject({ memberId: null });
    expect(parseScope("Client A99999999999 C1")).toBeNull();
    expect(parseScope("")).toBeNull();
    expect(parseScope(undefined)).toBeNull();
    expect(parseScope("Client A1 W%E0%A4%A")).toMatchObject({ userType: "Client", welcomeName: "" });
  });
});

describe("cookies and return paths", () => {
  it("reads one cookie from a header, decoding its value", () => {
    expect(readCookie("a=1; mq_scope=Client%20A1; b=2", "mq_scope")).toBe("Client A1");
    expect(readCookie("mq_scope_x=1", "mq_scope")).toBeUndefined();
    expect(readCookie(null, "k")).toBeUndefined();
  });

  it("sends people to log in and back to where they were", () => {
    expect(logInPath("/dashboard?memberId=5")).toBe("/login?returnTo=%2Fdashboard%3FmemberId%3D5");
    expect(logInPath()).toBe("/login");
    expect(new URL(logInPath("/client/events"), "http://x").searchParams.get("returnTo")).toBe("/client/events");
  });

  it("returns only to paths on this site", () => {
    expect(safeReturnPath("/dashboard")).toBe("/dashboard");
    expect(safeReturnPath("/client/events?x=1")).toBe("/client/events?x=1");
    for (const forged of ["/\t/evil.example", "/a\nforged log line", "/a\rb", "/caf\u00e9", "/a b"])
      expect(safeReturnPath(forged)).toBeUndefined();
    for (const unsafe of ["//evil.example", "https://evil.example", "/\\evil.example", "dashboard", null, 7]) {
      expect(safeReturnPath(unsafe)).toBeUndefined();
    }
  });
});

describe("passwords (NIST SP 800-63B)", () => {
  it("asks for 8 to 1,024 characters with no composition rules, and refuses the most common ones", () => {
    expect(passwordProblem("short")).toMatch(/at least 8/);
    expect(passwordProblem("x".repeat(1025))).toMatch(/at most 1,024/);
    expect(passwordProblem("password1")).toMatch(/too common/);
    expect(passwordProblem("Qwerty123")).toMatch(/too common/);
    expect(passwordProblem("all lower case words")).toBeUndefined();
    expect(passwordProblem("y".repeat(64) + " a long passphrase")).toBeUndefined();
  });
});
