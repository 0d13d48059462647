import type { LeadStatus } from "#features/marketplace/marketplace.schema.ts";
import { LEAD_STATUS_LABELS } from "../marketplace/marketplace.logic.ts";
import "../marketplace/marketplace.css";

/** A lead's status in words (the colour only repeats them). */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <p className="market-status" data-status={status}>
      <span className="visually-hidden">Status: </span>
      {LEAD_STATUS_LABELS[status]}
    </p>
  );
}
