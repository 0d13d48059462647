/**
 * Scale-out (decision 014): two server processes on two ports, one PostgreSQL database and one
 * Redis, as `npm run start:cluster` runs them. What one process counts, revokes or invalidates holds
 * on the other; with Redis unreachable, requests still answer promptly. Needs a production build,
 * DATABASE_URL (a PostgreSQL server) and Redis; skipped without them, like the other PostgreSQL tests.
 * CLUSTER_TEST_BASE_PORT pins the servers to that port and the next three.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { logIn } from "#tests/support/form-log-in.ts";
import { closedRedisUrl, deleteKeys, redisAvailable, TEST_REDIS_URL, uniqueKeyPrefix } from "#tests/support/redis.ts";
import { createServerDatabase } from "#tests/support/database.ts";
import { type RunningServer, startServer, stopServer } from "#tests/support/server-process.ts";

const serverUrl = process.env.DATABASE_URL;
const available = Boolean(serverUrl) && (await redisAvailable());
const basePort = Number(process.env.CLUSTER_TEST_BASE_PORT ?? 0);
const portOf = (index: number): Record<string, string> => (basePort ? { PORT: String(basePort + index) } : {});

/** The demo vendor's search. */
const AUSTIN_DJS = "/api/v1/search/dj-austin-tx/results?take=100";
/** Five a quarter of an hour per address (CONTACT_RATE_LIMIT), then 429. */
const CONTACT_LIMIT = 5;

/** A contact message without a body: refused (400) after the limit counted it, or 429 past the limit. */
async function contactStatus(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/contact-messages`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  await response.arrayBuffer();
  return response.status;
}

/** The process ids of a process's children, from /proc. */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function neonNights(baseUrl: string): Promise<{ memberId: number; tagline: string | null }> {
  const response = await fetch(`${baseUrl}${AUSTIN_DJS}`);
  const body = (await response.json()) as { results: { memberId: number; name: string; tagline: string | null }[] };
  const found = body.results.find((item) => item.name === "Neon Nights DJ Co.");
  if (!found) throw new Error("the demo vendor is not in the Austin DJ search");
  return found;
}

describe.skipIf(!available)("two processes, one PostgreSQL and one Redis", () => {
  let database: { url: string; drop(): Promise<void> };
  const keyPrefix = uniqueKeyPrefix();
  const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-cluster-"));
  let environment: Record<string, string>;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    database = await createServerDatabase("marquee_cluster");
    environment = {
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
      DATA_DIR: dataDir,
      SEED_VENDORS: "80",
    };
    // A prepares the database first, as the cluster's primary does; B then finds it ready.
    a = await startServer({ ...environment, ...portOf(0) });
    b = await startServer({ ...environment, ...portOf(1) });
  });

  afterAll(async () => {
    await Promise.all([a && stopServer(a.process), b && stopServer(b.process)]);
    await deleteKeys(keyPrefix);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("counts a rate limit over both processes", async () => {
    const statuses = [];
    for (let call = 0; call < CONTACT_LIMIT; call++)
      statuses.push(await contactStatus(call % 2 ? b.baseUrl : a.baseUrl));
    expect(statuses).toEqual(Array(CONTACT_LIMIT).fill(400));
    expect(await contactStatus(b.baseUrl)).toBe(429);
    expect(await contactStatus(a.baseUrl)).toBe(429);
  });

  it("refuses on one process a session logged out on the other", async () => {
    const cookie = await logIn(a.baseUrl, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const me = () => fetch(`${b.baseUrl}/api/v1/accounts/me`, { headers: { cookie } });
    expect((await me()).status).toBe(200);
    const loggedOut = await fetch(`${a.baseUrl}/api/v1/token/revoke`, { method: "POST", headers: { cookie } });
    expect(loggedOut.status).toBe(200);
    expect((await me()).status).toBe(401);
  });

  it("shows on one process's search a listing changed through the other", async () => {
    const before = await neonNights(b.baseUrl);
    expect(await neonNights(b.baseUrl)).toEqual(before); // now cached in Redis
    const tagline = `Changed through A ${randomBytes(3).toString("hex")}`;
    const cookie = await logIn(a.baseUrl, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const changed = await fetch(`${a.baseUrl}/api/v1/members/${before.memberId}`, {
      method: "PUT",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ tagline }),
    });
    expect(changed.status).toBe(200);
    expect((await neonNights(b.baseUrl)).tagline).toBe(tagline);
  });

  it("answers promptly with Redis unreachable, limiting per process", async () => {
    const c = await startServer({ ...environment, ...portOf(2), REDIS_URL: await closedRedisUrl() });
    try {
      for (const url of [AUSTIN_DJS, "/search/dj-austin-tx", "/api/v1/ready"]) {
        const started = performance.now();
        const response = await fetch(`${c.baseUrl}${url}`, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        expect(response.status, url).toBe(200);
        expect(performance.now() - started, url).toBeLessThan(2_000);
      }
      const statuses = [];
      for (let call = 0; call <= CONTACT_LIMIT; call++) statuses.push(await contactStatus(c.baseUrl));
      expect(statuses).toEqual([...Array(CONTACT_LIMIT).fill(400), 429]);
    } finally {
      expect(await stopServer(c.process)).toBe(0);
    }
  });

  it("runs the cluster: a worker per WEB_CONCURRENCY, a dead worker replaced, exit 0 on SIGTERM", async () => {
    const cluster = await startServer(
      { ...environment, ...portOf(3), WEB_CONCURRENCY: "2" },
      120_000,
      "scripts/cluster.ts",
    );
    const pid = cluster.process.pid as number;
    const ready = () =>
      fetch(`${cluster.baseUrl}/api/v1/ready`).then(
        (response) => response.ok,
        () => false,
      );
    try {
      await waitFor("two workers run", () => childrenOf(pid).length === 2);
      const [victim] = childrenOf(pid);
      process.kill(victim as number, "SIGKILL");
      await waitFor("the dead worker is replaced", () => {
        const workers = childrenOf(pid);
        return workers.length === 2 && !workers.includes(victim as number);
      });
      await waitFor("the cluster answers again", ready);
    } finally {
      expect(await stopServer(cluster.process)).toBe(0);
    }
  });
});
