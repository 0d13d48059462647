/**
 * The pure rules of search from SPEC.md (sections 2, 4, 5 and 9): where a search goes, how
 * results page, how landing pages group places, and what the form says when input is wrong.
 * No I/O: the browser and the server import the same functions.
 */
import { calendarDate, formatDate } from "#lib/dates.ts";
import { POSTGRES_INTEGER_MAX } from "#lib/constants.ts";
import {
  CANADA_GROUPED_PROVINCES,
  FIRST_PAGE_SIZE,
  NEXT_PAGE_SIZE,
  SPOTLIGHT_MIN_MEMBER_LEVEL,
} from "#lib/constants.ts";

export const SEARCH_MESSAGES = {
  vendorCategoryRequired: "Please enter a vendor category.",
  tryAgain: "Please try again",
  locationRequired: "Please enter a city, state or province.",
  eventDateInPast: "Your event date must be greater or equal to today's date.",
  urlRequired: "url is required.",
  noResults: "No results found",
} as const;

/** The service types whose searches go to their own landing pages (SPEC section 2). */
export const KIDS_PARTY_ENTERTAINMENT = "kids-party-entertainment";
export const VIRTUAL_PARTY_SERVICES = "virtual-party-services";
/** The venue type searched across a whole venue market: every kind of venue. */
export const EVERY_VENUE = "venue";

/** The results page of a service type in a place (a city, a state or a venue market). */
export function placeSearchPath(serviceTypeFileName: string, placeFileName: string): string {
  return `/search/${serviceTypeFileName}-${placeFileName}`;
}

/** The search of every venue in a market, the page a venue market links to. */
export function venueMarketSearchPath(marketFileName: string): string {
  return placeSearchPath(EVERY_VENUE, marketFileName);
}

export type DestinationServiceType = {
  id: number;
  fileName: string;
  isSingleSearchPage: boolean;
  canonicalProfileDirectory: string | null;
};

export type DestinationLocation = {
  fileName: string;
  /** The state or province itself was chosen, not a city in it. */
  isState: boolean;
};

export type DestinationInput = {
  serviceType: DestinationServiceType;
  location: DestinationLocation | null;
  /** Whether the service type and place make a search with results to show (from the search lookup). */
  isValidSearch: boolean;
  /** The service type id of the search page the form sits on, if any. */
  searchCategoryId?: number | null;
  /** yyyy-MM-dd: carried to search results, which then leave out vendors booked that day. */
  eventDate?: string;
};

/** The URL a search form submission goes to: SPEC section 2, "Search destination rules", row by row. */
export function searchDestination(input: DestinationInput): string {
  const url = destinationPath(input);
  if (!input.eventDate || !url.startsWith("/search/")) return url;
  return `${url}${url.includes("?") ? "&" : "?"}eventDate=${input.eventDate}`;
}

function destinationPath({ serviceType, location, isValidSearch, searchCategoryId }: DestinationInput): string {
  const type = serviceType.fileName;
  if (serviceType.canonicalProfileDirectory) return serviceType.canonicalProfileDirectory;
  if (type === KIDS_PARTY_ENTERTAINMENT)
    return location ? `/kids-party-entertainment/${location.fileName}` : "/gigkids";
  if (type === VIRTUAL_PARTY_SERVICES) {
    return location
      ? `/virtual-event-services?location=${encodeURIComponent(location.fileName)}`
      : "/virtual-event-services";
  }
  if (serviceType.isSingleSearchPage) {
    if (searchCategoryId === serviceType.id || !location) return `/search/${type}`;
    return `/search/${type}?location=${encodeURIComponent(location.fileName)}`;
  }
  if (!location) return `/services/${type}`;
  if (location.isState) return placeSearchPath(type, location.fileName);
  return isValidSearch ? placeSearchPath(type, location.fileName) : `/services/${type}`;
}

/** The key lookups are cached under; the kids and virtual types have their own pages instead. */
export function searchLookupKey(serviceTypeFileName: string | null, locationFileName: string | null): string | null {
  if (!serviceTypeFileName || !locationFileName) return null;
  if (serviceTypeFileName === KIDS_PARTY_ENTERTAINMENT || serviceTypeFileName === VIRTUAL_PARTY_SERVICES) return null;
  return `${serviceTypeFileName}-${locationFileName}`;
}

export type SearchSlug = { kind: "id"; id: number } | { kind: "url"; url: string };

/** `/search/[slug]`: a slug made only of digits is a lookup id; anything else is a lookup url. */
/** Digits name a search by id; digits past the integer maximum name none, and are looked up as a URL that matches nothing. */
export function parseSearchSlug(slug: string): SearchSlug {
  const id = /^\d+$/.test(slug) ? Number(slug) : Number.NaN;
  return id >= 1 && id <= POSTGRES_INTEGER_MAX ? { kind: "id", id } : { kind: "url", url: slug };
}

/**
 * SPEC section 5: the offset for n results already loaded. 0 while n is at most one first page,
 * otherwise ((ceil((n - 25) / 12) - 1) * 12) + 25.
 */
export function paginationOffset(loaded: number): number {
  if (loaded <= FIRST_PAGE_SIZE) return 0;
  return (Math.ceil((loaded - FIRST_PAGE_SIZE) / NEXT_PAGE_SIZE) - 1) * NEXT_PAGE_SIZE + FIRST_PAGE_SIZE;
}

/** How many results the next page asks for: 25 first, 12 after. */
export function pageSize(loaded: number): number {
  return loaded === 0 ? FIRST_PAGE_SIZE : NEXT_PAGE_SIZE;
}

/** SPEC section 6: a sponsored listing counts as spotlight only with level >= -2 and a spotlight id. */
export function isSpotlight(listing: { memberLevel: number; spotlightId: number | null }): boolean {
  return listing.memberLevel >= SPOTLIGHT_MIN_MEMBER_LEVEL && listing.spotlightId !== null;
}

export const CITY_LETTER_GROUPS = ["A-J", "K-Q", "R-Z"] as const;
export type CityLetterGroup = (typeof CITY_LETTER_GROUPS)[number];

/** The letter group of a place name (its first letter, accents ignored): A-J, K-Q or R-Z. */
export function cityLetterGroup(name: string): CityLetterGroup {
  const letter = name.normalize("NFKD").charAt(0).toUpperCase();
  if (letter >= "A" && letter <= "J") return "A-J";
  if (letter >= "K" && letter <= "Q") return "K-Q";
  return "R-Z";
}

/** Service landing pages list cities grouped by first letter in A-J, K-Q and R-Z, each sorted by name. */
export function groupCitiesByLetter<City extends { name: string }>(
  cities: readonly City[],
): Record<CityLetterGroup, City[]> {
  const groups: Record<CityLetterGroup, City[]> = { "A-J": [], "K-Q": [], "R-Z": [] };
  for (const city of cities) groups[cityLetterGroup(city.name)].push(city);
  for (const group of CITY_LETTER_GROUPS) groups[group].sort((a, b) => a.name.localeCompare(b.name));
  return groups;
}

export type StateEntry<State> =
  { kind: "state"; name: string; state: State } | { kind: "canada"; name: "Canada"; provinces: State[] };

/**
 * Landing page state lists: Alberta, British Columbia, Ontario and Quebec are grouped under one
 * 'Canada' entry that sorts last; every other entry sorts alphabetically by name.
 */
export function groupStatesWithCanada<State extends { name: string }>(states: readonly State[]): StateEntry<State>[] {
  const grouped = new Set<string>(CANADA_GROUPED_PROVINCES);
  const provinces = states.filter((state) => grouped.has(state.name.toLowerCase()));
  const entries: StateEntry<State>[] = states
    .filter((state) => !grouped.has(state.name.toLowerCase()))
    .map((state) => ({ kind: "state" as const, name: state.name, state }))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (provinces.length > 0) {
    entries.push({
      kind: "canada",
      name: "Canada",
      provinces: [...provinces].sort((a, b) => a.name.localeCompare(b.name)),
    });
  }
  return entries;
}

export const DISPLAY_DATE_FORMAT = "MM/dd/yyyy";

/** An event date as the form shows it (MM/dd/yyyy) from the yyyy-MM-dd value it sends. */
export function displayEventDate(queryDate: string): string {
  const date = calendarDate(queryDate);
  return date ? formatDate(date, "numericDate") : "";
}

export type SearchFormValues = {
  /** The chosen service type or member, if one was chosen. */
  serviceTypeOrMember:
    { kind: "serviceType"; isSingleSearchPage: boolean; fileName?: string } | { kind: "member" } | null;
  /** The chosen place, if one was chosen. */
  location: { fileName: string } | null;
  /** yyyy-MM-dd, or empty. */
  eventDate: string;
};

export type SearchFormErrors = Partial<Record<"serviceTypeOrMember" | "location" | "eventDate", string>>;

/** SPEC section 5: what the search form checks before it goes anywhere. `today` is yyyy-MM-dd. */
export function validateSearchForm(values: SearchFormValues, today: string): SearchFormErrors {
  const errors: SearchFormErrors = {};
  const choice = values.serviceTypeOrMember;
  if (!choice) errors.serviceTypeOrMember = SEARCH_MESSAGES.vendorCategoryRequired;
  // Kids party entertainment and virtual party services have landing pages that need no place.
  const locationOptional =
    choice?.kind === "member" ||
    (choice?.kind === "serviceType" &&
      (choice.isSingleSearchPage ||
        choice.fileName === KIDS_PARTY_ENTERTAINMENT ||
        choice.fileName === VIRTUAL_PARTY_SERVICES));
  if (!values.location && choice && !locationOptional) errors.location = SEARCH_MESSAGES.locationRequired;
  if (values.eventDate) {
    if (!calendarDate(values.eventDate) || values.eventDate < today) errors.eventDate = SEARCH_MESSAGES.eventDateInPast;
  }
  return errors;
}
