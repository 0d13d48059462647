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
import { CONTACT_DETAILS_MESSAGES, HIDDEN_CONTACT } from "#features/contact-details/contact-details.rules.ts";
import type { BookingDto, LeadDto, PlannerRequestDto, ThreadDto } from "./marketplace.schema.ts";

type Caller = SignedIn | null;

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** What people write, each with a contact detail the other side must not read before a live booking. */
const VENUE = "The Backyard, gate code from 512-555-0142";
const DETAILS = "A fortieth birthday with dancing all night. Reach me at jordan at gmail dot com, no calls please.";
const INCLUDED = "Four hours of music and lights; text five one two five five five oh one nine nine for the playlist.";
const DECLINE_NOTE = "Booked someone else, but call me on 512 555 0142 for next year";

describe.each(testDatabaseKinds())("contact rules on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let planner: SignedIn;
  let plannerAccountId: number;
  let plannerClientId: number;
  let vendorA: SignedIn;
  let vendorB: SignedIn;
  let memberA: number;
  let memberB: number;
  let djId: number;

  const call = (caller: Caller, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: caller ? { authorization: `Bearer ${caller.accessToken}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const ok = async <T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(status);
    return (answer.body === "" ? undefined : answer.json()) as T;
  };
  const lead = (vendor: SignedIn, memberId: number, requestId: number) =>
    ok<LeadDto>(call(vendor, "GET", `/api/v1/members/${memberId}/leads/${requestId}`));
  const plannerView = (requestId: number) =>
    ok<PlannerRequestDto>(call(planner, "GET", `/api/v1/requests/${requestId}`));
  const send = (caller: SignedIn, requestId: number, memberId: number, body: string) =>
    ok<{ message: { body: string }; contactHidden: boolean }>(
      call(caller, "POST", `/api/v1/requests/${requestId}/threads/${memberId}`, { body, clientToken: randomUUID() }),
      201,
    );
  const thread = (caller: SignedIn, requestId: number, memberId: number) =>
    ok<ThreadDto>(call(caller, "GET", `/api/v1/requests/${requestId}/threads/${memberId}`));
  const quote = async (
    vendor: SignedIn,
    memberId: number,
    requestId: number,
    included: string,
    expiresOn = daysAhead(20),
  ) =>
    (
      await ok<LeadDto>(
        call(vendor, "POST", `/api/v1/members/${memberId}/leads/${requestId}/quote`, {
          total: "1200",
          deposit: "300",
          included,
          cancellationPolicy: "moderate",
          expiresOn,
        }),
        201,
      )
    ).quote?.id as number;

  /** A request sent to the planner's two saved vendors. */
  async function newRequest(eventDate: string, venueName = VENUE, details = DETAILS): Promise<number> {
    const created = await ok<{ requestId: number }>(
      call(planner, "POST", "/api/v1/requests", {
        eventType: "Birthday party",
        eventDate,
        startTime: "19:00",
        durationMinutes: 240,
        cityFileName: "austin-tx",
        venueName,
        guestCount: 80,
        budget: "1500",
        serviceTypeIds: [djId],
        details,
        toFavorites: true,
        clientToken: randomUUID(),
      }),
      201,
    );
    return created.requestId;
  }

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 60);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir, testClock: true });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    djId = (await services.serviceTypes.list()).find((type) => type.fileName === "dj")?.id as number;
    const a = await newVendor(services, database, {
      name: "Contact Rules Sound",
      email: "contact-rules-a@example.test",
      serviceTypeIds: [djId],
    });
    const b = await newVendor(services, database, {
      name: "Other Spin",
      email: "contact-rules-b@example.test",
      serviceTypeIds: [djId],
    });
    const person = await newPlanner(services, database, { firstName: "Jordan", email: "jordan-rules@example.test" });
    [vendorA, memberA, vendorB, memberB] = [a.session, a.memberId, b.session, b.memberId];
    [planner, plannerAccountId, plannerClientId] = [person.session, person.accountId, person.clientId];
    for (const memberId of [memberA, memberB])
      await ok(call(planner, "PUT", `/api/v1/client/${plannerClientId}/favorites/${memberId}`, {}), 204);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("hides contacts in requests, quotes and messages until a live booking, and again once it is cancelled", async () => {
    const requestId = await newRequest(daysAhead(50));

    // Before any booking the vendors read the request without its contact details.
    const first = await lead(vendorA, memberA, requestId);
    expect(first.request.venueName).toBe(`The Backyard, gate code from ${HIDDEN_CONTACT}`);
    expect(first.request.details).toBe(
      `A fortieth birthday with dancing all night. Reach me at ${HIDDEN_CONTACT}, no calls please.`,
    );
    expect((await lead(vendorB, memberB, requestId)).request.details).not.toContain("gmail");

    // Quote text too, both ways: what the vendor includes, and the planner's note declining a quote.
    const quoteA = await quote(vendorA, memberA, requestId, INCLUDED);
    const quoteB = await quote(vendorB, memberB, requestId, "Three hours of music, call 512-555-0100 to chat.");
    await ok(call(planner, "POST", `/api/v1/quotes/${quoteB}/decline`, { reason: DECLINE_NOTE }));
    const compared = await plannerView(requestId);
    expect(compared.quotes.find((entry) => entry.id === quoteA)?.included).toBe(
      `Four hours of music and lights; text ${HIDDEN_CONTACT} for the playlist.`,
    );
    expect(compared.request.details).not.toContain("gmail");
    expect((await lead(vendorB, memberB, requestId)).quote?.closedNote).toBe(
      `Booked someone else, but call me on ${HIDDEN_CONTACT} for next year`,
    );

    const before = await send(planner, requestId, memberA, "My cell is 512-555-0142.");
    expect(before).toMatchObject({ contactHidden: true, message: { body: `My cell is ${HIDDEN_CONTACT}.` } });

    // A live booking opens contacts between the planner and the booked vendor only.
    const booked = await ok<PlannerRequestDto>(call(planner, "POST", `/api/v1/quotes/${quoteA}/accept`, {}));
    const bookingId = (booked.booking as BookingDto).id;
    expect(booked.quotes.find((entry) => entry.id === quoteA)?.included).toBe(INCLUDED);
    expect(booked.request).toMatchObject({ venueName: VENUE, details: DETAILS });
    expect(booked.booking?.contact).toMatchObject({ email: "contact-rules-a@example.test" });
    const bookedLead = await lead(vendorA, memberA, requestId);
    expect(bookedLead.request).toMatchObject({ venueName: VENUE, details: DETAILS });
    expect(bookedLead.booking?.contact).toMatchObject({ email: "jordan-rules@example.test" });
    expect((await lead(vendorB, memberB, requestId)).request.details).not.toContain("gmail");
    const fromPlanner = await send(planner, requestId, memberA, "My cell is 512-555-0142.");
    expect(fromPlanner).toMatchObject({ contactHidden: false, message: { body: "My cell is 512-555-0142." } });
    const fromVendor = await send(vendorA, requestId, memberA, "Mine is five one two five five five oh one nine nine.");
    expect(fromVendor.contactHidden).toBe(false);
    expect((await thread(planner, requestId, memberA)).contactShared).toBe(true);

    // A planner whose email is not confirmed gets no contact details, even while booked.
    await database.db.execute(sql`update accounts set email_verified_at = null where id = ${plannerAccountId}`);
    try {
      const unconfirmed = await plannerView(requestId);
      expect(unconfirmed.booking?.contact).toBeNull();
      expect(unconfirmed.quotes.find((entry) => entry.id === quoteA)?.included).not.toContain("five one two");
      expect((await thread(planner, requestId, memberA)).contactShared).toBe(false);
      expect((await thread(vendorA, requestId, memberA)).contactShared).toBe(true);
      expect((await send(vendorA, requestId, memberA, "Or text 512 555 0100")).contactHidden).toBe(true);
      expect((await send(planner, requestId, memberA, "Or text me: 512 555 0142")).contactHidden).toBe(false);
    } finally {
      await database.db.execute(sql`update accounts set email_verified_at = now() where id = ${plannerAccountId}`);
    }

    // Cancelling closes contacts again for what is written after; earlier messages stay as they were.
    const preview = await ok<{ refundCents: number }>(
      call(planner, "GET", `/api/v1/bookings/${bookingId}/cancellation`),
    );
    const cancelled = await ok<BookingDto>(
      call(planner, "POST", `/api/v1/bookings/${bookingId}/cancel`, {
        expectedRefundCents: preview.refundCents,
        reason: "Plans changed, call me at 512-555-0142",
      }),
    );
    expect(cancelled).toMatchObject({
      status: "cancelled",
      contact: null,
      cancelReason: `Plans changed, call me at ${HIDDEN_CONTACT}`,
    });
    const afterPlanner = await send(planner, requestId, memberA, "Sorry! Still, my cell is 512-555-0142.");
    expect(afterPlanner).toMatchObject({
      contactHidden: true,
      message: { body: `Sorry! Still, my cell is ${HIDDEN_CONTACT}.` },
    });
    expect((await send(vendorA, requestId, memberA, "No problem: johnny@neon.example")).contactHidden).toBe(true);
    const conversation = await thread(vendorA, requestId, memberA);
    expect(conversation.contactShared).toBe(false);
    expect(conversation.messages.map((message) => message.body)).toEqual([
      `My cell is ${HIDDEN_CONTACT}.`,
      "My cell is 512-555-0142.",
      "Mine is five one two five five five oh one nine nine.",
      `Or text ${HIDDEN_CONTACT}`,
      "Or text me: 512 555 0142",
      `Sorry! Still, my cell is ${HIDDEN_CONTACT}.`,
      `No problem: ${HIDDEN_CONTACT}`,
    ]);
    const cancelledLead = await lead(vendorA, memberA, requestId);
    expect(cancelledLead.booking?.contact).toBeNull();
    expect(cancelledLead.request.details).not.toContain("gmail");
    expect((await plannerView(requestId)).booking?.contact).toBeNull();

    // The vendor's calendar feed keeps the cancelled booking, without the planner's contact details.
    const feed = await ok<{ url: string }>(call(vendorA, "GET", `/api/v1/members/${memberA}/calendar-feed`));
    const calendar = await call(null, "GET", new URL(feed.url).pathname);
    expect(calendar.body).toContain(`UID:booking-${bookingId}@`);
    expect(calendar.body).not.toContain("jordan-rules@example.test");
  });

  it("refuses contact details in a vendor's public profile text, with the field to fix", async () => {
    const message = CONTACT_DETAILS_MESSAGES.profile;
    const tagline = await call(vendorA, "PUT", `/api/v1/members/${memberA}`, { tagline: "Call 512-555-0100 today" });
    expect(tagline.statusCode).toBe(400);
    expect(tagline.json()).toMatchObject({
      error: { code: "VALIDATION_FAILED", message, fields: { tagline: message } },
    });
    const several = await call(vendorA, "PUT", `/api/v1/members/${memberA}`, {
      name: "neon-nights-dj.com",
      tagline: "Dance floors, filled.",
      about: "Book me directly: neon at gmail dot com, or insta: djneon.",
    });
    expect(several.statusCode).toBe(400);
    expect((several.json() as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      name: message,
      about: message,
    });
    const entry = await call(vendorA, "POST", `/api/v1/members/${memberA}/calendar-entries`, {
      date: daysAhead(30),
      title: "Private party, text 512 555 0100",
      status: "Hold",
    });
    expect(entry.statusCode).toBe(400);
    expect(entry.json()).toMatchObject({ error: { fields: { title: message } } });
    const fine = await ok<{ member: { tagline: string; about: string } }>(
      call(vendorA, "PUT", `/api/v1/members/${memberA}`, {
        tagline: "Dance floors, filled since 2009.",
        about: "Weddings, birthdays and galas for 50 to 500 guests, at your venue or ours, from 7 pm to 2 am.",
      }),
    );
    expect(fine.member.tagline).toBe("Dance floors, filled since 2009.");
  });

  it("shows stored profile text without contact details on the profile and in search, and as written to its vendor", async () => {
    // Text saved before the rules held.
    await database.db.execute(sql`
      update members set tagline = 'Call ５１２-５５５-０１００', about = 'Email neon at gmail dot com or see neon-rules.com/contact'
      where id = ${memberA}`);
    // Any change drops the cached search card.
    await ok(call(vendorA, "PUT", `/api/v1/members/${memberA}`, { travelDistanceMiles: 60 }));

    const publicMember = await ok<{ member: { tagline: string; directory: string } }>(
      call(null, "GET", `/api/v1/members/${memberA}`),
    );
    expect(publicMember.member.tagline).toBe(`Call ${HIDDEN_CONTACT}`);
    const own = await ok<{ member: { tagline: string; about: string } }>(
      call(vendorA, "GET", `/api/v1/members/${memberA}`),
    );
    expect(own.member).toMatchObject({
      tagline: "Call ５１２-５５５-０１００",
      about: "Email neon at gmail dot com or see neon-rules.com/contact",
    });
    const profile = await ok<{ profile: { tagline: string; about: string } }>(
      call(null, "GET", `/api/v1/profile/dj/${publicMember.member.directory}`),
    );
    expect(profile.profile).toMatchObject({
      tagline: `Call ${HIDDEN_CONTACT}`,
      about: `Email ${HIDDEN_CONTACT} or see ${HIDDEN_CONTACT}`,
    });
    const search = await ok<{ results: { memberId: number; tagline: string | null }[] }>(
      call(null, "GET", `/api/v1/search/dj-austin-tx/results?take=200&overrideSortSeed=3`),
    );
    expect(search.results.find((result) => result.memberId === memberA)?.tagline).toBe(`Call ${HIDDEN_CONTACT}`);
  });

  it("refuses contact details in a public reply to a review, and hides them in stored reviews", async () => {
    const eventDate = daysAhead(12);
    const requestId = await newRequest(
      eventDate,
      "Community hall",
      "A small birthday party with music for dancing and a few speeches.",
    );
    const quoteId = await quote(
      vendorA,
      memberA,
      requestId,
      "Three hours of music and a microphone for the speeches.",
      daysAhead(10),
    );
    const booked = await ok<PlannerRequestDto>(call(planner, "POST", `/api/v1/quotes/${quoteId}/accept`, {}));
    const bookingId = (booked.booking as BookingDto).id;
    await ok(call(null, "PUT", "/dev/clock", { today: daysAhead(13) }));
    try {
      const reviewed = await ok<BookingDto>(
        call(planner, "POST", `/api/v1/bookings/${bookingId}/review`, {
          rating: 5,
          body: "Everybody danced until the end; the speeches sounded clear too.",
        }),
        201,
      );
      const reviewId = reviewed.review?.id as number;
      const refused = await call(vendorA, "POST", `/api/v1/members/${memberA}/reviews/${reviewId}/reply`, {
        reply: "Thanks! Book again at neon-rules.com or 512-555-0100.",
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: { fields: { reply: CONTACT_DETAILS_MESSAGES.reviewReply } },
      });
      await ok(
        call(vendorA, "POST", `/api/v1/members/${memberA}/reviews/${reviewId}/reply`, {
          reply: "Thank you, it was a joy to play for you!",
        }),
      );
      // A reply stored before the rules held is shown without its contact details.
      await database.db.execute(
        sql`update feedback set vendor_reply = 'Thanks! Call 512-555-0100 anytime.' where id = ${reviewId}`,
      );
      const reviews = await ok<{ items: { id: number; vendorReply: string | null }[] }>(
        call(null, "GET", `/api/v1/profiles/${memberA}/feedback?take=50`),
      );
      expect(reviews.items.find((review) => review.id === reviewId)?.vendorReply).toBe(
        `Thanks! Call ${HIDDEN_CONTACT} anytime.`,
      );
    } finally {
      await ok(call(null, "PUT", "/dev/clock", { today: null }));
    }
  });
});
