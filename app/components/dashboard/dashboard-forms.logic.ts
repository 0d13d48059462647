/**
 * The dashboard's forms (profile details, photo, categories, calendar, password): how their text
 * becomes request bodies, with the same messages the server's schemas use. Apart from the member
 * center's shared rules so that the leads pages do not load them (decision 019). No DOM and no fetch
 * here, so every rule is unit-tested in Node.
 */
import {
  ACCOUNT_MESSAGES,
  CALENDAR_ENTRY_STATUSES,
  type MembershipLevel,
  membershipPlan,
  PASSWORD_LIMITS,
  tooManyCategoriesMessage,
} from "#features/accounts/accounts.rules.ts";
import type { LocationDto } from "#features/locations/locations.schema.ts";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";
import { type DashboardMember, isIsoDate } from "./dashboard.logic.ts";

/* ---------- Prices ---------- */

const MAX_CENTS = 100_000_000;

/** "500" or "250.50" for the dollars box; empty for no price. */
export function centsToDollarsText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** Dollars as typed ("$1,250", "99.5") in cents; null for an empty box, undefined when it is not an amount. */
export function dollarsTextToCents(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/^\$\s*/, "");
  if (trimmed === "") return null;
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const cents = Math.round(Number(trimmed.replace(/,/g, "")) * 100);
  return Number.isSafeInteger(cents) && cents <= MAX_CENTS ? cents : undefined;
}

/* ---------- Profile details ---------- */

export const PROFILE_FIELDS = [
  "name",
  "contactFirstName",
  "contactLastName",
  "email",
  "phone",
  "tagline",
  "about",
  "city",
  "travelDistanceMiles",
  "payRangeLow",
  "payRangeHigh",
  "acceptsOnlineDeposits",
  "includeInVirtualEvents",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The server's names for the fields the form names otherwise. */
export const PROFILE_FIELD_ALIASES: Partial<Record<string, ProfileField>> = {
  cityFileName: "city",
  payRangeLowCents: "payRangeLow",
  payRangeHighCents: "payRangeHigh",
};

export type ProfileValues = {
  name: string;
  contactFirstName: string;
  contactLastName: string;
  email: string;
  phone: string;
  tagline: string;
  about: string;
  travelDistanceMiles: string;
  payRangeLow: string;
  payRangeHigh: string;
  acceptsOnlineDeposits: boolean;
  includeInVirtualEvents: boolean;
};

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

export function profileValuesFrom(member: DashboardMember): ProfileValues {
  return {
    name: member.name,
    contactFirstName: member.contactFirstName,
    contactLastName: member.contactLastName ?? "",
    email: member.email,
    phone: member.phone ?? "",
    tagline: member.tagline ?? "",
    about: member.about ?? "",
    travelDistanceMiles: member.travelDistanceMiles === null ? "" : String(member.travelDistanceMiles),
    payRangeLow: centsToDollarsText(member.payRangeLowCents),
    payRangeHigh: centsToDollarsText(member.payRangeHighCents),
    acceptsOnlineDeposits: member.acceptsOnlineDeposits,
    includeInVirtualEvents: member.includeInVirtualEvents,
  };
}

/** The body of PUT /api/v1/members/{id}: a subset of memberUpdateSchema, the city as its file name. */
export type MemberUpdateBody = {
  name: string;
  contactFirstName: string;
  contactLastName: string;
  email: string;
  phone: string;
  tagline: string;
  about: string;
  cityFileName: string;
  travelDistanceMiles: number;
  payRangeLowCents: number | null;
  payRangeHighCents: number | null;
  acceptsOnlineDeposits: boolean;
  includeInVirtualEvents: boolean;
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[\d\s().-]{7,}$/;
const tooLong = (max: number) => `Use at most ${max} characters.`;
export const PRICE_MESSAGES = {
  amount: "Enter an amount in dollars, like 500.",
  order: "The low end of your price range must not be above the high end.",
} as const;
export const TRAVEL_DISTANCE_MESSAGE = "Enter 0 to 1,000 miles.";

/**
 * Checks the profile form as the server's memberUpdateSchema would (same limits, same messages) and
 * builds the request body; the server checks again and its answer wins.
 */
export function profileUpdate(
  values: ProfileValues,
  city: LocationDto | null,
): { ok: true; body: MemberUpdateBody } | { ok: false; errors: Partial<Record<ProfileField, string>> } {
  const errors: Partial<Record<ProfileField, string>> = {};
  const name = values.name.trim();
  if (name === "" || name.length > PROFILE_LIMITS.name) errors.name = ACCOUNT_MESSAGES.businessName;
  const firstName = values.contactFirstName.trim();
  if (firstName === "" || firstName.length > PROFILE_LIMITS.contactFirstName)
    errors.contactFirstName = ACCOUNT_MESSAGES.firstName;
  if (values.contactLastName.trim().length > PROFILE_LIMITS.contactLastName)
    errors.contactLastName = tooLong(PROFILE_LIMITS.contactLastName);
  const email = values.email.trim();
  if (!EMAIL_PATTERN.test(email) || email.length > PROFILE_LIMITS.email) errors.email = ACCOUNT_MESSAGES.email;
  const phone = values.phone.trim();
  if (
    phone !== "" &&
    (phone.length > PROFILE_LIMITS.phone || !PHONE_PATTERN.test(phone) || phone.replace(/\D/g, "").length < 7)
  )
    errors.phone = ACCOUNT_MESSAGES.phone;
  if (values.tagline.trim().length > PROFILE_LIMITS.tagline) errors.tagline = tooLong(PROFILE_LIMITS.tagline);
  if (values.about.trim().length > PROFILE_LIMITS.about) errors.about = tooLong(PROFILE_LIMITS.about);
  if (city === null) errors.city = ACCOUNT_MESSAGES.city;
  const miles = values.travelDistanceMiles.trim();
  const travelDistanceMiles = Number(miles);
  if (
    miles === "" ||
    !/^\d+$/.test(miles) ||
    !Number.isInteger(travelDistanceMiles) ||
    travelDistanceMiles > PROFILE_LIMITS.travelDistanceMiles
  )
    errors.travelDistanceMiles = TRAVEL_DISTANCE_MESSAGE;
  const payRangeLowCents = dollarsTextToCents(values.payRangeLow);
  const payRangeHighCents = dollarsTextToCents(values.payRangeHigh);
  if (payRangeLowCents === undefined) errors.payRangeLow = PRICE_MESSAGES.amount;
  if (payRangeHighCents === undefined) errors.payRangeHigh = PRICE_MESSAGES.amount;
  else if (
    payRangeLowCents !== undefined &&
    payRangeLowCents !== null &&
    payRangeHighCents !== null &&
    payRangeLowCents > payRangeHighCents
  )
    errors.payRangeHigh = PRICE_MESSAGES.order;

  if (
    Object.keys(errors).length > 0 ||
    city === null ||
    payRangeLowCents === undefined ||
    payRangeHighCents === undefined
  )
    return { ok: false, errors };
  return {
    ok: true,
    body: {
      name,
      contactFirstName: firstName,
      contactLastName: values.contactLastName.trim(),
      email,
      phone,
      tagline: values.tagline.trim(),
      about: values.about.trim(),
      cityFileName: city.fileName,
      travelDistanceMiles,
      payRangeLowCents,
      payRangeHighCents,
      acceptsOnlineDeposits: values.acceptsOnlineDeposits,
      includeInVirtualEvents: values.includeInVirtualEvents,
    },
  };
}

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
} as const;

/** Why a chosen file cannot be sent, or null when it can. */
export function photoFileProblem(file: { type: string; size: number } | null): string | null {
  if (file === null) return PHOTO_MESSAGES.choose;
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.type;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.size;
  return null;
}

/** The centred square of a picture: where to cut it from. */
export function centreSquare(width: number, height: number): { sx: number; sy: number; side: number } {
  const side = Math.min(width, height);
  return { sx: Math.round((width - side) / 2), sy: Math.round((height - side) / 2), side };
}

/* ---------- Categories ---------- */

/** The sign-up categories, then any category the member already has that is not one of them. */
export function categoryChoices(
  signupCategories: readonly ServiceTypeDto[],
  member: Pick<DashboardMember, "primaryServiceType" | "providedServiceTypes">,
): ServiceTypeDto[] {
  const choices = [...signupCategories];
  const known = new Set(choices.map((type) => type.id));
  for (const type of [member.primaryServiceType, ...member.providedServiceTypes]) {
    if (type && !known.has(type.id)) {
      choices.push(type);
      known.add(type.id);
    }
  }
  return choices;
}

export function memberCategoryIds(
  member: Pick<DashboardMember, "primaryServiceType" | "providedServiceTypes">,
): number[] {
  const ids = member.providedServiceTypes.map((type) => type.id);
  if (member.primaryServiceType && !ids.includes(member.primaryServiceType.id))
    ids.unshift(member.primaryServiceType.id);
  return ids;
}

export function categoryLimitText(level: MembershipLevel): string {
  const max = membershipPlan(level).maxCategories;
  return `Your ${level} plan lists you in up to ${max} ${max === 1 ? "category" : "categories"}.`;
}

/** Why a choice of categories cannot be sent (none, too many for the plan, no primary), or null. */
export function categoriesProblem(
  selectedIds: readonly number[],
  primaryId: number | null,
  level: MembershipLevel,
): string | null {
  if (selectedIds.length === 0) return ACCOUNT_MESSAGES.category;
  const max = membershipPlan(level).maxCategories;
  if (selectedIds.length > max)
    return `${tooManyCategoriesMessage(level)} Remove ${selectedIds.length - max}, or choose a plan on the Membership page.`;
  if (primaryId === null || !selectedIds.includes(primaryId)) return "Choose your primary category.";
  return null;
}

/** POST /api/v1/members/{id}/categories: the primary one first. */
export function categoriesBody(
  selectedIds: readonly number[],
  primaryId: number,
): { primaryServiceTypeId: number; serviceTypeIds: number[] } {
  return {
    primaryServiceTypeId: primaryId,
    serviceTypeIds: [primaryId, ...selectedIds.filter((id) => id !== primaryId)],
  };
}

/* ---------- Calendar ---------- */

export const REASON_MAX = 200;
export const TITLE_MAX = 120;
export const CALENDAR_MESSAGES = {
  date: "Choose a date.",
  pastDate: "Choose today or a later date.",
  title: "Enter a title.",
  status: "Choose a status.",
} as const;

export function blackoutDateProblems(
  values: { date: string; reason: string },
  today: string,
): Partial<Record<"date" | "reason", string>> {
  const errors: Partial<Record<"date" | "reason", string>> = {};
  if (!isIsoDate(values.date)) errors.date = CALENDAR_MESSAGES.date;
  else if (values.date < today) errors.date = CALENDAR_MESSAGES.pastDate;
  if (values.reason.trim().length > REASON_MAX) errors.reason = tooLong(REASON_MAX);
  return errors;
}

export function calendarEntryProblems(values: {
  date: string;
  title: string;
  status: string;
}): Partial<Record<"date" | "title" | "status", string>> {
  const errors: Partial<Record<"date" | "title" | "status", string>> = {};
  if (!isIsoDate(values.date)) errors.date = CALENDAR_MESSAGES.date;
  const title = values.title.trim();
  if (title === "") errors.title = CALENDAR_MESSAGES.title;
  else if (title.length > TITLE_MAX) errors.title = tooLong(TITLE_MAX);
  if (!(CALENDAR_ENTRY_STATUSES as readonly string[]).includes(values.status)) errors.status = CALENDAR_MESSAGES.status;
  return errors;
}

/* ---------- Password ---------- */

export const PASSWORD_CHANGED = "Your password has been changed.";

export function passwordProblems(values: {
  currentPassword: string;
  newPassword: string;
}): Partial<Record<"currentPassword" | "newPassword", string>> {
  const errors: Partial<Record<"currentPassword" | "newPassword", string>> = {};
  if (values.currentPassword === "") errors.currentPassword = ACCOUNT_MESSAGES.passwordRequired;
  if (values.newPassword.length < PASSWORD_LIMITS.min) errors.newPassword = ACCOUNT_MESSAGES.passwordShort;
  else if (values.newPassword.length > PASSWORD_LIMITS.max) errors.newPassword = ACCOUNT_MESSAGES.passwordLong;
  return errors;
}
