import type { DatabaseHandle } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { seedIfEmpty } from "#db/seed/seed.server.ts";
import { createStorage } from "#features/media/storage.server.ts";
import type { AppConfig } from "./config.ts";

/**
 * Migrates the database and seeds demo data into an empty one: once per start-up, before serving.
 * In a cluster the primary does it before forking, so workers never race each other.
 */
export async function prepareDatabase(config: AppConfig, database: DatabaseHandle) {
  await migrateDatabase(database);
  return seedIfEmpty(database, { storage: createStorage(config), vendors: config.seedVendors });
}
