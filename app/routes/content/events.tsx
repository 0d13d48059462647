import { servicesContext } from "#features/services.server.ts";
import { ContentHeader } from "#app/components/content/content-header.tsx";
import { absoluteUrl, contentMeta } from "#app/components/content/content.logic.ts";
import { EventGuideCard } from "#app/components/content/event-guide-view.tsx";
import { EAGER_CARDS } from "#app/components/content/article-card.tsx";
import type { Route } from "./+types/events.ts";

/** `/events`: every event guide, each linking to the page it is shown on. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const guides = await services.content.eventGuides();
  return {
    guides,
    title: "Event planning guides | Marquee",
    description:
      "Planning guides for weddings, birthdays, kids parties, corporate events and more: timelines, typical prices and the entertainers and vendors to book.",
    canonicalUrl: absoluteUrl("/events", services.config.publicOrigin),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return contentMeta(loaderData);
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { guides } = loaderData;
  return (
    <>
      <ContentHeader
        title="Event planning guides"
        lead="Pick your kind of event for a planning timeline, typical prices, and the entertainers and vendors worth booking."
      />
      <div className="container content-body">
        {guides.length > 0 ? (
          <ul className="content-grid">
            {guides.map((guide, index) => (
              <li key={guide.slug}>
                <EventGuideCard guide={guide} eagerImage={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="content-empty">Event guides are on their way. Check back soon.</p>
        )}
      </div>
    </>
  );
}
