import { describe, expect, it } from "vitest";
import { membershipLevel } from "#db/schema/members.ts";
import { MAX_CATEGORIES } from "./members.schema.ts";
import {
  categoriesToSave,
  exceedsCategoryLimit,
  MAX_GALLERY_PHOTOS,
  MEMBERSHIP_LEVELS,
  MEMBERSHIP_PLANS,
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

describe("a vendor's categories", () => {
  it("refuse only additions beyond the plan: what a vendor holds is kept or trimmed at any size", () => {
    expect(exceedsCategoryLimit([1], [1, 2], "Basic")).toBe(false);
    expect(exceedsCategoryLimit([1, 2], [1, 2, 3], "Basic")).toBe(true);
    expect(exceedsCategoryLimit([1, 2, 3, 4], [1, 2, 3, 4], "Basic")).toBe(false);
    expect(exceedsCategoryLimit([1, 2, 3, 4], [2, 3, 4], "Basic")).toBe(false);
    expect(exceedsCategoryLimit([1, 2, 3, 4], [2, 3, 4, 5], "Basic")).toBe(true);
    expect(exceedsCategoryLimit([1, 2, 3, 4], [5], "Basic")).toBe(false);
  });

  it("keep what they hold without a list, the primary one first", () => {
    expect(categoriesToSave([1, 2, 3], { primaryServiceTypeId: 2 })).toEqual([2, 1, 3]);
    expect(categoriesToSave([1, 2], { primaryServiceTypeId: 9 })).toEqual([9, 1, 2]);
  });

  it("take a list alone as the whole new set", () => {
    expect(categoriesToSave([1, 2, 3], { primaryServiceTypeId: 4, serviceTypeIds: [4, 5] })).toEqual([4, 5]);
  });

  it("apply only what a form ticked or unticked, keeping what it did not show", () => {
    // The form showed 1 and 2 ticked; 3 was held but not shown (another tab added it); 2 unticked, 5 ticked.
    const change = { primaryServiceTypeId: 1, serviceTypeIds: [1, 5], shownServiceTypeIds: [1, 2] };
    expect(categoriesToSave([1, 2, 3], change)).toEqual([1, 3, 5]);
    // Ticked as shown but removed meanwhile elsewhere: stays removed.
    expect(
      categoriesToSave([1], { primaryServiceTypeId: 1, serviceTypeIds: [1, 2], shownServiceTypeIds: [1, 2] }),
    ).toEqual([1]);
  });
});

describe("gallery and category limits", () => {
  it("bound every plan's gallery and categories, and are the largest plan's", () => {
    expect(Math.max(...MEMBERSHIP_PLANS.map((plan) => plan.maxPhotos))).toBe(MAX_GALLERY_PHOTOS);
    expect(Math.max(...MEMBERSHIP_PLANS.map((plan) => plan.maxCategories))).toBe(MAX_CATEGORIES);
  });
});
