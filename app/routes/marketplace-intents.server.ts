/**
 * The marketplace forms both sides' pages share, handled once for the planner's request page and the
 * vendor's lead page: a message in the conversation, and cancelling the booking. Each page's action
 * hands over the submission when its `intent` is one of these (see marketplace-forms.ts).
 */
import { redirect } from "react-router";
import { cancelBookingSchema, messageFormSchema } from "#features/marketplace/marketplace.schema.ts";
import type { Services } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import { issuesByField, textValues } from "#app/components/forms/form-errors.ts";
import {
  CANCEL_BOOKING_FIELDS,
  MARKETPLACE_INTENTS,
  MARKETPLACE_NOTICES,
  MESSAGE_FIELDS,
  withNotice,
} from "#app/components/marketplace/marketplace-forms.ts";
import { refusal } from "./account/account-forms.ts";
import { actionRefusal, type SignedInSession } from "./session.server.ts";

/** Said when a form's hidden fields were lost or changed: nothing the person typed is at fault. */
export const FORM_OUT_OF_DATE = "This form is out of date. Reload the page and try again.";

/**
 * Carries out a shared marketplace form: a redirect to `redirectTo` with the notice of its success
 * (PRG), or the refusal to show beside the form (its field messages and what was typed). Undefined
 * when `intent` is none of the shared ones, so the page handles it itself.
 */
export async function handleMarketplaceIntent(
  intent: string,
  form: FormData,
  session: SignedInSession,
  services: Services,
  redirectTo: string,
) {
  if (intent === MARKETPLACE_INTENTS.message) return sendMessage(form, session, services, redirectTo);
  if (intent === MARKETPLACE_INTENTS.cancelBooking) return cancelBooking(form, session, services, redirectTo);
  return undefined;
}

async function sendMessage(form: FormData, { principal, headers }: SignedInSession, services: Services, to: string) {
  const values = {
    intent: MARKETPLACE_INTENTS.message,
    ...textValues(form, ["requestId", "memberId", "clientToken", ...MESSAGE_FIELDS]),
  };
  const requestId = idSchema.safeParse(values.requestId);
  const memberId = idSchema.safeParse(values.memberId);
  const parsed = messageFormSchema.safeParse(values);
  if (!parsed.success || !requestId.success || !memberId.success) {
    const errors = parsed.success ? {} : issuesByField(MESSAGE_FIELDS, parsed.error.issues);
    return refusal(400, values, errors, FORM_OUT_OF_DATE, undefined, headers);
  }
  try {
    const { body, clientToken } = parsed.data;
    const sent = await services.marketplace.sendMessage(principal, requestId.data, memberId.data, body, clientToken);
    const notice = sent.contactHidden ? MARKETPLACE_NOTICES.messageContactHidden : MARKETPLACE_NOTICES.messageSent;
    return redirect(withNotice(to, notice), { headers });
  } catch (error) {
    return actionRefusal(error, values, headers);
  }
}

async function cancelBooking(form: FormData, { principal, headers }: SignedInSession, services: Services, to: string) {
  const values = {
    intent: MARKETPLACE_INTENTS.cancelBooking,
    ...textValues(form, ["bookingId", "expectedRefundCents", ...CANCEL_BOOKING_FIELDS]),
  };
  const bookingId = idSchema.safeParse(values.bookingId);
  const parsed = cancelBookingSchema.safeParse(values);
  if (!parsed.success || !bookingId.success) {
    const errors = parsed.success ? {} : issuesByField(CANCEL_BOOKING_FIELDS, parsed.error.issues);
    return refusal(400, values, errors, FORM_OUT_OF_DATE, undefined, headers);
  }
  try {
    const { expectedRefundCents, reason } = parsed.data;
    await services.marketplace.cancelBooking(principal, bookingId.data, expectedRefundCents, reason);
    return redirect(withNotice(to, MARKETPLACE_NOTICES.bookingCancelled), { headers });
  } catch (error) {
    return actionRefusal(error, values, headers);
  }
}
