import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { createTestDatabase } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";

/**
 * The home page's counts and planners' quotes (issue 22, point 5): what the database holds, only what
 * may be shown, and current after the changes that move them.
 */
describe("the home page's marketplace highlights", () => {
  let database: DatabaseHandle;
  let services: Services;
  let app: FastifyInstance;

  beforeAll(async () => {
    const seeded = await createSeededDatabase("pglite", 300);
    database = seeded.database;
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function number(query: ReturnType<typeof sql>): Promise<number> {
    const result = await database.db.execute<{ n: number | string }>(query);
    return Number(result.rows[0]?.n);
  }

  it("counts listed vendors, their counted reviews and the bookings of the last 30 days, as the database does", async () => {
    const highlights = await services.profiles.highlights();
    expect(highlights).toMatchObject({
      vendorCount: await number(sql`select count(*) as n from members where listing_status = 'live'`),
      reviewCount: await number(sql`
        select count(*) as n from feedback f join members m on m.id = f.member_id
        where f.status = 'counted' and m.listing_status = 'live'`),
      recentBookingCount: await number(sql`
        select count(*) as n from bookings
        where status <> 'cancelled' and created_at >= now() - interval '30 days'`),
      recentBookingDays: 30,
    });
    expect(highlights.vendorCount).toBeGreaterThan(0);
    expect(highlights.reviewCount).toBeGreaterThan(0);
  });

  it("quotes the newest five-star reviews of a quotable length, one per vendor, each with the vendor's profile", async () => {
    const { quotes } = await services.profiles.highlights();
    expect(quotes.length).toBe(3);
    expect(new Set(quotes.map((quote) => quote.vendor.profileUrl)).size).toBe(3);
    const rows = await database.db.execute<{ id: number; rating: number; status: string; length: number }>(sql`
      select f.id, f.rating, f.status, char_length(f.body) as length from feedback f
      where f.id in (${sql.join(
        quotes.map((quote) => sql`${quote.id}`),
        sql`, `,
      )})`);
    for (const row of rows.rows) {
      expect(row).toMatchObject({ rating: 5, status: "counted" });
      expect(Number(row.length)).toBeGreaterThanOrEqual(80);
      expect(Number(row.length)).toBeLessThanOrEqual(360);
    }
    for (const quote of quotes) {
      const profile = await app.inject(`/api/v1/profile${quote.vendor.profileUrl}`);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().profile.name).toBe(quote.vendor.name);
    }
  });

  it("features the best-rated reviewed vendor with a photo of each kind the hero shows, in the hero's order", async () => {
    const { featuredVendors } = await services.profiles.highlights();
    const expected: { profileUrl: string; name: string }[] = [];
    for (const type of ["dj", "wedding-venue", "photographer"]) {
      const [best] = (
        await database.db.execute<{ path: string; name: string }>(sql`
          select '/' || t.profile_directory || '/' || m.directory as path, m.name
          from members m join service_types t on t.id = m.primary_service_type_id
          where t.file_name = ${type} and m.listing_status = 'live' and m.review_count >= 3
            and m.main_photo_id is not null
          order by m.rating_average desc nulls last, m.review_count desc, m.id limit 1`)
      ).rows;
      if (best) expected.push({ profileUrl: best.path, name: best.name });
    }
    expect(expected.length).toBeGreaterThanOrEqual(2);
    expect(featuredVendors.map(({ profileUrl, name }) => ({ profileUrl, name }))).toEqual(expected);
    for (const vendor of featuredVendors) expect(vendor.photoUrl).toMatch(/^\/images\/rs_348\.348\//);
  });

  it("shows a new review at once with contact details hidden, and drops a vendor whose listing is taken down", async () => {
    const [vendor] = (
      await database.db.execute<{ id: number; name: string }>(sql`
        select id, name from members where listing_status = 'live' order by id desc limit 1`)
    ).rows;
    if (!vendor) throw new Error("the seeded database has no live vendor");
    const body =
      "Our guests still talk about the night. Booked in a week, on time, and the dance floor never emptied. Call me at 512-555-0143 for a reference.";
    await database.db.execute(sql`
      insert into feedback (member_id, reviewer_name, rating, body, event_type, status, created_at)
      values (${vendor.id}, 'Priya', 5, ${body}, 'Anniversary', 'counted', now() + interval '1 minute')`);
    // The review services' write path tells the profiles service, as this does.
    services.profiles.forgetProfiles();
    const before = await services.profiles.highlights();
    expect(before.quotes[0]).toMatchObject({ reviewerName: "Priya", eventType: "Anniversary" });
    expect(before.quotes[0]?.vendor.name).toBe(vendor.name);
    expect(before.quotes[0]?.body).not.toContain("512-555-0143");
    expect(before.quotes[0]?.body).toContain("Our guests still talk about the night.");

    await database.db.execute(sql`update members set listing_status = 'suspended' where id = ${vendor.id}`);
    services.profiles.forgetProfiles();
    const after = await services.profiles.highlights();
    expect(after.vendorCount).toBe(before.vendorCount - 1);
    expect(after.quotes.map((quote) => quote.vendor.name)).not.toContain(vendor.name);
    expect(after.reviewCount).toBeLessThan(before.reviewCount);
  });

  it("puts the counts under the search and the quotes on the page", async () => {
    const { vendorCount, quotes, featuredVendors } = await services.profiles.highlights();
    const page = await app.inject("/");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Marquee in numbers");
    expect(page.body).toContain(vendorCount.toLocaleString("en-US"));
    expect(page.body).toContain("What planners say");
    for (const quote of quotes) expect(page.body).toContain(`href="${quote.vendor.profileUrl}"`);
    const collage = /<ul class="hero-collage"[\s\S]*?<\/ul>/.exec(page.body)?.[0] ?? "";
    for (const vendor of featuredVendors) expect(collage).toContain(`href="${vendor.profileUrl}"`);
  });

  it("before the first listing, the home page shows neither counts nor quotes", async () => {
    const empty = await createTestDatabase("pglite");
    const emptyApp = await buildTestApp(empty);
    try {
      const page = await emptyApp.inject("/");
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain("Marquee in numbers");
      expect(page.body).not.toContain("What planners say");
      expect(page.body).not.toContain("hero-collage");
    } finally {
      await emptyApp.close();
      await empty.close();
    }
  });
});
