/**
 * The long soak: `node bench/soak.ts [--minutes 10] [--database-url URL] [--redis-url URL]`. Runs
 * `npm run start:cluster` (one worker per core) on a database seeded with 100,000 vendors and Redis,
 * drives it at 32 connections, and prints every worker's heap and resident memory over time, the
 * database connections the app held, and whether memory stayed flat. The CI soak
 * (tests/release/soak.release.test.ts) is the same for two minutes on a small database.
 */
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { DEFAULT_POOL_MAX } from "#db/client.server.ts";
import { DEMO_ADMIN } from "#db/seed/seed.server.ts";
import { logIn } from "#tests/support/form-log-in.ts";
import { createAdministrator, startServer, stopServer } from "#tests/support/server-process.ts";
import { isFlat, soak, soakPaths } from "#tests/support/soak.ts";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/marquee_bench_100k" },
    "redis-url": { type: "string", default: "redis://127.0.0.1:6379/7" },
  },
});
const workers = availableParallelism();
const databaseUrl = values["database-url"] as string;

const environment = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: values["redis-url"] as string,
  DATA_DIR: "data/bench-cluster",
};
createAdministrator(environment, DEMO_ADMIN);
const cluster = await startServer(environment, 600_000, "scripts/cluster.ts");
try {
  const report = await soak({
    baseUrl: cluster.baseUrl,
    seconds: Number(values.minutes) * 60,
    connections: 32,
    adminCookie: await logIn(cluster.baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password),
    databaseUrl,
    processes: workers,
    poolMax: DEFAULT_POOL_MAX,
    paths: await soakPaths(cluster.baseUrl),
  });
  console.log(
    `${report.requests} requests in ${report.seconds} s: ${report.requestsPerSecond} requests/s, p50 ${report.p50} ms, p99 ${report.p99} ms, ${report.non2xx} non-2xx, ${report.errors} errors`,
  );
  console.log(`database connections: at most ${report.peakDatabaseConnections} of ${report.connectionLimit}`);
  console.log("\n| second | worker | heap used MiB | RSS MiB | pool connections |\n| --- | --- | --- | --- | --- |");
  for (const reading of report.readings)
    console.log(
      `| ${Math.round(reading.atSeconds)} | ${reading.pid} | ${reading.heapUsedMb} | ${reading.rssMb} | ${reading.poolTotal} |`,
    );
  console.log("");
  for (const worker of report.processes)
    console.log(
      `worker ${worker.pid}: heap ${worker.heap.fromMb} → ${worker.heap.toMb} MiB (x${worker.heap.ratio}), RSS ${worker.rss.fromMb} → ${worker.rss.toMb} MiB (x${worker.rss.ratio}): ${isFlat(worker) ? "flat" : "GROWING"}`,
    );
} finally {
  await stopServer(cluster.process);
}
