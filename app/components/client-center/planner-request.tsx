import { type ReactNode, useEffect, useState } from "react";
import type { BookingDto, PlannerRequestDto } from "#features/marketplace/marketplace.schema.ts";
import { formatEventDate, sentNotes } from "../marketplace/marketplace.logic.ts";
import { StatusMessage } from "../forms/status-message.tsx";
import { ClientCenterHeader } from "./client-center-header.tsx";
import type { ReviewField, Validate } from "./client-center.logic.ts";
import { ClientLoadPending, useClientLoad } from "./client-load.tsx";
import { fetchPlannerRequest, plannerUrls } from "./planner-request.calls.ts";
import { PlannerBooking } from "./planner-booking.tsx";
import { QuoteComparison } from "./quote-comparison.tsx";
import { RequestActions } from "./request-actions.tsx";
import { RequestDetails } from "./request-details.tsx";
import { RequestVendors } from "./request-vendors.tsx";
import "./client-center.css";

/** What an action tells the page: the new state, the words to announce, and the section to move to. */
export type RequestUpdate = (next: PlannerRequestDto, note: string, focus?: RequestSectionId) => void;

export type RequestSectionId = "request-details" | "request-booking" | "request-quotes";

function readPlannerRequest(body: unknown): PlannerRequestDto | undefined {
  const dto = body as Partial<PlannerRequestDto> | null;
  return dto && typeof dto === "object" && dto.request && Array.isArray(dto.quotes) && Array.isArray(dto.vendors)
    ? (dto as PlannerRequestDto)
    : undefined;
}

/**
 * A planner's page of one request (`GET /api/v1/requests/{id}`): the event, the quotes side by side,
 * the booking, the vendors asked with their threads, and the request's own actions. Every action
 * answers with the request's new state, which replaces the page's, is announced in the page's status
 * region and moves the focus to the section it changed.
 */
export function PlannerRequestPage({
  requestId,
  sent,
  logInHref,
  validateReview,
}: {
  requestId: number;
  /** How many vendors the request form just sent it to (`?sent=N`). */
  sent: number | null;
  logInHref: string;
  validateReview: Validate<ReviewField>;
}) {
  const { load, retry } = useClientLoad(plannerUrls.request(requestId), readPlannerRequest, "your request");
  // The request as the last action left it; until one, as loaded.
  const [changed, setChanged] = useState<PlannerRequestDto>();
  const data = changed ?? (load.state === "loaded" ? load.data : undefined);
  const [note, setNote] = useState("");
  const [focus, setFocus] = useState<{ id: RequestSectionId }>();

  useEffect(() => {
    if (focus) document.getElementById(`${focus.id}-title`)?.focus();
  }, [focus]);

  const update: RequestUpdate = (next, message, section) => {
    setChanged(next);
    setNote(message);
    if (section) setFocus({ id: section });
  };

  // A booking's own answer changes the booking; the request around it (its status, its actions) is read again.
  const updateBooking = (booking: BookingDto, message: string) => {
    if (data) setChanged({ ...data, booking });
    setNote(message);
    setFocus({ id: "request-booking" });
    fetchPlannerRequest(requestId).then(setChanged, () => undefined);
  };

  const notes = sentNotes(sent).join(" ");
  const title = data ? `${data.request.eventType} on ${formatEventDate(data.request.eventDate)}` : "Your request";

  return (
    <>
      <title>{`${title} | Marquee`}</title>
      <ClientCenterHeader
        title={title}
        lead="Compare the quotes vendors sent, book the one you like, and message them about your event."
        current="requests"
      />
      <div className="container client-center">
        {notes ? <StatusMessage message={notes} tone="info" /> : null}
        <StatusMessage message={note} />
        {load.state !== "loaded" ? (
          <ClientLoadPending
            load={load}
            retry={retry}
            loadingText="Loading your request…"
            noScriptText="Turn on JavaScript in your browser to see your request and its quotes."
            logInHref={logInHref}
          />
        ) : data ? (
          <>
            <RequestSection id="request-details" title="Your event">
              <RequestDetails request={data.request} />
            </RequestSection>
            {data.booking ? (
              <RequestSection id="request-booking" title={`Your booking with ${data.booking.vendor.name}`}>
                <PlannerBooking
                  booking={data.booking}
                  validateReview={validateReview}
                  onBookingChanged={updateBooking}
                />
              </RequestSection>
            ) : null}
            <RequestSection id="request-quotes" title="Quotes">
              <QuoteComparison data={data} onUpdate={update} />
            </RequestSection>
            <RequestSection id="request-vendors" title="Vendors you asked">
              <RequestVendors requestId={data.request.id} vendors={data.vendors} />
            </RequestSection>
            {data.request.canClose || data.request.canCancel ? (
              <RequestSection id="request-actions" title="Done with this request?">
                <RequestActions request={data.request} onUpdate={update} />
              </RequestSection>
            ) : null}
          </>
        ) : null}
      </div>
    </>
  );
}

/** A section of the request page, named by its h2; the page moves the focus to the h2 after an action. */
function RequestSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const titleId = `${id}-title`;
  return (
    <section className="client-center__section client-center__section--wide" id={id} aria-labelledby={titleId}>
      <h2 className="client-center__section-title" id={titleId} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
