import { format } from "date-fns";
import { membershipPlan, tooManyCategoriesMessage } from "#features/accounts/accounts.rules.ts";
import type { MemberCategoriesInput, MemberUpdateInput } from "#features/accounts/accounts.schema.ts";
import type { LocationsService } from "#features/locations/locations.service.server.ts";
import type { FileStorage } from "#features/media/storage.server.ts";
import { processUploadedImage, storeImage, type UploadProblem } from "#features/media/uploads.server.ts";
import { CONTACT_DETAILS_MESSAGES, hasContactDetails } from "#features/marketplace/contact-details.rules.ts";
import type { ProfilesService } from "#features/profiles/profiles.service.server.ts";
import type { ServiceTypesService } from "#features/service-types/service-types.service.server.ts";
import { ClientError } from "#server/plugins/errors.ts";
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
  if (Object.keys(fields).length > 0) throw new ClientError(400, "VALIDATION_FAILED", message, fields);
}

function refused(problem: UploadProblem, field: string): ClientError {
  return new ClientError(400, problem.code, problem.message, { [field]: problem.message });
}

/**
 * The member center's writes (SPEC section 6): profile fields, categories, photos, calendar. After
 * each change `onMemberChanged` drops cached search results and suggestions, so the public profile and
 * search show it at once.
 */
export function createMemberAccountService(deps: {
  repository: MemberAccountRepository;
  profiles: ProfilesService;
  locations: LocationsService;
  serviceTypes: ServiceTypesService;
  storage: FileStorage;
  onMemberChanged: (memberId: number) => void;
  /**
   * A new listing email is only asked for here: the accounts service mails it a link, and the listing
   * keeps its confirmed address until that link is opened. Resolves the address the link went to.
   */
  requestListingEmail: (
    memberId: number,
    email: string,
  ) => Promise<
    { ok: true; pendingEmail: string | null } | { ok: false; message: string; fields: Record<string, string> }
  >;
  today?: () => string;
}) {
  const { repository } = deps;
  const today = deps.today ?? (() => format(new Date(), "yyyy-MM-dd"));

  async function ownerView(memberId: number, load: string[]) {
    const member = await deps.profiles.publicMember(memberId, load);
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
    ownerView,

    async update(memberId: number, input: MemberUpdateInput, load: string[]) {
      const { name, contactFirstName, tagline, about } = input;
      refuseContactDetails({ name, contactFirstName, tagline, about });
      const { cityFileName, email, ...fields } = input;
      const changes: MemberChanges = { ...fields };
      if (cityFileName !== undefined) {
        const city = await deps.locations.findCityByFileName(cityFileName);
        if (!city)
          throw new ClientError(400, "VALIDATION_FAILED", "Choose your city from the list.", {
            cityFileName: "Choose your city from the list.",
          });
        Object.assign(changes, { cityId: city.id, latitude: city.latitude, longitude: city.longitude });
      }
      const current = await repository.privateFields(memberId);
      if (!current) throw new ClientError(404, "NOT_FOUND", `No vendor ${memberId}.`);
      const low = changes.payRangeLowCents !== undefined ? changes.payRangeLowCents : current.payRangeLowCents;
      const high = changes.payRangeHighCents !== undefined ? changes.payRangeHighCents : current.payRangeHighCents;
      if (low !== null && high !== null && low > high) {
        const message = "The low end of your price range must not be above the high end.";
        throw new ClientError(400, "VALIDATION_FAILED", message, { payRangeHighCents: message });
      }
      let pendingEmail: string | null = null;
      if (email !== undefined) {
        const outcome = await deps.requestListingEmail(memberId, email);
        if (!outcome.ok) throw new ClientError(400, "VALIDATION_FAILED", outcome.message, outcome.fields);
        pendingEmail = outcome.pendingEmail;
      }
      if (Object.keys(changes).length > 0) await repository.update(memberId, changes);
      deps.onMemberChanged(memberId);
      const view = await ownerView(memberId, load);
      return view && { ...view, pendingEmail };
    },

    async setCategories(memberId: number, input: MemberCategoriesInput) {
      const current = await repository.privateFields(memberId);
      if (!current) throw new ClientError(404, "NOT_FOUND", `No vendor ${memberId}.`);
      const allowed = new Set((await deps.serviceTypes.list({ signupOnly: true })).map((type) => type.id));
      if (input.serviceTypeIds.some((id) => !allowed.has(id))) {
        throw new ClientError(400, "VALIDATION_FAILED", "Please enter a vendor category.", {
          serviceTypeIds: "Please enter a vendor category.",
        });
      }
      const plan = membershipPlan(current.membershipLevel);
      if (input.serviceTypeIds.length > plan.maxCategories) {
        const message = tooManyCategoriesMessage(plan.level);
        throw new ClientError(400, "TOO_MANY_CATEGORIES", message, { serviceTypeIds: message });
      }
      await repository.replaceCategories(memberId, input.primaryServiceTypeId, input.serviceTypeIds);
      deps.onMemberChanged(memberId);
      const member = await deps.profiles.publicMember(memberId, ["providedservicetypes"]);
      return { primaryServiceTypeId: input.primaryServiceTypeId, categories: member?.providedServiceTypes ?? [] };
    },

    async addPhoto(memberId: number, photos: UploadedPhotos) {
      const current = await repository.privateFields(memberId);
      if (!current) throw new ClientError(404, "NOT_FOUND", `No vendor ${memberId}.`);
      const plan = membershipPlan(current.membershipLevel);
      if ((await repository.photoCount(memberId)) >= plan.maxPhotos) {
        throw new ClientError(
          400,
          "TOO_MANY_PHOTOS",
          `Your ${plan.level} membership includes up to ${plan.maxPhotos} photos.`,
        );
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
      const member = await deps.profiles.publicMember(memberId, ["mainprofileimage"]);
      return { photoId: photo.id, mainProfileImage: member?.mainProfileImage ?? null };
    },

    blackoutDates: (memberId: number) => repository.upcomingBlackoutDates(memberId, today()),

    async addBlackoutDate(memberId: number, date: string, reason: string | null) {
      if (date < today()) {
        throw new ClientError(400, "VALIDATION_FAILED", "Choose today or a later date.", {
          date: "Choose today or a later date.",
        });
      }
      if (await repository.hasBlackoutDate(memberId, date)) {
        throw new ClientError(409, "DUPLICATE", "That date is already blacked out.", {
          date: "That date is already blacked out.",
        });
      }
      const created = await repository.addBlackoutDate(memberId, date, reason);
      deps.onMemberChanged(memberId);
      return created;
    },

    async deleteBlackoutDate(memberId: number, id: number) {
      if (!(await repository.deleteBlackoutDate(memberId, id)))
        throw new ClientError(404, "NOT_FOUND", `No blackout date ${id}.`);
      deps.onMemberChanged(memberId);
    },

    calendarEntries: (memberId: number) => repository.upcomingCalendarEntries(memberId, today()),

    async addCalendarEntry(memberId: number, entry: { date: string; title: string; status: string }) {
      // Entries are shown on the public profile's calendar.
      refuseContactDetails({ title: entry.title });
      return repository.addCalendarEntry(memberId, entry);
    },

    async deleteCalendarEntry(memberId: number, id: number) {
      if (!(await repository.deleteCalendarEntry(memberId, id)))
        throw new ClientError(404, "NOT_FOUND", `No calendar entry ${id}.`);
    },
  };
}
export type MemberAccountService = ReturnType<typeof createMemberAccountService>;
