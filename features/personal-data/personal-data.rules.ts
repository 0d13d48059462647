import {
  BOOKING_MACHINE,
  type BookingState,
  QUOTE_MACHINE,
  REQUEST_MACHINE,
} from "#features/marketplace/marketplace.rules.ts";

/** What a deleted person's name becomes wherever others still see their records (reviews, bookings, threads). */
export const FORMER_MEMBER_NAME = "Former member";

/** What a deleted person's messages read in the other side's copy of the conversation (decision 036). */
export const DELETED_MESSAGE_BODY = "[deleted]";

/**
 * The password hash of a deleted account: not an argon2id hash, so no password verifies against it
 * and log-in refuses it as it refuses the seeded vendors' `!no-login`.
 */
export const DELETED_PASSWORD_MARKER = "!deleted";

/** A unique address that routes nowhere (`.invalid` is reserved, RFC 2606), freeing the real one to sign up again. */
export function deletedEmailOf(accountId: number): string {
  return `deleted-${accountId}@deleted.invalid`;
}

/**
 * The rule that keeps an account: a booking either side may still cancel (a `confirmed` one, until the
 * day after its event completes it) must be cancelled first, so nobody is left with a booking whose
 * other side vanished.
 */
export function bookingBlocksDeletion(status: BookingState): boolean {
  return Object.keys(BOOKING_MACHINE.allowed[status]).length > 0;
}

/** The request states a planner may close: their open requests close when they leave. */
export const CLOSABLE_REQUEST_STATES = REQUEST_MACHINE.states.filter(
  (state) => "close" in REQUEST_MACHINE.allowed[state],
);

/** The quote states a vendor may withdraw from: their open quotes are withdrawn when they leave. */
export const WITHDRAWABLE_QUOTE_STATES = QUOTE_MACHINE.states.filter(
  (state) => "withdraw" in QUOTE_MACHINE.allowed[state],
);

/** The quote states the system closes when their request ends. */
export const CLOSABLE_QUOTE_STATES = QUOTE_MACHINE.states.filter((state) => "close" in QUOTE_MACHINE.allowed[state]);

export const PERSONAL_DATA_MESSAGES = {
  upcomingBooking:
    "You have a booking that is still to happen. Cancel it first (or wait until the day after the event), then delete your account.",
  lastAdministrator: "You are the only administrator. Make another administrator before deleting this account.",
  confirmation: "Type DELETE to confirm.",
  passwordRequired: "Enter your current password.",
  wrongPassword: "Your current password is not right.",
  requestClosed: "The planner closed this request.",
  quoteWithdrawn: "The vendor withdrew this quote.",
} as const;

/** The day in a download's file name: `marquee-data-2026-11-27.json`. */
export function exportFileName(at: Date): string {
  return `marquee-data-${at.toISOString().slice(0, 10)}.json`;
}
