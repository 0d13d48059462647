/**
 * The action of a lead's page (`/dashboard/leads/:requestId`): the vendor's own forms (quote, decline,
 * withdraw the quote, reply to the review), and the forms both sides share (a message, cancelling the
 * booking), which handleMarketplaceIntent carries out. Each success sends the person back to the page
 * (PRG) with its notice; a refusal shows the page again with what was typed and what is wrong.
 */
import {
  declineLeadSchema,
  quoteFormSchema,
  reviewReplySchema,
  stillFreeAnswerSchema,
} from "#features/marketplace/marketplace.schema.ts";
import type { Services } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import {
  DECLINE_FIELDS,
  LEAD_INTENTS,
  QUOTE_FIELDS,
  quoteBody,
  REPLY_FIELDS,
} from "#app/components/dashboard/leads.logic.ts";
import { issuesByField, textValue, textValues } from "#app/components/forms/form-errors.ts";
import { MARKETPLACE_INTENTS, threadAnchor } from "#app/components/marketplace/marketplace-forms.ts";
import { refusal } from "../account/account-forms.ts";
import { FORM_OUT_OF_DATE, handleMarketplaceIntent } from "../marketplace-intents.server.ts";
import { actionRefusal } from "../session.server.ts";
import { backWithNotice, leadRequestId, memberCenter, pageAddress } from "./member-center.server.ts";

type Session = Awaited<ReturnType<typeof memberCenter>>;

const leadPath = (requestId: number) => `/dashboard/leads/${requestId}`;
type Lead = { request: Request; services: Services; session: Session; requestId: number; form: FormData };

export async function leadAction(request: Request, requestIdParam: string | undefined, services: Services) {
  const session = await memberCenter(request, services);
  const requestId = leadRequestId(requestIdParam);
  const form = await request.formData();
  const intent = textValue(form, "intent", 40);
  const back = pageAddress(
    leadPath(requestId),
    request,
    intent === MARKETPLACE_INTENTS.message ? threadAnchor(session.memberId) : "booking",
  );
  const shared = await handleMarketplaceIntent(intent, form, session, services, back);
  if (shared) return shared;
  const lead: Lead = { request, services, session, requestId, form };
  switch (intent) {
    case LEAD_INTENTS.quote:
      return sendQuote(lead);
    case LEAD_INTENTS.decline:
      return decline(lead);
    case LEAD_INTENTS.withdrawQuote:
      return withdrawQuote(lead);
    case LEAD_INTENTS.stillFree:
      return answerStillFree(lead);
    case LEAD_INTENTS.reply:
      return reply(lead);
    default:
      return refusal(400, { intent }, {}, FORM_OUT_OF_DATE, undefined, session.headers);
  }
}

async function sendQuote({ request, services, session, requestId, form }: Lead) {
  const { memberId, headers } = session;
  const values = { intent: LEAD_INTENTS.quote, ...textValues(form, QUOTE_FIELDS) };
  const parsed = quoteFormSchema.safeParse(quoteBody(values));
  if (!parsed.success) {
    return refusal(400, values, issuesByField(QUOTE_FIELDS, parsed.error.issues), undefined, undefined, headers);
  }
  try {
    await services.marketplace.sendQuote(memberId, requestId, parsed.data);
  } catch (error) {
    return actionRefusal(error, values, headers, QUOTE_FIELDS);
  }
  return backWithNotice(leadPath(requestId), request, headers, "quote-sent");
}

async function decline({ request, services, session, requestId, form }: Lead) {
  const { memberId, headers } = session;
  const values = { intent: LEAD_INTENTS.decline, ...textValues(form, DECLINE_FIELDS) };
  const parsed = declineLeadSchema.safeParse(values);
  if (!parsed.success) {
    return refusal(400, values, issuesByField(DECLINE_FIELDS, parsed.error.issues), undefined, undefined, headers);
  }
  try {
    await services.marketplace.declineLead(memberId, requestId, parsed.data.reason, parsed.data.note);
  } catch (error) {
    return actionRefusal(error, values, headers, DECLINE_FIELDS);
  }
  return backWithNotice(leadPath(requestId), request, headers, "lead-declined");
}

async function withdrawQuote({ request, services, session, requestId, form }: Lead) {
  const { principal, headers } = session;
  const values = { intent: LEAD_INTENTS.withdrawQuote, quoteId: textValue(form, "quoteId", 20) };
  const quoteId = idSchema.safeParse(values.quoteId);
  if (!quoteId.success) return refusal(400, values, {}, FORM_OUT_OF_DATE, undefined, headers);
  try {
    await services.marketplace.withdrawQuote(principal, quoteId.data);
  } catch (error) {
    return actionRefusal(error, values, headers);
  }
  return backWithNotice(leadPath(requestId), request, headers, "quote-withdrawn");
}

/** A runner-up's answer after the booked vendor cancelled: still free on the date, or not (decision 025). */
async function answerStillFree({ request, services, session, requestId, form }: Lead) {
  const { memberId, headers } = session;
  const values = { intent: LEAD_INTENTS.stillFree, answer: textValue(form, "answer", 20) };
  const parsed = stillFreeAnswerSchema.safeParse(values);
  if (!parsed.success) return refusal(400, values, {}, FORM_OUT_OF_DATE, undefined, headers);
  try {
    await services.marketplace.answerStillFree(memberId, requestId, parsed.data.answer);
  } catch (error) {
    return actionRefusal(error, values, headers);
  }
  const notice = parsed.data.answer === "still-free" ? "still-free" : "no-longer-free";
  return backWithNotice(leadPath(requestId), request, headers, notice);
}

async function reply({ request, services, session, requestId, form }: Lead) {
  const { memberId, viewingAsAdmin, headers } = session;
  const values = {
    intent: LEAD_INTENTS.reply,
    reviewId: textValue(form, "reviewId", 20),
    ...textValues(form, REPLY_FIELDS),
  };
  if (viewingAsAdmin) return refusal(403, values, {}, "Only the vendor replies to their reviews.", undefined, headers);
  const reviewId = idSchema.safeParse(values.reviewId);
  const parsed = reviewReplySchema.safeParse(values);
  if (!reviewId.success) return refusal(400, values, {}, FORM_OUT_OF_DATE, undefined, headers);
  if (!parsed.success) {
    return refusal(400, values, issuesByField(REPLY_FIELDS, parsed.error.issues), undefined, undefined, headers);
  }
  try {
    await services.marketplace.replyToReview(memberId, reviewId.data, parsed.data.reply);
  } catch (error) {
    return actionRefusal(error, values, headers, REPLY_FIELDS);
  }
  return backWithNotice(leadPath(requestId), request, headers, "reply-posted");
}
