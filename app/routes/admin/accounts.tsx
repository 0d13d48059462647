import { data, Form, Link } from "react-router";
import { LISTING_STATUS_LABELS } from "#features/operator/operator.rules.ts";
import { accountSearchSchema, type AccountSummaryDto } from "#features/operator/operator.schema.ts";
import { servicesContext } from "#features/services.server.ts";
import { requireOperator } from "../session.server.ts";
import type { Route } from "./+types/accounts.ts";
import "#app/components/admin/admin.css";

/**
 * `/admin/accounts`: find vendors and planners by name, email, city or id. The search form is a GET
 * form, so a search is an address to keep or share, with or without scripts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { headers } = await requireOperator(request, services);
  const url = new URL(request.url);
  const parsed = accountSearchSchema.safeParse(Object.fromEntries(url.searchParams));
  // An address edited by hand (a page of 0, an unknown kind) shows the first page of everyone.
  const search = parsed.success ? parsed.data : accountSearchSchema.parse({});
  const found = await services.operator.searchAccounts(search);
  return data(
    { search, ...found, problem: parsed.success ? null : "That search could not be read: showing everyone." },
    { headers },
  );
}

export function meta() {
  return [{ title: "Accounts | Marquee operator console" }];
}

function standing(account: AccountSummaryDto): { label: string; tone: string } {
  if (account.suspendedAt) return { label: "Suspended", tone: "admin-status--danger" };
  if (account.listingStatus && account.listingStatus !== "live")
    return { label: LISTING_STATUS_LABELS[account.listingStatus], tone: "admin-status--warning" };
  return { label: "Active", tone: "admin-status--done" };
}

export default function Accounts({ loaderData }: Route.ComponentProps) {
  const { search, accounts, total, page, pageSize, problem } = loaderData;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const pageLink = (to: number) => {
    const params = new URLSearchParams();
    if (search.q) params.set("q", search.q);
    if (search.kind !== "all") params.set("kind", search.kind);
    params.set("page", String(to));
    return `/admin/accounts?${params.toString()}`;
  };
  return (
    <>
      <h1>Accounts</h1>
      <section className="admin-panel" aria-labelledby="account-search-heading">
        <h2 id="account-search-heading">Find a vendor or planner</h2>
        <Form method="get" className="admin-filters" role="search">
          <label htmlFor="account-search-q">
            Name, email, city or id
            <input id="account-search-q" name="q" type="search" maxLength={200} defaultValue={search.q ?? ""} />
          </label>
          <label htmlFor="account-search-kind">
            Kind
            <select id="account-search-kind" name="kind" defaultValue={search.kind}>
              <option value="all">Vendors and planners</option>
              <option value="vendor">Vendors</option>
              <option value="planner">Planners</option>
            </select>
          </label>
          <button type="submit" className="button button--primary">
            Search
          </button>
        </Form>
      </section>
      {problem ? (
        <p className="admin-notice" role="status">
          {problem}
        </p>
      ) : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption>
            {total === 0
              ? "No account matches."
              : `${total} ${total === 1 ? "account" : "accounts"}, newest first; page ${page} of ${lastPage}.`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Kind</th>
              <th scope="col">Email</th>
              <th scope="col">City</th>
              <th scope="col" className="admin-table__number">
                Account id
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => {
              const { label, tone } = standing(account);
              return (
                <tr key={account.accountId}>
                  <td>
                    <Link to={`/admin/accounts/${account.accountId}`}>{account.name || "(no name)"}</Link>
                  </td>
                  <td>{account.kind === "vendor" ? "Vendor" : "Planner"}</td>
                  <td>{account.email}</td>
                  <td>{account.city ?? "—"}</td>
                  <td className="admin-table__number">{account.accountId}</td>
                  <td>
                    <span className={`admin-status ${tone}`}>{label}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {lastPage > 1 ? (
        <nav aria-label="Result pages" className="admin-actions">
          {page > 1 ? <Link to={pageLink(page - 1)}>Previous page</Link> : null}
          {page < lastPage ? <Link to={pageLink(page + 1)}>Next page</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
