import type { PlannerRequestDto } from "#features/marketplace/marketplace.schema.ts";
import { formatCents } from "#lib/money.ts";
import {
  formatDuration,
  formatEventDate,
  formatShortDate,
  formatStartTime,
  REQUEST_STATUS_LABELS,
  vendorCount,
} from "../marketplace/marketplace.logic.ts";
import { MarketFact } from "../marketplace/market-fact.tsx";
import "../marketplace/marketplace.css";

/** What the planner asked for, as they sent it, and where the request stands. */
export function RequestDetails({ request }: { request: PlannerRequestDto["request"] }) {
  const sentOn = formatShortDate(request.createdAt);
  return (
    <div className="request-details">
      <p className="request-details__status">
        <span className="market-status" data-status={request.status}>
          <span className="visually-hidden">Request status: </span>
          {REQUEST_STATUS_LABELS[request.status]}
        </span>{" "}
        <span className="request-details__sent">
          Sent to {vendorCount(request.recipientCount)}
          {sentOn ? ` on ${sentOn}` : ""}
        </span>
      </p>
      <dl className="market-facts">
        <MarketFact term="Date">
          <time dateTime={request.eventDate}>{formatEventDate(request.eventDate) ?? request.eventDate}</time>
        </MarketFact>
        <MarketFact term="Time">{formatStartTime(request.startTime)}</MarketFact>
        <MarketFact term="How long">{formatDuration(request.durationMinutes)}</MarketFact>
        <MarketFact term="City">{request.cityName}</MarketFact>
        <MarketFact term="Venue">{request.venueName || "Not given"}</MarketFact>
        <MarketFact term="Guests">{request.guestCount.toLocaleString("en-US")}</MarketFact>
        <MarketFact term="Budget">
          {request.budgetCents === null ? "Not given" : formatCents(request.budgetCents)}
        </MarketFact>
        <MarketFact term="Services">{request.serviceTypes.map((type) => type.name).join(", ")}</MarketFact>
        <MarketFact term="Details" wide>
          {request.details}
        </MarketFact>
      </dl>
    </div>
  );
}
