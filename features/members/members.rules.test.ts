import { describe, expect, it } from "vitest";
import {
  MEMBERSHIP_ORDER_STATUSES,
  membershipMove,
  membershipOrderStatusOf,
  memberNamePrefixes,
  profileUrl,
} from "./members.rules.ts";

describe("member autocomplete name prefixes", () => {
  it("match the typed text as typed, lower-cased", () => {
    expect(memberNamePrefixes("  Neon  Nights ", false)).toEqual(["neon nights"]);
  });
  it("with the DJ rule also match the name after a stage prefix: 'shadow' finds 'DJ Shadow'", () => {
    const prefixes = memberNamePrefixes("shadow", true);
    expect(prefixes).toContain("shadow");
    expect(prefixes).toContain("dj shadow");
    expect(prefixes).toContain("the shadow");
    expect(memberNamePrefixes("dj shadow", true)).not.toContain("dj dj shadow");
  });
});

describe("profile URL", () => {
  it("is the profile directory then the member directory", () => {
    expect(profileUrl("dj", "neon-nights-dj-co")).toBe("/dj/neon-nights-dj-co");
  });
});

describe("membership moves (decision 022)", () => {
  it("are free to Basic, paid to a paid plan, and asked for where no payment provider is configured", () => {
    expect(membershipMove("Pro", "Pro", true)).toBe("stay");
    expect(membershipMove("Premium", "Basic", true)).toBe("free");
    expect(membershipMove("Premium", "Basic", false)).toBe("free");
    expect(membershipMove("Basic", "Premium", true)).toBe("pay");
    expect(membershipMove("Premium", "Pro", true)).toBe("pay");
    expect(membershipMove("Basic", "Pro", false)).toBe("ask");
    expect(membershipMove("Premium", "Pro", false)).toBe("ask");
  });

  it("read stored order statuses, an unknown one as cancelled", () => {
    for (const status of MEMBERSHIP_ORDER_STATUSES) expect(membershipOrderStatusOf(status)).toBe(status);
    expect(membershipOrderStatusOf("refunded")).toBe("cancelled");
  });
});
