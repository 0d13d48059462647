import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { confirmByEmailedLink, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import type { BookingDto, LeadDto, LeadSummaryDto, PlannerRequestDto } from "./marketplace.schema.ts";

/** Rebooking after a cancellation (decision 025), through the API the pages' actions share a service with. */

type Vendor = { session: SignedIn; memberId: number; name: string; email: string };

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testDatabaseKinds())("rebooking a runner-up on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let planner: SignedIn;
  let plannerEmail: string;
  let otherPlanner: SignedIn;
  let main: Vendor;
  let runnerUp: Vendor;
  let third: Vendor;
  let djId: number;
  let photographerId: number;

  const call = (caller: SignedIn | null, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: caller ? { authorization: `Bearer ${caller.accessToken}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const setToday = (today: string | null) => call(null, "PUT", "/dev/clock", { today });
  const view = async (requestId: number, caller = planner) =>
    (await call(caller, "GET", `/api/v1/requests/${requestId}`)).json() as PlannerRequestDto;
  const lead = async (vendor: Vendor, requestId: number) =>
    (await call(vendor.session, "GET", `/api/v1/members/${vendor.memberId}/leads/${requestId}`)).json() as LeadDto;
  const notices = async (requestId: number, kindOf: string) =>
    (
      await database.db.execute<{ recipient_email: string; subject: string; body: string }>(
        sql`select recipient_email, subject, body from notifications where kind = ${kindOf}
            and (payload->>'path' = ${`/client/events/${requestId}`} or payload->>'path' = ${`/dashboard/leads/${requestId}`})
            order by id`,
      )
    ).rows;

  async function signUpVendor(name: string): Promise<Vendor> {
    const email = `${name.toLowerCase().replaceAll(" ", "-")}@rebook.example.test`;
    await services.accounts.signUpMember({
      businessName: name,
      firstName: "Sam",
      email,
      serviceTypeIds: [djId],
      cityFileName: "austin-tx",
      password: "a long and unusual passphrase 42",
    });
    const session = await confirmByEmailedLink(services, database, email);
    const me = (await call(session, "GET", "/api/v1/accounts/me")).json() as { account: { memberId: number } };
    return { session, memberId: me.account.memberId, name, email };
  }

  async function signUpPlanner(firstName: string, email: string): Promise<SignedIn> {
    await services.accounts.signUpClient({ firstName, email, phone: null, password: "another long passphrase 77" });
    return confirmByEmailedLink(services, database, email);
  }

  /** A request to the planner's saved vendors (all three), so who receives it does not depend on matching. */
  async function newRequest(eventDate: string, serviceTypeIds = [djId]): Promise<number> {
    const response = await call(planner, "POST", "/api/v1/requests", {
      eventType: "Wedding reception",
      eventDate,
      startTime: "18:00",
      durationMinutes: 300,
      cityFileName: "austin-tx",
      guestCount: 120,
      budget: "2000",
      serviceTypeIds,
      details: "A June wedding reception in a garden, dancing from eight until late at night.",
      toFavorites: true,
      clientToken: randomUUID(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as { requestId: number; recipientCount: number };
    expect(created.recipientCount).toBe(3);
    return created.requestId;
  }

  async function quote(vendor: Vendor, requestId: number, total: string, terms: Record<string, string> = {}) {
    const response = await call(vendor.session, "POST", `/api/v1/members/${vendor.memberId}/leads/${requestId}/quote`, {
      total,
      deposit: "0",
      included: "Five hours of music, lights and a wireless microphone.",
      cancellationPolicy: "moderate",
      expiresOn: daysAhead(20),
      ...terms,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as LeadDto).quote?.id as number;
  }

  async function book(quoteId: number): Promise<BookingDto> {
    const response = await call(planner, "POST", `/api/v1/quotes/${quoteId}/accept`, {});
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as PlannerRequestDto).booking as BookingDto;
  }

  async function cancel(caller: SignedIn, bookingId: number) {
    const preview = (await call(caller, "GET", `/api/v1/bookings/${bookingId}/cancellation`)).json() as {
      refundCents: number;
      summary: string;
    };
    const response = await call(caller, "POST", `/api/v1/bookings/${bookingId}/cancel`, {
      expectedRefundCents: preview.refundCents,
      reason: "Double booked",
    });
    expect(response.statusCode, response.body).toBe(200);
    return preview;
  }

  const rebook = (requestId: number, quoteId: number, expectedTotalCents: number, caller: SignedIn | null = planner) =>
    call(caller, "POST", `/api/v1/requests/${requestId}/rebook`, { quoteId, expectedTotalCents });

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 60);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir, testClock: true });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    const types = await services.serviceTypes.list();
    djId = types.find((type) => type.fileName === "dj")?.id as number;
    photographerId = types.find((type) => type.fileName === "photographer")?.id as number;
    main = await signUpVendor("Main Act Sound");
    runnerUp = await signUpVendor("Runner Up Beats");
    third = await signUpVendor("Third Choice Disco");
    await database.db.execute(sql`update members set accepts_online_deposits = true where id = ${runnerUp.memberId}`);
    plannerEmail = "rebook-planner@example.test";
    planner = await signUpPlanner("Jordan", plannerEmail);
    otherPlanner = await signUpPlanner("Casey", "rebook-other@example.test");
    const clientId = ((await call(planner, "GET", "/api/v1/accounts/me")).json() as { account: { clientId: number } })
      .account.clientId;
    for (const vendor of [main, runnerUp, third]) {
      const saved = await call(planner, "PUT", `/api/v1/client/${clientId}/favorites/${vendor.memberId}`, {});
      expect(saved.statusCode, saved.body).toBe(204);
    }
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("keeps the event open when the vendor cancels, offers the runner-ups at their price and asks them", async () => {
    const requestId = await newRequest(daysAhead(40));
    const mainQuote = await quote(main, requestId, "1500");
    const runnerUpQuote = await quote(runnerUp, requestId, "1250.50", { deposit: "250" });
    const thirdQuote = await quote(third, requestId, "990");
    const booking = await book(mainQuote);
    expect((await lead(runnerUp, requestId)).status).toBe("lost");

    const preview = await cancel(main.session, booking.id);
    expect(preview.summary).toContain("The planner's request stays open");

    const reopened = await view(requestId);
    expect(reopened.request.status).toBe("open");
    expect(reopened.booking).toMatchObject({ id: booking.id, status: "cancelled" });
    expect(reopened.rebook?.cancelledVendorName).toBe(main.name);
    expect(reopened.rebook?.offers).toEqual([
      expect.objectContaining({ quoteId: thirdQuote, totalCents: 99_000, stillFreeConfirmed: false }),
      expect.objectContaining({ quoteId: runnerUpQuote, totalCents: 125_050, depositCents: 25_000 }),
    ]);

    // The planner is told at once, with the runner-ups and their prices; each runner-up is asked.
    const [offer] = await notices(requestId, "rebook-offer");
    expect(offer?.recipient_email).toBe(plannerEmail);
    expect(offer?.body).toContain(`${runnerUp.name}: $1,250.50`);
    expect(offer?.body).toContain(`${third.name}: $990`);
    const asked = await notices(requestId, "still-free-check");
    expect(asked.map((notice) => notice.recipient_email).sort()).toEqual([runnerUp.email, third.email].sort());

    // The vendor who cancelled reads "cancelled"; the runner-ups are quoted again and asked.
    expect((await lead(main, requestId)).status).toBe("cancelled");
    expect(await lead(runnerUp, requestId)).toMatchObject({ status: "quoted", stillFree: "asked" });

    const free = await call(
      runnerUp.session,
      "POST",
      `/api/v1/members/${runnerUp.memberId}/leads/${requestId}/still-free`,
      { answer: "still-free" },
    );
    expect(free.json()).toMatchObject({ stillFree: "confirmed" });
    const notFree = await call(
      third.session,
      "POST",
      `/api/v1/members/${third.memberId}/leads/${requestId}/still-free`,
      { answer: "no-longer-free" },
    );
    expect(notFree.json()).toMatchObject({ stillFree: null, quote: { status: "withdrawn" } });
    expect((await notices(requestId, "still-free-answer")).map((notice) => notice.subject)).toEqual([
      `${runnerUp.name} is still free`,
      `${third.name} is no longer free`,
    ]);
    const answered = await view(requestId);
    expect(answered.rebook?.offers).toEqual([
      expect.objectContaining({ quoteId: runnerUpQuote, stillFreeConfirmed: true }),
    ]);
    expect((await rebook(requestId, thirdQuote, 99_000)).statusCode).toBe(409);

    // One click books the runner-up at the quoted price, never at another.
    const wrongPrice = await rebook(requestId, runnerUpQuote, 100_000);
    expect(wrongPrice.json()).toMatchObject({ error: { code: "PRICE_CHANGED" } });
    const rebooked = await rebook(requestId, runnerUpQuote, 125_050);
    expect(rebooked.statusCode, rebooked.body).toBe(200);
    const after = rebooked.json() as PlannerRequestDto;
    expect(after.request.status).toBe("booked");
    expect(after.rebook).toBeNull();
    expect(after.booking).toMatchObject({ status: "confirmed", totalCents: 125_050, vendor: { name: runnerUp.name } });
    expect(after.booking?.payments).toEqual([expect.objectContaining({ kind: "deposit", amountCents: 25_000 })]);
    expect((await lead(runnerUp, requestId)).status).toBe("booked");
    expect((await lead(main, requestId)).status).toBe("cancelled");
  });

  it("does not offer a runner-up whose quote has expired", async () => {
    const requestId = await newRequest(daysAhead(41));
    const mainQuote = await quote(main, requestId, "1500");
    const expiring = await quote(runnerUp, requestId, "1100", { expiresOn: daysAhead(3) });
    const booking = await book(mainQuote);
    await setToday(daysAhead(5));
    try {
      await cancel(main.session, booking.id);
      const reopened = await view(requestId);
      expect(reopened.request.status).toBe("open");
      expect(reopened.rebook?.offers).toEqual([]);
      expect(reopened.quotes.find((entry) => entry.id === expiring)?.status).toBe("expired");
      expect((await rebook(requestId, expiring, 110_000)).json()).toMatchObject({
        error: { code: "QUOTE_NOT_AVAILABLE" },
      });
      expect(await notices(requestId, "still-free-check")).toEqual([]);
      expect((await notices(requestId, "rebook-offer"))[0]?.body).toContain("None of the other quotes");
      expect((await lead(runnerUp, requestId)).stillFree).toBeNull();
    } finally {
      await setToday(null);
    }
  });

  it("closes everything when the planner calls the event off, and reopens one booking of a multi-service event", async () => {
    // One service: cancelling its booking cancels the event; the runner-ups stay closed.
    const single = await newRequest(daysAhead(42));
    const singleMain = await quote(main, single, "1500");
    const singleRunnerUp = await quote(runnerUp, single, "1200");
    const singleBooking = await book(singleMain);
    expect((await call(planner, "GET", `/api/v1/bookings/${singleBooking.id}/cancellation`)).json()).toMatchObject({
      summary: expect.stringContaining("This calls off the event"),
    });
    await cancel(planner, singleBooking.id);
    const called = await view(single);
    expect(called.request.status).toBe("cancelled");
    expect(called.rebook).toBeNull();
    expect(called.quotes.find((entry) => entry.id === singleRunnerUp)?.status).toBe("closed");
    expect((await rebook(single, singleRunnerUp, 120_000)).statusCode).toBe(409);
    expect((await lead(runnerUp, single)).status).toBe("cancelled");

    // Several services: the planner cancels one booking, the event goes on with its runner-ups...
    const multi = await newRequest(daysAhead(43), [djId, photographerId]);
    const multiMain = await quote(main, multi, "1500");
    const multiRunnerUp = await quote(runnerUp, multi, "1200");
    const multiBooking = await book(multiMain);
    await cancel(planner, multiBooking.id);
    const open = await view(multi);
    expect(open.request).toMatchObject({ status: "open", canCancel: true });
    expect(open.rebook?.offers.map((offer) => offer.quoteId)).toEqual([multiRunnerUp]);
    // ...until the planner cancels the whole event: every quote closes and nothing is offered.
    const ended = await call(planner, "POST", `/api/v1/requests/${multi}/cancel`, {});
    expect(ended.json()).toMatchObject({ request: { status: "cancelled" }, rebook: null });
    expect((ended.json() as PlannerRequestDto).quotes.find((entry) => entry.id === multiRunnerUp)?.status).toBe(
      "closed",
    );
    expect((await rebook(multi, multiRunnerUp, 120_000)).statusCode).toBe(409);
  });

  it("refuses a rebook or an answer from anyone but the request's planner and the runner-up", async () => {
    const requestId = await newRequest(daysAhead(44));
    const mainQuote = await quote(main, requestId, "1500");
    const runnerUpQuote = await quote(runnerUp, requestId, "1200");
    await cancel(main.session, (await book(mainQuote)).id);
    expect((await rebook(requestId, runnerUpQuote, 120_000, otherPlanner)).statusCode).toBe(403);
    expect((await rebook(requestId, runnerUpQuote, 120_000, runnerUp.session)).statusCode).toBe(403);
    expect((await rebook(requestId, runnerUpQuote, 120_000, null)).statusCode).toBe(401);
    expect((await rebook(requestId + 1_000, runnerUpQuote, 120_000)).statusCode).toBe(404);
    const answerFor = (caller: SignedIn, memberId: number) =>
      call(caller, "POST", `/api/v1/members/${memberId}/leads/${requestId}/still-free`, { answer: "still-free" });
    expect((await answerFor(third.session, runnerUp.memberId)).statusCode).toBe(403);
    expect((await answerFor(planner, runnerUp.memberId)).statusCode).toBe(403);
    // The vendor who cancelled is nobody's runner-up; a runner-up who did not quote has nothing to answer.
    expect((await answerFor(main.session, main.memberId)).json()).toMatchObject({ error: { code: "NOT_ASKED" } });
    expect((await answerFor(third.session, third.memberId)).json()).toMatchObject({ error: { code: "NOT_ASKED" } });
    const bad = await call(
      runnerUp.session,
      "POST",
      `/api/v1/members/${runnerUp.memberId}/leads/${requestId}/still-free`,
      { answer: "maybe" },
    );
    expect(bad.statusCode).toBe(400);
    expect((await view(requestId)).request.status).toBe("open");
  });

  it("books once when the same runner-up is clicked twice at the same moment, and only one runner-up", async () => {
    const requestId = await newRequest(daysAhead(45));
    const mainQuote = await quote(main, requestId, "1500");
    const runnerUpQuote = await quote(runnerUp, requestId, "1200", { deposit: "200" });
    const thirdQuote = await quote(third, requestId, "1000");
    await cancel(main.session, (await book(mainQuote)).id);
    const [first, second] = await Promise.all([
      rebook(requestId, runnerUpQuote, 120_000),
      rebook(requestId, runnerUpQuote, 120_000),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const rows = await database.db.execute<{ bookings: number; deposits: number }>(
      sql`select count(*)::int as bookings,
            (select count(*)::int from payments p join bookings b on b.id = p.booking_id
              where b.request_id = ${requestId} and p.kind = 'deposit') as deposits
          from bookings where request_id = ${requestId} and status = 'confirmed'`,
    );
    expect(rows.rows[0]).toEqual({ bookings: 1, deposits: 1 });
    expect((await rebook(requestId, thirdQuote, 100_000)).statusCode).toBe(409);
    expect((await view(requestId)).booking?.vendor.name).toBe(runnerUp.name);
  });

  it("tells a vendor whose quote was declined that it was declined, not that someone else was booked", async () => {
    const requestId = await newRequest(daysAhead(46));
    const declined = await quote(third, requestId, "1800");
    expect(
      (await call(planner, "POST", `/api/v1/quotes/${declined}/decline`, { reason: "Over budget" })).statusCode,
    ).toBe(200);
    expect((await lead(third, requestId)).status).toBe("quote-declined");
    const leads = (await call(third.session, "GET", `/api/v1/members/${third.memberId}/leads`)).json() as {
      leads: LeadSummaryDto[];
    };
    expect(leads.leads.find((entry) => entry.requestId === requestId)?.status).toBe("quote-declined");
    // Once another vendor is booked, it is booked elsewhere.
    await book(await quote(runnerUp, requestId, "1200"));
    expect((await lead(third, requestId)).status).toBe("lost");
  });
});
