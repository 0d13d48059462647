import { data } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { SITEMAP_CACHE_MS } from "#features/sitemap/sitemap.service.server.ts";
import { parseSitemapFileName } from "#features/sitemap/sitemap.rules.ts";
import type { Route } from "./+types/sitemap.ts";

/** `/sitemaps/{kind}-{n}.xml`: one part of the sitemap; a name the index does not list is not found. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = parseSitemapFileName(params.name);
  const xml = file ? await context.get(servicesContext).sitemap.partXml(file.kind, file.part) : undefined;
  if (xml === undefined) throw data(null, { status: 404, statusText: "Not Found" });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": `public, max-age=${SITEMAP_CACHE_MS / 1000}`,
    },
  });
}
