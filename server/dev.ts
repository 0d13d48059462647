import type { ViteDevServer } from "vite";
import { databaseTargetFor, openDatabase } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { seedDemoDataIfEmpty } from "#features/demo-data.server.ts";
import { createStorage } from "#features/media/storage.service.server.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

/** Used by `npm run dev`: the same app, with pages compiled on demand by Vite. */
export async function createServer(vite: ViteDevServer) {
  const config = loadConfig();
  const database = await openDatabase(databaseTargetFor(config));
  await migrateDatabase(database);
  await seedDemoDataIfEmpty(database, { storage: createStorage(config), vendors: config.seedVendors });
  const app = await buildApp(config, { database, vite });
  app.addHook("onClose", () => database.close());
  return app;
}
