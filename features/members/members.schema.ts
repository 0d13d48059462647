import { z } from "zod";
import { boundedText } from "#lib/text-bounds.ts";
import { idSchema, integerSchema } from "#lib/integers.ts";
import { ACCOUNT_MESSAGES } from "#features/accounts/accounts.rules.ts";
import { emailSchema, firstNameSchema, optionalText, phoneSchema } from "#features/accounts/accounts.schema.ts";
import { locationDtoSchema } from "#features/locations/locations.schema.ts";
import { serviceTypeDtoSchema } from "#features/service-types/service-types.schema.ts";
import {
  CALENDAR_ENTRY_STATUSES,
  LISTING_STATUSES,
  MEMBERSHIP_LEVELS,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_ORDER_STATUSES,
  PHOTO_CAPTION_MAX_LENGTH,
} from "./members.rules.ts";
import { AUDIO_TITLE_MAX_LENGTH, AUDIO_TRACK_MESSAGES, MAX_AUDIO_TRACKS } from "./audio-tracks.rules.ts";
import { MAX_GALLERY_PHOTOS } from "./members.rules.ts";
import { CALENDAR_LIMITS } from "./member-calendar.schema.ts";
import {
  MAX_VIDEOS,
  parseVideoLink,
  VIDEO_HOSTS,
  VIDEO_LINK_MAX_LENGTH,
  VIDEO_TITLE_MAX_LENGTH,
} from "./video-links.rules.ts";

/**
 * The most categories any plan lists: what a vendor's list of categories holds at most, since adding
 * past the plan is refused (`exceedsCategoryLimit`).
 */
export const MAX_CATEGORIES = 12;

/** Membership orders shown at once: the newest on a vendor's membership page, the oldest to operators. */
export const MEMBERSHIP_ORDERS_SHOWN = { recent: 10, operators: 200 } as const;

const booleanFlag = z.enum(["true", "false"]).transform((value) => value === "true");

export const memberIdParamsSchema = z.object({ id: idSchema });

export const photoDtoSchema = z.object({
  id: z.number().int(),
  url: boundedText("url"),
  thumbnailUrl: boundedText("url"),
  width: z.number().int(),
  height: z.number().int(),
  caption: boundedText("text").nullable(),
});
export type PhotoDto = z.infer<typeof photoDtoSchema>;

export const MEMBER_LOADS = ["city", "primaryservicetype", "providedservicetypes", "mainprofileimage"] as const;
export const memberQuerySchema = z.object({
  load: z
    .string()
    .max(200)
    .default("")
    .transform((text) =>
      text
        .split(",")
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((parts) => parts.every((part) => (MEMBER_LOADS as readonly string[]).includes(part)), {
      message: "load may name City, PrimaryServiceType, ProvidedServiceTypes and MainProfileImage.",
    }),
});

const cents = z.number().int().min(0).max(100_000_000);

/**
 * PUT /api/v1/members/{id}: the fields a vendor may change. Anything else in the body (id, directory,
 * ratings, member level, membership level...) is dropped: read-only fields are never written from a
 * request. The plan changes only through a membership order (decision 022).
 */
export const memberUpdateSchema = z
  .object({
    name: z.string().trim().min(1, ACCOUNT_MESSAGES.businessName).max(100, ACCOUNT_MESSAGES.businessName),
    contactFirstName: firstNameSchema,
    contactLastName: optionalText(60),
    email: emailSchema,
    phone: phoneSchema,
    tagline: optionalText(140),
    about: optionalText(5000),
    cityFileName: z.string().trim().min(1, ACCOUNT_MESSAGES.city).max(200),
    travelDistanceMiles: z.number().int().min(0, "Enter 0 to 1,000 miles.").max(1000, "Enter 0 to 1,000 miles."),
    payRangeLowCents: cents.nullable(),
    payRangeHighCents: cents.nullable(),
    acceptsOnlineDeposits: z.boolean(),
    includeInVirtualEvents: z.boolean(),
  })
  .partial()
  .refine(
    (value) =>
      value.payRangeLowCents == null ||
      value.payRangeHighCents == null ||
      value.payRangeLowCents <= value.payRangeHighCents,
    { message: "The low end of your price range must not be above the high end.", path: ["payRangeHighCents"] },
  );
export type MemberUpdateInput = z.output<typeof memberUpdateSchema>;

/** The most categories one call names: more than any plan lists, fewer than the catalogue holds. */
const CATEGORY_LIST_MAX = 200;
const categoryIdList = z.array(idSchema).max(CATEGORY_LIST_MAX);

/**
 * POST /api/v1/members/{id}/categories: any type of the catalogue, sub-categories included, within the
 * plan (`exceedsCategoryLimit`). The primary category is always kept. `serviceTypeIds` left out keeps
 * the categories the vendor holds; given alone it is the whole new set; given with
 * `shownServiceTypeIds` (what the sender's form showed as chosen) only the difference is applied
 * (`categoriesToSave`).
 */
export const memberCategoriesSchema = z.object({
  primaryServiceTypeId: idSchema,
  serviceTypeIds: categoryIdList.optional(),
  shownServiceTypeIds: categoryIdList.optional(),
});
export type MemberCategoriesInput = z.output<typeof memberCategoriesSchema>;

const isoDate = z.iso.date("Enter a date as YYYY-MM-DD.");

export const blackoutDateSchema = z.object({ date: isoDate, reason: optionalText(200).optional() });
export const calendarEntrySchema = z.object({
  date: isoDate,
  title: z.string().trim().min(1, "Enter a title.").max(120, "Use at most 120 characters."),
  status: z.enum(CALENDAR_ENTRY_STATUSES),
});

/** The member center's answers: the blackout dates and calendar entries it lists and adds. */
export const blackoutDateDtoSchema = z.object({
  id: z.number().int(),
  date: boundedText("day"),
  reason: boundedText("text").nullable(),
});
export const calendarEntryDtoSchema = z.object({
  id: z.number().int(),
  date: boundedText("day"),
  title: boundedText("name"),
  status: boundedText("name"),
});

/** The most names one suggestion list holds. */
const AUTOCOMPLETE_TAKE_MAX = 25;

/**
 * GET /api/v1/members/autocomplete: members by name. Both spellings of the parameter are accepted
 * (`startswith` with `alsomatchcitystate`, and `startsWith` with `useTheDjRule`).
 */
export const memberAutocompleteQuerySchema = z
  .object({
    startswith: z.string().trim().max(100).optional(),
    startsWith: z.string().trim().max(100).optional(),
    alsomatchcitystate: booleanFlag.default(false),
    useTheDjRule: booleanFlag.default(false),
    take: integerSchema(1, AUTOCOMPLETE_TAKE_MAX, { default: 10 }),
  })
  .transform((query, context) => {
    const text = query.startsWith ?? query.startswith ?? "";
    if (text.length < 2) {
      context.addIssue({ code: "custom", path: ["startsWith"], message: "startsWith needs at least 2 characters." });
      return z.NEVER;
    }
    return { text, alsoMatchCityState: query.alsomatchcitystate, useTheDjRule: query.useTheDjRule, take: query.take };
  });
export type MemberAutocompleteQuery = z.output<typeof memberAutocompleteQuerySchema>;

export const memberSuggestionDtoSchema = z.object({
  id: z.number().int(),
  name: boundedText("name"),
  directory: boundedText("name"),
  profileUrl: boundedText("url"),
  personForm: boundedText("name"),
  serviceTypeFileName: boundedText("name"),
  cityDisplayName: boundedText("name"),
});
export type MemberSuggestionDto = z.infer<typeof memberSuggestionDtoSchema>;
export const memberAutocompleteResponseSchema = z.object({
  members: z.array(memberSuggestionDtoSchema).max(AUTOCOMPLETE_TAKE_MAX),
});

/**
 * GET and PUT /api/v1/members/{id}: public fields for everyone, the `load`ed parts when asked for, and
 * the private fields for the vendor themself and admins.
 */
export const memberDtoSchema = z.object({
  id: z.number().int(),
  name: boundedText("name"),
  directory: boundedText("name"),
  profileUrl: boundedText("url").nullable(),
  contactFirstName: boundedText("name"),
  membershipLevel: z.enum(MEMBERSHIP_LEVELS),
  tagline: boundedText("text").nullable(),
  ratingAverage: z.number(),
  reviewCount: z.number().int(),
  city: locationDtoSchema.nullable().optional(),
  primaryServiceType: serviceTypeDtoSchema.nullable().optional(),
  providedServiceTypes: z.array(serviceTypeDtoSchema).max(MAX_CATEGORIES).optional(),
  mainProfileImage: photoDtoSchema.nullable().optional(),
  contactLastName: boundedText("name").nullable().optional(),
  /** The listing email: always one its owner confirmed by an emailed link. */
  email: boundedText("email").optional(),
  /** After a change: the new address a confirmation link went to (the listing keeps `email` until it is opened). */
  pendingEmail: boundedText("email").nullable().optional(),
  phone: boundedText("name").nullable().optional(),
  about: boundedText("text").nullable().optional(),
  travelDistanceMiles: z.number().int().optional(),
  payRangeLowCents: z.number().int().nullable().optional(),
  payRangeHighCents: z.number().int().nullable().optional(),
  acceptsOnlineDeposits: z.boolean().optional(),
  includeInVirtualEvents: z.boolean().optional(),
  primaryServiceTypeId: z.number().int().optional(),
  photoCount: z.number().int().optional(),
  /** The owner's and administrators' view only: whether the listing is shown (decision 031). */
  listingStatus: z.enum(LISTING_STATUSES).optional(),
});
export const memberResponseSchema = z.object({ member: memberDtoSchema });
export const memberCategoriesResponseSchema = z.object({
  primaryServiceTypeId: z.number().int(),
  categories: z.array(serviceTypeDtoSchema).max(MAX_CATEGORIES),
});
export const profilePhotoResponseSchema = z.object({ photo: photoDtoSchema.nullable() });
/* The gallery, as its vendor manages it. */

export const galleryPhotoDtoSchema = z.object({
  id: z.number().int(),
  thumbnailUrl: boundedText("url"),
  width: z.number().int(),
  height: z.number().int(),
  caption: boundedText("text").nullable(),
  /** The profile's main picture, also first in search results. */
  isMain: z.boolean(),
});
export type GalleryPhotoDto = z.infer<typeof galleryPhotoDtoSchema>;
export const galleryResponseSchema = z.object({
  maxPhotos: z.number().int(),
  photos: z.array(galleryPhotoDtoSchema).max(MAX_GALLERY_PHOTOS),
});
export const galleryPhotoParamsSchema = memberIdParamsSchema.extend({ photoId: idSchema });
/** PUT /api/v1/members/{id}/gallery-photos/{photoId}/caption: empty removes it. */
export const photoCaptionSchema = z.object({
  caption: z
    .string()
    .max(PHOTO_CAPTION_MAX_LENGTH, `Keep the caption to ${PHOTO_CAPTION_MAX_LENGTH} characters or fewer.`),
});
/** POST /api/v1/members/{id}/gallery-photos/{photoId}/move, and a video's: one place earlier or later. */
export const photoMoveSchema = z.object({ direction: z.enum(["earlier", "later"]) });

/* The vendor's videos: clips stored here, and links to a video host (decision 043). */
export const videoDtoSchema = z.object({
  id: z.number().int(),
  title: boundedText("name"),
  /** Where it plays: a clip stored here, or a video on a host. */
  host: z.enum(["clip", ...VIDEO_HOSTS]),
  /** The clip's file, or the video's page on its host. */
  url: boundedText("url"),
  /** The host's player, framed only once the visitor presses play; null for a clip. */
  playerUrl: boundedText("url").nullable(),
  posterUrl: boundedText("url").nullable(),
  /** Known for clips; a host keeps the length of its own videos. */
  durationSeconds: z.number().int().nullable(),
});
export type VideoDto = z.infer<typeof videoDtoSchema>;
/** A vendor's videos, which the profile and the dashboard read at most `MAX_VIDEOS` of. */
export const videoListSchema = z.array(videoDtoSchema).max(MAX_VIDEOS);

export const memberVideosResponseSchema = z.object({
  maxVideos: z.number().int(),
  videos: videoListSchema,
});
export const memberVideoParamsSchema = memberIdParamsSchema.extend({ videoId: idSchema });
export const VIDEO_LINK_MESSAGES = {
  titleRequired: "Give the video a title.",
  titleTooLong: `Keep the title to ${VIDEO_TITLE_MAX_LENGTH} characters or fewer.`,
  urlRequired: "Paste the video's address.",
  unknownHost: "Paste the address of a YouTube or Vimeo video, such as https://www.youtube.com/watch?v=….",
} as const;
/** POST /api/v1/members/{id}/videos: a video on YouTube or Vimeo, by the address the vendor copied. */
export const videoLinkSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, VIDEO_LINK_MESSAGES.titleRequired)
    .max(VIDEO_TITLE_MAX_LENGTH, VIDEO_LINK_MESSAGES.titleTooLong),
  url: z
    .string()
    .trim()
    .min(1, VIDEO_LINK_MESSAGES.urlRequired)
    .max(VIDEO_LINK_MAX_LENGTH, VIDEO_LINK_MESSAGES.unknownHost)
    .refine((url) => parseVideoLink(url) !== undefined, VIDEO_LINK_MESSAGES.unknownHost),
});

/* The vendor's audio tracks (decision 044). */
export const audioTrackDtoSchema = z.object({
  id: z.number().int(),
  title: boundedText("name"),
  url: boundedText("url"),
  durationSeconds: z.number().int(),
});
export type AudioTrackDto = z.infer<typeof audioTrackDtoSchema>;
/** A vendor's tracks, which the profile and the dashboard read at most `MAX_AUDIO_TRACKS` of. */
export const audioTrackListSchema = z.array(audioTrackDtoSchema).max(MAX_AUDIO_TRACKS);

export const audioTracksResponseSchema = z.object({
  maxTracks: z.number().int(),
  tracks: audioTrackListSchema,
});
export const audioTrackParamsSchema = memberIdParamsSchema.extend({ trackId: idSchema });
/** The title sent with a track (a field of the multipart upload). */
export const audioTitleSchema = z
  .string()
  .trim()
  .min(1, AUDIO_TRACK_MESSAGES.title)
  .max(AUDIO_TITLE_MAX_LENGTH, AUDIO_TRACK_MESSAGES.titleTooLong);

export const blackoutDatesResponseSchema = z.object({
  blackoutDates: z.array(blackoutDateDtoSchema).max(CALENDAR_LIMITS.itemsListed),
});
export const blackoutDateResponseSchema = z.object({ blackoutDate: blackoutDateDtoSchema });
export const calendarEntriesResponseSchema = z.object({
  calendarEntries: z.array(calendarEntryDtoSchema).max(CALENDAR_LIMITS.itemsListed),
});
export const calendarEntryResponseSchema = z.object({ calendarEntry: calendarEntryDtoSchema });
export type MemberDto = z.input<typeof memberDtoSchema>;

/* Membership: plans change only through orders (decision 022). */

/** POST /api/v1/members/{id}/membership-orders: the plan chosen, with a key made once per page. */
export const membershipOrderFormSchema = z.object({
  level: z.enum(MEMBERSHIP_LEVELS, MEMBERSHIP_MESSAGES.level),
  /** Made by the page once; sending it again answers the same order, never a second payment. */
  idempotencyKey: z.uuid(MEMBERSHIP_MESSAGES.idempotencyKey),
});
export type MembershipOrderForm = z.output<typeof membershipOrderFormSchema>;

export const membershipOrderDtoSchema = z.object({
  id: z.number().int(),
  level: z.enum(MEMBERSHIP_LEVELS),
  amountCents: z.number().int(),
  status: z.enum(MEMBERSHIP_ORDER_STATUSES),
  /** "test" for the built-in test provider; null for a free move or an operator's decision. */
  provider: boundedText("name").nullable(),
  reference: boundedText("name").nullable(),
  createdAt: boundedText("timestamp"),
  decidedAt: boundedText("timestamp").nullable(),
});
export type MembershipOrderDto = z.infer<typeof membershipOrderDtoSchema>;

/** GET /api/v1/members/{id}/membership: the plan, how an upgrade is made, and the orders so far. */
export const membershipDtoSchema = z.object({
  memberId: z.number().int(),
  name: boundedText("name"),
  profileUrl: boundedText("url"),
  membershipLevel: z.enum(MEMBERSHIP_LEVELS),
  /** "test": paid plans are paid through the test provider; null: no provider, operators decide. */
  paymentMode: z.enum(["test"]).nullable(),
  pendingOrder: membershipOrderDtoSchema.nullable(),
  /** The latest orders, newest first. */
  orders: z.array(membershipOrderDtoSchema).max(MEMBERSHIP_ORDERS_SHOWN.recent),
});
export type MembershipDto = z.infer<typeof membershipDtoSchema>;

export const membershipOrderAnswerSchema = z.object({
  order: membershipOrderDtoSchema,
  membership: membershipDtoSchema,
});

/** GET /api/v1/admin/membership-orders. */
export const membershipOrdersQuerySchema = z.object({
  status: z.enum(MEMBERSHIP_ORDER_STATUSES).optional().default("pending"),
});
export const membershipOrderIdParamsSchema = z.object({ orderId: idSchema });
/** POST /api/v1/admin/membership-orders/{orderId}/approve and /decline. */
export const membershipDecisionSchema = z
  .object({ note: z.string().trim().max(1_000).optional().default("") })
  .optional();

const operatorOrderSchema = membershipOrderDtoSchema.extend({
  memberId: z.number().int(),
  vendorName: boundedText("name"),
  currentLevel: z.enum(MEMBERSHIP_LEVELS),
});
export type OperatorMembershipOrderDto = z.infer<typeof operatorOrderSchema>;
export const operatorOrderListSchema = z.object({
  orders: z.array(operatorOrderSchema).max(MEMBERSHIP_ORDERS_SHOWN.operators),
});
export const operatorOrderAnswerSchema = z.object({ order: operatorOrderSchema });
