import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { confirmByEmailedLink, emailedLink, logIn, tokensFrom } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { ACCOUNT_MESSAGES } from "./accounts.rules.ts";

const FORM = "application/x-www-form-urlencoded";

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testDatabaseKinds())("a visitor's request, on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let djId: number;
  let nextAddress = 1;

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 60);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    djId = (await services.serviceTypes.list()).find((type) => type.fileName === "dj")?.id as number;
    // A confirmed Austin DJ with an empty calendar: the seeded calendars are built around a fixed day,
    // and requests here are dated from today.
    await services.accounts.signUpMember({
      businessName: "Always Free Beats",
      firstName: "Free",
      email: "always-free-beats@example.com",
      serviceTypeIds: [djId],
      cityFileName: "austin-tx",
      password: "a free vendor's long passphrase",
    });
    await confirmByEmailedLink(services, database, "always-free-beats@example.com");
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const visitorRequest = (email: string, firstName = "Avery") =>
    app.inject({
      method: "POST",
      url: "/api/v1/requests",
      remoteAddress: `198.51.100.${nextAddress++}`,
      payload: {
        eventType: "Birthday party",
        eventDate: daysAhead(45),
        startTime: "19:00",
        durationMinutes: 240,
        cityFileName: "austin-tx",
        guestCount: 60,
        serviceTypeIds: [djId],
        details: "A sixtieth birthday in the backyard, with dancing and a few speeches.",
        clientToken: randomUUID(),
        contact: { firstName, email, phone: "" },
      },
    });
  /** The visitor's newest request, as the database has it. */
  const latestRequestOf = async (email: string) =>
    (
      await database.db.execute<{ id: number; awaiting_confirmation: boolean; recipients: number }>(
        sql`select r.id, r.awaiting_confirmation,
          (select count(*)::int from request_recipients rr where rr.request_id = r.id) as recipients
        from requests r join clients c on c.id = r.client_id join accounts a on a.id = c.account_id
        where lower(a.email) = lower(${email}) order by r.id desc limit 1`,
      )
    ).rows[0];
  const leadsFor = async (requestId: number) =>
    (
      await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from notifications where kind = 'new-lead' and payload->>'path' = ${`/dashboard/leads/${requestId}`}`,
      )
    ).rows[0]?.n ?? 0;
  const pressLink = (link: string, fields: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: new URL(link).pathname,
      remoteAddress: "203.0.113.90",
      headers: { "content-type": FORM },
      payload: new URLSearchParams(fields).toString(),
    });

  it("answers the same for a new email, a planner's and a vendor's, and signs nobody in", async () => {
    const answers = await Promise.all(
      ["avery@example.com", DEMO_PLANNER.email, DEMO_VENDOR.email].map((email) => visitorRequest(email)),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]?.json()).toMatchObject({ requestId: null, path: "/request-received" });
    const page = await app.inject("/request-received");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(ACCOUNT_MESSAGES.requestReceived);
  });

  it("delivers a new email's request at once, and its link confirms the address and chooses a password", async () => {
    const request = await latestRequestOf("avery@example.com");
    expect(request?.awaiting_confirmation).toBe(false);
    expect(request?.recipients).toBeGreaterThan(0);
    expect(await leadsFor(request?.id as number)).toBe(request?.recipients);
    const account = await database.db.execute<{ email_verified_at: Date | null; sign_up_request_id: number }>(
      sql`select a.email_verified_at, c.sign_up_request_id from accounts a join clients c on c.account_id = a.id
        where a.email = 'avery@example.com'`,
    );
    expect(account.rows[0]).toEqual({ email_verified_at: null, sign_up_request_id: request?.id });

    const link = await emailedLink(database, "avery@example.com", "verify-account");
    const opened = await app.inject(new URL(link).pathname);
    expect(opened.body).toContain("Choose a password");
    const life = await database.db.execute<{ days: number }>(
      sql`select round(extract(epoch from expires_at - created_at) / 86400)::int as days from email_confirmations
        where request_id = ${request?.id}`,
    );
    expect(life.rows[0]?.days).toBe(7);
    const weak = await pressLink(link, { newPassword: "password" });
    expect(weak.statusCode).toBe(400);
    const confirmed = await pressLink(link, { newPassword: "sixty candles and a cake" });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe(`/client/events/${request?.id}`);
    const session = tokensFrom(confirmed.headers["set-cookie"] as string[]);
    const view = await app.inject({
      url: `/api/v1/requests/${request?.id}`,
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(view.statusCode).toBe(200);
    await logIn(services, "avery@example.com", "sixty candles and a cake");
  });

  it("holds a request sent with a planner's email until that planner confirms it, signed in or not", async () => {
    const held = await latestRequestOf(DEMO_PLANNER.email);
    expect(held).toMatchObject({ awaiting_confirmation: true, recipients: 0 });
    expect(await leadsFor(held?.id as number)).toBe(0);
    // The planner's own list shows it only once confirmed.
    const planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const clientId = (
      await app.inject({ url: "/api/v1/accounts/me", headers: { authorization: `Bearer ${planner.accessToken}` } })
    ).json().account.clientId;
    const listed = async () =>
      (
        await app.inject({
          url: `/api/v1/client/${clientId}/requests`,
          headers: { authorization: `Bearer ${planner.accessToken}` },
        })
      )
        .json<{ requests: { id: number }[] }>()
        .requests.map((request) => request.id);
    expect(await listed()).not.toContain(held?.id);

    const link = await emailedLink(database, DEMO_PLANNER.email, "confirm-request");
    const opened = await app.inject(new URL(link).pathname);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain("Confirm and send my request");
    expect(await latestRequestOf(DEMO_PLANNER.email)).toMatchObject({ awaiting_confirmation: true });

    const confirmed = await pressLink(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain("Your request is confirmed");
    const delivered = await latestRequestOf(DEMO_PLANNER.email);
    expect(delivered?.awaiting_confirmation).toBe(false);
    expect(delivered?.recipients).toBeGreaterThan(0);
    expect(await leadsFor(delivered?.id as number)).toBe(delivered?.recipients);
    expect(await listed()).toContain(held?.id);
    // One use.
    expect((await pressLink(link)).statusCode).toBe(400);
    expect(await leadsFor(delivered?.id as number)).toBe(delivered?.recipients);
  });

  it("stores nothing for a vendor's email, and tells the vendor", async () => {
    const stored = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from requests r join clients c on c.id = r.client_id
        join accounts a on a.id = c.account_id where a.email = ${DEMO_VENDOR.email}`,
    );
    expect(stored.rows[0]?.n).toBe(0);
    const notice = await database.db.execute<{ subject: string }>(
      sql`select subject from notifications where recipient_email = ${DEMO_VENDOR.email} and kind = 'request-attempt'`,
    );
    expect(notice.rows).toEqual([{ subject: "A request was sent with your email" }]);
  });

  it("never sends a lead to a vendor whose email is not confirmed", async () => {
    await services.accounts.signUpMember({
      businessName: "Pending Beats",
      firstName: "Pen",
      email: "pending-beats@example.com",
      serviceTypeIds: [djId],
      cityFileName: "austin-tx",
      password: "a pending vendor's passphrase",
    });
    await visitorRequest("second-visitor@example.com", "Blake");
    const request = await latestRequestOf("second-visitor@example.com");
    const reached = await database.db.execute<{ email: string }>(
      sql`select m.email from request_recipients rr join members m on m.id = rr.member_id where rr.request_id = ${request?.id}`,
    );
    expect(reached.rows.length).toBeGreaterThan(0);
    expect(reached.rows.map((row) => row.email)).not.toContain("pending-beats@example.com");
  });
});
