/**
 * The search form's calls to the API (SPEC.md section 7). Browser-only: call from effects and event
 * handlers. The geolocation and the search lookups are kept for the life of the page, so several
 * forms on one page (the header panel and the page's own) share one request.
 */
import { findTypedPlace, typedPlaceLookup } from "#features/locations/locations.rules.ts";
import type { LocationDto } from "#features/locations/locations.schema.ts";
import { api, errorCode } from "#app/lib/api-client.ts";
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
  matchTypedMember,
  matchTypedServiceType,
  memberAutocompleteQuery,
  serviceTypesQuery,
} from "./search-form.logic.ts";

function serviceTypesMatching(text: string, signal?: AbortSignal) {
  return api.get("/api/v1/servicetypes", { query: serviceTypesQuery(text), signal });
}

function membersNamed(text: string, signal?: AbortSignal) {
  return api.get("/api/v1/members/autocomplete", { query: memberAutocompleteQuery(text), signal });
}

/** The places typed text is matched against (features/locations): cities and states, alternate names, no counties. */
async function placesMatching(text: string, signal?: AbortSignal): Promise<LocationDto[]> {
  return (await api.get("/api/v1/locations", { query: typedPlaceLookup(text), signal })).locations;
}

/** Service types matching the text, best first; when there are none, members by name (SPEC section 7). */
export async function loadServiceTypeOrMemberSuggestions(
  text: string,
  signal: AbortSignal,
): Promise<ServiceTypeOrMember[]> {
  const { serviceTypes } = await serviceTypesMatching(text, signal);
  if (serviceTypes.length > 0) return serviceTypes.map(fromServiceType);
  return (await membersNamed(text, signal)).members.map(fromMember);
}

export async function loadLocationSuggestions(text: string, signal: AbortSignal): Promise<LocationDto[]> {
  return placesMatching(text, signal);
}

/**
 * Text typed in the category box but never picked: the service type or member it names exactly, or
 * null. Rejects when the lookup itself fails.
 */
export async function resolveTypedServiceTypeOrMember(text: string): Promise<ServiceTypeOrMember | null> {
  const { serviceTypes } = await serviceTypesMatching(text);
  const serviceType = matchTypedServiceType(text, serviceTypes);
  if (serviceType) return fromServiceType(serviceType);
  if (serviceTypes.length > 0) return null;
  const member = matchTypedMember(text, (await membersNamed(text)).members);
  return member && fromMember(member);
}

/** Text typed in the location box but never picked: the place it names, or null. */
export function resolveTypedLocation(text: string): Promise<LocationDto | null> {
  return findTypedPlace(text, (query) => placesMatching(query));
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
  geolocationRequest ??= api.get("/api/v1/geolocation").then(
    (body) => {
      const found = parseLocation(body.location);
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
    lookup = api.get("/api/v1/search-lookups/{url}", { path: { url: key } }).then(
      (body) => body.searchLookup.isValidSearch,
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
