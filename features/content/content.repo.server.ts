import { and, asc, count, desc, eq, exists, gte, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import {
  articlePromotions,
  articles,
  articleTags,
  contactMessages,
  eventGuides,
  infoPages,
  relatedThemes,
  servicePages,
  themeIngredientLinks,
  themeIngredients,
  themes,
} from "#db/schema/content.ts";
import { CONTENT_LISTS } from "./content.rules.ts";
import type { ContactMessageInput } from "./content.schema.ts";

export type ArticleRecord = typeof articles.$inferSelect & { tags: string[] };
export type ThemeRecord = typeof themes.$inferSelect;
export type IngredientRecord = typeof themeIngredients.$inferSelect;
export type EventGuideRecord = typeof eventGuides.$inferSelect;
export type ServicePageRecord = typeof servicePages.$inferSelect;
export type InfoPageRecord = typeof infoPages.$inferSelect;
export type PromotionRecord = typeof articlePromotions.$inferSelect;

const tagsOf = sql<
  string[]
>`coalesce((select array_agg(${articleTags.tag} order by ${articleTags.tag}) from ${articleTags} where ${articleTags.articleId} = ${articles.id}), '{}')`;
const NEWEST_FIRST = [desc(articles.publishedAt), desc(articles.id)] as const;

function hasAnyTag(tags: string[]) {
  return exists(
    sql`(select 1 from ${articleTags} where ${articleTags.articleId} = ${articles.id} and ${inArray(articleTags.tag, tags)})`,
  );
}

export function createContentRepository(db: Database) {
  /** Articles the site shows: published by the operator, and dated today or before. */
  const published = (now: Date) => and(eq(articles.published, true), lte(articles.publishedAt, now));

  return {
    /** Published articles, newest first, carrying any of `tags` when given. */
    async articlePage(query: { skip: number; take: number; tags: string[]; now: Date }) {
      const where = query.tags.length > 0 ? and(published(query.now), hasAnyTag(query.tags)) : published(query.now);
      const [rows, [total]] = await Promise.all([
        db
          .select({ article: articles, tags: tagsOf })
          .from(articles)
          .where(where)
          .orderBy(...NEWEST_FIRST)
          .offset(query.skip)
          .limit(query.take),
        db.select({ total: count() }).from(articles).where(where),
      ]);
      return { rows: rows.map((row) => ({ ...row.article, tags: row.tags })), total: total?.total ?? 0 };
    },

    async articleBySlug(slug: string, now: Date): Promise<ArticleRecord | undefined> {
      const [row] = await db
        .select({ article: articles, tags: tagsOf })
        .from(articles)
        .where(and(eq(articles.slug, slug), published(now)))
        .limit(1);
      return row ? { ...row.article, tags: row.tags } : undefined;
    },

    /** Other published articles sharing a tag with this one, most shared tags first, then newest. */
    async relatedArticles(article: ArticleRecord, limit: number, now: Date): Promise<ArticleRecord[]> {
      if (article.tags.length === 0) return [];
      const shared = sql<number>`(select count(*) from ${articleTags} where ${articleTags.articleId} = ${articles.id} and ${inArray(articleTags.tag, article.tags)})`;
      const rows = await db
        .select({ article: articles, tags: tagsOf })
        .from(articles)
        .where(and(published(now), ne(articles.id, article.id), hasAnyTag(article.tags)))
        .orderBy(desc(shared), ...NEWEST_FIRST)
        .limit(limit);
      return rows.map((row) => ({ ...row.article, tags: row.tags }));
    },

    /** The newest promotion running at `now`. */
    async activePromotion(now: Date): Promise<PromotionRecord | undefined> {
      const [row] = await db
        .select()
        .from(articlePromotions)
        .where(
          and(
            or(isNull(articlePromotions.startsAt), lte(articlePromotions.startsAt, now)),
            or(isNull(articlePromotions.endsAt), gte(articlePromotions.endsAt, now)),
          ),
        )
        .orderBy(sql`${articlePromotions.startsAt} desc nulls last`, desc(articlePromotions.id))
        .limit(1);
      return row;
    },

    async themes(filter: { ingredient?: string; concept?: string; slugs?: string[] }): Promise<ThemeRecord[]> {
      const conditions = [eq(themes.published, true)];
      if (filter.concept) conditions.push(eq(themes.themeType, filter.concept));
      if (filter.slugs) conditions.push(inArray(themes.slug, filter.slugs));
      if (filter.ingredient) {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(themeIngredientLinks)
              .innerJoin(themeIngredients, eq(themeIngredients.id, themeIngredientLinks.ingredientId))
              .where(and(eq(themeIngredientLinks.themeId, themes.id), eq(themeIngredients.slug, filter.ingredient))),
          ),
        );
      }
      return db
        .select()
        .from(themes)
        .where(and(...conditions))
        .orderBy(asc(themes.title), asc(themes.id))
        .limit(CONTENT_LISTS.themes);
    },

    async themeCount(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(themes).where(eq(themes.published, true));
      return row?.total ?? 0;
    },

    async themeBySlug(slug: string): Promise<ThemeRecord | undefined> {
      const [row] = await db
        .select()
        .from(themes)
        .where(and(eq(themes.slug, slug), eq(themes.published, true)))
        .limit(1);
      return row;
    },

    async relatedThemes(themeId: number): Promise<ThemeRecord[]> {
      const rows = await db
        .select({ theme: themes })
        .from(relatedThemes)
        .innerJoin(themes, eq(themes.id, relatedThemes.relatedThemeId))
        .where(and(eq(relatedThemes.themeId, themeId), eq(themes.published, true)))
        .orderBy(asc(themes.title));
      return rows.map((row) => row.theme);
    },

    /** Ingredients of each theme, by theme id, ordered by type then title. */
    async ingredientsOf(themeIds: number[]): Promise<Map<number, IngredientRecord[]>> {
      const byTheme = new Map<number, IngredientRecord[]>(themeIds.map((id) => [id, []]));
      if (themeIds.length === 0) return byTheme;
      const rows = await db
        .select({ themeId: themeIngredientLinks.themeId, ingredient: themeIngredients })
        .from(themeIngredientLinks)
        .innerJoin(themeIngredients, eq(themeIngredients.id, themeIngredientLinks.ingredientId))
        .where(inArray(themeIngredientLinks.themeId, themeIds))
        .orderBy(asc(themeIngredients.type), asc(themeIngredients.title));
      for (const row of rows) byTheme.get(row.themeId)?.push(row.ingredient);
      return byTheme;
    },

    async eventGuides(): Promise<EventGuideRecord[]> {
      return db
        .select()
        .from(eventGuides)
        .where(eq(eventGuides.published, true))
        .orderBy(asc(eventGuides.sortOrder), asc(eventGuides.title))
        .limit(CONTENT_LISTS.eventGuides);
    },

    async eventGuideBySlug(slug: string): Promise<EventGuideRecord | undefined> {
      const [row] = await db
        .select()
        .from(eventGuides)
        .where(and(eq(eventGuides.slug, slug), eq(eventGuides.published, true)))
        .limit(1);
      return row;
    },

    async eventGuideByPath(path: string): Promise<EventGuideRecord | undefined> {
      const [row] = await db
        .select()
        .from(eventGuides)
        .where(and(eq(eventGuides.path, path), eq(eventGuides.published, true)))
        .limit(1);
      return row;
    },

    async servicePage(slug: string, pageType: string): Promise<ServicePageRecord | undefined> {
      const [row] = await db
        .select()
        .from(servicePages)
        .where(and(eq(servicePages.slug, slug), eq(servicePages.pageType, pageType)))
        .limit(1);
      return row;
    },

    async infoPage(path: string): Promise<InfoPageRecord | undefined> {
      const [row] = await db
        .select()
        .from(infoPages)
        .where(and(eq(infoPages.path, path), eq(infoPages.published, true)))
        .limit(1);
      return row;
    },

    async insertContactMessage(message: ContactMessageInput): Promise<number> {
      const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      return (row as { id: number }).id;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
