/**
 * The marketplace forms both sides' pages share (the planner's request page, the vendor's lead page):
 * their intents and fields, the notice a successful one leaves in the page address after the redirect,
 * and how a form finds the action's answer meant for it. Pure, safe for the browser.
 */
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { FormFeedback } from "../account/use-account-form.ts";
import { NOTICE_PARAM } from "../forms/page-forms.ts";

/** The hidden `intent` of each shared form; the page's action hands these to `handleMarketplaceIntent`. */
export const MARKETPLACE_INTENTS = { message: "message", cancelBooking: "cancel-booking" } as const;
export type MarketplaceIntent = (typeof MARKETPLACE_INTENTS)[keyof typeof MARKETPLACE_INTENTS];

export function isMarketplaceIntent(intent: string): intent is MarketplaceIntent {
  return Object.values<string>(MARKETPLACE_INTENTS).includes(intent);
}

/** What the person types in the message form (it also carries `requestId`, `memberId` and `clientToken`). */
export const MESSAGE_FIELDS = ["body"] as const;
export type MessageField = (typeof MESSAGE_FIELDS)[number];

/** What the person types in the cancellation form (it also carries `bookingId` and `expectedRefundCents`). */
export const CANCEL_BOOKING_FIELDS = ["reason"] as const;

/** The shared forms' values of the notice a success leaves in the page address (PRG). */
export const MARKETPLACE_NOTICES = {
  messageSent: "message-sent",
  messageContactHidden: "message-contact-hidden",
  bookingCancelled: "booking-cancelled",
} as const;

/**
 * The query parameter that opens the cancellation panel of a booking (`?cancel=12`): the page's loader
 * reads the refund cancelling now would give (the service's preview), and the panel shows it.
 */
export const CANCEL_PANEL_PARAM = "cancel";

/** The id of a conversation's section, for a redirect's `#fragment` back to it. */
export function threadAnchor(memberId: number): string {
  return `message-thread-${memberId}`;
}

/** The id of a booking's cancellation, for links that open or close its panel. */
export function cancelAnchor(bookingId: number): string {
  return `cancel-booking-${bookingId}`;
}

/** The page address with a notice in its query (before any `#fragment`). */
export function withNotice(path: string, notice: string): string {
  const url = new URL(path, "http://page.invalid");
  url.searchParams.set(NOTICE_PARAM, notice);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A refused form's answer, as the page's action returns it: what to say (by field or about the form)
 * and what was sent, `intent` first, so each form on a page knows whether the answer is its own.
 */
export type FormAnswer = {
  feedback: FormFeedback<string>;
  values: { intent: string } & Partial<Record<string, string>>;
};

/**
 * The answer meant for one form of the page: its intent, and for a form repeated on the page (one per
 * quote, per vendor, per booking) the hidden field that tells them apart.
 */
export function answerFor(
  answer: FormAnswer | undefined,
  intent: string,
  key?: { name: string; value: number },
): FormAnswer | undefined {
  if (answer?.values.intent !== intent) return undefined;
  if (key && answer.values[key.name] !== String(key.value)) return undefined;
  return answer;
}

/**
 * A page with these forms reads its data again after every submission, refused ones included (React
 * Router skips that after a 4xx by default): a refused cancellation then shows the new refund, a
 * refused booking what became of the quote. Export it as the route's `shouldRevalidate`.
 */
export function revalidateAfterPost({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod?.toUpperCase() === "POST" || defaultShouldRevalidate;
}
