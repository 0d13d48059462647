import { format } from "date-fns";
import { ACCOUNT_MESSAGES } from "#features/accounts/accounts.rules.ts";
import { categoriesToSave, exceedsCategoryLimit, membershipPlan, tooManyCategoriesMessage } from "./members.rules.ts";
import { type MemberCategoriesInput, type MemberUpdateInput, VIDEO_LINK_MESSAGES } from "./members.schema.ts";
import { MAX_VIDEOS, parseVideoLink, toVideoDto } from "./video-links.rules.ts";
import type { LocationsService } from "#features/locations/locations.service.server.ts";
import type { FileStorage } from "#features/media/storage.service.server.ts";
import {
  checkUploadedAudio,
  processUploadedImage,
  storeAudio,
  storeImage,
  type UploadProblem,
} from "#features/media/uploads.service.server.ts";
import { CONTACT_DETAILS_MESSAGES, hasContactDetails } from "#features/contact-details/contact-details.rules.ts";
import type { ServiceTypesService } from "#features/service-types/service-types.service.server.ts";
import { conflict, forbidden, invalid, notFound } from "#lib/domain-errors.ts";
import { SECOND_IMAGE_SIZE } from "#lib/constants.ts";
import { imageUrl, mediaUrl } from "#features/media/media.rules.ts";
import { AUDIO_TRACK_MESSAGES, MAX_AUDIO_TRACKS } from "./audio-tracks.rules.ts";
import type { MemberAccountRepository, MemberChanges } from "./member-account.repo.server.ts";

export type UploadedPhotos = { originalPhoto: Buffer; profilePhoto?: Buffer; searchResultPhoto?: Buffer };

/**
 * What a vendor writes for their public profile and search answers holds no contact details: planners
 * reach vendors through Marquee. Each field that does gets the message.
 */
function refuseContactDetails(texts: Record<string, string | null | undefined>): void {
  const message = CONTACT_DETAILS_MESSAGES.profile;
  const fields = Object.fromEntries(
    Object.entries(texts)
      .filter(([, text]) => text && hasContactDetails(text))
      .map(([field]) => [field, message]),
  );
  if (Object.keys(fields).length > 0) throw invalid("VALIDATION_FAILED", message, fields);
}

function refused(problem: UploadProblem, field: string) {
  return invalid(problem.code, problem.message, { [field]: problem.message });
}

/** A refusal about one field: its message, beside the field and as the error's own. */
const invalidField = (field: string, message: string, code = "VALIDATION_FAILED") =>
  invalid(code, message, { [field]: message });

const noVendor = (memberId: number) => notFound(`No vendor ${memberId}.`);

/**
 * The member center's writes (SPEC section 6): profile fields, categories, photos, calendar. After
 * each change `onMemberChanged` drops cached search results and suggestions, so the public profile and
 * search show it at once.
 */
export function createMemberAccountService(deps: {
  repository: MemberAccountRepository;
  /**
   * The member as GET /api/v1/members/{id} shows it to anyone, with what `load` names: the profiles
   * slice builds it and the composition root hands it in, as profiles sits above members.
   */
  publicMember: (
    memberId: number,
    load: string[],
    viewer?: "public" | "owner",
  ) => Promise<Record<string, unknown> | undefined>;
  locations: LocationsService;
  serviceTypes: ServiceTypesService;
  storage: FileStorage;
  onMemberChanged: (memberId: number) => void;
  /**
   * A new listing email is only asked for here: the accounts service mails it a link, and the listing
   * keeps its confirmed address until that link is opened. Resolves the address the link went to.
   */
  requestListingEmail: (memberId: number, email: string) => Promise<{ pendingEmail: string | null }>;
  today?: () => string;
}) {
  const { repository } = deps;
  const today = deps.today ?? (() => format(new Date(), "yyyy-MM-dd"));

  async function ownerView(memberId: number, load: string[]) {
    const member = await deps.publicMember(memberId, load, "owner");
    const fields = await repository.privateFields(memberId);
    if (!member || !fields) return undefined;
    const { primaryServiceTypeId, ...rest } = fields;
    return {
      ...member,
      ...rest,
      primaryServiceTypeId,
      photoCount: await repository.photoCount(memberId),
    };
  }

  return {
    /**
     * GET /api/v1/members/{id}: the public fields for everyone; the vendor themself and administrators
     * also get the private ones.
     */
    async view(memberId: number, load: string[], viewer: { role: string; memberId: number | null } | undefined) {
      const isOwner = viewer !== undefined && (viewer.role === "admin" || viewer.memberId === memberId);
      const member = isOwner ? await ownerView(memberId, load) : await deps.publicMember(memberId, load);
      if (!member) throw noVendor(memberId);
      return member;
    },

    /**
     * The vendor's own edits, or an administrator's; a new listing email only from the vendor (an
     * administrator uses the audited route, which tells the owner).
     */
    async update(memberId: number, input: MemberUpdateInput, load: string[], by: { owner: boolean }) {
      if (input.email !== undefined && !by.owner) {
        throw forbidden(ACCOUNT_MESSAGES.adminEmailChange, "ADMIN_EMAIL_CHANGE");
      }
      const { name, contactFirstName, tagline, about } = input;
      refuseContactDetails({ name, contactFirstName, tagline, about });
      const { cityFileName, email, ...fields } = input;
      const changes: MemberChanges = { ...fields };
      if (cityFileName !== undefined) {
        const city = await deps.locations.findCityByFileName(cityFileName);
        if (!city) throw invalidField("cityFileName", "Choose your city from the list.");
        Object.assign(changes, { cityId: city.id, latitude: city.latitude, longitude: city.longitude });
      }
      const current = await repository.privateFields(memberId);
      if (!current) throw noVendor(memberId);
      const low = changes.payRangeLowCents !== undefined ? changes.payRangeLowCents : current.payRangeLowCents;
      const high = changes.payRangeHighCents !== undefined ? changes.payRangeHighCents : current.payRangeHighCents;
      if (low !== null && high !== null && low > high) {
        throw invalidField("payRangeHighCents", "The low end of your price range must not be above the high end.");
      }
      let pendingEmail: string | null = null;
      if (email !== undefined) ({ pendingEmail } = await deps.requestListingEmail(memberId, email));
      if (Object.keys(changes).length > 0) await repository.update(memberId, changes);
      deps.onMemberChanged(memberId);
      const view = await ownerView(memberId, load);
      if (!view) throw noVendor(memberId);
      return { ...view, pendingEmail };
    },

    /** The vendor's categories: any type of the catalogue, within the plan (`categoriesToSave`, `exceedsCategoryLimit`). */
    async setCategories(memberId: number, input: MemberCategoriesInput) {
      const current = await repository.privateFields(memberId);
      if (!current) throw noVendor(memberId);
      const known = new Set((await deps.serviceTypes.catalogue()).map((type) => type.id));
      const named = [input.primaryServiceTypeId, ...(input.serviceTypeIds ?? []), ...(input.shownServiceTypeIds ?? [])];
      if (named.some((id) => !known.has(id))) {
        throw invalidField("serviceTypeIds", "Choose your categories from the list.", "UNKNOWN_SERVICE_TYPE");
      }
      const level = current.membershipLevel;
      await repository.changeCategories(memberId, (held) => {
        const ids = categoriesToSave(held, input);
        if (exceedsCategoryLimit(held, ids, level)) {
          throw invalidField("serviceTypeIds", tooManyCategoriesMessage(level), "TOO_MANY_CATEGORIES");
        }
        return { primaryServiceTypeId: input.primaryServiceTypeId, ids };
      });
      deps.onMemberChanged(memberId);
      const member = await deps.publicMember(memberId, ["providedservicetypes"], "owner");
      return { primaryServiceTypeId: input.primaryServiceTypeId, categories: member?.providedServiceTypes ?? [] };
    },

    async addPhoto(memberId: number, photos: UploadedPhotos) {
      const current = await repository.privateFields(memberId);
      if (!current) throw noVendor(memberId);
      const plan = membershipPlan(current.membershipLevel);
      if ((await repository.photoCount(memberId)) >= plan.maxPhotos) {
        throw invalid("TOO_MANY_PHOTOS", `Your ${plan.level} membership includes up to ${plan.maxPhotos} photos.`);
      }
      const original = await processUploadedImage(photos.originalPhoto);
      if ("code" in original) throw refused(original, "originalPhoto");
      const profile = photos.profilePhoto ? await processUploadedImage(photos.profilePhoto) : undefined;
      if (profile && "code" in profile) throw refused(profile, "profilePhoto");
      const search = photos.searchResultPhoto ? await processUploadedImage(photos.searchResultPhoto) : undefined;
      if (search && "code" in search) throw refused(search, "searchResultPhoto");
      const folder = `members/${memberId}`;
      const storageKey = await storeImage(deps.storage, folder, original);
      const profileStorageKey = profile ? await storeImage(deps.storage, folder, profile) : null;
      const searchStorageKey = search ? await storeImage(deps.storage, folder, search) : null;
      const photo = await repository
        .addMainPhoto(memberId, {
          storageKey,
          profileStorageKey,
          searchStorageKey,
          width: original.width,
          height: original.height,
        })
        .catch(async (error: unknown) => {
          // Files no row points to would never be served nor cleaned up.
          for (const key of [storageKey, profileStorageKey, searchStorageKey]) if (key) await deps.storage.delete(key);
          throw error;
        });
      deps.onMemberChanged(memberId);
      const member = await deps.publicMember(memberId, ["mainprofileimage"], "owner");
      return { photoId: photo.id, mainProfileImage: member?.mainProfileImage ?? null };
    },

    /** The vendor's gallery as the member center manages it: every photo in order, the main one marked. */
    async gallery(memberId: number) {
      const current = await repository.privateFields(memberId);
      if (!current) throw noVendor(memberId);
      const { photos, mainPhotoId } = await repository.galleryPhotos(memberId);
      return {
        maxPhotos: membershipPlan(current.membershipLevel).maxPhotos,
        photos: photos.map((photo) => ({
          id: photo.id,
          thumbnailUrl: imageUrl(photo.storageKey, { width: SECOND_IMAGE_SIZE, height: SECOND_IMAGE_SIZE }),
          width: photo.width,
          height: photo.height,
          caption: photo.caption,
          isMain: photo.id === mainPhotoId,
        })),
      };
    },

    /** A photo added at the end of the gallery, checked and re-encoded as the profile photo is. */
    async addGalleryPhoto(memberId: number, upload: Buffer) {
      const current = await repository.privateFields(memberId);
      if (!current) throw noVendor(memberId);
      const plan = membershipPlan(current.membershipLevel);
      const tooMany = () =>
        invalid("TOO_MANY_PHOTOS", `Your ${plan.level} membership includes up to ${plan.maxPhotos} photos.`);
      // Counted before the work of re-encoding, and again, under the vendor's lock, when the row is written.
      if ((await repository.photoCount(memberId)) >= plan.maxPhotos) throw tooMany();
      const image = await processUploadedImage(upload);
      if ("code" in image) throw refused(image, "photo");
      const storageKey = await storeImage(deps.storage, `members/${memberId}`, image);
      const photo = await repository
        .addGalleryPhoto(memberId, plan.maxPhotos, { storageKey, width: image.width, height: image.height })
        .catch(async (error: unknown) => {
          await deps.storage.delete(storageKey);
          throw error;
        });
      if (!photo) {
        await deps.storage.delete(storageKey);
        throw tooMany();
      }
      deps.onMemberChanged(memberId);
      return photo.id;
    },

    /** A photo's caption, shown on the profile and read aloud as its description; empty removes it. */
    async setPhotoCaption(memberId: number, photoId: number, caption: string) {
      const text = caption.trim() === "" ? null : caption.trim();
      refuseContactDetails({ caption: text });
      if (!(await repository.setPhotoCaption(memberId, photoId, text))) throw notFound(`No photo ${photoId}.`);
      deps.onMemberChanged(memberId);
    },

    async movePhoto(memberId: number, photoId: number, direction: "earlier" | "later") {
      if (!(await repository.movePhoto(memberId, photoId, direction === "earlier" ? -1 : 1))) {
        throw notFound(`No photo ${photoId}.`);
      }
      deps.onMemberChanged(memberId);
    },

    /** Deletes a photo, and its files when no other listing shares them; the next photo becomes the main one if it was. */
    async deletePhoto(memberId: number, photoId: number) {
      const unusedFiles = await repository.deletePhoto(memberId, photoId);
      if (!unusedFiles) throw notFound(`No photo ${photoId}.`);
      deps.onMemberChanged(memberId);
      for (const key of unusedFiles) await deps.storage.delete(key);
    },

    /** The vendor's videos as the member center manages them, in the profile's order. */
    async videos(memberId: number) {
      if (!(await repository.privateFields(memberId))) throw noVendor(memberId);
      const rows = await repository.videos(memberId);
      return { maxVideos: MAX_VIDEOS, videos: rows.map((row) => toVideoDto(row, row.title)) };
    },

    /** A YouTube or Vimeo video added last, kept as its host and id only (decision 043). */
    async addVideoLink(memberId: number, video: { title: string; url: string }) {
      if (!(await repository.privateFields(memberId))) throw noVendor(memberId);
      refuseContactDetails({ title: video.title });
      const link = parseVideoLink(video.url);
      if (!link) throw invalidField("url", VIDEO_LINK_MESSAGES.unknownHost);
      const added = await repository.addVideoLink(memberId, MAX_VIDEOS, { title: video.title, ...link });
      if (!added) throw invalid("TOO_MANY_VIDEOS", `A profile shows up to ${MAX_VIDEOS} videos.`);
      deps.onMemberChanged(memberId);
      return added.id;
    },

    async moveVideo(memberId: number, videoId: number, direction: "earlier" | "later") {
      if (!(await repository.moveVideo(memberId, videoId, direction === "earlier" ? -1 : 1))) {
        throw notFound(`No video ${videoId}.`);
      }
      deps.onMemberChanged(memberId);
    },

    /** Deletes a video, and a clip's files when no other listing shares them. */
    async deleteVideo(memberId: number, videoId: number) {
      const unusedFiles = await repository.deleteVideo(memberId, videoId);
      if (!unusedFiles) throw notFound(`No video ${videoId}.`);
      deps.onMemberChanged(memberId);
      for (const key of unusedFiles) await deps.storage.delete(key);
    },

    /** The vendor's audio tracks as the member center manages them, in the profile's order. */
    async audioTracks(memberId: number) {
      if (!(await repository.privateFields(memberId))) throw noVendor(memberId);
      const rows = await repository.audioTracks(memberId);
      return {
        maxTracks: MAX_AUDIO_TRACKS,
        tracks: rows.map((row) => ({
          id: row.id,
          title: row.title,
          url: mediaUrl(row.storageKey),
          durationSeconds: row.durationSeconds,
        })),
      };
    },

    /** A track added last, checked by its content and kept as uploaded (decision 044). */
    async addAudioTrack(memberId: number, title: string, upload: Buffer) {
      if (!(await repository.privateFields(memberId))) throw noVendor(memberId);
      refuseContactDetails({ title });
      const tooMany = () => invalid("TOO_MANY_TRACKS", AUDIO_TRACK_MESSAGES.tooMany);
      // Counted before the file is read and stored, and again, under the vendor's lock, when the row is written.
      if ((await repository.audioTracks(memberId)).length >= MAX_AUDIO_TRACKS) throw tooMany();
      const audio = await checkUploadedAudio(upload);
      if ("code" in audio) throw refused(audio, "track");
      const storageKey = await storeAudio(deps.storage, `members/${memberId}`, audio);
      const track = await repository
        .addAudioTrack(memberId, MAX_AUDIO_TRACKS, { title, storageKey, durationSeconds: audio.durationSeconds })
        .catch(async (error: unknown) => {
          await deps.storage.delete(storageKey);
          throw error;
        });
      if (!track) {
        await deps.storage.delete(storageKey);
        throw tooMany();
      }
      deps.onMemberChanged(memberId);
      return track.id;
    },

    async moveAudioTrack(memberId: number, trackId: number, direction: "earlier" | "later") {
      if (!(await repository.moveAudioTrack(memberId, trackId, direction === "earlier" ? -1 : 1))) {
        throw notFound(`No track ${trackId}.`);
      }
      deps.onMemberChanged(memberId);
    },

    /** Deletes a track, and its file when no other listing shares it. */
    async deleteAudioTrack(memberId: number, trackId: number) {
      const unusedFiles = await repository.deleteAudioTrack(memberId, trackId);
      if (!unusedFiles) throw notFound(`No track ${trackId}.`);
      deps.onMemberChanged(memberId);
      for (const key of unusedFiles) await deps.storage.delete(key);
    },

    blackoutDates: (memberId: number) => repository.upcomingBlackoutDates(memberId, today()),

    async addBlackoutDate(memberId: number, date: string, reason: string | null) {
      if (date < today()) throw invalidField("date", "Choose today or a later date.");
      if (await repository.hasBlackoutDate(memberId, date)) {
        const message = "That date is already blacked out.";
        throw conflict("DUPLICATE", message, { date: message });
      }
      const created = await repository.addBlackoutDate(memberId, date, reason);
      deps.onMemberChanged(memberId);
      return created;
    },

    async deleteBlackoutDate(memberId: number, id: number) {
      if (!(await repository.deleteBlackoutDate(memberId, id))) throw notFound(`No blackout date ${id}.`);
      deps.onMemberChanged(memberId);
    },

    calendarEntries: (memberId: number) => repository.upcomingCalendarEntries(memberId, today()),

    async addCalendarEntry(memberId: number, entry: { date: string; title: string; status: string }) {
      // Entries are shown on the public profile's calendar.
      refuseContactDetails({ title: entry.title });
      const created = await repository.addCalendarEntry(memberId, entry);
      // An entry takes the day, as a blackout does: search stops offering it.
      deps.onMemberChanged(memberId);
      return created;
    },

    async deleteCalendarEntry(memberId: number, id: number) {
      if (!(await repository.deleteCalendarEntry(memberId, id))) throw notFound(`No calendar entry ${id}.`);
      deps.onMemberChanged(memberId);
    },
  };
}
export type MemberAccountService = ReturnType<typeof createMemberAccountService>;
