import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/client.server.ts";
import { loadConfig } from "#server/config.ts";
import { buildTestApp } from "#tests/support/app.ts";
import { createTestDatabase } from "#tests/support/database.ts";
import { freePort } from "#tests/support/server-process.ts";

const NO_LIMITS = { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 };
const OVERLOADED = { code: "OVERLOADED", message: "We are very busy right now. Please try again in a moment." };

const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** Keeps the event loop busy, as a burst of synchronous work does, then lets timers (the sampling) run. */
function blockEventLoop(milliseconds: number) {
  const until = performance.now() + milliseconds;
  while (performance.now() < until) {
    // busy on purpose
  }
  return sleep(1);
}

/** Asks until `accept` takes the answer, for at most `timeoutMs`; gives the last answer. */
async function injectUntil(
  app: FastifyInstance,
  url: string,
  accept: (statusCode: number) => boolean,
  timeoutMs: number,
  between: () => Promise<void> | void,
) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const response = await app.inject(url);
    if (accept(response.statusCode) || performance.now() > deadline) return response;
    await between();
  }
}

describe("load shedding", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await database.close();
  });

  it("answers 503 OVERLOADED with Retry-After past the memory limit, while the probes answer for themselves", async () => {
    const app = await buildTestApp(database, { loadShedding: { ...NO_LIMITS, maxHeapUsedBytes: 1 } });
    try {
      const response = await injectUntil(
        app,
        "/api/v1/servicetypes",
        (status) => status === 503,
        3_000,
        () => sleep(100),
      );
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toEqual({ error: OVERLOADED });
      const live = await app.inject("/api/v1/health");
      expect(live.statusCode).toBe(503);
      expect(live.json()).toEqual({ error: OVERLOADED });
      const ready = await app.inject("/api/v1/ready");
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: OVERLOADED });
    } finally {
      await app.close();
    }
  });

  it("sheds while the event loop lags and serves again once it keeps up", async () => {
    const app = await buildTestApp(database, { loadShedding: { ...NO_LIMITS, maxEventLoopDelayMs: 5 } });
    try {
      expect((await app.inject("/api/v1/servicetypes")).statusCode).toBe(200);
      const shed = await injectUntil(
        app,
        "/api/v1/servicetypes",
        (status) => status === 503,
        5_000,
        () => blockEventLoop(150),
      );
      expect(shed.statusCode).toBe(503);
      expect(shed.json()).toEqual({ error: OVERLOADED });
      const served = await injectUntil(
        app,
        "/api/v1/servicetypes",
        (status) => status === 200,
        5_000,
        () => sleep(100),
      );
      expect(served.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("sheds every request while the database does not answer, and keeps liveness up", async () => {
    const unreachable = await openDatabase({
      kind: "postgres",
      url: `postgres://marquee@127.0.0.1:${await freePort()}/none`,
    });
    const app = await buildTestApp(unreachable, { loadShedding: NO_LIMITS });
    try {
      const response = await app.inject("/api/v1/servicetypes");
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json().error.code).toBe("DATABASE_UNAVAILABLE");
      expect((await app.inject("/api/v1/health")).statusCode).toBe(200);
      const ready = await app.inject("/api/v1/ready");
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error.code).toBe("NOT_READY");
    } finally {
      await app.close();
      await unreachable.close();
    }
  });

  it("keeps the configured limits, with defaults for a small two-core machine", () => {
    expect(loadConfig({}).loadShedding).toEqual({
      maxEventLoopDelayMs: 1_000,
      maxHeapUsedBytes: 1_024 * 1024 * 1024,
    });
  });
});
