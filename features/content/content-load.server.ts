import type { Database } from "#db/client.server.ts";
import { generateContentImage, type SeedStorage } from "#db/seed/media.server.ts";
import { DEFAULT_CONTENT_DIR, readContentFolder } from "./content-files.server.ts";
import { createContentLoadRepository } from "./content-load.repo.server.ts";

export type ContentSummary = {
  articles: number;
  themes: number;
  events: number;
  servicePages: number;
  infoPages: number;
  /** Items edited in the console that the load left as they are (`kind/slug`). */
  kept: string[];
};

export type ContentLoadOptions = {
  /** Where the generated hero images go (the uploads storage). */
  storage: SeedStorage;
  contentDir?: string;
  /** Replace what operators edited in the console with the files too (`--overwrite-edits`). */
  overwriteEdits?: boolean;
};

/**
 * Loads the content folder into the editorial tables (articles, promotions, themes, event guides,
 * service page copy and information pages), in one transaction; contact messages are kept, and so is
 * what operators edited in the console unless `overwriteEdits` (decision 034). Needs the service type
 * catalogue, which the copy of service pages refers to.
 */
export async function loadContent(db: Database, options: ContentLoadOptions): Promise<ContentSummary> {
  const repository = createContentLoadRepository(db);
  const typeId = await repository.serviceTypeIds();
  const bundle = await readContentFolder(options.contentDir ?? DEFAULT_CONTENT_DIR, new Set(typeId.keys()));

  const images = new Map<string, string>();
  for (const [kind, items] of [
    ["article", bundle.articles],
    ["theme", bundle.themes],
    ["event", bundle.events],
  ] as const) {
    for (const item of items)
      images.set(`${kind}/${item.slug}`, await generateContentImage(options.storage, kind, item.slug));
  }
  const { kept } = await repository.syncAll(bundle, images, typeId, {
    overwriteEdits: options.overwriteEdits ?? false,
  });

  return {
    articles: bundle.articles.length,
    themes: bundle.themes.length,
    events: bundle.events.length,
    servicePages: bundle.servicePages.length,
    infoPages: bundle.infoPages.length,
    kept,
  };
}

/** Loads the content folder when the database has no content yet (a database seeded before content existed). */
export async function loadContentIfEmpty(
  db: Database,
  options: ContentLoadOptions,
): Promise<ContentSummary | undefined> {
  if (await createContentLoadRepository(db).hasContent()) return undefined;
  return loadContent(db, options);
}
