import cluster from "node:cluster";
import { databaseTargetFor, openDatabase } from "#db/client.server.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { prepareDatabase } from "./prepare-database.server.ts";

const SHUTDOWN_GRACE_MS = 10_000;
const startedAt = performance.now();

const config = loadConfig();
const database = await openDatabase(databaseTargetFor(config), (error) => {
  console.error("database connection lost while idle:", error.message);
});
// A cluster worker serves a database its primary has already prepared (scripts/cluster.ts).
const seeded = cluster.isWorker ? undefined : await prepareDatabase(config, database);
const app = await buildApp(config, { database });
await app.listen({ port: config.port, host: config.host });

if (seeded)
  app.log.info({ vendors: seeded.vendors, seconds: seeded.seconds }, "seeded an empty database with demo data");
app.log.info(
  { database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
  `Marquee is ready on ${config.publicOrigin}`,
);

let shuttingDown = false;
async function shutDown(signal: NodeJS.Signals) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, "shutting down: finishing requests in flight");
  const forced = setTimeout(() => {
    app.log.error("requests did not finish in time; exiting");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  forced.unref();
  await app.drain();
  await app.close();
  await database.close();
  process.exit(0);
}
process.once("SIGTERM", (signal) => void shutDown(signal));
process.once("SIGINT", (signal) => void shutDown(signal));
