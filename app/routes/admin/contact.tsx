import { data, Link, useSearchParams } from "react-router";
import { CONTACT_STATUSES } from "#features/content/content.rules.ts";
import { contactInboxQuerySchema } from "#features/content/content.schema.ts";
import { servicesContext } from "#features/services.server.ts";
import { AdminTabs } from "#app/components/admin/content/admin-tabs.tsx";
import { CONTACT_STATUS_LABELS, topicLabel } from "#app/components/admin/content/contact-labels.ts";
import { consoleTime } from "#app/components/admin/content/console-time.ts";
import { NOTICE_PARAM } from "#app/components/forms/page-forms.ts";
import { StatusMessage } from "#app/components/forms/status-message.tsx";
import { requireOperator } from "../session.server.ts";
import type { Route } from "./+types/contact.ts";
import "#app/components/admin/content/admin-content.css";

/** `/admin/contact?status=&page=`: messages sent from /contact, one status at a time, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { headers } = await requireOperator(request, services);
  const search = new URL(request.url).searchParams;
  const parsed = contactInboxQuerySchema.safeParse({
    status: search.get("status") ?? undefined,
    page: search.get("page") ?? undefined,
  });
  if (!parsed.success) throw data(null, { status: 404, headers });
  return data(await services.contentAdmin.contactInbox(parsed.data), { headers });
}

export function meta() {
  return [{ title: "Contact inbox | Marquee console" }];
}

export default function ContactInbox({ loaderData }: Route.ComponentProps) {
  const { status, counts, messages, page, pageCount } = loaderData;
  const [params] = useSearchParams();
  const pageLink = (to: number) => `/admin/contact?status=${status}&page=${to}`;
  return (
    <>
      <h1>Contact inbox</h1>
      <StatusMessage message={params.get(NOTICE_PARAM) ?? undefined} />
      <AdminTabs
        label="Messages by status"
        current={status}
        tabs={CONTACT_STATUSES.map((key) => ({
          key,
          label: CONTACT_STATUS_LABELS[key],
          href: `/admin/contact?status=${key}`,
          count: counts[key],
        }))}
      />
      {messages.length === 0 ? (
        <p>No {CONTACT_STATUS_LABELS[status].toLowerCase()} messages.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>
              {CONTACT_STATUS_LABELS[status]} messages, newest first
              {pageCount > 1 ? `: page ${page} of ${pageCount}` : null}
            </caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">From</th>
                <th scope="col">Topic</th>
                <th scope="col">Message</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id}>
                  <td>{consoleTime(message.createdAt)}</td>
                  <td>
                    {message.name}
                    <br />
                    {message.email}
                  </td>
                  <td>{topicLabel(message.topic)}</td>
                  <td>
                    <Link to={`/admin/contact/${message.id}`}>{message.excerpt}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 ? (
        <nav className="admin-pager" aria-label="Pages of messages">
          {page > 1 ? <Link to={pageLink(page - 1)}>Newer messages</Link> : null}
          {page < pageCount ? <Link to={pageLink(page + 1)}>Older messages</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
