import { useEffect, useState } from "react";
import type { BookingDto, LeadDto } from "#features/marketplace/marketplace.schema.ts";
import { StatusMessage } from "../forms/status-message.tsx";
import { BookingSummary } from "../marketplace/booking-summary.tsx";
import { CancelBooking } from "../marketplace/cancel-booking.tsx";
import { MarketFact } from "../marketplace/market-fact.tsx";
import {
  formatDateTime,
  formatDuration,
  formatEventDate,
  formatShortDate,
  formatStartTime,
} from "../marketplace/marketplace.logic.ts";
import { MessageThread } from "../marketplace/message-thread.tsx";
import { fetchLead, fetchMember } from "./dashboard.calls.ts";
import type { MemberCenterLinks } from "./dashboard.logic.ts";
import { MemberCenterHeader } from "./dashboard-header.tsx";
import { DashboardSection } from "./dashboard-section.tsx";
import { DeclineLead } from "./decline-lead.tsx";
import { LeadStatusBadge } from "./lead-status-badge.tsx";
import { budgetText, guestsText, type LeadChecks, leadTitle, otherQuotesText } from "./leads.logic.ts";
import { MemberCenterPending } from "./member-center-pending.tsx";
import { QuoteForm } from "./quote-form.tsx";
import { ReviewReply } from "./review-reply.tsx";
import { SentQuote } from "./sent-quote.tsx";
import { useMemberCenterLoad } from "./use-dashboard-data.ts";
import "./dashboard.css";
import "./leads.css";

type LeadPageProps = {
  memberId: number;
  requestId: number;
  viewingAsAdmin: boolean;
  returnTo: string;
  links: MemberCenterLinks;
  checks: LeadChecks;
};

export const LEAD_NOT_FOUND = "We couldn't find this lead. It may have gone to other vendors only.";

/**
 * `/dashboard/leads/:requestId`: what the planner asked for, and what the vendor can do about it now
 * (quote, decline, withdraw their quote, cancel the booking, reply to the review), as the server allows;
 * the conversation with the planner beside it. Every action shows the lead the server answers with.
 */
export function LeadPage({ memberId, requestId, viewingAsAdmin, returnTo, links, checks }: LeadPageProps) {
  const { state, retry, update } = useMemberCenterLoad(
    (signal) =>
      Promise.all([fetchMember(memberId, signal), fetchLead(memberId, requestId, signal)]).then(([member, lead]) => ({
        member,
        lead,
      })),
    returnTo,
    LEAD_NOT_FOUND,
  );
  const [announcement, setAnnouncement] = useState("");
  // After an action the button pressed is often gone: the focus goes to the heading of what changed.
  const [focusTarget, setFocusTarget] = useState<{ elementId: string; request: number } | null>(null);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.elementId)?.focus();
  }, [focusTarget]);

  if (state.status !== "loaded") {
    return <MemberCenterPending state={state} retry={retry} title="Lead" loadingText="Loading this lead…" />;
  }
  const { member, lead } = state.data;
  const planner = lead.plannerFirstName;

  const show = (next: { lead?: LeadDto; booking?: BookingDto }, note: string, focusSection: string) => {
    update((data) => ({
      ...data,
      lead: next.lead ?? { ...data.lead, booking: next.booking ?? data.lead.booking },
    }));
    setAnnouncement(note);
    setFocusTarget((previous) => ({ elementId: `${focusSection}-title`, request: (previous?.request ?? 0) + 1 }));
  };

  const cancelled = (booking: BookingDto) => {
    show({ booking }, `You cancelled the booking. ${planner} is refunded everything they paid.`, "booking");
    // The lead's status follows the booking: read it again.
    fetchLead(memberId, requestId).then(
      (fresh) => update((data) => ({ ...data, lead: fresh })),
      () => undefined,
    );
  };

  const { booking } = lead;
  return (
    <div className="container dash-page">
      <MemberCenterHeader
        title={leadTitle(lead.request)}
        member={member}
        viewingAsAdmin={viewingAsAdmin}
        current="leads"
        inside
        links={links}
      >
        <div className="lead-header">
          <LeadStatusBadge status={lead.status} />
          <p className="lead-header__others">{otherQuotesText(lead.otherQuoteCount)}</p>
        </div>
      </MemberCenterHeader>
      <StatusMessage message={announcement} className="dash-page__message" />
      <div className="lead-layout">
        <div className="lead-layout__main">
          <RequestDetails lead={lead} />
          {booking ? (
            <DashboardSection id="booking" title={`Your booking with ${planner}`} focusable>
              <BookingSummary booking={booking} viewerRole="vendor" />
              {booking.canCancel ? (
                <div className="lead-cancel">
                  <p className="dash-section__note">
                    If you cancel, {planner} is refunded everything they paid, whatever the cancellation policy.
                  </p>
                  <CancelBooking booking={booking} onCancelled={cancelled} />
                </div>
              ) : null}
            </DashboardSection>
          ) : null}
          {booking?.review ? (
            <ReviewReply
              memberId={memberId}
              booking={booking}
              review={booking.review}
              check={checks.reply}
              onReplied={(replied) => show({ booking: replied }, "Your reply is posted on your profile.", "review")}
              returnTo={returnTo}
            />
          ) : null}
          {lead.quote ? (
            <SentQuote
              quote={lead.quote}
              plannerFirstName={planner}
              onWithdrawn={(next) => show({ lead: next }, "Your quote is withdrawn.", "your-quote")}
              returnTo={returnTo}
            />
          ) : null}
          {lead.declined ? <Declined declined={lead.declined} /> : null}
          {lead.canQuote ? (
            <QuoteForm
              memberId={memberId}
              lead={lead}
              acceptsOnlineDeposits={member.acceptsOnlineDeposits}
              profileDetailsHref={`${links.dashboardHref}#profile-details`}
              check={checks.quote}
              onSent={(next) =>
                show({ lead: next }, `Your quote is sent. We'll email you when ${planner} answers.`, "your-quote")
              }
              returnTo={returnTo}
            />
          ) : null}
          {lead.canDecline ? (
            <DashboardSection
              id="decline"
              title="Can't take this one?"
              intro={`Decline the lead so ${planner} isn't left waiting for your quote.`}
            >
              <DeclineLead
                memberId={memberId}
                lead={lead}
                check={checks.decline}
                onDeclined={(next) =>
                  show({ lead: next }, `You declined the lead. ${planner} has been told.`, "declined")
                }
                returnTo={returnTo}
              />
            </DashboardSection>
          ) : null}
        </div>
        <div className="lead-layout__side dash-section">
          <MessageThread
            requestId={requestId}
            memberId={memberId}
            viewerRole="vendor"
            heading={`Messages with ${planner}`}
          />
        </div>
      </div>
    </div>
  );
}

function RequestDetails({ lead }: { lead: LeadDto }) {
  const { request } = lead;
  const received = formatDateTime(request.createdAt);
  return (
    <DashboardSection id="request" title="The request" intro={received ? `Received ${received}.` : undefined}>
      <dl className="market-facts">
        <MarketFact term="Event">{request.eventType}</MarketFact>
        <MarketFact term="Date">
          <time dateTime={request.eventDate}>{formatEventDate(request.eventDate) ?? request.eventDate}</time>
        </MarketFact>
        <MarketFact term="Start time">{formatStartTime(request.startTime)}</MarketFact>
        <MarketFact term="How long">{formatDuration(request.durationMinutes)}</MarketFact>
        <MarketFact term="City">{request.cityName}</MarketFact>
        {request.venueName ? <MarketFact term="Venue">{request.venueName}</MarketFact> : null}
        <MarketFact term="Guests">{guestsText(request.guestCount)}</MarketFact>
        <MarketFact term="Budget">{budgetText(request.budgetCents)}</MarketFact>
        <MarketFact term="Planner">{lead.plannerFirstName}</MarketFact>
        <MarketFact term="Services" wide>
          {request.serviceTypes.map((type) => type.name).join(", ")}
        </MarketFact>
        <MarketFact term="About the event" wide>
          {request.details}
        </MarketFact>
      </dl>
      {lead.booking ? null : (
        <p className="dash-section__note">
          {lead.plannerFirstName}'s contact details are shared once they book you. Until then, talk here on Marquee.
        </p>
      )}
    </DashboardSection>
  );
}

function Declined({ declined }: { declined: NonNullable<LeadDto["declined"]> }) {
  const on = formatShortDate(declined.at);
  return (
    <DashboardSection id="declined" title="You declined this lead" focusable>
      <p className="lead-declined">
        {on ? `On ${on}: ` : ""}
        {declined.reason}.
      </p>
      {declined.note ? (
        <p className="lead-declined__note">
          Your note: <span className="lead-text">{declined.note}</span>
        </p>
      ) : null}
    </DashboardSection>
  );
}
