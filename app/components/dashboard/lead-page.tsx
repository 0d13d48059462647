import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { CancellationPreviewDto, LeadDto, ThreadDto } from "#features/marketplace/marketplace.schema.ts";
import type { MemberDto } from "#features/members/members.schema.ts";
import { StatusMessage } from "../forms/status-message.tsx";
import { BookingSummary } from "../marketplace/booking-summary.tsx";
import { CancelBooking } from "../marketplace/cancel-booking.tsx";
import { MarketFact } from "../marketplace/market-fact.tsx";
import { answerFor, type FormAnswer, MARKETPLACE_NOTICES } from "../marketplace/marketplace-forms.ts";
import { NOTICE_PARAM } from "#app/components/forms/page-forms.ts";
import {
  formatDateTime,
  formatDuration,
  formatEventDate,
  formatShortDate,
  formatStartTime,
} from "../marketplace/marketplace.logic.ts";
import { MessageThread } from "../marketplace/message-thread.tsx";
import { type MemberCenterLinks, memberCenterNotice, noticeFor } from "./dashboard.logic.ts";
import { MemberCenterHeader } from "./dashboard-header.tsx";
import { DashboardSection } from "./dashboard-section.tsx";
import { DeclineLead } from "./decline-lead.tsx";
import { LeadStatusBadge } from "./lead-status-badge.tsx";
import { budgetText, guestsText, LEAD_INTENTS, type LeadChecks, leadTitle, otherQuotesText } from "./leads.logic.ts";
import { QuoteForm } from "./quote-form.tsx";
import { ReviewReply } from "./review-reply.tsx";
import { SentQuote } from "./sent-quote.tsx";
import { StillFreeCheck } from "./still-free-check.tsx";
import { useNoticeFocus } from "./use-notice-focus.ts";
import "./dashboard.css";
import "./leads.css";

type LeadPageProps = {
  member: Pick<MemberDto, "name" | "membershipLevel" | "profileUrl" | "acceptsOnlineDeposits">;
  lead: LeadDto;
  thread: ThreadDto;
  /** A fresh token for the next message (see MessageThread). */
  clientToken: string;
  /** The refund cancelling now gives, while the cancellation is open (`?cancel=`). */
  cancellation: CancellationPreviewDto | null;
  /** The server's today. */
  today: string;
  viewingAsAdmin: boolean;
  links: MemberCenterLinks;
  answer: FormAnswer | undefined;
  checks: LeadChecks;
  /** The booking's problems and the link to report one (app/components/marketplace/problem-links.tsx). */
  problemLinks?: ReactNode;
};

/**
 * `/dashboard/leads/:requestId`: what the planner asked for, and what the vendor can do about it now
 * (quote, decline, withdraw their quote, cancel the booking, reply to the review), as the server allows;
 * the conversation with the planner beside it. Each form posts to the page's action, which sends the
 * person back here with a notice of what changed.
 */
export function LeadPage({
  member,
  lead,
  thread,
  clientToken,
  cancellation,
  today,
  viewingAsAdmin,
  links,
  answer,
  checks,
  problemLinks,
}: LeadPageProps) {
  const [searchParams] = useSearchParams();
  const notice = memberCenterNotice(searchParams.get(NOTICE_PARAM));
  const cancelled = searchParams.get(NOTICE_PARAM) === MARKETPLACE_NOTICES.bookingCancelled;
  const planner = lead.plannerFirstName;
  // After a form's success the button pressed is often gone: the focus goes to the heading of what changed.
  useNoticeFocus(notice ? `${notice.section}-title` : cancelled ? "booking-title" : null);

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
      <StatusMessage
        message={cancelled ? `You cancelled the booking. ${planner} is refunded everything they paid.` : undefined}
        className="dash-page__message"
      />
      <div className="lead-layout">
        <div className="lead-layout__main">
          <RequestDetails lead={lead} />
          {booking ? (
            <DashboardSection id="booking" title={`Your booking with ${planner}`} focusable>
              <BookingSummary booking={booking} viewerRole="vendor" />
              {problemLinks}
              {booking.canCancel ? (
                <div className="lead-cancel">
                  <p className="dash-section__note">
                    If you cancel, {planner} is refunded everything they paid, whatever the cancellation policy.
                  </p>
                  <CancelBooking booking={booking} preview={cancellation} answer={answer} />
                </div>
              ) : null}
            </DashboardSection>
          ) : null}
          {booking?.review ? (
            <ReviewReply
              booking={booking}
              review={booking.review}
              check={checks.reply}
              refused={answerFor(answer, LEAD_INTENTS.reply)}
              note={noticeFor(notice, "reply")}
            />
          ) : null}
          {lead.quote && lead.stillFree ? (
            <StillFreeCheck
              lead={{ ...lead, quote: lead.quote, stillFree: lead.stillFree }}
              note={noticeFor(notice, "still-free", planner)}
              answer={answer}
            />
          ) : null}
          {lead.quote ? (
            <SentQuote
              quote={lead.quote}
              plannerFirstName={planner}
              note={noticeFor(notice, "quote", planner)}
              answer={answer}
              links={links}
            />
          ) : null}
          {lead.declined ? <Declined declined={lead.declined} note={noticeFor(notice, "decline", planner)} /> : null}
          {lead.canQuote ? (
            <QuoteForm
              lead={lead}
              acceptsOnlineDeposits={member.acceptsOnlineDeposits ?? false}
              profileDetailsHref={`${links.dashboardHref}#profile-details`}
              check={checks.quote}
              refused={answerFor(answer, LEAD_INTENTS.quote)}
              today={today}
            />
          ) : null}
          {lead.canDecline ? (
            <DashboardSection
              id="decline"
              title="Can't take this one?"
              intro={`Decline the lead so ${planner} isn't left waiting for your quote.`}
            >
              <DeclineLead
                requestId={lead.request.id}
                check={checks.decline}
                refused={answerFor(answer, LEAD_INTENTS.decline)}
                links={links}
              />
            </DashboardSection>
          ) : null}
        </div>
        <div className="lead-layout__side dash-section">
          <MessageThread
            thread={thread}
            clientToken={clientToken}
            viewerRole="vendor"
            heading={`Messages with ${planner}`}
            answer={answer}
            validate={checks.message}
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

function Declined({ declined, note }: { declined: NonNullable<LeadDto["declined"]>; note: string | undefined }) {
  const on = formatShortDate(declined.at);
  return (
    <DashboardSection id="declined" title="You declined this lead" focusable>
      <StatusMessage message={note} />
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
