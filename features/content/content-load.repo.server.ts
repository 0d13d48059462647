import { count } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import {
  articlePromotions,
  articles,
  articleTags,
  eventGuides,
  infoPages,
  relatedThemes,
  servicePages,
  themeIngredientLinks,
  themeIngredients,
  themes,
} from "#db/schema/content.ts";
import { serviceTypes } from "#db/schema/service-types.ts";
import type { ContentBundle } from "./content-files.server.ts";

/** Start of a `yyyy-MM-dd` day in UTC. */
const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** The editorial tables as the content folder fills them (`npm run content:load`, the demo seed). */
export function createContentLoadRepository(db: Database) {
  return {
    /** Service type ids by file name: the service pages' copy refers to the catalogue. */
    async serviceTypeIds(): Promise<Map<string, number>> {
      const rows = await db.select({ id: serviceTypes.id, fileName: serviceTypes.fileName }).from(serviceTypes);
      return new Map(rows.map((row) => [row.fileName, row.id]));
    },

    async hasContent(): Promise<boolean> {
      const [row] = await db.select({ total: count() }).from(themes);
      return (row?.total ?? 0) > 0;
    },

    /**
     * Replaces the articles, promotions, themes, event guides, service page copy and information pages
     * with the bundle, in one transaction; contact messages are kept. `images` holds the hero image key
     * of each `kind/slug`.
     */
    async replaceAll(
      bundle: ContentBundle,
      images: ReadonlyMap<string, string>,
      typeId: ReadonlyMap<string, number>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const database = tx as unknown as Database;
        for (const table of [
          articleTags,
          articles,
          articlePromotions,
          relatedThemes,
          themeIngredientLinks,
          themeIngredients,
          themes,
          eventGuides,
          servicePages,
          infoPages,
        ]) {
          await database.delete(table);
        }

        if (bundle.articles.length > 0) {
          const articleRows = await database
            .insert(articles)
            .values(
              bundle.articles.map((article) => ({
                slug: article.slug,
                title: article.title,
                summary: article.summary,
                bodyMarkdown: article.bodyMarkdown,
                bodyHtml: article.bodyHtml,
                readingMinutes: article.readingMinutes,
                category: article.category,
                authorName: article.author,
                heroImageKey: images.get(`article/${article.slug}`),
                metaTitle: article.metaTitle,
                metaDescription: article.metaDescription,
                publishedAt: utcDay(article.publishedAt),
              })),
            )
            .returning({ id: articles.id, slug: articles.slug });
          const articleId = new Map(articleRows.map((row) => [row.slug, row.id]));
          await database
            .insert(articleTags)
            .values(
              bundle.articles.flatMap((article) =>
                [...new Set(article.tags)].map((tag) => ({ articleId: articleId.get(article.slug) as number, tag })),
              ),
            );
        }

        if (bundle.promotions.length > 0) {
          await database.insert(articlePromotions).values(
            bundle.promotions.map((promotion) => ({
              title: promotion.title,
              body: promotion.bodyHtml,
              linkUrl: promotion.linkUrl,
              linkText: promotion.linkText,
              startsAt: promotion.startsAt ? utcDay(promotion.startsAt) : null,
              endsAt: promotion.endsAt ? utcDay(promotion.endsAt) : null,
            })),
          );
        }

        if (bundle.themes.length > 0) {
          const themeRows = await database
            .insert(themes)
            .values(
              bundle.themes.map((theme) => ({
                slug: theme.slug,
                title: theme.title,
                alternateTitle: theme.alternateTitle,
                shortDescription: theme.shortDescription,
                description: theme.bodyHtml,
                metaTitle: theme.metaTitle,
                metaDescription: theme.metaDescription,
                themeType: theme.themeType,
                themeTypeDescription: theme.themeTypeDescription,
                contentFooter: theme.contentFooterHtml,
                image: images.get(`theme/${theme.slug}`),
              })),
            )
            .returning({ id: themes.id, slug: themes.slug });
          const themeId = new Map(themeRows.map((row) => [row.slug, row.id]));
          const uniqueIngredients = new Map(
            bundle.themes.flatMap((theme) => theme.ingredients.map((item) => [item.slug, item])),
          );
          const ingredientRows = await database
            .insert(themeIngredients)
            .values([...uniqueIngredients.values()])
            .returning({ id: themeIngredients.id, slug: themeIngredients.slug });
          const ingredientId = new Map(ingredientRows.map((row) => [row.slug, row.id]));
          await database.insert(themeIngredientLinks).values(
            bundle.themes.flatMap((theme) =>
              [...new Set(theme.ingredients.map((item) => item.slug))].map((slug) => ({
                themeId: themeId.get(theme.slug) as number,
                ingredientId: ingredientId.get(slug) as number,
              })),
            ),
          );
          const relatedRows = bundle.themes.flatMap((theme) =>
            [...new Set(theme.related)].map((related) => ({
              themeId: themeId.get(theme.slug) as number,
              relatedThemeId: themeId.get(related) as number,
            })),
          );
          if (relatedRows.length > 0) await database.insert(relatedThemes).values(relatedRows);
        }

        if (bundle.events.length > 0) {
          await database.insert(eventGuides).values(
            bundle.events.map((event) => ({
              slug: event.slug,
              path: event.pagePath,
              title: event.title,
              menuLabel: event.menuLabel,
              summary: event.summary,
              bodyMarkdown: event.bodyMarkdown,
              bodyHtml: event.bodyHtml,
              sortOrder: event.sortOrder,
              serviceTypeFileNames: event.serviceTypes,
              themeSlugs: event.themes,
              articleTags: event.articleTags,
              heroImageKey: images.get(`event/${event.slug}`),
              metaTitle: event.metaTitle,
              metaDescription: event.metaDescription,
            })),
          );
        }

        if (bundle.servicePages.length > 0) {
          await database.insert(servicePages).values(
            bundle.servicePages.map((page) => ({
              slug: page.slug,
              pageType: page.pageType,
              serviceTypeId: page.pageType === "service" ? typeId.get(page.slug) : null,
              title: page.title,
              content: { intro: page.intro, bodyHtml: page.bodyHtml, metaDescription: page.metaDescription },
              redirectUrl: page.redirectUrl,
            })),
          );
        }

        if (bundle.infoPages.length > 0) {
          await database.insert(infoPages).values(
            bundle.infoPages.map((page) => ({
              path: `/${page.slug}`,
              title: page.title,
              bodyMarkdown: page.bodyMarkdown,
              bodyHtml: page.bodyHtml,
              metaDescription: page.metaDescription,
            })),
          );
        }
      });
    },
  };
}
