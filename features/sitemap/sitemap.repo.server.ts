import { and, asc, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { articles, eventGuides, infoPages, themes } from "#db/schema/content.ts";
import { locations } from "#db/schema/locations.ts";
import { members, memberServiceTypes } from "#db/schema/members.ts";
import { serviceTypes } from "#db/schema/service-types.ts";
import { KIDS_PARTY_ENTERTAINMENT, VIRTUAL_PARTY_SERVICES } from "#features/search/search.rules.ts";

/** The one listing status search and profiles show (`members.listing_status`). */
const LIVE = "live";

export type PartSummary = { part: number; lastModified: Date | null };
export type VendorPathRow = { profileDirectory: string; directory: string; updatedAt: Date };
export type SearchPathRow = { serviceTypeFileName: string; cityFileName: string; lastModified: Date | null };
export type ContentPathRow = { path: string; lastModified: Date | null };

const liveMember = eq(members.listingStatus, LIVE);

/** Types searched by type and city at `/search/{type}-{city}`; the others have pages of their own. */
const citySearchType = and(
  isNull(serviceTypes.canonicalProfileDirectory),
  eq(serviceTypes.isSingleSearchPage, false),
  notInArray(serviceTypes.fileName, [KIDS_PARTY_ENTERTAINMENT, VIRTUAL_PARTY_SERVICES]),
);

function toDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}

export function createSitemapRepository(db: Database) {
  /** Each service type and city with a live vendor offering it there, in a stable order. */
  const searchPairs = () =>
    db
      .select({
        serviceTypeFileName: sql<string>`${serviceTypes.fileName}`.as("service_type_file_name"),
        cityFileName: sql<string>`${locations.fileName}`.as("city_file_name"),
        lastModified: sql<Date | string | null>`max(${members.updatedAt})`.as("last_modified"),
      })
      .from(memberServiceTypes)
      .innerJoin(members, and(eq(members.id, memberServiceTypes.memberId), liveMember))
      .innerJoin(serviceTypes, eq(serviceTypes.id, memberServiceTypes.serviceTypeId))
      .innerJoin(locations, eq(locations.id, members.cityId))
      .where(citySearchType)
      .groupBy(serviceTypes.fileName, locations.fileName)
      .orderBy(asc(serviceTypes.fileName), asc(locations.fileName));

  /** Parts of `limit` rows and the newest change in each, from one pass over the ordered rows. */
  async function partsOf(
    rows: ReturnType<typeof sql>,
    order: ReturnType<typeof sql>,
    modified: ReturnType<typeof sql>,
    limit: number,
  ) {
    const result = await db.execute<{ part: number; last_modified: Date | string | null }>(sql`
      select part::int as part, max(modified) as last_modified
      from (
        select ((row_number() over (order by ${order})) - 1) / ${limit} + 1 as part, ${modified} as modified
        from (${rows}) as source
      ) as numbered
      group by part
      order by part`);
    return result.rows.map((row) => ({ part: Number(row.part), lastModified: toDate(row.last_modified) }));
  }

  return {
    async vendorParts(limit: number): Promise<PartSummary[]> {
      return partsOf(
        sql`select ${members.id} as id, ${members.updatedAt} as updated_at from ${members} where ${liveMember}`,
        sql`id`,
        sql`updated_at`,
        limit,
      );
    },

    /** Live vendors' profile paths by id, a window at a time (`members_pkey` walks them in order). */
    async vendorPaths(offset: number, limit: number): Promise<VendorPathRow[]> {
      return db
        .select({
          profileDirectory: serviceTypes.profileDirectory,
          directory: members.directory,
          updatedAt: members.updatedAt,
        })
        .from(members)
        .innerJoin(serviceTypes, eq(serviceTypes.id, members.primaryServiceTypeId))
        .where(liveMember)
        .orderBy(asc(members.id))
        .offset(offset)
        .limit(limit);
    },

    async searchParts(limit: number): Promise<PartSummary[]> {
      const pairs = searchPairs();
      return partsOf(sql`${pairs}`, sql`service_type_file_name, city_file_name`, sql`last_modified`, limit);
    },

    async searchPaths(offset: number, limit: number): Promise<SearchPathRow[]> {
      const rows = await searchPairs().offset(offset).limit(limit);
      return rows.map((row) => ({ ...row, lastModified: toDate(row.lastModified) }));
    },

    /** Service types with a live vendor: their landing pages at `/services/{fileName}` have someone to show. */
    async serviceLandingTypes(): Promise<{ fileName: string; lastModified: Date | null }[]> {
      const rows = await db
        .select({
          fileName: serviceTypes.fileName,
          lastModified: sql<Date | string | null>`max(${members.updatedAt})`,
        })
        .from(memberServiceTypes)
        .innerJoin(members, and(eq(members.id, memberServiceTypes.memberId), liveMember))
        .innerJoin(serviceTypes, eq(serviceTypes.id, memberServiceTypes.serviceTypeId))
        .where(citySearchType)
        .groupBy(serviceTypes.fileName)
        .orderBy(asc(serviceTypes.fileName));
      return rows.map((row) => ({ fileName: row.fileName, lastModified: toDate(row.lastModified) }));
    },

    /** Published articles, themes, event guides and information pages. */
    async contentPaths(): Promise<ContentPathRow[]> {
      const [articleRows, themeRows, guideRows, pageRows] = await Promise.all([
        db
          .select({ slug: articles.slug, lastModified: articles.updatedAt })
          .from(articles)
          .where(eq(articles.published, true))
          .orderBy(asc(articles.slug)),
        db
          .select({ slug: themes.slug, lastModified: themes.updatedAt })
          .from(themes)
          .where(eq(themes.published, true))
          .orderBy(asc(themes.slug)),
        db
          .select({ path: eventGuides.path, lastModified: eventGuides.editedAt })
          .from(eventGuides)
          .where(eq(eventGuides.published, true))
          .orderBy(asc(eventGuides.path)),
        db
          .select({ path: infoPages.path, lastModified: infoPages.editedAt })
          .from(infoPages)
          .where(eq(infoPages.published, true))
          .orderBy(asc(infoPages.path)),
      ]);
      return [
        ...articleRows.map((row) => ({ path: `/articles/${row.slug}`, lastModified: row.lastModified })),
        ...themeRows.map((row) => ({ path: `/themes/${row.slug}`, lastModified: row.lastModified })),
        ...guideRows,
        ...pageRows,
      ];
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
