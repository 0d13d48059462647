/**
 * The search form's calls to the API (SPEC.md section 7). Browser-only: call from effects and event
 * handlers. The geolocation and the search lookups are kept for the life of the page, so several
 * forms on one page (the header panel and the page's own) share one request.
 */
import { findTypedPlace } from "#features/locations/locations.rules.ts";
import type { LocationDto } from "#features/locations/locations.schema.ts";
import type { MemberSuggestionDto } from "#features/members/members.schema.ts";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";
import { errorCode, getJson } from "#app/lib/api-client.ts";
import {
  browserLocalStorage,
  GEOLOCATION_STORAGE_KEY,
  notifySearchStorageChanged,
  parseLocation,
  readCachedGeolocation,
  readRaw,
  type ServiceTypeOrMember,
  writeCachedGeolocation,
} from "#app/lib/search-storage.ts";
import {
  fromMember,
  fromServiceType,
  GEOLOCATION_URL,
  locationsUrl,
  matchTypedMember,
  matchTypedServiceType,
  memberAutocompleteUrl,
  searchLookupUrl,
  serviceTypesUrl,
} from "./search-form.logic.ts";
import { listFrom } from "../autocomplete/suggestions.ts";

/** Service types matching the text, best first; when there are none, members by name (SPEC section 7). */
export async function loadServiceTypeOrMemberSuggestions(
  text: string,
  signal: AbortSignal,
): Promise<ServiceTypeOrMember[]> {
  const serviceTypes = listFrom<ServiceTypeDto>(await getJson(serviceTypesUrl(text), signal), "serviceTypes");
  if (serviceTypes.length > 0) return serviceTypes.map(fromServiceType);
  const members = listFrom<MemberSuggestionDto>(await getJson(memberAutocompleteUrl(text), signal), "members");
  return members.map(fromMember);
}

export async function loadLocationSuggestions(text: string, signal: AbortSignal): Promise<LocationDto[]> {
  return listFrom<LocationDto>(await getJson(locationsUrl(text), signal), "locations");
}

/**
 * Text typed in the category box but never picked: the service type or member it names exactly, or
 * null. Rejects when the lookup itself fails.
 */
export async function resolveTypedServiceTypeOrMember(text: string): Promise<ServiceTypeOrMember | null> {
  const serviceTypes = listFrom<ServiceTypeDto>(await getJson(serviceTypesUrl(text)), "serviceTypes");
  const serviceType = matchTypedServiceType(text, serviceTypes);
  if (serviceType) return fromServiceType(serviceType);
  if (serviceTypes.length > 0) return null;
  const member = matchTypedMember(
    text,
    listFrom<MemberSuggestionDto>(await getJson(memberAutocompleteUrl(text)), "members"),
  );
  return member && fromMember(member);
}

/** Text typed in the location box but never picked: the place it names, or null. */
export function resolveTypedLocation(text: string): Promise<LocationDto | null> {
  return findTypedPlace(text, async (query) => listFrom<LocationDto>(await getJson(locationsUrl(query)), "locations"));
}

let geolocationRequest: Promise<LocationDto | null> | null = null;
/** The fetched geolocation as stored text, for a page whose local storage refuses to keep it. */
let geolocationInMemory: string | null = null;
/** SPEC section 4: the last geolocation failure's text. */
export let geolocationError: string | null = null;

/**
 * SPEC section 4 "Geo-location": the cached one if present; otherwise asks the API once, flags the
 * answer isGeoLocation, caches it in local storage and tells the page's forms.
 */
export function ensureGeolocation(): Promise<LocationDto | null> {
  const cached = readCachedGeolocation(browserLocalStorage);
  if (cached) return Promise.resolve(cached);
  geolocationRequest ??= getJson(GEOLOCATION_URL).then(
    (body) => {
      const found = parseLocation(
        typeof body === "object" && body !== null ? (body as { location?: unknown }).location : null,
      );
      if (!found) return null;
      const location = { ...found, isGeoLocation: true };
      geolocationInMemory = JSON.stringify(location);
      writeCachedGeolocation(browserLocalStorage, location);
      notifySearchStorageChanged();
      geolocationError = null;
      return location;
    },
    (error: unknown) => {
      geolocationError = error instanceof Error ? error.message : (errorCode(error) ?? "The location service failed.");
      return null;
    },
  );
  return geolocationRequest;
}

/** `useSyncExternalStore` snapshot of the geolocation: the cached entry, else the one fetched by this page. */
export function geolocationSnapshot(): string | null {
  return readRaw(browserLocalStorage, GEOLOCATION_STORAGE_KEY) ?? geolocationInMemory;
}

/** Search lookups' isValidSearch by key (SPEC section 3: kept keyed by service type plus location file name). */
const searchLookups = new Map<string, Promise<boolean>>();

/**
 * Whether a service type and place make a valid search. Unknown pairs (404) are not valid; other
 * failures reject and are forgotten, so the next search asks again.
 */
export function loadIsValidSearch(key: string): Promise<boolean> {
  let lookup = searchLookups.get(key);
  if (!lookup) {
    lookup = getJson(searchLookupUrl(key)).then(
      (body) => {
        const searchLookup =
          typeof body === "object" && body !== null
            ? (body as { searchLookup?: { isValidSearch?: unknown } }).searchLookup
            : undefined;
        return searchLookup?.isValidSearch === true;
      },
      (error: unknown) => {
        if (errorCode(error)?.endsWith("NOT_FOUND")) return false;
        searchLookups.delete(key);
        throw error;
      },
    );
    searchLookups.set(key, lookup);
  }
  return lookup;
}
