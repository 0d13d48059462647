import { loadConfig } from "#server/config.ts";
import { databaseTargetFor, openDatabase } from "./client.server.ts";
import { migrateDatabase } from "./migrate.server.ts";

const config = loadConfig();
const target = databaseTargetFor(config);
const handle = await openDatabase(target);
const started = performance.now();
await migrateDatabase(handle);
await handle.close();
console.log(`Migrated ${target.kind} database in ${Math.round(performance.now() - started)} ms`);
