import { data, redirect } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { VIRTUAL_PARTY_SERVICES } from "#features/search/search.rules.ts";
import {
  firstPageSettings,
  parseSearchPageQuery,
  tidySearchAddress,
  searchPageData,
} from "#app/components/search-results/search-page.loading.ts";
import { isEmptySearch } from "#app/components/search-results/search-results.logic.ts";
import { SearchResultsView } from "#app/components/search-results/search-results-view.tsx";
import { searchPageAnalytics } from "#app/components/search-results/search-page-analytics.ts";
import { EventGuideBody } from "#app/components/content/event-guide-view.tsx";
import type { Route } from "./+types/virtual-landing.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

/** `/virtual-event-services[?location={city}]`: virtual party services, nearest first when a place is given. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const tidyAddress = tidySearchAddress(url);
  if (tidyAddress) throw redirect(tidyAddress);
  const pageQuery = parseSearchPageQuery(url.searchParams);
  const place = pageQuery.query.location?.toLowerCase();
  const withPage = (skip: number, take: number) => ({ ...pageQuery.query, skip: String(skip), take: String(take) });
  const firstSettings = firstPageSettings(pageQuery);
  const first = await services.landing.typeSearch(
    VIRTUAL_PARTY_SERVICES,
    place,
    withPage(firstSettings.skip, firstSettings.take),
  );
  if (!first || isEmptySearch(first)) throw data(null, { status: 404, statusText: "Not Found" });
  // A place we don't know is searched nationwide; the canonical page then has no place either.
  const knownPlace = place && first.searchInfo.location?.fileName === place ? place : undefined;
  const reference = first.searchLookup.url;

  const guide = await services.content.eventGuide({ path: "/virtual-event-services" });
  const page = await searchPageData({
    request,
    pageQuery,
    first,
    fetchPage: async (slug, skip, take) => {
      if (slug === "results") return services.landing.typeSearch(VIRTUAL_PARTY_SERVICES, place, withPage(skip, take));
      const page = await services.search.search(reference, slug, {
        ...pageQuery.settings,
        location: place,
        skip,
        take,
      });
      return "kind" in page ? undefined : page;
    },
    apiReference: reference,
    canonicalPath: `/virtual-event-services${knownPlace ? `?location=${encodeURIComponent(knownPlace)}` : ""}`,
    publicOrigin: services.config.publicOrigin,
    serviceAttributes: await services.serviceTypes.attributes(),
  });
  return { ...page, guide: guide ?? null };
}

export const handle = searchPageAnalytics;

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}

export default function VirtualLanding({ loaderData }: Route.ComponentProps) {
  const { guide, ...data } = loaderData;
  return (
    <>
      <SearchResultsView data={data} />
      {guide ? (
        <div className="container">
          <EventGuideBody guide={guide} />
        </div>
      ) : null}
    </>
  );
}
