import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { articles, infoPages } from "#db/schema/content.ts";
import { members } from "#db/schema/members.ts";
import { serviceTypes } from "#db/schema/service-types.ts";
import { inProcessCaches } from "#lib/shared-cache.server.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { createSitemapRepository } from "./sitemap.repo.server.ts";
import { createSitemapService } from "./sitemap.service.server.ts";

const ORIGIN = "https://marquee.example";
/** Lowered from 50,000 so a small seed needs several parts. */
const URL_LIMIT = 7;

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string);
}

describe.each(testDatabaseKinds())("sitemaps on %s", (kind) => {
  let database: DatabaseHandle;
  let suspendedPath: string;
  let unpublishedArticlePath: string;

  const service = () =>
    createSitemapService({
      repository: createSitemapRepository(database.db),
      publicOrigin: ORIGIN,
      caches: inProcessCaches(),
      urlLimit: URL_LIMIT,
    });

  beforeAll(async () => {
    database = (await createSeededDatabase(kind, 12)).database;
    const [suspended] = await database.db
      .update(members)
      .set({ listingStatus: "suspended" })
      .where(eq(members.id, sql`(select min(id) from members)`))
      .returning({ directory: members.directory, primaryServiceTypeId: members.primaryServiceTypeId });
    const [type] = await database.db
      .select({ profileDirectory: serviceTypes.profileDirectory })
      .from(serviceTypes)
      .where(eq(serviceTypes.id, suspended!.primaryServiceTypeId));
    suspendedPath = `/${type!.profileDirectory}/${suspended!.directory}`;
    const [article] = await database.db
      .update(articles)
      .set({ published: false })
      .where(eq(articles.id, sql`(select min(id) from articles)`))
      .returning({ slug: articles.slug });
    unpublishedArticlePath = `/articles/${article!.slug}`;
  }, 600_000);
  afterAll(async () => {
    await database?.close();
  });

  async function allOf(sitemaps: ReturnType<typeof service>, kindName: "vendors" | "search" | "landing" | "content") {
    const index = await sitemaps.indexXml();
    const names = locations(index)
      .map((url) => url.slice(`${ORIGIN}/sitemaps/`.length))
      .filter((name) => name.startsWith(`${kindName}-`));
    const files = await Promise.all(
      names.map(async (name) => (await sitemaps.partXml(kindName, Number(/-(\d+)\.xml$/.exec(name)![1])))!),
    );
    return { names, files, urls: files.flatMap(locations) };
  }

  it("lists every live vendor's profile once, split into parts of the limit, and no other listing", async () => {
    const sitemaps = service();
    const live = await database.db.$count(members, eq(members.listingStatus, "live"));
    const { names, files, urls } = await allOf(sitemaps, "vendors");

    expect(names).toEqual(
      Array.from({ length: Math.ceil(live / URL_LIMIT) }, (_, index) => `vendors-${index + 1}.xml`),
    );
    for (const file of files) expect(locations(file).length).toBeLessThanOrEqual(URL_LIMIT);
    expect(urls).toHaveLength(live);
    expect(new Set(urls).size).toBe(live);
    expect(urls).not.toContain(`${ORIGIN}${suspendedPath}`);
    expect(await sitemaps.partXml("vendors", names.length + 1)).toBeUndefined();
  });

  it("lists search pages only for a service type and city with a live vendor there", async () => {
    const { urls } = await allOf(service(), "search");
    expect(urls.length).toBeGreaterThan(0);
    const [vendor] = await database.db
      .select({
        type: serviceTypes.fileName,
        city: sql<string>`(select file_name from locations where id = ${members.cityId})`,
      })
      .from(members)
      .innerJoin(serviceTypes, eq(serviceTypes.id, members.primaryServiceTypeId))
      .where(and(eq(members.listingStatus, "live"), eq(serviceTypes.isSingleSearchPage, false)))
      .limit(1);
    expect(urls).toContain(`${ORIGIN}/search/${vendor!.type}-${vendor!.city}`);
    for (const url of urls) expect(url).toMatch(/^https:\/\/marquee\.example\/search\/[a-z0-9-]+$/);
  });

  it("lists published content, the trust pages among it, and landing pages, each page once", async () => {
    const sitemaps = service();
    const content = await allOf(sitemaps, "content");
    const publishedPages = await database.db
      .select({ path: infoPages.path })
      .from(infoPages)
      .where(ne(infoPages.published, false));
    expect(content.urls).toEqual(expect.arrayContaining([`${ORIGIN}/terms`, `${ORIGIN}/privacy`, `${ORIGIN}/cookies`]));
    expect(content.urls).not.toContain(`${ORIGIN}${unpublishedArticlePath}`);

    const landing = await allOf(sitemaps, "landing");
    expect(landing.urls).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/gigkids`]));
    expect(landing.urls.some((url) => url.startsWith(`${ORIGIN}/services/`))).toBe(true);

    // The guide on /gigkids and the copy of /contact are content rows at a landing page's path.
    const listed = [...content.urls, ...landing.urls];
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(expect.arrayContaining(publishedPages.map((page) => `${ORIGIN}${page.path}`)));
  });

  it("keeps an answer for ten minutes: a change shows after the cache, not before", async () => {
    const sitemaps = service();
    const before = await sitemaps.indexXml();
    await database.db.update(members).set({ listingStatus: "suspended" }).where(eq(members.listingStatus, "live"));
    expect(await sitemaps.indexXml()).toBe(before);
    expect(locations(await service().indexXml()).some((url) => url.includes("/vendors-"))).toBe(false);
  });
});
