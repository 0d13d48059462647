import { createRequire } from "node:module";
import type { LocationDto, LocationsQuery, StateOrProvinceDto } from "./locations.schema.ts";
import type { CityRecord, LocationsRepository, StateRecord } from "./locations.repo.server.ts";

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

export function toStateDto(state: StateRecord): StateOrProvinceDto {
  return { name: state.name, displayName: state.displayName, fileName: state.fileName, abbreviation: state.abbreviation };
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

export function createLocationsService(repository: LocationsRepository) {
  const geolocationCache = new Map<string, LocationDto>();

  return {
    /** The cities of a state (or all), alphabetically; undefined when the state is unknown. */
    async listCities(filter: { stateAbbreviation?: string; onlyStateServicePageCities: boolean; take: number }) {
      let stateProvinceId: number | undefined;
      if (filter.stateAbbreviation) {
        const state = await repository.findStateByAbbreviation(filter.stateAbbreviation);
        if (!state) return undefined;
        stateProvinceId = state.id;
      }
      const cities = await repository.listCities({ stateProvinceId, onlyStateServicePageCities: filter.onlyStateServicePageCities, take: filter.take });
      return cities.map((city) => cityToLocationDto(city));
    },
    listStates: () => repository.listStates(),
    findStateByAbbreviation: (abbreviation: string) => repository.findStateByAbbreviation(abbreviation),
    findCityByFileName: (fileName: string) => repository.findCityByFileName(fileName),
    findCityById: (id: number) => repository.findCityById(id),
    findStateByFileName: (fileName: string) => repository.findStateByFileName(fileName),
    activeVenueMarkets: () => repository.listActiveVenueMarkets(),
    largestCities: async (take: number) => (await repository.largestCities(take)).map((city) => cityToLocationDto(city)),
    /** SPEC section 7 locations call: "Austin", "austin, t" or "Texas". */
    async search(query: LocationsQuery): Promise<LocationDto[]> {
      const [namePart = "", statePart] = query.startsWith.split(",").map((part) => part.trim());
      if (!namePart) return [];
      const results: LocationDto[] = [];
      if (query.includeStatesAndProvinces && !statePart) {
        results.push(...(await repository.searchStates(namePart, query.take)).map(stateToLocationDto));
      }
      if (query.includeCities && results.length < query.take) {
        const cities = await repository.searchCities(namePart, statePart || undefined, query.includeAlternateCityNames, query.take - results.length);
        results.push(...cities.map((city) => cityToLocationDto(city)));
      }
      return results.slice(0, query.take);
    },
    async findByFileName(fileName: string): Promise<LocationDto | undefined> {
      const city = await repository.findCityByFileName(fileName);
      if (city) return cityToLocationDto(city);
      const state = await repository.findStateByFileName(fileName);
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
          : await repository.findCityByFileName(DEFAULT_GEOLOCATION_FILE_NAME);
      if (!city) throw new Error("no places are loaded: seed the database");
      const location = cityToLocationDto(city, true);
      if (geolocationCache.size > 10_000) geolocationCache.clear();
      geolocationCache.set(ip, location);
      return location;
    },
  };
}
export type LocationsService = ReturnType<typeof createLocationsService>;
