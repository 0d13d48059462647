import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServices } from "#features/services.server.ts";
import { logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";

describe.each(testDatabaseKinds())("process metrics on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let admin: SignedIn;
  let vendor: SignedIn;

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 20);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    const services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
    vendor = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const metrics = (caller?: SignedIn) =>
    app.inject({
      url: "/api/v1/admin/metrics",
      headers: caller ? { authorization: `Bearer ${caller.accessToken}` } : {},
    });

  it("gives an administrator this process's memory, event loop and database pool", async () => {
    await app.inject("/api/v1/servicetypes");
    const response = await metrics(admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pid).toBe(process.pid);
    expect(body.memory.rssMb).toBeGreaterThan(body.memory.heapUsedMb);
    expect(body.memory.heapUsedMb).toBeGreaterThan(0);
    expect(body.database.kind).toBe(kind);
    // The embedded database has one connection: it answers one statement at a time.
    expect(body.database.pool.max).toBe(kind === "pglite" ? 1 : 5);
    expect(body.database.pool.total).toBeGreaterThan(0);
    expect(body.database.pool.total).toBeLessThanOrEqual(body.database.pool.max);
    if (kind === "pglite") expect(body.database.embedded.wasmMb).toBeGreaterThan(64);
    else expect(body.database.embedded).toBeNull();
  });

  it("is for administrators only", async () => {
    expect((await metrics()).statusCode).toBe(401);
    expect((await metrics(vendor)).statusCode).toBe(403);
  });
});
