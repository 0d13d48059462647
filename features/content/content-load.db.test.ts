import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { accounts } from "#db/schema/accounts.ts";
import { articles, articleTags, infoPages, themes } from "#db/schema/content.ts";
import { createLocalStorage, type FileStorage } from "#features/media/storage.service.server.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { createContentAdminRepository } from "./content-admin.repo.server.ts";
import { createContentAdminService } from "./content-admin.service.server.ts";
import { loadContent } from "./content-load.server.ts";

/** `npm run content:load` and the console's edits (decision 034): edits stay unless the load is told to replace them. */
describe.each(testDatabaseKinds())("content:load and console edits on %s", (kind) => {
  let database: DatabaseHandle;
  let storage: FileStorage;
  let forgotten = 0;
  let operatorId: number;

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 20);
    database = seeded.database;
    storage = createLocalStorage(seeded.uploadsDir);
    const [operator] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.role, "admin"));
    operatorId = operator?.id as number;
  }, 600_000);
  afterAll(async () => {
    await database?.close();
  });

  const admin = () =>
    createContentAdminService({
      repository: createContentAdminRepository(database.db),
      forgetCachedContent: () => {
        forgotten += 1;
      },
    });

  async function articleRow(slug: string) {
    const [row] = await database.db.select().from(articles).where(eq(articles.slug, slug));
    return row;
  }

  it("fills each theme's Markdown from its file, so the console can edit it", async () => {
    const rows = await database.db.select({ markdown: themes.descriptionMarkdown }).from(themes);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => Boolean(row.markdown))).toBe(true);
  });

  it("keeps edited rows and lists them; updates unedited rows; replaces edits only with overwriteEdits", async () => {
    const [edited, untouched] = await database.db
      .select({ id: articles.id, slug: articles.slug, title: articles.title })
      .from(articles)
      .orderBy(articles.slug)
      .limit(2);
    if (!edited || !untouched) throw new Error("the seed has articles");
    const [page] = await database.db.select({ id: infoPages.id, path: infoPages.path }).from(infoPages).limit(1);
    const service = admin();
    await service.saveContent(operatorId, "articles", edited.id, {
      title: "Kept through a reload",
      summary: "Edited in the console.",
      bodyMarkdown: "Edited <script>bad()</script> text.",
      metaTitle: null,
      metaDescription: null,
    });
    await service.setPublished(operatorId, "pages", page?.id as number, false);
    expect(forgotten).toBe(2);
    expect((await articleRow(edited.slug))?.bodyHtml).not.toContain("script");
    await database.db
      .update(articles)
      .set({ title: "Changed behind the loader's back" })
      .where(eq(articles.id, untouched.id));

    const summary = await loadContent(database.db, { storage });
    expect(summary.kept).toEqual(expect.arrayContaining([`articles/${edited.slug}`, `pages${page?.path}`]));
    expect(summary.kept).toHaveLength(2);
    const kept = await articleRow(edited.slug);
    expect(kept?.title).toBe("Kept through a reload");
    expect(kept?.id).toBe(edited.id);
    expect((await articleRow(untouched.slug))?.title).toBe(untouched.title);
    const [hiddenPage] = await database.db
      .select()
      .from(infoPages)
      .where(eq(infoPages.path, page?.path as string));
    expect(hiddenPage?.published).toBe(false);
    const tags = await database.db.select().from(articleTags).where(eq(articleTags.articleId, edited.id));
    expect(tags.length).toBeGreaterThan(0);

    const overwritten = await loadContent(database.db, { storage, overwriteEdits: true });
    expect(overwritten.kept).toEqual([]);
    const replaced = await articleRow(edited.slug);
    expect(replaced?.title).toBe(edited.title);
    expect(replaced?.editedAt).toBeNull();
    const [shownPage] = await database.db
      .select()
      .from(infoPages)
      .where(eq(infoPages.path, page?.path as string));
    expect(shownPage?.published).toBe(true);
  });

  it("keeps an article made in the console, which has no file, through any load", async () => {
    const id = await admin().createArticle(operatorId, {
      slug: "console-only-article",
      title: "Only in the console",
      summary: "No file holds this article.",
      bodyMarkdown: "Some text.",
      category: "tips",
      authorName: "Marquee team",
      metaTitle: null,
      metaDescription: null,
    });
    await loadContent(database.db, { storage, overwriteEdits: true });
    expect((await articleRow("console-only-article"))?.id).toBe(id);
  });
});
