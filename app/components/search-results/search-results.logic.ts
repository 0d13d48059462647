/**
 * The pure side of the search results pages (SPEC.md sections 2, 4, 5 and 9): reading the page's
 * query string, paging ("load more" appends 12 after the first 25), breadcrumbs, the words around
 * the results, and the addresses of the API calls. Loaders and components share these functions.
 */
import {
  groupCitiesByLetter,
  KIDS_PARTY_ENTERTAINMENT,
  paginationOffset,
  pageSize,
  VIRTUAL_PARTY_SERVICES,
  type CityLetterGroup,
} from "#features/search/search.rules.ts";
import { NEXT_PAGE_SIZE, SORT, type SortCode } from "#lib/constants.ts";
import { displayDate } from "../vendor-card/vendor-card.logic.ts";
import type { TiledSearch } from "./search-results.types.ts";

export const SORT_OPTIONS: readonly { value: SortCode; label: string }[] = [
  { value: SORT.RECOMMENDED, label: "Recommended" },
  { value: SORT.MOST_REVIEWED, label: "Most reviewed" },
  { value: SORT.MOST_BOOKED, label: "Most booked" },
];

/** Query parameters of the page (not search settings): how many results of each section to render. */
export const SHOWN_PARAM = "shown";
export const RELATED_SHOWN_PARAM = "relatedShown";
/** The most results a page renders from its URL (a "load more" link without JavaScript). */
export const MAX_SHOWN = 1_000;

export type ResultSlug = "results" | "related-vendors";

/** Where the next page starts and how long it is, for `loaded` results already shown. */
export function nextPage(slug: ResultSlug, loaded: number): { skip: number; take: number } {
  if (slug === "related-vendors") return { skip: loaded, take: NEXT_PAGE_SIZE };
  const take = pageSize(loaded);
  return { skip: paginationOffset(loaded + take), take };
}

/** The page's own URL with one count changed: what "load more" links to without JavaScript. */
export function withCount(pathAndSearch: string, param: string, count: number, hash?: string): string {
  const [path = "", search = ""] = pathAndSearch.split("#", 1)[0]?.split("?", 2) ?? [];
  const params = new URLSearchParams(search);
  params.set(param, String(count));
  return `${path}?${params.toString()}${hash ? `#${hash}` : ""}`;
}

/** Results in order, each vendor once (a page boundary can move between calls). */
export function dedupe<Item extends { memberId: number }>(items: readonly Item[]): Item[] {
  const seen = new Set<number>();
  return items.filter((item) => (seen.has(item.memberId) ? false : (seen.add(item.memberId), true)));
}

/** SPEC section 4: an empty search is the 404 state; venues outside a market still show vendors nearby. */
export function isEmptySearch(search: TiledSearch): boolean {
  const info = search.searchInfo;
  if (search.resultType === "INVALID_VENUE_SEARCH")
    return info.landingVendorsNearby.length === 0 && info.totalResults === 0;
  return (
    info.totalResults === 0 &&
    info.totalFullSearchResults === 0 &&
    info.sponsoredListings.length === 0 &&
    info.landingVendorsNearby.length === 0
  );
}

/** The page that lists a service type: its landing page, or the kids and virtual pages. */
export function serviceTypeHref(type: { fileName: string; canonicalProfileDirectory?: string | null }): string {
  if (type.fileName === KIDS_PARTY_ENTERTAINMENT) return "/gigkids";
  if (type.fileName === VIRTUAL_PARTY_SERVICES) return "/virtual-event-services";
  return type.canonicalProfileDirectory || `/services/${type.fileName}`;
}

/** A search page URL as visitors should see it: kids and virtual searches have pages of their own. */
export function pageUrlForSearch(url: string): string {
  const kids = `/search/${KIDS_PARTY_ENTERTAINMENT}-`;
  const virtual = `/search/${VIRTUAL_PARTY_SERVICES}-`;
  if (url.startsWith(kids)) return `/kids-party-entertainment/${url.slice(kids.length)}`;
  if (url.startsWith(virtual))
    return `/virtual-event-services?location=${encodeURIComponent(url.slice(virtual.length))}`;
  return url;
}

export type Crumb = { label: string; href?: string };

/**
 * SPEC section 2: service type plural name, then the state's display name, then the place's display
 * name plus the plural name. Levels that do not apply are left out; the last one is the page itself.
 */
export function searchBreadcrumbs(search: TiledSearch): Crumb[] {
  const type = search.searchLookup.serviceType;
  const location = search.searchLookup.location ?? search.searchInfo.location;
  const crumbs: Crumb[] = [{ label: type.pluralForm, href: serviceTypeHref(type) }];
  if (location) {
    const state = location.stateOrProvince;
    // Virtual services are not listed state by state: their page goes straight from the type to the place.
    if (type.fileName !== VIRTUAL_PARTY_SERVICES) {
      crumbs.push({
        label: state.displayName || state.name,
        href: `/services/${type.fileName}/${state.abbreviation.toLowerCase()}`,
      });
    }
    if (location.kind === "city") crumbs.push({ label: `${location.displayName} ${type.pluralForm}` });
  }
  const last = crumbs[crumbs.length - 1];
  if (last) delete last.href;
  return crumbs;
}

/** Where the results come from, for the result types that need saying (SPEC section 3). */
export function resultTypeNote(search: TiledSearch): string | null {
  const plural = inSentence(search.searchLookup.serviceType.pluralForm);
  const place = search.searchInfo.location?.displayName ?? search.searchLookup.location?.displayName;
  switch (search.resultType) {
    case "OBSCURE_CATEGORY_SEARCH":
      return `Few ${plural} are based right in ${place ?? "this area"}, so we widened the search to include ${plural} from the surrounding region who travel there.`;
    case "OBSCURE_NATIONAL_SEARCH":
      return `Few ${plural} are based near ${place ?? "this area"}, so we widened the search to ${plural} across the US and Canada, nearest first. Many travel or perform online.`;
    case "VENDOR_DIRECTORY":
      return `These ${plural} work with planners nationwide. Search with your city to see who is near your event.`;
    case "INVALID_VENUE_SEARCH":
      return `We don't list ${plural} in ${place ?? "this area"} yet. Here are the nearest ones we do list.`;
    case "INVALID_SEARCH":
      return `We couldn't match this search exactly, so here are the closest ${plural} we found.`;
    default:
      return null;
  }
}

/** "143 DJs", "1 DJ". */
export function vendorCountText(count: number, type: { personForm: string; pluralForm: string }): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? type.personForm : type.pluralForm}`;
}

export type LetterGroups = { group: CityLetterGroup; links: { displayName: string; url: string }[] }[];

/** The state's city links grouped A-J, K-Q, R-Z (SPEC section 2), with kids and virtual links on their own pages. */
export function stateCityGroups(links: readonly { displayName: string; url: string }[]): LetterGroups {
  const groups = groupCitiesByLetter(
    links.map((link) => ({ name: link.displayName, displayName: link.displayName, url: pageUrlForSearch(link.url) })),
  );
  return (Object.keys(groups) as CityLetterGroup[])
    .map((group) => ({ group, links: groups[group].map(({ displayName, url }) => ({ displayName, url })) }))
    .filter((entry) => entry.links.length > 0);
}

/** The Services menu groups and their landing pages (SPEC section 2). */
const GROUP_LANDING_PAGES: Record<string, { label: string; href: string }> = {
  "Live Music": { label: "Live Music", href: "/musical-entertainment" },
  DJs: { label: "DJs", href: "/dj" },
  "Variety Acts": { label: "Variety Acts", href: "/variety-act-landing" },
  Speakers: { label: "Speakers", href: "/speakers" },
  "Event Services": { label: "Event Services", href: "/event-services" },
};

/** The group landing page a service type belongs to, if any. */
export function groupLandingFor(menuGroup: string | null): { label: string; href: string } | undefined {
  return menuGroup ? GROUP_LANDING_PAGES[menuGroup] : undefined;
}

/**
 * A service name inside a sentence: "Wedding Bands" -> "wedding bands". Only words written
 * capital-then-lower-case are lowered, so acronyms keep their capitals ("DJs", "MCs").
 */
export function inSentence(name: string): string {
  return name
    .split(" ")
    .map((word) => (/^[A-Z][a-z'’-]*$/.test(word) ? word.toLowerCase() : word))
    .join(" ");
}

/** The settings the filters form sets; the rest of the page's query (sort, location...) it keeps as it is. */
export const FILTER_PARAMS = [
  "eventDate",
  "minPrice",
  "maxPrice",
  "minRating",
  "minNumberOfReviews",
  "distance",
  "acceptsOnlineDeposits",
  "attributes",
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];
/** What "See all N" clears: its count keeps the distance, which sets where the search looks, not who matches. */
export const FILTERS_CLEARED_BY_SEE_ALL = FILTER_PARAMS.filter((key) => key !== "distance");

export const RATING_OPTIONS = [
  { value: "3", label: "3 stars and up" },
  { value: "4", label: "4 stars and up" },
  { value: "4.5", label: "4.5 stars and up" },
] as const;
export const REVIEW_COUNT_OPTIONS = ["1", "5", "10", "25"] as const;
export const DISTANCE_OPTIONS = ["10", "25", "50", "100", "250"] as const;

export type ServiceAttributeOption = { slug: string; name: string; groupName: string };

/** The query without some of its settings, as the link's address: `/search/dj-texas?sort=2`. */
export function hrefWithout(pathname: string, query: Record<string, string>, keys: readonly string[]): string {
  const kept = new URLSearchParams(Object.entries(query).filter(([key]) => !keys.includes(key))).toString();
  return kept ? `${pathname}?${kept}` : pathname;
}

/** The filters a page's query sets, each named as a planner reads it, with the address that drops it. */
export function activeFilters(
  pathname: string,
  query: Record<string, string>,
  attributes: readonly ServiceAttributeOption[],
): { label: string; href: string }[] {
  const chips: { label: string; href: string }[] = [];
  const without = (...keys: string[]) => hrefWithout(pathname, query, keys);
  if (query.eventDate) {
    chips.push({ label: `Free on ${displayDate(query.eventDate) ?? query.eventDate}`, href: without("eventDate") });
  }
  const { minPrice, maxPrice } = query;
  if (minPrice || maxPrice) {
    const label =
      minPrice && maxPrice ? `$${minPrice} to $${maxPrice}` : minPrice ? `From $${minPrice}` : `Up to $${maxPrice}`;
    chips.push({ label, href: without("minPrice", "maxPrice") });
  }
  if (query.minRating) chips.push({ label: `${query.minRating} stars and up`, href: without("minRating") });
  if (query.minNumberOfReviews && query.minNumberOfReviews !== "0") {
    chips.push({ label: `${query.minNumberOfReviews}+ reviews`, href: without("minNumberOfReviews") });
  }
  if (query.distance) chips.push({ label: `Within ${query.distance} miles`, href: without("distance") });
  if (query.acceptsOnlineDeposits === "true") {
    chips.push({ label: "Online deposits", href: without("acceptsOnlineDeposits") });
  }
  const chosen = query.attributes ? query.attributes.split(",") : [];
  for (const slug of chosen) {
    const rest = chosen.filter((other) => other !== slug).join(",");
    const name = attributes.find((attribute) => attribute.slug === slug)?.name ?? slug;
    const href = rest ? hrefWithout(pathname, { ...query, attributes: rest }, []) : without("attributes");
    chips.push({ label: name, href });
  }
  return chips;
}
