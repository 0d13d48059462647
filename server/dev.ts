import type { ViteDevServer } from "vite";
import { serveDatabaseCopies } from "#db/backup.server.ts";
import { databaseTargetFor, openDatabase } from "#db/client.server.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { claimEmbeddedDatabase } from "./embedded-database-owner.server.ts";
import { prepareDatabase } from "./prepare-database.server.ts";

/** Used by `npm run dev`: the same app, with pages compiled on demand by Vite. */
export async function createServer(vite: ViteDevServer) {
  const config = loadConfig();
  // As with `npm start` (server/main.ts): the commands that open the embedded database see it is held here.
  if (!config.databaseUrl) claimEmbeddedDatabase(config.dataDir);
  const database = await openDatabase(databaseTargetFor(config));
  await prepareDatabase(config, database);
  const app = await buildApp(config, { database, vite });
  const stopServingCopies = config.databaseUrl ? undefined : serveDatabaseCopies(config.dataDir, database);
  app.addHook("onClose", async () => {
    await stopServingCopies?.();
    await database.close();
  });
  return app;
}
