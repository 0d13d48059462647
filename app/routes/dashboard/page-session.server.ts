import { redirect } from "react-router";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import type { Principal } from "#features/accounts/sessions.service.server.ts";
import type { Services } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import { pageSession } from "../account/page-session.server.ts";

/**
 * Whose member center a page drawn on the server shows, from the session itself: no session goes to
 * log in (and comes back), a planner goes home, a vendor sees their own, and an administrator any
 * vendor's with `?memberId=`.
 */
export async function memberCenterSession(
  request: Request,
  services: Services,
): Promise<{ principal: Principal; memberId: number; viewingAsAdmin: boolean; headers: Headers }> {
  const url = new URL(request.url);
  const { principal, headers } = await pageSession(request, services);
  if (!principal) throw redirect(logInPath(`${url.pathname}${url.search}`));
  if (principal.role === "client") throw redirect("/", { headers });
  const adminViewOf =
    principal.role === "admin" ? (idSchema.safeParse(url.searchParams.get("memberId")).data ?? null) : null;
  const memberId = adminViewOf ?? principal.memberId;
  // A member session without a member record has no center to show.
  if (memberId === null) throw redirect("/", { headers });
  return { principal, memberId, viewingAsAdmin: adminViewOf !== null && adminViewOf !== principal.memberId, headers };
}
