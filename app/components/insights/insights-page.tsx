import { Link } from "react-router";
import type { InsightsDto } from "#features/analytics/analytics.schema.ts";
import { INSIGHT_METRICS } from "#features/analytics/insights.rules.ts";
import type { MemberCenterLinks } from "../dashboard/dashboard.logic.ts";
import { MemberCenterHeader } from "../dashboard/dashboard-header.tsx";
import { DashboardSection } from "../dashboard/dashboard-section.tsx";
import { EngagementTable } from "./engagement-table.tsx";
import { isQuiet, periodText, rangeText } from "./insights.logic.ts";
import { MetricCard } from "./metric-card.tsx";
import { PeriodSelector } from "./period-selector.tsx";
import "../dashboard/dashboard.css";
import "./insights.css";

type InsightsPageProps = {
  insights: InsightsDto;
  links: MemberCenterLinks;
  viewingAsAdmin: boolean;
};

/**
 * `/dashboard/insights`: how often the vendor was found, viewed, asked and booked per day over a
 * period, each compared with the period before, and what visitors did on their listing.
 */
export function InsightsPage({ insights, links, viewingAsAdmin }: InsightsPageProps) {
  return (
    <div className="container dash-page">
      <MemberCenterHeader
        title="Insights"
        member={insights.vendor}
        viewingAsAdmin={viewingAsAdmin}
        current="insights"
        links={links}
      />
      <div className="insights-toolbar">
        <p className="insights-toolbar__range">
          <span className="insights-toolbar__period">{periodText(insights.days)}</span>{" "}
          {rangeText(insights.from, insights.to)}
        </p>
        <PeriodSelector current={insights.days} memberQuery={links.memberQuery} />
      </div>
      {isQuiet(insights) ? (
        <QuietPeriod insights={insights} links={links} />
      ) : (
        <div className="insights-sections">
          <section aria-labelledby="insights-figures-title">
            <h2 className="dash-section__title" id="insights-figures-title">
              Found, viewed, asked and booked
            </h2>
            <p className="dash-section__intro">
              Each total is compared with the {insights.days} days before. Days run midnight to midnight UTC.
            </p>
            <ul className="insights-metrics">
              {INSIGHT_METRICS.map((metric) => (
                <li key={metric}>
                  <MetricCard metric={metric} insights={insights} />
                </li>
              ))}
            </ul>
          </section>
          <DashboardSection
            id="engagement"
            title="What visitors did"
            intro="Counted once per visitor and day, from visitors' clicks on Marquee. Search engines and other robots are left out."
          >
            <EngagementTable insights={insights} />
          </DashboardSection>
        </div>
      )}
    </div>
  );
}

function QuietPeriod({ insights, links }: { insights: InsightsDto; links: MemberCenterLinks }) {
  return (
    <DashboardSection id="no-insights" title="Nothing to show yet">
      <div className="insights-quiet">
        <p>
          Nobody has found, viewed, asked or booked you in the last {insights.days * 2} days. Your figures appear here
          day by day as planners see you in search results, open your profile, send you requests for quotes and book
          you.
        </p>
        <p>Vendors with a photo, a clear description and an up-to-date calendar are found and booked more often.</p>
        <ul className="insights-quiet__links">
          <li>
            <Link className="button button--primary" to={`${links.dashboardHref}#profile-details`}>
              Complete your profile
            </Link>
          </li>
          <li>
            <Link className="button button--secondary" to={`${links.dashboardHref}#calendar`}>
              Update your calendar
            </Link>
          </li>
        </ul>
      </div>
    </DashboardSection>
  );
}
