/**
 * Log-in throttling across processes (issue 18, decision 008): two server processes on one PostgreSQL
 * database and one Redis, as `npm run start:cluster` runs them, behind a trusted proxy that gives each
 * attempt its own address. One after another, both processes check 5 passwords of an email between
 * them, then refuse. 24 wrong passwords for one email at once, split over both processes, check at most
 * 5 between them: each process's own count of argon2 checks says so, as do the answers (400 for a
 * checked password, 429 for a refusal before any check). Needs a production build,
 * DATABASE_URL (a PostgreSQL server) and Redis; skipped without them, like the other cluster tests.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_PLANNER } from "#db/seed/seed.server.ts";
import { CONTACT_RATE_LIMIT } from "#features/content/content.api.server.ts";
import { logIn } from "#tests/support/form-log-in.ts";
import { deleteKeys, redisAvailable, TEST_REDIS_URL, uniqueKeyPrefix } from "#tests/support/redis.ts";
import { createServerDatabase } from "#tests/support/database.ts";
import { createAdministrator, type RunningServer, startServer, stopServer } from "#tests/support/server-process.ts";

const available = Boolean(process.env.DATABASE_URL) && (await redisAvailable());
/** LOGIN_THROTTLE.perEmail: at most this many passwords of one email are checked in 15 minutes. */
const PER_EMAIL = 5;
const BURST = 24;

type LogInFigures = { passwordsChecked: number; throttled: number };

describe.skipIf(!available)("a burst of log-ins for one email over two processes", () => {
  let database: { url: string; drop(): Promise<void> };
  const keyPrefix = uniqueKeyPrefix();
  const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-log-in-burst-"));
  let servers: [RunningServer, RunningServer];

  beforeAll(async () => {
    database = await createServerDatabase("marquee_log_in_burst");
    const environment = {
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
      DATA_DIR: dataDir,
      SEED_VENDORS: "40",
      // The test plays the reverse proxy: each attempt comes from its own address, so only the
      // per-email limit (not the per-address one) can stop the burst.
      TRUST_PROXY: "127.0.0.1",
    };
    createAdministrator(environment, DEMO_ADMIN);
    // The first process prepares the database; the second then finds it ready.
    const first = await startServer(environment);
    servers = [first, await startServer(environment)];
  });

  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => stopServer(server.process)));
    await deleteKeys(keyPrefix);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The process's own figures, read by an administrator signed in on that process. */
  async function figuresOf(server: RunningServer, adminCookie: string): Promise<LogInFigures> {
    const response = await fetch(`${server.baseUrl}/api/v1/admin/metrics`, { headers: { cookie: adminCookie } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { logIn: LogInFigures }).logIn;
  }

  const attempt = (server: RunningServer, password: string, address: string, email = DEMO_PLANNER.email) =>
    fetch(`${server.baseUrl}/login`, {
      method: "POST",
      headers: { "x-forwarded-for": address },
      body: new URLSearchParams({ email, password }),
      redirect: "manual",
    }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });

  it("counts one email's attempts over both processes: 5 checked one after another, then 429", async () => {
    const email = "one-at-a-time@example.com";
    const statuses: number[] = [];
    for (let index = 0; index <= PER_EMAIL; index += 1) {
      statuses.push(
        await attempt(servers[index % 2] as RunningServer, `guess ${index}`, `192.0.2.${index + 1}`, email),
      );
    }
    expect(statuses).toEqual([...Array<number>(PER_EMAIL).fill(400), 429]);
  });

  it("checks at most 5 passwords of 24 sent at once, and then refuses the right one too", async () => {
    const admins = await Promise.all(
      servers.map((server) => logIn(server.baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password)),
    );
    const before = await Promise.all(servers.map((server, index) => figuresOf(server, admins[index] as string)));

    const statuses = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        attempt(servers[index % 2] as RunningServer, `burst guess ${index}`, `198.51.100.${index + 1}`),
      ),
    );
    const after = await Promise.all(servers.map((server, index) => figuresOf(server, admins[index] as string)));
    const checkedBy = after.map(
      (figures, index) => figures.passwordsChecked - (before[index] as LogInFigures).passwordsChecked,
    );
    const refusedBy = after.map((figures, index) => figures.throttled - (before[index] as LogInFigures).throttled);
    const answered400 = statuses.filter((status) => status === 400).length;
    console.log(
      `${BURST} attempts at once over two processes: ${answered400} answered 400, ` +
        `${statuses.filter((status) => status === 429).length} answered 429; ` +
        `passwords checked per process ${checkedBy.join(" + ")}, refused ${refusedBy.join(" + ")}`,
    );

    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    const checked = checkedBy.reduce((sum, count) => sum + count, 0);
    expect(checked).toBeLessThanOrEqual(PER_EMAIL);
    expect(checked).toBe(answered400);
    expect(refusedBy.reduce((sum, count) => sum + count, 0)).toBe(BURST - answered400);
    // Both processes took part in the burst.
    expect(checkedBy.map((count, index) => count + (refusedBy[index] as number)).every((count) => count > 0)).toBe(
      true,
    );

    // The email is locked on both processes, for the right password as well.
    for (const server of servers) expect(await attempt(server, DEMO_PLANNER.password, "203.0.113.200")).toBe(429);
  });

  it("answers RATE_LIMITED, with Retry-After, past a limit counted in Redis over both processes", async () => {
    const contact = (server: RunningServer) =>
      fetch(`${server.baseUrl}/api/v1/contact-messages`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.44" },
        body: "{}",
      });
    // A refusal (400) after the limit counted it, wherever it lands.
    for (let call = 0; call < CONTACT_RATE_LIMIT.max; call += 1) {
      const refused = await contact(servers[call % 2] as RunningServer);
      await refused.arrayBuffer();
      expect(refused.status).toBe(400);
    }
    for (const server of servers) {
      const limited = await contact(server);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await limited.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
    }
  });
});
