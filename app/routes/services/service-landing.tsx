import { data, redirect } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import {
  LandingHeader,
  LandingSection,
  LinkColumns,
  ServiceTypeTiles,
  StateEntries,
} from "#app/components/search-results/landing-sections.tsx";
import { groupLandingFor, inSentence, serviceTypeHref } from "#app/components/search-results/search-results.logic.ts";
import type { Route } from "./+types/service-landing.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

/** `/services/{serviceSlug}`: a service type's states and largest cities (SPEC section 2). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const page = await services.landing.serviceLanding(params.serviceSlug);
  if (page.kind === "redirect") throw redirect(page.url, 301);
  if (page.kind === "not-found") throw data(null, { status: 404, statusText: "Not Found" });
  const { serviceType, states, popularCities, relatedServiceTypes } = page;
  const plural = serviceType.pluralForm;
  return {
    serviceType,
    states,
    popularCities,
    relatedServiceTypes,
    title: `${plural} for hire near you | Marquee`,
    description: `Find and book ${inSentence(plural)} for weddings, parties and corporate events. Browse by city or state, compare reviews and prices, and request free quotes on Marquee.`,
    canonicalUrl: new URL(`/services/${serviceType.fileName}`, services.config.publicOrigin).toString(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}

export default function ServiceLanding({ loaderData }: Route.ComponentProps) {
  const { serviceType, states, popularCities, relatedServiceTypes } = loaderData;
  const plural = serviceType.pluralForm;
  const lower = inSentence(plural);
  const group = groupLandingFor(serviceType.menuGroup);
  return (
    <>
      <LandingHeader
        crumbs={
          group && group.label !== plural
            ? [{ label: group.label, href: group.href }, { label: plural }]
            : [{ label: plural }]
        }
        title={plural}
        intro={`Book ${lower} for weddings, birthdays, corporate events and every party in between. Pick your city to compare ${lower} near you: read reviews from real planners, see photos and videos, check prices, and request free quotes.`}
      />
      <div className="container landing-body">
        {popularCities.length > 0 ? (
          <LandingSection id="popular-cities" title={`Popular cities for ${lower}`}>
            <LinkColumns items={popularCities.map((city) => ({ label: city.displayName, href: city.canonicalUrl }))} />
          </LandingSection>
        ) : null}
        <LandingSection
          id="states"
          title="Browse by state or province"
          intro={`Choose a state to see ${lower} in each of its cities.`}
        >
          <StateEntries entries={states} />
        </LandingSection>
        {relatedServiceTypes.length > 0 ? (
          <LandingSection id="related-services" title="Related services">
            <ServiceTypeTiles
              items={relatedServiceTypes.map((type) => ({ label: type.pluralForm, href: serviceTypeHref(type) }))}
            />
          </LandingSection>
        ) : null}
      </div>
    </>
  );
}
