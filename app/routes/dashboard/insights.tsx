import { data, redirect } from "react-router";
import { logInPath, readCookie, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import type { Principal } from "#features/accounts/sessions.service.server.ts";
import { insightsQuerySchema } from "#features/analytics/analytics.schema.ts";
import { INSIGHTS_PERIODS } from "#features/analytics/insights.rules.ts";
import { type Services, servicesContext } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import { memberCenterLinks } from "#app/components/dashboard/dashboard.logic.ts";
import { InsightsPage } from "#app/components/insights/insights-page.tsx";
import { cookieHeaders } from "../account/account-forms.ts";
import type { Route } from "./+types/insights.ts";
import { memberCenterHeaders } from "./member-access.ts";

/**
 * Who is asking, from the HttpOnly session cookies (the readable scope cookie decides nothing here:
 * anyone can write it). When the access token has expired the refresh token is rotated, as the
 * browser's API client would do, and the new cookies go back with the answer.
 */
async function sessionOf(request: Request, services: Services): Promise<{ principal?: Principal; headers: Headers }> {
  const cookies = request.headers.get("Cookie");
  const accessToken = readCookie(cookies, SESSION_COOKIES.access);
  const principal = accessToken ? await services.sessions.authenticate(accessToken) : undefined;
  if (principal) return { principal, headers: new Headers() };
  const refreshToken = readCookie(cookies, SESSION_COOKIES.refresh);
  const refreshed = refreshToken ? await services.accounts.refresh(refreshToken) : undefined;
  if (!refreshed?.ok) return { headers: new Headers() };
  return {
    principal: await services.sessions.authenticate(refreshed.tokens.accessToken),
    headers: cookieHeaders(refreshed.setCookies),
  };
}

/**
 * `/dashboard/insights[?days=30|90|365]`: the vendor's figures, read in-process and drawn on the
 * server. Only the vendor themself, or an administrator with `?memberId=`, sees them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const { principal, headers } = await sessionOf(request, services);
  if (!principal) throw redirect(logInPath(`${url.pathname}${url.search}`));
  if (principal.role === "client") throw redirect("/", { headers });

  const adminViewOf =
    principal.role === "admin" ? (idSchema.safeParse(url.searchParams.get("memberId")).data ?? null) : null;
  const memberId = adminViewOf ?? principal.memberId;
  // A member session without a member record has no center to show.
  if (memberId === null) throw redirect("/", { headers });
  const viewingAsAdmin = adminViewOf !== null && adminViewOf !== principal.memberId;

  // An unknown period shows the default one rather than an error page.
  const days = insightsQuerySchema.safeParse({ days: url.searchParams.get("days") ?? undefined }).data?.days;
  const insights = await services.analytics.insights(memberId, days ?? INSIGHTS_PERIODS[0]);
  if (!insights) throw data(null, { status: 404, statusText: "Not Found", headers });
  return data({ insights, viewingAsAdmin, links: memberCenterLinks(viewingAsAdmin ? memberId : null) }, { headers });
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
