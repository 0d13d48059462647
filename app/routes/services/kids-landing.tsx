import { servicesContext } from "#features/services.server.ts";
import { KIDS_PARTY_ENTERTAINMENT } from "#features/search/search.rules.ts";
import {
  LandingHeader,
  LandingSection,
  LinkColumns,
  ServiceTypeTiles,
} from "#app/components/search-results/landing-sections.tsx";
import { serviceTypeHref } from "#app/components/search-results/search-results.logic.ts";
import { EventGuideBody } from "#app/components/content/event-guide-view.tsx";
import type { Route } from "./+types/kids-landing.ts";

/** `/gigkids`: every kids party service type, and the cities with a kids party page. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [page, guide] = await Promise.all([
    services.landing.kidsLanding(),
    services.content.eventGuide({ path: "/gigkids" }),
  ]);
  // This page is the kids party entertainment type's own landing page: no tile back to itself.
  const serviceTypes = page.serviceTypes.filter((type) => type.fileName !== KIDS_PARTY_ENTERTAINMENT);
  return {
    ...page,
    serviceTypes,
    guide: guide ?? null,
    canonicalUrl: new URL("/gigkids", services.config.publicOrigin).toString(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: "Kids party entertainment | Marquee" },
    {
      name: "description",
      content:
        "Book clowns, magicians, face painters, balloon twisters, characters and more for kids' birthday parties. Compare reviews and prices and request free quotes on Marquee.",
    },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonicalUrl }] : []),
  ];
}

export default function KidsLanding({ loaderData }: Route.ComponentProps) {
  const { serviceTypes, popularCities, guide } = loaderData;
  return (
    <>
      <LandingHeader
        title="Kids party entertainment"
        intro="Clowns, magicians, face painters, balloon artists, characters and more: entertainers who make a kids' party one to remember. Choose an act, or pick your city to see kids party entertainers near you."
      />
      <div className="container landing-body">
        <LandingSection id="kids-services" title="Kids party entertainers">
          <ServiceTypeTiles
            items={serviceTypes.map((type) => ({ label: type.pluralForm, href: serviceTypeHref(type) }))}
          />
        </LandingSection>
        {popularCities.length > 0 ? (
          <LandingSection id="popular-cities" title="Kids party entertainment by city">
            <LinkColumns items={popularCities.map((city) => ({ label: city.displayName, href: city.canonicalUrl }))} />
          </LandingSection>
        ) : null}
        {guide ? <EventGuideBody guide={guide} /> : null}
      </div>
    </>
  );
}
