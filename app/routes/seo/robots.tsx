import { servicesContext } from "#features/services.server.ts";
import type { Route } from "./+types/robots.ts";

/** `/robots.txt`: what crawlers may index, and where the sitemap is. */
export function loader({ context }: Route.LoaderArgs) {
  const text = context.get(servicesContext).sitemap.robotsTxt();
  return new Response(text, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
