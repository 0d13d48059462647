import type { z } from "zod";
import type { clientRequestsResponseSchema } from "#features/accounts/accounts.schema.ts";
import { PLANNER_REQUESTS_SHOWN } from "#features/accounts/accounts.rules.ts";
import { SiteLink } from "../layout/site-link.tsx";
import { formatEventDate, isoDatePart, REQUEST_STATUS_LABELS } from "../marketplace/marketplace.logic.ts";
import { quoteCountLabel } from "./client-center.logic.ts";
import "./client-center.css";
import "../marketplace/marketplace.css";

type ClientRequest = z.infer<typeof clientRequestsResponseSchema>["requests"][number];

export const NO_REQUESTS_MESSAGE = "You haven't asked vendors for quotes yet.";

/** A planner's requests for quotes, as the page's loader read them, newest first. */
export function RequestList({ requests }: { requests: readonly ClientRequest[] }) {
  if (requests.length === 0) {
    return (
      <div className="client-center__empty" role="status">
        <p className="client-center__empty-title">{NO_REQUESTS_MESSAGE}</p>
        <p className="client-center__empty-text">
          Find entertainers and vendors for your event, then ask the ones you like for a quote. Your requests and their
          quotes will show up here.
        </p>
        <div className="client-center__empty-actions">
          <SiteLink href="/" className="button button--primary">
            Search for vendors
          </SiteLink>
          <SiteLink href="/event-services" className="button button--secondary">
            Browse services
          </SiteLink>
        </div>
      </div>
    );
  }

  const count = requests.length;
  return (
    <>
      <p className="client-center__count" role="status">
        {count === 1
          ? "1 request"
          : count >= PLANNER_REQUESTS_SHOWN
            ? `Your newest ${count} requests`
            : `${count} requests`}
      </p>
      <ul className="request-list">
        {requests.map((request) => (
          <RequestCard key={request.id} request={request} />
        ))}
      </ul>
    </>
  );
}

function RequestCard({ request }: { request: ClientRequest }) {
  const titleId = `request-${request.id}-title`;
  const date = formatEventDate(request.eventDate);
  const dateTime = isoDatePart(request.eventDate);
  return (
    <li className="request-card">
      <article aria-labelledby={titleId}>
        <div className="request-card__top">
          <h2 className="request-card__title" id={titleId}>
            <SiteLink href={`/client/events/${request.id}`}>{request.eventType || "Event"}</SiteLink>
          </h2>
          <p className="market-status" data-status={request.status}>
            <span className="visually-hidden">Status: </span>
            {REQUEST_STATUS_LABELS[request.status]}
          </p>
        </div>
        <dl className="request-card__facts">
          <div className="request-card__fact">
            <dt>Date</dt>
            <dd>{date && dateTime ? <time dateTime={dateTime}>{date}</time> : "Not set"}</dd>
          </div>
          <div className="request-card__fact">
            <dt>City</dt>
            <dd>{request.cityName || "Not set"}</dd>
          </div>
          <div className="request-card__fact request-card__fact--wide">
            <dt>Services</dt>
            <dd>{request.serviceTypes.length > 0 ? request.serviceTypes.join(", ") : "Not set"}</dd>
          </div>
          <div className="request-card__fact">
            <dt>Quotes</dt>
            <dd>{quoteCountLabel(request.quoteCount)}</dd>
          </div>
        </dl>
      </article>
    </li>
  );
}
