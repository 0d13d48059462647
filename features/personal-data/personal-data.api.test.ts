import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { newPlanner, newVendor, TEST_PASSWORD } from "#tests/support/people.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import type { BookingDto, LeadDto, PlannerRequestDto } from "#features/marketplace/marketplace.schema.ts";
import type { PersonalData } from "./personal-data.schema.ts";

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

type Vendor = Awaited<ReturnType<typeof newVendor>>;
type Planner = Awaited<ReturnType<typeof newPlanner>>;

describe.each(testDatabaseKinds())("a person's own data on %s", (kind) => {
  let database: DatabaseHandle;
  let uploadsDir: string;
  let app: FastifyInstance;
  let services: Services;
  let djId: number;

  const call = (caller: SignedIn | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: caller ? { authorization: `Bearer ${caller.accessToken}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const exportOf = async (caller: SignedIn) => {
    const response = await call(caller, "GET", "/api/v1/me/data");
    expect(response.statusCode, response.body).toBe(200);
    return { response, data: response.json() as PersonalData };
  };
  const deleteAccount = (caller: SignedIn, currentPassword = TEST_PASSWORD) =>
    call(caller, "DELETE", "/api/v1/me", { currentPassword });
  const row = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await database.db.execute<T>(query)).rows[0] as T;

  const vendor = (name: string) =>
    newVendor(services, database, {
      name,
      email: `${name.toLowerCase().replaceAll(" ", "-")}@personal-data.example.test`,
      serviceTypeIds: [djId],
    });

  async function favoriteAll(planner: Planner, vendors: Vendor[]) {
    for (const saved of vendors) {
      const response = await call(
        planner.session,
        "PUT",
        `/api/v1/client/${planner.clientId}/favorites/${saved.memberId}`,
      );
      expect(response.statusCode, response.body).toBe(204);
    }
  }

  async function newRequest(planner: Planner, recipients: number, inDays = 45): Promise<number> {
    const response = await call(planner.session, "POST", "/api/v1/requests", {
      eventType: "Birthday party",
      eventDate: daysAhead(inDays),
      startTime: "19:00",
      durationMinutes: 240,
      cityFileName: "austin-tx",
      guestCount: 60,
      budget: "1200",
      serviceTypeIds: [djId],
      details: "A fortieth birthday in a rented hall, music from seven until eleven.",
      toFavorites: true,
      clientToken: randomUUID(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as { requestId: number; recipientCount: number };
    expect(created.recipientCount).toBe(recipients);
    return created.requestId;
  }

  async function quote(by: Vendor, requestId: number): Promise<number> {
    const response = await call(by.session, "POST", `/api/v1/members/${by.memberId}/leads/${requestId}/quote`, {
      total: "900",
      deposit: "0",
      included: "Four hours of music with lights.",
      cancellationPolicy: "flexible",
      expiresOn: daysAhead(20),
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as LeadDto).quote?.id as number;
  }

  async function message(caller: SignedIn, requestId: number, memberId: number, body: string) {
    const response = await call(caller, "POST", `/api/v1/requests/${requestId}/threads/${memberId}`, {
      body,
      clientToken: randomUUID(),
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 20);
    database = seeded.database;
    uploadsDir = seeded.uploadsDir;
    app = await buildTestApp(database, { uploadsDir });
    services = createServices(testConfig({ uploadsDir }), database);
    djId = (await services.serviceTypes.list()).find((type) => type.fileName === "dj")?.id as number;
  }, 600_000);

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers only a signed-in caller, about their own account", async () => {
    expect((await call(null, "GET", "/api/v1/me/data")).statusCode).toBe(401);
    expect((await call(null, "DELETE", "/api/v1/me", { currentPassword: "x" })).statusCode).toBe(401);
    const planner = await newPlanner(services, database, { firstName: "Ida", email: "ida@personal-data.example.test" });
    expect((await call(planner.session, "DELETE", "/api/v1/me", {})).statusCode).toBe(400);
  });

  it("lets each account download its data ten times an hour, counted apart from other accounts", async () => {
    const [busy, other] = await Promise.all(
      ["busy", "other"].map((name) =>
        newPlanner(services, database, { firstName: "Rae", email: `${name}-export@personal-data.example.test` }),
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call(busy?.session ?? null, "GET", "/api/v1/me/data")),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.headers["retry-after"]).toBeDefined();
    expect((await call(other?.session ?? null, "GET", "/api/v1/me/data")).statusCode).toBe(200);
  });

  it("exports the planner's data and nothing of others', then deletes the account keeping what others rely on", async () => {
    const booked = await vendor("Kept Booking Beats");
    const other = await vendor("Other Quote Sound");
    const planner = await newPlanner(services, database, {
      firstName: "Noor",
      email: "noor@personal-data.example.test",
    });
    const otherPlanner = await newPlanner(services, database, {
      firstName: "Olive",
      email: "olive@personal-data.example.test",
    });
    await favoriteAll(planner, [booked, other]);
    await favoriteAll(otherPlanner, [booked]);
    const bookedRequest = await newRequest(planner, 2);
    const otherPlannersRequest = await newRequest(otherPlanner, 1);
    await message(planner.session, bookedRequest, booked.memberId, "Could you play some swing early on?");
    await message(booked.session, bookedRequest, booked.memberId, "Happy to, we love swing.");
    const bookedQuote = await quote(booked, bookedRequest);
    await quote(booked, otherPlannersRequest);
    const accepted = await call(planner.session, "POST", `/api/v1/quotes/${bookedQuote}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const booking = (accepted.json() as PlannerRequestDto).booking as BookingDto;
    const openRequest = await newRequest(planner, 2, 50);
    const openQuote = await quote(other, openRequest);
    await database.db.execute(
      sql`insert into feedback (member_id, client_id, booking_id, reviewer_name, rating, body, created_at)
          values (${booked.memberId}, ${planner.clientId}, ${booking.id}, 'Noor', 5, 'Filled the dance floor all night.', now())`,
    );

    const { response, data } = await exportOf(planner.session);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="marquee-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(data.account).toMatchObject({
      id: planner.accountId,
      email: "noor@personal-data.example.test",
      role: "client",
    });
    expect(data.planner?.profile).toMatchObject({ firstName: "Noor" });
    expect(data.planner?.requests.map((request) => request.id)).toEqual([bookedRequest, openRequest]);
    expect(data.planner?.bookings).toEqual([expect.objectContaining({ id: booking.id, totalCents: 90_000 })]);
    expect(data.planner?.messages.map((written) => written.body)).toEqual([
      "Could you play some swing early on?",
      "Happy to, we love swing.",
    ]);
    expect(data.planner?.favorites).toHaveLength(2);
    expect(data.planner?.reviewsWritten).toEqual([
      expect.objectContaining({ body: "Filled the dance floor all night." }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.addresses.length).toBeGreaterThan(0);
    expect(data.vendor).toBeNull();
    const text = response.body;
    expect(text).not.toContain("olive@personal-data.example.test");
    expect(text).not.toContain(`"id":${otherPlannersRequest},"clientId"`);
    expect(text).not.toMatch(/passwordHash|tokenHash|\$argon2id/);

    // An upcoming booking keeps the account until it is cancelled; a wrong password changes nothing.
    const blocked = await deleteAccount(planner.session);
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(blocked.json()).toMatchObject({ error: { code: "UPCOMING_BOOKING" } });
    const wrong = await deleteAccount(planner.session, "not the password at all");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { fields: { currentPassword: expect.any(String) } } });
    const cancelled = await call(planner.session, "POST", `/api/v1/bookings/${booking.id}/cancel`, {
      expectedRefundCents: 0,
      reason: "Moved abroad",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const deleted = await deleteAccount(planner.session);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(String(deleted.headers["set-cookie"])).toMatch(/Max-Age=0/);
    expect((await call(planner.session, "GET", "/api/v1/me/data")).statusCode).toBe(401);
    await expect(logIn(services, "noor@personal-data.example.test", TEST_PASSWORD)).rejects.toMatchObject({
      code: "LOG_IN_FAILED",
    });

    const account = await row<{ email: string; password_hash: string; deleted_at: Date | null }>(
      sql`select email, password_hash, deleted_at from accounts where id = ${planner.accountId}`,
    );
    expect(account.email).toBe(`deleted-${planner.accountId}@deleted.invalid`);
    expect(account.password_hash).toBe("!deleted");
    expect(account.deleted_at).not.toBeNull();
    expect(
      await row(sql`select first_name, last_name, phone_number from clients where id = ${planner.clientId}`),
    ).toEqual({ first_name: "Former member", last_name: null, phone_number: null });
    for (const table of [
      "sessions",
      "account_addresses",
      "email_confirmations",
      "password_reset_tokens",
      "notifications",
    ]) {
      const left = await row<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where account_id = ${planner.accountId}`,
      );
      expect(left.n, table).toBe(0);
    }
    expect(
      (await row<{ n: number }>(sql`select count(*)::int as n from favorites where client_id = ${planner.clientId}`)).n,
    ).toBe(0);
    // What the other side relies on stays: the booking's amounts, the review's text, their own messages.
    expect(await row(sql`select total_cents, status from bookings where id = ${booking.id}`)).toEqual({
      total_cents: 90_000,
      status: "cancelled",
    });
    expect(await row(sql`select reviewer_name, body from feedback where booking_id = ${booking.id}`)).toEqual({
      reviewer_name: "Former member",
      body: "Filled the dance floor all night.",
    });
    const thread = await database.db.execute<{ body: string }>(
      sql`select body from messages where request_id = ${bookedRequest} order by id`,
    );
    expect(thread.rows.map((written) => written.body)).toEqual(["[deleted]", "Happy to, we love swing."]);
    expect(await row(sql`select status from requests where id = ${openRequest}`)).toEqual({ status: "closed" });
    expect(await row(sql`select status from quotes where id = ${openQuote}`)).toEqual({ status: "closed" });
    // Others' favourites and requests are untouched.
    expect(
      (
        await row<{ n: number }>(
          sql`select count(*)::int as n from favorites where client_id = ${otherPlanner.clientId}`,
        )
      ).n,
    ).toBe(1);

    const audit = await database.db.execute<{
      actor_account_id: number;
      details: unknown;
      before: unknown;
      after: unknown;
    }>(
      sql`select actor_account_id, details, before, after from audit_events
          where action = 'account.deleted' and subject_account_id = ${planner.accountId}`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]?.actor_account_id).toBe(planner.accountId);
    expect(JSON.stringify(audit.rows[0])).not.toMatch(/noor|Noor/);

    // The email is free for a fresh sign-up.
    const again = await newPlanner(services, database, { firstName: "Noor", email: "noor@personal-data.example.test" });
    expect(again.accountId).not.toBe(planner.accountId);
    expect((await exportOf(again.session)).data.planner?.requests).toEqual([]);
  });

  it("deletes a vendor: the listing leaves search, its media and calendar go, open quotes are withdrawn", async () => {
    const leaving = await vendor("Leaving Disco Lights");
    const planner = await newPlanner(services, database, { firstName: "Pia", email: "pia@personal-data.example.test" });
    await favoriteAll(planner, [leaving]);
    const requestId = await newRequest(planner, 1);
    const quoteId = await quote(leaving, requestId);
    const storageKey = `members/${leaving.memberId}/photos/own-test.jpg`;
    mkdirSync(path.dirname(path.join(uploadsDir, storageKey)), { recursive: true });
    writeFileSync(path.join(uploadsDir, storageKey), "not really a photo");
    await database.db.execute(
      sql`insert into member_photos (member_id, storage_key, width, height) values (${leaving.memberId}, ${storageKey}, 10, 10)`,
    );
    const blackout = await call(leaving.session, "POST", `/api/v1/members/${leaving.memberId}/blackout-dates`, {
      date: daysAhead(30),
    });
    expect(blackout.statusCode, blackout.body).toBe(201);

    const { data } = await exportOf(leaving.session);
    expect(data.vendor?.listing).toMatchObject({ id: leaving.memberId, name: "Leaving Disco Lights" });
    expect(data.vendor?.listing).not.toHaveProperty("calendarFeedToken");
    expect(data.vendor?.photos).toEqual([
      expect.objectContaining({ storageKey, url: expect.stringContaining(storageKey) }),
    ]);
    expect(data.vendor?.blackoutDates).toHaveLength(1);
    expect(data.vendor?.quotes.map((sent) => sent.id)).toEqual([quoteId]);
    expect(data.planner).toBeNull();

    const deleted = await deleteAccount(leaving.session);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await row(sql`select listing_status, name, phone, about from members where id = ${leaving.memberId}`),
    ).toEqual({
      listing_status: "deleted",
      name: "Former member",
      phone: null,
      about: null,
    });
    expect(existsSync(path.join(uploadsDir, storageKey))).toBe(false);
    for (const table of ["member_photos", "blackout_dates", "calendar_entries", "favorites"]) {
      const left = await row<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where member_id = ${leaving.memberId}`,
      );
      expect(left.n, table).toBe(0);
    }
    expect(await row(sql`select status from quotes where id = ${quoteId}`)).toEqual({ status: "withdrawn" });
    const found = await call(null, "GET", `/api/v1/search/members?memberIds=${leaving.memberId}`);
    expect((found.json() as { vendors: unknown[] }).vendors).toEqual([]);
  });

  it("deletes once when two deletions race", async () => {
    const racer = await vendor("Racing Sound");
    const second = await logIn(services, "racing-sound@personal-data.example.test", TEST_PASSWORD);
    const answers = await Promise.all([deleteAccount(racer.session), deleteAccount(second)]);
    expect(answers.map((answer) => answer.statusCode).filter((status) => status === 200)).toHaveLength(1);
    const audit = await row<{ n: number }>(
      sql`select count(*)::int as n from audit_events where action = 'account.deleted' and subject_account_id = ${racer.accountId}`,
    );
    expect(audit.n).toBe(1);
  });

  it("keeps the last administrator", async () => {
    const admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const refused = await call(admin, "DELETE", "/api/v1/me", { currentPassword: DEMO_ADMIN.password });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ error: { code: "LAST_ADMINISTRATOR" } });
    expect((await call(admin, "GET", "/api/v1/me/data")).statusCode).toBe(200);
  });
});
