import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseHandle } from "#db/client.server.ts";
import { seedDemoData } from "#features/demo-data.server.ts";
import { createLocalStorage } from "#features/media/storage.service.server.ts";
import { createTestDatabase, type TestDatabaseKind } from "./database.ts";

/** The day every seeded test database is built around, so dates in tests never drift. */
export const SEED_REFERENCE_DATE = new Date("2026-11-21T12:00:00Z");

/** A fresh database with a small, deterministic demo data set. */
export async function createSeededDatabase(
  kind: TestDatabaseKind = "pglite",
  vendors = 400,
): Promise<{ database: DatabaseHandle; uploadsDir: string }> {
  const database = await createTestDatabase(kind);
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "marquee-uploads-"));
  await seedDemoData(database, {
    vendors,
    storage: createLocalStorage(uploadsDir),
    referenceDate: SEED_REFERENCE_DATE,
  });
  return { database, uploadsDir };
}
