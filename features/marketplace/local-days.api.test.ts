import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import type { SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { newPlanner, newVendor } from "#tests/support/people.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import type { CancellationPreviewDto, LeadDto, PlannerRequestDto } from "./marketplace.schema.ts";

type Caller = SignedIn | null;

/**
 * Issue 20, point 7 (decision 026): the marketplace's days are the event city's days. Each moment below
 * is still November 30 in the city while it is already December 1 in UTC: 08:30 UTC is 22:30 the day
 * before in Honolulu (UTC-10), 03:30 UTC is 23:30 the day before in Halifax (AST, UTC-4).
 */
const CITIES = [
  { city: "honolulu-hi", lateOnNov30: "2026-12-01T08:30:00Z", earlyOnDec1: "2026-12-01T10:30:00Z" },
  { city: "halifax-ns", lateOnNov30: "2026-12-01T03:30:00Z", earlyOnDec1: "2026-12-01T04:30:00Z" },
] as const;

/** When the requests are sent and quoted: well before the days under test. */
const QUOTED_AT = "2026-11-20T20:00:00Z";

describe.each(testDatabaseKinds())("local days on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let planner: SignedIn;
  let djId: number;
  const vendors = new Map<string, { session: SignedIn; memberId: number }>();

  const call = (caller: Caller, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: caller ? { authorization: `Bearer ${caller.accessToken}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  async function at(now: string) {
    const response = await call(null, "PUT", "/dev/clock", { now });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** At QUOTED_AT: a request to the city's vendor for `eventDate`, quoted with a $200 deposit: the quote's id. */
  async function quoted(city: string, eventDate: string, expiresOn: string, cancellationPolicy = "flexible") {
    const vendor = vendors.get(city) as { session: SignedIn; memberId: number };
    await at(QUOTED_AT);
    const sent = await call(planner, "POST", "/api/v1/requests", {
      eventType: "Birthday party",
      eventDate,
      startTime: "19:00",
      durationMinutes: 240,
      cityFileName: city,
      guestCount: 60,
      serviceTypeIds: [djId],
      details: "A birthday party on the lanai, with dancing until late and a few speeches.",
      clientToken: randomUUID(),
      memberId: vendor.memberId,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { requestId } = sent.json() as { requestId: number };
    const answer = await call(vendor.session, "POST", `/api/v1/members/${vendor.memberId}/leads/${requestId}/quote`, {
      total: "1000",
      deposit: "200",
      included: "Four hours of music and a wireless microphone.",
      cancellationPolicy,
      expiresOn,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return { requestId, quoteId: (answer.json() as LeadDto).quote?.id as number };
  }

  const accept = (quoteId: number) => call(planner, "POST", `/api/v1/quotes/${quoteId}/accept`, {});
  async function booked(city: string, eventDate: string) {
    const { requestId, quoteId } = await quoted(city, eventDate, "2026-11-25");
    const accepted = await accept(quoteId);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { requestId, bookingId: (accepted.json() as PlannerRequestDto).booking?.id as number };
  }
  const plannerView = async (requestId: number) =>
    (await call(planner, "GET", `/api/v1/requests/${requestId}`)).json() as PlannerRequestDto;
  const quoteStatus = async (quoteId: number) =>
    (await database.db.execute<{ status: string }>(sql`select status from quotes where id = ${quoteId}`)).rows[0]
      ?.status;

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 40);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir, testClock: true });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    djId = (await services.serviceTypes.list()).find((type) => type.fileName === "dj")?.id as number;
    planner = (await newPlanner(services, database, { firstName: "Kai", email: `kai-${kind}@example.test` })).session;
    for (const { city } of CITIES) {
      const vendor = await newVendor(services, database, {
        name: `Night Shift Sound ${city}`,
        email: `night-shift-${city}-${kind}@example.test`,
        serviceTypeIds: [djId],
        cityFileName: city,
      });
      await database.db.execute(sql`update members set accepts_online_deposits = true where id = ${vendor.memberId}`);
      vendors.set(city, vendor);
    }
  });
  afterAll(async () => {
    await call(null, "PUT", "/dev/clock", { today: null });
    await app.close();
    await database.close();
  });

  it.each(CITIES)("counts a cancellation's days before the event in $city's days", async (place) => {
    // Flexible: everything back from 7 days before. On Nov 30 in the city, a Dec 7 event is 7 days away (6 in UTC).
    const { bookingId } = await booked(place.city, "2026-12-07");
    await at(place.lateOnNov30);
    const preview = (
      await call(planner, "GET", `/api/v1/bookings/${bookingId}/cancellation`)
    ).json() as CancellationPreviewDto;
    expect(preview).toMatchObject({ daysBefore: 7, paidCents: 20_000, refundCents: 20_000 });
    const cancelled = await call(planner, "POST", `/api/v1/bookings/${bookingId}/cancel`, {
      expectedRefundCents: 20_000,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", refundedCents: 20_000 });
  });

  it.each(CITIES)("opens the review window on the day after the event in $city's days", async (place) => {
    const { requestId, bookingId } = await booked(place.city, "2026-11-30");
    const review = () =>
      call(planner, "POST", `/api/v1/bookings/${bookingId}/review`, {
        rating: 5,
        title: "Great night",
        body: "Everybody danced, the music was right for every age, and the set ended right on time.",
      });

    await at(place.lateOnNov30);
    expect((await plannerView(requestId)).booking).toMatchObject({
      status: "confirmed",
      canReview: false,
      canCancel: true,
      reviewOpensOn: "2026-12-01",
    });
    expect((await review()).json()).toMatchObject({ error: { code: "REVIEW_TOO_EARLY" } });

    await at(place.earlyOnDec1);
    expect((await plannerView(requestId)).booking).toMatchObject({
      status: "completed",
      canReview: true,
      canCancel: false,
    });
    const written = await review();
    expect(written.statusCode, written.body).toBe(201);
  });

  it.each(CITIES)("keeps a quote through its expiry day in $city's days, and expires it after", async (place) => {
    const lastDay = await quoted(place.city, "2026-12-10", "2026-11-30");
    const pastLastDay = await quoted(place.city, "2026-12-11", "2026-11-30");

    await at(place.lateOnNov30);
    expect(await quoteStatus(pastLastDay.quoteId)).toBe("pending");
    expect((await plannerView(pastLastDay.requestId)).quotes[0]).toMatchObject({ status: "pending", canAccept: true });
    const accepted = await accept(lastDay.quoteId);
    expect(accepted.statusCode, accepted.body).toBe(200);

    await at(place.earlyOnDec1);
    expect(await quoteStatus(pastLastDay.quoteId)).toBe("expired");
    expect((await plannerView(pastLastDay.requestId)).quotes[0]).toMatchObject({ status: "expired", canAccept: false });
    expect((await accept(pastLastDay.quoteId)).json()).toMatchObject({ error: { code: "QUOTE_NOT_AVAILABLE" } });
  });
});
