import { z } from "zod";
import { boundedText } from "#lib/text-bounds.ts";
import { idSchema, integerSchema } from "#lib/integers.ts";
import { locationDtoSchema } from "#features/locations/locations.schema.ts";
import { searchResultItemSchema } from "#features/search/search.schema.ts";
import { POSTGRES_INTEGER_MAX, VENUE_PREMIUM_FILL_COUNT } from "#lib/constants.ts";
import { MEMBERSHIP_LEVELS } from "#features/members/members.rules.ts";
import {
  audioTrackListSchema,
  MAX_CATEGORIES,
  photoDtoSchema,
  videoListSchema,
} from "#features/members/members.schema.ts";
import { CATALOGUE_LIMITS, serviceTypeDtoSchema } from "#features/service-types/service-types.schema.ts";
import { PROFILE_PAGE_SIZES, REVIEW_SORTS } from "./profiles.rules.ts";

export const reviewDtoSchema = z.object({
  id: z.number().int(),
  reviewerName: boundedText("name"),
  rating: z.number().int(),
  title: boundedText("name").nullable(),
  body: boundedText("text"),
  eventType: boundedText("name").nullable(),
  eventDate: boundedText("day").nullable(),
  isVerifiedBooking: z.boolean(),
  vendorReply: boundedText("text").nullable(),
  createdAt: boundedText("timestamp"),
  /** Set when Marquee hid the review: shown in place of its text, which is then empty (decision 032). */
  hiddenNote: boundedText("text").nullable(),
});
export const calendarEventDtoSchema = z.object({
  id: z.number().int(),
  title: boundedText("name"),
  eventType: boundedText("name"),
  eventDate: boundedText("day"),
  startTime: boundedText("clock").nullable(),
  cityDisplayName: boundedText("name").nullable(),
  venueName: boundedText("name").nullable(),
});
export type ReviewDto = z.infer<typeof reviewDtoSchema>;
export type CalendarEventDto = z.infer<typeof calendarEventDtoSchema>;

/** The most a page of a profile's photos, reviews or events holds: the largest `take`. */
const PAGE_TAKE_MAX = 50;
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item).max(PAGE_TAKE_MAX), total: z.number().int() });

/** SPEC section 3 "Profile", with what a profile page shows. */
export const profileDtoSchema = z.object({
  id: z.number().int(),
  directory: boundedText("name"),
  profileUrl: boundedText("url"),
  name: boundedText("name"),
  tagline: boundedText("text").nullable(),
  about: boundedText("text").nullable(),
  primaryServiceType: serviceTypeDtoSchema,
  providedServiceTypes: z.array(serviceTypeDtoSchema).max(MAX_CATEGORIES),
  city: locationDtoSchema,
  membershipLevel: z.enum(MEMBERSHIP_LEVELS),
  memberLevel: z.number().int(),
  isPremium: z.boolean(),
  rating: z.number(),
  ratingString: boundedText("name"),
  reviewCount: z.number().int(),
  bookingCount: z.number().int(),
  payRangeLow: z.number().nullable(),
  payRangeHigh: z.number().nullable(),
  acceptsOnlineDeposits: z.boolean(),
  numberOfOffers: z.number().int(),
  travelDistanceMiles: z.number().int(),
  mainPhotoUrl: boundedText("url").nullable(),
  attributes: z.array(boundedText("name")).max(CATALOGUE_LIMITS.serviceAttributes),
  photos: pageOf(photoDtoSchema),
  videos: videoListSchema,
  audioTracks: audioTrackListSchema,
  feedback: pageOf(reviewDtoSchema),
  /** Counted reviews by stars, 5 down to 1. */
  ratingBreakdown: z.array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int() })).length(5),
  upcomingEvents: pageOf(calendarEventDtoSchema),
  pastEvents: pageOf(calendarEventDtoSchema),
  venue: z
    .object({ market: z.object({ id: z.number().int(), name: boundedText("name"), fileName: boundedText("name") }) })
    .nullable(),
  premiumProfiles: z.array(searchResultItemSchema).max(VENUE_PREMIUM_FILL_COUNT),
});
export type ProfileDto = z.infer<typeof profileDtoSchema>;

const pageQuery = (defaultTake: number) => ({
  skip: integerSchema(0, 10_000, { default: 0 }),
  take: integerSchema(1, PAGE_TAKE_MAX, { default: defaultTake }),
});

/** The most venue profile URLs one page of the list holds. */
export const VENUE_URLS_PAGE_MAX = 1_000;

/** GET /api/v1/members/profile/venue-urls: live venues' profile URLs by id, a page after `after` at a time. */
export const venueUrlsQuerySchema = z.object({
  after: integerSchema(0, POSTGRES_INTEGER_MAX, { default: 0 }),
  take: integerSchema(1, VENUE_URLS_PAGE_MAX, { default: VENUE_URLS_PAGE_MAX }),
});
export const venueUrlsPageSchema = z.object({
  venueUrls: z.array(boundedText("url")).max(VENUE_URLS_PAGE_MAX),
  /** The `after` that asks for the next page; null on the last. */
  nextAfter: z.number().int().nullable(),
});

export const feedbackQuerySchema = z.object({
  ...pageQuery(PROFILE_PAGE_SIZES.reviews),
  sortType: z.enum(REVIEW_SORTS).default("newest"),
});
export const photosQuerySchema = z.object(pageQuery(PROFILE_PAGE_SIZES.photos));
export const calendarEventsQuerySchema = z.object({
  memberId: idSchema,
  isPast: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .default(false),
  ...pageQuery(PROFILE_PAGE_SIZES.events),
});
export const monthQuerySchema = z.object({
  memberId: idSchema,
  year: integerSchema(2000, 2100),
  month: integerSchema(1, 12, { message: "month must be 1 to 12." }),
});

export const reviewsPageSchema = pageOf(reviewDtoSchema);
export const photosPageSchema = pageOf(photoDtoSchema);
export const eventsPageSchema = pageOf(calendarEventDtoSchema);

/** A vendor as the home page mentions them: beside a quote, or in the hero's photo collage. */
export const highlightedVendorSchema = z.object({
  name: boundedText("name"),
  profileUrl: boundedText("url"),
  personForm: boundedText("name"),
  cityDisplayName: boundedText("name"),
  photoUrl: boundedText("url").nullable(),
});
export type HighlightedVendorDto = z.infer<typeof highlightedVendorSchema>;

/** A five-star review the home page quotes, with the vendor it praises. */
export const quotedReviewSchema = z.object({
  id: idSchema,
  body: boundedText("text"),
  reviewerName: boundedText("name"),
  eventType: boundedText("name").nullable(),
  isVerifiedBooking: z.boolean(),
  vendor: highlightedVendorSchema,
});
export type QuotedReviewDto = z.infer<typeof quotedReviewSchema>;

/** What the home page says of the marketplace: its size, its recent bookings, and planners' words. */
export const marketplaceHighlightsSchema = z.object({
  vendorCount: z.number().int(),
  reviewCount: z.number().int(),
  recentBookingCount: z.number().int(),
  recentBookingDays: z.number().int(),
  quotes: z.array(quotedReviewSchema),
  /** The hero's collage: the best-rated vendor of a few kinds, each with a photo. */
  featuredVendors: z.array(highlightedVendorSchema),
});
export type MarketplaceHighlightsDto = z.infer<typeof marketplaceHighlightsSchema>;
