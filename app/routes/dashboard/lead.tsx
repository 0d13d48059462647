import { data } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import { isoDay } from "#lib/dates.ts";
import { LeadPage } from "#app/components/dashboard/lead-page.tsx";
import { DECLINE_FIELDS, type LeadChecks, QUOTE_FIELDS, REPLY_FIELDS } from "#app/components/dashboard/leads.logic.ts";
import { deferredSchema, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import {
  CANCEL_PANEL_PARAM,
  MESSAGE_FIELDS,
  revalidateAfterPost,
} from "#app/components/marketplace/marketplace-forms.ts";
import { ProblemLinks } from "#app/components/marketplace/problem-links.tsx";
import { loaderFailure } from "../session.server.ts";
import type { Route } from "./+types/lead.ts";
import { leadAction } from "./lead.server.ts";
import { leadRequestId, memberCenter, memberCenterHeaders, ownerMember } from "./member-center.server.ts";

/** The forms of a lead checked as typed with the schemas the action decides with, loaded after the page (decision 019). */
const marketplaceSchemas = () => import("#features/marketplace/marketplace.schema.ts");
const quoteFormSchema = deferredSchema(async () => (await marketplaceSchemas()).quoteFormSchema);
const declineLeadSchema = deferredSchema(async () => (await marketplaceSchemas()).declineLeadSchema);
const reviewReplySchema = deferredSchema(async () => (await marketplaceSchemas()).reviewReplySchema);
const messageFormSchema = deferredSchema(async () => (await marketplaceSchemas()).messageFormSchema);
const checks: LeadChecks = {
  quote: (body) => schemaErrors(quoteFormSchema, QUOTE_FIELDS, body),
  decline: (form) => schemaErrors(declineLeadSchema, DECLINE_FIELDS, textValues(form, DECLINE_FIELDS)),
  reply: (form) => schemaErrors(reviewReplySchema, REPLY_FIELDS, textValues(form, REPLY_FIELDS)),
  message: (form) => schemaErrors(messageFormSchema, MESSAGE_FIELDS, Object.fromEntries(form)),
};

/**
 * `/dashboard/leads/:requestId`: one lead, to quote for, decline, talk about and follow to the
 * booking, read in process. The page address opens one part at a time (`?decline=`, `?withdraw=`,
 * `?cancel=`), so every step works without scripts; the loader reads what that part needs.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const session = await memberCenter(request, services);
  const { principal, memberId, viewingAsAdmin, headers, links } = session;
  const requestId = leadRequestId(params.requestId);
  const query = new URL(request.url).searchParams;
  try {
    const [member, lead, thread] = await Promise.all([
      ownerMember(session, services, []),
      services.marketplace.lead(memberId, requestId),
      services.marketplace.thread(principal, requestId, memberId),
    ]);
    const booking = lead.booking;
    // An administrator reading a vendor's lead is no side of its booking: problems are in the console.
    const problems =
      booking && !viewingAsAdmin ? await services.marketplace.bookingProblems(principal, booking.id) : null;
    const cancelling = booking?.canCancel && idSchema.safeParse(query.get(CANCEL_PANEL_PARAM)).data === booking.id;
    return data(
      {
        member,
        lead,
        thread,
        problems,
        // One token per message written: the next page load brings a new one (see MessageThread).
        clientToken: crypto.randomUUID(),
        cancellation: cancelling ? await services.marketplace.cancellationPreview(principal, booking.id) : null,
        today: isoDay(new Date()),
        viewingAsAdmin,
        links,
      },
      { headers },
    );
  } catch (error) {
    return loaderFailure(error);
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return leadAction(request, params.requestId, context.get(servicesContext));
}

export const shouldRevalidate = revalidateAfterPost;

export const headers = memberCenterHeaders;

export function meta() {
  return [{ title: "Lead | Marquee" }, { name: "robots", content: "noindex" }];
}

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LeadPage
      key={`${loaderData.thread.memberId}-${loaderData.lead.request.id}`}
      {...loaderData}
      answer={actionData}
      checks={checks}
      problemLinks={
        loaderData.problems ? (
          <ProblemLinks
            bookingId={loaderData.problems.bookingId}
            canReport={loaderData.problems.canReport}
            problems={loaderData.problems.problems}
          />
        ) : null
      }
    />
  );
}
