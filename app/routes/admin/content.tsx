import { data, Link, useSearchParams } from "react-router";
import { CONTENT_KIND_LABELS, CONTENT_KINDS } from "#features/content/content.rules.ts";
import { contentKindParamsSchema } from "#features/content/content.schema.ts";
import { servicesContext } from "#features/services.server.ts";
import { AdminTabs } from "#app/components/admin/content/admin-tabs.tsx";
import { consoleTime } from "#app/components/admin/content/console-time.ts";
import { NOTICE_PARAM } from "#app/components/forms/page-forms.ts";
import { StatusMessage } from "#app/components/forms/status-message.tsx";
import { requireOperator } from "../session.server.ts";
import type { Route } from "./+types/content.ts";
import "#app/components/admin/content/admin-content.css";

/** `/admin/content?kind=`: every article, theme, event guide or information page, published or not. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { headers } = await requireOperator(request, services);
  const parsed = contentKindParamsSchema.safeParse({
    kind: new URL(request.url).searchParams.get("kind") ?? "articles",
  });
  if (!parsed.success) throw data(null, { status: 404, headers });
  const { kind } = parsed.data;
  return data({ kind, items: await services.contentAdmin.contentList(kind) }, { headers });
}

export function meta() {
  return [{ title: "Content | Marquee console" }];
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { kind, items } = loaderData;
  const [params] = useSearchParams();
  const label = CONTENT_KIND_LABELS[kind];
  return (
    <>
      <h1>Content</h1>
      <StatusMessage message={params.get(NOTICE_PARAM) ?? undefined} />
      <p>
        Edits made here are kept when the content folder is loaded again, unless it is loaded with{" "}
        <code>--overwrite-edits</code>.
      </p>
      <AdminTabs
        label="Kinds of content"
        current={kind}
        tabs={CONTENT_KINDS.map((key) => ({
          key,
          label: CONTENT_KIND_LABELS[key],
          href: `/admin/content?kind=${key}`,
        }))}
      />
      {kind === "articles" ? (
        <p className="admin-actions">
          <Link className="button button--secondary" to="/admin/content/articles/new">
            New article
          </Link>
        </p>
      ) : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption>
            {label}: {items.length}
          </caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">On the site</th>
              <th scope="col">Status</th>
              <th scope="col">Edited in the console</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link to={`/admin/content/${kind}/${item.id}`}>{item.title}</Link>
                </td>
                <td>{item.published ? <a href={item.sitePath}>{item.sitePath}</a> : <span>{item.sitePath}</span>}</td>
                <td>
                  <span
                    className={
                      item.published ? "admin-status admin-status--done" : "admin-status admin-status--warning"
                    }
                  >
                    {item.published ? "Published" : "Unpublished"}
                  </span>
                </td>
                <td>{item.editedAt ? consoleTime(item.editedAt) : "No: as in the content folder"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
