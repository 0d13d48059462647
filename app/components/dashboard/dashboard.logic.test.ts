import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "#features/accounts/accounts.rules.ts";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";
import {
  bodyWith,
  DASHBOARD_MESSAGES,
  type DashboardMember,
  formatDay,
  leadHref,
  memberCenterLinks,
  mergeMember,
  placeFieldErrors,
  planPriceText,
  readFailure,
  sortByDate,
} from "./dashboard.logic.ts";
import {
  blackoutDateProblems,
  calendarEntryProblems,
  categoriesBody,
  categoriesProblem,
  categoryChoices,
  centreSquare,
  centsToDollarsText,
  dollarsTextToCents,
  memberCategoryIds,
  passwordProblems,
  photoFileProblem,
  PHOTO_MESSAGES,
  PRICE_MESSAGES,
  PROFILE_FIELD_ALIASES,
  PROFILE_FIELDS,
  profileUpdate,
  profileValuesFrom,
} from "./dashboard-forms.logic.ts";
import { AUSTIN as austin } from "#tests/support/locations.ts";

function serviceType(id: number, personForm: string): ServiceTypeDto {
  return {
    id,
    personForm,
    pluralForm: `${personForm}s`,
    fileName: personForm.toLowerCase(),
    profileDirectory: personForm.toLowerCase(),
    canonicalProfileDirectory: null,
    isSingleSearchPage: false,
    isService: false,
    isVenue: false,
    isKids: false,
    isVirtual: false,
    menuGroup: null,
  };
}

function member(overrides: Partial<DashboardMember> = {}): DashboardMember {
  return {
    id: 7,
    name: "The Groove Band",
    directory: "band",
    profileUrl: "/band/the-groove-band",
    contactFirstName: "Ana",
    contactLastName: null,
    email: "ana@example.com",
    phone: null,
    tagline: null,
    about: null,
    membershipLevel: "Basic",
    travelDistanceMiles: 50,
    payRangeLowCents: 50_000,
    payRangeHighCents: 125_050,
    acceptsOnlineDeposits: false,
    includeInVirtualEvents: true,
    ratingAverage: null,
    reviewCount: 0,
    photoCount: 0,
    city: austin,
    primaryServiceType: serviceType(1, "Band"),
    providedServiceTypes: [serviceType(1, "Band"), serviceType(2, "DJ")],
    mainProfileImage: null,
    ...overrides,
  };
}

describe("prices", () => {
  it("reads dollars as cents", () => {
    expect(dollarsTextToCents("")).toBeNull();
    expect(dollarsTextToCents(" $1,250 ")).toBe(125_000);
    expect(dollarsTextToCents("99.5")).toBe(9_950);
    expect(dollarsTextToCents("12.345")).toBeUndefined();
    expect(dollarsTextToCents("abc")).toBeUndefined();
    expect(dollarsTextToCents("2000000")).toBeUndefined();
  });

  it("shows cents as dollars", () => {
    expect(centsToDollarsText(null)).toBe("");
    expect(centsToDollarsText(50_000)).toBe("500");
    expect(centsToDollarsText(125_050)).toBe("1250.50");
  });

  it("names plan prices", () => {
    expect(planPriceText(0)).toBe("Free");
    expect(planPriceText(2_900)).toBe("$29 / month");
  });
});

describe("profileUpdate", () => {
  it("builds the body from the form, city as its file name and prices in cents", () => {
    const result = profileUpdate({ ...profileValuesFrom(member()), phone: " (512) 555-0100 " }, austin);
    expect(result).toEqual({
      ok: true,
      body: expect.objectContaining({
        cityFileName: "austin-tx",
        payRangeLowCents: 50_000,
        payRangeHighCents: 125_050,
        travelDistanceMiles: 50,
        phone: "(512) 555-0100",
        contactLastName: "",
      }),
    });
  });

  it("names every problem with the server's messages", () => {
    const values = {
      ...profileValuesFrom(member()),
      name: " ",
      email: "nope",
      travelDistanceMiles: "1001",
      payRangeLow: "900",
      payRangeHigh: "100",
    };
    const result = profileUpdate(values, null);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: ACCOUNT_MESSAGES.businessName,
      email: ACCOUNT_MESSAGES.email,
      city: ACCOUNT_MESSAGES.city,
      travelDistanceMiles: "Enter 0 to 1,000 miles.",
      payRangeHigh: PRICE_MESSAGES.order,
    });
  });

  it("keeps what the page had when the update answer loads less", () => {
    const merged = mergeMember(member(), { name: "New", city: undefined });
    expect(merged.name).toBe("New");
    expect(merged.city).toBe(austin);
  });
});

describe("failures", () => {
  it("reads the server's body, a lost session and a network failure", () => {
    expect(readFailure({ error: { code: "VALIDATION_FAILED", message: "Bad", fields: { email: "E" } } })).toEqual({
      code: "VALIDATION_FAILED",
      message: "Bad",
      fields: { email: "E" },
    });
    expect(readFailure({ error: { code: "UNAUTHENTICATED", message: "x" } }).message).toBe(
      DASHBOARD_MESSAGES.sessionEnded,
    );
    expect(readFailure(new TypeError("Failed to fetch")).message).toBe(DASHBOARD_MESSAGES.network);
    expect(readFailure({}).message).toBe(DASHBOARD_MESSAGES.saveFailed);
  });

  it("puts server field messages on the form's fields", () => {
    expect(
      placeFieldErrors(
        { payRangeLowCents: "Low", cityFileName: "City", id: "Other" },
        PROFILE_FIELDS,
        PROFILE_FIELD_ALIASES,
      ),
    ).toEqual({ errors: { payRangeLow: "Low", city: "City" }, others: ["Other"] });
  });
});

describe("photos", () => {
  it("accepts the four picture types up to 15 MB", () => {
    expect(photoFileProblem(null)).toBe(PHOTO_MESSAGES.choose);
    expect(photoFileProblem({ type: "image/gif", size: 10 })).toBe(PHOTO_MESSAGES.type);
    expect(photoFileProblem({ type: "image/avif", size: 16 * 1024 * 1024 })).toBe(PHOTO_MESSAGES.size);
    expect(photoFileProblem({ type: "image/webp", size: 1024 })).toBeNull();
  });

  it("cuts the centred square", () => {
    expect(centreSquare(1200, 800)).toEqual({ sx: 200, sy: 0, side: 800 });
    expect(centreSquare(600, 1000)).toEqual({ sx: 0, sy: 200, side: 600 });
  });
});

describe("categories", () => {
  it("offers the sign-up categories plus any the member already has", () => {
    const choices = categoryChoices([serviceType(1, "Band"), serviceType(3, "Magician")], member());
    expect(choices.map((choice) => choice.id)).toEqual([1, 3, 2]);
    expect(memberCategoryIds(member({ providedServiceTypes: [serviceType(2, "DJ")] }))).toEqual([1, 2]);
  });

  it("enforces the plan's limit before sending", () => {
    expect(categoriesProblem([], null, "Basic")).toBe(ACCOUNT_MESSAGES.category);
    expect(categoriesProblem([1, 2, 3], 1, "Basic")).toMatch(/Basic plan allows up to 2 categories/);
    expect(categoriesProblem([1, 2, 3], 1, "Pro")).toBeNull();
    expect(categoriesProblem([1, 2], 5, "Pro")).toBe("Choose your primary category.");
  });

  it("sends the primary first", () => {
    expect(categoriesBody([2, 1, 3], 1)).toEqual({ primaryServiceTypeId: 1, serviceTypeIds: [1, 2, 3] });
  });
});

describe("calendar", () => {
  it("formats and sorts dates", () => {
    expect(formatDay("2026-06-06")).toBe("Sat, Jun 6, 2026");
    expect(
      sortByDate([
        { id: 2, date: "2026-02-01" },
        { id: 1, date: "2026-01-01" },
      ]).map((item) => item.id),
    ).toEqual([1, 2]);
  });

  it("checks blackout dates and entries", () => {
    expect(blackoutDateProblems({ date: "", reason: "" }, "2026-01-10")).toEqual({ date: "Choose a date." });
    expect(blackoutDateProblems({ date: "2026-01-09", reason: "" }, "2026-01-10")).toEqual({
      date: "Choose today or a later date.",
    });
    expect(blackoutDateProblems({ date: "2026-01-10", reason: "Away" }, "2026-01-10")).toEqual({});
    expect(calendarEntryProblems({ date: "2026-01-10", title: " ", status: "Hold" })).toEqual({
      title: "Enter a title.",
    });
    expect(calendarEntryProblems({ date: "2026-01-10", title: "Gig", status: "Maybe" })).toEqual({
      status: "Choose a status.",
    });
  });
});

describe("password", () => {
  it("needs the current password and a long enough new one", () => {
    expect(passwordProblems({ currentPassword: "", newPassword: "short" })).toEqual({
      currentPassword: ACCOUNT_MESSAGES.passwordRequired,
      newPassword: ACCOUNT_MESSAGES.passwordShort,
    });
    expect(passwordProblems({ currentPassword: "old", newPassword: "long enough" })).toEqual({});
  });
});

describe("member center links", () => {
  it("links a member's own pages", () => {
    const links = memberCenterLinks(null);
    expect(links).toEqual({
      dashboardHref: "/dashboard",
      leadsHref: "/dashboard/leads",
      insightsHref: "/dashboard/insights",
      membershipHref: "/dashboard/membership",
      memberQuery: "",
    });
    expect(leadHref(42, links)).toBe("/dashboard/leads/42");
  });

  it("keeps an administrator on the member they look at", () => {
    const links = memberCenterLinks(7);
    expect(links.leadsHref).toBe("/dashboard/leads?memberId=7");
    expect(links.insightsHref).toBe("/dashboard/insights?memberId=7");
    expect(links.membershipHref).toBe("/dashboard/membership?memberId=7");
    expect(leadHref(42, links)).toBe("/dashboard/leads/42?memberId=7");
  });
});

describe("bodyWith", () => {
  it("gives the whole body when it carries the key, and rejects like a failed call otherwise", () => {
    const lead = { request: { id: 1 }, status: "new" };
    expect(bodyWith(lead, "request")).toBe(lead);
    expect(() => bodyWith({ error: {} }, "request")).toThrow();
    try {
      bodyWith(null, "request");
    } catch (thrown) {
      expect(readFailure(thrown).code).toBe("BAD_RESPONSE");
    }
  });
});
