import { redirect, redirectDocument } from "react-router";
import { readCookie, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import { servicesContext } from "#features/services.server.ts";
import { signedOutHeaders } from "../session.server.ts";
import type { Route } from "./+types/logout.ts";

/**
 * `/logout`: a POST ends the session (the refresh token is revoked and the session cookies cleared)
 * and goes where the configuration says; the header's LogOutButton posts here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const cookies = request.headers.get("Cookie");
  await services.accounts.logOut({
    accessToken: readCookie(cookies, SESSION_COOKIES.access),
    refreshToken: readCookie(cookies, SESSION_COOKIES.refresh),
  });
  throw redirectDocument(services.config.logoutRedirect, { headers: signedOutHeaders(services) });
}

/** A GET never logs anyone out (a link or a prefetch could); it just goes home. */
export function loader() {
  throw redirect("/");
}
