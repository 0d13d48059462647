import { DrizzleQueryError, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/client.server.ts";
import { buildApp } from "#server/app.ts";
import { testConfig } from "#tests/support/app.ts";
import { createTestDatabase } from "#tests/support/database.ts";
import { freePort } from "#tests/support/server-process.ts";

/** The driver's own error for a PostgreSQL answer, wrapped by Drizzle as a failed query is. */
function failedQuery(code: string, message: string): DrizzleQueryError {
  const answer = new pg.DatabaseError(message, 0, "error");
  answer.code = code;
  return new DrizzleQueryError("select 1", [], answer);
}

const UNAVAILABLE = {
  code: "DATABASE_UNAVAILABLE",
  message: "We cannot reach our database right now. Please try again in a moment.",
};
const TIMEOUT = { code: "DATABASE_TIMEOUT", message: "That took too long to answer. Please try again in a moment." };
const INTERNAL = { code: "INTERNAL_ERROR", message: "Something went wrong on our side. Please try again." };

describe("database failures in the central error handler", () => {
  let database: DatabaseHandle;
  let unreachable: DatabaseHandle;
  let app: FastifyInstance;
  const failures = new Map<string, Error>([
    ["shutdown", failedQuery("57P01", "terminating connection due to administrator command")],
    ["crash", failedQuery("57P02", "terminating connection because of crash of another server process")],
    ["starting", failedQuery("57P03", "the database system is starting up")],
    ["full", failedQuery("53300", "sorry, too many clients already")],
    ["link", failedQuery("08006", "connection failure")],
    ["timeout", failedQuery("57014", "canceling statement due to statement timeout")],
    ["duplicate", failedQuery("23505", 'duplicate key value violates unique constraint "accounts_email_key"')],
    // node-postgres reports these by message only.
    ["terminated", new DrizzleQueryError("select 1", [], new Error("Connection terminated unexpectedly"))],
    ["pool", new Error("timeout exceeded when trying to connect")],
    ["read", new Error("Query read timeout")],
  ]);

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    // A real pool pointed at a port nobody listens on: its queries fail as a stopped server's do.
    unreachable = await openDatabase({
      kind: "postgres",
      url: `postgres://marquee@127.0.0.1:${await freePort()}/none`,
    });
    app = await buildApp(testConfig(), { database });
    app.get<{ Params: { failure: string } }>(
      "/api/v1/test-only/fail/:failure",
      { config: { access: "public" } },
      async (request) => {
        throw failures.get(request.params.failure) ?? new Error("no such failure");
      },
    );
    app.get("/api/v1/test-only/unreachable", { config: { access: "public" } }, async () => {
      await unreachable.db.execute(sql`select 1`);
      return { reached: true };
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await unreachable.close();
    await database.close();
  });

  it.each([
    ["shutdown", UNAVAILABLE],
    ["crash", UNAVAILABLE],
    ["starting", UNAVAILABLE],
    ["full", UNAVAILABLE],
    ["link", UNAVAILABLE],
    ["terminated", UNAVAILABLE],
    ["pool", UNAVAILABLE],
    ["timeout", TIMEOUT],
    ["read", TIMEOUT],
  ])("answers %s with 503, Retry-After and a clear message", async (failure, error) => {
    const response = await app.inject(`/api/v1/test-only/fail/${failure}`);
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({ error });
  });

  it("answers a refused connection, as a real query meets it, with 503", async () => {
    const response = await app.inject("/api/v1/test-only/unreachable");
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({ error: UNAVAILABLE });
  });

  it("leaves every other database error a 500 that says nothing of the database", async () => {
    const response = await app.inject("/api/v1/test-only/fail/duplicate");
    expect(response.statusCode).toBe(500);
    expect(response.headers["retry-after"]).toBeUndefined();
    expect(response.json()).toEqual({ error: INTERNAL });
  });
});
