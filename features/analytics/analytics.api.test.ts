import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import type { CollectedEvent, InsightsDto } from "./analytics.schema.ts";
import { addDays, utcDay } from "./insights.rules.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const OTHER_BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari";

type StoredEvent = {
  name: string;
  category: string;
  label: string;
  path: string;
  member_id: number | null;
  properties: Record<string, unknown>;
  viewer_role: string;
  visitor_key: string;
  occurred_at: string;
  received_at: string;
};

describe.each(testDatabaseKinds())("first-party analytics and vendor insights on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let planner: SignedIn;
  let demoVendor: SignedIn;
  let admin: SignedIn;
  let vendor: SignedIn;
  let demoMemberId: number;
  let memberId: number;
  let clientId: number;

  const event = (overrides: Partial<CollectedEvent> = {}): CollectedEvent => ({
    name: "Vendor Tile Click",
    category: "Search",
    label: "Neon Nights DJ Co.",
    path: "/search/dj-austin-tx",
    properties: { position: 3, sponsored: false },
    occurredAt: new Date().toISOString(),
    ...overrides,
  });

  const collect = (
    payload: unknown,
    options: { caller?: SignedIn; userAgent?: string | null; contentType?: string; remoteAddress?: string } = {},
  ) =>
    app.inject({
      method: "POST",
      url: "/api/v1/analytics/events",
      remoteAddress: options.remoteAddress ?? "127.0.0.1",
      headers: {
        ...(options.userAgent === null ? {} : { "user-agent": options.userAgent ?? BROWSER }),
        ...(options.caller ? { authorization: `Bearer ${options.caller.accessToken}` } : {}),
        "content-type": options.contentType ?? "application/json",
      },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  const insights = (caller: SignedIn | null, id: number, query = "") =>
    app.inject({
      method: "GET",
      url: `/api/v1/members/${id}/insights${query}`,
      headers: caller ? { authorization: `Bearer ${caller.accessToken}` } : {},
    });

  const storedEvents = async () =>
    (await database.db.execute<StoredEvent>(sql`select * from analytics_events order by id`)).rows;

  const accountOf = async (caller: SignedIn) =>
    (
      (
        await app.inject({
          url: "/api/v1/accounts/me",
          headers: { authorization: `Bearer ${caller.accessToken}` },
        })
      ).json() as { account: { memberId: number; clientId: number } }
    ).account;

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 40);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    demoVendor = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
    demoMemberId = (await accountOf(demoVendor)).memberId;
    clientId = (await accountOf(planner)).clientId;
    // A vendor new to Marquee: every figure on their insights is one this test made.
    const djId = (await services.serviceTypes.list()).find((type) => type.fileName === "dj")?.id as number;
    await services.accounts.signUpMember({
      businessName: "Insightful Beats",
      firstName: "Ida",
      email: "insightful-beats@example.test",
      serviceTypeIds: [djId],
      cityFileName: "austin-tx",
      password: "a long and unusual passphrase 42",
    });
    // As if Ida followed the emailed link that confirms her address.
    await database.db.execute(
      sql`update accounts set email_verified_at = now() where email = 'insightful-beats@example.test'`,
    );
    vendor = await logIn(services, "insightful-beats@example.test", "a long and unusual passphrase 42");
    memberId = (await accountOf(vendor)).memberId;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe("POST /api/v1/analytics/events", () => {
    beforeEach(async () => {
      await database.db.execute(sql`delete from analytics_events`);
    });

    it("stores a batch and answers how many it accepted, with nothing personal kept", async () => {
      const occurredAt = new Date(Date.now() - 5_000).toISOString();
      const response = await collect({
        events: [
          event({ memberId: demoMemberId, occurredAt }),
          event({ name: "Nav Click", category: "Header", label: "Services", path: "/", properties: {} }),
        ],
      });
      expect(response.statusCode, response.body).toBe(202);
      expect(response.json()).toEqual({ accepted: 2 });

      const [tile, nav] = await storedEvents();
      expect(tile).toMatchObject({
        name: "Vendor Tile Click",
        category: "Search",
        label: "Neon Nights DJ Co.",
        path: "/search/dj-austin-tx",
        member_id: demoMemberId,
        properties: { position: 3, sponsored: false },
        viewer_role: "logged out",
      });
      expect(new Date(tile?.occurred_at as string).toISOString()).toBe(occurredAt);
      expect(nav).toMatchObject({ name: "Nav Click", member_id: null, viewer_role: "logged out" });
      expect(tile?.visitor_key).toMatch(/^[\w-]{22}$/);
      expect(nav?.visitor_key).toBe(tile?.visitor_key);
      const columns = await database.db.execute<{ column_name: string }>(
        sql`select column_name from information_schema.columns where table_name = 'analytics_events'`,
      );
      expect(columns.rows.map((row) => row.column_name)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/ip|address|email|account/)]),
      );
    });

    it("takes the viewer's role from the session, never from the body, and counts no administrator", async () => {
      const claimsVendor = { ...event(), viewerRole: "vendor", properties: { viewerRole: "vendor" } };
      expect((await collect({ events: [claimsVendor] })).json()).toEqual({ accepted: 1 });
      expect((await collect({ events: [event()] }, { caller: planner })).json()).toEqual({ accepted: 1 });
      expect((await collect({ events: [event()] }, { caller: demoVendor })).json()).toEqual({ accepted: 1 });
      expect((await collect({ events: [event()] }, { caller: admin })).json()).toEqual({ accepted: 0 });
      expect((await storedEvents()).map((row) => row.viewer_role)).toEqual(["logged out", "planner", "vendor"]);
    });

    it("accepts the batch but stores nothing from bots, health probes or a missing user agent", async () => {
      for (const userAgent of [
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "kube-probe/1.31",
        "ELB-HealthChecker/2.0",
        "",
        null,
      ]) {
        const response = await collect({ events: [event()] }, { userAgent });
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ accepted: 0 });
      }
      expect(await storedEvents()).toEqual([]);
    });

    it("reads a sendBeacon body sent as text/plain with the same schema", async () => {
      const beacon = await collect({ events: [event()] }, { contentType: "text/plain;charset=UTF-8" });
      expect(beacon.statusCode, beacon.body).toBe(202);
      expect(beacon.json()).toEqual({ accepted: 1 });
      const notJson = await collect("events=1", { contentType: "text/plain;charset=UTF-8" });
      expect(notJson.statusCode).toBe(400);
      // Nested as deep as 64 KiB allows: refused as any malformed batch is, never a 500.
      const deep = `{"events":[{"properties":${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}}]}`;
      expect((await collect(deep, { contentType: "text/plain" })).statusCode).toBe(400);
      const badEvent = await collect({ events: [event({ path: "no-slash" })] }, { contentType: "text/plain" });
      expect(badEvent.statusCode).toBe(400);
      expect(badEvent.json()).toMatchObject({
        error: { code: "VALIDATION_FAILED", fields: { "events.0.path": expect.any(String) } },
      });
      expect(await storedEvents()).toHaveLength(1);
    });

    it("refuses a batch that does not follow the schema, naming each field", async () => {
      const unknownName = await collect({ events: [{ ...event(), name: "Clicked Ad" }] });
      expect(unknownName.statusCode).toBe(400);
      expect(unknownName.json()).toMatchObject({
        error: { code: "VALIDATION_FAILED", fields: { "events.0.name": expect.any(String) } },
      });
      const tooMany = await collect({ events: Array.from({ length: 51 }, () => event()) });
      expect(tooMany.statusCode).toBe(400);
      expect(Object.keys(tooMany.json().error.fields)).toEqual(["events"]);
      const empty = await collect({ events: [] });
      expect(Object.keys(empty.json().error.fields)).toEqual(["events"]);
      const badFields = await collect({
        events: [
          event(),
          { ...event(), occurredAt: "yesterday", memberId: -4, properties: { nested: { not: "allowed" } } },
        ],
      });
      expect(badFields.statusCode).toBe(400);
      expect(Object.keys(badFields.json().error.fields)).toEqual(
        expect.arrayContaining(["events.1.occurredAt", "events.1.memberId", "events.1.properties.nested"]),
      );
      const tooManyProperties = await collect({
        events: [
          event({ properties: Object.fromEntries(Array.from({ length: 31 }, (_, index) => [`p${index}`, index])) }),
        ],
      });
      expect(tooManyProperties.statusCode).toBe(400);
      expect(await storedEvents()).toEqual([]);
    });

    it("keys visitors by address and day, never by User-Agent: rotating it from one address counts once", async () => {
      const rotating = [BROWSER, OTHER_BROWSER, `${BROWSER} Edg/131.0`, "Mozilla/5.0 (Windows NT 10.0) Firefox/133.0"];
      /** The visitor keys stored for one event about the vendor from each User-Agent, at these addresses. */
      const visitorKeys = async (addressOf: (index: number) => string) => {
        await database.db.execute(sql`delete from analytics_events`);
        for (const [index, userAgent] of rotating.entries()) {
          const response = await collect(
            { events: [event({ memberId })] },
            { userAgent, remoteAddress: addressOf(index) },
          );
          expect(response.json()).toEqual({ accepted: 1 });
        }
        return new Set((await storedEvents()).map((row) => row.visitor_key)).size;
      };
      expect(await visitorKeys(() => "198.51.100.30")).toBe(1);
      // An IPv6 subscriber's /64 is one address, whichever of its addresses is used.
      expect(await visitorKeys((index) => `2001:db8:4:2::${index + 10}`)).toBe(1);
      expect(await visitorKeys((index) => (index % 2 ? "198.51.100.31" : "198.51.100.32"))).toBe(2);
      // Two addresses, each rotating its User-Agent: two visitors in the vendor's insights.
      const figures = (await insights(vendor, memberId)).json() as InsightsDto;
      expect(figures.engagement).toEqual([{ name: "Vendor Tile Click", count: 2, previousCount: 0 }]);
    });

    it("keeps a browser's time within a day and leaves an unknown vendor unattached", async () => {
      const before = Date.now();
      const response = await collect({
        events: [event({ occurredAt: new Date(before - 3 * 86_400_000).toISOString(), memberId: 2_000_000_000 })],
      });
      expect(response.json()).toEqual({ accepted: 1 });
      const [stored] = await storedEvents();
      expect(stored?.member_id).toBeNull();
      expect(new Date(stored?.occurred_at as string).getTime()).toBeGreaterThanOrEqual(before - 1_000);
    });
  });

  describe("GET /api/v1/members/{id}/insights", () => {
    const today = utcDay(new Date());
    const day = (offset: number) => addDays(today, offset);
    const noon = (offset: number) => `${day(offset)}T12:00:00Z`;

    async function impression(offset: number, visitorKey: string) {
      await database.db.execute(sql`
        insert into search_impressions (member_id, position, result_section, visitor_key, day)
        values (${memberId}, 1, 1, ${visitorKey}, ${day(offset)})`);
    }
    async function hit(offset: number, visitorKey: string, hitType = "Profile") {
      await database.db.execute(sql`
        insert into search_hits (member_id, hit_type, visitor_key, day)
        values (${memberId}, ${hitType}, ${visitorKey}, ${day(offset)})`);
    }
    /** A request sent to the vendor on that day; with `booked`, a quote and a booking made `booked` days later. */
    async function lead(offset: number, booked?: number) {
      const cityId = (
        await database.db.execute<{ id: number }>(sql`select id from locations where file_name = 'austin-tx'`)
      ).rows[0]?.id;
      const created = await database.db.execute<{ id: number }>(sql`
        insert into requests (client_id, event_type, event_date, start_time, duration_minutes, city_id, guest_count,
                              details, client_token, created_at)
        values (${clientId}, 'Birthday party', ${day(60)}, '19:00', 240, ${cityId}, 50,
                'A birthday with dancing all night long.', ${randomUUID()}, ${noon(offset)})
        returning id`);
      const requestId = created.rows[0]?.id as number;
      await database.db.execute(sql`
        insert into request_recipients (request_id, member_id, created_at) values (${requestId}, ${memberId}, ${noon(offset)})`);
      if (booked === undefined) return;
      const quote = await database.db.execute<{ id: number }>(sql`
        insert into quotes (request_id, member_id, total_cents, deposit_cents, included, cancellation_policy, expires_on, status)
        values (${requestId}, ${memberId}, 100000, 25000, 'Four hours of music.', 'moderate', ${day(30)}, 'accepted')
        returning id`);
      await database.db.execute(sql`
        insert into bookings (quote_id, request_id, member_id, client_id, event_date, total_cents, deposit_cents, created_at)
        values (${quote.rows[0]?.id}, ${requestId}, ${memberId}, ${clientId}, ${day(60)}, 100000, 25000,
                ${noon(offset + booked)})`);
    }
    async function olderEvent(offset: number, name: string, visitorKey: string) {
      await database.db.execute(sql`
        insert into analytics_events (name, category, label, path, member_id, properties, viewer_role, visitor_key,
                                      occurred_at)
        values (${name}, 'Profile', '', '/dj/insightful-beats', ${memberId}, '{}'::jsonb, 'planner', ${visitorKey},
                ${noon(offset)})`);
    }

    beforeAll(async () => {
      // This period (the last 30 days): impressions by 3 visitors today, 1 ten days and 1 twenty-nine days ago.
      await impression(0, "visitor-a");
      await impression(0, "visitor-b");
      await impression(0, "visitor-d");
      await impression(-10, "visitor-a");
      await impression(-29, "visitor-c");
      // The previous 30 days, and one further back that only 90 days show.
      await impression(-30, "visitor-a");
      await impression(-45, "visitor-b");
      await impression(-70, "visitor-c");

      await hit(-1, "visitor-a");
      await hit(-1, "visitor-b");
      await hit(-1, "visitor-c", "Impression");
      await hit(-40, "visitor-a");

      await lead(-2, 1);
      await lead(-2);
      await lead(-15);
      await lead(-35, 2);
      await lead(-80, 0);

      await olderEvent(-40, "Viewed Video", "old-visitor");
      await olderEvent(-40, "Web Vitals", "old-visitor");
      await olderEvent(-100, "Viewed Video", "too-old-visitor");
      // Today: two people click the tile (one twice), one plays a video; another vendor's tile is not theirs.
      const about = (name: CollectedEvent["name"]) => event({ name, memberId, path: "/dj/insightful-beats" });
      await collect({ events: [about("Vendor Tile Click"), about("Vendor Tile Click"), about("Viewed Video")] });
      await collect(
        { events: [about("Vendor Tile Click"), about("Web Vitals")] },
        { userAgent: OTHER_BROWSER, remoteAddress: "198.51.100.20" },
      );
      await collect({ events: [event({ memberId: demoMemberId })] });
    });

    it("answers exact daily figures for 30 days, one per day with zeros, and the 30 days before", async () => {
      const response = await insights(vendor, memberId, "?days=30");
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      const body = response.json() as InsightsDto;
      expect(body).toMatchObject({
        memberId,
        vendor: { name: "Insightful Beats", membershipLevel: "Basic", profileUrl: "/dj/insightful-beats" },
        days: 30,
        from: day(-29),
        to: today,
      });
      expect(body.daily).toHaveLength(30);
      expect(body.daily.map((entry) => entry.day)).toEqual(Array.from({ length: 30 }, (_, index) => day(index - 29)));
      const on = (offset: number) => body.daily.find((entry) => entry.day === day(offset));
      expect(on(0)).toEqual({ day: today, searchImpressions: 3, profileViews: 0, leads: 0, bookings: 0 });
      expect(on(-1)).toEqual({ day: day(-1), searchImpressions: 0, profileViews: 2, leads: 0, bookings: 1 });
      expect(on(-2)).toEqual({ day: day(-2), searchImpressions: 0, profileViews: 0, leads: 2, bookings: 0 });
      expect(on(-10)).toMatchObject({ searchImpressions: 1 });
      expect(on(-15)).toMatchObject({ leads: 1 });
      expect(on(-29)).toMatchObject({ searchImpressions: 1 });
      expect(on(-20)).toEqual({ day: day(-20), searchImpressions: 0, profileViews: 0, leads: 0, bookings: 0 });
      expect(body.totals).toEqual({ searchImpressions: 5, profileViews: 2, leads: 3, bookings: 1 });
      expect(body.previousTotals).toEqual({ searchImpressions: 2, profileViews: 1, leads: 1, bookings: 1 });
      expect(body.engagement).toEqual([
        { name: "Vendor Tile Click", count: 2, previousCount: 0 },
        { name: "Viewed Video", count: 1, previousCount: 1 },
      ]);
    });

    it("answers 90 and 365 days, and 30 without asking", async () => {
      const ninety = (await insights(vendor, memberId, "?days=90")).json() as InsightsDto;
      expect(ninety.daily).toHaveLength(90);
      expect(ninety.totals).toEqual({ searchImpressions: 8, profileViews: 3, leads: 5, bookings: 3 });
      expect(ninety.previousTotals).toEqual({ searchImpressions: 0, profileViews: 0, leads: 0, bookings: 0 });
      expect(ninety.engagement).toContainEqual({ name: "Viewed Video", count: 2, previousCount: 1 });
      const year = (await insights(vendor, memberId, "?days=365")).json() as InsightsDto;
      expect(year.daily).toHaveLength(365);
      expect(year.from).toBe(day(-364));
      expect((await insights(vendor, memberId)).json()).toMatchObject({ days: 30, from: day(-29) });
    });

    it("refuses another period with the allowed ones named", async () => {
      for (const query of ["?days=7", "?days=month", "?days="]) {
        const response = await insights(vendor, memberId, query);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: { fields: { days: "days must be 30, 90 or 365." } } });
      }
    });

    it("shows a vendor's insights to that vendor and administrators only", async () => {
      expect((await insights(null, memberId)).statusCode).toBe(401);
      expect((await insights(planner, memberId)).statusCode).toBe(403);
      expect((await insights(demoVendor, memberId)).statusCode).toBe(403);
      expect((await insights(vendor, memberId)).statusCode).toBe(200);
      expect((await insights(admin, memberId)).statusCode).toBe(200);
      expect((await insights(admin, 2_000_000_000)).statusCode).toBe(404);
      expect((await insights(vendor, 0)).statusCode).toBe(400);
    });

    it("shows a new vendor nothing but zeros", async () => {
      // The demo vendor without the year of visitors the seed gives it: as new as a vendor gets.
      await database.db.execute(sql`delete from analytics_events`);
      await database.db.execute(sql`delete from search_impressions where member_id = ${demoMemberId}`);
      await database.db.execute(sql`delete from search_hits where member_id = ${demoMemberId}`);
      const demo = (await insights(demoVendor, demoMemberId)).json() as InsightsDto;
      expect(demo.daily).toHaveLength(30);
      expect(demo.totals).toEqual({ searchImpressions: 0, profileViews: 0, leads: 0, bookings: 0 });
      expect(demo.engagement).toEqual([]);
    });
  });
});
