/**
 * The vendor's leads (requests for quotes matched to them): how a lead reads in the list and on its
 * page, and the quote, decline and reply forms' values and checks. No DOM and no fetch here, so every
 * rule is unit-tested in Node. Amounts are shown as the server sent them; the "due later" figure of the
 * quote form is only an echo of what is typed (the server computes the real one).
 */
import { addDaysToIsoDay } from "#lib/dates.ts";
import { type CancellationPolicyKey, MARKETPLACE_MESSAGES } from "#features/marketplace/marketplace.rules.ts";
import type { LeadDto, LeadStatus, LeadSummaryDto, QuoteFormInput } from "#features/marketplace/marketplace.schema.ts";
import type { FieldErrors } from "../forms/form-errors.ts";
import type { MessageField } from "../marketplace/marketplace-forms.ts";
import { formatEventDate, LEAD_STATUS_LABELS } from "../marketplace/marketplace.logic.ts";
import { isIsoDate } from "./dashboard.logic.ts";
import { formatCents, parseDollarsToCents } from "#lib/money.ts";

/* ---------- The leads pages' forms ---------- */

/** The hidden `intent` of each vendor-only form of the leads pages; the shared ones are in marketplace-forms.ts. */
export const LEAD_INTENTS = {
  quote: "quote",
  decline: "decline",
  withdrawQuote: "withdraw-quote",
  stillFree: "still-free",
  reply: "reply",
  renewCalendarFeed: "renew-calendar-feed",
} as const;

/**
 * The query parameters that open a part of a lead's page (`?decline={requestId}`, `?withdraw={quoteId}`), so
 * each step works without scripts; a link back without them closes it.
 */
export const LEAD_PANEL_PARAMS = { decline: "decline", withdraw: "withdraw" } as const;

/* ---------- How a lead reads ---------- */

/** A lead's name, in the list and as its page's title: "Birthday party, Saturday, March 13, 2027". */
export function leadTitle(lead: { eventType: string; eventDate: string }): string {
  const date = formatEventDate(lead.eventDate);
  return date ? `${lead.eventType}, ${date}` : lead.eventType;
}

/** Quotes sent by every vendor, this one included: "No quotes so far", "1 quote so far", "3 quotes so far". */
export function quotesSoFarText(count: number): string {
  if (count === 0) return "No quotes so far";
  return count === 1 ? "1 quote so far" : `${count} quotes so far`;
}

/** The competition, told to every vendor alike: "2 other vendors have quoted". */
export function otherQuotesText(count: number): string {
  if (count === 0) return "No other vendors have quoted yet";
  return count === 1 ? "1 other vendor has quoted" : `${count} other vendors have quoted`;
}

export function guestsText(count: number): string {
  return count === 1 ? "1 guest" : `${count.toLocaleString("en-US")} guests`;
}

export function budgetText(cents: number | null): string {
  return cents === null ? "Not given" : formatCents(cents);
}

/** A review's stars in words: "4 out of 5 stars". */
export function ratingText(rating: number): string {
  return `${rating} out of 5 stars`;
}

/** The list's status filter: every status present, in the order of the labels, with how many leads have it. */
export function statusCounts(
  leads: readonly Pick<LeadSummaryDto, "status">[],
): { status: LeadStatus; count: number }[] {
  return (Object.keys(LEAD_STATUS_LABELS) as LeadStatus[])
    .map((status) => ({ status, count: leads.filter((lead) => lead.status === status).length }))
    .filter((entry) => entry.count > 0);
}

/** The leads the filter shows: all of them, or those with one status. */
export function filterLeads<Lead extends Pick<LeadSummaryDto, "status">>(
  leads: readonly Lead[],
  status: LeadStatus | "all",
): Lead[] {
  return status === "all" ? [...leads] : leads.filter((lead) => lead.status === status);
}

/* ---------- The quote form ---------- */

export const QUOTE_FIELDS = ["total", "deposit", "included", "cancellationPolicy", "expiresOn"] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];
export type QuoteValues = Record<QuoteField, string>;

/** A quote is valid for two weeks unless the vendor says otherwise. */
export const QUOTE_VALID_DAYS = 14;

type ExpiryRange = Pick<LeadDto, "earliestExpiresOn" | "latestExpiresOn">;

/** Two weeks from today, kept within the dates the server allows (no later than the event). */
export function defaultExpiresOn(today: string, range: ExpiryRange): string {
  const inTwoWeeks = addDaysToIsoDay(today, QUOTE_VALID_DAYS) ?? range.earliestExpiresOn;
  const capped = inTwoWeeks > range.latestExpiresOn ? range.latestExpiresOn : inTwoWeeks;
  return capped < range.earliestExpiresOn ? range.earliestExpiresOn : capped;
}

export function emptyQuoteValues(today: string, range: ExpiryRange): QuoteValues {
  return { total: "", deposit: "", included: "", cancellationPolicy: "", expiresOn: defaultExpiresOn(today, range) };
}

/**
 * The quote form's messages: the schema's (passed in by the page, which may import zod), a deposit
 * above the total while other fields are still wrong, and the lead's own range of expiry dates, which
 * the schema cannot know.
 */
export function quoteProblems(
  values: QuoteValues,
  range: ExpiryRange,
  validate: (body: QuoteFormInput) => FieldErrors<QuoteField>,
): FieldErrors<QuoteField> {
  const errors = validate(quoteBody(values));
  // The schema compares the deposit with the total only once every field passes: say it at once.
  const total = parseDollarsToCents(values.total);
  const deposit = parseDollarsToCents(values.deposit);
  if (!errors.deposit && total !== null && deposit !== null && deposit > total)
    errors.deposit = MARKETPLACE_MESSAGES.deposit;
  const expiresOn = values.expiresOn;
  if (
    !errors.expiresOn &&
    (!isIsoDate(expiresOn) || expiresOn < range.earliestExpiresOn || expiresOn > range.latestExpiresOn)
  )
    errors.expiresOn = MARKETPLACE_MESSAGES.expiresOn;
  return errors;
}

/** What the planner pays after the deposit, as typed ("$1,000"); null until both amounts read as money. */
export function dueLaterText(values: Pick<QuoteValues, "total" | "deposit">): string | null {
  const total = parseDollarsToCents(values.total);
  const deposit = values.deposit.trim() === "" ? 0 : parseDollarsToCents(values.deposit);
  if (total === null || deposit === null || deposit > total) return null;
  return formatCents(total - deposit);
}

/** POST .../quote: the amounts as typed (the server turns them into cents), an empty deposit as none. */
export function quoteBody(values: QuoteValues): QuoteFormInput {
  return {
    total: values.total.trim(),
    deposit: values.deposit.trim() === "" ? "0" : values.deposit.trim(),
    included: values.included.trim(),
    cancellationPolicy: values.cancellationPolicy as CancellationPolicyKey,
    expiresOn: values.expiresOn,
  };
}

/* ---------- Declining a lead, replying to a review ---------- */

export const DECLINE_FIELDS = ["reason", "note"] as const;
export type DeclineField = (typeof DECLINE_FIELDS)[number];
export const DECLINE_NOTE_MAX = 500;

export const REPLY_FIELDS = ["reply"] as const;
export type ReplyField = (typeof REPLY_FIELDS)[number];

/** The checks of a lead's forms, built by the page on the server's schemas (components never import zod). */
export type LeadChecks = {
  quote: (body: QuoteFormInput) => FieldErrors<QuoteField>;
  decline: (form: FormData) => FieldErrors<DeclineField>;
  reply: (form: FormData) => FieldErrors<ReplyField>;
  message: (form: FormData) => FieldErrors<MessageField>;
};
