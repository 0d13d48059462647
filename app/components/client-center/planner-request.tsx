import { type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import type { CancellationPreviewDto, PlannerRequestDto } from "#features/marketplace/marketplace.schema.ts";
import type { FieldErrors } from "../forms/form-errors.ts";
import { StatusMessage } from "../forms/status-message.tsx";
import type { FormAnswer, MessageField } from "../marketplace/marketplace-forms.ts";
import { formatEventDate, sentNotes } from "../marketplace/marketplace.logic.ts";
import { ClientCenterHeader } from "./client-center-header.tsx";
import { type RequestEnding, type RequestSectionId, requestNotice, type ReviewField } from "./client-center.logic.ts";
import { PlannerBooking } from "./planner-booking.tsx";
import { type QuoteChoice, QuoteComparison } from "./quote-comparison.tsx";
import { RebookOffers } from "./rebook-offers.tsx";
import { RequestActions } from "./request-actions.tsx";
import { RequestDetails } from "./request-details.tsx";
import { type OpenThread, RequestVendors } from "./request-vendors.tsx";
import "./client-center.css";

/** What the page address opens on the request page: one confirmation or conversation at a time. */
export type RequestPanels = {
  quote: QuoteChoice;
  ending: RequestEnding | null;
  thread: Omit<OpenThread, "answer"> | null;
  cancellation: CancellationPreviewDto | null;
};

/** The checks as typed of the page's forms, with the schemas its action decides with (the route passes them in). */
export type RequestChecks = {
  review: (form: FormData) => FieldErrors<ReviewField>;
  message: (form: FormData) => FieldErrors<MessageField>;
};

/**
 * A planner's page of one request, as the loader read it: the event, the quotes side by side, the
 * booking, the vendors asked with their conversations, and the request's own actions. Every action is
 * a form posted to the page's action, which redirects back with a notice: it is said in the section it
 * changed, whose title takes the focus (the redirect's `#fragment` names the section).
 */
export function PlannerRequestPage({
  data,
  panels,
  sent,
  notice,
  answer,
  checks,
  problems,
}: {
  data: PlannerRequestDto;
  panels: RequestPanels;
  /** How many vendors the request form just sent it to (`?sent=N`). */
  sent: number | null;
  /** The notice of the form that just succeeded (`?notice=`), and the quote it was about (`?quote=`). */
  notice: { code: string | null; quoteId: number | null };
  answer: FormAnswer | undefined;
  checks: RequestChecks;
  /** The booking's problems and the link to report one (app/components/marketplace/problem-links.tsx). */
  problems?: ReactNode;
}) {
  const location = useLocation();
  const said = requestNotice(notice.code, data, notice.quoteId);
  // After a form's redirect (or a link to a section), the section's title takes the focus.
  useEffect(() => {
    const section = location.hash.slice(1);
    if (section) document.getElementById(`${section}-title`)?.focus();
  }, [location.key, location.hash]);

  const notes = sentNotes(sent).join(" ");
  const title = `${data.request.eventType} on ${formatEventDate(data.request.eventDate)}`;
  const noteFor = (section: RequestSectionId) => (said?.section === section ? said.text : undefined);

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
        <RequestSection id="request-details" title="Your event" note={noteFor("request-details")}>
          <RequestDetails request={data.request} />
        </RequestSection>
        {data.rebook ? (
          <RequestSection id="request-rebook" title="Book another vendor">
            <RebookOffers rebook={data.rebook} answer={answer} />
          </RequestSection>
        ) : null}
        {data.booking ? (
          <RequestSection
            id="request-booking"
            title={`Your booking with ${data.booking.vendor.name}`}
            note={noteFor("request-booking")}
          >
            <PlannerBooking
              booking={data.booking}
              cancellation={panels.cancellation}
              answer={answer}
              validateReview={checks.review}
            />
            {problems}
          </RequestSection>
        ) : null}
        <RequestSection id="request-quotes" title="Quotes" note={noteFor("request-quotes")}>
          <QuoteComparison data={data} choice={panels.quote} answer={answer} />
        </RequestSection>
        <RequestSection id="request-vendors" title="Vendors you asked">
          <RequestVendors
            vendors={data.vendors}
            open={panels.thread ? { ...panels.thread, answer } : null}
            validateMessage={checks.message}
          />
        </RequestSection>
        {data.request.canClose || data.request.canCancel ? (
          <RequestSection id="request-actions" title="Done with this request?">
            <RequestActions request={data.request} ending={panels.ending} answer={answer} />
          </RequestSection>
        ) : null}
      </div>
    </>
  );
}

/** A section of the request page, named by its h2, with the notice of the form that just changed it. */
function RequestSection({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section className="client-center__section client-center__section--wide" id={id} aria-labelledby={titleId}>
      <h2 className="client-center__section-title" id={titleId} tabIndex={-1}>
        {title}
      </h2>
      <StatusMessage message={note} />
      {children}
    </section>
  );
}
