import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { confirmByEmailedLink, logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { REQUEST_LIMITS } from "./marketplace.rules.ts";
import type { BookingDto, LeadDto, PlannerRequestDto, ThreadDto } from "./marketplace.schema.ts";

type Caller = SignedIn | null;

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testDatabaseKinds())("marketplace loop on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let planner: SignedIn;
  let otherPlanner: SignedIn;
  let vendorA: SignedIn;
  let vendorB: SignedIn;
  let outsider: SignedIn;
  let admin: SignedIn;
  let memberA: number;
  let memberB: number;
  let outsiderMember: number;
  let djId: number;

  const call = (caller: Caller, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: caller ? { authorization: `Bearer ${caller.accessToken}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const setToday = (today: string | null) => call(null, "PUT", "/dev/clock", { today });

  const requestBody = (overrides: Record<string, unknown> = {}) => ({
    eventType: "Birthday party",
    eventDate: daysAhead(45),
    startTime: "19:00",
    durationMinutes: 240,
    cityFileName: "austin-tx",
    venueName: "The Backyard",
    guestCount: 80,
    budget: "1500",
    serviceTypeIds: [djId],
    details: "A fortieth birthday with dancing all night; we love eighties and nineties music.",
    clientToken: randomUUID(),
    ...overrides,
  });
  const quoteBody = (overrides: Record<string, unknown> = {}) => ({
    total: "1200",
    deposit: "300",
    included: "Four hours of music, lights and a wireless microphone.",
    cancellationPolicy: "moderate",
    expiresOn: daysAhead(20),
    ...overrides,
  });

  async function signUpVendor(name: string, email: string, city = "austin-tx"): Promise<[SignedIn, number]> {
    await services.accounts.signUpMember({
      businessName: name,
      firstName: "Sam",
      email,
      serviceTypeIds: [djId],
      cityFileName: city,
      password: "a long and unusual passphrase 42",
    });
    const session = await confirmByEmailedLink(services, database, email);
    const me = (await call(session, "GET", "/api/v1/accounts/me")).json() as { account: { memberId: number } };
    return [session, me.account.memberId];
  }

  async function newRequest(overrides: Record<string, unknown> = {}) {
    const response = await call(planner, "POST", "/api/v1/requests", requestBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { requestId: number; recipientCount: number };
  }

  async function quote(vendor: SignedIn, memberId: number, requestId: number, overrides: Record<string, unknown> = {}) {
    const response = await call(
      vendor,
      "POST",
      `/api/v1/members/${memberId}/leads/${requestId}/quote`,
      quoteBody(overrides),
    );
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as LeadDto).quote?.id as number;
  }

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 60);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir, testClock: true });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    djId = (await services.serviceTypes.list()).find((type) => type.fileName === "dj")?.id as number;
    planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    vendorA = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
    memberA = ((await call(vendorA, "GET", "/api/v1/accounts/me")).json() as { account: { memberId: number } }).account
      .memberId;
    [vendorB, memberB] = await signUpVendor("Second Spin Sound", "second-spin@example.test");
    [outsider, outsiderMember] = await signUpVendor("Far Away Beats", "far-away@example.test", "seattle-wa");
    await services.accounts.signUpClient({
      firstName: "Robin",
      email: "robin@example.test",
      phone: null,
      password: "another long passphrase 77",
    });
    otherPlanner = await confirmByEmailedLink(services, database, "robin@example.test");
    await database.db.execute(sql`update members set accepts_online_deposits = true where id = ${memberA}`);
    // The demo vendor's seeded gigs would take some of the dates these tests book.
    await database.db.execute(sql`delete from calendar_events where member_id = ${memberA} and booking_id is null`);
    await database.db.execute(sql`delete from blackout_dates where member_id = ${memberA}`);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("sends a request to the vendors who provide the service, reach the city and are free, once per form", async () => {
    const body = requestBody();
    const first = await call(planner, "POST", "/api/v1/requests", body);
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json() as { requestId: number; recipientCount: number; path: string };
    expect(created.path).toBe(`/client/events/${created.requestId}`);
    const again = await call(planner, "POST", "/api/v1/requests", body);
    expect(again.json()).toMatchObject({ requestId: created.requestId });

    const view = (await call(planner, "GET", `/api/v1/requests/${created.requestId}`)).json() as PlannerRequestDto;
    const recipients = view.vendors.map((vendor) => vendor.memberId);
    expect(recipients).toEqual(expect.arrayContaining([memberA, memberB]));
    expect(recipients).not.toContain(outsiderMember);
    expect(view.request.recipientCount).toBe(created.recipientCount);

    const leads = (await call(vendorB, "GET", `/api/v1/members/${memberB}/leads`)).json() as {
      leads: { requestId: number; status: string }[];
    };
    expect(leads.leads.find((lead) => lead.requestId === created.requestId)?.status).toBe("new");
    const notices = await database.db.execute<{ kind: string; recipient_email: string }>(
      sql`select kind, recipient_email from notifications where kind = 'new-lead' and body like ${`%/dashboard/leads/${created.requestId}%`}`,
    );
    expect(notices.rows.map((row) => row.recipient_email)).toEqual(
      expect.arrayContaining([DEMO_VENDOR.email, "second-spin@example.test"]),
    );
  });

  it("refuses bad requests with the form's messages", async () => {
    const bad = await call(
      planner,
      "POST",
      "/api/v1/requests",
      requestBody({ eventDate: "2020-01-01", guestCount: 0, details: "short", serviceTypeIds: [] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { error: { fields: Record<string, string> } }).error.fields)).toEqual(
      expect.arrayContaining(["guestCount", "details", "serviceTypeIds"]),
    );
    const budget = await call(planner, "POST", "/api/v1/requests", requestBody({ budget: "lots" }));
    expect(budget.json()).toMatchObject({
      error: { fields: { budget: "Enter a budget in dollars, or leave it empty." } },
    });
    const past = await call(planner, "POST", "/api/v1/requests", requestBody({ eventDate: "2020-01-01" }));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ error: { fields: { eventDate: expect.any(String) } } });
    const nowhere = await call(planner, "POST", "/api/v1/requests", requestBody({ cityFileName: "atlantis-zz" }));
    expect(nowhere.json()).toMatchObject({ error: { fields: { cityFileName: expect.any(String) } } });
    const unknownType = await call(planner, "POST", "/api/v1/requests", requestBody({ serviceTypeIds: [999_999] }));
    expect(unknownType.statusCode).toBe(400);
    const nobody = await call(planner, "POST", "/api/v1/requests", requestBody({ cityFileName: "anchorage-ak" }));
    expect([422, 400]).toContain(nobody.statusCode);
    const vendorSession = await call(vendorA, "POST", "/api/v1/requests", requestBody());
    expect(vendorSession.statusCode).toBe(403);
    expect(vendorSession.json()).toMatchObject({ error: { code: "PLANNERS_ONLY" } });
    const noFavorites = await call(otherPlanner, "POST", "/api/v1/requests", requestBody({ toFavorites: true }));
    expect(noFavorites.json()).toMatchObject({ error: { code: "NO_FAVORITES" } });
    const nothing = await call(planner, "POST", "/api/v1/requests", "not json at all");
    expect(nothing.statusCode).toBe(415);
  });

  it("asks a visitor for their contact; their account and its emails are tested in accounts/visitor-requests", async () => {
    const anonymous = await call(
      null,
      "POST",
      "/api/v1/requests",
      requestBody({ contact: { firstName: "Avery", email: "avery@example.test" } }),
    );
    expect(anonymous.statusCode, anonymous.body).toBe(201);
    expect(anonymous.headers["set-cookie"]).toBeUndefined();
    expect(anonymous.json()).toMatchObject({ requestId: null, path: "/request-received" });
    const missing = await call(null, "POST", "/api/v1/requests", requestBody());
    expect(missing.statusCode).toBe(400);
  });

  it("runs the loop: quotes, messages, booking with a deposit, balance, review and reply", async () => {
    const { requestId } = await newRequest({ eventDate: daysAhead(40) });
    const badQuote = await call(
      vendorA,
      "POST",
      `/api/v1/members/${memberA}/leads/${requestId}/quote`,
      quoteBody({ deposit: "5000", total: "12.345", cancellationPolicy: "whenever", expiresOn: daysAhead(60) }),
    );
    expect(badQuote.statusCode).toBe(400);
    expect(Object.keys((badQuote.json() as { error: { fields: Record<string, string> } }).error.fields)).toEqual(
      expect.arrayContaining(["total", "cancellationPolicy"]),
    );
    const tooLate = await call(
      vendorA,
      "POST",
      `/api/v1/members/${memberA}/leads/${requestId}/quote`,
      quoteBody({ expiresOn: daysAhead(41) }),
    );
    expect(tooLate.json()).toMatchObject({ error: { fields: { expiresOn: expect.any(String) } } });

    const quoteA = await quote(vendorA, memberA, requestId);
    expect(await quote(vendorA, memberA, requestId)).toBe(quoteA);
    const changed = await call(
      vendorA,
      "POST",
      `/api/v1/members/${memberA}/leads/${requestId}/quote`,
      quoteBody({ total: "999" }),
    );
    expect(changed.json()).toMatchObject({ error: { code: "ALREADY_QUOTED" } });
    const quoteB = await quote(vendorB, memberB, requestId, {
      total: "950",
      deposit: "0",
      cancellationPolicy: "strict",
    });
    const leadB = (await call(vendorB, "GET", `/api/v1/members/${memberB}/leads/${requestId}`)).json() as LeadDto;
    expect(leadB.otherQuoteCount).toBe(1);
    expect(leadB.status).toBe("quoted");
    const declineAfterQuote = await call(vendorB, "POST", `/api/v1/members/${memberB}/leads/${requestId}/decline`, {
      reason: "Too far away",
    });
    expect(declineAfterQuote.statusCode).toBe(409);

    const token = randomUUID();
    const sent = await call(planner, "POST", `/api/v1/requests/${requestId}/threads/${memberA}`, {
      body: "Can you call me on 512-555-0142 or write to jordan@example.com?",
      clientToken: token,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ contactHidden: true });
    expect((sent.json() as { message: { body: string } }).message.body).not.toMatch(/555|example\.com/);
    const retried = await call(planner, "POST", `/api/v1/requests/${requestId}/threads/${memberA}`, {
      body: "Can you call me?",
      clientToken: token,
    });
    expect(retried.statusCode).toBe(200);
    await call(vendorA, "POST", `/api/v1/requests/${requestId}/threads/${memberA}`, {
      body: "Happy to help!",
      clientToken: randomUUID(),
    });
    const thread = (await call(vendorA, "GET", `/api/v1/requests/${requestId}/threads/${memberA}`)).json() as {
      messages: { senderRole: string }[];
      contactShared: boolean;
    };
    expect(thread.messages.map((message) => message.senderRole)).toEqual(["planner", "vendor"]);
    expect(thread.contactShared).toBe(false);
    expect((await call(vendorB, "GET", `/api/v1/requests/${requestId}/threads/${memberA}`)).statusCode).toBe(403);
    expect((await call(admin, "GET", `/api/v1/requests/${requestId}/threads/${memberA}`)).statusCode).toBe(200);
    expect(
      (
        await call(admin, "POST", `/api/v1/requests/${requestId}/threads/${memberA}`, {
          body: "hi",
          clientToken: randomUUID(),
        })
      ).statusCode,
    ).toBe(403);

    const searchUrl = `/api/v1/search/dj-austin-tx/results?take=200&eventDate=${daysAhead(40)}`;
    const ids = async (url: string) =>
      ((await call(null, "GET", url)).json() as { results: { memberId: number }[] }).results.map(
        (result) => result.memberId,
      );
    expect(await ids(searchUrl)).toContain(memberA);

    const [first, second] = await Promise.all([
      call(planner, "POST", `/api/v1/quotes/${quoteA}/accept`, {}),
      call(planner, "POST", `/api/v1/quotes/${quoteA}/accept`, {}),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const booked = first.json() as PlannerRequestDto;
    const booking = booked.booking as BookingDto;
    expect(booked.request.status).toBe("booked");
    expect(booking.payments).toEqual([
      expect.objectContaining({ kind: "deposit", amountCents: 30_000, provider: "test" }),
    ]);
    expect(booking.balanceCents).toBe(90_000);
    expect(booked.quotes.find((entry) => entry.id === quoteB)).toMatchObject({
      status: "closed",
      closedNote: expect.any(String),
    });
    expect((await call(planner, "POST", `/api/v1/quotes/${quoteB}/accept`, {})).json()).toMatchObject({
      error: { code: "QUOTE_NOT_AVAILABLE" },
    });
    expect((await call(vendorA, "POST", `/api/v1/quotes/${quoteA}/withdraw`, {})).statusCode).toBe(409);
    expect(await ids(`${searchUrl}&overrideSortSeed=5`)).not.toContain(memberA);
    const upcoming = (
      await call(null, "GET", `/api/v1/profile/calendar-events?memberId=${memberA}&isPast=false&take=50`)
    ).json() as { items: { eventDate: string; eventType: string; venueName: string | null }[] };
    expect(upcoming.items.find((event) => event.eventDate === daysAhead(40))).toMatchObject({
      eventType: "Birthday party",
      venueName: null,
    });
    const payments = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from payments where booking_id = ${booking.id}`,
    );
    expect(payments.rows[0]?.n).toBe(1);

    const afterBooking = await call(planner, "POST", `/api/v1/requests/${requestId}/threads/${memberA}`, {
      body: "My number is 512-555-0142.",
      clientToken: randomUUID(),
    });
    expect(afterBooking.json()).toMatchObject({ contactHidden: false });
    expect(
      ((await call(vendorA, "GET", `/api/v1/members/${memberA}/leads/${requestId}`)).json() as LeadDto).booking?.contact
        ?.email,
    ).toBe(DEMO_PLANNER.email);

    expect(
      (await call(planner, "POST", `/api/v1/bookings/${booking.id}/pay-balance`, { expectedAmountCents: 1 })).json(),
    ).toMatchObject({ error: { code: "AMOUNT_CHANGED" } });
    const paid = (
      await call(planner, "POST", `/api/v1/bookings/${booking.id}/pay-balance`, { expectedAmountCents: 90_000 })
    ).json() as BookingDto;
    expect(paid).toMatchObject({ paidCents: 120_000, balanceCents: 0, canPayBalance: false });

    const early = await call(planner, "POST", `/api/v1/bookings/${booking.id}/review`, {
      rating: 5,
      body: "Fantastic night, everybody danced until the end.",
    });
    expect(early.json()).toMatchObject({ error: { code: "REVIEW_TOO_EARLY" } });
    await setToday(daysAhead(41));
    try {
      const reviewed = await call(planner, "POST", `/api/v1/bookings/${booking.id}/review`, {
        rating: 5,
        title: "Perfect",
        body: "Fantastic night, everybody danced until the end.",
      });
      expect(reviewed.statusCode, reviewed.body).toBe(201);
      expect((reviewed.json() as BookingDto).review).toMatchObject({ rating: 5, verifiedBooking: true });
      expect(
        (
          await call(planner, "POST", `/api/v1/bookings/${booking.id}/review`, {
            rating: 1,
            body: "Changed my mind about this vendor.",
          })
        ).statusCode,
      ).toBe(409);
      const reviewId = (reviewed.json() as BookingDto).review?.id as number;
      expect(
        (await call(vendorB, "POST", `/api/v1/members/${memberB}/reviews/${reviewId}/reply`, { reply: "Not mine" }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await call(vendorA, "POST", `/api/v1/members/${memberA}/reviews/${reviewId}/reply`, {
            reply: "Thank you, Jordan!",
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await call(vendorA, "POST", `/api/v1/members/${memberA}/reviews/${reviewId}/reply`, { reply: "Again" })
        ).json(),
      ).toMatchObject({ error: { code: "ALREADY_REPLIED" } });
      const reviews = (
        await call(null, "GET", `/api/v1/profiles/${memberA}/feedback?skip=0&take=5&sortType=newest`)
      ).json() as {
        items: { id: number; isVerifiedBooking: boolean; vendorReply: string | null }[];
      };
      expect(reviews.items.find((entry) => entry.id === reviewId)).toMatchObject({
        isVerifiedBooking: true,
        vendorReply: "Thank you, Jordan!",
      });
    } finally {
      await setToday(null);
    }
  });

  it("refunds a cancellation by the quote's policy and the days left, and shows the amount first", async () => {
    const cases = [
      { policy: "flexible", eventIn: 30, cancelIn: 0, by: "planner", refund: 20_000 },
      { policy: "flexible", eventIn: 31, cancelIn: 26, by: "planner", refund: 0 },
      { policy: "moderate", eventIn: 32, cancelIn: 0, by: "planner", refund: 20_000 },
      { policy: "moderate", eventIn: 33, cancelIn: 20, by: "planner", refund: 10_000 },
      { policy: "strict", eventIn: 34, cancelIn: 0, by: "planner", refund: 0 },
      { policy: "strict", eventIn: 35, cancelIn: 20, by: "vendor", refund: 20_000 },
    ] as const;
    for (const entry of cases) {
      const { requestId } = await newRequest({ eventDate: daysAhead(entry.eventIn) });
      const quoteId = await quote(vendorA, memberA, requestId, {
        deposit: "200",
        cancellationPolicy: entry.policy,
        expiresOn: daysAhead(10),
      });
      const booking = (
        (await call(planner, "POST", `/api/v1/quotes/${quoteId}/accept`, {})).json() as PlannerRequestDto
      ).booking as BookingDto;
      await setToday(daysAhead(entry.cancelIn));
      try {
        const caller = entry.by === "planner" ? planner : vendorA;
        const preview = (await call(caller, "GET", `/api/v1/bookings/${booking.id}/cancellation`)).json() as {
          refundCents: number;
          summary: string;
        };
        expect(preview.refundCents, `${entry.policy} ${entry.cancelIn}`).toBe(entry.refund);
        expect(preview.summary).toContain("$");
        if (entry.refund > 0) {
          const wrong = await call(caller, "POST", `/api/v1/bookings/${booking.id}/cancel`, {
            expectedRefundCents: entry.refund - 1,
          });
          expect(wrong.json()).toMatchObject({ error: { code: "REFUND_CHANGED" } });
        }
        const cancelled = await call(caller, "POST", `/api/v1/bookings/${booking.id}/cancel`, {
          expectedRefundCents: entry.refund,
          reason: "Plans changed",
        });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        expect(cancelled.json()).toMatchObject({
          status: "cancelled",
          refundedCents: entry.refund,
          cancelledBy: entry.by,
        });
        const again = await call(caller, "POST", `/api/v1/bookings/${booking.id}/cancel`, {
          expectedRefundCents: entry.refund,
        });
        expect(again.statusCode).toBe(200);
        // A vendor's cancellation leaves the event open to rebook (decision 025); the planner's calls it off.
        expect((await call(planner, "GET", `/api/v1/requests/${requestId}`)).json()).toMatchObject({
          request: { status: entry.by === "vendor" ? "open" : "cancelled" },
        });
      } finally {
        await setToday(null);
      }
    }
  });

  it("keeps state transitions in order: declined, withdrawn, expired and closed quotes cannot be accepted", async () => {
    const { requestId } = await newRequest({ eventDate: daysAhead(50) });
    const quoteA = await quote(vendorA, memberA, requestId, { expiresOn: daysAhead(3) });
    const quoteB = await quote(vendorB, memberB, requestId);
    expect(
      (await call(planner, "POST", `/api/v1/quotes/${quoteB}/decline`, { reason: "Over budget" })).statusCode,
    ).toBe(200);
    expect((await call(planner, "POST", `/api/v1/quotes/${quoteB}/decline`, {})).statusCode).toBe(200);
    expect((await call(planner, "POST", `/api/v1/quotes/${quoteB}/accept`, {})).statusCode).toBe(409);
    expect((await call(vendorB, "POST", `/api/v1/quotes/${quoteB}/withdraw`, {})).statusCode).toBe(409);
    await setToday(daysAhead(4));
    try {
      const expired = await call(planner, "POST", `/api/v1/quotes/${quoteA}/accept`, {});
      expect(expired.json()).toMatchObject({ error: { code: "QUOTE_NOT_AVAILABLE" } });
    } finally {
      await setToday(null);
    }
    const closed = await call(planner, "POST", `/api/v1/requests/${requestId}/close`, {});
    expect(closed.json()).toMatchObject({ request: { status: "closed", canClose: false } });
    expect((await call(planner, "POST", `/api/v1/requests/${requestId}/cancel`, {})).statusCode).toBe(409);
    const lateQuote = await call(
      outsider,
      "POST",
      `/api/v1/members/${outsiderMember}/leads/${requestId}/quote`,
      quoteBody(),
    );
    expect(lateQuote.statusCode).toBe(404);

    const { requestId: withdrawnRequest } = await newRequest({ eventDate: daysAhead(51) });
    const withdrawn = await quote(vendorA, memberA, withdrawnRequest);
    expect((await call(vendorA, "POST", `/api/v1/quotes/${withdrawn}/withdraw`, {})).statusCode).toBe(200);
    expect((await call(planner, "POST", `/api/v1/quotes/${withdrawn}/accept`, {})).statusCode).toBe(409);
    expect(
      (
        await call(vendorB, "POST", `/api/v1/members/${memberB}/leads/${withdrawnRequest}/decline`, {
          reason: "Budget too low",
        })
      ).json(),
    ).toMatchObject({ status: "declined", canQuote: false });
    expect(
      (await call(vendorB, "POST", `/api/v1/members/${memberB}/leads/${withdrawnRequest}/quote`, quoteBody()))
        .statusCode,
    ).toBe(409);
  });

  it("shows a long conversation's newest messages, oldest first", async () => {
    const { requestId } = await newRequest({ eventDate: daysAhead(44) });
    const written = REQUEST_LIMITS.threadMessagesShown + 3;
    await database.db.execute(sql`
      insert into messages (request_id, member_id, sender_account_id, body, client_token, created_at)
      select ${requestId}, ${memberA}, (select account_id from members where id = ${memberA}), 'Message ' || n,
        gen_random_uuid(), now() + n * interval '1 second'
      from generate_series(1, ${written}) as n`);
    const thread = (await call(planner, "GET", `/api/v1/requests/${requestId}/threads/${memberA}`)).json() as ThreadDto;
    expect(thread.messages).toHaveLength(REQUEST_LIMITS.threadMessagesShown);
    expect(thread.messages.at(-1)?.body).toBe(`Message ${written}`);
    expect(thread.messages[0]?.body).toBe(`Message ${written - REQUEST_LIMITS.threadMessagesShown + 1}`);
  });

  it("checks who may call every route", async () => {
    const { requestId } = await newRequest({ eventDate: daysAhead(60) });
    const quoteId = await quote(vendorA, memberA, requestId);
    const { requestId: bookedRequest } = await newRequest({ eventDate: daysAhead(61) });
    const bookedQuote = await quote(vendorA, memberA, bookedRequest);
    const bookingId = (
      ((await call(planner, "POST", `/api/v1/quotes/${bookedQuote}/accept`, {})).json() as PlannerRequestDto)
        .booking as BookingDto
    ).id;
    const plannerClientId = (
      (await call(planner, "GET", "/api/v1/accounts/me")).json() as { account: { clientId: number } }
    ).account.clientId;

    const callers = { anonymous: null, planner, otherPlanner, vendorA, outsider, admin } as const;
    type Row = [string, "GET" | "POST" | "PUT", string, unknown, Record<keyof typeof callers, number>];
    const rows: Row[] = [
      [
        "planner's request",
        "GET",
        `/api/v1/requests/${requestId}`,
        undefined,
        { anonymous: 401, planner: 200, otherPlanner: 403, vendorA: 403, outsider: 403, admin: 200 },
      ],
      [
        "leads",
        "GET",
        `/api/v1/members/${memberA}/leads`,
        undefined,
        { anonymous: 401, planner: 403, otherPlanner: 403, vendorA: 200, outsider: 403, admin: 200 },
      ],
      [
        "one lead",
        "GET",
        `/api/v1/members/${memberA}/leads/${requestId}`,
        undefined,
        { anonymous: 401, planner: 403, otherPlanner: 403, vendorA: 200, outsider: 403, admin: 200 },
      ],
      [
        "thread",
        "GET",
        `/api/v1/requests/${requestId}/threads/${memberA}`,
        undefined,
        { anonymous: 401, planner: 200, otherPlanner: 403, vendorA: 200, outsider: 403, admin: 200 },
      ],
      [
        "cancellation preview",
        "GET",
        `/api/v1/bookings/${bookingId}/cancellation`,
        undefined,
        { anonymous: 401, planner: 200, otherPlanner: 403, vendorA: 200, outsider: 403, admin: 403 },
      ],
      [
        "favorites",
        "GET",
        `/api/v1/client/${plannerClientId}/favorites`,
        undefined,
        { anonymous: 401, planner: 200, otherPlanner: 403, vendorA: 403, outsider: 403, admin: 200 },
      ],
      [
        "calendar feed",
        "GET",
        `/api/v1/members/${memberA}/calendar-feed`,
        undefined,
        { anonymous: 401, planner: 403, otherPlanner: 403, vendorA: 200, outsider: 403, admin: 200 },
      ],
      [
        "decline a quote",
        "POST",
        `/api/v1/quotes/${quoteId}/decline`,
        {},
        { anonymous: 401, planner: 200, otherPlanner: 403, vendorA: 403, outsider: 403, admin: 403 },
      ],
      [
        "send a quote",
        "POST",
        `/api/v1/members/${memberA}/leads/${requestId}/quote`,
        quoteBody(),
        { anonymous: 401, planner: 403, otherPlanner: 403, vendorA: 201, outsider: 403, admin: 201 },
      ],
      [
        "pay the balance",
        "POST",
        `/api/v1/bookings/${bookingId}/pay-balance`,
        { expectedAmountCents: 90_000 },
        { anonymous: 401, planner: 200, otherPlanner: 403, vendorA: 403, outsider: 403, admin: 403 },
      ],
      [
        "save a vendor",
        "PUT",
        `/api/v1/client/${plannerClientId}/favorites/${memberB}`,
        {},
        { anonymous: 401, planner: 204, otherPlanner: 403, vendorA: 403, outsider: 403, admin: 204 },
      ],
    ];
    for (const [name, method, url, payload, expected] of rows) {
      for (const [callerName, caller] of Object.entries(callers)) {
        const response = await call(caller, method, url, payload);
        expect(`${name} by ${callerName}: ${response.statusCode}`).toBe(
          `${name} by ${callerName}: ${expected[callerName as keyof typeof callers]}`,
        );
      }
    }
  });

  it("saves vendors and asks them all at once", async () => {
    const clientId = (
      (await call(otherPlanner, "GET", "/api/v1/accounts/me")).json() as { account: { clientId: number } }
    ).account.clientId;
    expect((await call(otherPlanner, "PUT", `/api/v1/client/${clientId}/favorites/${memberB}`, {})).statusCode).toBe(
      204,
    );
    expect((await call(otherPlanner, "PUT", `/api/v1/client/${clientId}/favorites/${memberB}`, {})).statusCode).toBe(
      204,
    );
    expect((await call(otherPlanner, "PUT", `/api/v1/client/${clientId}/favorites/99999999`, {})).statusCode).toBe(404);
    const saved = (await call(otherPlanner, "GET", `/api/v1/client/${clientId}/favorites`)).json() as {
      favorites: { memberId: number }[];
    };
    expect(saved.favorites.map((favorite) => favorite.memberId)).toEqual([memberB]);
    const asked = await call(
      otherPlanner,
      "POST",
      "/api/v1/requests",
      requestBody({ toFavorites: true, eventDate: daysAhead(70) }),
    );
    expect(asked.json()).toMatchObject({ recipientCount: 1 });
    const aimed = await call(
      otherPlanner,
      "POST",
      "/api/v1/requests",
      requestBody({ memberId: memberA, eventDate: daysAhead(71) }),
    );
    expect(aimed.json()).toMatchObject({ recipientCount: 1 });
    await database.db.execute(
      sql`insert into blackout_dates (member_id, blackout_date) values (${memberA}, ${daysAhead(72)})`,
    );
    const busy = await call(
      otherPlanner,
      "POST",
      "/api/v1/requests",
      requestBody({ memberId: memberA, eventDate: daysAhead(72) }),
    );
    expect(busy.json()).toMatchObject({
      error: { code: "VENDOR_UNAVAILABLE", fields: { eventDate: expect.any(String) } },
    });
    // Browser calls always declare JSON, a DELETE without a body too (SPEC section 7).
    const removed = await app.inject({
      method: "DELETE",
      url: `/api/v1/client/${clientId}/favorites/${memberB}`,
      headers: { authorization: `Bearer ${otherPlanner.accessToken}`, "content-type": "application/json" },
    });
    expect(removed.statusCode).toBe(204);
  });

  it("publishes the vendor's bookings as a private calendar feed", async () => {
    const { url } = (await call(vendorA, "GET", `/api/v1/members/${memberA}/calendar-feed`)).json() as { url: string };
    const feed = await call(null, "GET", new URL(url).pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toContain("text/calendar");
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(feed.body).toMatch(/BEGIN:VEVENT\r\nUID:booking-\d+@/);
    expect(feed.body.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const renewed = (await call(vendorA, "POST", `/api/v1/members/${memberA}/calendar-feed`, {})).json() as {
      url: string;
    };
    expect(renewed.url).not.toBe(url);
    expect((await call(null, "GET", new URL(url).pathname)).statusCode).toBe(404);
    expect((await call(null, "GET", "/calendar/short.ics")).statusCode).toBe(400);
  });
});
