/**
 * `npm run start:cluster`: one server process per core on one port (decision 014). The primary
 * prepares the database (migrations, demo data when empty) once, in a child process, then forks WEB_CONCURRENCY workers
 * (default: one per core), each running server/main.ts; connections are shared out among them. A
 * worker that dies is replaced; on SIGTERM or SIGINT every worker drains its requests, and the
 * primary exits 0 once all have exited cleanly. Needs PostgreSQL (DATABASE_URL) and, so that rate
 * limits and caches hold across workers, Redis (REDIS_URL).
 */
import cluster, { type Worker } from "node:cluster";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { loadConfig } from "#server/config.ts";
import { prepareDatabaseInChildProcess } from "#server/prepare-database.server.ts";
import { SERVING_ENVIRONMENT, SERVING_NODE_FLAGS } from "#server/process-settings.ts";

/** A worker dying this soon after it started counts towards a crash loop. */
const EARLY_DEATH_MS = 10_000;
const MAX_EARLY_DEATHS = 5;
const RESTART_DELAY_MS = 1_000;

function fail(message: string): never {
  console.error(`start:cluster: ${message}`);
  process.exit(1);
}

process.env.NODE_ENV ??= "production";
const config = loadConfig();
if (!config.databaseUrl) {
  fail(
    "the embedded database (PGlite) belongs to one process and cannot be shared by a cluster. " +
      "Set DATABASE_URL to a PostgreSQL server, or use `npm start` for a single process.",
  );
}
if (!existsSync("build/server/index.js")) fail("no production build: run `npm run build` first.");
if (!config.redisUrl) {
  console.warn("start:cluster: REDIS_URL is not set: each worker keeps its own rate limits and caches.");
}
const workerCount = Number(process.env.WEB_CONCURRENCY ?? availableParallelism());
if (!Number.isInteger(workerCount) || workerCount < 1) fail(`WEB_CONCURRENCY must be a whole number ≥ 1`);

const seeded = await prepareDatabaseInChildProcess();
if (seeded) console.log(`start:cluster: seeded ${seeded.vendors} demo vendors in ${seeded.seconds} s`);

cluster.setupPrimary({
  exec: fileURLToPath(new URL("../server/main.ts", import.meta.url)),
  execArgv: [...SERVING_NODE_FLAGS],
});

let stopping = false;
const startedAt = new Map<Worker, number>();
/** Workers that have started serving; one stopped while still starting has nothing to drain. */
const serving = new Set<Worker>();
cluster.on("listening", (worker) => serving.add(worker));
const earlyDeaths: number[] = [];
const failedExits: number[] = [];

function fork(): void {
  const worker = cluster.fork(SERVING_ENVIRONMENT);
  startedAt.set(worker, Date.now());
}

cluster.on("exit", (worker, code, signal) => {
  const lived = Date.now() - (startedAt.get(worker) ?? 0);
  startedAt.delete(worker);
  const wasServing = serving.delete(worker);
  if (stopping) {
    if (code !== 0 && wasServing) failedExits.push(code ?? 1);
    if (startedAt.size === 0) {
      console.log(`start:cluster: every worker has stopped`);
      process.exit(failedExits.length === 0 ? 0 : 1);
    }
    return;
  }
  console.error(`start:cluster: worker ${worker.process.pid} died (${signal ?? `code ${code}`}); starting another`);
  if (lived < EARLY_DEATH_MS) {
    const now = Date.now();
    earlyDeaths.push(now);
    while (earlyDeaths.length > 0 && (earlyDeaths[0] ?? now) < now - 60_000) earlyDeaths.shift();
    if (earlyDeaths.length >= MAX_EARLY_DEATHS) {
      stopAll("SIGTERM");
      fail(`workers keep dying at start-up (${MAX_EARLY_DEATHS} within a minute); giving up`);
    }
  }
  setTimeout(() => {
    if (!stopping) fork();
  }, RESTART_DELAY_MS).unref();
});

function stopAll(signal: NodeJS.Signals): void {
  stopping = true;
  for (const worker of startedAt.keys()) worker.process.kill(signal);
}

function shutDown(signal: NodeJS.Signals): void {
  if (stopping) return;
  console.log(`start:cluster: ${signal}: workers finish their requests in flight, then stop`);
  if (startedAt.size === 0) process.exit(0);
  // Each worker drains on SIGTERM (server/main.ts) and exits 0 when its requests are done.
  stopAll("SIGTERM");
}
process.on("SIGTERM", shutDown);
process.on("SIGINT", shutDown);

for (let index = 0; index < workerCount; index++) fork();
console.log(`start:cluster: ${workerCount} workers on port ${config.port}`);
