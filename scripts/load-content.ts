import { databaseTargetFor, openDatabase } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { loadContent } from "#features/content/content-load.server.ts";
import { createStorage } from "#features/media/storage.service.server.ts";
import { loadConfig } from "#server/config.ts";

/**
 * `npm run content:load`: loads the content folder into the configured database. What operators edited
 * in the console is kept and listed; `--overwrite-edits` replaces it with the files too.
 */
const OVERWRITE_FLAG = "--overwrite-edits";
const unknownArguments = process.argv.slice(2).filter((argument) => argument !== OVERWRITE_FLAG);
if (unknownArguments.length > 0) {
  console.error(`Unknown argument ${unknownArguments.join(" ")}; the one option is ${OVERWRITE_FLAG}.`);
  process.exit(2);
}
const overwriteEdits = process.argv.includes(OVERWRITE_FLAG);

const config = loadConfig();
const target = databaseTargetFor(config);
const handle = await openDatabase(target);
await migrateDatabase(handle);
try {
  const summary = await loadContent(handle.db, { storage: createStorage(config), overwriteEdits });
  console.log(
    `Loaded ${summary.articles} articles, ${summary.themes} themes, ${summary.events} event guides, ${summary.servicePages} service pages and ${summary.infoPages} information pages into ${target.kind}`,
  );
  if (summary.kept.length > 0) {
    console.log(
      `Kept ${summary.kept.length} items edited in the console; run with ${OVERWRITE_FLAG} to replace them:\n  ${summary.kept.join("\n  ")}`,
    );
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
