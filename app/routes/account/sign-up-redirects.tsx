import { redirect } from "react-router";
import type { Route } from "./+types/sign-up-redirects.ts";

/**
 * `/signup` and the older stack's other `/signup/*` addresses (registered once for each), moved for
 * good to the three sign-up pages; the query string is kept:
 * - any path that mentions member, vendor, performer or provider: `/signup/vendor`;
 * - `/signup/client*` and `/signup/planner*`: `/signup/planner`;
 * - anything else, `/signup` itself included: `/signup/landing`.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const rest = url.pathname.replace(/^\/signup\/?/i, "").toLowerCase();
  const destination = /member|vendor|performer|provider/.test(rest)
    ? "/signup/vendor"
    : /^(client|planner)/.test(rest)
      ? "/signup/planner"
      : "/signup/landing";
  throw redirect(`${destination}${url.search}`, 301);
}
