import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { accounts, clients } from "./accounts.ts";
import { locations, venueMarkets } from "./locations.ts";
import { serviceAttributes, serviceTypes } from "./service-types.ts";

/** A point on the earth as earthdistance's cube; generated from latitude and longitude. */
const earthCube = customType<{ data: string; driverData: string }>({ dataType: () => "cube" });

export const membershipLevel = pgEnum("membership_level", ["Basic", "Pro", "Premium"]);

export const members = pgTable(
  "members",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .unique()
      .references(() => accounts.id, { onDelete: "set null" }),
    directory: text().notNull().unique(),
    name: text().notNull(),
    contactFirstName: text().notNull(),
    contactLastName: text(),
    email: text().notNull(),
    /** When the listing email was confirmed by a link sent to it; until then it receives nothing and is not shown. */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    phone: text(),
    tagline: text(),
    about: text(),
    membershipLevel: membershipLevel().notNull().default("Basic"),
    memberLevel: smallint().notNull().default(0),
    cityId: integer()
      .notNull()
      .references(() => locations.id),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** Stored so radius searches compare cubes instead of converting coordinates row by row. */
    earthPoint: earthCube().generatedAlwaysAs(sql`ll_to_earth(latitude, longitude)`),
    travelDistanceMiles: integer().notNull().default(50),
    primaryServiceTypeId: integer()
      .notNull()
      .references(() => serviceTypes.id),
    payRangeLowCents: integer(),
    payRangeHighCents: integer(),
    acceptsOnlineDeposits: boolean().notNull().default(false),
    spotlightId: integer(),
    venueMarketId: integer().references(() => venueMarkets.id),
    includeInVirtualEvents: boolean().notNull().default(false),
    ratingAverage: doublePrecision().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    bookingCount: integer().notNull().default(0),
    numberOfOffers: integer().notNull().default(0),
    mainPhotoId: integer(),
    /** The secret in the vendor's private calendar feed address; a new one retires the old address. */
    calendarFeedToken: text().unique(),
    /**
     * Whether the listing is shown: `live`, `awaiting_approval` (new listings when the operator asks
     * for approval), `declined`, `suspended` (its account is suspended) or `deleted` (its owner deleted it).
     * Search, matching and the profile page show only `live` listings.
     */
    listingStatus: text().notNull().default("live"),
    listingStatusChangedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("members_earth_point_idx").using("gist", table.earthPoint),
    index("members_primary_service_idx").on(table.primaryServiceTypeId),
    index("members_city_idx").on(table.cityId),
    index("members_venue_market_idx").on(table.venueMarketId),
    index("members_name_trgm_idx").using("gin", sql`lower(${table.name}) gin_trgm_ops`),
    // Name prefixes (autocomplete) walk this index in name order.
    index("members_name_prefix_idx").using("btree", sql`lower(${table.name}) text_pattern_ops`),
  ],
);

/** Every service type a member provides, the primary one included. */
export const memberServiceTypes = pgTable(
  "member_service_types",
  {
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    serviceTypeId: integer()
      .notNull()
      .references(() => serviceTypes.id),
    isPrimary: boolean().notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.serviceTypeId] }),
    index("member_service_types_type_idx").on(table.serviceTypeId, table.memberId),
  ],
);

export const memberServiceAttributes = pgTable(
  "member_service_attributes",
  {
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    serviceAttributeId: integer()
      .notNull()
      .references(() => serviceAttributes.id),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.serviceAttributeId] })],
);

export const memberPhotos = pgTable(
  "member_photos",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    storageKey: text().notNull(),
    /** Square crops the vendor made when uploading; without them the stored crop of the original is used. */
    profileStorageKey: text(),
    searchStorageKey: text(),
    width: integer().notNull(),
    height: integer().notNull(),
    caption: text(),
    sortOrder: integer().notNull().default(0),
    cropX: doublePrecision(),
    cropY: doublePrecision(),
    cropWidth: doublePrecision(),
    cropHeight: doublePrecision(),
    rotation: smallint().notNull().default(0),
    searchCropX: doublePrecision(),
    searchCropY: doublePrecision(),
    searchCropWidth: doublePrecision(),
    searchCropHeight: doublePrecision(),
    searchRotation: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("member_photos_member_idx").on(table.memberId, table.sortOrder)],
);

export const memberVideos = pgTable(
  "member_videos",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    title: text().notNull(),
    /** A clip stored here: its file, poster and length. */
    storageKey: text(),
    posterStorageKey: text(),
    durationSeconds: integer(),
    /** Or a video on a host (decision 043): which host, and the video's id there. */
    linkHost: text(),
    linkVideoId: text(),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [
    index("member_videos_member_idx").on(table.memberId, table.sortOrder),
    check(
      "member_videos_clip_or_link",
      sql`(${table.storageKey} is not null and ${table.durationSeconds} is not null and ${table.linkHost} is null and ${table.linkVideoId} is null)
        or (${table.storageKey} is null and ${table.linkHost} in ('youtube', 'vimeo') and ${table.linkVideoId} is not null)`,
    ),
  ],
);

export const memberAudioTracks = pgTable(
  "member_audio_tracks",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    title: text().notNull(),
    storageKey: text().notNull(),
    durationSeconds: integer().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [index("member_audio_tracks_member_idx").on(table.memberId, table.sortOrder)],
);

/**
 * Reviews of a member. Only "counted" reviews are shown and go into the rating; "held" ones wait for
 * an operator (decision 022). `verified` marks a booking paid through Marquee above the minimum, or
 * confirmed by an operator.
 */
export const feedback = pgTable(
  "feedback",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    clientId: integer().references(() => clients.id, { onDelete: "set null" }),
    bookingId: integer(),
    reviewerName: text().notNull(),
    rating: smallint().notNull(),
    title: text(),
    body: text().notNull(),
    eventType: text(),
    eventDate: date({ mode: "string" }),
    vendorReply: text(),
    vendorRepliedAt: timestamp({ withTimezone: true }),
    verified: boolean().notNull().default(false),
    status: text().notNull().default("counted"),
    heldReason: text(),
    moderatedAt: timestamp({ withTimezone: true }),
    moderatedByAccountId: integer().references(() => accounts.id, { onDelete: "set null" }),
    /** Shown in place of a review an operator hid, so readers know why it is gone. */
    publicNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("feedback_booking_idx").on(table.bookingId),
    index("feedback_status_idx").on(table.status, table.createdAt),
    index("feedback_member_created_idx").on(table.memberId, table.createdAt),
    index("feedback_member_rating_idx").on(table.memberId, table.rating),
  ],
);

/** Upcoming and past events shown on a profile; bookings add rows here. */
export const calendarEvents = pgTable(
  "calendar_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    bookingId: integer(),
    title: text().notNull(),
    eventType: text().notNull(),
    eventDate: date({ mode: "string" }).notNull(),
    startTime: time(),
    cityId: integer().references(() => locations.id),
    venueName: text(),
    isPublic: boolean().notNull().default(true),
  },
  (table) => [index("calendar_events_member_date_idx").on(table.memberId, table.eventDate)],
);

export const blackoutDates = pgTable(
  "blackout_dates",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    blackoutDate: date({ mode: "string" }).notNull(),
    reason: text(),
  },
  (table) => [index("blackout_dates_member_date_idx").on(table.memberId, table.blackoutDate)],
);

/** A member's own calendar notes (holds, tentative dates), shown by month. */
export const calendarEntries = pgTable(
  "calendar_entries",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    entryDate: date({ mode: "string" }).notNull(),
    title: text().notNull(),
    status: text().notNull(),
  },
  (table) => [index("calendar_entries_member_date_idx").on(table.memberId, table.entryDate)],
);

/**
 * A vendor's move to another plan: paid through the payment provider (test mode today), or decided by
 * an operator where no provider is configured. The level changes only when an order is applied.
 */
export const membershipOrders = pgTable(
  "membership_orders",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    level: membershipLevel().notNull(),
    amountCents: integer().notNull(),
    /** "pending", "paid" (applied), "approved" (applied by an operator), "declined" or "cancelled". */
    status: text().notNull().default("pending"),
    provider: text(),
    providerReference: text(),
    idempotencyKey: text().notNull().unique(),
    requestedByAccountId: integer().references(() => accounts.id, { onDelete: "set null" }),
    decidedByAccountId: integer().references(() => accounts.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index("membership_orders_member_idx").on(table.memberId, table.createdAt)],
);

/**
 * A review reported by a planner or vendor, with a reason; the operator keeps the review or hides it.
 * One report per account and review.
 */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: integer()
      .notNull()
      .references(() => feedback.id, { onDelete: "cascade" }),
    reporterAccountId: integer().references(() => accounts.id, { onDelete: "set null" }),
    reason: text().notNull(),
    message: text(),
    /** `open`, `kept` or `hidden`. */
    status: text().notNull().default("open"),
    decidedAt: timestamp({ withTimezone: true }),
    decidedByAccountId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("review_reports_reporter_idx").on(table.feedbackId, table.reporterAccountId),
    index("review_reports_status_idx").on(table.status, table.createdAt),
  ],
);
