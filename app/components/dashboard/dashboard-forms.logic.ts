/**
 * The dashboard's forms (profile details, photo, categories, calendar, password): their fields, the
 * values they start with and the words they use. Their checks are the server's schemas, passed in by
 * the route; apart from the member center's shared rules so that the leads pages do not load them
 * (decision 019). No DOM and no fetch here, so every rule is unit-tested in Node.
 */
import { ACCOUNT_MESSAGES } from "#features/accounts/accounts.rules.ts";
import type { MemberDto } from "#features/members/members.schema.ts";
import {
  exceedsCategoryLimit,
  type MembershipLevel,
  membershipPlan,
  tooManyCategoriesMessage,
} from "#features/members/members.rules.ts";

/** The hidden `intent` of each of the dashboard's forms: its action tells them apart by it. */
export const DASHBOARD_INTENTS = {
  profile: "profile",
  photo: "photo",
  addGalleryPhotos: "add-gallery-photos",
  photoCaption: "photo-caption",
  movePhoto: "move-photo",
  deletePhoto: "delete-photo",
  addVideoLink: "add-video-link",
  moveVideo: "move-video",
  deleteVideo: "delete-video",
  addAudioTrack: "add-audio-track",
  moveAudioTrack: "move-audio-track",
  deleteAudioTrack: "delete-audio-track",
  categories: "categories",
  addBlackoutDate: "add-blackout-date",
  removeBlackoutDate: "remove-blackout-date",
  addCalendarEntry: "add-calendar-entry",
  removeCalendarEntry: "remove-calendar-entry",
  password: "password",
} as const;

/* ---------- Profile details ---------- */

/** The fields of the profile details form, in page order, named as the server's form schema names them. */
export const PROFILE_FIELDS = [
  "name",
  "contactFirstName",
  "contactLastName",
  "email",
  "phone",
  "tagline",
  "about",
  "cityFileName",
  "travelDistanceMiles",
  "payRangeLow",
  "payRangeHigh",
  "acceptsOnlineDeposits",
  "includeInVirtualEvents",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The update's names for the fields the form names otherwise (a service's messages use them). */
export const PROFILE_FIELD_ALIASES: Partial<Record<string, ProfileField>> = {
  payRangeLowCents: "payRangeLow",
  payRangeHighCents: "payRangeHigh",
};

/** The lengths the boxes take, as the schema allows them. */
export const PROFILE_LIMITS = {
  name: 100,
  contactFirstName: 60,
  contactLastName: 60,
  email: 254,
  phone: 30,
  tagline: 140,
  about: 5000,
  travelDistanceMiles: 1000,
} as const;

/** "500" or "250.50" for the dollars box; empty for no price. */
export function centsToDollarsText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export type ProfileValues = Record<
  Exclude<ProfileField, "acceptsOnlineDeposits" | "includeInVirtualEvents">,
  string
> & {
  acceptsOnlineDeposits: boolean;
  includeInVirtualEvents: boolean;
};

/** The form as the vendor's saved profile fills it. */
export function profileValuesFrom(member: MemberDto): ProfileValues {
  return {
    name: member.name,
    contactFirstName: member.contactFirstName,
    contactLastName: member.contactLastName ?? "",
    email: member.email ?? "",
    phone: member.phone ?? "",
    tagline: member.tagline ?? "",
    about: member.about ?? "",
    cityFileName: member.city?.fileName ?? "",
    travelDistanceMiles: member.travelDistanceMiles === undefined ? "" : String(member.travelDistanceMiles),
    payRangeLow: centsToDollarsText(member.payRangeLowCents),
    payRangeHigh: centsToDollarsText(member.payRangeHighCents),
    acceptsOnlineDeposits: member.acceptsOnlineDeposits ?? false,
    includeInVirtualEvents: member.includeInVirtualEvents ?? false,
  };
}

/** The form's submission as its schema reads it: text by field, a checkbox "true" or "". */
export function profileFormValues(form: FormData): Record<ProfileField, string> {
  return Object.fromEntries(
    PROFILE_FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value.slice(0, 6_000) : ""];
    }),
  ) as Record<ProfileField, string>;
}

export const PROFILE_MESSAGES = {
  saved: "Your profile details are saved.",
  listingEmailSent: (email: string) =>
    `Your profile details are saved. We've sent a link to ${email}: your listing email changes when you open it.`,
} as const;

/* ---------- Profile photo ---------- */

export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The square crops the page makes: the profile picture and the search result tile. */
export const PHOTO_CROP_SIZES = { profilePhoto: 800, searchResultPhoto: 400 } as const;
export const PHOTO_MESSAGES = {
  choose: "Choose a picture first.",
  type: "Choose a JPEG, PNG, WebP or AVIF picture.",
  size: "Choose a picture of at most 15 MB.",
  tooLarge: "That picture is too large to upload. Choose one of at most 15 MB.",
  saved: "Your new profile photo is saved.",
  needsScripts:
    "Uploading a photo needs JavaScript, which crops it square in your browser. Turn it on, then choose your photo again.",
} as const;

/** Why a chosen file cannot be sent, or null when it can. */
export function photoFileProblem(file: { type: string; size: number } | null): string | null {
  if (file === null) return PHOTO_MESSAGES.choose;
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.type;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.size;
  return null;
}

/* ---------- Categories ---------- */

type MemberCategories = Pick<MemberDto, "primaryServiceType" | "providedServiceTypes">;

/** The categories a member holds, the primary one first. */
export function memberCategoryIds(member: MemberCategories): number[] {
  const ids = (member.providedServiceTypes ?? []).map((type) => type.id);
  if (member.primaryServiceType && !ids.includes(member.primaryServiceType.id))
    ids.unshift(member.primaryServiceType.id);
  return ids;
}

export function categoryLimitText(level: MembershipLevel): string {
  const max = membershipPlan(level).maxCategories;
  return `Your ${level} plan lists you in up to ${max} ${max === 1 ? "category" : "categories"}.`;
}

/**
 * Why a choice of categories cannot be saved (none, more than the plan lists while adding, no primary),
 * or null. `shownIds` are the ones the form showed as chosen: keeping those is never refused.
 */
export function categoriesProblem(
  selectedIds: readonly number[],
  primaryId: number | null,
  level: MembershipLevel,
  shownIds: readonly number[],
): string | null {
  if (selectedIds.length === 0) return ACCOUNT_MESSAGES.category;
  const max = membershipPlan(level).maxCategories;
  if (exceedsCategoryLimit(shownIds, selectedIds, level))
    return `${tooManyCategoriesMessage(level)} Remove ${selectedIds.length - max}, or choose a plan on the Membership page.`;
  if (primaryId === null || !selectedIds.includes(primaryId)) return "Choose your primary category.";
  return null;
}

/** Ids of one field of a submission, once each: the ticked boxes, or the hidden list of the ones shown ticked. */
function idValues(form: FormData, name: string): number[] {
  const ids = form
    .getAll(name)
    .map((value) => (typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, 200);
}

/**
 * The categories ticked in a submission, the ones the form showed ticked when drawn, and the primary
 * one (null when none is chosen).
 */
export function categoriesFormValues(form: FormData): {
  serviceTypeIds: number[];
  shownServiceTypeIds: number[];
  primaryServiceTypeId: number | null;
} {
  const primary = form.get("primaryServiceTypeId");
  return {
    serviceTypeIds: idValues(form, "serviceTypeIds"),
    shownServiceTypeIds: idValues(form, "shownServiceTypeIds"),
    primaryServiceTypeId: typeof primary === "string" && /^\d{1,10}$/.test(primary) ? Number(primary) : null,
  };
}

/* ---------- Calendar and password ---------- */

export const REASON_MAX = 200;
export const TITLE_MAX = 120;
/** The fields of the form that adds a video link. */
export const VIDEO_LINK_FIELDS = ["title", "url"] as const;

export const BLACKOUT_FIELDS = ["date", "reason"] as const;
export const ENTRY_FIELDS = ["date", "title", "status"] as const;
export const PASSWORD_FIELDS = ["currentPassword", "newPassword"] as const;
