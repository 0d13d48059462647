/**
 * Migrates the configured database and seeds an empty one (reference data, and demo data when
 * DEMO_DATA is on), in a process of its own: seeding makes thousands of photos and rows, and the
 * memory that takes (native image buffers, the embedded database's heap) is given back only when a
 * process ends. `npm start`, the server and the cluster's primary run it before serving; it reports
 * what it seeded to its parent, and exits 1 with the reason when production must not serve
 * (an account with a published password, decision 030).
 */
import { databaseTargetFor, openDatabase } from "#db/client.server.ts";
import { loadConfig } from "#server/config.ts";
import { PublishedPasswordError, prepareDatabase } from "#server/prepare-database.server.ts";

/** One JSON line, as the server's logger writes them. */
function log(level: "warn" | "error", message: string) {
  process.stdout.write(`${JSON.stringify({ level, msg: message })}\n`);
}

const config = loadConfig();
const database = await openDatabase(databaseTargetFor(config));
try {
  const { seeded, warnings } = await prepareDatabase(config, database);
  for (const warning of warnings) log("warn", warning);
  process.send?.({ seeded: seeded ?? null });
} catch (error) {
  if (!(error instanceof PublishedPasswordError)) throw error;
  log("error", error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
