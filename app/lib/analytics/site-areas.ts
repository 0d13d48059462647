import type {
  ClickToInspirationProperties,
  ClickToMarketplaceProperties,
  InspirationPage,
  MarketplacePage,
} from "#features/analytics/analytics-events.rules.ts";

/** The kind of page a route shows, as page views and the click-to events name it. */
export type PageType =
  | InspirationPage
  | MarketplacePage
  | "search"
  | "info page"
  | "local directory"
  | "contact"
  | "account"
  | "member center"
  | "client center"
  | "not found"
  | "other";

/** Route ids (app/routes.ts: a file path without extension, or the id given there) by the page type they show. */
const PAGE_TYPES: readonly [RegExp, PageType][] = [
  [/^routes\/home$/, "home"],
  [/^routes\/search\/search-submit$/, "search"],
  [/^routes\/search\/search-results$|^routes\/services\/(kids-city|virtual-landing)$/, "search results"],
  [/^routes\/services\/|^landing-/, "service landing"],
  [/^content-articles/, "article list"],
  [/^routes\/content\/article$/, "article"],
  [/^routes\/content\/themes$/, "theme list"],
  [/^routes\/content\/theme$/, "theme"],
  [/^routes\/content\/events$/, "event guide list"],
  [/^content-event-/, "event guide"],
  [/^info-/, "info page"],
  [/^routes\/content\/local/, "local directory"],
  [/^routes\/content\/contact$/, "contact"],
  [/^(create-request|request-quote)$/, "request form"],
  [/^routes\/account\/|^signup-/, "account"],
  [/^routes\/dashboard\//, "member center"],
  [/^routes\/client\//, "client center"],
  [/^routes\/profile\/vendor-profile$/, "vendor profile"],
  [/^routes\/not-found$/, "not found"],
];

export function pageTypeFor(routeId: string): PageType {
  return PAGE_TYPES.find(([pattern]) => pattern.test(routeId))?.[1] ?? "other";
}

const INSPIRATION_PAGES: ReadonlySet<PageType> = new Set<InspirationPage>([
  "article",
  "article list",
  "theme",
  "theme list",
  "event guide",
  "event guide list",
]);
const MARKETPLACE_PAGES: ReadonlySet<PageType> = new Set<MarketplacePage>([
  "home",
  "search results",
  "service landing",
  "vendor profile",
  "request form",
]);

function isInspirationPage(type: PageType): type is InspirationPage {
  return INSPIRATION_PAGES.has(type);
}
function isMarketplacePage(type: PageType): type is MarketplacePage {
  return MARKETPLACE_PAGES.has(type);
}

/** Single-segment paths of the service landing pages (SPEC section 2). */
const LANDING_PATHS = new Set([
  "musical-entertainment",
  "dj",
  "variety-act-landing",
  "speakers",
  "event-services",
  "gigkids",
  "virtual-event-services",
  "venues",
]);

/** First path segments that are ours: two segments under any other are a vendor profile. */
const RESERVED_SEGMENTS = new Set([
  "search",
  "services",
  "articles",
  "themes",
  "events",
  "event-inspiration",
  "kids-party-entertainment",
  "local",
  "press",
  "wedding-entertainment",
  "client",
  "dashboard",
  "signup",
  "reset-password",
  "login",
  "logout",
  "api",
  "dev",
  "images",
  "media",
  "calendar",
]);

/** The page type a link leads to, from its path; null for pages that are neither inspiration nor marketplace. */
export function linkPageType(pathname: string): InspirationPage | MarketplacePage | null {
  const segments = pathname.split("/").filter(Boolean);
  const [first, second, third] = segments;
  if (first === undefined) return "home";
  if (first === "search" || first === "kids-party-entertainment") return "search results";
  if (first === "services" || (segments.length === 1 && LANDING_PATHS.has(first))) return "service landing";
  if (first === "createrequest" || first === "requestquote") return "request form";
  if (first === "articles") return second === undefined || second === "tag" ? "article list" : "article";
  if (first === "themes") return second === undefined ? "theme list" : "theme";
  if (first === "events") return second === undefined ? "event guide list" : "event guide";
  if (first === "event-inspiration") return "event guide";
  if (second !== undefined && third === undefined && !RESERVED_SEGMENTS.has(first)) return "vendor profile";
  return null;
}

export type CrossLink =
  | { name: "Click to Marketplace"; properties: Omit<ClickToMarketplaceProperties, "linkText" | "href"> }
  | { name: "Click to Inspiration"; properties: Omit<ClickToInspirationProperties, "linkText" | "href"> };

/**
 * A link from an inspiration page (articles, themes, event guides) to search, a service page, a
 * profile or the request form is a Click to Marketplace; one from a marketplace page (home, search
 * results, service landings, profiles) to inspiration is a Click to Inspiration. Home is no
 * marketplace destination: an article's way back home is not a step towards booking.
 */
export function crossLink(fromPage: PageType, toPathname: string): CrossLink | null {
  const destination = linkPageType(toPathname);
  if (destination === null) return null;
  if (isInspirationPage(fromPage) && isMarketplacePage(destination) && destination !== "home") {
    return { name: "Click to Marketplace", properties: { fromPage, destination } };
  }
  if (isMarketplacePage(fromPage) && isInspirationPage(destination)) {
    return { name: "Click to Inspiration", properties: { fromPage, destination } };
  }
  return null;
}
