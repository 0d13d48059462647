/**
 * What the search form keeps in the browser (SPEC.md sections 2, 3 and 4): the last search's choices
 * in local storage, the visitor's geolocation (fetched once, then cached), and the chosen place's file
 * name in a cookie the server can read. Names and attributes: docs/decisions/004-search-form.md.
 *
 * Every function takes the storage or document it works on, so the rules run in unit tests, and
 * none of them may be called while rendering (the server has no window).
 */
import type { LocationDto } from "#features/locations/locations.schema.ts";
import type { MemberSuggestionDto } from "#features/members/members.schema.ts";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";

/** Local storage key of the last search: `{ version, location, serviceTypeOrMember }`. */
export const LAST_SEARCH_STORAGE_KEY = "marquee.lastSearch";
/** Local storage key of the cached geolocation (a LocationDto with isGeoLocation true). */
export const GEOLOCATION_STORAGE_KEY = "marquee.geolocation";
/** Bumped when the stored shape changes; entries of another version are ignored, not misread. */
export const LAST_SEARCH_VERSION = 1;

/** The cookie holding the chosen place's file name (its rollup name when it has one). */
export const LOCATION_COOKIE_NAME = "marquee_location";
export const LOCATION_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Fired on `window` after this page wrote either entry, so every search form on the page can follow. */
export const SEARCH_STORAGE_CHANGED_EVENT = "marquee:search-storage-changed";

/** The service type field accepts a service type or a member (SPEC section 2). */
export type ServiceTypeOrMember =
  { kind: "serviceType"; serviceType: ServiceTypeDto } | { kind: "member"; member: MemberSuggestionDto };

/** SPEC section 3 "Local storage entry for last search". */
export type LastSearch = {
  location: LocationDto | null;
  serviceTypeOrMember: ServiceTypeOrMember | null;
};

type StorageReader = Pick<Storage, "getItem">;
type StorageWriter = Pick<Storage, "setItem">;

/** SPEC section 8 "Local storage read failure": the error is recorded for the storage key, never thrown. */
export const storageReadErrors = new Map<string, string>();

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Reads one entry's text. Storage that is disabled (its getter or getItem throws) reads as null and
 * the failure is recorded for the key. Returns a string, so React can compare snapshots by value.
 */
export function readRaw(getStorage: () => StorageReader | null | undefined, key: string): string | null {
  try {
    const raw = getStorage()?.getItem(key) ?? null;
    storageReadErrors.delete(key);
    return raw;
  } catch (error) {
    storageReadErrors.set(key, errorText(error));
    return null;
  }
}

/** Parses an entry's text; text that is not JSON, or JSON of the wrong shape, reads as null. */
export function parseEntry<Value>(raw: string | null, parse: (value: unknown) => Value | null): Value | null {
  if (raw === null) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Writes one entry; a full or disabled storage only means the choice is not remembered. */
export function writeEntry(getStorage: () => StorageWriter | null | undefined, key: string, value: unknown): boolean {
  try {
    const storage = getStorage();
    if (!storage) return false;
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function hasStrings(value: Record<string, unknown>, keys: readonly string[]): boolean {
  return keys.every((key) => typeof value[key] === "string");
}

/** The fields of a stored place the form relies on; anything less is a stale or foreign entry. */
export function parseLocation(value: unknown): LocationDto | null {
  if (!isRecord(value) || (value.kind !== "city" && value.kind !== "state")) return null;
  if (!hasStrings(value, ["displayName", "fileName", "name"])) return null;
  if (value.rollupLocationFileName !== null && typeof value.rollupLocationFileName !== "string") return null;
  if (!isRecord(value.stateOrProvince)) return null;
  return value as LocationDto;
}

export function parseServiceTypeOrMember(value: unknown): ServiceTypeOrMember | null {
  if (!isRecord(value)) return null;
  if (value.kind === "serviceType") {
    const type = value.serviceType;
    if (!isRecord(type) || typeof type.id !== "number" || !hasStrings(type, ["personForm", "fileName"])) return null;
    if (typeof type.isSingleSearchPage !== "boolean") return null;
    if (type.canonicalProfileDirectory !== null && typeof type.canonicalProfileDirectory !== "string") return null;
    return value as ServiceTypeOrMember;
  }
  if (value.kind === "member") {
    const member = value.member;
    if (!isRecord(member) || typeof member.id !== "number" || !hasStrings(member, ["name", "profileUrl", "personForm"]))
      return null;
    return value as ServiceTypeOrMember;
  }
  return null;
}

/** A stored last search; either half may be missing or unreadable without losing the other. */
export function parseLastSearch(value: unknown): LastSearch | null {
  if (!isRecord(value) || value.version !== LAST_SEARCH_VERSION) return null;
  return {
    location: value.location === null ? null : parseLocation(value.location),
    serviceTypeOrMember:
      value.serviceTypeOrMember === null ? null : parseServiceTypeOrMember(value.serviceTypeOrMember),
  };
}

export function parseStoredLastSearch(raw: string | null): LastSearch | null {
  return parseEntry(raw, parseLastSearch);
}

export function readLastSearch(getStorage: () => StorageReader | null | undefined): LastSearch | null {
  return parseStoredLastSearch(readRaw(getStorage, LAST_SEARCH_STORAGE_KEY));
}

export function writeLastSearch(getStorage: () => StorageWriter | null | undefined, lastSearch: LastSearch): boolean {
  return writeEntry(getStorage, LAST_SEARCH_STORAGE_KEY, { version: LAST_SEARCH_VERSION, ...lastSearch });
}

export function parseStoredGeolocation(raw: string | null): LocationDto | null {
  return parseEntry(raw, (value) => {
    const location = parseLocation(value);
    return location && { ...location, isGeoLocation: true };
  });
}

export function readCachedGeolocation(getStorage: () => StorageReader | null | undefined): LocationDto | null {
  return parseStoredGeolocation(readRaw(getStorage, GEOLOCATION_STORAGE_KEY));
}

export function writeCachedGeolocation(
  getStorage: () => StorageWriter | null | undefined,
  location: LocationDto,
): boolean {
  return writeEntry(getStorage, GEOLOCATION_STORAGE_KEY, { ...location, isGeoLocation: true });
}

/** SPEC section 2: the cookie carries the place's rollup file name when it has one, else its own. */
export function locationCookieValue(location: Pick<LocationDto, "fileName" | "rollupLocationFileName">): string {
  return location.rollupLocationFileName || location.fileName;
}

/** The `document.cookie` assignment for the chosen place: whole site, Lax, 30 days, Secure on HTTPS. */
export function locationCookie(
  location: Pick<LocationDto, "fileName" | "rollupLocationFileName">,
  secure: boolean,
): string {
  const parts = [
    `${LOCATION_COOKIE_NAME}=${encodeURIComponent(locationCookieValue(location))}`,
    "Path=/",
    `Max-Age=${LOCATION_COOKIE_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** Reads the location cookie back from a `document.cookie` string. */
export function readLocationCookie(cookieHeader: string): string | null {
  for (const pair of cookieHeader.split(";")) {
    const [name, ...rest] = pair.trim().split("=");
    if (name === LOCATION_COOKIE_NAME) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Browser-only: the page's local storage, or null where reading it is refused (it may throw). */
export function browserLocalStorage(): Storage | null {
  return typeof window === "undefined" ? null : window.localStorage;
}

/** Browser-only: saves the location cookie. */
export function saveLocationCookie(location: Pick<LocationDto, "fileName" | "rollupLocationFileName">): void {
  document.cookie = locationCookie(location, window.location.protocol === "https:");
}

/** Browser-only: tells the page's search forms that an entry changed (other tabs get a `storage` event). */
export function notifySearchStorageChanged(): void {
  window.dispatchEvent(new Event(SEARCH_STORAGE_CHANGED_EVENT));
}

/** Browser-only: a `useSyncExternalStore` subscription to both entries, from this tab and others. */
export function subscribeToSearchStorage(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LAST_SEARCH_STORAGE_KEY || event.key === GEOLOCATION_STORAGE_KEY)
      onChange();
  };
  window.addEventListener(SEARCH_STORAGE_CHANGED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(SEARCH_STORAGE_CHANGED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}
