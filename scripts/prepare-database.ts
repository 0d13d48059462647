/**
 * Migrates the configured database and seeds demo data into an empty one, in a process of its
 * own: seeding makes thousands of photos and rows, and the memory that takes (native image buffers,
 * the embedded database's heap) is given back only when a process ends. `npm start`, the server and
 * the cluster's primary run it before serving; it reports what it seeded to its parent.
 */
import { databaseTargetFor, openDatabase } from "#db/client.server.ts";
import { loadConfig } from "#server/config.ts";
import { prepareDatabase } from "#server/prepare-database.server.ts";

const config = loadConfig();
const database = await openDatabase(databaseTargetFor(config));
try {
  const seeded = await prepareDatabase(config, database);
  process.send?.({ seeded: seeded ?? null });
} finally {
  await database.close();
}
