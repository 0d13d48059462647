/**
 * The soak (issue 9): `npm run start:cluster` (two workers) on PostgreSQL and Redis under steady
 * load for SOAK_SECONDS (120 by default, in `npm run test:release`; `npm run bench:soak` runs ten minutes on 100,000 vendors). Heap
 * and resident memory of every worker stay flat and the app never holds more database connections
 * than its pools allow. Needs a production build, DATABASE_URL and Redis; skipped without them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_POOL_MAX } from "#db/client.server.ts";
import { DEMO_ADMIN } from "#db/seed/seed.server.ts";
import { createServerDatabase } from "#tests/support/database.ts";
import { logIn } from "#tests/support/form-log-in.ts";
import { deleteKeys, redisAvailable, TEST_REDIS_URL, uniqueKeyPrefix } from "#tests/support/redis.ts";
import { createAdministrator, type RunningServer, startServer, stopServer } from "#tests/support/server-process.ts";
import { isFlat, soak, soakPaths } from "#tests/support/soak.ts";

const serverUrl = process.env.DATABASE_URL;
const available = Boolean(serverUrl) && (await redisAvailable());
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const WORKERS = 2;

describe.skipIf(!available)("a soak of the cluster on PostgreSQL and Redis", () => {
  let database: { url: string; drop(): Promise<void> };
  const keyPrefix = uniqueKeyPrefix();
  const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-soak-"));
  let cluster: RunningServer;

  beforeAll(async () => {
    database = await createServerDatabase("marquee_soak");
    const environment = {
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
      DATA_DIR: dataDir,
      SEED_VENDORS: "1000",
      WEB_CONCURRENCY: String(WORKERS),
    };
    createAdministrator(environment, DEMO_ADMIN);
    cluster = await startServer(environment, 300_000, "scripts/cluster.ts");
  });

  afterAll(async () => {
    if (cluster) expect(await stopServer(cluster.process)).toBe(0);
    await deleteKeys(keyPrefix);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    `keeps every worker's memory flat and the pools within their maximum for ${SOAK_SECONDS} s`,
    async () => {
      const report = await soak({
        baseUrl: cluster.baseUrl,
        seconds: SOAK_SECONDS,
        connections: 16,
        adminCookie: await logIn(cluster.baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password),
        databaseUrl: database.url,
        processes: WORKERS,
        poolMax: DEFAULT_POOL_MAX,
        paths: await soakPaths(cluster.baseUrl),
      });
      console.log(
        `soak: ${report.requests} requests in ${report.seconds} s (${report.requestsPerSecond}/s, p50 ${report.p50} ms, p99 ${report.p99} ms); ` +
          `database connections at most ${report.peakDatabaseConnections} of ${report.connectionLimit}; ` +
          report.processes
            .map(
              (worker) =>
                `worker ${worker.pid}: heap ${worker.heap.fromMb} → ${worker.heap.toMb} MiB, RSS ${worker.rss.fromMb} → ${worker.rss.toMb} MiB`,
            )
            .join("; "),
      );
      expect(report.errors).toBe(0);
      expect(report.non2xx).toBe(0);
      expect(report.processes).toHaveLength(WORKERS);
      expect(report.peakDatabaseConnections).toBeLessThanOrEqual(report.connectionLimit);
      for (const worker of report.processes) expect(isFlat(worker), JSON.stringify(worker)).toBe(true);
    },
    SOAK_SECONDS * 1000 + 120_000,
  );
});
