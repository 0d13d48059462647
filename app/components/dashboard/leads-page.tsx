import { useId, useState } from "react";
import { Link } from "react-router";
import type { LeadStatus, LeadSummaryDto } from "#features/marketplace/marketplace.schema.ts";
import { formatDateTime, formatEventDate, isoDatePart, LEAD_STATUS_LABELS } from "../marketplace/marketplace.logic.ts";
import { MarketFact } from "../marketplace/market-fact.tsx";
import { CalendarFeed } from "./calendar-feed.tsx";
import { fetchLeads, fetchMember } from "./dashboard.calls.ts";
import { leadHref, type MemberCenterLinks } from "./dashboard.logic.ts";
import { MemberCenterHeader } from "./dashboard-header.tsx";
import { LeadStatusBadge } from "./lead-status-badge.tsx";
import { budgetText, filterLeads, guestsText, quotesSoFarText, statusCounts } from "./leads.logic.ts";
import { MemberCenterPending } from "./member-center-pending.tsx";
import { useMemberCenterLoad } from "./use-dashboard-data.ts";
import "./dashboard.css";
import "./leads.css";

type LeadsPageProps = {
  memberId: number;
  viewingAsAdmin: boolean;
  returnTo: string;
  links: MemberCenterLinks;
};

/**
 * `/dashboard/leads`: the requests for quotes matched to the vendor, newest first as the server sends
 * them, each linking to its page; and beside them the private address of the vendor's calendar feed.
 */
export function LeadsPage({ memberId, viewingAsAdmin, returnTo, links }: LeadsPageProps) {
  const { state, retry } = useMemberCenterLoad(
    (signal) =>
      Promise.all([fetchMember(memberId, signal), fetchLeads(memberId, signal)]).then(([member, leads]) => ({
        member,
        leads,
      })),
    returnTo,
  );

  if (state.status !== "loaded") {
    return <MemberCenterPending state={state} retry={retry} title="Leads" loadingText="Loading your leads…" />;
  }
  const { member, leads } = state.data;

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
        <CalendarFeed memberId={memberId} returnTo={returnTo} />
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

function LeadList({ leads, links }: { leads: readonly LeadSummaryDto[]; links: MemberCenterLinks }) {
  const filterId = useId();
  const [shown, setShown] = useState<LeadStatus | "all">("all");
  const counts = statusCounts(leads);
  const visible = filterLeads(leads, shown);
  const countText =
    shown === "all" ? leadCount(leads.length) : `Showing ${visible.length} of ${leadCount(leads.length)}`;

  return (
    <>
      <div className="leads-toolbar">
        {counts.length > 1 ? (
          <div className="leads-toolbar__filter">
            <label className="form-field__label" htmlFor={filterId}>
              Show
            </label>
            <select
              id={filterId}
              className="form-field__input form-field__select"
              value={shown}
              onChange={(event) => setShown(event.target.value as LeadStatus | "all")}
            >
              <option value="all">All leads ({leads.length})</option>
              {counts.map(({ status, count }) => (
                <option key={status} value={status}>
                  {LEAD_STATUS_LABELS[status]} ({count})
                </option>
              ))}
            </select>
          </div>
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
