import { and, asc, count, eq, gte, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import {
  blackoutDates,
  calendarEntries,
  memberPhotos,
  members,
  memberServiceTypes,
  memberAudioTracks,
  memberVideos,
} from "#db/schema/members.ts";
import { keysNoLongerUsed, photoKeys } from "#db/stored-files.server.ts";
import { MAX_AUDIO_TRACKS } from "./audio-tracks.rules.ts";
import { CALENDAR_LIMITS } from "./member-calendar.schema.ts";
import { MAX_GALLERY_PHOTOS } from "./members.rules.ts";
import { MAX_VIDEOS } from "./video-links.rules.ts";

export type MemberChanges = Partial<{
  name: string;
  contactFirstName: string;
  contactLastName: string | null;
  phone: string | null;
  tagline: string | null;
  about: string | null;
  cityId: number;
  latitude: number;
  longitude: number;
  travelDistanceMiles: number;
  payRangeLowCents: number | null;
  payRangeHighCents: number | null;
  acceptsOnlineDeposits: boolean;
  includeInVirtualEvents: boolean;
}>;

/**
 * Holds the vendor's row until the transaction ends: changes to the vendor's photos or categories sent
 * at once then apply one after the other. Answers the main photo's id as it stands under the lock.
 */
async function holdMember(tx: Database, memberId: number) {
  const [member] = await tx
    .select({ mainPhotoId: members.mainPhotoId })
    .from(members)
    .where(eq(members.id, memberId))
    .for("update");
  return member;
}

async function setMainPhoto(tx: Database, memberId: number, photoId: number | null) {
  await tx.update(members).set({ mainPhotoId: photoId, updatedAt: new Date() }).where(eq(members.id, memberId));
}

/** The tables of a vendor's media, each shown in its own order (`sort_order`). */
type OrderedMedia = typeof memberPhotos | typeof memberVideos | typeof memberAudioTracks;

/**
 * Moves one of the vendor's items one place earlier (-1) or later (1), renumbering the list 0, 1, 2...
 * under the vendor's row lock, so moves sent at once apply one after the other. Answers false when the
 * vendor has no such item; a move past either end leaves the order as it is.
 */
async function moveOnePlace(db: Database, table: OrderedMedia, memberId: number, itemId: number, by: -1 | 1) {
  return db.transaction(async (tx) => {
    await holdMember(tx, memberId);
    const rows: { id: number }[] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.memberId, memberId))
      .orderBy(asc(table.sortOrder), asc(table.id));
    const order = rows.map((row) => row.id);
    const from = order.indexOf(itemId);
    if (from === -1) return false;
    const to = from + by;
    if (to < 0 || to >= order.length) return true;
    [order[from], order[to]] = [order[to] as number, itemId];
    for (const [index, id] of order.entries()) {
      await tx.update(table).set({ sortOrder: index }).where(eq(table.id, id));
    }
    return true;
  });
}

/**
 * The place after the vendor's last item in `table`, or undefined when they hold `max` items already.
 * Called under the vendor's row lock, so additions sent at once cannot pass the limit together.
 */
async function nextPlace(tx: Database, table: OrderedMedia, memberId: number, max: number) {
  const [held] = await tx
    .select({ n: count(), last: sql<number>`coalesce(max(${table.sortOrder}), -1)` })
    .from(table)
    .where(eq(table.memberId, memberId));
  return (held?.n ?? 0) >= max ? undefined : Number(held?.last ?? -1) + 1;
}

/** A vendor's own records, as the member center reads and writes them. */
export function createMemberAccountRepository(db: Database) {
  return {
    /** The vendor's own fields, public text as they wrote it (others see it with contact details hidden). */
    async privateFields(memberId: number) {
      const [row] = await db
        .select({
          name: members.name,
          contactFirstName: members.contactFirstName,
          tagline: members.tagline,
          contactLastName: members.contactLastName,
          email: members.email,
          phone: members.phone,
          about: members.about,
          travelDistanceMiles: members.travelDistanceMiles,
          payRangeLowCents: members.payRangeLowCents,
          payRangeHighCents: members.payRangeHighCents,
          acceptsOnlineDeposits: members.acceptsOnlineDeposits,
          includeInVirtualEvents: members.includeInVirtualEvents,
          membershipLevel: members.membershipLevel,
          primaryServiceTypeId: members.primaryServiceTypeId,
          listingStatus: members.listingStatus,
        })
        .from(members)
        .where(eq(members.id, memberId));
      return row;
    },

    async update(memberId: number, changes: MemberChanges) {
      await db
        .update(members)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(members.id, memberId));
    },

    /**
     * Reads the vendor's categories and writes the ones `decide` answers, in one transaction that holds
     * the vendor's row: two saves at once apply one after the other, each to what the other left.
     * `decide` may throw to refuse; nothing is written then.
     */
    async changeCategories(
      memberId: number,
      decide: (held: number[]) => { primaryServiceTypeId: number; ids: number[] },
    ) {
      await db.transaction(async (tx) => {
        await holdMember(tx, memberId);
        const held = await tx
          .select({ id: memberServiceTypes.serviceTypeId })
          .from(memberServiceTypes)
          .where(eq(memberServiceTypes.memberId, memberId));
        const { primaryServiceTypeId, ids } = decide(held.map((row) => row.id));
        await tx.delete(memberServiceTypes).where(eq(memberServiceTypes.memberId, memberId));
        await tx.insert(memberServiceTypes).values(
          ids.map((serviceTypeId) => ({
            memberId,
            serviceTypeId,
            isPrimary: serviceTypeId === primaryServiceTypeId,
          })),
        );
        await tx.update(members).set({ primaryServiceTypeId, updatedAt: new Date() }).where(eq(members.id, memberId));
      });
    },

    async photoCount(memberId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(memberPhotos).where(eq(memberPhotos.memberId, memberId));
      return row?.n ?? 0;
    },

    /** Adds the photo first in the gallery and makes it the main profile image. */
    async addMainPhoto(
      memberId: number,
      photo: {
        storageKey: string;
        profileStorageKey: string | null;
        searchStorageKey: string | null;
        width: number;
        height: number;
      },
    ) {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(memberPhotos)
          .values({ memberId, ...photo, sortOrder: -1 })
          .returning();
        if (!created) throw new Error("photo insert returned nothing");
        await setMainPhoto(tx, memberId, created.id);
        return created;
      });
    },

    /** The vendor's photos in gallery order, with which is the main one. */
    async galleryPhotos(memberId: number) {
      const [rows, [member]] = await Promise.all([
        db
          .select()
          .from(memberPhotos)
          .where(eq(memberPhotos.memberId, memberId))
          .orderBy(asc(memberPhotos.sortOrder), asc(memberPhotos.id))
          .limit(MAX_GALLERY_PHOTOS),
        db.select({ mainPhotoId: members.mainPhotoId }).from(members).where(eq(members.id, memberId)),
      ]);
      return { photos: rows, mainPhotoId: member?.mainPhotoId ?? null };
    },

    /**
     * Adds a photo last in the gallery, the first one also as the main image, unless the plan's limit
     * is reached. The vendor's row is held while counting, so uploads sent at once cannot pass the
     * limit together. Answers undefined when the limit is reached.
     */
    async addGalleryPhoto(
      memberId: number,
      maxPhotos: number,
      photo: { storageKey: string; width: number; height: number },
    ) {
      return db.transaction(async (tx) => {
        const member = await holdMember(tx, memberId);
        const sortOrder = await nextPlace(tx, memberPhotos, memberId, maxPhotos);
        if (sortOrder === undefined) return undefined;
        const [created] = await tx
          .insert(memberPhotos)
          .values({ memberId, ...photo, sortOrder })
          .returning();
        if (!created) throw new Error("photo insert returned nothing");
        if (member?.mainPhotoId === null) {
          await setMainPhoto(tx, memberId, created.id);
        }
        return created;
      });
    },

    /** A photo's caption; answers false when the vendor has no such photo. */
    async setPhotoCaption(memberId: number, photoId: number, caption: string | null): Promise<boolean> {
      const changed = await db
        .update(memberPhotos)
        .set({ caption })
        .where(and(eq(memberPhotos.id, photoId), eq(memberPhotos.memberId, memberId)))
        .returning({ id: memberPhotos.id });
      return changed.length > 0;
    },

    /** Moves a photo one place earlier or later in the gallery. */
    movePhoto: (memberId: number, photoId: number, by: -1 | 1) => moveOnePlace(db, memberPhotos, memberId, photoId, by),

    /** The vendor's videos in the order the profile shows them. */
    async videos(memberId: number) {
      return db
        .select()
        .from(memberVideos)
        .where(eq(memberVideos.memberId, memberId))
        .orderBy(asc(memberVideos.sortOrder), asc(memberVideos.id))
        .limit(MAX_VIDEOS);
    },

    /**
     * Adds a video link last, unless the vendor has `maxVideos` already. The vendor's row is held while
     * counting, so links sent at once cannot pass the limit together. Answers undefined at the limit.
     */
    async addVideoLink(memberId: number, maxVideos: number, video: { title: string; host: string; videoId: string }) {
      return db.transaction(async (tx) => {
        await holdMember(tx, memberId);
        const sortOrder = await nextPlace(tx, memberVideos, memberId, maxVideos);
        if (sortOrder === undefined) return undefined;
        const [created] = await tx
          .insert(memberVideos)
          .values({ memberId, title: video.title, linkHost: video.host, linkVideoId: video.videoId, sortOrder })
          .returning();
        return created;
      });
    },

    moveVideo: (memberId: number, videoId: number, by: -1 | 1) => moveOnePlace(db, memberVideos, memberId, videoId, by),

    /**
     * Deletes a video. Answers the files of a clip that nothing else uses now (the caller's to delete;
     * demo listings share files), or undefined when the vendor has no such video.
     */
    async deleteVideo(memberId: number, videoId: number): Promise<string[] | undefined> {
      return db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(memberVideos)
          .where(and(eq(memberVideos.id, videoId), eq(memberVideos.memberId, memberId)))
          .returning();
        if (!deleted) return undefined;
        const keys = [deleted.storageKey, deleted.posterStorageKey].filter((key) => key !== null);
        return keysNoLongerUsed(tx, keys);
      });
    },

    /** The vendor's audio tracks in the order the profile plays them. */
    async audioTracks(memberId: number) {
      return db
        .select()
        .from(memberAudioTracks)
        .where(eq(memberAudioTracks.memberId, memberId))
        .orderBy(asc(memberAudioTracks.sortOrder), asc(memberAudioTracks.id))
        .limit(MAX_AUDIO_TRACKS);
    },

    /** Adds a track last, unless the vendor has `maxTracks` already; answers undefined at the limit. */
    async addAudioTrack(
      memberId: number,
      maxTracks: number,
      track: { title: string; storageKey: string; durationSeconds: number },
    ) {
      return db.transaction(async (tx) => {
        await holdMember(tx, memberId);
        const sortOrder = await nextPlace(tx, memberAudioTracks, memberId, maxTracks);
        if (sortOrder === undefined) return undefined;
        const [created] = await tx
          .insert(memberAudioTracks)
          .values({ memberId, ...track, sortOrder })
          .returning();
        return created;
      });
    },

    moveAudioTrack: (memberId: number, trackId: number, by: -1 | 1) =>
      moveOnePlace(db, memberAudioTracks, memberId, trackId, by),

    /** Deletes a track; answers its file when nothing else uses it now, or undefined when there is no such track. */
    async deleteAudioTrack(memberId: number, trackId: number): Promise<string[] | undefined> {
      return db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(memberAudioTracks)
          .where(and(eq(memberAudioTracks.id, trackId), eq(memberAudioTracks.memberId, memberId)))
          .returning();
        return deleted ? keysNoLongerUsed(tx, [deleted.storageKey]) : undefined;
      });
    },

    /**
     * Deletes a photo. When it was the main image, the first photo left takes its place. Answers its files
     * that nothing else uses now (the caller's to delete; demo listings share files), or undefined when
     * the vendor has no such photo.
     */
    async deletePhoto(memberId: number, photoId: number): Promise<string[] | undefined> {
      return db.transaction(async (tx) => {
        const member = await holdMember(tx, memberId);
        const [deleted] = await tx
          .delete(memberPhotos)
          .where(and(eq(memberPhotos.id, photoId), eq(memberPhotos.memberId, memberId)))
          .returning();
        if (!deleted) return undefined;
        if (member?.mainPhotoId === photoId) {
          const [next] = await tx
            .select({ id: memberPhotos.id })
            .from(memberPhotos)
            .where(eq(memberPhotos.memberId, memberId))
            .orderBy(asc(memberPhotos.sortOrder), asc(memberPhotos.id))
            .limit(1);
          await setMainPhoto(tx, memberId, next?.id ?? null);
        }
        return keysNoLongerUsed(tx, photoKeys(deleted));
      });
    },

    async upcomingBlackoutDates(memberId: number, from: string) {
      return db
        .select({ id: blackoutDates.id, date: blackoutDates.blackoutDate, reason: blackoutDates.reason })
        .from(blackoutDates)
        .where(and(eq(blackoutDates.memberId, memberId), gte(blackoutDates.blackoutDate, from)))
        .orderBy(asc(blackoutDates.blackoutDate))
        .limit(CALENDAR_LIMITS.itemsListed);
    },

    async hasBlackoutDate(memberId: number, date: string): Promise<boolean> {
      const [row] = await db
        .select({ id: blackoutDates.id })
        .from(blackoutDates)
        .where(and(eq(blackoutDates.memberId, memberId), eq(blackoutDates.blackoutDate, date)))
        .limit(1);
      return row !== undefined;
    },

    async addBlackoutDate(memberId: number, date: string, reason: string | null) {
      const [row] = await db
        .insert(blackoutDates)
        .values({ memberId, blackoutDate: date, reason })
        .returning({ id: blackoutDates.id, date: blackoutDates.blackoutDate, reason: blackoutDates.reason });
      return row;
    },

    async deleteBlackoutDate(memberId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(blackoutDates)
        .where(and(eq(blackoutDates.id, id), eq(blackoutDates.memberId, memberId)))
        .returning({ id: blackoutDates.id });
      return deleted.length > 0;
    },

    async upcomingCalendarEntries(memberId: number, from: string) {
      return db
        .select({
          id: calendarEntries.id,
          date: calendarEntries.entryDate,
          title: calendarEntries.title,
          status: calendarEntries.status,
        })
        .from(calendarEntries)
        .where(and(eq(calendarEntries.memberId, memberId), gte(calendarEntries.entryDate, from)))
        .orderBy(asc(calendarEntries.entryDate), asc(calendarEntries.id))
        .limit(CALENDAR_LIMITS.itemsListed);
    },

    async addCalendarEntry(memberId: number, entry: { date: string; title: string; status: string }) {
      const [row] = await db
        .insert(calendarEntries)
        .values({ memberId, entryDate: entry.date, title: entry.title, status: entry.status })
        .returning({
          id: calendarEntries.id,
          date: calendarEntries.entryDate,
          title: calendarEntries.title,
          status: calendarEntries.status,
        });
      return row;
    },

    async deleteCalendarEntry(memberId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(calendarEntries)
        .where(and(eq(calendarEntries.id, id), eq(calendarEntries.memberId, memberId)))
        .returning({ id: calendarEntries.id });
      return deleted.length > 0;
    },
  };
}
export type MemberAccountRepository = ReturnType<typeof createMemberAccountRepository>;
