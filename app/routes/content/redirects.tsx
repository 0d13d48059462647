import { redirect } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import type { Route } from "./+types/redirects.ts";

/**
 * Old addresses below pages that now stand alone, answered with a permanent redirect (one module
 * registered for each splat):
 * - `/press/*` to `/press`, `/event-inspiration/*` to `/event-inspiration`;
 * - `/local/*` deeper than a state's city to `/local`;
 * - `/wedding-entertainment/{serviceType}/...` to `/services/{serviceType}`, anything else there
 *   to `/wedding-entertainment`.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const section = new URL(request.url).pathname.split("/")[1] ?? "";
  if (section === "wedding-entertainment") {
    const first = (params["*"] ?? "").split("/")[0]?.toLowerCase() ?? "";
    const services = context.get(servicesContext);
    const serviceType = first ? await services.serviceTypes.findByFileName(first) : undefined;
    throw redirect(serviceType ? `/services/${serviceType.fileName}` : "/wedding-entertainment", 301);
  }
  if (section === "press" || section === "event-inspiration" || section === "local") throw redirect(`/${section}`, 301);
  throw redirect("/", 301);
}
