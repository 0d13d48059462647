import { describe, expect, it } from "vitest";
import type { LocationDto } from "#features/locations/locations.schema.ts";
import type { MemberSuggestionDto } from "#features/members/members.schema.ts";
import { SEARCH_MESSAGES } from "#features/search/search.rules.ts";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";
import {
  choiceKey,
  choiceText,
  destinationFor,
  firstInvalidField,
  fromMember,
  fromServiceType,
  lookupKeyFor,
  matchTypedMember,
  matchTypedServiceType,
  memberAutocompleteQuery,
  memberDetail,
  navigationTarget,
  searchFormErrors,
  serviceTypesQuery,
} from "./search-form.logic.ts";
import { apiUrl } from "#lib/api-client/client.ts";
import { typedPlaceLookup } from "#features/locations/locations.rules.ts";
import { AUSTIN } from "#tests/support/locations.ts";

function serviceType(overrides: Partial<ServiceTypeDto> = {}): ServiceTypeDto {
  return {
    id: 100,
    personForm: "DJ",
    pluralForm: "DJs",
    fileName: "dj",
    profileDirectory: "dj",
    canonicalProfileDirectory: null,
    isSingleSearchPage: false,
    isService: true,
    isVenue: false,
    isKids: false,
    isVirtual: false,
    menuGroup: "DJs",
    ...overrides,
  };
}

function place(overrides: Partial<LocationDto> = {}): LocationDto {
  return { ...AUSTIN, ...overrides };
}

const texas = place({ kind: "state", displayName: "Texas", fileName: "texas", name: "Texas", searchString: "texas" });
const member: MemberSuggestionDto = {
  id: 7,
  name: "Neon Nights DJ Co.",
  directory: "neonnights",
  profileUrl: "/neonnights",
  personForm: "DJ",
  serviceTypeFileName: "dj",
  cityDisplayName: "Austin, TX",
};
const dj = fromServiceType(serviceType());
const today = "2026-06-15";

describe("API addresses (SPEC section 7, the contract of the search form)", () => {
  it("service types: the text and take=10", () => {
    expect(apiUrl("/api/v1/servicetypes", {}, serviceTypesQuery("dj & mc"))).toBe(
      "/api/v1/servicetypes?query=dj+%26+mc&take=10",
    );
  });
  it("members by name with the DJ rule", () => {
    expect(apiUrl("/api/v1/members/autocomplete", {}, memberAutocompleteQuery("neon"))).toBe(
      "/api/v1/members/autocomplete?startsWith=neon&useTheDjRule=true&take=10",
    );
  });
  it("locations: 15 cities and states or provinces, alternate names, no counties", () => {
    expect(apiUrl("/api/v1/locations", {}, typedPlaceLookup("aus"))).toBe(
      "/api/v1/locations?startsWith=aus&take=15&includeCities=true&includeStatesAndProvinces=true&includeAlternateCityNames=true&includeCounties=false",
    );
    expect(apiUrl("/api/v1/locations", {}, typedPlaceLookup("st. john's", { citiesOnly: true }))).toBe(
      "/api/v1/locations?startsWith=st.+john%27s&take=15&includeCities=true&includeStatesAndProvinces=false&includeAlternateCityNames=true&includeCounties=false",
    );
  });
});

describe("choices as the fields show them", () => {
  it("a service type by its person form, a member by name with what they are and where", () => {
    expect(choiceText(dj)).toBe("DJ");
    expect(choiceText(fromMember(member))).toBe("Neon Nights DJ Co.");
    expect(memberDetail(member)).toBe("DJ · Austin, TX");
    expect(choiceKey(dj)).not.toBe(choiceKey(fromMember({ ...member, id: 100 })));
  });
});

describe("typed text that was never picked", () => {
  it("matches a service type by person form, plural form or file name, ignoring case and punctuation", () => {
    const types = [
      serviceType({ id: 1, personForm: "Magician", pluralForm: "Magicians", fileName: "magician" }),
      serviceType(),
    ];
    expect(matchTypedServiceType("dj", types)?.id).toBe(100);
    expect(matchTypedServiceType("DJs", types)?.id).toBe(100);
    expect(matchTypedServiceType("magicians", types)?.id).toBe(1);
    expect(matchTypedServiceType("magic", types)).toBeNull();
    expect(matchTypedServiceType("  ", types)).toBeNull();
  });

  it("matches a member by exact name", () => {
    expect(matchTypedMember("neon nights dj co", [member])).toBe(member);
    expect(matchTypedMember("neon", [member])).toBeNull();
  });
});

describe("validation (SPEC section 5)", () => {
  it("asks for a vendor category first", () => {
    const errors = searchFormErrors(null, place(), "", today, false);
    expect(errors.serviceTypeOrMember).toBe(SEARCH_MESSAGES.vendorCategoryRequired);
    expect(firstInvalidField(errors)).toBe("serviceTypeOrMember");
  });

  it("needs a place for a service search, not for a single search page or a member", () => {
    expect(searchFormErrors(dj, null, "", today, false).location).toBe(SEARCH_MESSAGES.locationRequired);
    expect(
      searchFormErrors(fromServiceType(serviceType({ isSingleSearchPage: true })), null, "", today, false),
    ).toEqual({});
    expect(searchFormErrors(fromMember(member), null, "", today, false)).toEqual({});
  });

  it("refuses a place typed that names nowhere, even where a place is optional, except for a member", () => {
    expect(
      searchFormErrors(fromServiceType(serviceType({ isSingleSearchPage: true })), null, "", today, true).location,
    ).toBe(SEARCH_MESSAGES.locationRequired);
    expect(searchFormErrors(fromMember(member), null, "", today, true)).toEqual({});
  });

  it("refuses an event date before today and accepts today", () => {
    const errors = searchFormErrors(dj, place(), "2026-06-14", today, false);
    expect(errors.eventDate).toBe(SEARCH_MESSAGES.eventDateInPast);
    expect(firstInvalidField(errors)).toBe("eventDate");
    expect(searchFormErrors(dj, place(), today, today, false)).toEqual({});
  });
});

describe("search lookups needed for the destination", () => {
  it("only a service type in a city needs the lookup, keyed type-location", () => {
    expect(lookupKeyFor(dj, place())).toBe("dj-austin-tx");
    expect(lookupKeyFor(dj, texas)).toBeNull();
    expect(lookupKeyFor(dj, null)).toBeNull();
    expect(lookupKeyFor(fromMember(member), place())).toBeNull();
    expect(lookupKeyFor(fromServiceType(serviceType({ isSingleSearchPage: true })), place())).toBeNull();
    expect(lookupKeyFor(fromServiceType(serviceType({ canonicalProfileDirectory: "/venues" })), place())).toBeNull();
    expect(lookupKeyFor(fromServiceType(serviceType({ fileName: "kids-party-entertainment" })), place())).toBeNull();
    expect(lookupKeyFor(fromServiceType(serviceType({ fileName: "virtual-party-services" })), place())).toBeNull();
  });
});

describe("destinations (SPEC section 2 'Search destination rules')", () => {
  it("a valid city search, a state search, and an invalid one", () => {
    expect(destinationFor(dj, place(), true, "")).toBe("/search/dj-austin-tx");
    expect(destinationFor(dj, texas, false, "")).toBe("/search/dj-texas");
    expect(destinationFor(dj, place(), false, "")).toBe("/services/dj");
    expect(destinationFor(dj, null, false, "")).toBe("/services/dj");
  });

  it("kids party entertainment and virtual party services have their own pages", () => {
    const kids = fromServiceType(serviceType({ fileName: "kids-party-entertainment" }));
    expect(destinationFor(kids, place(), false, "")).toBe("/kids-party-entertainment/austin-tx");
    expect(destinationFor(kids, null, false, "")).toBe("/gigkids");
    const virtual = fromServiceType(serviceType({ fileName: "virtual-party-services" }));
    expect(destinationFor(virtual, place(), false, "")).toBe("/virtual-event-services?location=austin-tx");
  });

  it("a member goes to their profile", () => {
    expect(destinationFor(fromMember(member), place(), false, "2026-07-01")).toBe("/neonnights");
  });

  it("carries the event date as yyyy-MM-dd", () => {
    expect(destinationFor(dj, place(), true, "2026-07-01")).toBe("/search/dj-austin-tx?eventDate=2026-07-01");
    const single = fromServiceType(serviceType({ isSingleSearchPage: true }));
    expect(destinationFor(single, place(), false, "2026-07-01")).toBe(
      "/search/dj?location=austin-tx&eventDate=2026-07-01",
    );
  });

  it("the page's own category id sends a single search page type to its page without the place", () => {
    const single = fromServiceType(serviceType({ id: 5, isSingleSearchPage: true, fileName: "wedding-venue" }));
    expect(destinationFor(single, place(), false, "", 5)).toBe("/search/wedding-venue");
  });
});

describe("navigation targets", () => {
  const origin = "https://marquee.example";
  it("navigates client-side to our paths, and to absolute URLs of our own origin", () => {
    expect(navigationTarget("/search/dj-austin-tx", origin)).toEqual({ kind: "route", path: "/search/dj-austin-tx" });
    expect(navigationTarget("https://marquee.example/neon?x=1", origin)).toEqual({ kind: "route", path: "/neon?x=1" });
  });
  it("loads a whole document for another origin", () => {
    expect(navigationTarget("https://elsewhere.example/neon", origin)).toEqual({
      kind: "document",
      href: "https://elsewhere.example/neon",
    });
    expect(navigationTarget("//elsewhere.example/neon", origin)).toEqual({
      kind: "document",
      href: "https://elsewhere.example/neon",
    });
  });
  it("reads a bare directory as one of our paths", () => {
    expect(navigationTarget("neonnights", origin)).toEqual({ kind: "route", path: "/neonnights" });
  });
});
