import type { ViteDevServer } from "vite";
import { databaseTargetFor, openDatabase } from "#db/client.server.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { prepareDatabase } from "./prepare-database.server.ts";

/** Used by `npm run dev`: the same app, with pages compiled on demand by Vite. */
export async function createServer(vite: ViteDevServer) {
  const config = loadConfig();
  const database = await openDatabase(databaseTargetFor(config));
  await prepareDatabase(config, database);
  const app = await buildApp(config, { database, vite });
  app.addHook("onClose", () => database.close());
  return app;
}
