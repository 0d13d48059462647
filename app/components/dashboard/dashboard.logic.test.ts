import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "#features/accounts/accounts.rules.ts";
import { MEMBER_PROFILE_MESSAGES, memberProfileFormSchema } from "#features/members/member-account.schema.ts";
import type { MemberDto } from "#features/members/members.schema.ts";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";
import { issuesByField } from "../forms/form-errors.ts";
import {
  formatDay,
  formKey,
  leadHref,
  memberCenterLinks,
  memberCenterNotice,
  noticeFor,
  planPriceText,
  sortByDate,
} from "./dashboard.logic.ts";
import {
  categoriesFormValues,
  categoriesProblem,
  centsToDollarsText,
  memberCategoryIds,
  PHOTO_MESSAGES,
  photoFileProblem,
  PROFILE_FIELDS,
  profileFormValues,
  profileValuesFrom,
} from "./dashboard-forms.logic.ts";
import { centreSquare } from "./photo-crop.ts";
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

function member(overrides: Partial<MemberDto> = {}): MemberDto {
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
    ratingAverage: 0,
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

/** The profile form as a browser sends it: text by field, a ticked box as "true". */
function profileForm(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(values)) if (value !== "") form.set(field, value);
  return form;
}

function savedProfile(): Record<string, string> {
  const { acceptsOnlineDeposits, includeInVirtualEvents, ...text } = profileValuesFrom(member());
  return {
    ...text,
    acceptsOnlineDeposits: acceptsOnlineDeposits ? "true" : "",
    includeInVirtualEvents: includeInVirtualEvents ? "true" : "",
  };
}

describe("the profile details form", () => {
  it("starts from the saved profile, the city by its file name and prices in dollars", () => {
    expect(profileValuesFrom(member())).toMatchObject({
      cityFileName: "austin-tx",
      payRangeLow: "500",
      payRangeHigh: "1250.50",
      travelDistanceMiles: "50",
      contactLastName: "",
      includeInVirtualEvents: true,
    });
  });

  it("is read by the server's schema into the update: prices in cents, empty text as none", () => {
    const parsed = memberProfileFormSchema.safeParse(
      profileFormValues(profileForm({ ...savedProfile(), phone: " (512) 555-0100 ", payRangeLow: "$1,000" })),
    );
    expect(parsed.data).toEqual(
      expect.objectContaining({
        cityFileName: "austin-tx",
        payRangeLowCents: 100_000,
        payRangeHighCents: 125_050,
        travelDistanceMiles: 50,
        phone: "(512) 555-0100",
        contactLastName: null,
        acceptsOnlineDeposits: false,
        includeInVirtualEvents: true,
      }),
    );
  });

  it("names every problem at once, with the server's messages", () => {
    const parsed = memberProfileFormSchema.safeParse(
      profileFormValues(
        profileForm({
          ...savedProfile(),
          name: " ",
          email: "nope",
          cityFileName: "",
          travelDistanceMiles: "1001",
          payRangeLow: "900",
          payRangeHigh: "100",
        }),
      ),
    );
    expect(issuesByField(PROFILE_FIELDS, parsed.error?.issues ?? [])).toEqual({
      name: ACCOUNT_MESSAGES.businessName,
      email: ACCOUNT_MESSAGES.email,
      cityFileName: ACCOUNT_MESSAGES.city,
      travelDistanceMiles: MEMBER_PROFILE_MESSAGES.travelDistance,
      payRangeHigh: "The low end of your price range must not be above the high end.",
    });
  });

  it("refuses amounts and distances it cannot read as numbers", () => {
    const parsed = memberProfileFormSchema.safeParse(
      profileFormValues(
        profileForm({ ...savedProfile(), payRangeLow: "12.345", payRangeHigh: "abc", travelDistanceMiles: "ten" }),
      ),
    );
    expect(issuesByField(PROFILE_FIELDS, parsed.error?.issues ?? [])).toEqual({
      payRangeLow: MEMBER_PROFILE_MESSAGES.price,
      payRangeHigh: MEMBER_PROFILE_MESSAGES.price,
      travelDistanceMiles: MEMBER_PROFILE_MESSAGES.travelDistance,
    });
    const lowOnly = memberProfileFormSchema.safeParse(
      profileFormValues(profileForm({ ...savedProfile(), payRangeLow: "abc" })),
    );
    expect(lowOnly.error?.issues.map((issue) => issue.path)).toEqual([["payRangeLow"]]);
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
  it("starts from the member's categories, the primary one first", () => {
    expect(memberCategoryIds(member({ providedServiceTypes: [serviceType(2, "DJ")] }))).toEqual([1, 2]);
  });

  it("enforces the plan's limit on additions only, before saving", () => {
    expect(categoriesProblem([], null, "Basic", [])).toBe(ACCOUNT_MESSAGES.category);
    expect(categoriesProblem([1, 2, 3], 1, "Basic", [1, 2])).toMatch(/Basic plan allows up to 2 categories/);
    expect(categoriesProblem([1, 2, 3], 1, "Pro", [1])).toBeNull();
    // Over the limit already (after a change of plan): keeping or trimming is no addition.
    expect(categoriesProblem([1, 2, 3], 1, "Basic", [1, 2, 3, 4])).toBeNull();
    expect(categoriesProblem([1, 2], 5, "Pro", [1, 2])).toBe("Choose your primary category.");
  });

  it("reads the ticked boxes, the ones shown ticked and the primary one, once each", () => {
    const form = new FormData();
    for (const id of ["2", "1", "2", "x"]) form.append("serviceTypeIds", id);
    for (const id of ["1", "7", "1"]) form.append("shownServiceTypeIds", id);
    form.set("primaryServiceTypeId", "1");
    expect(categoriesFormValues(form)).toEqual({
      serviceTypeIds: [2, 1],
      shownServiceTypeIds: [1, 7],
      primaryServiceTypeId: 1,
    });
    expect(categoriesFormValues(new FormData())).toEqual({
      serviceTypeIds: [],
      shownServiceTypeIds: [],
      primaryServiceTypeId: null,
    });
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
});

describe("member center links", () => {
  it("links a member's own pages", () => {
    const links = memberCenterLinks(null);
    expect(links).toEqual({
      dashboardHref: "/dashboard",
      photosHref: "/dashboard/photos",
      videosHref: "/dashboard/videos",
      leadsHref: "/dashboard/leads",
      insightsHref: "/dashboard/insights",
      membershipHref: "/dashboard/membership",
      memberQuery: "",
    });
    expect(leadHref(42, links)).toBe("/dashboard/leads/42");
  });

  it("keeps an administrator on the member they look at", () => {
    const links = memberCenterLinks(7);
    expect(links.photosHref).toBe("/dashboard/photos?memberId=7");
    expect(links.videosHref).toBe("/dashboard/videos?memberId=7");
    expect(links.leadsHref).toBe("/dashboard/leads?memberId=7");
    expect(links.insightsHref).toBe("/dashboard/insights?memberId=7");
    expect(links.membershipHref).toBe("/dashboard/membership?memberId=7");
    expect(leadHref(42, links)).toBe("/dashboard/leads/42?memberId=7");
  });
});

describe("what a form's success says", () => {
  it("reads only the member center's own notices from the address", () => {
    expect(memberCenterNotice("blackout-date-added")).toMatchObject({ form: "blackout-date", section: "calendar" });
    expect(memberCenterNotice("toString")).toBeNull();
    expect(memberCenterNotice("<b>hi</b>")).toBeNull();
    expect(memberCenterNotice(null)).toBeNull();
  });

  it("tells the form it is about, naming a lead's planner", () => {
    const sent = memberCenterNotice("quote-sent");
    expect(noticeFor(sent, "quote", "Jordan")).toBe("Your quote is sent. We'll email you when Jordan answers.");
    expect(noticeFor(sent, "decline", "Jordan")).toBeUndefined();
  });

  it("starts the form it is about afresh on each visit, and keeps the others", () => {
    const saved = memberCenterNotice("profile-saved");
    expect(formKey(saved, "profile", "abc")).toBe("profile-abc");
    expect(formKey(saved, "password", "abc")).toBe("password");
  });
});
