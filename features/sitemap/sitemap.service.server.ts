import type { CacheFactory } from "#lib/shared-cache.server.ts";
import type { SitemapRepository } from "./sitemap.repo.server.ts";
import { placeSearchPath } from "#features/search/search.rules.ts";
import {
  robotsTxt,
  SITEMAP_KINDS,
  SITEMAP_URL_LIMIT,
  type SitemapEntry,
  type SitemapKind,
  type SitemapPart,
  sitemapFileName,
  sitemapIndexXml,
  sitemapPartWindow,
  urlsetXml,
} from "./sitemap.rules.ts";

/** Sitemaps are drawn from the database and kept this long, so they trail a change by at most ten minutes. */
export const SITEMAP_CACHE_MS = 10 * 60 * 1000;

/** Pages of the site that exist whatever the database holds. */
const FIXED_LANDING_PATHS = [
  "/",
  "/musical-entertainment",
  "/dj",
  "/variety-act-landing",
  "/speakers",
  "/event-services",
  "/gigkids",
  "/virtual-event-services",
  "/venues",
  "/local",
  "/articles",
  "/themes",
  "/events",
  "/contact",
  "/embed",
  "/developers/api",
  "/signup/landing",
] as const;

export type SitemapServiceOptions = {
  repository: SitemapRepository;
  publicOrigin: string;
  caches: CacheFactory;
  /** URLs to a file; lowered only by tests of the splitting. */
  urlLimit?: number;
};

export function createSitemapService({
  repository,
  publicOrigin,
  caches,
  urlLimit = SITEMAP_URL_LIMIT,
}: SitemapServiceOptions) {
  const indexes = caches.create<{ xml: string; fileNames: string[] }>("sitemap-index", {
    ttlMs: SITEMAP_CACHE_MS,
    maxEntries: 1,
  });
  const documents = caches.create<string>("sitemaps", { ttlMs: SITEMAP_CACHE_MS, maxEntries: 64 });

  async function landingEntries(): Promise<SitemapEntry[]> {
    const types = await repository.serviceLandingTypes();
    return [
      ...FIXED_LANDING_PATHS.map((path) => ({ path })),
      ...types.map((type) => ({ path: `/services/${type.fileName}`, lastModified: type.lastModified })),
    ];
  }

  /**
   * Published content, less the rows that are the copy of a fixed landing page (the guide on
   * `/gigkids`, the text of `/contact`): the landing sitemap lists those pages, whatever is published.
   */
  async function contentEntries(): Promise<SitemapEntry[]> {
    const landingPaths = new Set<string>(FIXED_LANDING_PATHS);
    return (await repository.contentPaths()).filter((entry) => !landingPaths.has(entry.path));
  }

  /** Landing and content pages are a few hundred rows: listed whole, then cut into parts like the rest. */
  async function listed(kind: "landing" | "content"): Promise<SitemapEntry[]> {
    return kind === "landing" ? landingEntries() : contentEntries();
  }

  function summarize(kind: SitemapKind, entries: SitemapEntry[]): SitemapPart[] {
    const parts: SitemapPart[] = [];
    for (let offset = 0; offset < entries.length; offset += urlLimit) {
      const times = entries
        .slice(offset, offset + urlLimit)
        .map((entry) => entry.lastModified?.getTime())
        .filter((time) => time !== undefined);
      parts.push({
        kind,
        part: parts.length + 1,
        lastModified: times.length > 0 ? new Date(Math.max(...times)) : null,
      });
    }
    return parts;
  }

  async function partsOf(kind: SitemapKind): Promise<SitemapPart[]> {
    if (kind === "vendors" || kind === "search") {
      const summaries =
        kind === "vendors" ? await repository.vendorParts(urlLimit) : await repository.searchParts(urlLimit);
      return summaries.map((summary) => ({ kind, ...summary }));
    }
    return summarize(kind, await listed(kind));
  }

  async function entriesOf(kind: SitemapKind, part: number): Promise<SitemapEntry[]> {
    const window = sitemapPartWindow(part, urlLimit);
    if (kind === "vendors") {
      const rows = await repository.vendorPaths(window.offset, window.limit);
      return rows.map((row) => ({
        path: `/${row.profileDirectory}/${row.directory}`,
        lastModified: row.updatedAt,
      }));
    }
    if (kind === "search") {
      const rows = await repository.searchPaths(window.offset, window.limit);
      return rows.map((row) => ({
        path: placeSearchPath(row.serviceTypeFileName, row.cityFileName),
        lastModified: row.lastModified,
      }));
    }
    return (await listed(kind)).slice(window.offset, window.offset + window.limit);
  }

  /** The index and the names of the parts it lists, computed together so a part is served only if listed. */
  const index = () =>
    indexes.get("index", async () => {
      const parts = (await Promise.all(SITEMAP_KINDS.map(partsOf))).flat();
      return {
        xml: sitemapIndexXml(publicOrigin, parts),
        fileNames: parts.map((part) => sitemapFileName(part.kind, part.part)),
      };
    });

  return {
    robotsTxt: () => robotsTxt(publicOrigin),

    /** The sitemap index: every non-empty part of every kind. */
    async indexXml(): Promise<string> {
      return (await index()).xml;
    },

    /** One part's `<urlset>`; undefined for a part the index does not list (past the last, or an empty kind). */
    async partXml(kind: SitemapKind, part: number): Promise<string | undefined> {
      const fileName = sitemapFileName(kind, part);
      if (!(await index()).fileNames.includes(fileName)) return undefined;
      return documents.get(fileName, async () => urlsetXml(publicOrigin, await entriesOf(kind, part)));
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
