/**
 * The dashboard's card about leads, apart from the rest of the leads' rules so that the dashboard
 * does not load what only the leads pages need (decision 019).
 */
import type { LeadSummaryDto } from "#features/marketplace/marketplace.schema.ts";

export function countNewLeads(leads: readonly Pick<LeadSummaryDto, "status">[]): number {
  return leads.filter((lead) => lead.status === "new").length;
}

/** The dashboard's line about leads waiting for an answer. */
export function newLeadsText(count: number): string {
  if (count === 0) return "No new leads waiting for an answer.";
  return count === 1
    ? "You have 1 new lead waiting for an answer."
    : `You have ${count} new leads waiting for an answer.`;
}
