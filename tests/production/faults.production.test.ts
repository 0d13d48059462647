import { type ChildProcess, execFile } from "node:child_process";
import { chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer, stopServer } from "#tests/support/server-process.ts";

/**
 * Faults of issue 9 on the real process (`node server/main.ts`, the production build) against a
 * PostgreSQL cluster of its own on port 5499, which these tests stop, restart and lock at will.
 * Decision 015 describes the behaviour shown here.
 */

const POSTGRES_PORT = 5499;
const STATEMENT_TIMEOUT_MS = 2_000;
const POSTGRES_BIN = path.join("/usr/lib/postgresql", readdirSync("/usr/lib/postgresql").sort().at(-1) ?? "", "bin");

const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** A throwaway PostgreSQL cluster; as root, its programs run as the postgres user, as they must. */
class Cluster {
  readonly root = mkdtempSync(path.join(tmpdir(), "marquee-faults-pg-"));
  readonly dataDir = path.join(this.root, "data");
  readonly url = `postgres://postgres@127.0.0.1:${POSTGRES_PORT}/marquee`;

  private run(program: string, args: string[], timeoutMs = 60_000): Promise<void> {
    const asRoot = process.getuid?.() === 0;
    const [command, commandArgs] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(POSTGRES_BIN, program), ...args]]
      : [path.join(POSTGRES_BIN, program), args];
    return new Promise((resolve, reject) => {
      execFile(command, commandArgs, { timeout: timeoutMs }, (error, _stdout, stderr) => {
        if (error) reject(new Error(`${program} ${args.join(" ")} failed: ${stderr || error.message}`));
        else resolve();
      });
    });
  }

  async create() {
    if (process.getuid?.() === 0) {
      const { uid, gid } = await postgresUser();
      chownSync(this.root, uid, gid);
    }
    await this.run("initdb", ["-D", this.dataDir, "--auth=trust", "--username=postgres", "--no-sync"]);
    await this.start();
    const admin = await this.connect("postgres");
    await admin.query("create database marquee");
    await admin.end();
  }

  start() {
    const options = `-p ${POSTGRES_PORT} -k ${this.root} -c listen_addresses=127.0.0.1`;
    return this.run("pg_ctl", [
      "-D",
      this.dataDir,
      "-l",
      path.join(this.root, "log"),
      "-o",
      options,
      "-w",
      "-t",
      "30",
      "start",
    ]);
  }

  /** Immediate mode: the server dies as in a crash, and recovers from its log when started. */
  stop(mode: "immediate" | "fast" = "immediate") {
    return this.run("pg_ctl", ["-D", this.dataDir, "-m", mode, "-w", "-t", "30", "stop"]);
  }

  async connect(database = "marquee"): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url.replace(/\/marquee$/, `/${database}`) });
    // The test stops the server under its own connections on purpose: a lost connection is expected.
    client.on("error", () => {});
    await client.connect();
    return client;
  }

  async remove() {
    await this.stop().catch(() => {});
    rmSync(this.root, { recursive: true, force: true });
  }
}

function postgresUser(): Promise<{ uid: number; gid: number }> {
  return new Promise((resolve, reject) => {
    execFile("id", ["postgres"], (error, stdout) => {
      const uid = /uid=(\d+)/.exec(stdout)?.[1];
      const gid = /gid=(\d+)/.exec(stdout)?.[1];
      if (error || !uid || !gid) reject(error ?? new Error("no postgres user"));
      else resolve({ uid: Number(uid), gid: Number(gid) });
    });
  });
}

type Answer = { status: number; retryAfter: string | undefined; body: string; ms: number; startedAt: number };

let sourceAddresses = 0;
/**
 * Each call from its own loopback address (127.x.y.z all reach the server), so per-address rate
 * limits, meant for people, do not stand between the test and the faults it is about.
 */
function nextSourceAddress(): string {
  sourceAddresses += 1;
  const n = sourceAddresses;
  return `127.${1 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;
}

/** One HTTP call on a fresh connection, bounded in time; a network failure is an answer with status 0. */
function call(
  baseUrl: string,
  pathname: string,
  options: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const startedAt = performance.now();
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve) => {
    const outgoing = request(
      `${baseUrl}${pathname}`,
      {
        method: options.method ?? "GET",
        agent: false,
        localAddress: nextSourceAddress(),
        timeout: 15_000,
        headers: {
          ...options.headers,
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const retryAfter = response.headers["retry-after"];
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: typeof retryAfter === "string" ? retryAfter : undefined,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - startedAt,
            startedAt,
          });
        });
      },
    );
    const fail = (error: Error) =>
      resolve({ status: 0, retryAfter: undefined, body: error.message, ms: performance.now() - startedAt, startedAt });
    outgoing.on("timeout", () => outgoing.destroy(new Error("timed out")));
    outgoing.on("error", fail);
    outgoing.end(payload);
  });
}

function errorCode(answer: Answer): string | undefined {
  try {
    return (JSON.parse(answer.body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

let articlePages = 0;
/** A page of articles no one asked for yet, so the answer comes from the database, not a cache. */
function uncachedArticlesPath(): string {
  articlePages += 1;
  return `/api/cms/articles?take=1&skip=${articlePages}`;
}

function contactMessage(token: string) {
  return { name: "Fault Test", email: "faults@marquee.test", topic: "planning", message: `Please call me. ${token}` };
}

describe("faults on the real process with PostgreSQL", () => {
  const cluster = new Cluster();
  const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-faults-data-"));
  const started: ChildProcess[] = [];
  let server: RunningServer;
  let admin: pg.Client;

  const environment = () => ({
    DATABASE_URL: cluster.url,
    DATA_DIR: dataDir,
    SEED_VENDORS: "40",
    DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
  });

  async function start(extra: Record<string, string> = {}): Promise<RunningServer> {
    const running = await startServer({ ...environment(), ...extra }, 120_000);
    started.push(running.process);
    return running;
  }

  beforeAll(async () => {
    mkdirSync(dataDir, { recursive: true });
    await cluster.create();
    server = await start();
    admin = await cluster.connect();
  });

  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await admin?.end().catch(() => {});
    await cluster.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("survives a PostgreSQL crash and restart under load: fast 503s meanwhile, back within 10 s, no acknowledged write lost", async () => {
    const answers: { kind: "write" | "read"; token: string; answer: Answer }[] = [];
    let loading = true;
    let tokens = 0;
    const writer = async () => {
      while (loading) {
        tokens += 1;
        const token = `fault-${tokens}-${Date.now()}`;
        const answer = await call(server.baseUrl, "/api/v1/contact-messages", {
          method: "POST",
          json: contactMessage(token),
        });
        answers.push({ kind: "write", token, answer });
        await sleep(20);
      }
    };
    const reader = async () => {
      while (loading) {
        answers.push({ kind: "read", token: "", answer: await call(server.baseUrl, uncachedArticlesPath()) });
        await sleep(20);
      }
    };
    const load = Promise.all([writer(), writer(), writer(), writer(), reader(), reader()]);

    await sleep(1_500);
    const stoppedAt = performance.now();
    await cluster.stop("immediate");
    await sleep(3_000);
    await cluster.start();
    const restartedAt = performance.now();
    let recoveredAt: number | undefined;
    while (recoveredAt === undefined && performance.now() - restartedAt < 15_000) {
      const recovered = answers.find(({ answer }) => answer.startedAt > restartedAt && answer.status === 201);
      recoveredAt = recovered ? recovered.answer.startedAt + recovered.answer.ms : undefined;
      await sleep(50);
    }
    await sleep(1_500);
    loading = false;
    await load;

    const recoverySeconds = recoveredAt === undefined ? Infinity : (recoveredAt - restartedAt) / 1000;
    const whileDown = answers.filter(
      ({ answer }) => answer.startedAt > stoppedAt + 500 && answer.startedAt + answer.ms < restartedAt,
    );
    const statuses = Object.groupBy(answers, ({ answer }) => String(answer.status));
    const slowestWhileDown = Math.max(...whileDown.map(({ answer }) => answer.ms));
    console.log(
      `PostgreSQL restart under load: ${answers.length} calls,`,
      Object.entries(statuses)
        .map(([status, group]) => `${group?.length ?? 0}x${status}`)
        .join(" "),
      `| slowest answer while down ${Math.round(slowestWhileDown)} ms | service back ${recoverySeconds.toFixed(2)} s after PostgreSQL`,
    );

    expect(server.process.exitCode).toBeNull();
    expect(Object.keys(statuses).sort()).toEqual(["200", "201", "503"]);
    expect(whileDown.length).toBeGreaterThan(10);
    for (const { answer } of whileDown) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe("5");
      expect(errorCode(answer)).toBe("DATABASE_UNAVAILABLE");
    }
    expect(slowestWhileDown).toBeLessThan(1_000);
    expect(recoverySeconds).toBeLessThan(10);

    const acknowledged = answers.filter(({ kind, answer }) => kind === "write" && answer.status === 201);
    const ids = acknowledged.map(({ answer }) => (JSON.parse(answer.body) as { id: number }).id);
    const stored = await cluster.connect();
    try {
      const { rows } = await stored.query<{ id: number; message: string }>(
        "select id, message from contact_messages where id = any($1::int[])",
        [ids],
      );
      const storedMessages = new Map(rows.map((row) => [row.id, row.message]));
      for (const [index, { token }] of acknowledged.entries()) {
        expect(storedMessages.get(ids[index] ?? 0)).toContain(token);
      }
    } finally {
      await stored.end();
    }
    expect((await call(server.baseUrl, "/api/v1/ready")).status).toBe(200);
    // The test's own connection died with the old server process.
    await admin.end().catch(() => {});
    admin = await cluster.connect();
  });

  it("carries on when its idle connections are killed with pg_terminate_backend", async () => {
    // Several pooled connections, now idle.
    const warm = await Promise.all(Array.from({ length: 6 }, () => call(server.baseUrl, uncachedArticlesPath())));
    expect(warm.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const { rows } = await admin.query<{ killed: boolean }>(
      "select pg_terminate_backend(pid) as killed from pg_stat_activity where application_name = 'marquee'",
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.killed)).toBe(true);

    const next: Answer[] = [];
    for (let index = 0; index < 5; index += 1) next.push(await call(server.baseUrl, uncachedArticlesPath()));
    next.push(
      ...(await Promise.all([
        ...Array.from({ length: 6 }, () => call(server.baseUrl, uncachedArticlesPath())),
        call(server.baseUrl, "/api/v1/contact-messages", { method: "POST", json: contactMessage("after-kill") }),
      ])),
    );
    expect(next.map((answer) => answer.status)).toEqual([...Array(11).fill(200), 201]);
    expect(server.process.exitCode).toBeNull();
  });

  it("cuts a query stuck behind a lock at the statement timeout and answers 503 promptly", async () => {
    await admin.query("begin");
    try {
      await admin.query("lock table articles in access exclusive mode");
      const [stuck, ready] = await Promise.all([
        call(server.baseUrl, uncachedArticlesPath()),
        sleep(200).then(() => call(server.baseUrl, "/api/v1/ready")),
      ]);
      console.log(
        `statement timeout ${STATEMENT_TIMEOUT_MS} ms: the stuck query was answered ${stuck.status} after ${Math.round(stuck.ms)} ms`,
      );
      expect(stuck.status).toBe(503);
      expect(stuck.retryAfter).toBe("5");
      expect(errorCode(stuck)).toBe("DATABASE_TIMEOUT");
      expect(stuck.ms).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 100);
      expect(stuck.ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 1_500);
      // Only what needs the locked table waits: the rest of the database, and the process, carry on.
      expect(ready.status).toBe(200);
    } finally {
      await admin.query("rollback");
    }
    expect((await call(server.baseUrl, uncachedArticlesPath())).status).toBe(200);
  });

  it("on SIGTERM under load lets requests in flight finish, answers new ones 503, and exits 0", async () => {
    // Longer than the test needs to hold its lock, shorter than the 10 s allowed for shutdown.
    const victim = await start({ DATABASE_STATEMENT_TIMEOUT_MS: "8000" });
    await admin.query("begin");
    let load: autocannon.Instance | undefined;
    try {
      await admin.query("lock table articles in access exclusive mode");
      const loadResult = new Promise<autocannon.Result>((resolve, reject) => {
        load = autocannon(
          { url: `${victim.baseUrl}/api/v1/servicetypes`, connections: 8, duration: 30, timeout: 10 },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
      });
      // A request that waits for the lock: in flight when the signal comes.
      const inFlight = call(victim.baseUrl, uncachedArticlesPath());
      const waitingDeadline = performance.now() + 5_000;
      for (;;) {
        const { rows } = await admin.query(
          "select count(*)::int as waiting from pg_stat_activity where application_name = 'marquee' and wait_event_type = 'Lock'",
        );
        if ((rows[0] as { waiting: number }).waiting > 0 || performance.now() > waitingDeadline) break;
        await sleep(25);
      }
      await sleep(500);

      const exited = new Promise<number | null>((resolve) => victim.process.once("exit", (code) => resolve(code)));
      victim.process.kill("SIGTERM");
      await sleep(100);
      const late = await call(victim.baseUrl, "/api/v1/servicetypes");
      expect(`${late.status} ${late.body}`).toMatch(/^503 /);
      expect(late.retryAfter).toBe("5");
      expect(errorCode(late)).toBe("SHUTTING_DOWN");
      expect(victim.process.exitCode).toBeNull();

      await admin.query("rollback");
      const finished = await inFlight;
      expect(finished.status).toBe(200);
      expect(JSON.parse(finished.body)).toHaveProperty("articles");
      const code = await Promise.race([exited, sleep(15_000).then(() => "still running")]);
      load?.stop();
      const result = await loadResult;
      console.log(
        `SIGTERM under load: ${result["2xx"]} answered 2xx and ${result.non2xx} non-2xx during ${result.duration} s,`,
        `${result.errors} refused after the listener closed, ${result.timeouts} timeouts; exit code ${code}`,
      );
      expect(code).toBe(0);
      expect(result["2xx"]).toBeGreaterThan(0);
      expect(result.non2xx).toBe(result.statusCodeStats?.["503"]?.count ?? 0);
      expect(result.timeouts).toBe(0);
    } finally {
      load?.stop();
      await admin.query("rollback").catch(() => {});
    }
  });

  it("past saturation answers 503 with Retry-After at once instead of timing out, and recovers", async () => {
    await stopServer(server.process);
    // A tight event-loop limit stands in for a machine driven past what it can serve.
    const saturated = await start({ MAX_EVENT_LOOP_DELAY_MS: "10" });
    // Returning visitors (a cookie): every page is rendered for them, none comes from the page cache.
    const headers = { cookie: "returning=1" };
    const probes: Answer[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        probes.push(await call(saturated.baseUrl, "/", { headers }));
        await sleep(100);
      }
    })();
    const result = await autocannon({
      url: `${saturated.baseUrl}/`,
      connections: 64,
      duration: 8,
      timeout: 10,
      headers,
    });
    probing = false;
    await probe;
    const shed = probes.filter((answer) => answer.status === 503);
    console.log(
      `saturation (64 connections on the home page, event-loop limit 10 ms): ${result["2xx"]} x 200,`,
      `${result.statusCodeStats?.["503"]?.count ?? 0} x 503, p99 ${result.latency.p99} ms, ${result.timeouts} timeouts,`,
      `${result.errors} errors; probes ${probes.length - shed.length} x 200, ${shed.length} x 503`,
      `(slowest 503 ${Math.round(Math.max(0, ...shed.map((answer) => answer.ms)))} ms)`,
    );

    expect(result.timeouts).toBe(0);
    expect(result.errors).toBe(0);
    expect(result["2xx"]).toBeGreaterThan(0);
    expect(result.non2xx).toBe(result.statusCodeStats?.["503"]?.count ?? 0);
    expect(shed.length).toBeGreaterThan(0);
    for (const answer of shed) {
      expect(answer.retryAfter).toBe("5");
      expect(errorCode(answer)).toBe("OVERLOADED");
    }
    const recoveredDeadline = performance.now() + 5_000;
    let after = await call(saturated.baseUrl, "/");
    while (after.status !== 200 && performance.now() < recoveredDeadline) {
      await sleep(200);
      after = await call(saturated.baseUrl, "/");
    }
    expect(after.status).toBe(200);
    expect(await stopServer(saturated.process)).toBe(0);
  });
});
