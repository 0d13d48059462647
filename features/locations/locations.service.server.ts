import { createRequire } from "node:module";
import tzLookup from "@photostructure/tz-lookup";
import { findTypedPlace, typedPlaceLookup } from "./locations.rules.ts";
import type { LocationDto, LocationsQuery, StateOrProvinceDto } from "./locations.schema.ts";
import type { CityRecord, LocationsRepository, StateRecord } from "./locations.repo.server.ts";

/** Places as other slices receive them from this service. */
export type { CityRecord, StateRecord };

/** Where a visitor is placed when their address says nothing (loopback, private or unknown): documented in decision 005. */
export const DEFAULT_GEOLOCATION_FILE_NAME = "new-york-city-ny";

type GeoIpLookup = { lookup(ip: string): { country: string; ll: [number, number] } | null };
const require = createRequire(import.meta.url);
let geoIp: GeoIpLookup | undefined;
/** The GeoLite2 tables ship inside the package; they load into memory on the first lookup only. */
function geoIpDatabase(): GeoIpLookup {
  geoIp ??= require("geoip-lite") as GeoIpLookup;
  return geoIp;
}

const zoneByPoint = new Map<string, string>();
/**
 * The IANA time zone at a point ("Pacific/Honolulu"), from the zone boundaries shipped inside
 * @photostructure/tz-lookup (decision 026); kept per point, as cities do not move.
 */
export function timeZoneAt(latitude: number, longitude: number): string {
  const key = `${latitude},${longitude}`;
  let zone = zoneByPoint.get(key);
  if (zone === undefined) {
    zone = tzLookup(latitude, longitude);
    zoneByPoint.set(key, zone);
  }
  return zone;
}

export function toStateDto(state: StateRecord): StateOrProvinceDto {
  return {
    name: state.name,
    displayName: state.displayName,
    fileName: state.fileName,
    abbreviation: state.abbreviation,
  };
}

export function cityToLocationDto(city: CityRecord, isGeoLocation = false): LocationDto {
  return {
    kind: "city",
    displayName: city.displayName,
    fileName: city.fileName,
    rollupLocationFileName: city.rollupLocationFileName,
    isGeoLocation,
    name: city.name,
    searchString: city.searchString,
    stateOrProvince: toStateDto(city.state),
    latitude: city.latitude,
    longitude: city.longitude,
  };
}

export function stateToLocationDto(state: StateRecord): LocationDto {
  return {
    kind: "state",
    displayName: state.displayName,
    fileName: state.fileName,
    rollupLocationFileName: null,
    isGeoLocation: false,
    name: state.name,
    searchString: `${state.name} ${state.abbreviation}`.toLowerCase(),
    stateOrProvince: toStateDto(state),
    latitude: state.latitude,
    longitude: state.longitude,
  };
}

/** Places change only with a new seed or an import: each process keeps them for ten minutes. */
const PLACES_TTL_MS = 10 * 60_000;

type Places = {
  cities: CityRecord[];
  states: StateRecord[];
  cityById: Map<number, CityRecord>;
  cityByFileName: Map<string, CityRecord>;
  stateByFileName: Map<string, StateRecord>;
  stateByAbbreviation: Map<string, StateRecord>;
};

function indexPlaces(cities: CityRecord[], states: StateRecord[]): Places {
  return {
    cities,
    states,
    cityById: new Map(cities.map((city) => [city.id, city])),
    cityByFileName: new Map(cities.map((city) => [city.fileName, city])),
    stateByFileName: new Map(states.map((state) => [state.fileName, state])),
    stateByAbbreviation: new Map(states.map((state) => [state.abbreviation, state])),
  };
}

function startsWithIgnoringCase(text: string, prefix: string): boolean {
  return text.toLowerCase().startsWith(prefix);
}

/**
 * Places (a few thousand cities and 64 states and provinces) are reference data: the service keeps
 * them in memory, largest city first, and answers autocomplete and look-ups without a query.
 */
export function createLocationsService(repository: LocationsRepository, now: () => number = Date.now) {
  const geolocationCache = new Map<string, LocationDto>();
  let loaded: { at: number; places: Promise<Places> } | undefined;

  function places(): Promise<Places> {
    if (!loaded || now() - loaded.at > PLACES_TTL_MS) {
      const pending = Promise.all([repository.listAllCities(), repository.listStates()]).then(([cities, states]) =>
        indexPlaces(cities, states),
      );
      loaded = { at: now(), places: pending };
      pending.catch(() => {
        loaded = undefined;
      });
    }
    return loaded.places;
  }

  /** SPEC section 7 locations call: "Austin", "austin, t" or "Texas"; cities largest first. */
  async function search(query: LocationsQuery): Promise<LocationDto[]> {
    const [namePart = "", statePart] = query.startsWith.split(",").map((part) => part.trim().toLowerCase());
    if (!namePart) return [];
    const all = await places();
    const results: LocationDto[] = [];
    if (query.includeStatesAndProvinces && !statePart) {
      for (const state of all.states) {
        if (startsWithIgnoringCase(state.name, namePart) || state.abbreviation.toLowerCase() === namePart)
          results.push(stateToLocationDto(state));
      }
    }
    if (query.includeCities) {
      for (const city of all.cities) {
        if (results.length >= query.take) break;
        const nameMatches =
          startsWithIgnoringCase(city.name, namePart) ||
          (query.includeAlternateCityNames &&
            city.alternateNames.some((name) => startsWithIgnoringCase(name, namePart)));
        const stateMatches =
          !statePart ||
          startsWithIgnoringCase(city.state.abbreviation, statePart) ||
          startsWithIgnoringCase(city.state.name, statePart);
        if (nameMatches && stateMatches) results.push(cityToLocationDto(city));
      }
    }
    return results.slice(0, query.take);
  }

  return {
    /** The cities of a state (or all), alphabetically; undefined when the state is unknown. */
    async listCities(filter: {
      stateAbbreviation?: string;
      onlyStateServicePageCities: boolean;
      take: number;
    }): Promise<LocationDto[] | undefined> {
      const all = await places();
      const state = filter.stateAbbreviation
        ? all.stateByAbbreviation.get(filter.stateAbbreviation.toUpperCase())
        : undefined;
      if (filter.stateAbbreviation && !state) return undefined;
      return all.cities
        .filter(
          (city) =>
            (!state || city.stateProvinceId === state.id) &&
            (!filter.onlyStateServicePageCities || city.isStateServicePageCity),
        )
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(0, filter.take)
        .map((city) => cityToLocationDto(city));
    },
    listStates: async () => (await places()).states,
    findStateByAbbreviation: async (abbreviation: string) =>
      (await places()).stateByAbbreviation.get(abbreviation.toUpperCase()),
    findCityByFileName: async (fileName: string) => (await places()).cityByFileName.get(fileName),
    findCityById: async (id: number) => (await places()).cityById.get(id),
    findStateByFileName: async (fileName: string) => (await places()).stateByFileName.get(fileName),
    findStateById: async (id: number) => (await places()).states.find((state) => state.id === id),
    activeVenueMarkets: () => repository.listActiveVenueMarkets(),
    largestCities: async (take: number) =>
      (await places()).cities.slice(0, take).map((city) => cityToLocationDto(city)),
    search,
    /** The place typed and never picked, read as every form reads it (locations.rules.ts); a city when `citiesOnly`. */
    findTyped(text: string, options: { citiesOnly?: boolean } = {}): Promise<LocationDto | null> {
      return findTypedPlace(text, (startsWith) => search(typedPlaceLookup(startsWith, options)));
    },
    async findByFileName(fileName: string): Promise<LocationDto | undefined> {
      const all = await places();
      const city = all.cityByFileName.get(fileName);
      if (city) return cityToLocationDto(city);
      const state = all.stateByFileName.get(fileName);
      return state && stateToLocationDto(state);
    },
    /** The visitor's place from their IP address (GeoLite2 data shipped in geoip-lite), cached per address. */
    async geolocate(ip: string): Promise<LocationDto> {
      const cached = geolocationCache.get(ip);
      if (cached) return cached;
      const found = geoIpDatabase().lookup(ip);
      const city =
        found && (found.country === "US" || found.country === "CA")
          ? await repository.nearestCity(found.ll[0], found.ll[1])
          : (await places()).cityByFileName.get(DEFAULT_GEOLOCATION_FILE_NAME);
      if (!city) throw new Error("no places are loaded: seed the database");
      const location = cityToLocationDto(city, true);
      if (geolocationCache.size > 10_000) geolocationCache.clear();
      geolocationCache.set(ip, location);
      return location;
    },
  };
}
export type LocationsService = ReturnType<typeof createLocationsService>;
