import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { locations, venueMarkets } from "#db/schema/locations.ts";
import {
  blackoutDates,
  calendarEntries,
  calendarEvents,
  feedback,
  memberAudioTracks,
  memberPhotos,
  members,
  memberServiceAttributes,
  memberServiceTypes,
  memberVideos,
} from "#db/schema/members.ts";
import { bookings } from "#db/schema/requests.ts";
import { serviceAttributes, serviceTypes } from "#db/schema/service-types.ts";
import { MAX_AUDIO_TRACKS } from "#features/members/audio-tracks.rules.ts";
import { MAX_VIDEOS } from "#features/members/video-links.rules.ts";
import { CALENDAR_LIMITS } from "#features/members/member-calendar.schema.ts";
import type { ReviewSort } from "./profiles.rules.ts";

export type MemberRecord = typeof members.$inferSelect;

const REVIEW_ORDER = {
  newest: [desc(feedback.createdAt), desc(feedback.id)],
  highest: [desc(feedback.rating), desc(feedback.createdAt), desc(feedback.id)],
  lowest: [asc(feedback.rating), desc(feedback.createdAt), desc(feedback.id)],
} as const;

/** The home page quotes reviews of this length: long enough to say something, short enough for a card. */
const QUOTED_REVIEW_LENGTH = { min: 80, max: 360 } as const;

/** What the home page shows of a vendor it highlights: name, profile address, category, city and main photo. */
const highlightedVendorColumns = {
  memberName: members.name,
  memberDirectory: members.directory,
  profileDirectory: serviceTypes.profileDirectory,
  personForm: serviceTypes.personForm,
  cityDisplayName: locations.displayName,
  photoStorageKey: memberPhotos.storageKey,
};

export function createProfilesRepository(db: Database) {
  return {
    /**
     * What the home page says of the marketplace: listed vendors, their counted reviews, and bookings
     * made since `since` (cancelled ones left out).
     */
    async marketplaceCounts(since: Date): Promise<{ vendors: number; reviews: number; recentBookings: number }> {
      const live = eq(members.listingStatus, "live");
      const [[vendors], [reviews], [recent]] = await Promise.all([
        db.select({ n: count() }).from(members).where(live),
        db
          .select({ n: count() })
          .from(feedback)
          .innerJoin(members, eq(members.id, feedback.memberId))
          .where(and(eq(feedback.status, "counted"), live)),
        db
          .select({ n: count() })
          .from(bookings)
          .where(and(gte(bookings.createdAt, since), ne(bookings.status, "cancelled"))),
      ]);
      return { vendors: vendors?.n ?? 0, reviews: reviews?.n ?? 0, recentBookings: recent?.n ?? 0 };
    },
    /**
     * The newest five-star reviews of listed vendors, of a length to quote, with the vendor they praise
     * (name, address, category, city and main photo): the candidates for the home page's quotes.
     */
    async quotableReviews(limit: number) {
      return db
        .select({
          id: feedback.id,
          reviewerName: feedback.reviewerName,
          body: feedback.body,
          eventType: feedback.eventType,
          verified: feedback.verified,
          memberId: members.id,
          ...highlightedVendorColumns,
        })
        .from(feedback)
        .innerJoin(members, eq(members.id, feedback.memberId))
        .innerJoin(serviceTypes, eq(serviceTypes.id, members.primaryServiceTypeId))
        .innerJoin(locations, eq(locations.id, members.cityId))
        .leftJoin(memberPhotos, eq(memberPhotos.id, members.mainPhotoId))
        .where(
          and(
            eq(feedback.status, "counted"),
            eq(feedback.rating, 5),
            eq(members.listingStatus, "live"),
            sql`char_length(${feedback.body}) between ${QUOTED_REVIEW_LENGTH.min} and ${QUOTED_REVIEW_LENGTH.max}`,
          ),
        )
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(limit);
    },
    /**
     * The best-rated listed vendor with a photo of each of these service types (primary type, at
     * least `minReviews` reviews), with what the home page's photo collage shows of them.
     */
    async bestRatedVendorPerType(serviceTypeFileNames: readonly string[], minReviews: number) {
      return db
        .selectDistinctOn([serviceTypes.fileName], {
          serviceTypeFileName: serviceTypes.fileName,
          ...highlightedVendorColumns,
        })
        .from(members)
        .innerJoin(serviceTypes, eq(serviceTypes.id, members.primaryServiceTypeId))
        .innerJoin(locations, eq(locations.id, members.cityId))
        .innerJoin(memberPhotos, eq(memberPhotos.id, members.mainPhotoId))
        .where(
          and(
            eq(members.listingStatus, "live"),
            inArray(serviceTypes.fileName, [...serviceTypeFileNames]),
            gte(members.reviewCount, minReviews),
          ),
        )
        .orderBy(
          serviceTypes.fileName,
          sql`${members.ratingAverage} desc nulls last`,
          desc(members.reviewCount),
          asc(members.id),
        );
    },
    /** The member whose profile lives at /{profileDirectory}/{directory}. */
    async findByPath(profileDirectory: string, directory: string): Promise<MemberRecord | undefined> {
      const [row] = await db
        .select({ member: members })
        .from(members)
        .innerJoin(serviceTypes, eq(serviceTypes.id, members.primaryServiceTypeId))
        .where(and(eq(members.directory, directory), eq(serviceTypes.profileDirectory, profileDirectory)))
        .limit(1);
      return row?.member;
    },
    async findById(id: number): Promise<MemberRecord | undefined> {
      const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
      return row;
    },
    async providedServiceTypeIds(memberId: number): Promise<number[]> {
      const rows = await db
        .select({ id: memberServiceTypes.serviceTypeId })
        .from(memberServiceTypes)
        .where(eq(memberServiceTypes.memberId, memberId));
      return rows.map((row) => row.id);
    },
    async attributeNames(memberId: number): Promise<string[]> {
      const rows = await db
        .select({ name: serviceAttributes.name })
        .from(memberServiceAttributes)
        .innerJoin(serviceAttributes, eq(serviceAttributes.id, memberServiceAttributes.serviceAttributeId))
        .where(eq(memberServiceAttributes.memberId, memberId))
        .orderBy(asc(serviceAttributes.name));
      return rows.map((row) => row.name);
    },
    async photos(memberId: number, skip: number, take: number) {
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(memberPhotos)
          .where(eq(memberPhotos.memberId, memberId))
          .orderBy(asc(memberPhotos.sortOrder), asc(memberPhotos.id))
          .offset(skip)
          .limit(take),
        db.select({ total: count() }).from(memberPhotos).where(eq(memberPhotos.memberId, memberId)),
      ]);
      return { items, total: total?.total ?? 0 };
    },
    async mainPhoto(photoId: number | null) {
      if (photoId === null) return undefined;
      const [row] = await db.select().from(memberPhotos).where(eq(memberPhotos.id, photoId)).limit(1);
      return row;
    },
    videos(memberId: number) {
      return db
        .select()
        .from(memberVideos)
        .where(eq(memberVideos.memberId, memberId))
        .orderBy(asc(memberVideos.sortOrder))
        .limit(MAX_VIDEOS);
    },
    audioTracks(memberId: number) {
      return db
        .select()
        .from(memberAudioTracks)
        .where(eq(memberAudioTracks.memberId, memberId))
        .orderBy(asc(memberAudioTracks.sortOrder))
        .limit(MAX_AUDIO_TRACKS);
    },
    /**
     * Counted reviews, and the ones an operator hid with a public note, which show the note in place of
     * their text (decision 032); held reviews and those removed before notes existed are never shown.
     */
    async reviews(memberId: number, sort: ReviewSort, skip: number, take: number) {
      const shown = and(
        eq(feedback.memberId, memberId),
        or(eq(feedback.status, "counted"), and(eq(feedback.status, "removed"), isNotNull(feedback.publicNote))),
      );
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(feedback)
          .where(shown)
          .orderBy(...REVIEW_ORDER[sort])
          .offset(skip)
          .limit(take),
        db.select({ total: count() }).from(feedback).where(shown),
      ]);
      return { items, total: total?.total ?? 0 };
    },
    /** How many counted reviews gave each number of stars (the ones the rating is the average of). */
    async ratingCounts(memberId: number): Promise<{ rating: number; count: number }[]> {
      return db
        .select({ rating: feedback.rating, count: count() })
        .from(feedback)
        .where(and(eq(feedback.memberId, memberId), eq(feedback.status, "counted")))
        .groupBy(feedback.rating);
    },
    /** Upcoming events soonest first; past events latest first. */
    async events(memberId: number, isPast: boolean, today: string, skip: number, take: number) {
      const when = isPast ? lt(calendarEvents.eventDate, today) : gte(calendarEvents.eventDate, today);
      const where = and(eq(calendarEvents.memberId, memberId), eq(calendarEvents.isPublic, true), when);
      const [items, [total]] = await Promise.all([
        db
          .select({ event: calendarEvents, cityDisplayName: locations.displayName })
          .from(calendarEvents)
          .leftJoin(locations, eq(locations.id, calendarEvents.cityId))
          .where(where)
          .orderBy(isPast ? desc(calendarEvents.eventDate) : asc(calendarEvents.eventDate), asc(calendarEvents.id))
          .offset(skip)
          .limit(take),
        db.select({ total: count() }).from(calendarEvents).where(where),
      ]);
      return { items, total: total?.total ?? 0 };
    },
    async blackoutDatesBetween(memberId: number, from: string, to: string) {
      const rows = await db
        .select({ date: blackoutDates.blackoutDate })
        .from(blackoutDates)
        .where(
          and(
            eq(blackoutDates.memberId, memberId),
            gte(blackoutDates.blackoutDate, from),
            lt(blackoutDates.blackoutDate, to),
          ),
        )
        .orderBy(asc(blackoutDates.blackoutDate));
      return [...new Set(rows.map((row) => row.date))];
    },
    entriesBetween(memberId: number, from: string, to: string) {
      return db
        .select({
          id: calendarEntries.id,
          date: calendarEntries.entryDate,
          title: calendarEntries.title,
          status: calendarEntries.status,
        })
        .from(calendarEntries)
        .where(
          and(
            eq(calendarEntries.memberId, memberId),
            gte(calendarEntries.entryDate, from),
            lt(calendarEntries.entryDate, to),
          ),
        )
        .orderBy(asc(calendarEntries.entryDate), asc(calendarEntries.id))
        .limit(CALENDAR_LIMITS.itemsListed);
    },
    async venueMarket(marketId: number | null) {
      if (marketId === null) return undefined;
      const [row] = await db
        .select({ id: venueMarkets.id, name: venueMarkets.name, fileName: venueMarkets.fileName })
        .from(venueMarkets)
        .where(eq(venueMarkets.id, marketId))
        .limit(1);
      return row;
    },
    /** Paid venue vendors of a market, best first, leaving one member out (SPEC section 4 premium fill). */
    async paidVenueIds(marketId: number, excludeMemberId: number, skip: number, take: number): Promise<number[]> {
      const rows = await db
        .select({ id: members.id })
        .from(members)
        .innerJoin(serviceTypes, eq(serviceTypes.id, members.primaryServiceTypeId))
        .where(
          and(
            eq(members.venueMarketId, marketId),
            ne(members.id, excludeMemberId),
            ne(members.membershipLevel, "Basic"),
            eq(serviceTypes.isVenue, true),
            eq(members.listingStatus, "live"),
          ),
        )
        .orderBy(desc(members.memberLevel), desc(members.ratingAverage), asc(members.id))
        .offset(skip)
        .limit(take);
      return rows.map((row) => row.id);
    },
    /** Every shown venue profile's path parts. */
    /** Live venues after the id `after`, by id, at most `take`. */
    venuePaths(after: number, take: number) {
      return db
        .select({ id: members.id, directory: members.directory, profileDirectory: serviceTypes.profileDirectory })
        .from(members)
        .innerJoin(serviceTypes, eq(serviceTypes.id, members.primaryServiceTypeId))
        .where(and(eq(serviceTypes.isVenue, true), eq(members.listingStatus, "live"), gt(members.id, after)))
        .orderBy(asc(members.id))
        .limit(take);
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
