/**
 * The loader side of the search results pages: reads the page's query string (a bad setting falls
 * back to its default, never a server error), gathers the results a URL asks for (`?shown=37` is
 * what "load more" links to without JavaScript), and shapes the page's DTO. Route loaders import
 * this module; components never do, so zod stays out of the browser bundle.
 */
import {
  searchSettingsQuerySchema,
  type SearchResponse,
  type SearchResultItem,
  type SearchSettings,
} from "#features/search/search.schema.ts";
import { FIRST_PAGE_SIZE, LARGE_PAGE_SIZE, MID_LEVEL_COUNT, NEXT_PAGE_SIZE, type SortCode } from "#lib/constants.ts";
import {
  dedupe,
  MAX_SHOWN,
  RELATED_SHOWN_PARAM,
  type ResultSlug,
  type ServiceAttributeOption,
  SHOWN_PARAM,
} from "./search-results.logic.ts";
import { toVendorTile } from "../vendor-card/vendor-card.logic.ts";
import type { SearchPageData, TiledSearch } from "./search-results.types.ts";

/** The search settings a visitor may put in the page's query string: everything but skip and take. */
const SETTING_KEYS = Object.keys(searchSettingsQuerySchema.shape).filter((key) => key !== "skip" && key !== "take");

export type SearchPageQuery = {
  /** The settings, defaults filled in. */
  settings: SearchSettings;
  /** The valid settings as the URL gave them: carried to the API calls and kept by the sort form. */
  query: Record<string, string>;
  shown: number;
  relatedShown: number;
};

/** The page's query string: bad settings are dropped (never a server error), counts clamped. */
export function parseSearchPageQuery(params: URLSearchParams): SearchPageQuery {
  const raw: Record<string, string> = {};
  for (const key of SETTING_KEYS) {
    // A form's checkboxes repeat their name (attributes=a&attributes=b): the settings read one list.
    const value = params
      .getAll(key)
      .map((text) => text.trim())
      .filter(Boolean)
      .join(",");
    if (value) raw[key] = value;
  }
  let parsed = searchSettingsQuerySchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key === "string") delete raw[key];
    }
    parsed = searchSettingsQuerySchema.safeParse(raw);
  }
  return {
    settings: parsed.success ? parsed.data : searchSettingsQuerySchema.parse({}),
    query: parsed.success ? raw : {},
    shown: normaliseShown(params.get(SHOWN_PARAM)),
    relatedShown: clampCount(params.get(RELATED_SHOWN_PARAM), MID_LEVEL_COUNT),
  };
}

function clampCount(text: string | null, least: number): number {
  const value = text && /^\d{1,6}$/.test(text) ? Number(text) : least;
  return Math.min(MAX_SHOWN, Math.max(least, value));
}

/** A primary results count on the paging grid: 25, 37, 49... */
function normaliseShown(text: string | null): number {
  const value = clampCount(text, FIRST_PAGE_SIZE);
  if (value <= FIRST_PAGE_SIZE) return FIRST_PAGE_SIZE;
  return Math.min(MAX_SHOWN, FIRST_PAGE_SIZE + Math.ceil((value - FIRST_PAGE_SIZE) / NEXT_PAGE_SIZE) * NEXT_PAGE_SIZE);
}

/**
 * The page's address written the one way, or undefined when it already is: a GET form's empty fields
 * dropped and its repeated attributes joined (`attributes=a,b`), so a filtered page has one shareable URL.
 */
export function tidySearchAddress(url: URL): string | undefined {
  const asked: [string, string][] = [];
  const tidy: [string, string][] = [];
  for (const [key, value] of url.searchParams) {
    // The router's own parameter on a data request names the routes to load, not the page.
    if (key === ROUTER_ROUTES_PARAM) continue;
    asked.push([key, value]);
    if (!value.trim()) continue;
    const listed = key === "attributes" ? tidy.find(([other]) => other === key) : undefined;
    if (listed) listed[1] = `${listed[1]},${value}`;
    else tidy.push([key, value]);
  }
  const search = new URLSearchParams(tidy).toString();
  if (search === new URLSearchParams(asked).toString()) return undefined;
  // A data request (`/search/dj.data`) is sent on to the page's own address.
  const pathname = url.pathname.replace(/\.data$/, "");
  return search ? `${pathname}?${search}` : pathname;
}

const ROUTER_ROUTES_PARAM = "_routes";

/** The first call's page: skip 0, as many as the URL shows (at most one large page). */
export function firstPageSettings(pageQuery: SearchPageQuery): SearchSettings {
  return { ...pageQuery.settings, skip: 0, take: Math.min(LARGE_PAGE_SIZE, pageQuery.shown) };
}

export type SearchFetch = (slug: ResultSlug, skip: number, take: number) => Promise<SearchResponse | undefined>;

/**
 * The results a page renders: `shown` primary results and `relatedShown` related vendors, from the
 * first page (asked for with skip 0) and further calls of at most 220 each.
 */
export async function collectResults(
  first: SearchResponse,
  fetchPage: SearchFetch,
  shown: number,
  relatedShown: number,
): Promise<SearchResponse> {
  const results = await fill(first.results, first.searchInfo.totalResults, shown, (skip, take) =>
    fetchPage("results", skip, take),
  );
  let related = first.searchInfo.relatedVendorResults;
  const relatedTotal = first.searchInfo.relatedVendorTotalResults;
  if (relatedShown > related.length && relatedTotal > related.length) {
    related = await fill([], relatedTotal, relatedShown, (skip, take) => fetchPage("related-vendors", skip, take));
  }
  return { ...first, results, searchInfo: { ...first.searchInfo, relatedVendorResults: related } };
}

async function fill(
  start: SearchResultItem[],
  total: number,
  wanted: number,
  fetchPage: (skip: number, take: number) => Promise<SearchResponse | undefined>,
): Promise<SearchResultItem[]> {
  const items = [...start];
  const target = Math.min(wanted, total);
  while (items.length < target) {
    const page = await fetchPage(items.length, Math.min(LARGE_PAGE_SIZE, target - items.length));
    if (!page || page.results.length === 0) break;
    items.push(...page.results);
  }
  return dedupe(items);
}

/** The DTO every search results page (search, kids city, virtual) returns from its loader. */
export async function searchPageData(options: {
  request: Request;
  pageQuery: SearchPageQuery;
  first: SearchResponse;
  fetchPage: SearchFetch;
  /** The lookup id or url the browser's load-more calls name. */
  apiReference: string;
  /** Settings the load-more calls carry beyond the page's own query (the place of a typed search). */
  apiExtra?: Record<string, string>;
  /** The page's canonical path (no origin). */
  canonicalPath: string;
  publicOrigin: string;
  /** The service attributes planners filter on. */
  serviceAttributes: ServiceAttributeOption[];
}): Promise<SearchPageData> {
  const { request, pageQuery, first } = options;
  const search = tiled(await collectResults(first, options.fetchPage, pageQuery.shown, pageQuery.relatedShown));
  const url = new URL(request.url);
  const { sort: _sort, ...formFields } = pageQuery.query;
  return {
    search,
    apiReference: options.apiReference,
    apiQuery: { ...pageQuery.query, ...options.apiExtra },
    formFields,
    sort: pageQuery.settings.sort as SortCode,
    eventDate: pageQuery.settings.eventDate ?? null,
    canonicalUrl: new URL(options.canonicalPath, options.publicOrigin).toString(),
    title: `${search.searchInfo.searchCopy.heading} | Marquee`,
    description:
      search.searchInfo.totalResults > 0
        ? search.searchInfo.searchCopy.intro
        : `${search.searchInfo.searchCopy.heading}: compare reviews, photos and prices, and request free quotes on Marquee.`,
    filterOptions: {
      attributes: options.serviceAttributes
        // Whether a vendor takes deposits online is their payment setting, which the filters ask directly.
        .filter((attribute) => attribute.slug !== "online-deposits")
        .map(({ slug, name, groupName }) => ({ slug, name, groupName })),
      distance: distanceApplies(search),
    },
    viewKey: `${url.pathname}?${url.searchParams.toString()}`,
  };
}

/** A radius means something only around a city, for vendors who travel to the event. */
function distanceApplies(search: TiledSearch): boolean {
  const type = search.searchLookup.serviceType;
  const location = search.searchLookup.location ?? search.searchInfo.location;
  return location?.kind === "city" && !type.isSingleSearchPage && !type.isVenue && !type.isVirtual;
}

/** The search with each vendor cut to what its tile shows, so the page's hydration data holds no more. */
function tiled(search: SearchResponse): TiledSearch {
  const info = search.searchInfo;
  return {
    ...search,
    results: search.results.map(toVendorTile),
    searchInfo: {
      ...info,
      sponsoredListings: info.sponsoredListings.map(toVendorTile),
      relatedVendorResults: info.relatedVendorResults.map(toVendorTile),
      landingVendorsNearby: info.landingVendorsNearby.map(toVendorTile),
    },
  };
}
