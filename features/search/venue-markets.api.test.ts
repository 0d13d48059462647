import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { buildTestApp } from "#tests/support/app.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  const seeded = await createSeededDatabase("pglite", 600);
  database = seeded.database;
  app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type MarketCount = { name: string; file_name: string; venues: number };

/** The live venues of each market, counted here independently of the page's own query. */
async function liveVenuesByMarket(): Promise<MarketCount[]> {
  const result = await database.db.execute<MarketCount>(sql`
    select vm.name, vm.file_name, count(*)::int as venues
    from members m join venue_markets vm on vm.id = m.venue_market_id
    where m.listing_status = 'live' and vm.is_active
    group by vm.name, vm.file_name
    order by venues desc, vm.name`);
  return result.rows;
}

async function page(url: string) {
  const response = await app.inject(url);
  expect(response.statusCode).toBe(200);
  return response.body;
}

const venuesText = (count: number) => (count === 1 ? "1 venue" : `${count} venues`);
const escaped = (text: string) => text.replaceAll("'", "&#x27;");

describe("/venues: the venue markets page", () => {
  it("lists every market that has live venues, with its count, linked to the venue search there", async () => {
    const markets = await liveVenuesByMarket();
    expect(markets.length).toBeGreaterThan(3);
    const html = await page("/venues");
    expect(html).toMatch(/<h1[^>]*>Event venues<\/h1>/);
    const total = markets.reduce((sum, market) => sum + market.venues, 0);
    expect(html).toContain(`${total} venues in ${markets.length} markets`);
    for (const market of markets) {
      expect(html).toContain(`href="/search/venue-${market.file_name}"`);
      expect(html).toContain(
        escaped(`${market.name}</a><span class="link-list__detail"> · ${venuesText(market.venues)}`),
      );
    }
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/venues"/>');
  });

  it("leads with the busiest markets and leaves out a market whose venues all left", async () => {
    const [busiest, ...others] = await liveVenuesByMarket();
    const html = await page("/venues");
    const busiestSection = html.slice(html.indexOf('id="busiest-markets"'), html.indexOf('id="top-vendors"'));
    expect(busiestSection).toContain(`href="/search/venue-${busiest?.file_name}"`);

    const smallest = others.at(-1) as MarketCount;
    await database.db.execute(sql`
      update members set listing_status = 'suspended'
      where venue_market_id = (select id from venue_markets where file_name = ${smallest.file_name})`);
    try {
      expect(await page("/venues")).not.toContain(`href="/search/venue-${smallest.file_name}"`);
    } finally {
      await database.db.execute(sql`
        update members set listing_status = 'live'
        where venue_market_id = (select id from venue_markets where file_name = ${smallest.file_name})`);
    }
  });

  it("links each kind of venue to its own landing page, and is in the sitemap", async () => {
    const html = await page("/venues");
    for (const type of ["wedding-venue", "barn-venue", "garden-venue", "private-dining"]) {
      expect(html).toContain(`href="/services/${type}"`);
    }
    expect(await page("/sitemaps/landing-1.xml")).toContain("/venues</loc>");
  });
});

describe("venue service pages and profiles point to markets", () => {
  it("lists a venue type's markets, not the largest cities, on its service page", async () => {
    const markets = await liveVenuesByMarket();
    const html = await page("/services/wedding-venue");
    expect(html).toContain(">Venue markets</h2>");
    expect(html).toContain(`href="/search/wedding-venue-${markets[0]?.file_name}"`);
    const linked = [...html.matchAll(/href="\/search\/wedding-venue-([a-z0-9-]+)"/g)].map((match) => match[1]);
    const marketFiles = new Set(markets.map((market) => market.file_name));
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((fileName) => marketFiles.has(fileName as string))).toBe(true);
  });

  it("links a venue's profile to the other venues of its market", async () => {
    const result = await database.db.execute<{ path: string; market: string; file_name: string }>(sql`
      select '/' || st.profile_directory || '/' || m.directory as path, vm.name as market, vm.file_name
      from members m
      join service_types st on st.id = m.primary_service_type_id
      join venue_markets vm on vm.id = m.venue_market_id
      where st.is_venue and m.listing_status = 'live'
      order by m.id limit 1`);
    const venue = result.rows[0];
    expect(venue).toBeDefined();
    const html = await page(venue?.path as string);
    const link = new RegExp(`<a href="/search/venue-${venue?.file_name}"[^>]*>([^<]*)</a>`).exec(html);
    expect(link?.[1]).toBe(escaped(`More venues in the ${venue?.market} market`));
  });
});
