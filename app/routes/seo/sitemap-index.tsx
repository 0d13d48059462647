import { servicesContext } from "#features/services.server.ts";
import { SITEMAP_CACHE_MS } from "#features/sitemap/sitemap.service.server.ts";
import type { Route } from "./+types/sitemap-index.ts";

/** `/sitemap.xml`: the sitemap index over the parts at `/sitemaps/{kind}-{n}.xml`. */
export async function loader({ context }: Route.LoaderArgs) {
  const xml = await context.get(servicesContext).sitemap.indexXml();
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": `public, max-age=${SITEMAP_CACHE_MS / 1000}`,
    },
  });
}
