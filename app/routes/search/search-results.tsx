import { data, redirect } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { KIDS_PARTY_ENTERTAINMENT, VIRTUAL_PARTY_SERVICES } from "#features/search/search.rules.ts";
import { searchReferenceSchema } from "#features/search/search.schema.ts";
import {
  firstPageSettings,
  parseSearchPageQuery,
  tidySearchAddress,
  searchPageData,
} from "#app/components/search-results/search-page.loading.ts";
import { isEmptySearch } from "#app/components/search-results/search-results.logic.ts";
import { SearchResultsView } from "#app/components/search-results/search-results-view.tsx";
import { searchPageAnalytics } from "#app/components/search-results/search-page-analytics.ts";
import type { Route } from "./+types/search-results.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

/** `/search/{slug}`: digits search by lookup id (and redirect to the lookup's url), anything else by url. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const tidyAddress = tidySearchAddress(url);
  if (tidyAddress) throw redirect(tidyAddress);
  const pageQuery = parseSearchPageQuery(url.searchParams);
  // Digits past any id (`/search/99999999999`) name no search; they never reach the database.
  const reference = searchReferenceSchema.safeParse(params.slug).data;
  if (reference === undefined) throw notFound();
  const first = await services.search.search(reference, "results", firstPageSettings(pageQuery));
  if ("kind" in first) {
    if (first.kind === "redirect") throw redirect(`${first.url}${url.search}`, 301);
    throw notFound();
  }
  const lookup = first.searchLookup;
  // SPEC section 2: a search by id, or a lookup carrying a redirect, is followed to its url.
  if (lookup.isSearchById) throw redirect(`${lookup.canonicalUrl}${url.search}`, 301);
  if (lookup.redirectUrl && lookup.redirectUrl !== url.pathname) throw redirect(lookup.redirectUrl, 301);
  // Kids party and virtual searches have pages of their own (SPEC section 2, destination rules).
  const typeFileName = lookup.serviceType.fileName;
  if (typeFileName === KIDS_PARTY_ENTERTAINMENT && lookup.location?.kind === "city") {
    throw redirect(`/kids-party-entertainment/${lookup.location.fileName}${url.search}`, 301);
  }
  if (typeFileName === VIRTUAL_PARTY_SERVICES) {
    const place = lookup.location?.kind === "city" ? lookup.location.fileName : pageQuery.query.location;
    throw redirect(`/virtual-event-services${place ? `?location=${encodeURIComponent(place)}` : ""}`, 301);
  }
  if (isEmptySearch(first)) throw notFound();

  return searchPageData({
    request,
    pageQuery,
    first,
    fetchPage: async (slug, skip, take) => {
      const page = await services.search.search(reference, slug, { ...pageQuery.settings, skip, take });
      return "kind" in page ? undefined : page;
    },
    apiReference: lookup.url,
    canonicalPath: first.searchInfo.canonicalUrl,
    publicOrigin: services.config.publicOrigin,
    serviceAttributes: await services.serviceTypes.attributes(),
  });
}

function notFound() {
  return data(null, { status: 404, statusText: "Not Found" });
}

export const handle = searchPageAnalytics;

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  return <SearchResultsView data={loaderData} />;
}
