import { LeadPage } from "#app/components/dashboard/lead-page.tsx";
import { DECLINE_FIELDS, type LeadChecks, QUOTE_FIELDS, REPLY_FIELDS } from "#app/components/dashboard/leads.logic.ts";
import { deferredSchema, schemaErrors } from "#app/components/forms/form-errors.ts";
import type { Route } from "./+types/lead.ts";
import { leadRequestId, memberAccess, memberCenterHeaders } from "./member-access.ts";

/** The forms of a lead checked as typed with the schemas the server decides with, loaded after the page (decision 019). */
const marketplaceSchemas = () => import("#features/marketplace/marketplace.schema.ts");
const quoteFormSchema = deferredSchema(async () => (await marketplaceSchemas()).quoteFormSchema);
const declineLeadSchema = deferredSchema(async () => (await marketplaceSchemas()).declineLeadSchema);
const reviewReplySchema = deferredSchema(async () => (await marketplaceSchemas()).reviewReplySchema);
const checks: LeadChecks = {
  quote: (body) => schemaErrors(quoteFormSchema, QUOTE_FIELDS, body),
  decline: (values) => schemaErrors(declineLeadSchema, DECLINE_FIELDS, values),
  reply: (values) => schemaErrors(reviewReplySchema, REPLY_FIELDS, values),
};

/** `/dashboard/leads/:requestId`: one lead, to quote for, decline, talk about and follow to the booking. */
export function loader({ request, params }: Route.LoaderArgs) {
  const requestId = leadRequestId(params.requestId);
  return { ...memberAccess(request, `/dashboard/leads/${requestId}`), requestId };
}

export const headers = memberCenterHeaders;

export function meta() {
  return [{ title: "Lead | Marquee" }, { name: "robots", content: "noindex" }];
}

export default function Lead({ loaderData }: Route.ComponentProps) {
  return (
    <LeadPage
      key={`${loaderData.memberId}-${loaderData.requestId}`}
      memberId={loaderData.memberId}
      requestId={loaderData.requestId}
      viewingAsAdmin={loaderData.viewingAsAdmin}
      returnTo={loaderData.returnTo}
      links={loaderData}
      checks={checks}
    />
  );
}
