import { z } from "zod";
import { boundedText } from "#lib/text-bounds.ts";
import { integerSchema } from "#lib/integers.ts";

export const stateOrProvinceDtoSchema = z.object({
  name: boundedText("name"),
  displayName: boundedText("name"),
  fileName: boundedText("name"),
  abbreviation: boundedText("name"),
});
export type StateOrProvinceDto = z.infer<typeof stateOrProvinceDtoSchema>;

/** SPEC section 3 "Location", plus `kind` (a city or a whole state or province) and coordinates. */
export const locationDtoSchema = z.object({
  kind: z.enum(["city", "state"]),
  displayName: boundedText("name"),
  fileName: boundedText("name"),
  rollupLocationFileName: boundedText("name").nullable(),
  isGeoLocation: z.boolean(),
  name: boundedText("name"),
  searchString: boundedText("name"),
  stateOrProvince: stateOrProvinceDtoSchema,
  latitude: z.number(),
  longitude: z.number(),
});
export type LocationDto = z.infer<typeof locationDtoSchema>;

const booleanFlag = z.enum(["true", "false"]).transform((value) => value === "true");

/** The most places one answer lists: the largest `take` of the lookups below. */
export const PLACES_TAKE_MAX = 1_000;

/** The most venue markets the list holds (the seed makes one of each city of 300,000 or more). */
export const VENUE_MARKETS_MAX = 1_000;

/** GET /api/v1/locations: places whose name (or alternate name) starts with the text. */
export const locationsQuerySchema = z.object({
  startsWith: z.string().trim().min(1, "startsWith is required.").max(100),
  take: integerSchema(1, 50, { default: 15 }),
  includeCities: booleanFlag.default(true),
  includeStatesAndProvinces: booleanFlag.default(false),
  includeAlternateCityNames: booleanFlag.default(true),
  includeCounties: booleanFlag.default(false),
});
export type LocationsQuery = z.infer<typeof locationsQuerySchema>;

/** GET /api/v1/cities: the cities of a state, or the state service page cities. */
export const citiesQuerySchema = z.object({
  stateAbbreviation: z.string().trim().length(2).toUpperCase().optional(),
  onlyStateServicePageCities: booleanFlag.default(false),
  take: integerSchema(1, PLACES_TAKE_MAX, { default: 200 }),
});
export type CitiesQuery = z.infer<typeof citiesQuerySchema>;

export const locationsResponseSchema = z.object({ locations: z.array(locationDtoSchema).max(PLACES_TAKE_MAX) });
export const geolocationResponseSchema = z.object({ location: locationDtoSchema });

export const venueMarketDtoSchema = z.object({
  id: z.number().int(),
  name: boundedText("name"),
  fileName: boundedText("name"),
  stateAbbreviation: boundedText("name"),
});
export const venueMarketsResponseSchema = z.object({
  venueMarkets: z.array(venueMarketDtoSchema).max(VENUE_MARKETS_MAX),
});
