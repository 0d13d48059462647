import { seedDemoData } from "#features/demo-data.server.ts";
import { createLocalStorage } from "#features/media/storage.service.server.ts";
import { openTemplateCopy, type TemplateCopy, type TestDatabaseKind } from "./database.ts";

/** The day every seeded test database is built around, so dates in tests never drift. */
export const SEED_REFERENCE_DATE = new Date("2026-11-21T12:00:00Z");

/** A fresh database with a small, deterministic demo data set; `close()` removes it and its uploads. */
export async function createSeededDatabase(kind: TestDatabaseKind = "pglite", vendors = 400): Promise<TemplateCopy> {
  return openTemplateCopy(kind, {
    key: `seeded_${vendors}`,
    fill: async (database, uploadsDir) => {
      await seedDemoData(database, {
        vendors,
        storage: createLocalStorage(uploadsDir),
        referenceDate: SEED_REFERENCE_DATE,
      });
    },
  });
}
