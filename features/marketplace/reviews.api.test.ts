import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { newPlanner, newVendor, plannerOf } from "#tests/support/people.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import {
  TRUST_MESSAGES,
  UNVERIFIED_OPEN_REQUEST_LIMIT,
  VERIFIED_REVIEW_MINIMUM_PAID_CENTS,
} from "./marketplace.rules.ts";
import type { BookingDto, LeadDto, ModeratedReviewDto, PlannerRequestDto } from "./marketplace.schema.ts";

type Caller = SignedIn | { accessToken: string } | null;

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Issue 18, points 3 and 4 (decision 022): which reviews are verified, held or counted, and who may write them. */
describe.each(testDatabaseKinds())("reviews that count, on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let admin: SignedIn;
  let djId: number;
  let run = 0;

  const call = (caller: Caller, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: caller ? { authorization: `Bearer ${caller.accessToken}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const setToday = async (today: string | null) => {
    const response = await call(null, "PUT", "/dev/clock", { today });
    expect(response.statusCode, response.body).toBe(200);
  };
  const unique = (name: string) => `${name}-${kind}-${(run += 1)}@example.test`;

  const requestBody = (overrides: Record<string, unknown> = {}) => ({
    eventType: "Birthday party",
    eventDate: daysAhead(30),
    startTime: "19:00",
    durationMinutes: 240,
    cityFileName: "austin-tx",
    guestCount: 60,
    serviceTypeIds: [djId],
    details: "A birthday party in the back yard, with dancing until late and a few speeches.",
    clientToken: randomUUID(),
    ...overrides,
  });

  async function row<T>(query: ReturnType<typeof sql>): Promise<T> {
    return (await database.db.execute(query)).rows[0] as T;
  }
  const ratingOf = (memberId: number) =>
    row<{ rating_average: number; review_count: number }>(
      sql`select rating_average, review_count from members where id = ${memberId}`,
    );

  /** A request from a signed-in planner to one vendor, quoted and booked: the booking, as the planner sees it. */
  async function book(
    planner: SignedIn,
    vendor: { session: SignedIn; memberId: number },
    quote: { total: string; deposit: string },
    eventDate = daysAhead(30),
  ): Promise<BookingDto> {
    const sent = await call(planner, "POST", "/api/v1/requests", requestBody({ memberId: vendor.memberId, eventDate }));
    expect(sent.statusCode, sent.body).toBe(201);
    return quoteAndAccept(planner, vendor, (sent.json() as { requestId: number }).requestId, quote, eventDate);
  }

  async function quoteAndAccept(
    planner: SignedIn,
    vendor: { session: SignedIn; memberId: number },
    requestId: number,
    quote: { total: string; deposit: string },
    eventDate: string,
  ): Promise<BookingDto> {
    const quoted = await call(vendor.session, "POST", `/api/v1/members/${vendor.memberId}/leads/${requestId}/quote`, {
      ...quote,
      included: "Four hours of music and a wireless microphone.",
      cancellationPolicy: "flexible",
      expiresOn: [daysAhead(10), eventDate].sort()[0],
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    const accepted = await call(planner, "POST", `/api/v1/quotes/${(quoted.json() as LeadDto).quote?.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    return (accepted.json() as PlannerRequestDto).booking as BookingDto;
  }

  /** The planner's review, written the day after the event (the test clock moves there and back). */
  async function review(planner: Caller, booking: BookingDto, rating = 5) {
    const next = new Date(Date.parse(`${booking.eventDate}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await setToday(next);
    try {
      return await call(planner, "POST", `/api/v1/bookings/${booking.id}/review`, {
        rating,
        title: "Great night",
        body: "Everybody danced, the music was right for every age, and the set ended right on time.",
      });
    } finally {
      await setToday(null);
    }
  }

  const profileReviewIds = async (memberId: number) =>
    (
      (await call(null, "GET", `/api/v1/profiles/${memberId}/feedback?skip=0&take=50&sortType=newest`)).json() as {
        items: { id: number; isVerifiedBooking: boolean }[];
        total: number;
      }
    ).items;

  const keep = { decision: "keep" };
  const decisionAudit = (action: string, reviewId: number) =>
    database.db.execute<{
      subject_account_id: number | null;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
      details: Record<string, unknown>;
    }>(
      sql`select subject_account_id, before, after, details from audit_events
          where action = ${action} and record_type = 'review' and record_id = ${reviewId}`,
    );
  const auditRows = (action: string, key: string, id: number) =>
    database.db.execute<{
      actor_account_id: number;
      subject_account_id: number | null;
      details: Record<string, unknown>;
    }>(
      sql`select actor_account_id, subject_account_id, details from audit_events
          where action = ${action} and (details ->> ${key})::int = ${id}`,
    );

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 60);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir, testClock: true });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    djId = (await services.serviceTypes.list()).find((type) => type.fileName === "dj")?.id as number;
    admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("the $1 attack: a review from the account a visitor request made for that vendor is unverified, held and counted nowhere", async () => {
    const vendor = await newVendor(services, database, {
      name: `One Dollar Beats ${kind}`,
      email: unique("one-dollar-vendor"),
      serviceTypeIds: [djId],
    });
    const eventDate = daysAhead(35);
    const attackerEmail = unique("sock-puppet");
    const visitor = await call(
      null,
      "POST",
      "/api/v1/requests",
      requestBody({ memberId: vendor.memberId, eventDate, contact: { firstName: "Sock", email: attackerEmail } }),
    );
    expect(visitor.statusCode, visitor.body).toBe(201);
    const { request_id: requestId } = await row<{ request_id: number }>(
      sql`select r.id as request_id from requests r join clients c on c.id = r.client_id where c.email = ${attackerEmail}`,
    );
    const attacker = await plannerOf(services, database, attackerEmail);
    const signUp = await row<{ sign_up_request_id: number }>(
      sql`select sign_up_request_id from clients where id = ${attacker.clientId}`,
    );
    expect(signUp.sign_up_request_id).toBe(requestId);

    const booking = await quoteAndAccept(attacker.session, vendor, requestId, { total: "1", deposit: "0" }, eventDate);
    expect(booking.paidCents).toBe(0);
    const before = await ratingOf(vendor.memberId);
    const written = await review(attacker.session, booking, 5);
    expect(written.statusCode, written.body).toBe(201);
    const mine = (written.json() as BookingDto).review;
    expect(mine).toMatchObject({ verifiedBooking: false, status: "held" });

    // Counted nowhere: not in the rating or review count (which search and matching rank by), not on the profile.
    expect(await ratingOf(vendor.memberId)).toEqual(before);
    expect((await profileReviewIds(vendor.memberId)).map((item) => item.id)).not.toContain(mine?.id);
    const search = (await call(null, "GET", `/api/v1/members/${vendor.memberId}`)).json() as {
      member: { reviewCount: number; ratingAverage: number };
    };
    expect(search.member).toMatchObject({ reviewCount: 0, ratingAverage: 0 });
    // The vendor neither sees it nor is told about it, and may not answer it.
    const lead = (
      await call(vendor.session, "GET", `/api/v1/members/${vendor.memberId}/leads/${requestId}`)
    ).json() as LeadDto;
    expect(lead.booking?.review).toBeNull();
    expect(
      (
        await call(vendor.session, "POST", `/api/v1/members/${vendor.memberId}/reviews/${mine?.id}/reply`, {
          reply: "Thanks!",
        })
      ).statusCode,
    ).toBe(404);
    const told = await row<{ n: number }>(
      sql`select count(*)::int as n from notifications where kind = 'new-review' and account_id = ${vendor.accountId}`,
    );
    expect(told.n).toBe(0);

    // Operators see why it is held, and removing it is audited.
    const held = (await call(admin, "GET", "/api/v1/admin/reviews")).json() as { reviews: ModeratedReviewDto[] };
    expect(held.reviews.find((item) => item.id === mine?.id)).toMatchObject({
      status: "held",
      verifiedBooking: false,
      memberId: vendor.memberId,
      heldReasons: [{ code: "sign-up-request", text: expect.stringContaining("request that went to this vendor") }],
    });
    const removed = await call(admin, "POST", `/api/v1/admin/reviews/${mine?.id}/decision`, {
      decision: "hide",
      publicNote: "The reviewer's account was made for this vendor.",
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as { review: ModeratedReviewDto }).review.status).toBe("removed");
    expect(await ratingOf(vendor.memberId)).toEqual(before);
    const audit = await decisionAudit("review.hidden", mine?.id as number);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      subject_account_id: vendor.accountId,
      before: { status: "held", publicNote: null },
      after: { status: "removed", publicNote: "The reviewer's account was made for this vendor." },
      details: expect.objectContaining({ heldReasons: ["sign-up-request"] }),
    });
    const planner = (await call(attacker.session, "GET", `/api/v1/requests/${requestId}`)).json() as PlannerRequestDto;
    expect(planner.booking?.review?.status).toBe("removed");
  });

  it("counts a review when it is verified by a payment at the minimum, and unverified just below it", async () => {
    const vendor = await newVendor(services, database, {
      name: `Deposit Deck ${kind}`,
      email: unique("deposit-vendor"),
      serviceTypeIds: [djId],
    });
    await database.db.execute(sql`update members set accepts_online_deposits = true where id = ${vendor.memberId}`);
    const planner = await newPlanner(services, database, { firstName: "Riley", email: unique("riley") });
    const minimum = VERIFIED_REVIEW_MINIMUM_PAID_CENTS / 100;

    const below = await book(planner.session, vendor, { total: "400", deposit: String(minimum - 0.01) }, daysAhead(31));
    expect(below.paidCents).toBe(VERIFIED_REVIEW_MINIMUM_PAID_CENTS - 1);
    const first = await review(planner.session, below, 3);
    expect((first.json() as BookingDto).review).toMatchObject({ verifiedBooking: false, status: "counted" });
    expect(await ratingOf(vendor.memberId)).toEqual({ rating_average: 3, review_count: 1 });

    const at = await book(planner.session, vendor, { total: "400", deposit: String(minimum) }, daysAhead(32));
    const second = await review(planner.session, at, 5);
    expect((second.json() as BookingDto).review).toMatchObject({ verifiedBooking: true, status: "counted" });
    expect(await ratingOf(vendor.memberId)).toEqual({ rating_average: 4, review_count: 2 });

    const shown = await profileReviewIds(vendor.memberId);
    expect(shown.map((item) => [item.id, item.isVerifiedBooking])).toEqual([
      [(second.json() as BookingDto).review?.id, true],
      [(first.json() as BookingDto).review?.id, false],
    ]);
    const lead = (
      await call(vendor.session, "GET", `/api/v1/members/${vendor.memberId}/leads/${at.requestId}`)
    ).json() as LeadDto;
    expect(lead.booking?.review).toMatchObject({ verifiedBooking: true, status: "counted" });
    expect(lead.booking?.canReply).toBe(true);
  });

  it("verifies a booking an operator confirmed after the event, with the review written before or after", async () => {
    const vendor = await newVendor(services, database, {
      name: `Confirmed Sounds ${kind}`,
      email: unique("confirmed-vendor"),
      serviceTypeIds: [djId],
    });
    const planner = await newPlanner(services, database, { firstName: "Quinn", email: unique("quinn") });
    const reviewedFirst = await book(planner.session, vendor, { total: "300", deposit: "0" }, daysAhead(33));
    const confirmedFirst = await book(planner.session, vendor, { total: "300", deposit: "0" }, daysAhead(34));

    // Before the event there is nothing to confirm; only operators may confirm.
    const early = await call(admin, "POST", `/api/v1/admin/bookings/${reviewedFirst.id}/confirm`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: "BOOKING_NOT_CONFIRMABLE" } });
    expect(
      (await call(planner.session, "POST", `/api/v1/admin/bookings/${reviewedFirst.id}/confirm`, {})).statusCode,
    ).toBe(403);
    expect(
      (await call(vendor.session, "POST", `/api/v1/admin/bookings/${reviewedFirst.id}/confirm`, {})).statusCode,
    ).toBe(403);
    expect((await call(null, "POST", `/api/v1/admin/bookings/${reviewedFirst.id}/confirm`, {})).statusCode).toBe(401);

    const written = await review(planner.session, reviewedFirst);
    const reviewId = (written.json() as BookingDto).review?.id as number;
    expect((written.json() as BookingDto).review).toMatchObject({ verifiedBooking: false, status: "counted" });
    await setToday(daysAhead(40));
    try {
      const confirmed = await call(admin, "POST", `/api/v1/admin/bookings/${reviewedFirst.id}/confirm`, {
        note: "Spoke to both sides on the phone.",
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({
        bookingId: reviewedFirst.id,
        review: { id: reviewId, verifiedBooking: true },
      });
      const again = await call(admin, "POST", `/api/v1/admin/bookings/${reviewedFirst.id}/confirm`, {});
      expect(again.json()).toMatchObject({
        operatorConfirmedAt: (confirmed.json() as { operatorConfirmedAt: string }).operatorConfirmedAt,
      });
      expect((await call(admin, "POST", `/api/v1/admin/bookings/${confirmedFirst.id}/confirm`, {})).statusCode).toBe(
        200,
      );
    } finally {
      await setToday(null);
    }
    expect((await auditRows("booking.confirmed", "bookingId", reviewedFirst.id)).rows).toEqual([
      expect.objectContaining({
        subject_account_id: vendor.accountId,
        details: expect.objectContaining({ note: "Spoke to both sides on the phone." }),
      }),
    ]);
    const later = await review(planner.session, confirmedFirst);
    expect((later.json() as BookingDto).review).toMatchObject({ verifiedBooking: true, status: "counted" });
    expect((await profileReviewIds(vendor.memberId)).every((item) => item.isVerifiedBooking)).toBe(true);
  });

  it("holds a review from an account that has used the vendor's network address, until an operator approves it", async () => {
    const sharedAddress = "198.51.100.77";
    const vendor = await newVendor(services, database, {
      name: `Same Office Audio ${kind}`,
      email: unique("office-vendor"),
      serviceTypeIds: [djId],
      address: sharedAddress,
    });
    await database.db.execute(sql`update members set accepts_online_deposits = true where id = ${vendor.memberId}`);
    const planner = await newPlanner(services, database, {
      firstName: "Morgan",
      email: unique("morgan"),
      address: sharedAddress,
    });
    const booking = await book(planner.session, vendor, { total: "500", deposit: "200" });
    const written = await review(planner.session, booking, 5);
    const held = (written.json() as BookingDto).review;
    expect(held).toMatchObject({ verifiedBooking: true, status: "held" });
    expect(await ratingOf(vendor.memberId)).toEqual({ rating_average: 0, review_count: 0 });

    const listed = (await call(admin, "GET", "/api/v1/admin/reviews?show=waiting")).json() as {
      reviews: ModeratedReviewDto[];
    };
    expect(listed.reviews.find((item) => item.id === held?.id)?.heldReasons.map((reason) => reason.code)).toEqual([
      "shared-address",
    ]);
    for (const caller of [planner.session, vendor.session]) {
      expect((await call(caller, "GET", "/api/v1/admin/reviews")).statusCode).toBe(403);
      expect((await call(caller, "POST", `/api/v1/admin/reviews/${held?.id}/decision`, keep)).statusCode).toBe(403);
    }
    expect((await call(null, "GET", "/api/v1/admin/reviews")).statusCode).toBe(401);
    expect((await call(admin, "GET", "/api/v1/admin/reviews?show=lost")).statusCode).toBe(400);
    expect((await call(admin, "POST", "/api/v1/admin/reviews/99999999/decision", keep)).statusCode).toBe(404);

    const approved = await call(admin, "POST", `/api/v1/admin/reviews/${held?.id}/decision`, keep);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await ratingOf(vendor.memberId)).toEqual({ rating_average: 5, review_count: 1 });
    expect((await profileReviewIds(vendor.memberId)).map((item) => item.id)).toEqual([held?.id]);
    const again = await call(admin, "POST", `/api/v1/admin/reviews/${held?.id}/decision`, keep);
    expect(again.statusCode).toBe(200);
    expect((await decisionAudit("review.kept", held?.id as number)).rows).toHaveLength(1);
    const told = await row<{ n: number }>(
      sql`select count(*)::int as n from notifications where kind = 'new-review' and account_id = ${vendor.accountId}`,
    );
    expect(told.n).toBe(1);
    const lead = (
      await call(vendor.session, "GET", `/api/v1/members/${vendor.memberId}/leads/${booking.requestId}`)
    ).json() as LeadDto;
    expect(lead.booking?.canReply).toBe(true);

    // Hiding a counted review takes it out of the rating again; the profile keeps only its note.
    const hide = { decision: "hide", publicNote: "Written from the vendor's own office." };
    expect((await call(admin, "POST", `/api/v1/admin/reviews/${held?.id}/decision`, hide)).statusCode).toBe(200);
    expect(await ratingOf(vendor.memberId)).toEqual({ rating_average: 0, review_count: 0 });
    expect((await profileReviewIds(vendor.memberId)).map((item) => item.id)).toEqual([held?.id]);
  });

  it("matching ranks by counted reviews only: a held 5-star review does not move a vendor ahead", async () => {
    // Eleven new DJs in one city where no seeded vendor reaches: matching sends a request to ten of them,
    // best rated first, then by age; the newest is left out unless its rating lifts it.
    const vendors = [];
    for (let index = 0; index < 11; index += 1) {
      vendors.push(
        await newVendor(services, database, {
          name: `Anchorage DJ ${index} ${kind}`,
          email: unique(`anchorage-${index}`),
          serviceTypeIds: [djId],
          cityFileName: "anchorage-ak",
        }),
      );
    }
    const newest = vendors.at(-1) as (typeof vendors)[number];
    const asker = await newPlanner(services, database, { firstName: "Avery", email: unique("anchorage-planner") });
    const recipientsOf = async () => {
      const sent = await call(
        asker.session,
        "POST",
        "/api/v1/requests",
        requestBody({ cityFileName: "anchorage-ak", eventDate: daysAhead(50) }),
      );
      expect(sent.statusCode, sent.body).toBe(201);
      const view = (
        await call(asker.session, "GET", `/api/v1/requests/${(sent.json() as { requestId: number }).requestId}`)
      ).json() as PlannerRequestDto;
      await call(asker.session, "POST", `/api/v1/requests/${view.request.id}/close`, {});
      return view.vendors.map((vendor) => vendor.memberId);
    };
    expect(await recipientsOf()).not.toContain(newest.memberId);

    const eventDate = daysAhead(36);
    const email = unique("anchorage-sock");
    const visitor = await call(
      null,
      "POST",
      "/api/v1/requests",
      requestBody({
        memberId: newest.memberId,
        eventDate,
        cityFileName: "anchorage-ak",
        contact: { firstName: "Sock", email },
      }),
    );
    expect(visitor.statusCode, visitor.body).toBe(201);
    const { id: requestId } = await row<{ id: number }>(
      sql`select r.id from requests r join clients c on c.id = r.client_id where c.email = ${email}`,
    );
    const attacker = await plannerOf(services, database, email);
    const booking = await quoteAndAccept(attacker.session, newest, requestId, { total: "1", deposit: "0" }, eventDate);
    const written = await review(attacker.session, booking, 5);
    const reviewId = (written.json() as BookingDto).review?.id as number;
    expect((written.json() as BookingDto).review?.status).toBe("held");
    expect(await recipientsOf()).not.toContain(newest.memberId);

    // Once an operator lets it count, the same rating moves the vendor into the ten.
    expect((await call(admin, "POST", `/api/v1/admin/reviews/${reviewId}/decision`, keep)).statusCode).toBe(200);
    const after = await recipientsOf();
    expect(after).toContain(newest.memberId);
    expect(after).not.toContain(vendors[9]?.memberId);
  });

  it("asks a planner to confirm their email before reviewing, and before more than a few open requests", async () => {
    // A session from before confirming was asked for: the account's email is still unconfirmed.
    const email = unique("unconfirmed");
    const first = await call(
      null,
      "POST",
      "/api/v1/requests",
      requestBody({ memberId: undefined, contact: { firstName: "Pat", email } }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const account = await row<{ id: number; verified: boolean }>(
      sql`select id, email_verified_at is not null as verified from accounts where email = ${email}`,
    );
    expect(account.verified).toBe(false);
    const pending = { accessToken: (await services.sessions.open(account.id)).accessToken };

    const sends = await Promise.all(
      Array.from({ length: 4 }, () => call(pending, "POST", "/api/v1/requests", requestBody())),
    );
    const statuses = sends.map((response) => response.statusCode).sort();
    const allowed = UNVERIFIED_OPEN_REQUEST_LIMIT - 1;
    expect(statuses).toEqual([...Array(allowed).fill(201), ...Array(4 - allowed).fill(403)]);
    const refusal = sends.find((response) => response.statusCode === 403);
    expect(refusal?.json()).toEqual({
      error: { code: "EMAIL_NOT_CONFIRMED", message: TRUST_MESSAGES.confirmEmailForMoreRequests },
    });
    const open = await row<{ n: number }>(
      sql`select count(*)::int as n from requests r join clients c on c.id = r.client_id
          where c.account_id = ${account.id} and r.status = 'open'`,
    );
    expect(open.n).toBe(UNVERIFIED_OPEN_REQUEST_LIMIT);

    // Closing one makes room for another; a confirmed email lifts the limit.
    const created = (sends.find((response) => response.statusCode === 201)?.json() as { requestId: number }).requestId;
    expect((await call(pending, "POST", `/api/v1/requests/${created}/close`, {})).statusCode).toBe(200);
    expect((await call(pending, "POST", "/api/v1/requests", requestBody())).statusCode).toBe(201);
    expect((await call(pending, "POST", "/api/v1/requests", requestBody())).statusCode).toBe(403);

    // Reviewing needs the confirmed email too.
    const vendor = await newVendor(services, database, {
      name: `Patient Playlists ${kind}`,
      email: unique("patient-vendor"),
      serviceTypeIds: [djId],
    });
    await database.db.execute(sql`update accounts set email_verified_at = now() where id = ${account.id}`);
    const booking = await book(pending as SignedIn, vendor, { total: "250", deposit: "0" }, daysAhead(37));
    await database.db.execute(sql`update accounts set email_verified_at = null where id = ${account.id}`);
    const refused = await review(pending, booking);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: "EMAIL_NOT_CONFIRMED", message: TRUST_MESSAGES.confirmEmailToReview },
    });
    await database.db.execute(sql`update accounts set email_verified_at = now() where id = ${account.id}`);
    const extra = await Promise.all(
      Array.from({ length: 3 }, () => call(pending, "POST", "/api/v1/requests", requestBody())),
    );
    expect(extra.map((response) => response.statusCode)).toEqual([201, 201, 201]);
  });

  it("leaves the demo's reviews of a paid booking verified and counted", async () => {
    const planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const vendor = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const memberId = ((await call(vendor, "GET", "/api/v1/accounts/me")).json() as { account: { memberId: number } })
      .account.memberId;
    await database.db.execute(sql`update members set accepts_online_deposits = true where id = ${memberId}`);
    await database.db.execute(sql`delete from calendar_events where member_id = ${memberId} and booking_id is null`);
    await database.db.execute(sql`delete from blackout_dates where member_id = ${memberId}`);
    const before = await ratingOf(memberId);
    const booking = await book(planner, { session: vendor, memberId }, { total: "900", deposit: "300" }, daysAhead(38));
    const written = await review(planner, booking, 4);
    expect((written.json() as BookingDto).review).toMatchObject({ verifiedBooking: true, status: "counted" });
    expect((await ratingOf(memberId)).review_count).toBe(before.review_count + 1);
  });
});
