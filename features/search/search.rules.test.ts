import { describe, expect, it } from "vitest";
import {
  cityLetterGroup,
  displayEventDate,
  groupCitiesByLetter,
  groupStatesWithCanada,
  isSpotlight,
  pageSize,
  paginationOffset,
  parseSearchSlug,
  SEARCH_MESSAGES,
  searchDestination,
  searchLookupKey,
  validateSearchForm,
} from "./search.rules.ts";

const dj = { id: 100, fileName: "dj", isSingleSearchPage: false, canonicalProfileDirectory: null };
const austin = { fileName: "austin-tx", isState: false };

describe("search destination (SPEC section 2, Search destination rules)", () => {
  it("row 'Service type only, or no location given': /services/{serviceTypeFileName}", () => {
    expect(searchDestination({ serviceType: dj, location: null, isValidSearch: false })).toBe("/services/dj");
  });
  it("row 'Service type plus a location that is a valid search': /search/{type}-{location}", () => {
    expect(searchDestination({ serviceType: dj, location: austin, isValidSearch: true })).toBe("/search/dj-austin-tx");
  });
  it("a location that is not a valid search falls back to the service page", () => {
    expect(searchDestination({ serviceType: dj, location: austin, isValidSearch: false })).toBe("/services/dj");
  });
  it("row 'Service type with single search page, with location': /search/{type}?location={location}", () => {
    const speaker = { id: 512, fileName: "sports-speaker", isSingleSearchPage: true, canonicalProfileDirectory: null };
    expect(searchDestination({ serviceType: speaker, location: austin, isValidSearch: true })).toBe(
      "/search/sports-speaker?location=austin-tx",
    );
    expect(searchDestination({ serviceType: speaker, location: null, isValidSearch: true })).toBe(
      "/search/sports-speaker",
    );
  });
  it("row 'Single search page service type whose id equals the search category id': /search/{type}", () => {
    const speaker = { id: 512, fileName: "sports-speaker", isSingleSearchPage: true, canonicalProfileDirectory: null };
    expect(
      searchDestination({ serviceType: speaker, location: austin, isValidSearch: true, searchCategoryId: 512 }),
    ).toBe("/search/sports-speaker");
  });
  it("row 'State-level search': /search/{type}-{stateFileName}", () => {
    expect(
      searchDestination({ serviceType: dj, location: { fileName: "texas", isState: true }, isValidSearch: true }),
    ).toBe("/search/dj-texas");
  });
  it("row 'Service type has a canonical profile directory': that directory overrides all of the above", () => {
    const speaker = { id: 500, fileName: "speaker", isSingleSearchPage: true, canonicalProfileDirectory: "/speakers" };
    expect(searchDestination({ serviceType: speaker, location: austin, isValidSearch: true })).toBe("/speakers");
    expect(searchDestination({ serviceType: speaker, location: null, isValidSearch: false })).toBe("/speakers");
  });
  it("row 'kids-party-entertainment': /kids-party-entertainment/{location} with a location, /gigkids without", () => {
    const kids = {
      id: 600,
      fileName: "kids-party-entertainment",
      isSingleSearchPage: false,
      canonicalProfileDirectory: null,
    };
    expect(searchDestination({ serviceType: kids, location: austin, isValidSearch: true })).toBe(
      "/kids-party-entertainment/austin-tx",
    );
    expect(searchDestination({ serviceType: kids, location: null, isValidSearch: false })).toBe("/gigkids");
  });
  it("row 'virtual-party-services': /virtual-event-services?location={location}, or without location", () => {
    const virtual = {
      id: 900,
      fileName: "virtual-party-services",
      isSingleSearchPage: true,
      canonicalProfileDirectory: null,
    };
    expect(searchDestination({ serviceType: virtual, location: austin, isValidSearch: true })).toBe(
      "/virtual-event-services?location=austin-tx",
    );
    expect(searchDestination({ serviceType: virtual, location: null, isValidSearch: false })).toBe(
      "/virtual-event-services",
    );
  });
});

describe("search destination with an event date", () => {
  it("carries the date to search results only", () => {
    expect(searchDestination({ serviceType: dj, location: austin, isValidSearch: true, eventDate: "2027-05-01" })).toBe(
      "/search/dj-austin-tx?eventDate=2027-05-01",
    );
    const speaker = { id: 512, fileName: "sports-speaker", isSingleSearchPage: true, canonicalProfileDirectory: null };
    expect(
      searchDestination({ serviceType: speaker, location: austin, isValidSearch: true, eventDate: "2027-05-01" }),
    ).toBe("/search/sports-speaker?location=austin-tx&eventDate=2027-05-01");
    expect(searchDestination({ serviceType: dj, location: null, isValidSearch: false, eventDate: "2027-05-01" })).toBe(
      "/services/dj",
    );
  });
});

describe("search lookup key (SPEC section 4)", () => {
  it("is the service type file name plus the location file name, except for kids and virtual types", () => {
    expect(searchLookupKey("dj", "austin-tx")).toBe("dj-austin-tx");
    expect(searchLookupKey("kids-party-entertainment", "austin-tx")).toBeNull();
    expect(searchLookupKey("virtual-party-services", "austin-tx")).toBeNull();
    expect(searchLookupKey("dj", null)).toBeNull();
  });
});

describe("search route slug (SPEC section 2: /search/[slug])", () => {
  it("a slug made only of digits means search by lookup id; any other slug means search by url", () => {
    expect(parseSearchSlug("1234")).toEqual({ kind: "id", id: 1234 });
    expect(parseSearchSlug("dj-austin-tx")).toEqual({ kind: "url", url: "dj-austin-tx" });
    expect(parseSearchSlug("12a")).toEqual({ kind: "url", url: "12a" });
    expect(parseSearchSlug("99999999999")).toEqual({ kind: "url", url: "99999999999" });
    expect(parseSearchSlug("0")).toEqual({ kind: "url", url: "0" });
  });
});

describe("pagination offset (SPEC section 5)", () => {
  it("is 0 when n is at most 25", () => {
    for (const loaded of [0, 1, 24, 25]) expect(paginationOffset(loaded)).toBe(0);
  });
  it("is ((ceil((n-25)/12)-1)*12)+25 otherwise", () => {
    for (let loaded = 26; loaded <= 400; loaded += 1) {
      expect(paginationOffset(loaded)).toBe((Math.ceil((loaded - 25) / 12) - 1) * 12 + 25);
    }
    expect(paginationOffset(37)).toBe(25);
    expect(paginationOffset(38)).toBe(37);
    expect(paginationOffset(61)).toBe(49);
  });
  it("asks for 25 results first and 12 after (SPEC section 9)", () => {
    expect(pageSize(0)).toBe(25);
    expect(pageSize(25)).toBe(12);
  });
});

describe("spotlight (SPEC section 6)", () => {
  it("needs member level at least -2 and a spotlight id", () => {
    expect(isSpotlight({ memberLevel: -2, spotlightId: 7 })).toBe(true);
    expect(isSpotlight({ memberLevel: 2, spotlightId: 7 })).toBe(true);
    expect(isSpotlight({ memberLevel: -3, spotlightId: 7 })).toBe(false);
    expect(isSpotlight({ memberLevel: 2, spotlightId: null })).toBe(false);
  });
});

describe("landing page grouping (SPEC section 2)", () => {
  it("groups cities by first letter in A-J, K-Q and R-Z", () => {
    expect(cityLetterGroup("Austin")).toBe("A-J");
    expect(cityLetterGroup("Jackson")).toBe("A-J");
    expect(cityLetterGroup("Kansas City")).toBe("K-Q");
    expect(cityLetterGroup("Quincy")).toBe("K-Q");
    expect(cityLetterGroup("Reno")).toBe("R-Z");
    expect(cityLetterGroup("Édmonton")).toBe("A-J");
    const groups = groupCitiesByLetter([{ name: "Waco" }, { name: "Austin" }, { name: "Plano" }, { name: "Dallas" }]);
    expect(groups).toEqual({
      "A-J": [{ name: "Austin" }, { name: "Dallas" }],
      "K-Q": [{ name: "Plano" }],
      "R-Z": [{ name: "Waco" }],
    });
  });
  it("puts Alberta, British Columbia, Ontario and Quebec under one 'Canada' entry that sorts last", () => {
    const states = ["Texas", "Ontario", "Alabama", "Quebec", "Manitoba", "Alberta", "British Columbia", "Zeta"].map(
      (name) => ({ name }),
    );
    const entries = groupStatesWithCanada(states);
    expect(entries.map((entry) => entry.name)).toEqual(["Alabama", "Manitoba", "Texas", "Zeta", "Canada"]);
    const canada = entries.at(-1);
    expect(canada?.kind === "canada" && canada.provinces.map((province) => province.name)).toEqual([
      "Alberta",
      "British Columbia",
      "Ontario",
      "Quebec",
    ]);
  });
});

describe("search form validation (SPEC section 5)", () => {
  const today = "2026-11-21";
  const service = { kind: "serviceType" as const, isSingleSearchPage: false };
  it("asks for a vendor category when none was chosen", () => {
    expect(
      validateSearchForm({ serviceTypeOrMember: null, location: null, eventDate: "" }, today).serviceTypeOrMember,
    ).toBe("Please enter a vendor category.");
  });
  it("requires a location for a service search unless the type is a single search page", () => {
    expect(
      validateSearchForm({ serviceTypeOrMember: service, location: null, eventDate: "" }, today).location,
    ).toBeDefined();
    expect(
      validateSearchForm(
        { serviceTypeOrMember: { kind: "serviceType", isSingleSearchPage: true }, location: null, eventDate: "" },
        today,
      ),
    ).toEqual({});
    const kids = { kind: "serviceType" as const, isSingleSearchPage: false, fileName: "kids-party-entertainment" };
    expect(validateSearchForm({ serviceTypeOrMember: kids, location: null, eventDate: "" }, today)).toEqual({});
  });
  it("flags an event date before today with the spec's message, and accepts today", () => {
    const values = { serviceTypeOrMember: service, location: { fileName: "austin-tx" } };
    expect(validateSearchForm({ ...values, eventDate: "2026-11-20" }, today).eventDate).toBe(
      "Your event date must be greater or equal to today's date.",
    );
    expect(validateSearchForm({ ...values, eventDate: "2026-11-21" }, today)).toEqual({});
    expect(validateSearchForm({ ...values, eventDate: "" }, today)).toEqual({});
    expect(validateSearchForm({ ...values, eventDate: "2027-02-30" }, today).eventDate).toBe(
      SEARCH_MESSAGES.eventDateInPast,
    );
  });
  it("shows the date as MM/dd/yyyy from the yyyy-MM-dd it sends", () => {
    expect(displayEventDate("2027-03-09")).toBe("03/09/2027");
    expect(displayEventDate("nonsense")).toBe("");
    expect(displayEventDate("2027-02-30")).toBe("");
    expect(displayEventDate("2028-02-29")).toBe("02/29/2028");
  });
  it("keeps the spec's messages", () => {
    expect(SEARCH_MESSAGES.urlRequired).toBe("url is required.");
    expect(SEARCH_MESSAGES.noResults).toBe("No results found");
    expect(SEARCH_MESSAGES.tryAgain).toBe("Please try again");
  });
});
