import { databaseTargetFor, openDatabase } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { loadContent } from "#features/content/content-load.server.ts";
import { createStorage } from "#features/media/storage.service.server.ts";
import { loadConfig } from "#server/config.ts";

/** `npm run content:load`: reloads the content folder into the configured database. */
const config = loadConfig();
const target = databaseTargetFor(config);
const handle = await openDatabase(target);
await migrateDatabase(handle);
try {
  const summary = await loadContent(handle.db, { storage: createStorage(config) });
  console.log(
    `Loaded ${summary.articles} articles, ${summary.themes} themes, ${summary.events} event guides, ${summary.servicePages} service pages and ${summary.infoPages} information pages into ${target.kind}`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
