/**
 * The files that member media rows point at. Demo listings share files, so a file is deleted only once
 * no photo, video or audio track uses it any more.
 */
import { inArray, or } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { memberAudioTracks, memberPhotos, memberVideos } from "./schema/members.ts";

/** A photo row's stored files: the upload and the vendor's own square crops. */
export function photoKeys(photo: {
  storageKey: string;
  profileStorageKey: string | null;
  searchStorageKey: string | null;
}) {
  return [photo.storageKey, photo.profileStorageKey, photo.searchStorageKey].filter((key) => key !== null);
}

/** Of `keys`, those no remaining photo, video or track points at (demo listings may share a file). */
export async function keysNoLongerUsed(db: Database, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const photoUses = await db
    .select({
      storageKey: memberPhotos.storageKey,
      profileStorageKey: memberPhotos.profileStorageKey,
      searchStorageKey: memberPhotos.searchStorageKey,
    })
    .from(memberPhotos)
    .where(
      or(
        inArray(memberPhotos.storageKey, keys),
        inArray(memberPhotos.profileStorageKey, keys),
        inArray(memberPhotos.searchStorageKey, keys),
      ),
    );
  const videoUses = await db
    .select({ storageKey: memberVideos.storageKey, posterStorageKey: memberVideos.posterStorageKey })
    .from(memberVideos)
    .where(or(inArray(memberVideos.storageKey, keys), inArray(memberVideos.posterStorageKey, keys)));
  const trackUses = await db
    .select({ storageKey: memberAudioTracks.storageKey })
    .from(memberAudioTracks)
    .where(inArray(memberAudioTracks.storageKey, keys));
  const used = new Set([
    ...photoUses.flatMap(photoKeys),
    ...videoUses.flatMap((row) => [row.storageKey, row.posterStorageKey]),
    ...trackUses.map((row) => row.storageKey),
  ]);
  return keys.filter((key) => !used.has(key));
}
