import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { confirmByEmailedLink, logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { MAX_BOOKING_PAYMENTS, PROBLEM_LIMITS } from "./marketplace.rules.ts";
import { PROBLEM_LIMIT_MESSAGE } from "./problems.service.server.ts";
import type { LeadDto, PlannerRequestDto, ProblemDto, ProblemSummaryDto } from "./marketplace.schema.ts";

type Caller = SignedIn | null;

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testDatabaseKinds())("problems with a booking on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let planner: SignedIn;
  let otherPlanner: SignedIn;
  let vendor: SignedIn;
  let otherVendor: SignedIn;
  let admin: SignedIn;
  let memberId: number;
  let djId: number;
  let nextDay = 30;

  const call = (caller: Caller, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: caller ? { authorization: `Bearer ${caller.accessToken}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const setToday = (today: string | null) => call(null, "PUT", "/dev/clock", { today });

  /** A confirmed booking of the demo vendor by the demo planner, with a $300 deposit paid online. */
  async function newBooking(): Promise<{ bookingId: number; requestId: number; eventDate: string }> {
    const eventDate = daysAhead(nextDay++);
    const created = await call(planner, "POST", "/api/v1/requests", {
      eventType: "Birthday party",
      eventDate,
      startTime: "19:00",
      durationMinutes: 240,
      cityFileName: "austin-tx",
      venueName: "The Backyard",
      guestCount: 80,
      budget: "1500",
      serviceTypeIds: [djId],
      details: "A fortieth birthday with dancing all night; we love eighties and nineties music.",
      clientToken: randomUUID(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { requestId } = created.json() as { requestId: number };
    const quoted = await call(vendor, "POST", `/api/v1/members/${memberId}/leads/${requestId}/quote`, {
      total: "1200",
      deposit: "300",
      included: "Four hours of music, lights and a wireless microphone.",
      cancellationPolicy: "moderate",
      expiresOn: daysAhead(10),
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    const quoteId = (quoted.json() as LeadDto).quote?.id as number;
    const accepted = await call(planner, "POST", `/api/v1/quotes/${quoteId}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { bookingId: (accepted.json() as PlannerRequestDto).booking?.id as number, requestId, eventDate };
  }

  async function report(caller: Caller, bookingId: number, body = "The DJ never came; we waited two hours.") {
    return call(caller, "POST", `/api/v1/bookings/${bookingId}/problems`, { kind: "no_show", body });
  }

  async function reported(caller: Caller, bookingId: number): Promise<ProblemDto> {
    const response = await report(caller, bookingId);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as ProblemDto;
  }

  const resolve = (caller: Caller, problemId: number, body: Record<string, unknown>) =>
    call(caller, "POST", `/api/v1/admin/problems/${problemId}/resolve`, body);

  async function refundsOf(bookingId: number) {
    const result = await database.db.execute(
      sql`select amount_cents, idempotency_key from payments where booking_id = ${bookingId} and kind = 'refund'`,
    );
    return result.rows as { amount_cents: number; idempotency_key: string }[];
  }

  async function noticesAbout(problemId: number, noticeKind: string) {
    const result = await database.db.execute(
      sql`select recipient_email from notifications where kind = ${noticeKind} and body like ${`%/problems/${problemId}%`} order by recipient_email`,
    );
    return (result.rows as { recipient_email: string }[]).map((row) => row.recipient_email);
  }

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 40);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir, testClock: true });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    djId = (await services.serviceTypes.list()).find((type) => type.fileName === "dj")?.id as number;
    planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    vendor = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
    memberId = ((await call(vendor, "GET", "/api/v1/accounts/me")).json() as { account: { memberId: number } }).account
      .memberId;
    await services.accounts.signUpMember({
      businessName: "Second Spin Sound",
      firstName: "Sam",
      email: "second-spin@example.test",
      serviceTypeIds: [djId],
      cityFileName: "austin-tx",
      password: "a long and unusual passphrase 42",
    });
    otherVendor = await confirmByEmailedLink(services, database, "second-spin@example.test");
    await services.accounts.signUpClient({
      firstName: "Robin",
      email: "robin@example.test",
      phone: null,
      password: "another long passphrase 77",
    });
    otherPlanner = await confirmByEmailedLink(services, database, "robin@example.test");
    await database.db.execute(sql`update members set accepts_online_deposits = true where id = ${memberId}`);
    // The demo vendor's seeded gigs would take some of the dates these tests book.
    await database.db.execute(sql`delete from calendar_events where member_id = ${memberId} and booking_id is null`);
    await database.db.execute(sql`delete from blackout_dates where member_id = ${memberId}`);
  }, 600_000);
  afterEach(async () => {
    await setToday(null);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("lets only the booking's planner and vendor report, and only them and operators read and write", async () => {
    const { bookingId } = await newBooking();
    expect((await report(null, bookingId)).statusCode).toBe(401);
    expect((await report(otherPlanner, bookingId)).statusCode).toBe(403);
    expect((await report(otherVendor, bookingId)).statusCode).toBe(403);
    // Operators resolve problems; they do not report them.
    expect((await report(admin, bookingId)).statusCode).toBe(403);
    expect((await report(planner, 2_000_000_000)).statusCode).toBe(404);

    const problem = await reported(planner, bookingId);
    const caseUrl = `/api/v1/problems/${problem.id}`;
    const listUrl = `/api/v1/bookings/${bookingId}/problems`;
    const messagesUrl = `${caseUrl}/messages`;
    for (const stranger of [null, otherPlanner, otherVendor]) {
      const expected = stranger ? 403 : 401;
      expect((await call(stranger, "GET", caseUrl)).statusCode).toBe(expected);
      expect((await call(stranger, "GET", listUrl)).statusCode).toBe(expected);
      expect((await call(stranger, "POST", messagesUrl, { body: "Let me in." })).statusCode).toBe(expected);
    }
    for (const notOperator of [null, planner, vendor, otherPlanner]) {
      const expected = notOperator ? 403 : 401;
      expect((await call(notOperator, "GET", "/api/v1/admin/problems")).statusCode).toBe(expected);
      expect(
        (await resolve(notOperator, problem.id, { resolution: "full_refund", reason: "Because I say so." })).statusCode,
      ).toBe(expected);
    }
    expect(await refundsOf(bookingId)).toEqual([]);

    for (const [reader, side] of [
      [planner, "planner"],
      [vendor, "vendor"],
      [admin, "operator"],
    ] as const) {
      const read = await call(reader, "GET", caseUrl);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toMatchObject({ viewerSide: side, status: "open", canResolve: side === "operator" });
      const listed = (await call(reader, "GET", listUrl)).json() as { problems: ProblemSummaryDto[] };
      expect(listed.problems.map((entry) => entry.id)).toEqual([problem.id]);
    }
    expect((await call(planner, "GET", "/api/v1/problems/2000000000")).statusCode).toBe(404);
  });

  it("reports a problem with its kind and message, once per side while open, and tells both sides", async () => {
    const { bookingId } = await newBooking();
    for (const body of [
      { kind: "no_show", body: "   " },
      { kind: "no_show", body: "x".repeat(4_001) },
      { kind: "fraud", body: "A real message." },
      { body: "A real message." },
    ]) {
      const refused = await call(planner, "POST", `/api/v1/bookings/${bookingId}/problems`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }

    const [first, second] = await Promise.all([report(planner, bookingId), report(planner, bookingId)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const problem = (first.statusCode === 201 ? first : second).json() as ProblemDto;
    expect(problem).toMatchObject({
      bookingId,
      status: "open",
      kind: "no_show",
      kindLabel: "No-show",
      reporterSide: "planner",
      resolution: null,
      paidCents: 30_000,
      refundedCents: 0,
      refundableCents: 30_000,
      canReply: true,
      canResolve: false,
      messages: [expect.objectContaining({ authorSide: "planner", mine: true, body: expect.stringContaining("DJ") })],
    });
    expect((first.statusCode === 409 ? first : second).json()).toMatchObject({
      error: { code: "PROBLEM_ALREADY_OPEN" },
    });
    expect(await noticesAbout(problem.id, "problem-reported")).toHaveLength(2);

    // The vendor has a side of their own.
    const vendorSide = await call(vendor, "POST", `/api/v1/bookings/${bookingId}/problems`, {
      kind: "payment",
      body: "The balance was never paid.",
    });
    expect(vendorSide.statusCode, vendorSide.body).toBe(201);
    expect(vendorSide.json()).toMatchObject({ reporterSide: "vendor", kindLabel: "Payment" });
  });

  it("takes reports from the booking until 60 days after the event, and never for a cancelled booking", async () => {
    const { bookingId, eventDate } = await newBooking();
    expect((await setToday(dayAfter(eventDate, 61))).statusCode).toBe(200);
    expect((await report(planner, bookingId)).json()).toMatchObject({ error: { code: "PROBLEM_NOT_REPORTABLE" } });
    await setToday(dayAfter(eventDate, 60));
    expect((await report(planner, bookingId)).statusCode).toBe(201);
    await setToday(null);

    const cancelled = await newBooking();
    const preview = (await call(planner, "GET", `/api/v1/bookings/${cancelled.bookingId}/cancellation`)).json() as {
      refundCents: number;
    };
    const cancel = await call(planner, "POST", `/api/v1/bookings/${cancelled.bookingId}/cancel`, {
      expectedRefundCents: preview.refundCents,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await report(planner, cancelled.bookingId)).json()).toMatchObject({
      error: { code: "PROBLEM_NOT_REPORTABLE" },
    });
  });

  it("keeps one thread for both sides and the operator, telling the others of each message", async () => {
    const { bookingId } = await newBooking();
    const problem = await reported(planner, bookingId);
    const messagesUrl = `/api/v1/problems/${problem.id}/messages`;
    expect((await call(vendor, "POST", messagesUrl, { body: "" })).statusCode).toBe(400);
    expect((await call(vendor, "POST", messagesUrl, { body: "My van broke down on the way." })).statusCode).toBe(201);
    const operatorMessage = await call(admin, "POST", messagesUrl, { body: "We are looking into it." });
    expect(operatorMessage.statusCode, operatorMessage.body).toBe(201);
    const thread = (await call(planner, "GET", `/api/v1/problems/${problem.id}`)).json() as ProblemDto;
    expect(thread.messages.map((message) => [message.authorSide, message.authorName, message.mine])).toEqual([
      ["planner", DEMO_PLANNER.firstName, true],
      ["vendor", expect.any(String), false],
      ["operator", "Marquee", false],
    ]);
    // The vendor's message went to the planner; the operator's to both sides.
    expect(await noticesAbout(problem.id, "problem-message")).toHaveLength(3);
  });

  it("hides contact details in a side's message unless the booking shares them", async () => {
    const { bookingId } = await newBooking();
    const problem = await reported(planner, bookingId);
    const messagesUrl = `/api/v1/problems/${problem.id}/messages`;
    await call(vendor, "POST", messagesUrl, { body: "Call me on 512 555 0199 and we'll sort it." });
    const preview = (await call(planner, "GET", `/api/v1/bookings/${bookingId}/cancellation`)).json() as {
      refundCents: number;
    };
    await call(planner, "POST", `/api/v1/bookings/${bookingId}/cancel`, { expectedRefundCents: preview.refundCents });
    await call(vendor, "POST", messagesUrl, { body: "Call me on 512 555 0199 and we'll sort it." });
    await call(admin, "POST", messagesUrl, { body: "Reach Marquee at 512 555 0100." });
    const bodies = ((await call(planner, "GET", `/api/v1/problems/${problem.id}`)).json() as ProblemDto).messages.map(
      (message) => message.body,
    );
    expect(bodies[1]).toContain("512 555 0199");
    expect(bodies[2]).not.toContain("555");
    expect(bodies[2]).toContain("[contact details");
    expect(bodies[3]).toContain("512 555 0100");
  });

  it("resolves with a partial refund within what is refundable, shown to both sides, audited, once", async () => {
    const { bookingId } = await newBooking();
    const problem = await reported(planner, bookingId);
    const reason = "The vendor arrived two hours late: half the deposit back.";
    for (const [body, field] of [
      [{ resolution: "partial_refund", reason }, "amount"],
      [{ resolution: "partial_refund", amount: "0", reason }, "amount"],
      [{ resolution: "partial_refund", amount: "300.01", reason }, "amount"],
      [{ resolution: "partial_refund", amount: "1.234", reason }, "amount"],
      [{ resolution: "partial_refund", amount: "150", reason: " " }, "reason"],
      [{ resolution: "all_of_it", reason }, "resolution"],
    ] as const) {
      const refused = await resolve(admin, problem.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json(), JSON.stringify(body)).toMatchObject({
        error: { fields: { [field]: expect.any(String) } },
      });
    }
    expect(await refundsOf(bookingId)).toEqual([]);

    const decision = { resolution: "partial_refund", amount: "150", reason };
    const answers = await Promise.all([1, 2, 3].map(() => resolve(admin, problem.id, decision)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await refundsOf(bookingId)).toEqual([
      { amount_cents: 15_000, idempotency_key: `booking-problem-${problem.id}-refund` },
    ]);
    const different = await resolve(admin, problem.id, { resolution: "no_refund", reason });
    expect(different.json()).toMatchObject({ error: { code: "PROBLEM_RESOLVED" } });

    for (const reader of [planner, vendor]) {
      const seen = (await call(reader, "GET", `/api/v1/problems/${problem.id}`)).json() as ProblemDto;
      expect(seen).toMatchObject({
        status: "resolved",
        resolution: "partial_refund",
        refundCents: 15_000,
        resolutionReason: reason,
        resolutionSummary: expect.stringContaining("$150"),
        paidCents: 30_000,
        refundedCents: 15_000,
        refundableCents: 15_000,
        canReply: false,
      });
    }
    const planned = (await call(planner, "GET", `/api/v1/requests/${problem.requestId}`)).json() as PlannerRequestDto;
    expect(planned.booking?.refundedCents).toBe(15_000);
    expect(await noticesAbout(problem.id, "problem-resolved")).toHaveLength(2);
    const audit = await database.db.execute(
      sql`select action, after from audit_events where record_type = 'booking_problem' and record_id = ${problem.id}`,
    );
    expect(audit.rows).toEqual([
      {
        action: "booking_problem.resolved",
        after: { status: "resolved", resolution: "partial_refund", refundCents: 15_000 },
      },
    ]);
    expect(
      (await call(vendor, "POST", `/api/v1/problems/${problem.id}/messages`, { body: "One more thing." })).json(),
    ).toMatchObject({ error: { code: "PROBLEM_RESOLVED" } });

    // A full refund is what is left; after it nothing is, and only "no refund" remains.
    const second = await reported(planner, bookingId);
    const full = await resolve(admin, second.id, { resolution: "full_refund", reason: "The rest, as agreed." });
    expect(full.json()).toMatchObject({ refundCents: 15_000, refundableCents: 0 });
    const third = await reported(planner, bookingId);
    expect((await resolve(admin, third.id, { resolution: "full_refund", reason: "Again." })).statusCode).toBe(400);
    expect(
      (await resolve(admin, third.id, { resolution: "partial_refund", amount: "1", reason: "Again." })).statusCode,
    ).toBe(400);
    expect((await resolve(admin, third.id, { resolution: "no_refund", reason: "Nothing left." })).json()).toMatchObject(
      {
        resolution: "no_refund",
        refundCents: 0,
      },
    );
    expect((await refundsOf(bookingId)).reduce((sum, row) => sum + row.amount_cents, 0)).toBe(30_000);
  });

  it("moves money once when different resolutions race", async () => {
    const { bookingId } = await newBooking();
    const problem = await reported(vendor, bookingId);
    const answers = await Promise.all([
      resolve(admin, problem.id, { resolution: "partial_refund", amount: "100", reason: "A third back." }),
      resolve(admin, problem.id, { resolution: "full_refund", reason: "All of it back." }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(bookingId)).toHaveLength(1);
  });

  it("takes a few problems per side of one booking, each refund a payment the booking lists", async () => {
    const { bookingId, requestId } = await newBooking();
    const reason = "Part of the evening went wrong: a part of the deposit back.";
    for (let n = 0; n < PROBLEM_LIMITS.reportsPerSide; n += 1) {
      const problem = await reported(planner, bookingId);
      const resolved = await resolve(admin, problem.id, { resolution: "partial_refund", amount: "10", reason });
      expect(resolved.statusCode, resolved.body).toBe(200);
    }
    const refused = await report(planner, bookingId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: "PROBLEM_LIMIT_REACHED", message: PROBLEM_LIMIT_MESSAGE },
    });
    // The other side keeps its own reports.
    const vendorSide = await reported(vendor, bookingId);
    expect(vendorSide.reporterSide).toBe("vendor");
    const listed = (await call(planner, "GET", `/api/v1/bookings/${bookingId}/problems`)).json() as {
      problems: ProblemSummaryDto[];
    };
    expect(listed.problems).toHaveLength(PROBLEM_LIMITS.reportsPerSide + 1);
    const { booking } = (await call(planner, "GET", `/api/v1/requests/${requestId}`)).json() as PlannerRequestDto;
    expect(booking?.payments.filter((payment) => payment.kind === "refund")).toHaveLength(
      PROBLEM_LIMITS.reportsPerSide,
    );
    expect(booking?.payments.length).toBeLessThanOrEqual(MAX_BOOKING_PAYMENTS);
  });

  it("shows a long thread's newest messages, oldest first", async () => {
    const { bookingId } = await newBooking();
    const problem = await reported(planner, bookingId);
    const written = PROBLEM_LIMITS.messagesShown + 3;
    await database.db.execute(sql`
      insert into booking_problem_messages (problem_id, author_account_id, author_side, body, created_at)
      select ${problem.id}, null, 'planner', 'Message ' || n, now() + n * interval '1 second'
      from generate_series(1, ${written}) as n`);
    const seen = (await call(planner, "GET", `/api/v1/problems/${problem.id}`)).json() as ProblemDto;
    expect(seen.messages).toHaveLength(PROBLEM_LIMITS.messagesShown);
    expect(seen.messages.at(-1)?.body).toBe(`Message ${written}`);
    expect(seen.messages[0]?.body).toBe(`Message ${written - PROBLEM_LIMITS.messagesShown + 1}`);
  });

  it("lists the queue for operators, open problems first", async () => {
    const { bookingId } = await newBooking();
    const open = await reported(vendor, bookingId);
    const queue = (await call(admin, "GET", "/api/v1/admin/problems")).json() as { problems: ProblemSummaryDto[] };
    const statuses = queue.problems.map((problem) => problem.status);
    expect(statuses.indexOf("resolved")).toBeGreaterThan(statuses.lastIndexOf("open"));
    expect(queue.problems.map((problem) => problem.id)).toContain(open.id);
    const resolvedOnly = (await call(admin, "GET", "/api/v1/admin/problems?status=resolved")).json() as {
      problems: ProblemSummaryDto[];
    };
    expect(resolvedOnly.problems.every((problem) => problem.status === "resolved")).toBe(true);
    expect((await call(admin, "GET", "/api/v1/admin/problems?status=lost")).statusCode).toBe(400);
  });
});
