import { Link } from "react-router";
import { DashboardSection } from "./dashboard-section.tsx";
import { newLeadsText } from "./leads-summary.logic.ts";
import "./dashboard.css";

/** The dashboard's card about leads: how many wait for an answer, and the way to them. */
export function LeadsSummary({ newLeadCount, leadsHref }: { newLeadCount: number; leadsHref: string }) {
  return (
    <DashboardSection id="leads" title="Leads" intro="Requests for quotes from planners, matched to you.">
      <div className="dash-leads-summary">
        <p className="dash-leads-summary__text">{newLeadsText(newLeadCount)}</p>
        <Link className="button button--primary" to={leadsHref}>
          See your leads
        </Link>
      </div>
    </DashboardSection>
  );
}
