import { data, redirect } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { KIDS_PARTY_ENTERTAINMENT } from "#features/search/search.rules.ts";
import {
  firstPageSettings,
  parseSearchPageQuery,
  tidySearchAddress,
  searchPageData,
} from "#app/components/search-results/search-page.loading.ts";
import { isEmptySearch } from "#app/components/search-results/search-results.logic.ts";
import { SearchResultsView } from "#app/components/search-results/search-results-view.tsx";
import { searchPageAnalytics } from "#app/components/search-results/search-page-analytics.ts";
import type { Route } from "./+types/kids-city.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

/** `/kids-party-entertainment/{city}`: the kids party entertainment search for a city, on its own page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const city = params.cityFileName.toLowerCase();
  const tidyAddress = tidySearchAddress(url);
  if (tidyAddress) throw redirect(tidyAddress);
  const pageQuery = parseSearchPageQuery(url.searchParams);
  const withPage = (skip: number, take: number) => ({ ...pageQuery.query, skip: String(skip), take: String(take) });
  const firstSettings = firstPageSettings(pageQuery);
  const first = await services.landing.typeSearch(
    KIDS_PARTY_ENTERTAINMENT,
    city,
    withPage(firstSettings.skip, firstSettings.take),
  );
  if (!first || isEmptySearch(first)) throw data(null, { status: 404, statusText: "Not Found" });
  const reference = first.searchLookup.url;

  return searchPageData({
    request,
    pageQuery,
    first,
    fetchPage: async (slug, skip, take) => {
      if (slug === "results") return services.landing.typeSearch(KIDS_PARTY_ENTERTAINMENT, city, withPage(skip, take));
      const page = await services.search.search(reference, slug, { ...pageQuery.settings, location: city, skip, take });
      return "kind" in page ? undefined : page;
    },
    apiReference: reference,
    apiExtra: { location: city },
    canonicalPath: `/kids-party-entertainment/${city}`,
    publicOrigin: services.config.publicOrigin,
    serviceAttributes: await services.serviceTypes.attributes(),
  });
}

export const handle = searchPageAnalytics;

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}

export default function KidsCity({ loaderData }: Route.ComponentProps) {
  return <SearchResultsView data={loaderData} />;
}
