import type { DatabaseHandle } from "#db/client.server.ts";
import {
  DEFAULT_VENDOR_COUNT,
  isSeeded,
  PUBLISHED_PASSWORDS,
  type SeedInputs,
  type SeedOptions,
  type SeedSummary,
  seedDatabase,
  seedReferenceRows,
  signInsToCheckForPublishedPasswords,
} from "#db/seed/seed.server.ts";
import { hashPassword, verifyPassword } from "./accounts/password.server.ts";
import { type ContentSummary, loadContent, loadContentIfEmpty } from "./content/content-load.server.ts";
import type { FileStorage } from "./media/storage.service.server.ts";
import { CALENDAR_ENTRY_STATUSES } from "./members/members.rules.ts";

export type DemoDataOptions = Omit<SeedOptions, keyof SeedInputs | "demoAdministrator"> & {
  storage: FileStorage;
  /** The demo administrator, whose password the README publishes: never in production. Default: made. */
  demoAdministrator?: boolean;
};
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
    demoAdministrator: options.demoAdministrator ?? true,
    hashPassword,
    calendarEntryStatuses: CALENDAR_ENTRY_STATUSES,
  });
  const content = await loadContent(handle.db, { storage: options.storage });
  options.onProgress?.(`${content.articles} articles, ${content.themes} themes, ${content.events} event guides`);
  return { ...summary, content, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/**
 * The reference data alone, what a deployment without demo data starts from: places, the service
 * types and their attributes, then the content folder (articles, themes, guides). No accounts.
 */
export async function seedReferenceData(
  handle: DatabaseHandle,
  options: { storage: FileStorage; onProgress?: (message: string) => void },
): Promise<DemoDataSummary> {
  const started = performance.now();
  const summary = await seedReferenceRows(handle, options);
  const content = await loadContent(handle.db, { storage: options.storage });
  return { ...summary, content, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/**
 * Seeds a database with no service types yet (the demo data set when `demo` is given, else the
 * reference data alone), and loads the content folder into one seeded before it had content;
 * reports a seed it did.
 */
export async function seedIfEmpty(
  handle: DatabaseHandle,
  options: { storage: FileStorage; demo?: { vendors?: number; demoAdministrator: boolean } },
): Promise<DemoDataSummary | undefined> {
  if (await isSeeded(handle)) {
    await loadContentIfEmpty(handle.db, { storage: options.storage });
    return undefined;
  }
  if (!options.demo) return seedReferenceData(handle, { storage: options.storage });
  return seedDemoData(handle, {
    vendors: options.demo.vendors ?? DEFAULT_VENDOR_COUNT,
    demoAdministrator: options.demo.demoAdministrator,
    storage: options.storage,
  });
}

/**
 * The emails of accounts that sign in with a password the README publishes. Only the demo accounts'
 * emails and the administrators are checked (each hash against each published password), so the
 * check stays a few argon2 verifications however many people have signed up.
 */
export async function accountsWithPublishedPasswords(handle: DatabaseHandle): Promise<string[]> {
  const found: string[] = [];
  for (const account of await signInsToCheckForPublishedPasswords(handle)) {
    for (const password of PUBLISHED_PASSWORDS) {
      if (await verifyPassword(password, account.passwordHash)) {
        found.push(account.email);
        break;
      }
    }
  }
  return found;
}
