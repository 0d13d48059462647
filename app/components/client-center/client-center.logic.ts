/**
 * The client center (a planner's account pages): the names of its forms and their fields, what a
 * successful form says after its redirect, and the small formatting rules of the pages. The shapes
 * they show are the server's (its schemas' types, through the loaders). No React here, so it is easy
 * to test.
 */
import { formatCents } from "#lib/money.ts";
import type { PlannerRequestDto } from "#features/marketplace/marketplace.schema.ts";
import { MARKETPLACE_NOTICES } from "../marketplace/marketplace-forms.ts";
import { withFullStop } from "../marketplace/marketplace.logic.ts";

/** The forms of the account page: the log-in email form is the account pages' own and carries no intent. */
export const ACCOUNT_INTENTS = { profile: "profile", password: "password" } as const;

/** The details a planner changes here; the email changes through its own form, with the password. */
export const PROFILE_FIELDS = ["firstName", "lastName", "phoneNumber"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const PASSWORD_FIELDS = ["currentPassword", "newPassword"] as const;

export const ACCOUNT_NOTICES = { profileSaved: "profile-saved", passwordChanged: "password-changed" } as const;
export const PROFILE_SAVED_NOTE = "Your details have been saved.";
export const PASSWORD_CHANGED_NOTE = "Your password has been changed. You are still logged in.";

/** The saved vendors page's one form, and what it says once a vendor is removed. */
export const FAVORITE_INTENTS = { save: "save-favorite", remove: "remove-favorite" } as const;
export const FAVORITE_NOTICES = { removed: "favorite-removed" } as const;

/** The planner's own forms on a request's page (the message and cancellation forms are shared, see marketplace-forms.ts). */
export const REQUEST_INTENTS = {
  book: "book",
  rebook: "rebook",
  decline: "decline",
  payBalance: "pay-balance",
  review: "review",
  closeRequest: "close-request",
  cancelRequest: "cancel-request",
} as const;

export const REVIEW_FIELDS = ["rating", "title", "body"] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

/** The query parameters that open a part of the request page: a confirmation, or a conversation. */
export const REQUEST_PANEL_PARAMS = { book: "book", decline: "decline", end: "end", thread: "thread" } as const;

/** How a planner ends a request: closed (they found someone elsewhere) or cancelled (the event is off). */
export const REQUEST_ENDINGS = ["close", "cancel"] as const;
export type RequestEnding = (typeof REQUEST_ENDINGS)[number];

export const REQUEST_NOTICES = {
  booked: "booked",
  quoteDeclined: "quote-declined",
  balancePaid: "balance-paid",
  reviewed: "reviewed",
  requestClosed: "request-closed",
  requestCancelled: "request-cancelled",
} as const;

/** The sections of the request page, each named by its h2 (`{id}-title`). */
export type RequestSectionId = "request-details" | "request-booking" | "request-quotes";

export const ENDING_DONE_NOTES: Record<RequestEnding, string> = {
  close: "Your request was closed. Vendors were told you found someone elsewhere.",
  cancel: "Your request was cancelled. Vendors were told.",
};

function refundNote(refundedCents: number): string {
  return refundedCents > 0
    ? `${formatCents(refundedCents)} was refunded (test mode: nothing real moved).`
    : "Nothing was refunded.";
}

/**
 * What the request page says after one of its forms succeeded (the redirect's `?notice=`), from the
 * request as it is now, and the section it belongs to; undefined for no notice or one it can't tell.
 */
export function requestNotice(
  notice: string | null,
  data: PlannerRequestDto,
  quoteId: number | null,
): { section: RequestSectionId; text: string } | undefined {
  const booking = data.booking;
  const vendor = booking?.vendor.name ?? "";
  switch (notice) {
    case REQUEST_NOTICES.booked: {
      if (!booking) return undefined;
      const booked = withFullStop(`You booked ${vendor}`);
      const deposit = booking.payments.find((payment) => payment.kind === "deposit");
      const text = deposit
        ? `${booked} Your ${formatCents(deposit.amountCents)} deposit was paid (test mode: no card was charged).`
        : `${booked} Nothing was paid online: you pay ${vendor} directly.`;
      return { section: "request-booking", text };
    }
    case REQUEST_NOTICES.balancePaid: {
      const balance = booking?.payments.find((payment) => payment.kind === "balance");
      if (!balance) return undefined;
      return {
        section: "request-booking",
        text: `You paid the balance of ${formatCents(balance.amountCents)} (test mode).`,
      };
    }
    case MARKETPLACE_NOTICES.bookingCancelled:
      if (!booking) return undefined;
      return {
        section: "request-booking",
        text: `Your booking with ${vendor} was cancelled. ${refundNote(booking.refundedCents)}`,
      };
    case REQUEST_NOTICES.reviewed:
      return booking ? { section: "request-booking", text: `Your review of ${vendor} was posted.` } : undefined;
    case REQUEST_NOTICES.quoteDeclined: {
      const quote = data.quotes.find((entry) => entry.id === quoteId);
      const text = quote ? withFullStop(`You declined the quote from ${quote.vendor.name}`) : "You declined the quote.";
      return { section: "request-quotes", text };
    }
    case REQUEST_NOTICES.requestClosed:
      return { section: "request-details", text: ENDING_DONE_NOTES.close };
    case REQUEST_NOTICES.requestCancelled:
      return { section: "request-details", text: ENDING_DONE_NOTES.cancel };
    default:
      return undefined;
  }
}

export function quoteCountLabel(count: number): string {
  if (count === 0) return "No quotes yet";
  return count === 1 ? "1 quote" : `${count} quotes`;
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
