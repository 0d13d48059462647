import { data, redirect } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { isContentSlug } from "#features/content/content.rules.ts";
import { absoluteUrl, contentMeta, heroImageUrl } from "#app/components/content/content.logic.ts";
import { EventGuideBody, EventGuideHeader } from "#app/components/content/event-guide-view.tsx";
import type { Route } from "./+types/event-guide.ts";

/** The page that shows the guide at this path when it has no slug in the address. */
const EVENT_INSPIRATION_PATH = "/event-inspiration";

/**
 * `/events/{slug}` and `/event-inspiration` (one module registered twice): an event guide. A guide
 * shown on a page of its own (`/gigkids`) is only answered there: its `/events/{slug}` redirects.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const slug = params.slug;
  if (slug !== undefined && !isContentSlug(slug)) throw data(null, { status: 404, statusText: "Not Found" });
  const guide = await services.content.eventGuide(slug !== undefined ? { slug } : { path: EVENT_INSPIRATION_PATH });
  if (!guide) throw data(null, { status: 404, statusText: "Not Found" });
  const path = slug !== undefined ? `/events/${slug}` : EVENT_INSPIRATION_PATH;
  if (guide.url !== path) throw redirect(guide.url, 301);

  const publicOrigin = services.config.publicOrigin;
  return {
    guide: {
      title: guide.title,
      summary: guide.summary,
      heroImageKey: guide.heroImageKey,
      bodyHtml: guide.bodyHtml,
      serviceTypes: guide.serviceTypes,
      themes: guide.themes,
      articles: guide.articles,
    },
    title: `${guide.metaTitle ?? guide.title} | Marquee`,
    description: guide.metaDescription ?? guide.summary,
    canonicalUrl: absoluteUrl(guide.url, publicOrigin),
    ogImage: guide.heroImageKey ? absoluteUrl(heroImageUrl(guide.heroImageKey), publicOrigin) : null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return contentMeta(loaderData);
}

export default function EventGuide({ loaderData }: Route.ComponentProps) {
  const { guide } = loaderData;
  return (
    <>
      <EventGuideHeader guide={guide} crumbs={[{ label: "Event guides", href: "/events" }, { label: guide.title }]} />
      <div className="container content-body">
        <EventGuideBody guide={guide} />
      </div>
    </>
  );
}
