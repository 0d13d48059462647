import { data } from "react-router";
import { insightsQuerySchema } from "#features/analytics/analytics.schema.ts";
import { INSIGHTS_PERIODS } from "#features/analytics/insights.rules.ts";
import { servicesContext } from "#features/services.server.ts";
import { InsightsPage } from "#app/components/insights/insights-page.tsx";
import type { Route } from "./+types/insights.ts";
import { memberCenter, memberCenterHeaders } from "./member-center.server.ts";

/**
 * `/dashboard/insights[?days=30|90|365]`: the vendor's figures, read in-process and drawn on the
 * server. Only the vendor themself, or an administrator with `?memberId=`, sees them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const { memberId, viewingAsAdmin, headers, links } = await memberCenter(request, services);

  // An unknown period shows the default one rather than an error page.
  const days = insightsQuerySchema.safeParse({ days: url.searchParams.get("days") ?? undefined }).data?.days;
  const insights = await services.analytics.insights(memberId, days ?? INSIGHTS_PERIODS[0]);
  if (!insights) throw data(null, { status: 404, statusText: "Not Found", headers });
  return data({ insights, viewingAsAdmin, links }, { headers });
}

export const headers = memberCenterHeaders;

export function meta() {
  return [{ title: "Insights | Marquee" }, { name: "robots", content: "noindex" }];
}

export default function Insights({ loaderData }: Route.ComponentProps) {
  return (
    <InsightsPage insights={loaderData.insights} links={loaderData.links} viewingAsAdmin={loaderData.viewingAsAdmin} />
  );
}
