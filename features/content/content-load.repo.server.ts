import { count, eq, inArray } from "drizzle-orm";
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

type ExistingRow = { id: number; key: string; editedAt: Date | null };

/**
 * Matches a table's rows to the content files by key (slug or path). A row edited in the console stays
 * as it is unless `overwriteEdits`; a row without a file is removed unless edited (made or changed in
 * the console). Answers each key's id, the edited keys kept, and the keys written from files.
 */
async function syncRows<Values>(options: {
  existing: ExistingRow[];
  incoming: { key: string; values: Values }[];
  overwriteEdits: boolean;
  insert: (values: Values[]) => Promise<{ id: number; key: string }[]>;
  update: (id: number, values: Values) => Promise<void>;
  remove: (ids: number[]) => Promise<void>;
}): Promise<{ ids: Map<string, number>; kept: string[]; written: Set<string> }> {
  const existing = new Map(options.existing.map((row) => [row.key, row]));
  const ids = new Map<string, number>();
  const kept: string[] = [];
  const written = new Set<string>();
  const inserts: Values[] = [];
  const updates: { id: number; values: Values }[] = [];
  for (const { key, values } of options.incoming) {
    const row = existing.get(key);
    existing.delete(key);
    if (row && row.editedAt && !options.overwriteEdits) {
      kept.push(key);
      ids.set(key, row.id);
      continue;
    }
    if (row) {
      updates.push({ id: row.id, values });
      ids.set(key, row.id);
    } else {
      inserts.push(values);
    }
    written.add(key);
  }
  // Rows leave first, so a file may take the path or slug a removed row held.
  const unmatched = [...existing.values()].filter((row) => !row.editedAt).map((row) => row.id);
  if (unmatched.length > 0) await options.remove(unmatched);
  for (const row of [...existing.values()].filter((row) => row.editedAt)) ids.set(row.key, row.id);
  for (const update of updates) await options.update(update.id, update.values);
  if (inserts.length > 0) for (const row of await options.insert(inserts)) ids.set(row.key, row.id);
  return { ids, kept, written };
}

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
     * Brings the editorial tables in line with the bundle, in one transaction; contact messages are kept.
     * Articles, themes, event guides and information pages are matched by slug or path: a row an
     * operator edited in the console is left as it is (and named in `kept`) unless `overwriteEdits`,
     * other rows take the file's content, rows without a file go unless edited. Promotions, service page
     * copy and the themes' ingredients and relations are replaced. `images` holds the hero image key
     * of each `kind/slug`.
     */
    async syncAll(
      bundle: ContentBundle,
      images: ReadonlyMap<string, string>,
      typeId: ReadonlyMap<string, number>,
      options: { overwriteEdits: boolean },
    ): Promise<{ kept: string[] }> {
      return db.transaction(async (tx) => {
        const database = tx as unknown as Database;
        const kept: string[] = [];
        const fromFile = { published: true, editedAt: null, editedByAccountId: null };
        for (const table of [articlePromotions, relatedThemes, themeIngredientLinks, themeIngredients, servicePages]) {
          await database.delete(table);
        }

        const articleRows = bundle.articles.map((article) => ({
          key: article.slug,
          values: {
            ...fromFile,
            slug: article.slug,
            title: article.title,
            summary: article.summary,
            bodyMarkdown: article.bodyMarkdown,
            bodyHtml: article.bodyHtml,
            readingMinutes: article.readingMinutes,
            category: article.category,
            authorName: article.author,
            heroImageKey: images.get(`article/${article.slug}`),
            metaTitle: article.metaTitle ?? null,
            metaDescription: article.metaDescription,
            publishedAt: utcDay(article.publishedAt),
            updatedAt: new Date(),
          },
        }));
        const articleSync = await syncRows({
          existing: await database
            .select({ id: articles.id, key: articles.slug, editedAt: articles.editedAt })
            .from(articles),
          incoming: articleRows,
          overwriteEdits: options.overwriteEdits,
          insert: (values) =>
            database.insert(articles).values(values).returning({ id: articles.id, key: articles.slug }),
          update: async (id, values) => {
            await database.update(articles).set(values).where(eq(articles.id, id));
          },
          remove: async (ids) => {
            await database.delete(articles).where(inArray(articles.id, ids));
          },
        });
        kept.push(...articleSync.kept.map((slug) => `articles/${slug}`));
        const writtenArticles = bundle.articles.filter((article) => articleSync.written.has(article.slug));
        const writtenArticleIds = writtenArticles.map((article) => articleSync.ids.get(article.slug) as number);
        if (writtenArticleIds.length > 0) {
          await database.delete(articleTags).where(inArray(articleTags.articleId, writtenArticleIds));
          await database.insert(articleTags).values(
            writtenArticles.flatMap((article) =>
              [...new Set(article.tags)].map((tag) => ({
                articleId: articleSync.ids.get(article.slug) as number,
                tag,
              })),
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

        const themeSync = await syncRows({
          existing: await database.select({ id: themes.id, key: themes.slug, editedAt: themes.editedAt }).from(themes),
          incoming: bundle.themes.map((theme) => ({
            key: theme.slug,
            values: {
              ...fromFile,
              slug: theme.slug,
              title: theme.title,
              alternateTitle: theme.alternateTitle ?? null,
              shortDescription: theme.shortDescription,
              description: theme.bodyHtml,
              descriptionMarkdown: theme.bodyMarkdown,
              metaTitle: theme.metaTitle ?? null,
              metaDescription: theme.metaDescription,
              themeType: theme.themeType,
              themeTypeDescription: theme.themeTypeDescription,
              contentFooter: theme.contentFooterHtml,
              image: images.get(`theme/${theme.slug}`),
              updatedAt: new Date(),
            },
          })),
          overwriteEdits: options.overwriteEdits,
          insert: (values) => database.insert(themes).values(values).returning({ id: themes.id, key: themes.slug }),
          update: async (id, values) => {
            await database.update(themes).set(values).where(eq(themes.id, id));
          },
          remove: async (ids) => {
            await database.delete(themes).where(inArray(themes.id, ids));
          },
        });
        kept.push(...themeSync.kept.map((slug) => `themes/${slug}`));

        if (bundle.themes.length > 0) {
          const themeId = themeSync.ids;
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

        const eventSync = await syncRows({
          existing: await database
            .select({ id: eventGuides.id, key: eventGuides.slug, editedAt: eventGuides.editedAt })
            .from(eventGuides),
          incoming: bundle.events.map((event) => ({
            key: event.slug,
            values: {
              ...fromFile,
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
              metaTitle: event.metaTitle ?? null,
              metaDescription: event.metaDescription,
            },
          })),
          overwriteEdits: options.overwriteEdits,
          insert: (values) =>
            database.insert(eventGuides).values(values).returning({ id: eventGuides.id, key: eventGuides.slug }),
          update: async (id, values) => {
            await database.update(eventGuides).set(values).where(eq(eventGuides.id, id));
          },
          remove: async (ids) => {
            await database.delete(eventGuides).where(inArray(eventGuides.id, ids));
          },
        });
        kept.push(...eventSync.kept.map((slug) => `events/${slug}`));

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

        const pageSync = await syncRows({
          existing: await database
            .select({ id: infoPages.id, key: infoPages.path, editedAt: infoPages.editedAt })
            .from(infoPages),
          incoming: bundle.infoPages.map((page) => ({
            key: `/${page.slug}`,
            values: {
              ...fromFile,
              path: `/${page.slug}`,
              title: page.title,
              bodyMarkdown: page.bodyMarkdown,
              bodyHtml: page.bodyHtml,
              metaDescription: page.metaDescription,
            },
          })),
          overwriteEdits: options.overwriteEdits,
          insert: (values) =>
            database.insert(infoPages).values(values).returning({ id: infoPages.id, key: infoPages.path }),
          update: async (id, values) => {
            await database.update(infoPages).set(values).where(eq(infoPages.id, id));
          },
          remove: async (ids) => {
            await database.delete(infoPages).where(inArray(infoPages.id, ids));
          },
        });
        kept.push(...pageSync.kept.map((path) => `pages${path}`));
        return { kept };
      });
    },
  };
}
