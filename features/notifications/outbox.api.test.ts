import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServices } from "#features/services.server.ts";
import { logIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";

// Renders /dev/outbox through the production build (`npm test` builds first).
describe("the outbox without SMTP_URL", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let production: FastifyInstance;

  beforeAll(async () => {
    const seeded = await createSeededDatabase("pglite", 30);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    production = await buildTestApp(database, { uploadsDir: seeded.uploadsDir, environment: "production" });
  });
  afterAll(async () => {
    await app.close();
    await production.close();
    await database.close();
  });

  it("keeps a reset email unsent and shows it, with its link, to developers at /dev/outbox", async () => {
    const services = createServices(testConfig(), database);
    await services.accounts.requestPasswordReset(DEMO_VENDOR.email);
    const [email] = await services.outbox.recent(1);
    expect(email).toMatchObject({ recipientEmail: DEMO_VENDOR.email, kind: "password-reset", sentAt: null });
    const page = await app.inject("/dev/outbox");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Choose a new Marquee password");
    expect(page.body).toMatch(/<a href="http:\/\/localhost:\d+\/reset-password\/[A-Za-z0-9_-]{43}">/);
  });

  it("in production, is shown to an administrator only: anyone else is told there is no such page", async () => {
    const services = createServices(testConfig(), database);
    expect((await production.inject("/dev/outbox")).statusCode).toBe(404);
    const vendor = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    expect((await production.inject({ url: "/dev/outbox", headers: { cookie: vendor.cookie } })).statusCode).toBe(404);
    const admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const page = await production.inject({ url: "/dev/outbox", headers: { cookie: admin.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Choose a new Marquee password");
  });
});
