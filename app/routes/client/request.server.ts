import { data, redirect } from "react-router";
import {
  declineQuoteSchema,
  payBalanceSchema,
  rebookSchema,
  reviewFormSchema,
} from "#features/marketplace/marketplace.schema.ts";
import type { Services } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import {
  REQUEST_INTENTS,
  REQUEST_NOTICES,
  REQUEST_PANEL_PARAMS,
  REVIEW_FIELDS,
} from "#app/components/client-center/client-center.logic.ts";
import { issuesByField, textValue, textValues } from "#app/components/forms/form-errors.ts";
import { MARKETPLACE_INTENTS, threadAnchor, withNotice } from "#app/components/marketplace/marketplace-forms.ts";
import { refusal } from "../account/account-forms.ts";
import { FORM_OUT_OF_DATE, handleMarketplaceIntent } from "../marketplace-intents.server.ts";
import { actionRefusal, requireClientCenter } from "../session.server.ts";

/**
 * Carries out one step the planner took on the page: on success a redirect back to the page with its
 * notice and the section it changed (PRG), otherwise the service's refusal beside the form.
 */
async function carryOut<Values>(step: () => Promise<unknown>, values: Values, headers: Headers, to: string) {
  try {
    await step();
  } catch (error) {
    return actionRefusal(error, values, headers);
  }
  return redirect(to, { headers });
}

/**
 * The action of a planner's request page: every form on it posts here with its `intent`. The message
 * and cancellation forms are the ones the vendor's lead page shares (handleMarketplaceIntent).
 */
export async function requestPageAction(request: Request, requestIdParam: string | undefined, services: Services) {
  const session = await requireClientCenter(request, services);
  const { principal, headers } = session;
  const requestId = idSchema.safeParse(requestIdParam).data;
  if (requestId === undefined) throw data(null, { status: 404, statusText: "Not Found" });
  const here = `/client/events/${requestId}`;
  const form = await request.formData();
  const intent = textValue(form, "intent");

  // A message goes back to its conversation, open; a cancellation to the booking.
  const threadWith = idSchema.safeParse(textValue(form, "memberId")).data;
  const sharedRedirect =
    intent === MARKETPLACE_INTENTS.message && threadWith !== undefined
      ? `${here}?${REQUEST_PANEL_PARAMS.thread}=${threadWith}#${threadAnchor(threadWith)}`
      : `${here}#request-booking`;
  const shared = await handleMarketplaceIntent(intent, form, session, services, sharedRedirect);
  if (shared) return shared;

  switch (intent) {
    case REQUEST_INTENTS.book: {
      const values = { intent, quoteId: textValue(form, "quoteId") };
      const quoteId = idSchema.safeParse(values.quoteId);
      if (!quoteId.success) return refusal(400, values, {}, FORM_OUT_OF_DATE, undefined, headers);
      const to = withNotice(`${here}#request-booking`, REQUEST_NOTICES.booked);
      return carryOut(() => services.marketplace.acceptQuote(principal, quoteId.data), values, headers, to);
    }
    case REQUEST_INTENTS.rebook: {
      const values = { intent, ...textValues(form, ["quoteId", "expectedTotalCents"]) };
      const parsed = rebookSchema.safeParse(values);
      if (!parsed.success) return refusal(400, values, {}, FORM_OUT_OF_DATE, undefined, headers);
      const { quoteId, expectedTotalCents } = parsed.data;
      const to = withNotice(`${here}#request-booking`, REQUEST_NOTICES.booked);
      const rebook = () => services.marketplace.rebook(principal, requestId, quoteId, expectedTotalCents);
      return carryOut(rebook, values, headers, to);
    }
    case REQUEST_INTENTS.decline: {
      const values = { intent, ...textValues(form, ["quoteId", "reason"]) };
      const quoteId = idSchema.safeParse(values.quoteId);
      const parsed = declineQuoteSchema.safeParse(values);
      if (!quoteId.success || !parsed.success) {
        const errors = parsed.success ? {} : issuesByField(["reason"], parsed.error.issues);
        return refusal(400, values, errors, FORM_OUT_OF_DATE, undefined, headers);
      }
      const to = withNotice(`${here}?quote=${quoteId.data}#request-quotes`, REQUEST_NOTICES.quoteDeclined);
      const decline = () => services.marketplace.declineQuote(principal, quoteId.data, parsed.data.reason);
      return carryOut(decline, values, headers, to);
    }
    case REQUEST_INTENTS.payBalance: {
      const values = { intent, ...textValues(form, ["bookingId", "expectedAmountCents"]) };
      const bookingId = idSchema.safeParse(values.bookingId);
      const parsed = payBalanceSchema.safeParse(values);
      if (!bookingId.success || !parsed.success) return refusal(400, values, {}, FORM_OUT_OF_DATE, undefined, headers);
      const to = withNotice(`${here}#request-booking`, REQUEST_NOTICES.balancePaid);
      const pay = () => services.marketplace.payBalance(principal, bookingId.data, parsed.data.expectedAmountCents);
      return carryOut(pay, values, headers, to);
    }
    case REQUEST_INTENTS.review: {
      const values = { intent, ...textValues(form, ["bookingId", ...REVIEW_FIELDS]) };
      const bookingId = idSchema.safeParse(values.bookingId);
      const parsed = reviewFormSchema.safeParse(values);
      if (!bookingId.success || !parsed.success) {
        const errors = parsed.success ? {} : issuesByField(REVIEW_FIELDS, parsed.error.issues);
        return refusal(400, values, errors, FORM_OUT_OF_DATE, undefined, headers);
      }
      const to = withNotice(`${here}#request-booking`, REQUEST_NOTICES.reviewed);
      return carryOut(() => services.marketplace.review(principal, bookingId.data, parsed.data), values, headers, to);
    }
    case REQUEST_INTENTS.closeRequest:
    case REQUEST_INTENTS.cancelRequest: {
      const how = intent === REQUEST_INTENTS.closeRequest ? "close" : "cancel";
      const notice = how === "close" ? REQUEST_NOTICES.requestClosed : REQUEST_NOTICES.requestCancelled;
      const to = withNotice(`${here}#request-details`, notice);
      return carryOut(() => services.marketplace.endRequest(principal, requestId, how), { intent }, headers, to);
    }
    default:
      throw data(null, { status: 400, statusText: "Bad Request" });
  }
}
