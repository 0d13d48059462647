import cluster from "node:cluster";
import { serveDatabaseCopies } from "#db/backup.server.ts";
import { type DatabaseEvent, databaseTargetFor, openDatabase } from "#db/client.server.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { claimEmbeddedDatabase } from "./embedded-database-owner.server.ts";
import { prepareDatabaseInChildProcess } from "./prepare-database.server.ts";
import { warmUp } from "./warm-up.server.ts";

const SHUTDOWN_GRACE_MS = 10_000;
const startedAt = performance.now();

const config = loadConfig();

const MIB = 1024 * 1024;
/** Before the app's logger exists, database events go to standard output as one JSON line each, as the logger's do. */
let logDatabase = (level: "info" | "warn" | "error", fields: Record<string, unknown>, message: string): void => {
  process.stdout.write(`${JSON.stringify({ level, ...fields, msg: message })}\n`);
};
function logDatabaseEvent(event: DatabaseEvent) {
  switch (event.type) {
    case "idle-client-error":
      return logDatabase("warn", { err: event.error }, "database connection lost while idle");
    case "started":
      return logDatabase(
        event.restarts === 0 ? "info" : "warn",
        { memoryMiB: Math.round(event.memoryBytes / MIB), restarts: event.restarts },
        "embedded database started",
      );
    case "exited":
      return logDatabase(
        "error",
        { exitCode: event.code, err: event.error },
        "embedded database stopped; starting it again",
      );
    case "oversized":
      return logDatabase(
        "warn",
        { memoryMiB: Math.round(event.memoryBytes / MIB) },
        "embedded database memory past its bound; replacing its thread",
      );
  }
}
// The embedded database is this process's from before it is prepared until it exits (npm run create-admin checks).
if (!config.databaseUrl) claimEmbeddedDatabase(config.dataDir);
// A cluster worker serves a database its primary has already prepared (scripts/cluster.ts).
const seeded = cluster.isWorker ? undefined : await prepareDatabaseInChildProcess();
const database = await openDatabase(databaseTargetFor(config), logDatabaseEvent);
const app = await buildApp(config, { database });
// `npm run backup` copies the embedded database through this process, which alone may open it.
const stopServingCopies = config.databaseUrl ? undefined : serveDatabaseCopies(config.dataDir, database);
logDatabase = (level, fields, message) => {
  app.log[level](fields, message);
};
// Readiness comes after the walk, so that no visitor pays for a process's first renders.
const warmedUp = await warmUp(app).catch((error: unknown) => {
  app.log.warn({ err: error }, "warm-up failed; serving without it");
  return undefined;
});
await app.listen({ port: config.port, host: config.host });

if (seeded)
  app.log.info(
    { vendors: seeded.vendors, seconds: seeded.seconds },
    seeded.vendors > 0 ? "seeded an empty database with demo data" : "seeded an empty database with reference data",
  );
app.log.info(
  { database: database.kind, warmUp: warmedUp, startupMs: Math.round(performance.now() - startedAt) },
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
  await stopServingCopies?.();
  await database.close();
  process.exit(0);
}
process.once("SIGTERM", (signal) => void shutDown(signal));
process.once("SIGINT", (signal) => void shutDown(signal));
// Started by `npm start` or the cluster primary through an IPC channel: when that parent is gone,
// even by `kill -9`, the channel closes and the server stops as if told to, instead of living on orphaned.
process.once("disconnect", () => void shutDown("SIGTERM"));
