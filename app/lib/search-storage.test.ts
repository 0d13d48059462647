import { describe, expect, it } from "vitest";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";
import {
  GEOLOCATION_STORAGE_KEY,
  LAST_SEARCH_STORAGE_KEY,
  LAST_SEARCH_VERSION,
  LOCATION_COOKIE_MAX_AGE_SECONDS,
  locationCookie,
  locationCookieValue,
  parseStoredLastSearch,
  readCachedGeolocation,
  readLastSearch,
  readLocationCookie,
  storageReadErrors,
  writeCachedGeolocation,
  writeLastSearch,
} from "./search-storage.ts";
import { AUSTIN as austin } from "#tests/support/locations.ts";

const dj: ServiceTypeDto = {
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
};

/** A minimal in-memory Storage: the rules only need getItem and setItem. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("last search in local storage (SPEC section 3)", () => {
  it("round-trips the location and the service type or member", () => {
    const storage = memoryStorage();
    const lastSearch = { location: austin, serviceTypeOrMember: { kind: "serviceType" as const, serviceType: dj } };
    expect(writeLastSearch(() => storage, lastSearch)).toBe(true);
    expect(JSON.parse(storage.items.get(LAST_SEARCH_STORAGE_KEY)!)).toMatchObject({ version: LAST_SEARCH_VERSION });
    expect(readLastSearch(() => storage)).toEqual(lastSearch);
  });

  it("keeps a member choice", () => {
    const storage = memoryStorage();
    const member = {
      id: 7,
      name: "Neon Nights DJ Co.",
      directory: "neon",
      profileUrl: "/neon",
      personForm: "DJ",
      serviceTypeFileName: "dj",
      cityDisplayName: "Austin, TX",
    };
    writeLastSearch(() => storage, { location: null, serviceTypeOrMember: { kind: "member", member } });
    expect(readLastSearch(() => storage)).toEqual({ location: null, serviceTypeOrMember: { kind: "member", member } });
  });

  it("a storage that throws on read does not break anything and the error is recorded for the key", () => {
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError: access denied");
      },
    };
    expect(readLastSearch(() => throwing)).toBeNull();
    expect(storageReadErrors.get(LAST_SEARCH_STORAGE_KEY)).toMatch(/access denied/);
    expect(
      readLastSearch(() => {
        throw new Error("localStorage is disabled");
      }),
    ).toBeNull();
    const storage = memoryStorage();
    readLastSearch(() => storage);
    expect(storageReadErrors.has(LAST_SEARCH_STORAGE_KEY)).toBe(false);
  });

  it("a storage that throws on write only means nothing is remembered", () => {
    const full = {
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(writeLastSearch(() => full, { location: austin, serviceTypeOrMember: null })).toBe(false);
    expect(writeLastSearch(() => null, { location: austin, serviceTypeOrMember: null })).toBe(false);
  });

  it("reads text that is not JSON, another version or a foreign shape as nothing", () => {
    expect(parseStoredLastSearch("{not json")).toBeNull();
    expect(
      parseStoredLastSearch(JSON.stringify({ version: 99, location: austin, serviceTypeOrMember: null })),
    ).toBeNull();
    expect(parseStoredLastSearch(JSON.stringify({ location: austin }))).toBeNull();
    expect(
      parseStoredLastSearch(
        JSON.stringify({
          version: LAST_SEARCH_VERSION,
          location: { fileName: 3 },
          serviceTypeOrMember: { kind: "serviceType", serviceType: dj },
        }),
      ),
    ).toEqual({ location: null, serviceTypeOrMember: { kind: "serviceType", serviceType: dj } });
  });
});

describe("cached geolocation (SPEC section 4)", () => {
  it("is stored flagged isGeoLocation and read back", () => {
    const storage = memoryStorage();
    expect(readCachedGeolocation(() => storage)).toBeNull();
    writeCachedGeolocation(() => storage, austin);
    expect(JSON.parse(storage.items.get(GEOLOCATION_STORAGE_KEY)!).isGeoLocation).toBe(true);
    expect(readCachedGeolocation(() => storage)).toEqual({ ...austin, isGeoLocation: true });
  });
});

describe("location cookie (SPEC section 2)", () => {
  it("holds the rollup file name when the place has one, else its own", () => {
    expect(locationCookieValue(austin)).toBe("austin-tx");
    expect(locationCookieValue({ fileName: "round-rock-tx", rollupLocationFileName: "austin-tx" })).toBe("austin-tx");
  });

  it("is site-wide, SameSite=Lax, 30 days, Secure only over HTTPS", () => {
    expect(LOCATION_COOKIE_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
    expect(locationCookie(austin, false)).toBe("marquee_location=austin-tx; Path=/; Max-Age=2592000; SameSite=Lax");
    expect(locationCookie(austin, true)).toBe(
      "marquee_location=austin-tx; Path=/; Max-Age=2592000; SameSite=Lax; Secure",
    );
  });

  it("reads back from a cookie header", () => {
    expect(readLocationCookie("a=1; marquee_location=austin-tx; b=2")).toBe("austin-tx");
    expect(readLocationCookie("a=1")).toBeNull();
    expect(
      readLocationCookie(
        locationCookie({ fileName: "montréal-qc", rollupLocationFileName: null }, false).split(";")[0]!,
      ),
    ).toBe("montréal-qc");
  });
});
