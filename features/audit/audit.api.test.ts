import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { newPlanner, newVendor } from "#tests/support/people.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { auditWithin } from "./audit.service.server.ts";
import { AUDIT_PAGE_SIZE, type AuditEventDto } from "./audit.schema.ts";

type AuditPage = { events: AuditEventDto[]; nextBefore: number | null };

describe.each(testDatabaseKinds())("GET /api/v1/admin/audit-events on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let admin: SignedIn;
  let adminId: number;
  let planner: Awaited<ReturnType<typeof newPlanner>>;
  let vendor: Awaited<ReturnType<typeof newVendor>>;

  const search = (caller: SignedIn | null, query = "") =>
    app.inject({
      method: "GET",
      url: `/api/v1/admin/audit-events${query}`,
      headers: caller ? { authorization: `Bearer ${caller.accessToken}` } : {},
    });
  const page = async (query = "") => {
    const response = await search(admin, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AuditPage;
  };

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 5);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
    adminId = (
      (
        await app.inject({
          method: "GET",
          url: "/api/v1/accounts/me",
          headers: { authorization: `Bearer ${admin.accessToken}` },
        })
      ).json() as { account: { id: number } }
    ).account.id;
    planner = await newPlanner(services, database, { firstName: "Ada", email: "ada@audit.example.test" });
    const types = await services.serviceTypes.list();
    vendor = await newVendor(services, database, {
      name: "Audited Beats",
      email: "audited-beats@audit.example.test",
      serviceTypeIds: [types[0]?.id as number],
    });
    const log = auditWithin(database.db);
    // More than a page of one action about the planner, and one other action about the vendor.
    for (let index = 0; index < AUDIT_PAGE_SIZE + 5; index += 1) {
      await log.record({
        actorAccountId: adminId,
        action: "review.hidden",
        subjectAccountId: planner.accountId,
        recordType: "review",
        recordId: index + 1,
        before: { status: "counted" },
        after: { status: "removed" },
      });
    }
    await log.record({
      actorAccountId: adminId,
      action: "account.suspended",
      subjectAccountId: vendor.accountId,
      recordType: "account",
      recordId: vendor.accountId,
      before: { suspendedAt: null },
      after: { suspendedAt: "2026-11-27T10:00:00.000Z" },
      details: { reason: "Spam listings" },
    });
  }, 600_000);

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers administrators only", async () => {
    expect((await search(null)).statusCode).toBe(401);
    expect((await search(planner.session)).statusCode).toBe(403);
    expect((await search(vendor.session)).statusCode).toBe(403);
    expect((await search(admin)).statusCode).toBe(200);
  });

  it("filters by subject, record, action prefix and dates, newest first, with the actor's email", async () => {
    const aboutVendor = await page(`?subjectAccountId=${vendor.accountId}`);
    expect(aboutVendor.events).toEqual([
      expect.objectContaining({
        action: "account.suspended",
        actorAccountId: adminId,
        actorEmail: DEMO_ADMIN.email,
        before: { suspendedAt: null },
        details: { reason: "Spam listings" },
      }),
    ]);
    expect((await page("?recordType=review&recordId=3")).events.map((event) => event.recordId)).toEqual([3]);
    expect((await page("?action=account.susp")).events).toHaveLength(1);
    expect((await page(`?actorAccountId=${adminId}&action=review.`)).events).toHaveLength(AUDIT_PAGE_SIZE);
    expect((await page("?to=2000-01-01")).events).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(`?from=${today}&to=${today}&subjectAccountId=${vendor.accountId}`)).events).toHaveLength(1);
  });

  it("pages older events with before", async () => {
    const first = await page(`?subjectAccountId=${planner.accountId}`);
    expect(first.events).toHaveLength(AUDIT_PAGE_SIZE);
    const ids = first.events.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.nextBefore).toBe(ids.at(-1));
    const second = await page(`?subjectAccountId=${planner.accountId}&before=${first.nextBefore}`);
    expect(second.events).toHaveLength(5);
    expect(second.nextBefore).toBeNull();
    expect(Math.max(...second.events.map((event) => event.id))).toBeLessThan(Math.min(...ids));
  });

  it("refuses malformed filters", async () => {
    expect((await search(admin, "?actorAccountId=abc")).statusCode).toBe(400);
    expect((await search(admin, "?from=27-11-2026")).statusCode).toBe(400);
    expect((await search(admin, `?action=${"a".repeat(81)}`)).statusCode).toBe(400);
  });
});
