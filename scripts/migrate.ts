/** `npm run db:migrate`: applies the migrations to the configured database. */
import { databaseTargetFor, openDatabase } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { loadConfig } from "#server/config.ts";

const config = loadConfig();
const target = databaseTargetFor(config);
const handle = await openDatabase(target);
const started = performance.now();
await migrateDatabase(handle);
await handle.close();
console.log(`Migrated ${target.kind} database in ${Math.round(performance.now() - started)} ms`);
