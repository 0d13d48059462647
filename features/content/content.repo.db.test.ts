import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { articles, contactMessages, themes } from "#db/schema/content.ts";
import { createLocalStorage, type FileStorage } from "#features/media/storage.service.server.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { loadContent, loadContentIfEmpty } from "./content-load.server.ts";
import { createContentRepository } from "./content.repo.server.ts";

describe.each(testDatabaseKinds())("content on %s", (kind) => {
  let database: DatabaseHandle;
  let storage: FileStorage;

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 50);
    database = seeded.database;
    storage = createLocalStorage(seeded.uploadsDir);
  });
  afterAll(async () => {
    await database?.close();
  });

  const total = async (table: typeof articles | typeof themes | typeof contactMessages) =>
    (await database.db.select({ total: count() }).from(table))[0]?.total ?? 0;

  it("is loaded by the seed, with a generated hero image for each article", async () => {
    const repository = createContentRepository(database.db);
    const page = await repository.articlePage({ skip: 0, take: 100, tags: [], now: new Date() });
    expect(page.total).toBeGreaterThanOrEqual(24);
    for (const article of page.rows) {
      expect(await storage.exists(article.heroImageKey as string), article.slug).toBe(true);
    }
  });

  it("reloads in place, keeping contact messages, and loads only into an empty database on start", async () => {
    const repository = createContentRepository(database.db);
    await repository.insertContactMessage({
      name: "A",
      email: "a@example.com",
      topic: "other",
      message: "Keep me please.",
    });
    const before = { articles: await total(articles), themes: await total(themes) };
    const summary = await loadContent(database.db, { storage });
    expect(summary.articles).toBe(before.articles);
    expect(await total(themes)).toBe(before.themes);
    expect(await total(contactMessages)).toBe(1);
    expect(await loadContentIfEmpty(database.db, { storage })).toBeUndefined();
  });

  it("hides articles published after now, and filters themes by ingredient", async () => {
    const repository = createContentRepository(database.db);
    const all = await repository.articlePage({ skip: 0, take: 100, tags: [], now: new Date() });
    const oldest = all.rows.at(-1)?.publishedAt as Date;
    const early = await repository.articlePage({ skip: 0, take: 100, tags: [], now: oldest });
    expect(early.total).toBe(1);
    const withMirrorBall = await repository.themes({ ingredient: "mirror-ball" });
    expect(withMirrorBall.map((theme) => theme.slug)).toContain("disco");
  });
});
