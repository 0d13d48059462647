import { data, redirect } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import type { Route } from "./+types/service-state-landing.ts";

/** `/services/{service}/{state}`: the state's first search, at its city list (SPEC section 2). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { landing } = context.get(servicesContext);
  const url = await landing.stateLandingRedirect(params.serviceSlug, params.stateAbbreviation);
  if (!url) throw data(null, { status: 404, statusText: "Not Found" });
  throw redirect(url, 302);
}

/** Never rendered: the loader always redirects or answers 404 (shown by the root error boundary). */
export default function ServiceStateLanding() {
  return null;
}
