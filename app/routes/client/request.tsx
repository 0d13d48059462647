import { data } from "react-router";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import { idSchema } from "#lib/integers.ts";
import { countParam, REVIEW_FIELDS } from "#app/components/client-center/client-center.logic.ts";
import { PlannerRequestPage } from "#app/components/client-center/planner-request.tsx";
import { deferredSchema } from "#app/components/forms/form-errors.ts";
import { requireClientScope, validatorFor } from "./client-center.guard.ts";
import type { Route } from "./+types/request.ts";

/** The schema the API decides with, for the browser's checks as typed: it loads after the page (decision 019). */
const validateReview = validatorFor(
  deferredSchema(async () => (await import("#features/marketplace/marketplace.schema.ts")).reviewFormSchema),
  REVIEW_FIELDS,
);

/** `/client/events/{requestId}`: a planner's page of one request, its quotes, booking and messages. */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { clientId } = requireClientScope(request, `${url.pathname}${url.search}`);
  const requestId = idSchema.safeParse(params.requestId).data;
  if (requestId === undefined) throw data(null, { status: 404, statusText: "Not Found" });
  return {
    clientId,
    requestId,
    sent: countParam(url.searchParams.get("sent")),
    path: url.pathname,
  };
}

export function meta() {
  // The title names the event once the page has loaded it (PlannerRequestPage renders it).
  return [
    { name: "description", content: "Your request for quotes on Marquee: compare quotes, book and message vendors." },
    { name: "robots", content: "noindex" },
  ];
}

export default function Request({ loaderData }: Route.ComponentProps) {
  return (
    <PlannerRequestPage
      key={loaderData.requestId}
      requestId={loaderData.requestId}
      sent={loaderData.sent}
      logInHref={logInPath(loaderData.path)}
      validateReview={validateReview}
    />
  );
}
