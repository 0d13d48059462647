import { useId } from "react";
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import type { LeadStatus, LeadSummaryDto } from "#features/marketplace/marketplace.schema.ts";
import type { MemberDto } from "#features/members/members.schema.ts";
import { answerFor, type FormAnswer } from "../marketplace/marketplace-forms.ts";
import { NOTICE_PARAM } from "#app/components/forms/page-forms.ts";
import { formatDateTime, formatEventDate, isoDatePart, LEAD_STATUS_LABELS } from "../marketplace/marketplace.logic.ts";
import { MarketFact } from "../marketplace/market-fact.tsx";
import { CalendarFeed } from "./calendar-feed.tsx";
import { leadHref, type MemberCenterLinks, memberCenterNotice, noticeFor } from "./dashboard.logic.ts";
import { MemberCenterHeader } from "./dashboard-header.tsx";
import { LeadStatusBadge } from "./lead-status-badge.tsx";
import { budgetText, filterLeads, guestsText, LEAD_INTENTS, quotesSoFarText, statusCounts } from "./leads.logic.ts";
import "./dashboard.css";
import "./leads.css";

type LeadsPageProps = {
  member: Pick<MemberDto, "name" | "membershipLevel" | "profileUrl">;
  leads: readonly LeadSummaryDto[];
  /** The private address of the vendor's calendar feed. */
  calendarFeedUrl: string;
  viewingAsAdmin: boolean;
  links: MemberCenterLinks;
  answer: FormAnswer | undefined;
};

/**
 * `/dashboard/leads`: the requests for quotes matched to the vendor, newest first as the server sends
 * them, each linking to its page; and beside them the private address of the vendor's calendar feed.
 */
export function LeadsPage({ member, leads, calendarFeedUrl, viewingAsAdmin, links, answer }: LeadsPageProps) {
  const [searchParams] = useSearchParams();
  const notice = memberCenterNotice(searchParams.get(NOTICE_PARAM));
  return (
    <div className="container dash-page">
      <MemberCenterHeader title="Leads" member={member} viewingAsAdmin={viewingAsAdmin} current="leads" links={links} />
      <div className="leads-layout">
        <section aria-labelledby="leads-title">
          <h2 className="dash-section__title" id="leads-title">
            Requests for quotes
          </h2>
          {leads.length === 0 ? (
            <NoLeads dashboardHref={links.dashboardHref} />
          ) : (
            <LeadList leads={leads} links={links} />
          )}
        </section>
        <CalendarFeed
          url={calendarFeedUrl}
          note={noticeFor(notice, "calendar-feed")}
          refused={answerFor(answer, LEAD_INTENTS.renewCalendarFeed)}
        />
      </div>
    </div>
  );
}

function NoLeads({ dashboardHref }: { dashboardHref: string }) {
  return (
    <div className="leads-empty">
      <p className="leads-empty__title">No leads yet.</p>
      <p>
        When a planner asks for quotes, Marquee sends the request to vendors who offer the service they need, travel as
        far as their event and are free on its date. Leads sent to you appear here, and we email you each one.
      </p>
      <p>
        To get the leads you can take, keep your calendar and blackout dates current and your travel distance right.
      </p>
      <p>
        <Link to={`${dashboardHref}#calendar`}>Update your calendar</Link>
      </p>
    </div>
  );
}

/** The status the list shows, from the page address (`?status=new`): every lead unless it names one. */
function shownStatus(param: string | null): LeadStatus | "all" {
  return param !== null && Object.hasOwn(LEAD_STATUS_LABELS, param) ? (param as LeadStatus) : "all";
}

/**
 * The leads, filtered by status in a form sent by GET (`?status=`), so the filter works without
 * scripts ("Show" sends it); with them, choosing a status is enough.
 */
function LeadList({ leads, links }: { leads: readonly LeadSummaryDto[]; links: MemberCenterLinks }) {
  const filterId = useId();
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const shown = shownStatus(searchParams.get("status"));
  const counts = statusCounts(leads);
  const visible = filterLeads(leads, shown);
  const memberId = new URLSearchParams(links.memberQuery).get("memberId");
  const countText =
    shown === "all" ? leadCount(leads.length) : `Showing ${visible.length} of ${leadCount(leads.length)}`;

  return (
    <>
      <div className="leads-toolbar">
        {counts.length > 1 || shown !== "all" ? (
          <Form method="get" className="leads-toolbar__filter" preventScrollReset>
            {memberId === null ? null : <input type="hidden" name="memberId" value={memberId} />}
            <label className="form-field__label" htmlFor={filterId}>
              Show
            </label>
            <select
              id={filterId}
              name="status"
              className="form-field__input form-field__select"
              defaultValue={shown}
              onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true, replace: true })}
            >
              <option value="all">All leads ({leads.length})</option>
              {counts.map(({ status, count }) => (
                <option key={status} value={status}>
                  {LEAD_STATUS_LABELS[status]} ({count})
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className="button button--secondary">
                Show
              </button>
            </noscript>
          </Form>
        ) : null}
        <p className="leads-toolbar__count" role="status">
          {countText}
        </p>
      </div>
      <ul className="lead-list">
        {visible.map((lead) => (
          <LeadCard key={lead.requestId} lead={lead} href={leadHref(lead.requestId, links)} />
        ))}
      </ul>
    </>
  );
}

function leadCount(count: number): string {
  return count === 1 ? "1 lead" : `${count} leads`;
}

function LeadCard({ lead, href }: { lead: LeadSummaryDto; href: string }) {
  const titleId = `lead-${lead.requestId}-title`;
  const date = formatEventDate(lead.eventDate);
  const received = formatDateTime(lead.receivedAt);
  return (
    <li className={lead.status === "new" ? "lead-card lead-card--new" : "lead-card"}>
      <article aria-labelledby={titleId}>
        <div className="lead-card__top">
          <h3 className="lead-card__title" id={titleId}>
            <Link to={href} className="lead-card__link">
              {lead.eventType}
              {date ? (
                <>
                  {", "}
                  <time className="lead-card__date" dateTime={isoDatePart(lead.eventDate)}>
                    {date}
                  </time>
                </>
              ) : null}
            </Link>
          </h3>
          <LeadStatusBadge status={lead.status} />
        </div>
        <dl className="market-facts lead-card__facts">
          <MarketFact term="City">{lead.cityName}</MarketFact>
          <MarketFact term="Guests">{guestsText(lead.guestCount)}</MarketFact>
          <MarketFact term="Budget">{budgetText(lead.budgetCents)}</MarketFact>
          <MarketFact term="Planner">{lead.plannerFirstName}</MarketFact>
          <MarketFact term="Services">{lead.serviceTypes.join(", ")}</MarketFact>
        </dl>
        <p className="lead-card__footer">
          <span className="lead-card__quotes">{quotesSoFarText(lead.quoteCount)}</span>
          {received ? (
            <span className="lead-card__received">
              Received <time dateTime={lead.receivedAt}>{received}</time>
            </span>
          ) : null}
        </p>
      </article>
    </li>
  );
}
