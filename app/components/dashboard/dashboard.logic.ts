/**
 * The member center's shared pure parts: the shapes the API sends, the addresses it is called at,
 * failures, and how dates and plans read (the dashboard's forms are in dashboard-forms.logic.ts). No
 * DOM and no fetch here, so every rule is unit-tested in Node.
 */
import { calendarDate, formatDate, isoDay, readIsoDate } from "#lib/dates.ts";
import type { CALENDAR_ENTRY_STATUSES, MembershipLevel } from "#features/accounts/accounts.rules.ts";
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
  const date = readIsoDate(isoDate);
  return date ? formatDate(date, "weekdayDate") : isoDate;
}

/** yyyy-MM-dd in local time: the value format of <input type="date">. */
export function todayIso(now: Date = new Date()): string {
  return isoDay(now);
}

export function isIsoDate(value: string): boolean {
  return calendarDate(value) !== undefined;
}

export function sortByDate<Item extends { date: string; id: number }>(items: readonly Item[]): Item[] {
  return [...items].sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
}

/* ---------- Prices and the member after an update ---------- */

/** "$29 / month", or "Free". */
export function planPriceText(priceCentsPerMonth: number): string {
  if (priceCentsPerMonth === 0) return "Free";
  const dollars = priceCentsPerMonth / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)} / month`;
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
