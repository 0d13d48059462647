import { data, redirect } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import type { Route } from "./+types/service-state-landing.ts";

/** `/services/{service}/{state}`: the state's first search, at its city list (SPEC section 2). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const stateAbbreviation = /^[a-z]{2}$/i.test(params.stateAbbreviation) ? params.stateAbbreviation : undefined;
  const page = stateAbbreviation
    ? await content.servicePage(params.serviceSlug, { servicePageType: "state", stateAbbreviation })
    : undefined;
  if (!page?.redirectUrl) throw data(null, { status: 404, statusText: "Not Found" });
  throw redirect(page.redirectUrl, 302);
}

/** Never rendered: the loader always redirects or answers 404 (shown by the root error boundary). */
export default function ServiceStateLanding() {
  return null;
}
