import { data, Form, Link } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { problemQueueQuerySchema } from "#features/marketplace/marketplace.schema.ts";
import { formatCents } from "#lib/money.ts";
import { formatDateTime, formatEventDate } from "#app/components/marketplace/marketplace.logic.ts";
import { PROBLEM_STATUS_LABELS } from "#app/components/marketplace/problem-forms.ts";
import { requireOperator } from "../session.server.ts";
import type { Route } from "./+types/problems.ts";
import "#app/components/admin/admin.css";

const STATUS_FILTERS = [
  { value: "", label: "Open first, then resolved" },
  { value: "open", label: "Open only" },
  { value: "resolved", label: "Resolved only" },
] as const;

/** `/admin/problems`: the queue of problems reported with bookings, open ones first (oldest first). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { headers } = await requireOperator(request, services);
  const query = problemQueueQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const status = query.success ? query.data.status : undefined;
  return data({ status: status ?? "", problems: await services.marketplace.problemQueue(status) }, { headers });
}

export function meta() {
  return [{ title: "Problems | Marquee operators" }, { name: "robots", content: "noindex" }];
}

export default function AdminProblems({ loaderData }: Route.ComponentProps) {
  const { problems, status } = loaderData;
  const open = problems.filter((problem) => problem.status === "open").length;
  return (
    <>
      <h1>Problems with bookings</h1>
      <Form method="get" className="admin-filters admin-panel">
        <label>
          Show
          <select name="status" defaultValue={status}>
            {STATUS_FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          Show
        </button>
      </Form>
      {problems.length === 0 ? (
        <p className="admin-panel">No problems to show.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>
              {open === 1 ? "1 open problem" : `${open} open problems`}, {problems.length} shown
            </caption>
            <thead>
              <tr>
                <th scope="col">Problem</th>
                <th scope="col">Status</th>
                <th scope="col">Reported by</th>
                <th scope="col">Booking</th>
                <th scope="col">Reported</th>
                <th scope="col" className="admin-table__number">
                  Refunded
                </th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem) => (
                <tr key={problem.id}>
                  <td>
                    <Link to={`/admin/problems/${problem.id}`}>
                      #{problem.id} {problem.kindLabel}
                    </Link>
                  </td>
                  <td>
                    <span
                      className={
                        problem.status === "open"
                          ? "admin-status admin-status--warning"
                          : "admin-status admin-status--done"
                      }
                    >
                      {PROBLEM_STATUS_LABELS[problem.status]}
                    </span>
                  </td>
                  <td>
                    {problem.reporterSide === "planner"
                      ? `Planner ${problem.plannerFirstName}`
                      : `Vendor ${problem.vendorName}`}
                  </td>
                  <td>
                    {problem.eventType} on {formatEventDate(problem.eventDate)}: {problem.vendorName} for{" "}
                    {problem.plannerFirstName}
                  </td>
                  <td>{formatDateTime(problem.createdAt)}</td>
                  <td className="admin-table__number">
                    {problem.refundCents === null ? "–" : formatCents(problem.refundCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
