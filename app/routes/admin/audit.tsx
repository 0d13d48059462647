import { data, Form, Link } from "react-router";
import { type AuditEventDto, auditSearchSchema } from "#features/audit/audit.schema.ts";
import { servicesContext } from "#features/services.server.ts";
import { requireOperator } from "../session.server.ts";
import type { Route } from "./+types/audit.ts";

/** The search form's fields, in the order the schema and the query string name them. */
const FILTERS = [
  { name: "actorAccountId", label: "Actor account id", type: "number" },
  { name: "subjectAccountId", label: "Subject account id", type: "number" },
  { name: "recordType", label: "Record type", type: "text" },
  { name: "recordId", label: "Record id", type: "number" },
  { name: "action", label: "Action starts with", type: "text" },
  { name: "from", label: "From (UTC day)", type: "date" },
  { name: "to", label: "To (UTC day)", type: "date" },
] as const;

type FilterName = (typeof FILTERS)[number]["name"];

/** `/admin/audit`: search the append-only audit log, newest first, 50 at a time (a GET form: works without scripts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { headers } = await requireOperator(request, services);
  const params = new URL(request.url).searchParams;
  // A field left empty is no filter.
  const typed = Object.fromEntries(
    [...FILTERS.map((filter) => filter.name), "before"].flatMap((name) => {
      const value = params.get(name)?.trim();
      return value ? [[name, value.slice(0, 100)]] : [];
    }),
  ) as Partial<Record<FilterName | "before", string>>;
  const parsed = auditSearchSchema.safeParse(typed);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0] ?? "search")}: ${issue.message}`);
    return data({ typed, problems, events: [], nextBefore: null }, { status: 400, headers });
  }
  const page = await services.audit.search(parsed.data);
  return data({ typed, problems: [] as string[], ...page }, { headers });
}

export function meta() {
  return [{ title: "Audit log | Marquee operator console" }];
}

function dateTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });
}

/** A record's before and after as readable JSON, folded away until asked for. */
function Change({ event }: { event: AuditEventDto }) {
  const parts = [
    ["Before", event.before],
    ["After", event.after],
    ["Details", event.details],
  ].filter(([, value]) => value !== null && !(typeof value === "object" && Object.keys(value as object).length === 0));
  if (parts.length === 0) return <span>—</span>;
  return (
    <details>
      <summary>{parts.map(([label]) => label).join(", ")}</summary>
      {parts.map(([label, value]) => (
        <div key={String(label)}>
          <strong>{String(label)}</strong>
          <pre>{JSON.stringify(value, null, 2)}</pre>
        </div>
      ))}
    </details>
  );
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { typed, problems, events, nextBefore } = loaderData;
  const olderQuery = new URLSearchParams(
    Object.entries(typed).filter(([name, value]) => name !== "before" && value !== undefined) as [string, string][],
  );
  if (nextBefore !== null) olderQuery.set("before", String(nextBefore));
  return (
    <>
      <h1>Audit log</h1>
      <p>Every operator action, and every account deletion, as it was recorded. Nobody can edit or delete it.</p>
      <Form method="get" className="admin-panel admin-filters" aria-label="Search the audit log">
        {FILTERS.map((filter) => (
          <label key={filter.name}>
            {filter.label}
            <input
              name={filter.name}
              type={filter.type}
              defaultValue={typed[filter.name] ?? ""}
              {...(filter.type === "number" ? { min: 1, step: 1, inputMode: "numeric" as const } : {})}
              {...(filter.type === "text" ? { maxLength: filter.name === "action" ? 80 : 40 } : {})}
            />
          </label>
        ))}
        <button type="submit" className="button button--primary">
          Search
        </button>
        <Link to="/admin/audit">Clear</Link>
      </Form>
      {problems.length > 0 ? (
        <div role="alert" className="admin-panel">
          <p>The search could not be read:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption>
            {events.length === 0 ? "No events match." : `Events, newest first (${events.length} shown)`}
          </caption>
          <thead>
            <tr>
              <th scope="col">When (UTC)</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Record</th>
              <th scope="col">Subject</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td>
                  <time dateTime={event.createdAt}>{dateTime(event.createdAt)}</time>
                </td>
                <td>
                  {event.actorAccountId === null
                    ? "System"
                    : `${event.actorEmail ?? "Unknown account"} (#${event.actorAccountId})`}
                </td>
                <td>
                  <code>{event.action}</code>
                </td>
                <td>
                  {event.recordType
                    ? `${event.recordType}${event.recordId === null ? "" : ` #${event.recordId}`}`
                    : "—"}
                </td>
                <td>{event.subjectAccountId === null ? "—" : `Account #${event.subjectAccountId}`}</td>
                <td>
                  <Change event={event} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {nextBefore !== null ? (
        <p>
          <Link to={`/admin/audit?${olderQuery.toString()}`}>Older events</Link>
        </p>
      ) : null}
    </>
  );
}
