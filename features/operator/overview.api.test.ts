import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { shiftDay } from "#lib/zoned-dates.ts";
import { logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { newPlanner, newVendor, type Person } from "#tests/support/people.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import type { OverviewDto } from "./overview.schema.ts";

/**
 * The operator overview (issue 21) on a small made dataset: the seed's own activity is moved to the
 * year 2000, then two vendors and a planner go through a request today, with times set to the minute.
 */

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testDatabaseKinds())("the operator overview on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let admin: SignedIn;
  let planner: Person & { clientId: number };
  let quoting: Person & { memberId: number };
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = shiftDay(today, -1);
  const at = (time: string, day = today) => `${day}T${time}:00Z`;

  const call = (caller: SignedIn | null, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: caller ? { authorization: `Bearer ${caller.accessToken}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const overview = async (query = "") => {
    const response = await call(admin, "GET", `/api/v1/admin/overview${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as OverviewDto;
  };

  beforeAll(async () => {
    database = (await createSeededDatabase(kind, 12)).database;
    services = createServices(testConfig(), database);
    app = await buildTestApp(database);
    for (const table of ["accounts", "requests", "request_recipients", "quotes", "messages", "bookings", "payments"])
      await database.db.execute(sql.raw(`update ${table} set created_at = '2000-01-01T00:00:00Z'`));
    await database.db.execute(sql`update request_recipients set declined_at = null`);
    admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);

    const djId = Number(
      (await database.db.execute<{ id: number }>(sql`select id from service_types where file_name = 'dj'`)).rows[0]?.id,
    );
    quoting = await newVendor(services, database, {
      name: "Overview Quoting DJ",
      email: "q@overview.example.test",
      serviceTypeIds: [djId],
    });
    const declining = await newVendor(services, database, {
      name: "Overview Declining DJ",
      email: "d@overview.example.test",
      serviceTypeIds: [djId],
    });
    planner = await newPlanner(services, database, { firstName: "Riley", email: "p@overview.example.test" });
    for (const vendor of [quoting, declining]) {
      const saved = await call(
        planner.session,
        "PUT",
        `/api/v1/client/${planner.clientId}/favorites/${vendor.memberId}`,
        {},
      );
      expect(saved.statusCode, saved.body).toBe(204);
    }
    const request = await call(planner.session, "POST", "/api/v1/requests", {
      eventType: "Birthday party",
      eventDate: daysAhead(40),
      startTime: "18:00",
      durationMinutes: 180,
      cityFileName: "austin-tx",
      guestCount: 40,
      serviceTypeIds: [djId],
      details: "A fortieth birthday in a backyard, music from six until nine in the evening.",
      toFavorites: true,
      clientToken: randomUUID(),
    });
    expect(request.statusCode, request.body).toBe(201);
    const requestId = (request.json() as { requestId: number }).requestId;

    const quoted = await call(quoting.session, "POST", `/api/v1/members/${quoting.memberId}/leads/${requestId}/quote`, {
      total: "1250.50",
      deposit: "0",
      included: "Three hours of music and a microphone for the toasts.",
      cancellationPolicy: "flexible",
      expiresOn: daysAhead(20),
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    const quoteId = (quoted.json() as { quote: { id: number } }).quote.id;
    const sent = await call(declining.session, "POST", `/api/v1/requests/${requestId}/threads/${declining.memberId}`, {
      body: "Is the backyard covered in case of rain?",
      clientToken: randomUUID(),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const asked = await call(planner.session, "POST", `/api/v1/requests/${requestId}/threads/${quoting.memberId}`, {
      body: "Can you play some salsa?",
      clientToken: randomUUID(),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const declined = await call(
      declining.session,
      "POST",
      `/api/v1/members/${declining.memberId}/leads/${requestId}/decline`,
      {
        reason: "Not available on that date",
      },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    const accepted = await call(planner.session, "POST", `/api/v1/quotes/${quoteId}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);

    // The minutes: reached at 00:10; the planner writes at 00:12 (not an answer); the decliner writes at
    // 00:20 and declines at 01:10; the quote comes at 00:40. First answers: 10 and 30 minutes, median 20.
    await database.db.execute(
      sql`update request_recipients set created_at = ${at("00:10")} where request_id = ${requestId}`,
    );
    await database.db.execute(sql`update requests set created_at = ${at("00:05")} where id = ${requestId}`);
    await database.db.execute(sql`update quotes set created_at = ${at("00:40")} where id = ${quoteId}`);
    await database.db.execute(
      sql`update messages set created_at = case when member_id = ${declining.memberId} then ${at("00:20")}::timestamptz else ${at("00:12")}::timestamptz end where request_id = ${requestId}`,
    );
    await database.db.execute(
      sql`update request_recipients set declined_at = ${at("01:10")} where request_id = ${requestId} and member_id = ${declining.memberId}`,
    );
    await database.db.execute(sql`update bookings set created_at = ${at("02:00")} where quote_id = ${quoteId}`);
    // A refund of $25 yesterday, and the declining vendor's account made yesterday.
    await database.db.execute(sql`
      insert into payments (booking_id, kind, amount_cents, provider, provider_reference, idempotency_key, created_at)
      select id, 'refund', 2500, 'test', 'overview-refund', 'overview-refund', ${at("12:00", yesterday)}
      from bookings where quote_id = ${quoteId}`);
    await database.db.execute(
      sql`update accounts set created_at = ${at("09:00", yesterday)} where id = ${declining.accountId}`,
    );
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("refuses visitors, planners and vendors", async () => {
    expect((await call(null, "GET", "/api/v1/admin/overview")).statusCode).toBe(401);
    expect((await call(planner.session, "GET", "/api/v1/admin/overview")).statusCode).toBe(403);
    expect((await call(quoting.session, "GET", "/api/v1/admin/overview")).statusCode).toBe(403);
  });

  it("counts each figure per UTC day, empty days at zero, with totals", async () => {
    const body = await overview();
    expect(body).toMatchObject({ days: 30, from: shiftDay(today, -29), to: today, timeZone: "UTC" });
    expect(body.daily).toHaveLength(30);
    expect(body.daily.map((entry) => entry.day)).toEqual(
      Array.from({ length: 30 }, (_, index) => shiftDay(today, index - 29)),
    );

    const onToday = body.daily.at(-1);
    expect(onToday).toEqual({
      day: today,
      requests: 1,
      quotes: 1,
      bookings: 1,
      bookedValueCents: 125_050,
      refundsCents: 0,
      responseRate: 1,
      medianFirstResponseMinutes: 20,
      newVendors: 1,
      newPlanners: 1,
    });
    expect(body.daily.at(-2)).toMatchObject({
      day: yesterday,
      requests: 0,
      refundsCents: 2500,
      newVendors: 1,
      responseRate: null,
    });
    expect(body.daily.at(0)).toMatchObject({ requests: 0, bookedValueCents: 0, medianFirstResponseMinutes: null });
    expect(body.totals).toEqual({
      requests: 1,
      quotes: 1,
      bookings: 1,
      bookedValueCents: 125_050,
      refundsCents: 2500,
      responseRate: 1,
      medianFirstResponseMinutes: 20,
      newVendors: 2,
      newPlanners: 1,
    });
  });

  it("shows 90 or 365 days and refuses any other period", async () => {
    const quarter = await overview("?days=90");
    expect(quarter.daily).toHaveLength(90);
    expect(quarter.from).toBe(shiftDay(today, -89));
    expect((await overview("?days=365")).daily).toHaveLength(365);
    const refused = await call(admin, "GET", "/api/v1/admin/overview?days=7");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { message: expect.stringContaining("30, 90 or 365") } });
  });
});
