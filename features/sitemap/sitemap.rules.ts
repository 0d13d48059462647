/**
 * The sitemap protocol's limits (sitemaps.org): a sitemap file lists at most 50,000 URLs and is at most
 * 50 MB uncompressed; an index lists at most 50,000 sitemaps.
 */
export const SITEMAP_URL_LIMIT = 50_000;
export const SITEMAP_BYTE_LIMIT = 50 * 1024 * 1024;

/** The kinds of sitemap the index lists; each is split into numbered parts (`vendors-1.xml`, `vendors-2.xml`...). */
export const SITEMAP_KINDS = ["landing", "content", "search", "vendors"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export type SitemapEntry = { path: string; lastModified?: Date | null };
export type SitemapPart = { kind: SitemapKind; part: number; lastModified: Date | null };

/** How many files `total` URLs take, `limit` to a file; a kind with no URL has no file. */
export function sitemapPartCount(total: number, limit: number = SITEMAP_URL_LIMIT): number {
  return Math.ceil(total / limit);
}

/** The rows of part `part` (from 1): what a query skips and takes. */
export function sitemapPartWindow(part: number, limit: number = SITEMAP_URL_LIMIT): { offset: number; limit: number } {
  return { offset: (part - 1) * limit, limit };
}

export function sitemapFileName(kind: SitemapKind, part: number): string {
  return `${kind}-${part}.xml`;
}

/** `vendors-2.xml` → its kind and part; anything else (no such kind, part 0, leading zeros) → undefined. */
export function parseSitemapFileName(name: string): { kind: SitemapKind; part: number } | undefined {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return undefined;
  const kind = SITEMAP_KINDS.find((candidate) => candidate === match[1]);
  return kind ? { kind, part: Number(match[2]) } : undefined;
}

export function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** An absolute URL on the public origin; path segments are expected already URL-safe (slugs). */
export function absoluteSitemapUrl(origin: string, path: string): string {
  return new URL(path, origin.endsWith("/") ? origin : `${origin}/`).href;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

function lastModifiedElement(date: Date | null | undefined): string {
  return date ? `<lastmod>${date.toISOString()}</lastmod>` : "";
}

/** A `<urlset>` of at most `SITEMAP_URL_LIMIT` entries. */
export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  if (entries.length > SITEMAP_URL_LIMIT) throw new RangeError(`a sitemap lists at most ${SITEMAP_URL_LIMIT} URLs`);
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(absoluteSitemapUrl(origin, entry.path))}</loc>${lastModifiedElement(entry.lastModified)}</url>`,
  );
  const xml = `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls.join("\n")}\n</urlset>\n`;
  if (new TextEncoder().encode(xml).byteLength > SITEMAP_BYTE_LIMIT) throw new RangeError("a sitemap is at most 50 MB");
  return xml;
}

/** The `<sitemapindex>` naming every part at `/sitemaps/{name}`. */
export function sitemapIndexXml(origin: string, parts: readonly SitemapPart[]): string {
  const sitemaps = parts.map(
    (part) =>
      `<sitemap><loc>${escapeXml(absoluteSitemapUrl(origin, `/sitemaps/${sitemapFileName(part.kind, part.part)}`))}</loc>${lastModifiedElement(part.lastModified)}</sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}

/**
 * robots.txt: the public site is open; the centers, the console, the API, sign-in flows, the request
 * form (a private form reached with a search's context) and development pages are not pages to index.
 */
export const ROBOTS_DISALLOWED_PATHS = [
  "/admin",
  "/dashboard",
  "/client",
  "/account",
  "/api/",
  "/dev/",
  "/login",
  "/logout",
  "/forgot-password",
  "/reset-password/",
  "/confirm-email",
  "/createrequest",
  "/requestquote",
  "/request-received",
  "/bookings/",
  "/problems/",
  "/reviews/",
  "/search?",
] as const;

export function robotsTxt(origin: string): string {
  const lines = ["User-agent: *", "Allow: /", ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`)];
  return `${lines.join("\n")}\n\nSitemap: ${absoluteSitemapUrl(origin, "/sitemap.xml")}\n`;
}
