import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import type { PlannerRequestDto } from "#features/marketplace/marketplace.schema.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import type { DayState } from "./member-calendar.rules.ts";
import type { PublicCalendarMonth } from "./member-calendar.schema.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The VEVENT of a feed whose UID starts with `uid`, or undefined. */
function feedEvent(feed: string, uid: string): string | undefined {
  const unfolded = feed.replace(/\r\n /g, "");
  return unfolded.split("BEGIN:VEVENT").find((block) => block.includes(`\r\nUID:${uid}@`));
}

/**
 * One calendar truth (issue 20): a date booked through the marketplace, blacked out or held by the
 * vendor reads the same on the public profile (its API and its server-drawn page), the dashboard, a
 * search by date and the calendar feed; cancelling or removing frees it everywhere. Pages need the
 * production build (`npm test` builds first).
 */
describe("a vendor's days, everywhere they show", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let planner: SignedIn;
  let vendor: SignedIn;
  let memberId: number;
  let profileUrl: string;
  let feedPath: string;
  let djId: number;

  const call = (caller: SignedIn | null, method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: caller ? { authorization: `Bearer ${caller.accessToken}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const page = (url: string, cookie?: string) =>
    app.inject({
      url,
      headers: { "user-agent": BROWSER, "sec-fetch-site": "same-origin", ...(cookie ? { cookie } : {}) },
    });

  /** The day as each of the four views reads it. */
  async function everyView(date: string) {
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    const monthParam = date.slice(0, 7);
    const api = (
      await call(null, "GET", `/api/v1/members/${memberId}/availability?year=${year}&month=${month}`)
    ).json() as PublicCalendarMonth;
    const profile = await page(`${profileUrl}?month=${monthParam}`);
    expect(profile.statusCode).toBe(200);
    const dashboard = await page(`/dashboard?month=${monthParam}`, vendor.cookie);
    expect(dashboard.statusCode).toBe(200);
    const results = (
      await call(null, "GET", `/api/v1/search/dj-austin-tx/results?take=220&eventDate=${date}&overrideSortSeed=${day}`)
    ).json() as { results: { memberId: number }[] };
    const feed = (await call(null, "GET", feedPath)).body;
    return {
      publicDay: api.days.find((entry) => entry.date === date),
      publicJson: JSON.stringify(api),
      // The profile's server-drawn cell of that day, up to the next cell.
      profileCell: profile.body
        .split("<td")
        .find((cell) => cell.includes(`<span class="profile-calendar__day">${day}</span>`)),
      dashboard: dashboard.body,
      inSearch: results.results.some((result) => result.memberId === memberId),
      feed,
    };
  }

  function expectState(view: Awaited<ReturnType<typeof everyView>>, state: DayState) {
    expect(view.publicDay?.state).toBe(state);
    expect(view.profileCell?.includes("profile-calendar__cell--unavailable")).toBe(state !== "free");
    expect(view.inSearch).toBe(state === "free");
  }

  beforeAll(async () => {
    const seeded = await createSeededDatabase("pglite", 40);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    djId = (await services.serviceTypes.list()).find((type) => type.fileName === "dj")?.id as number;
    planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    vendor = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    memberId = ((await call(vendor, "GET", "/api/v1/accounts/me")).json() as { account: { memberId: number } }).account
      .memberId;
    profileUrl = ((await call(null, "GET", `/api/v1/members/${memberId}`)).json() as { member: { profileUrl: string } })
      .member.profileUrl;
    feedPath = new URL(
      ((await call(vendor, "GET", `/api/v1/members/${memberId}/calendar-feed`)).json() as { url: string }).url,
    ).pathname;
    // The demo vendor's seeded days would take some of the dates these tests use.
    for (const table of ["calendar_events", "blackout_dates", "calendar_entries"]) {
      await database.db.execute(sql`delete from ${sql.identifier(table)} where member_id = ${memberId}`);
    }
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("shows a Marquee booking as booked in all four, the planner kept off the public calendar, and frees it on cancelling", async () => {
    const date = daysAhead(50);
    expectState(await everyView(date), "free");

    const created = await call(planner, "POST", "/api/v1/requests", {
      eventType: "Anniversary",
      eventDate: date,
      startTime: "19:00",
      durationMinutes: 240,
      cityFileName: "austin-tx",
      venueName: "The Quiet Orchard",
      guestCount: 80,
      budget: "1500",
      serviceTypeIds: [djId],
      memberId,
      details: "A retirement party with dancing all evening; the guests love soul and funk.",
      clientToken: randomUUID(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { requestId } = created.json() as { requestId: number };
    const quoted = await call(vendor, "POST", `/api/v1/members/${memberId}/leads/${requestId}/quote`, {
      total: "1200",
      deposit: "300",
      included: "Four hours of music, lights and a wireless microphone.",
      cancellationPolicy: "flexible",
      expiresOn: daysAhead(20),
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    const quoteId = (quoted.json() as { quote: { id: number } }).quote.id;
    const accepted = await call(planner, "POST", `/api/v1/quotes/${quoteId}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const bookingId = (accepted.json() as PlannerRequestDto).booking?.id as number;

    const booked = await everyView(date);
    expectState(booked, "booked");
    expect(booked.publicDay?.notes).toEqual([]);
    for (const secret of [DEMO_PLANNER.firstName, DEMO_PLANNER.lastName, "Quiet Orchard", "Anniversary"]) {
      expect(booked.publicJson).not.toContain(secret);
    }
    expect(booked.profileCell).toContain('<span class="profile-calendar__tag">Booked</span>');
    // The dashboard names it a Marquee booking, links its lead, and keeps it apart from the vendor's own entries.
    expect(booked.dashboard).toContain("dash-month__taken--booked");
    expect(booked.dashboard).toMatch(
      new RegExp(
        `<a class="dash-tag dash-tag--booking" href="/dashboard/leads/${requestId}">Marquee booking: Anniversary`,
      ),
    );
    expect(feedEvent(booked.feed, `booking-${bookingId}`)).toMatch(
      new RegExp(`DTSTART[^\\r]*:${date.replace(/-/g, "")}T1900`),
    );
    expect(feedEvent(booked.feed, `booking-${bookingId}`)).toContain("STATUS:CONFIRMED");

    const preview = (await call(planner, "GET", `/api/v1/bookings/${bookingId}/cancellation`)).json() as {
      refundCents: number;
    };
    const cancelled = await call(planner, "POST", `/api/v1/bookings/${bookingId}/cancel`, {
      expectedRefundCents: preview.refundCents,
      reason: "Plans changed",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const freed = await everyView(date);
    expectState(freed, "free");
    expect(freed.dashboard).not.toContain(`href="/dashboard/leads/${requestId}"`);
    // Subscribed calendars drop it: the feed keeps the event, cancelled.
    expect(feedEvent(freed.feed, `booking-${bookingId}`)).toContain("STATUS:CANCELLED");
  });

  it("shows a blackout date as unavailable in all four, its reason only to the vendor, and frees it on removal", async () => {
    const date = daysAhead(61);
    expectState(await everyView(date), "free");
    const added = await call(vendor, "POST", `/api/v1/members/${memberId}/blackout-dates`, {
      date,
      reason: "Family reunion",
    });
    expect(added.statusCode, added.body).toBe(201);
    const blackoutId = (added.json() as { blackoutDate: { id: number } }).blackoutDate.id;

    const blackedOut = await everyView(date);
    expectState(blackedOut, "blackedOut");
    expect(blackedOut.publicJson).not.toContain("reunion");
    expect(blackedOut.profileCell).toContain('<span class="profile-calendar__tag">Unavailable</span>');
    expect(blackedOut.dashboard).toContain("dash-month__taken--blackedOut");
    expect(blackedOut.dashboard).toContain("Family reunion");
    expect(feedEvent(blackedOut.feed, `blackout-${blackoutId}`)).toContain(
      `DTSTART;VALUE=DATE:${date.replace(/-/g, "")}`,
    );

    expect((await call(vendor, "DELETE", `/api/v1/members/${memberId}/blackout-dates/${blackoutId}`)).statusCode).toBe(
      204,
    );
    const freed = await everyView(date);
    expectState(freed, "free");
    expect(freed.dashboard).not.toContain("dash-month__taken--blackedOut");
    expect(feedEvent(freed.feed, `blackout-${blackoutId}`)).toBeUndefined();
  });

  it("shows the vendor's own calendar entry as taken in all four, with its status in public, and frees it on removal", async () => {
    const date = daysAhead(72);
    expectState(await everyView(date), "free");
    const added = await call(vendor, "POST", `/api/v1/members/${memberId}/calendar-entries`, {
      date,
      title: "Company picnic",
      status: "Booked elsewhere",
    });
    expect(added.statusCode, added.body).toBe(201);
    const entryId = (added.json() as { calendarEntry: { id: number } }).calendarEntry.id;

    const held = await everyView(date);
    expectState(held, "own");
    expect(held.publicDay?.notes).toEqual([{ label: "Booked elsewhere", title: "Company picnic" }]);
    expect(held.dashboard).toContain("dash-month__taken--own");
    expect(feedEvent(held.feed, `entry-${entryId}`)).toContain("SUMMARY:Booked elsewhere: Company picnic");

    expect((await call(vendor, "DELETE", `/api/v1/members/${memberId}/calendar-entries/${entryId}`)).statusCode).toBe(
      204,
    );
    expectState(await everyView(date), "free");
  });

  it("answers a month for any vendor, and not for one that doesn't exist", async () => {
    const month = (
      await call(null, "GET", `/api/v1/members/${memberId}/availability?year=2027&month=2`)
    ).json() as PublicCalendarMonth;
    expect(month.days.map((day) => day.date)).toEqual(
      Array.from({ length: 28 }, (_, index) => `2027-02-${String(index + 1).padStart(2, "0")}`),
    );
    expect((await call(null, "GET", "/api/v1/members/999999/availability?year=2027&month=2")).statusCode).toBe(404);
    expect((await call(null, "GET", `/api/v1/members/${memberId}/availability?year=2027&month=13`)).statusCode).toBe(
      400,
    );
  });
});
