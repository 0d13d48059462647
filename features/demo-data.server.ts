import type { DatabaseHandle } from "#db/client.server.ts";
import {
  DEFAULT_VENDOR_COUNT,
  isSeeded,
  type SeedInputs,
  type SeedOptions,
  type SeedSummary,
  seedDatabase,
} from "#db/seed/seed.server.ts";
import { hashPassword } from "./accounts/password.server.ts";
import { type ContentSummary, loadContent, loadContentIfEmpty } from "./content/content-load.server.ts";
import type { FileStorage } from "./media/storage.service.server.ts";
import { CALENDAR_ENTRY_STATUSES } from "./members/members.rules.ts";

export type DemoDataOptions = Omit<SeedOptions, keyof SeedInputs> & { storage: FileStorage };
export type DemoDataSummary = SeedSummary & { content: ContentSummary; seconds: number };

/**
 * The demo data set: db/seed's rows, given the features' password hashing and calendar rules (db/
 * never imports features), then the content folder. The server on an empty database, `npm run
 * seed`, the benchmarks and the tests all seed through here.
 */
export async function seedDemoData(handle: DatabaseHandle, options: DemoDataOptions): Promise<DemoDataSummary> {
  const started = performance.now();
  const summary = await seedDatabase(handle, {
    ...options,
    hashPassword,
    calendarEntryStatuses: CALENDAR_ENTRY_STATUSES,
  });
  const content = await loadContent(handle.db, { storage: options.storage });
  options.onProgress?.(`${content.articles} articles, ${content.themes} themes, ${content.events} event guides`);
  return { ...summary, content, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/**
 * Seeds the default demo data set into a database with no service types yet, and loads the content
 * folder into one seeded before it had content; reports a seed it did.
 */
export async function seedDemoDataIfEmpty(
  handle: DatabaseHandle,
  options: { storage: FileStorage; vendors?: number },
): Promise<DemoDataSummary | undefined> {
  if (await isSeeded(handle)) {
    await loadContentIfEmpty(handle.db, { storage: options.storage });
    return undefined;
  }
  return seedDemoData(handle, { vendors: options.vendors ?? DEFAULT_VENDOR_COUNT, storage: options.storage });
}
