import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dailyVisitorKey } from "./visitor-key.server.ts";

const SECRET = "a test secret of at least thirty-two characters";
const key = (ip: string, userAgent: string | undefined, day = "2026-11-21", secret = SECRET) =>
  dailyVisitorKey({ ip, userAgent }, day, secret);

describe("the daily visitor key", () => {
  it("is the same for one address all day, whatever User-Agent it sends", () => {
    const first = key("198.51.100.7", "Mozilla/5.0 Chrome/131.0");
    for (const userAgent of ["Mozilla/5.0 Firefox/133.0", "curl/8.5", "", undefined]) {
      expect(key("198.51.100.7", userAgent)).toBe(first);
    }
    expect(key("2001:db8:1:2::1", "a")).toBe(key("2001:db8:1:2:ffff::9", "b"));
    expect(key("::ffff:198.51.100.7", "b")).toBe(first);
  });

  it("differs between addresses, days and installations, and cannot be computed without the secret", () => {
    const first = key("198.51.100.7", "x");
    expect(key("198.51.100.8", "x")).not.toBe(first);
    expect(key("2001:db8:1:3::1", "x")).not.toBe(key("2001:db8:1:2::1", "x"));
    expect(key("198.51.100.7", "x", "2026-11-22")).not.toBe(first);
    expect(key("198.51.100.7", "x", "2026-11-21", `${SECRET}!`)).not.toBe(first);
    // A plain hash of day and address, which anyone could compute for every IPv4 address, is not it.
    const plain = createHash("sha256").update("2026-11-21|198.51.100.7").digest("base64url").slice(0, 22);
    expect(first).not.toBe(plain);
    expect(first).toMatch(/^[\w-]{22}$/);
  });
});
