import { redirect, redirectDocument } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { cookieHeaders } from "./account-forms.ts";
import type { Route } from "./+types/logout.ts";

/**
 * `/logout`: a POST ends the session (the refresh token is revoked and the session cookies cleared)
 * and goes where the accounts service says; the header's LogOutButton posts here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { setCookies, redirectTo } = await context.get(servicesContext).accounts.logOut(request.headers.get("Cookie"));
  throw redirectDocument(redirectTo, { headers: cookieHeaders(setCookies) });
}

/** A GET never logs anyone out (a link or a prefetch could); it just goes home. */
export function loader() {
  throw redirect("/");
}
