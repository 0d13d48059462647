import { Link } from "react-router";
import type { ProblemSummaryDto } from "#features/marketplace/marketplace.schema.ts";
import { formatCents } from "#lib/money.ts";
import { PROBLEM_STATUS_LABELS } from "./problem-forms.ts";
import "./marketplace.css";

/**
 * On a booking, for its planner or its vendor: the problems reported with it, each with its state
 * and a link to its case, and "Report a problem" while they may report one.
 */
export function ProblemLinks({
  bookingId,
  canReport,
  problems,
}: {
  bookingId: number;
  canReport: boolean;
  problems: ProblemSummaryDto[];
}) {
  if (!canReport && problems.length === 0) return null;
  return (
    <div className="problem-links">
      {problems.length > 0 ? (
        <ul className="problem-links__list">
          {problems.map((problem) => (
            <li key={problem.id}>
              <Link to={`/problems/${problem.id}`}>
                {problem.kindLabel} problem reported by the {problem.reporterSide}
              </Link>
              :{" "}
              <span className="market-status" data-status={problem.status === "open" ? "open" : "completed"}>
                {PROBLEM_STATUS_LABELS[problem.status]}
              </span>
              {problem.refundCents ? ` (${formatCents(problem.refundCents)} refunded)` : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canReport ? (
        <p>
          <Link to={`/bookings/${bookingId}/problem`}>Report a problem</Link> with this booking (a no-show, something
          not as agreed, a payment).
        </p>
      ) : null}
    </div>
  );
}
