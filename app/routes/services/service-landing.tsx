import { data, redirect } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import {
  LandingCopy,
  LandingHeader,
  LandingSection,
  LinkColumns,
  ServiceTypeTiles,
  StateEntries,
  TopVendors,
} from "#app/components/search-results/landing-sections.tsx";
import { groupLandingFor, inSentence, serviceTypeHref } from "#app/components/search-results/search-results.logic.ts";
import { ChangeSearch } from "#app/components/search-form/change-search.tsx";
import { toVendorTile } from "#app/components/vendor-card/vendor-card.logic.ts";
import type { Route } from "./+types/service-landing.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

/** `/services/{serviceSlug}`: a service type's states and largest cities (SPEC section 2). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const copy = await services.content.servicePage(params.serviceSlug, { servicePageType: "service" });
  if (copy?.redirectUrl) throw redirect(copy.redirectUrl, 301);
  const page = copy ? await services.landing.serviceLanding(params.serviceSlug) : undefined;
  if (!copy || !page) throw data(null, { status: 404, statusText: "Not Found" });
  const { serviceType, states, popularCities, relatedServiceTypes } = page;
  return {
    serviceType,
    topVendors: page.topVendors.map(toVendorTile),
    states,
    popularCities,
    relatedServiceTypes,
    intro: copy.intro,
    bodyHtml: copy.bodyHtml,
    title: `${serviceType.pluralForm} for hire near you | Marquee`,
    description: copy.metaDescription,
    canonicalUrl: new URL(`/services/${serviceType.fileName}`, services.config.publicOrigin).toString(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}

export default function ServiceLanding({ loaderData }: Route.ComponentProps) {
  const { serviceType, states, popularCities, relatedServiceTypes, topVendors, intro, bodyHtml } = loaderData;
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
        intro={intro}
      >
        <ChangeSearch serviceType={serviceType} />
      </LandingHeader>
      <div className="container landing-body">
        <TopVendors items={topVendors} pluralForm={plural} />
        {popularCities.length > 0 ? (
          <LandingSection
            id="popular-cities"
            title={serviceType.isVenue ? "Venue markets" : `Popular cities for ${lower}`}
            intro={serviceType.isVenue ? "Each market covers a city and the towns around it." : undefined}
          >
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
        <LandingCopy label={`About ${lower}`} html={bodyHtml} />
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
