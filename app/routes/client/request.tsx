import { data } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import {
  countParam,
  REQUEST_ENDINGS,
  REQUEST_PANEL_PARAMS,
  REVIEW_FIELDS,
} from "#app/components/client-center/client-center.logic.ts";
import {
  PlannerRequestPage,
  type RequestChecks,
  type RequestPanels,
} from "#app/components/client-center/planner-request.tsx";
import { deferredSchema, schemaErrors } from "#app/components/forms/form-errors.ts";
import {
  CANCEL_PANEL_PARAM,
  MESSAGE_FIELDS,
  revalidateAfterPost,
} from "#app/components/marketplace/marketplace-forms.ts";
import { NOTICE_PARAM } from "#app/components/forms/page-forms.ts";
import { ProblemLinks } from "#app/components/marketplace/problem-links.tsx";
import { loaderFailure, requireClientCenter } from "../session.server.ts";
import { requestPageAction } from "./request.server.ts";
import type { Route } from "./+types/request.ts";

/** The schemas the action decides with, for the browser's checks as typed: they load after the page (decision 019). */
const marketplaceSchemas = () => import("#features/marketplace/marketplace.schema.ts");
const reviewFormSchema = deferredSchema(async () => (await marketplaceSchemas()).reviewFormSchema);
const messageFormSchema = deferredSchema(async () => (await marketplaceSchemas()).messageFormSchema);
const checks: RequestChecks = {
  review: (form) => schemaErrors(reviewFormSchema, REVIEW_FIELDS, Object.fromEntries(form)),
  message: (form) => schemaErrors(messageFormSchema, MESSAGE_FIELDS, Object.fromEntries(form)),
};

function idParam(value: string | null | undefined): number | null {
  return idSchema.safeParse(value).data ?? null;
}

/**
 * `/client/events/{requestId}`: a planner's page of one request, its quotes, booking and messages.
 * The page address opens one part at a time (`?book=`, `?decline=`, `?end=`, `?thread=`, `?cancel=`),
 * so every step works without scripts; the loader reads what that part needs.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { principal, headers } = await requireClientCenter(request, services);
  const requestId = idParam(params.requestId);
  if (requestId === null) throw data(null, { status: 404, statusText: "Not Found" });
  const query = new URL(request.url).searchParams;
  try {
    const planner = await services.marketplace.plannerRequest(principal, requestId);
    const threadWith = idParam(query.get(REQUEST_PANEL_PARAMS.thread));
    const thread =
      threadWith !== null && planner.vendors.some((vendor) => vendor.memberId === threadWith)
        ? await services.marketplace.thread(principal, requestId, threadWith)
        : null;
    const booking = planner.booking;
    const cancelling = booking?.canCancel && idParam(query.get(CANCEL_PANEL_PARAM)) === booking.id;
    const book = idParam(query.get(REQUEST_PANEL_PARAMS.book));
    const decline = idParam(query.get(REQUEST_PANEL_PARAMS.decline));
    const ending = REQUEST_ENDINGS.find((how) => how === query.get(REQUEST_PANEL_PARAMS.end)) ?? null;
    const panels: RequestPanels = {
      quote:
        book !== null
          ? { action: "book", quoteId: book }
          : decline !== null
            ? { action: "decline", quoteId: decline }
            : null,
      ending,
      // One token per message written: the next page load brings a new one (see MessageThread).
      thread: thread ? { thread, clientToken: crypto.randomUUID() } : null,
      cancellation: cancelling ? await services.marketplace.cancellationPreview(principal, booking.id) : null,
    };
    const problems = booking ? await services.marketplace.bookingProblems(principal, booking.id) : null;
    return data(
      {
        planner,
        panels,
        problems,
        sent: countParam(query.get("sent")),
        notice: { code: query.get(NOTICE_PARAM), quoteId: idParam(query.get("quote")) },
      },
      { headers },
    );
  } catch (error) {
    loaderFailure(error);
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return requestPageAction(request, params.requestId, context.get(servicesContext));
}

export const shouldRevalidate = revalidateAfterPost;

export function meta() {
  // The page names the event in its own <title> (PlannerRequestPage).
  return [
    { name: "description", content: "Your request for quotes on Marquee: compare quotes, book and message vendors." },
    { name: "robots", content: "noindex" },
  ];
}

export default function Request({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PlannerRequestPage
      key={loaderData.planner.request.id}
      data={loaderData.planner}
      panels={loaderData.panels}
      sent={loaderData.sent}
      notice={loaderData.notice}
      answer={actionData}
      checks={checks}
      problems={
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
