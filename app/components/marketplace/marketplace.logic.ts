/**
 * The marketplace's words and formats, shared by the client center (a planner's requests) and the
 * member center (a vendor's leads): status labels, dates and times, durations, ratings. No React here,
 * so it is easy to test. Amounts are formatted with `formatCents` from the rules; nothing is computed.
 */
import { calendarDate, formatDate, formatTimeOfDay, readIsoDate } from "#lib/dates.ts";
import type { BookingDto, LeadStatus, PlannerRequestDto, QuoteDto } from "#features/marketplace/marketplace.schema.ts";

type RequestStatus = PlannerRequestDto["request"]["status"];
type VendorAnswer = PlannerRequestDto["vendors"][number]["answer"];
type PaymentKind = BookingDto["payments"][number]["kind"];

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  open: "Open",
  booked: "Booked",
  closed: "Closed",
  cancelled: "Cancelled",
};

/** A quote's own story: an accepted quote stays accepted even if its booking is later cancelled. */
export const QUOTE_STATUS_LABELS: Record<QuoteDto["status"], string> = {
  pending: "Open",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  closed: "Closed",
  withdrawn: "Withdrawn",
};

export const BOOKING_STATUS_LABELS: Record<BookingDto["status"], string> = {
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  quoted: "Quoted",
  declined: "Declined",
  booked: "Booked",
  lost: "Booked elsewhere",
  "quote-declined": "Quote declined",
  closed: "Closed",
  cancelled: "Cancelled",
  expired: "Expired",
};

export const VENDOR_ANSWER_LABELS: Record<VendorAnswer, string> = {
  waiting: "Waiting for an answer",
  quoted: "Quoted",
  declined: "Declined",
};

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  deposit: "Deposit",
  balance: "Balance",
  refund: "Refund",
};

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

/** A day as in lists and tables: "Jun 13, 2026", from a date or a timestamp; undefined if unreadable. */
export function formatShortDate(value: string | null): string | undefined {
  const date = readDate(value);
  return date ? formatDate(date, "shortDate") : undefined;
}

/** A moment, in the reader's own time zone: "Jun 13, 2026, 7:05 PM". */
export function formatDateTime(value: string | null): string | undefined {
  if (!value) return undefined;
  const date = readIsoDate(value);
  return date ? formatDate(date, "dateTime") : undefined;
}

/** A start time of day, "19:30" -> "7:30 PM"; the text itself when it is not a time. */
export function formatStartTime(value: string): string {
  return formatTimeOfDay(value.slice(0, 5)) ?? value;
}

/** How long the vendor is needed: "4 hours", "1 hour 30 minutes", "30 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours > 0) parts.push(hours === 1 ? "1 hour" : `${hours} hours`);
  if (rest > 0 || hours === 0) parts.push(rest === 1 ? "1 minute" : `${rest} minutes`);
  return parts.join(" ");
}

/** "4.8 (23 reviews)", or "No reviews yet". */
export function formatRating(average: number, count: number): string {
  if (count === 0) return "No reviews yet";
  return `${average.toFixed(1)} (${count === 1 ? "1 review" : `${count} reviews`})`;
}

/** A sentence ending in a name that may end with its own full stop ("Neon Nights DJ Co."): one stop only. */
export function withFullStop(sentence: string): string {
  return sentence.endsWith(".") ? sentence : `${sentence}.`;
}

/** The accessible name of a rating choice: "1 star", "4 stars". */
export function starLabel(rating: number): string {
  return rating === 1 ? "1 star" : `${rating} stars`;
}

/** "1 vendor", "3 vendors". */
export function vendorCount(count: number): string {
  return count === 1 ? "1 vendor" : `${count} vendors`;
}

/** What the request page says after the request form sent it (`?sent=N`). */
export function sentNotes(sent: number | null): string[] {
  if (sent === null) return [];
  return [`Your request was sent to ${vendorCount(sent)}. We'll email you as quotes arrive.`];
}

/** The ids of the open quotes with the lowest total (all of them on a tie); none when fewer than two compare. */
export function cheapestQuoteIds(quotes: readonly Pick<QuoteDto, "id" | "status" | "totalCents">[]): number[] {
  const open = quotes.filter((quote) => quote.status === "pending");
  if (open.length < 2) return [];
  const lowest = Math.min(...open.map((quote) => quote.totalCents));
  return open.filter((quote) => quote.totalCents === lowest).map((quote) => quote.id);
}

/** A thread's messages oldest first (the order people read a conversation in). */
export function oldestFirst<Message extends { id: number; createdAt: string }>(
  messages: readonly Message[],
): Message[] {
  return [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

/** A calendar date ("2026-06-13") as that day; a timestamp as the reader's day of that moment. */
function readDate(value: string | null): Date | undefined {
  if (!value) return undefined;
  return readIsoDate(value);
}
