import { z } from "zod";
import { boundedText } from "#lib/text-bounds.ts";
import {
  FIRST_PAGE_SIZE,
  INDIVIDUAL_COUNT,
  LARGE_PAGE_SIZE,
  MID_LEVEL_COUNT,
  RESULT_SECTION,
  SORT,
  SPONSORED_LISTINGS,
  STATE_CITY_LINKS,
} from "#lib/constants.ts";
import { MAX_PRICE_FILTER_DOLLARS, POSTGRES_INTEGER_MAX } from "#lib/constants.ts";
import { decimalSchema, idSchema, integerSchema } from "#lib/integers.ts";
import { locationDtoSchema, PLACES_TAKE_MAX } from "#features/locations/locations.schema.ts";
import { CITY_LETTER_GROUPS } from "./search.rules.ts";
import { MEMBERSHIP_LEVELS } from "#features/members/members.rules.ts";
import { serviceTypeDtoSchema } from "#features/service-types/service-types.schema.ts";

export const SEARCH_RESULT_TYPES = [
  "STANDARD_SEARCH",
  "VENUE_SEARCH",
  "INVALID_VENUE_SEARCH",
  "OBSCURE_CATEGORY_SEARCH",
  "OBSCURE_NATIONAL_SEARCH",
  "INVALID_SEARCH",
  "VENDOR_DIRECTORY",
] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** SPEC section 3 "Search lookup": a search URL resolved to a service type and a place. */
export const searchLookupDtoSchema = z.object({
  id: z.number().int(),
  url: boundedText("url"),
  canonicalUrl: boundedText("url"),
  serviceType: serviceTypeDtoSchema,
  location: locationDtoSchema.nullable(),
  isVenue: z.boolean(),
  isValidSearch: z.boolean(),
  isSearchById: z.boolean(),
  version: z.number().int(),
  redirectUrl: boundedText("url").nullable(),
});
export type SearchLookupDto = z.infer<typeof searchLookupDtoSchema>;
export const searchLookupResponseSchema = z.object({ searchLookup: searchLookupDtoSchema });

export const searchLookupUrlParamsSchema = z.object({ url: z.string().trim().max(200).default("") });

const booleanFlag = z.enum(["true", "false"]).transform((value) => value === "true");

/** GET /api/v1/search-lookups: the lookups of a service type's landing page (state and city links). */
export const searchLookupsQuerySchema = z
  .object({
    serviceTypeId: idSchema,
    locationType: z.enum(["city", "state"]).default("city"),
    onlyStateServicePageCities: booleanFlag.default(false),
    StateAbbreviation: z.string().trim().length(2).toUpperCase().optional(),
    stateAbbreviation: z.string().trim().length(2).toUpperCase().optional(),
  })
  .transform(({ StateAbbreviation, stateAbbreviation, ...rest }) => ({
    ...rest,
    stateAbbreviation: StateAbbreviation ?? stateAbbreviation,
  }));
export type SearchLookupsQuery = z.output<typeof searchLookupsQuerySchema>;

export const searchLinkDtoSchema = z.object({
  url: boundedText("url"),
  canonicalUrl: boundedText("url"),
  displayName: boundedText("name"),
  name: boundedText("name"),
});
export type SearchLinkDto = z.infer<typeof searchLinkDtoSchema>;
export const searchLinksResponseSchema = z.object({ searchLookups: z.array(searchLinkDtoSchema).max(PLACES_TAKE_MAX) });

export const cityGroupsResponseSchema = z.object({
  cityGroups: z
    .array(
      z.object({ letterGroup: z.enum(CITY_LETTER_GROUPS), cities: z.array(searchLinkDtoSchema).max(PLACES_TAKE_MAX) }),
    )
    .max(CITY_LETTER_GROUPS.length),
});

/** Service attributes a vendor must all have, as their slugs: "takes-requests,own-sound-system". */
const attributeSlugListSchema = z
  .string()
  .trim()
  .max(600)
  .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, "attributes must be service attribute slugs separated by commas.")
  .transform((text) => [...new Set(text.split(","))].sort())
  .pipe(z.array(z.string().max(60)).max(30, "attributes may name at most 30 service attributes."));

const sortCode = integerSchema(Math.min(...Object.values(SORT)), Math.max(...Object.values(SORT)), {
  message: "sort must be 1 (recommended), 2 (most reviewed) or 3 (most booked).",
  default: SORT.RECOMMENDED,
});

/** SPEC section 3 "Search settings", as the search API's query string. */
export const searchSettingsQuerySchema = z.object({
  skip: integerSchema(0, 10_000, { default: 0 }),
  take: integerSchema(1, LARGE_PAGE_SIZE, { default: FIRST_PAGE_SIZE }),
  location: z.string().trim().max(120).optional(),
  overrideCategory: idSchema.optional(),
  overrideSortSeed: integerSchema(0, POSTGRES_INTEGER_MAX).optional(),
  excludeNonPaidVenues: booleanFlag.default(false),
  primaryCategoryOnly: booleanFlag.default(false),
  exactLocationOnly: booleanFlag.default(false),
  obscureSearchResultSet: booleanFlag.default(false),
  distance: integerSchema(1, 3000).optional(),
  minNumberOfReviews: integerSchema(0, 10_000).optional(),
  eventDate: z.iso.date("eventDate must be a date (yyyy-MM-dd).").optional(),
  acceptsOnlineDeposits: booleanFlag.default(false),
  minRating: decimalSchema(0, 5).optional(),
  includeInVirtualEvents: booleanFlag.default(false),
  useDefaultSearchDistance: booleanFlag.default(true),
  sort: sortCode,
  venueType: idSchema.optional(),
  minPrice: integerSchema(0, MAX_PRICE_FILTER_DOLLARS).optional(),
  maxPrice: integerSchema(0, MAX_PRICE_FILTER_DOLLARS).optional(),
  attributes: attributeSlugListSchema.optional(),
});
export type SearchSettings = z.output<typeof searchSettingsQuerySchema>;

/**
 * What `/search/{reference}` names: a lookup's url, or digits for a lookup's id (SPEC section 2), which
 * must then be an id that can exist.
 */
export const searchReferenceSchema = z
  .string()
  .min(1)
  .max(200)
  .refine(
    (reference) => !/^\d+$/.test(reference) || idSchema.safeParse(reference).success,
    `A search by id needs an id from 1 to ${POSTGRES_INTEGER_MAX}.`,
  );

export const searchParamsSchema = z.object({
  lookup: searchReferenceSchema,
  slug: z.enum(["results", "related-vendors"]),
});

export const photoCropSchema = z
  .object({ x: z.number(), y: z.number(), width: z.number(), height: z.number(), rotation: z.number() })
  .nullable();

/** SPEC section 3 "Provider search result item". Money in whole dollars for display. */
export const searchResultItemSchema = z.object({
  memberId: z.number().int(),
  name: boundedText("name"),
  directory: boundedText("name"),
  profileUrl: boundedText("url"),
  tagline: boundedText("text").nullable(),
  cityDisplayName: boundedText("name"),
  distanceMiles: z.number().nullable(),
  primaryServiceFileName: boundedText("name"),
  primaryServicePersonForm: boundedText("name"),
  mainPhotoUrl: boundedText("url").nullable(),
  thumbnailUrl: boundedText("url").nullable(),
  profilePhotoCrop: photoCropSchema,
  searchThumbnailCrop: photoCropSchema,
  memberLevel: z.number().int(),
  membershipLevel: z.enum(MEMBERSHIP_LEVELS),
  spotlightId: z.number().int().nullable(),
  isSpotlight: z.boolean(),
  rating: z.number(),
  ratingString: boundedText("name"),
  reviewCount: z.number().int(),
  bookingCount: z.number().int(),
  payRangeLow: z.number().nullable(),
  payRangeHigh: z.number().nullable(),
  numberOfOffers: z.number().int(),
  numberOfAudioTracks: z.number().int(),
  acceptsOnlineDeposits: z.boolean(),
  firstVideo: z
    .object({ title: boundedText("name"), url: boundedText("url"), posterUrl: boundedText("url").nullable() })
    .nullable(),
  requestFormID: z.number().int(),
  startDate: boundedText("day").nullable(),
});
export type SearchResultItem = z.infer<typeof searchResultItemSchema>;

export const stateCityLinkSchema = z.object({ displayName: boundedText("name"), url: boundedText("url") });

/** SPEC section 3 "Search info", with the page of results asked for. */
export const searchResponseSchema = z.object({
  resultType: z.enum(SEARCH_RESULT_TYPES),
  resultSection: z.union([z.literal(RESULT_SECTION.PRIMARY_RESULTS), z.literal(RESULT_SECTION.RELATED_VENDORS)]),
  searchLookup: searchLookupDtoSchema,
  searchInfo: z.object({
    location: locationDtoSchema.nullable(),
    searchCopy: z.object({ heading: boundedText("name"), intro: boundedText("text") }),
    canonicalUrl: boundedText("url"),
    totalResults: z.number().int(),
    totalFullSearchResults: z.number().int(),
    sponsoredListings: z.array(searchResultItemSchema).max(SPONSORED_LISTINGS),
    relatedVendorResults: z.array(searchResultItemSchema).max(MID_LEVEL_COUNT),
    relatedVendorTotalResults: z.number().int(),
    landingVendorsNearby: z.array(searchResultItemSchema).max(INDIVIDUAL_COUNT),
    stateCityLinks: z.array(stateCityLinkSchema).max(STATE_CITY_LINKS),
  }),
  // A page: at most the largest `take`.
  results: z.array(searchResultItemSchema).max(LARGE_PAGE_SIZE),
  skip: z.number().int(),
  take: z.number().int(),
  sort: z.number().int(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const TILE_ACTIONS = [
  "view-profile",
  "play-video",
  "play-audio",
  "view-photos",
  "request-quote",
  "save-favorite",
] as const;

/** POST /api/v1/search-tile-action: what a planner did with a vendor's result tile. */
export const searchTileActionBodySchema = z.object({
  memberId: idSchema,
  action: z.enum(TILE_ACTIONS),
  searchLookupId: idSchema.optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  resultSection: z
    .union([z.literal(RESULT_SECTION.PRIMARY_RESULTS), z.literal(RESULT_SECTION.RELATED_VENDORS)])
    .optional(),
});

/** POST /api/v1/members/tracksearchhit: the vendors a result page showed. */
export const impressionsBodySchema = z.object({
  searchLookupId: idSchema.optional(),
  resultSection: z
    .union([z.literal(RESULT_SECTION.PRIMARY_RESULTS), z.literal(RESULT_SECTION.RELATED_VENDORS)])
    .default(RESULT_SECTION.PRIMARY_RESULTS),
  impressions: z
    .array(z.object({ memberId: idSchema, position: z.number().int().min(0).max(10_000) }))
    .min(1, "impressions must name at least one vendor.")
    .max(100, "impressions may name at most 100 vendors."),
});

/** POST /api/v1/members/{id}/tracksearchhit. */
export const profileHitBodySchema = z.object({ type: z.literal("Profile", { error: "type must be 'Profile'." }) });
export const memberIdParamsSchema = z.object({ id: idSchema });
export const trackingResponseSchema = z.object({ recorded: z.number().int() });

/**
 * The search form as submitted without JavaScript (GET /search): the typed texts, and the file
 * names or member id of suggestions the person picked, when they picked one.
 */
export const searchSubmissionSchema = z.object({
  serviceType: z.string().trim().max(100).default(""),
  location: z.string().trim().max(100).default(""),
  eventDate: z.string().trim().max(10).default(""),
  serviceTypeFileName: z.string().trim().max(100).default(""),
  memberId: z
    .string()
    .refine((text) => text === "" || idSchema.safeParse(text).success, "memberId must be a vendor's id.")
    .default(""),
  locationFileName: z.string().trim().max(120).default(""),
});
export type SearchSubmission = z.infer<typeof searchSubmissionSchema>;
