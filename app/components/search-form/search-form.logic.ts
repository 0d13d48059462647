/**
 * The search form's pure parts: the queries it sends the API, how suggestions read, how typed text
 * that was never picked is matched (a place: features/locations), and where a search goes. The rules themselves (destination table,
 * validation, lookup key) live in features/search/search.rules.ts; this module feeds them.
 */
import type { LocationDto } from "#features/locations/locations.schema.ts";
import type { MemberSuggestionDto } from "#features/members/members.schema.ts";
import {
  SEARCH_MESSAGES,
  type SearchFormErrors,
  type SearchFormValues,
  searchDestination,
  searchLookupKey,
  validateSearchForm,
} from "#features/search/search.rules.ts";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";
import type { ServiceTypeOrMember } from "#app/lib/search-storage.ts";
import { normalizeForMatch } from "#lib/text-match.ts";

/** How many service types (then members) the category field suggests. */
export const SERVICE_TYPE_SUGGESTIONS_TAKE = 10;

/** The service types matching typed text (GET /api/v1/servicetypes). */
export function serviceTypesQuery(text: string) {
  return { query: text, take: SERVICE_TYPE_SUGGESTIONS_TAKE };
}

/** SPEC section 7: when no service type matches, the members lookup by name is tried, with the DJ rule. */
export function memberAutocompleteQuery(text: string) {
  return { startsWith: text, useTheDjRule: true, take: SERVICE_TYPE_SUGGESTIONS_TAKE };
}

export function fromServiceType(serviceType: ServiceTypeDto): ServiceTypeOrMember {
  return { kind: "serviceType", serviceType };
}

export function fromMember(member: MemberSuggestionDto): ServiceTypeOrMember {
  return { kind: "member", member };
}

/** The text a choice puts in the category field: the service type's person form, or the member's name. */
export function choiceText(choice: ServiceTypeOrMember): string {
  return choice.kind === "serviceType" ? choice.serviceType.personForm : choice.member.name;
}

/** What the service type box holds, as Search Interaction events record it. */
export function choiceAnalytics(choice: ServiceTypeOrMember | null): {
  choiceKind?: "service type" | "vendor";
  choice?: string;
} {
  if (choice === null) return {};
  return { choiceKind: choice.kind === "serviceType" ? "service type" : "vendor", choice: choiceText(choice) };
}

export function choiceKey(choice: ServiceTypeOrMember): string {
  return choice.kind === "serviceType" ? `service-type:${choice.serviceType.id}` : `member:${choice.member.id}`;
}

/** The second line of a member suggestion: what they are and where. */
export function memberDetail(member: Pick<MemberSuggestionDto, "personForm" | "cityDisplayName">): string {
  return [member.personForm, member.cityDisplayName].filter(Boolean).join(" · ");
}

/** A service type the typed text names exactly (person form, plural form or file name), if any. */
export function matchTypedServiceType(text: string, serviceTypes: readonly ServiceTypeDto[]): ServiceTypeDto | null {
  const wanted = normalizeForMatch(text);
  if (wanted === "") return null;
  return (
    serviceTypes.find((type) =>
      [type.personForm, type.pluralForm, type.fileName].some((name) => normalizeForMatch(name) === wanted),
    ) ?? null
  );
}

/** A member the typed text names exactly, if any. */
export function matchTypedMember(text: string, members: readonly MemberSuggestionDto[]): MemberSuggestionDto | null {
  const wanted = normalizeForMatch(text);
  if (wanted === "") return null;
  return members.find((member) => normalizeForMatch(member.name) === wanted) ?? null;
}

/** What the validation rules need to know about the choices. */
export function validationValues(
  choice: ServiceTypeOrMember | null,
  location: LocationDto | null,
  eventDate: string,
): SearchFormValues {
  return {
    serviceTypeOrMember:
      choice === null
        ? null
        : choice.kind === "member"
          ? { kind: "member" }
          : {
              kind: "serviceType",
              isSingleSearchPage: choice.serviceType.isSingleSearchPage,
              fileName: choice.serviceType.fileName,
            },
    location: location && { fileName: location.fileName },
    eventDate,
  };
}

/**
 * SPEC section 5 plus one case of ours: text typed in the location box that names no place is an
 * error too (unless a member was chosen, whose profile needs no place), never silently dropped.
 */
export function searchFormErrors(
  choice: ServiceTypeOrMember | null,
  location: LocationDto | null,
  eventDate: string,
  today: string,
  unknownLocationTyped: boolean,
): SearchFormErrors {
  const errors = validateSearchForm(validationValues(choice, location, eventDate), today);
  if (!errors.location && location === null && unknownLocationTyped && choice?.kind !== "member") {
    errors.location = SEARCH_MESSAGES.locationRequired;
  }
  return errors;
}

/** The fields in page order, for focusing the first one that is wrong. */
export const FIELD_ORDER = ["serviceTypeOrMember", "location", "eventDate"] as const;
export type SearchField = (typeof FIELD_ORDER)[number];

export function firstInvalidField(errors: SearchFormErrors): SearchField | null {
  return FIELD_ORDER.find((field) => errors[field] !== undefined) ?? null;
}

/**
 * The search lookup a destination depends on, if any: only a service type searched in a city needs
 * the lookup's isValidSearch. A member, a state, a single search page, a canonical directory and the
 * kids and virtual types decide their URL without it.
 */
export function lookupKeyFor(choice: ServiceTypeOrMember | null, location: LocationDto | null): string | null {
  if (choice?.kind !== "serviceType" || location === null || location.kind === "state") return null;
  const type = choice.serviceType;
  if (type.isSingleSearchPage || type.canonicalProfileDirectory) return null;
  return searchLookupKey(type.fileName, location.fileName);
}

/** SPEC section 2 "Search destination rules", with a member's profile for a member. */
export function destinationFor(
  choice: ServiceTypeOrMember,
  location: LocationDto | null,
  isValidSearch: boolean,
  eventDate: string,
  searchCategoryId?: number | null,
): string {
  if (choice.kind === "member") return choice.member.profileUrl;
  return searchDestination({
    serviceType: choice.serviceType,
    location: location && { fileName: location.fileName, isState: location.kind === "state" },
    isValidSearch,
    searchCategoryId,
    eventDate: eventDate || undefined,
  });
}

/**
 * How to reach a destination: a path of ours (client-side navigation), or a full page load for
 * another origin. `origin` is the page's own, so an absolute URL to ourselves stays client-side.
 */
export function navigationTarget(
  url: string,
  origin: string,
): { kind: "route"; path: string } | { kind: "document"; href: string } {
  if (url.startsWith("/") && !url.startsWith("//")) return { kind: "route", path: url };
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin === origin) return { kind: "route", path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
    return { kind: "document", href: parsed.href };
  } catch {
    return { kind: "route", path: `/${url.replace(/^\/+/, "")}` };
  }
}
