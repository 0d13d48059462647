import { data } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import {
  LandingHeader,
  LandingSection,
  LinkColumns,
  ServiceTypeTiles,
  TopVendors,
} from "#app/components/search-results/landing-sections.tsx";
import { serviceTypeHref } from "#app/components/search-results/search-results.logic.ts";
import { ChangeSearch } from "#app/components/search-form/change-search.tsx";
import { toVendorTile } from "#app/components/vendor-card/vendor-card.logic.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import type { Route } from "./+types/venue-markets.ts";

/** How many of the busiest markets lead the page as tiles, before the full list. */
const BUSIEST_MARKETS = 8;

const venuesLabel = (count: number) => (count === 1 ? "1 venue" : `${count.toLocaleString("en-US")} venues`);

/** `/venues`: the venue markets (GET /api/v1/venues/active-markets) with their venues, and the kinds of venue. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const page = await services.landing.venueLanding();
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  const venueTotal = page.markets.reduce((total, market) => total + market.venueCount, 0);
  return {
    mainServiceType: page.mainServiceType,
    serviceTypes: page.serviceTypes,
    topVendors: page.topVendors.map(toVendorTile),
    markets: page.markets.map((market) => ({
      label: market.displayName,
      href: market.canonicalUrl,
      detail: venuesLabel(market.venueCount),
    })),
    venueTotal,
    title: "Event venues by market | Marquee",
    description:
      "Wedding venues, party rooms, barns, gardens, lofts and private dining rooms, market by market across the US and Canada.",
    canonicalUrl: new URL("/venues", services.config.publicOrigin).toString(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}

export default function VenueMarkets({ loaderData }: Route.ComponentProps) {
  const { mainServiceType, serviceTypes, topVendors, markets, venueTotal } = loaderData;
  const alphabetical = [...markets].sort((a, b) => a.label.localeCompare(b.label));
  return (
    <>
      <LandingHeader
        crumbs={[{ label: "Venues" }]}
        title="Event venues"
        intro={
          markets.length > 0
            ? `${venuesLabel(venueTotal)} in ${markets.length} markets: halls, barns, gardens, lofts and private rooms for weddings, parties and meetings.`
            : "Halls, barns, gardens, lofts and private rooms for weddings, parties and meetings."
        }
      >
        <ChangeSearch serviceType={mainServiceType} />
      </LandingHeader>
      <div className="container landing-body">
        {markets.length > 0 ? (
          <LandingSection
            id="busiest-markets"
            title="Busiest venue markets"
            intro="Each market covers a city and the towns around it."
          >
            <ServiceTypeTiles items={markets.slice(0, BUSIEST_MARKETS)} />
          </LandingSection>
        ) : null}
        <TopVendors items={topVendors} pluralForm={mainServiceType.pluralForm} />
        {serviceTypes.length > 0 ? (
          <LandingSection id="service-types" title="Kinds of venues">
            <ServiceTypeTiles
              items={serviceTypes.map((type) => ({ label: type.pluralForm, href: serviceTypeHref(type) }))}
            />
          </LandingSection>
        ) : null}
        {markets.length > BUSIEST_MARKETS ? (
          <LandingSection id="venue-markets" title="Every venue market">
            <LinkColumns items={alphabetical} />
          </LandingSection>
        ) : null}
      </div>
    </>
  );
}
