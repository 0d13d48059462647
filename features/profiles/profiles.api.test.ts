import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { buildTestApp } from "#tests/support/app.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import type { ProfileDto } from "./profiles.schema.ts";

let database: DatabaseHandle;
let uploadsDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  const seeded = await createSeededDatabase("pglite", 600);
  database = seeded.database;
  uploadsDir = seeded.uploadsDir;
  app = await buildTestApp(database, { uploadsDir });
});

/** After an edit straight in the database, which the running app's kept profiles cannot know of. */
async function restartApp() {
  await app.close();
  app = await buildTestApp(database, { uploadsDir });
}
afterAll(async () => {
  await app.close();
  await database.close();
});

async function getJson(url: string) {
  const response = await app.inject(url);
  return { status: response.statusCode, body: response.json() };
}
async function one<T>(query: string): Promise<T> {
  return (await database.db.execute<T & Record<string, unknown>>(sql.raw(query))).rows[0] as T;
}

describe("GET /api/v1/profile{path} (SPEC sections 3, 4 and 7)", () => {
  it("returns the whole profile of a vendor by its readable URL", async () => {
    const { status, body } = await getJson("/api/v1/profile/dj/neon-nights-dj-co");
    expect(status).toBe(200);
    const profile = body.profile as ProfileDto;
    expect(profile).toMatchObject({
      name: "Neon Nights DJ Co.",
      directory: "neon-nights-dj-co",
      profileUrl: "/dj/neon-nights-dj-co",
      isPremium: true,
    });
    expect(profile.city.displayName).toBe("Austin, TX");
    expect(profile.primaryServiceType.fileName).toBe("dj");
    expect(profile.feedback.total).toBe(profile.reviewCount);
    expect(profile.photos.items.length).toBeGreaterThan(0);
    expect(profile.photos.items[0]?.thumbnailUrl).toMatch(/^\/images\/rs_348\.348\//);
    expect(profile.premiumProfiles).toEqual([]);
  });

  it("breaks the rating down by stars: the counted reviews the average is made of", async () => {
    const profile = (await getJson("/api/v1/profile/dj/neon-nights-dj-co")).body.profile as ProfileDto;
    const counted = await database.db.execute<{ rating: number; count: number }>(sql`
      select rating, count(*)::int as count from feedback
      where member_id = ${profile.id} and status = 'counted' group by rating`);
    expect(profile.ratingBreakdown).toEqual(
      [5, 4, 3, 2, 1].map((stars) => ({
        stars,
        count: counted.rows.find((row) => row.rating === stars)?.count ?? 0,
      })),
    );
    const total = profile.ratingBreakdown.reduce((sum, entry) => sum + entry.count, 0);
    expect(total).toBeGreaterThan(0);
    const average = profile.ratingBreakdown.reduce((sum, entry) => sum + entry.stars * entry.count, 0) / total;
    expect(average).toBeCloseTo(profile.rating, 1);
  });

  it("answers 404 for an unknown vendor, a wrong directory or an extra segment (empty content is a 404)", async () => {
    expect((await getJson("/api/v1/profile/dj/nobody-at-all")).status).toBe(404);
    expect((await getJson("/api/v1/profile/magician/neon-nights-dj-co")).status).toBe(404);
    expect((await getJson("/api/v1/profile/dj/neon-nights-dj-co/more")).status).toBe(404);
    expect((await getJson("/api/v1/profile/dj")).status).toBe(404);
  });
});

describe("venue premium fill (SPEC section 4)", () => {
  async function venueWhere(condition: string) {
    return one<{ id: number; path: string; market: number }>(`
      select m.id, '/' || st.profile_directory || '/' || m.directory as path, m.venue_market_id as market
      from members m join service_types st on st.id = m.primary_service_type_id
      where st.is_venue and m.venue_market_id is not null and ${condition}
        and (select count(*) from members p join service_types pt on pt.id = p.primary_service_type_id
             where pt.is_venue and p.venue_market_id = m.venue_market_id and p.membership_level <> 'Basic' and p.id <> m.id) >= 1
      order by m.id limit 1`);
  }

  it("fills a non-premium venue with up to 4 paid venue vendors of its market", async () => {
    const venue = await venueWhere("m.membership_level <> 'Premium' and m.member_level <> -9");
    const profile = (await getJson(`/api/v1/profile${venue.path}`)).body.profile as ProfileDto;
    expect(profile.isPremium).toBe(false);
    expect(profile.venue?.market.id).toBe(venue.market);
    expect(profile.premiumProfiles.length).toBeGreaterThan(0);
    expect(profile.premiumProfiles.length).toBeLessThanOrEqual(4);
    expect(
      profile.premiumProfiles.every((item) => item.membershipLevel !== "Basic" && item.memberId !== venue.id),
    ).toBe(true);
  });

  it("does not fill a venue whose member level is -9, nor a premium venue", async () => {
    const venue = await venueWhere("m.membership_level <> 'Premium'");
    await database.db.execute(sql`update members set member_level = -9 where id = ${venue.id}`);
    await restartApp();
    expect(((await getJson(`/api/v1/profile${venue.path}`)).body.profile as ProfileDto).premiumProfiles).toEqual([]);
    await database.db.execute(
      sql`update members set member_level = 0, membership_level = 'Premium' where id = ${venue.id}`,
    );
    await restartApp();
    const premium = (await getJson(`/api/v1/profile${venue.path}`)).body.profile as ProfileDto;
    expect(premium.isPremium).toBe(true);
    expect(premium.premiumProfiles).toEqual([]);
  });
});

describe("GET /api/v1/profiles/{id}/feedback", () => {
  it("sorts newest, highest and lowest, and pages", async () => {
    const newest = (await getJson("/api/v1/profiles/1/feedback?take=50")).body;
    const dates = newest.items.map((review: { createdAt: string }) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const highest = (await getJson("/api/v1/profiles/1/feedback?take=50&sortType=highest")).body.items.map(
      (review: { rating: number }) => review.rating,
    );
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    const lowest = (await getJson("/api/v1/profiles/1/feedback?take=50&sortType=lowest")).body.items.map(
      (review: { rating: number }) => review.rating,
    );
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    const first = (await getJson("/api/v1/profiles/1/feedback?take=2")).body;
    const second = (await getJson("/api/v1/profiles/1/feedback?skip=2&take=2")).body;
    expect(first.items.map((review: { id: number }) => review.id)).toEqual(
      newest.items.slice(0, 2).map((review: { id: number }) => review.id),
    );
    expect(second.items.map((review: { id: number }) => review.id)).toEqual(
      newest.items.slice(2, 4).map((review: { id: number }) => review.id),
    );
    expect((await getJson(`/api/v1/profiles/1/feedback?skip=${newest.total}`)).body.items).toEqual([]);
  });
  it("rejects bad input and unknown vendors", async () => {
    expect((await getJson("/api/v1/profiles/1/feedback?sortType=best")).status).toBe(400);
    expect((await getJson("/api/v1/profiles/1/feedback?take=0")).status).toBe(400);
    expect((await getJson("/api/v1/profiles/abc/feedback")).status).toBe(400);
    expect((await getJson("/api/v1/profiles/999999/feedback")).status).toBe(404);
  });
});

describe("calendar calls", () => {
  it("lists upcoming events soonest first and past events latest first", async () => {
    const { id } = await one<{ id: number }>(
      "select member_id as id from calendar_events group by member_id having count(*) filter (where event_date >= current_date) > 1 and count(*) filter (where event_date < current_date) > 1 order by member_id limit 1",
    );
    const upcoming = (
      await getJson(`/api/v1/profile/calendar-events?memberId=${id}&isPast=false&take=50`)
    ).body.items.map((event: { eventDate: string }) => event.eventDate);
    const past = (await getJson(`/api/v1/profile/calendar-events?memberId=${id}&isPast=true&take=50`)).body.items.map(
      (event: { eventDate: string }) => event.eventDate,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(upcoming).toEqual([...upcoming].sort());
    expect(upcoming.every((date: string) => date >= today)).toBe(true);
    expect(past).toEqual([...past].sort().reverse());
    expect(past.every((date: string) => date < today)).toBe(true);
    expect((await getJson(`/api/v1/profile/calendar-events?memberId=${id}&isPast=maybe`)).status).toBe(400);
    expect((await getJson("/api/v1/profile/calendar-events")).status).toBe(400);
  });

  it("gives a month's blackout dates and calendar entries, and nothing from the next month", async () => {
    await database.db.execute(
      sql`insert into blackout_dates (member_id, blackout_date) values (2, '2027-03-31'), (2, '2027-04-01')`,
    );
    await database.db.execute(
      sql`insert into calendar_entries (member_id, entry_date, title, status) values (2, '2027-03-15', 'Hold for the Garcia wedding', 'Hold')`,
    );
    expect((await getJson("/api/v1/profile/blackout-dates?memberId=2&year=2027&month=3")).body.blackoutDates).toContain(
      "2027-03-31",
    );
    expect(
      (await getJson("/api/v1/profile/blackout-dates?memberId=2&year=2027&month=3")).body.blackoutDates,
    ).not.toContain("2027-04-01");
    const entries = (await getJson("/api/v1/profile/calendar-entries?memberId=2&year=2027&month=3")).body
      .calendarEntries;
    expect(entries).toContainEqual(
      expect.objectContaining({ date: "2027-03-15", title: "Hold for the Garcia wedding", status: "Hold" }),
    );
    const { status, body } = await getJson("/api/v1/profile/blackout-dates?memberId=2&year=2027&month=13");
    expect(status).toBe(400);
    expect(body.error.message).toBe("month must be 1 to 12.");
    expect((await getJson("/api/v1/profile/calendar-entries?memberId=999999&year=2027&month=3")).status).toBe(404);
  });
});

describe("GET /api/v1/profiles/{id}/photos", () => {
  it("pages through a vendor's photos", async () => {
    const all = (await getJson("/api/v1/profiles/1/photos?take=50")).body;
    const first = (await getJson("/api/v1/profiles/1/photos?take=2")).body;
    expect(first.total).toBe(all.total);
    expect(first.items.map((photo: { id: number }) => photo.id)).toEqual(
      all.items.slice(0, 2).map((photo: { id: number }) => photo.id),
    );
    expect((await getJson("/api/v1/profiles/1/photos?take=51")).status).toBe(400);
    expect((await getJson("/api/v1/profiles/999999/photos")).status).toBe(404);
  });
});

describe("GET /api/v1/members/{id} and venue URLs", () => {
  it("returns public fields only, with the parts asked for", async () => {
    const { body } = await getJson(
      "/api/v1/members/1?load=City,PrimaryServiceType,ProvidedServiceTypes,MainProfileImage",
    );
    expect(body.member).toMatchObject({ id: 1, name: "Neon Nights DJ Co.", profileUrl: "/dj/neon-nights-dj-co" });
    expect(body.member.city.displayName).toBe("Austin, TX");
    expect(body.member.primaryServiceType.fileName).toBe("dj");
    expect(body.member.providedServiceTypes.length).toBeGreaterThan(0);
    expect(body.member.mainProfileImage.thumbnailUrl).toMatch(/^\/images\//);
    expect(body.member).not.toHaveProperty("email");
    expect(body.member).not.toHaveProperty("phone");
    expect((await getJson("/api/v1/members/1")).body.member).not.toHaveProperty("city");
    expect((await getJson("/api/v1/members/1?load=Secrets")).status).toBe(400);
    expect((await getJson("/api/v1/members/999999")).status).toBe(404);
  });
  it("lists every venue profile URL, a page at a time", async () => {
    const { body } = await getJson("/api/v1/members/profile/venue-urls");
    expect(body.venueUrls.length).toBeGreaterThan(5);
    expect(body.venueUrls.every((url: string) => /^\/venue\/[a-z0-9-]+$/.test(url))).toBe(true);
    expect(body.nextAfter).toBeNull();
    const paged: string[] = [];
    let after = 0;
    for (let page = 0; page < body.venueUrls.length; page += 1) {
      const next = (await getJson(`/api/v1/members/profile/venue-urls?take=2&after=${after}`)).body;
      expect(next.venueUrls.length).toBeLessThanOrEqual(2);
      paged.push(...next.venueUrls);
      if (next.nextAfter === null) break;
      after = next.nextAfter;
    }
    expect(paged).toEqual(body.venueUrls);
    expect((await getJson("/api/v1/members/profile/venue-urls?take=1001")).status).toBe(400);
  });
});
