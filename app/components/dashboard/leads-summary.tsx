import { Link } from "react-router";
import { fetchLeads } from "./dashboard.calls.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import { countNewLeads, newLeadsText } from "./leads-summary.logic.ts";
import { useMemberCenterLoad } from "./use-dashboard-data.ts";
import "./dashboard.css";

/**
 * The dashboard's card about leads: how many wait for an answer, and the way to them. It loads on its
 * own, so the rest of the dashboard never waits for (or fails with) the leads.
 */
export function LeadsSummary({
  memberId,
  leadsHref,
  returnTo,
}: {
  memberId: number;
  leadsHref: string;
  returnTo: string;
}) {
  const { state } = useMemberCenterLoad((signal) => fetchLeads(memberId, signal), returnTo);

  return (
    <DashboardSection id="leads" title="Leads" intro="Requests for quotes from planners, matched to you.">
      <div className="dash-leads-summary">
        <p className="dash-leads-summary__text" role="status">
          {state.status === "loading"
            ? "Checking for new leads…"
            : state.status === "error"
              ? "We couldn't check your leads just now."
              : newLeadsText(countNewLeads(state.data))}
        </p>
        <Link className="button button--primary" to={leadsHref}>
          See your leads
        </Link>
      </div>
    </DashboardSection>
  );
}
