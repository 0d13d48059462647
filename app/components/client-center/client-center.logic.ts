/**
 * The client center (a planner's account pages): the shapes the API answers with, read defensively
 * from `unknown`, and the small formatting rules of the pages. No React here, so it is easy to test.
 */
import { calendarDate, formatDate } from "#lib/dates.ts";

import type { FieldErrors } from "../forms/form-errors.ts";

export type { FieldErrors };
/** Keeps the messages meant for the given fields, in the form's order. */
export { pickFieldErrors } from "../forms/form-errors.ts";

/** `GET /api/v1/client/{clientId}` -> `{ client }`. */
export type ClientDto = {
  id: number;
  firstName: string;
  lastName: string | null;
  email: string;
  phoneNumber: string | null;
};

/** One entry of `GET /api/v1/client/{clientId}/requests` -> `{ requests }`. */
export type ClientRequestDto = {
  id: number;
  eventType: string;
  eventDate: string | null;
  cityName: string | null;
  status: string;
  serviceTypes: string[];
  quoteCount: number;
  createdAt: string | null;
};

export const PROFILE_FIELDS = ["firstName", "lastName", "email", "phoneNumber"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

export const PASSWORD_FIELDS = ["currentPassword", "newPassword"] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export type PasswordValues = Record<PasswordField, string>;

export const REVIEW_FIELDS = ["rating", "title", "body"] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
export type ReviewValues = Record<ReviewField, string>;

/** A form's check in the browser: the page passes one built on the same schema the server uses. */
export type Validate<F extends string> = (values: Record<F, string>) => FieldErrors<F>;

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function text(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

function whole(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

/** The client of a `{ client }` answer, or undefined when the answer has another shape. */
export function readClient(body: unknown): ClientDto | undefined {
  const client = record(record(body)?.client);
  const id = whole(client?.id);
  if (!client || id === null) return undefined;
  return {
    id,
    firstName: text(client.firstName) ?? "",
    lastName: text(client.lastName),
    email: text(client.email) ?? "",
    phoneNumber: text(client.phoneNumber),
  };
}

/** The requests of a `{ requests }` answer (entries without an id are skipped), or undefined. */
export function readRequests(body: unknown): ClientRequestDto[] | undefined {
  const list = record(body)?.requests;
  if (!Array.isArray(list)) return undefined;
  const requests: ClientRequestDto[] = [];
  for (const entry of list) {
    const item = record(entry);
    const id = whole(item?.id);
    if (!item || id === null) continue;
    requests.push({
      id,
      eventType: text(item.eventType) ?? "",
      eventDate: text(item.eventDate),
      cityName: text(item.cityName),
      status: text(item.status) ?? "",
      serviceTypes: Array.isArray(item.serviceTypes)
        ? item.serviceTypes.filter((name): name is string => typeof name === "string" && name !== "")
        : [],
      quoteCount: Math.max(0, whole(item.quoteCount) ?? 0),
      createdAt: text(item.createdAt),
    });
  }
  return requests;
}

/** The form's values for a client: absent last name and phone become empty fields. */
export function profileValues(client: ClientDto): ProfileValues {
  return {
    firstName: client.firstName,
    lastName: client.lastName ?? "",
    email: client.email,
    phoneNumber: client.phoneNumber ?? "",
  };
}

/** The fields with a message, in the form's order (for the error summary and the first focus). */
export function fieldsWithErrors<F extends string>(errors: FieldErrors<F>, names: readonly F[]): F[] {
  return names.filter((name) => Boolean(errors[name]));
}

/**
 * An event date as people read it: "Saturday, June 13, 2026". Only the calendar date counts (the day
 * of the event where it happens), so a time or zone after it is ignored. Undefined if unreadable.
 */
export function formatEventDate(value: string | null): string | undefined {
  const day = isoDatePart(value);
  const date = day ? calendarDate(day) : undefined;
  return date ? formatDate(date, "longDate") : undefined;
}

/** The calendar date part of a date or timestamp, for a `<time dateTime>`. */
export function isoDatePart(value: string | null): string | undefined {
  return value ? /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] : undefined;
}

export function quoteCountLabel(count: number): string {
  if (count === 0) return "No quotes yet";
  return count === 1 ? "1 quote" : `${count} quotes`;
}

/** A status as a CSS-friendly token (`data-status`), so colours can follow it: "Booked" -> "booked". */
export function statusToken(status: string): string {
  return (
    status
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "unknown"
  );
}

/** A count from a query string (`?sent=3`), or null when it is absent or not a count. */
export function countParam(value: string | null): number | null {
  return value !== null && /^\d{1,4}$/.test(value) ? Number(value) : null;
}

/** What the planner reads about their own review while it is not shown on the profile (decision 022). */
export const REVIEW_STATE_NOTES = {
  held: "Thanks for your review. We check some reviews before they appear on a vendor's profile; yours will appear once it has been checked.",
  removed: "This review was removed because it doesn't follow Marquee's review guidelines.",
} as const;
