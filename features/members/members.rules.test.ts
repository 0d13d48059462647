import { describe, expect, it } from "vitest";
import { membershipLevel } from "#db/schema/members.ts";
import {
  MEMBERSHIP_LEVELS,
  MEMBERSHIP_ORDER_STATUSES,
  membershipMove,
  membershipPlan,
  membershipOrderStatusOf,
  memberNamePrefixes,
  profileUrl,
  vendorCardFacts,
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

describe("membership plans", () => {
  it("grow in categories and photos from Basic to Premium", () => {
    const [basic, pro, premium] = MEMBERSHIP_LEVELS.map(membershipPlan);
    expect(basic?.priceCentsPerMonth).toBe(0);
    expect(basic!.maxCategories).toBeLessThan(pro!.maxCategories);
    expect(pro!.maxCategories).toBeLessThan(premium!.maxCategories);
    expect(basic!.maxPhotos).toBeLessThan(pro!.maxPhotos);
  });

  it("are the levels the database stores", () => {
    expect(MEMBERSHIP_LEVELS).toEqual(membershipLevel.enumValues);
  });
});

describe("vendor card facts", () => {
  it("round the rating to one decimal, leave its text blank without reviews, and show whole dollars", () => {
    const vendor = { ratingAverage: 4.86, reviewCount: 12, bookingCount: 3, payRangeLowCents: 49_950 };
    expect(vendorCardFacts({ ...vendor, payRangeHighCents: null })).toEqual({
      rating: 4.9,
      ratingString: "4.9",
      reviewCount: 12,
      bookingCount: 3,
      payRangeLow: 500,
      payRangeHigh: null,
    });
    expect(vendorCardFacts({ ...vendor, ratingAverage: 0, reviewCount: 0, payRangeHighCents: 100_000 })).toMatchObject({
      rating: 0,
      ratingString: "",
      payRangeHigh: 1_000,
    });
  });
});
