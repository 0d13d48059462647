import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { DatabaseHandle } from "#db/client.server.ts";
import { buildTestApp } from "#tests/support/app.ts";
import { createTestDatabase } from "#tests/support/database.ts";
import { buildApp } from "./app.ts";
import { testConfig } from "#tests/support/app.ts";
import { conflict } from "#lib/domain-errors.ts";

describe("the server", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = await buildApp(testConfig(), { database });
    // Routes that exist only in this test, to drive the central error handler.
    app.get(
      "/api/v1/test-only/echo",
      {
        schema: { querystring: z.object({ count: z.coerce.number().int().min(1, "count must be at least 1.") }) },
        config: { access: "public" },
      },
      async (request) => ({ count: (request.query as { count: number }).count }),
    );
    app.get("/api/v1/test-only/refused", { config: { access: "public", refusals: ["conflict"] } }, async () => {
      throw conflict("ALREADY_BOOKED", "That date is already booked.");
    });
    app.get("/api/v1/test-only/undeclared", { config: { access: "public" } }, async () => {
      throw conflict("ALREADY_BOOKED", "That date is already booked.");
    });
    app.get("/api/v1/test-only/broken", { config: { access: "public" } }, async () => {
      throw new Error("secret internals at /srv/app.ts:12");
    });
    await app.ready();
  });

  it("refuses to start with an /api/v1 route that does not declare who may call it", async () => {
    const other = await buildApp(testConfig(), { database });
    expect(() => other.get("/api/v1/test-only/no-access", async () => ({}))).toThrow(/must declare config.access/);
    await other.close();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers liveness and readiness", async () => {
    const health = await app.inject("/api/v1/health");
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    const ready = await app.inject("/api/v1/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", database: "pglite" });
  });

  it("gives every response a request id, and keeps a well-formed one from the caller", async () => {
    const generated = await app.inject("/api/v1/health");
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ url: "/api/v1/health", headers: { "x-request-id": "trace-12345678" } });
    expect(kept.headers["x-request-id"]).toBe("trace-12345678");
    const replaced = await app.inject({ url: "/api/v1/health", headers: { "x-request-id": "<script>" } });
    expect(replaced.headers["x-request-id"]).not.toBe("<script>");
  });

  it("sends the security headers on every answer, errors included, and HSTS only for an HTTPS origin", async () => {
    for (const url of ["/api/v1/health", "/api/v1/no-such-route", "/api/v1/test-only/broken"]) {
      const response = await app.inject(url);
      expect({
        url,
        nosniff: response.headers["x-content-type-options"],
        referrer: response.headers["referrer-policy"],
        hsts: response.headers["strict-transport-security"],
        policy: response.headers["content-security-policy"],
      }).toEqual({
        url,
        nosniff: "nosniff",
        referrer: "strict-origin-when-cross-origin",
        hsts: undefined,
        policy: "default-src 'none'; frame-ancestors 'none'",
      });
    }
    const secure = await buildApp(testConfig({ publicOrigin: "https://marquee.example" }), { database });
    try {
      const response = await secure.inject("/api/v1/health");
      expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await secure.close();
    }
  });

  it("answers an unknown API path with a JSON 404 for any method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await app.inject({ method, url: "/api/v1/no-such-thing?x=1" });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/application\/json/);
      expect(response.json()).toEqual({
        error: { code: "NOT_FOUND", message: `No route ${method} /api/v1/no-such-thing.` },
      });
    }
    const long = `/api/v1/${"x".repeat(5_000)}`;
    const message = (await app.inject(long)).json<{ error: { message: string } }>().error.message;
    expect(message).toBe(`No route GET ${long.slice(0, 200)}….`);
  });

  it("turns a Zod validation failure into a 400 naming the field", async () => {
    const response = await app.inject("/api/v1/test-only/echo?count=0");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: "VALIDATION_FAILED",
        message: "count must be at least 1.",
        fields: { count: "count must be at least 1." },
      },
    });
    expect((await app.inject("/api/v1/test-only/echo?count=3")).json()).toEqual({ count: 3 });
  });

  it("passes a domain refusal through with its code and message", async () => {
    const response = await app.inject("/api/v1/test-only/refused");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: "ALREADY_BOOKED", message: "That date is already booked." } });
  });

  it("answers a refusal the route does not declare with a 500 under test, so the document cannot miss it", async () => {
    const response = await app.inject("/api/v1/test-only/undeclared");
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe("UNDECLARED_REFUSAL");
  });

  it("never leaks internals in a 500", async () => {
    const response = await app.inject("/api/v1/test-only/broken");
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("secret");
    expect(response.json().error.code).toBe("INTERNAL_ERROR");
  });

  it("reports not ready with a 503 when the database is gone", async () => {
    const lonely = await createTestDatabase("pglite");
    const lonelyApp = await buildTestApp(lonely);
    await lonely.close();
    const response = await lonelyApp.inject("/api/v1/ready");
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json().error.code).toBe("NOT_READY");
    await lonelyApp.close();
  });
});

describe("graceful shutdown", () => {
  it("lets a request in flight finish while new requests get 503, then closes", async () => {
    const database = await createTestDatabase("pglite");
    const app = await buildApp(testConfig(), { database });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get("/api/v1/test-only/slow", { config: { access: "public" } }, async () => {
      started();
      await released;
      return { finished: true };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

    const slow = fetch(`${origin}/api/v1/test-only/slow`);
    await inFlight;
    let drained = false;
    const draining = app.drain().then(() => {
      drained = true;
    });

    const late = await fetch(`${origin}/api/v1/ready`);
    expect(late.status).toBe(503);
    expect(late.headers.get("retry-after")).toBe("5");
    expect((await late.json()).error.code).toBe("SHUTTING_DOWN");
    expect(drained).toBe(false);

    release();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await draining;
    expect(drained).toBe(true);
    await app.close();
    await database.close();
  });
});
