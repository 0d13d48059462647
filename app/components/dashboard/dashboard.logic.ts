/**
 * The member center's pure parts: the shapes the API sends, the addresses it is called at, how the
 * forms' text becomes request bodies (with the same messages the server's schemas use), and how
 * dates, prices and plans read. No DOM and no fetch here, so every rule is unit-tested in Node.
 */
import { format, formatISO, isValid, parseISO } from "date-fns";
import {
  ACCOUNT_MESSAGES,
  CALENDAR_ENTRY_STATUSES,
  type MembershipLevel,
  membershipPlan,
  PASSWORD_LIMITS,
  tooManyCategoriesMessage,
} from "#features/accounts/accounts.rules.ts";
import type { LocationDto } from "#features/locations/locations.schema.ts";
import type { PhotoDto } from "#features/profiles/profiles.schema.ts";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";
import { errorCode, errorMessage, fieldErrors } from "#app/lib/api-client.ts";

/** GET /api/v1/members/{id}?load=City,PrimaryServiceType,ProvidedServiceTypes,MainProfileImage as the owner. */
export type DashboardMember = {
  id: number;
  name: string;
  directory: string;
  profileUrl: string;
  contactFirstName: string;
  contactLastName: string | null;
  email: string;
  phone: string | null;
  tagline: string | null;
  about: string | null;
  membershipLevel: MembershipLevel;
  travelDistanceMiles: number | null;
  payRangeLowCents: number | null;
  payRangeHighCents: number | null;
  acceptsOnlineDeposits: boolean;
  includeInVirtualEvents: boolean;
  ratingAverage: number | null;
  reviewCount: number;
  photoCount: number;
  city: LocationDto | null;
  primaryServiceType: ServiceTypeDto | null;
  providedServiceTypes: ServiceTypeDto[];
  mainProfileImage: PhotoDto | null;
};

export type BlackoutDate = { id: number; date: string; reason: string | null };
export type CalendarEntryStatus = (typeof CALENDAR_ENTRY_STATUSES)[number];
export type CalendarEntry = { id: number; date: string; title: string; status: CalendarEntryStatus };

export const MEMBER_LOAD = "City,PrimaryServiceType,ProvidedServiceTypes,MainProfileImage";
export const MEMBER_UPDATE_LOAD = "primaryservicetype,mainprofileimage";

export const dashboardUrls = {
  member: (memberId: number) => `/api/v1/members/${memberId}?load=${MEMBER_LOAD}`,
  memberUpdate: (memberId: number) => `/api/v1/members/${memberId}?load=${MEMBER_UPDATE_LOAD}`,
  signupCategories: () => "/api/v1/servicetypes?getOnlySignupCategories=true",
  profilePhotos: (memberId: number) => `/api/v1/members/${memberId}/profile-photos`,
  categories: (memberId: number) => `/api/v1/members/${memberId}/categories`,
  blackoutDates: (memberId: number) => `/api/v1/members/${memberId}/blackout-dates`,
  blackoutDate: (memberId: number, id: number) => `/api/v1/members/${memberId}/blackout-dates/${id}`,
  calendarEntries: (memberId: number) => `/api/v1/members/${memberId}/calendar-entries`,
  calendarEntry: (memberId: number, id: number) => `/api/v1/members/${memberId}/calendar-entries/${id}`,
  account: (accountId: number) => `/api/v1/accounts/${accountId}`,
  leads: (memberId: number) => `/api/v1/members/${memberId}/leads`,
  lead: (memberId: number, requestId: number) => `/api/v1/members/${memberId}/leads/${requestId}`,
  quote: (memberId: number, requestId: number) => `/api/v1/members/${memberId}/leads/${requestId}/quote`,
  declineLead: (memberId: number, requestId: number) => `/api/v1/members/${memberId}/leads/${requestId}/decline`,
  withdrawQuote: (quoteId: number) => `/api/v1/quotes/${quoteId}/withdraw`,
  reviewReply: (memberId: number, reviewId: number) => `/api/v1/members/${memberId}/reviews/${reviewId}/reply`,
  calendarFeed: (memberId: number) => `/api/v1/members/${memberId}/calendar-feed`,
} as const;

/* ---------- Member center pages ---------- */

/** The member center's pages, linked from the navigation at the top of each. */
export type MemberCenterLinks = {
  dashboardHref: string;
  leadsHref: string;
  insightsHref: string;
  membershipHref: string;
  /** `?memberId=7` while an administrator looks at another member's center, else empty: every link keeps it. */
  memberQuery: string;
};

/** The member center's addresses; with a member id, an administrator's view of that member. */
export function memberCenterLinks(adminViewOf: number | null): MemberCenterLinks {
  const memberQuery = adminViewOf === null ? "" : `?memberId=${adminViewOf}`;
  return {
    dashboardHref: `/dashboard${memberQuery}`,
    leadsHref: `/dashboard/leads${memberQuery}`,
    insightsHref: `/dashboard/insights${memberQuery}`,
    membershipHref: `/dashboard/membership${memberQuery}`,
    memberQuery,
  };
}

/** One lead's page in the member center. */
export function leadHref(requestId: number, links: Pick<MemberCenterLinks, "memberQuery">): string {
  return `/dashboard/leads/${requestId}${links.memberQuery}`;
}

/** The value under `key` of a response body; rejects like a failed call when the body has another shape. */
export function bodyField<Value>(body: unknown, key: string): Value {
  if (typeof body === "object" && body !== null && key in body) return (body as Record<string, unknown>)[key] as Value;
  throw { error: { code: "BAD_RESPONSE", message: "The server sent an answer we could not read. Please try again." } };
}

/** A whole response body that carries `key` (a lead carries `request`); rejects like `bodyField` when it does not. */
export function bodyWith<Value>(body: unknown, key: string): Value {
  bodyField<unknown>(body, key);
  return body as Value;
}

/* ---------- Failures ---------- */

export const DASHBOARD_MESSAGES = {
  network: "We couldn't reach Marquee. Check your connection and try again.",
  saveFailed: "We couldn't save your changes. Please try again.",
  sessionEnded: "Your session has ended. Log in again, then save once more: what you typed is still here.",
  loadFailed: "We couldn't load this page.",
  forbidden: "This dashboard belongs to another account.",
  notFound: "We couldn't find this vendor's profile.",
  checkFields: "Please check the fields marked below.",
} as const;

/** A failed call as the page shows it: the server's code, its message and its per-field messages. */
export type Failure = { code: string | undefined; message: string; fields: Record<string, string> };

/**
 * Reads a rejected call (its body is the server's `{ error: { code, message, fields? } }`); a network
 * failure (a thrown `Error`, not a body) reads as the connection message.
 */
export function readFailure(error: unknown, fallback: string = DASHBOARD_MESSAGES.saveFailed): Failure {
  if (error instanceof Error) return { code: undefined, message: DASHBOARD_MESSAGES.network, fields: {} };
  const code = errorCode(error);
  if (code === "UNAUTHENTICATED") return { code, message: DASHBOARD_MESSAGES.sessionEnded, fields: {} };
  return { code, message: errorMessage(error) ?? fallback, fields: fieldErrors(error) };
}

/**
 * The server's field messages placed on the form's own fields (`payRangeLowCents` is the "low" box);
 * messages for fields the form does not show are kept apart, to be listed in the summary.
 */
export function placeFieldErrors<Field extends string>(
  fields: Record<string, string>,
  formFields: readonly Field[],
  aliases: Partial<Record<string, Field>> = {},
): { errors: Partial<Record<Field, string>>; others: string[] } {
  const errors: Partial<Record<Field, string>> = {};
  const others: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const field = aliases[key] ?? (formFields as readonly string[]).find((name) => name === key);
    if (field !== undefined && errors[field as Field] === undefined) errors[field as Field] = message;
    else others.push(message);
  }
  return { errors, others };
}

/* ---------- Dates ---------- */

/** "Sat, Jun 6, 2026"; the text as it came when it is not a date. */
export function formatDay(isoDate: string): string {
  const date = parseISO(isoDate);
  return isValid(date) ? format(date, "EEE, MMM d, yyyy") : isoDate;
}

/** yyyy-MM-dd in local time: the value format of <input type="date">. */
export function todayIso(now: Date = new Date()): string {
  return formatISO(now, { representation: "date" });
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value));
}

export function sortByDate<Item extends { date: string; id: number }>(items: readonly Item[]): Item[] {
  return [...items].sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
}

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

/** "$29 / month", or "Free". */
export function planPriceText(priceCentsPerMonth: number): string {
  if (priceCentsPerMonth === 0) return "Free";
  const dollars = priceCentsPerMonth / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)} / month`;
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

/**
 * The member after an update: what the server sent over what the page had. The update answer loads
 * fewer relations than the first call (no city, no categories), so a missing key keeps the old value.
 */
export function mergeMember(current: DashboardMember, update: Partial<DashboardMember>): DashboardMember {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(update)) if (value !== undefined) merged[key] = value;
  return merged as DashboardMember;
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

/* ---------- Membership ---------- */

export function membershipConfirmation(level: MembershipLevel): string {
  return `You're now a ${level} member.`;
}
