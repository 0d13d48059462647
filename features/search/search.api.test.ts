import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { buildTestApp } from "#tests/support/app.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import type { SearchResponse } from "./search.schema.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

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

async function getJson(url: string) {
  const response = await app.inject({ url, headers: { "user-agent": BROWSER } });
  return { status: response.statusCode, body: response.json() };
}

describe("GET /api/v1/servicetypes (SPEC section 7)", () => {
  it("finds service types by any name, best match first", async () => {
    const { status, body } = await getJson("/api/v1/servicetypes?query=dj&take=5");
    expect(status).toBe(200);
    expect(body.serviceTypes[0].fileName).toBe("dj");
    expect(body.serviceTypes).toHaveLength(5);
    expect((await getJson("/api/v1/servicetypes?query=disc%20jockey")).body.serviceTypes[0].fileName).toBe("dj");
    expect((await getJson("/api/v1/servicetypes?query=zzzz")).body.serviceTypes).toEqual([]);
  });
  it("includes venue categories", async () => {
    const { body } = await getJson("/api/v1/servicetypes?query=venue");
    expect(body.serviceTypes.some((type: { isVenue: boolean }) => type.isVenue)).toBe(true);
  });
  it("lists signup categories, kids types and secondary types", async () => {
    const signup = (await getJson("/api/v1/servicetypes?getOnlySignupCategories=true")).body.serviceTypes;
    expect(signup.length).toBeGreaterThan(10);
    const kids = (await getJson("/api/v1/servicetypes/gigkids")).body.serviceTypes;
    expect(kids.every((type: { isKids: boolean }) => type.isKids)).toBe(true);
    expect(kids.map((type: { fileName: string }) => type.fileName)).toContain("kids-party-entertainment");
    const secondary = (await getJson("/api/v1/servicetypes/100/secondaryservicetypes")).body.serviceTypes;
    expect(secondary.length).toBeGreaterThan(0);
    expect((await getJson("/api/v1/servicetypes/99999/secondaryservicetypes")).status).toBe(404);
    expect((await getJson("/api/v1/servicetypes/abc/secondaryservicetypes")).status).toBe(400);
  });
  it("rejects bad input with a 400", async () => {
    expect((await getJson("/api/v1/servicetypes?take=0")).status).toBe(400);
    expect((await getJson("/api/v1/servicetypes?getOnlySignupCategories=maybe")).status).toBe(400);
  });
  it("lists service attributes", async () => {
    const { body } = await getJson("/api/v1/serviceattributes");
    expect(body.serviceAttributes.length).toBeGreaterThan(10);
  });
});

describe("GET /api/v1/members/autocomplete (SPEC section 7)", () => {
  it("finds members by the start of their name, in both parameter spellings", async () => {
    const lower = await getJson("/api/v1/members/autocomplete?startswith=neon%20nights&alsomatchcitystate=true");
    expect(lower.body.members[0]).toMatchObject({
      name: "Neon Nights DJ Co.",
      profileUrl: "/dj/neon-nights-dj-co",
      cityDisplayName: "Austin, TX",
    });
    const upper = await getJson("/api/v1/members/autocomplete?startsWith=neon%20nights");
    expect(upper.body.members[0].name).toBe("Neon Nights DJ Co.");
  });
  it("narrows by place after a comma when asked to match city and state", async () => {
    expect(
      (await getJson("/api/v1/members/autocomplete?startswith=neon,%20austin&alsomatchcitystate=true")).body.members[0]
        .name,
    ).toBe("Neon Nights DJ Co.");
    expect(
      (await getJson("/api/v1/members/autocomplete?startswith=neon,%20fairbanks&alsomatchcitystate=true")).body.members,
    ).toEqual([]);
  });
  it("applies the DJ rule: the name after 'DJ' or 'The' is enough", async () => {
    const rows = await database.db.execute<{ name: string }>(
      sql`select name from members where name ilike 'the %' order by id limit 1`,
    );
    const name = rows.rows[0]?.name as string;
    const rest = name.slice(4, 10);
    const without = await getJson(`/api/v1/members/autocomplete?startsWith=${encodeURIComponent(rest)}`);
    const withRule = await getJson(
      `/api/v1/members/autocomplete?startsWith=${encodeURIComponent(rest)}&useTheDjRule=true&take=25`,
    );
    expect(without.body.members.map((member: { name: string }) => member.name)).not.toContain(name);
    expect(withRule.body.members.map((member: { name: string }) => member.name)).toContain(name);
  });
  it("needs at least 2 characters", async () => {
    const { status, body } = await getJson("/api/v1/members/autocomplete?startsWith=n");
    expect(status).toBe(400);
    expect(body.error.fields.startsWith).toBe("startsWith needs at least 2 characters.");
  });
});

describe("locations (SPEC section 7)", () => {
  it("suggests cities by the start of their name, largest first, 15 at most", async () => {
    const { body } = await getJson(
      "/api/v1/locations?startsWith=san&take=15&includeCities=true&includeStatesAndProvinces=false&includeAlternateCityNames=true&includeCounties=false",
    );
    expect(body.locations).toHaveLength(15);
    expect(body.locations[0].displayName).toMatch(/^San (Antonio|Diego|Jose|Francisco)/);
    expect(body.locations.every((location: { kind: string }) => location.kind === "city")).toBe(true);
  });
  it("understands 'City, ST' and includes states and provinces when asked", async () => {
    expect((await getJson("/api/v1/locations?startsWith=austin,%20tx")).body.locations[0].fileName).toBe("austin-tx");
    const states = (await getJson("/api/v1/locations?startsWith=onta&includeStatesAndProvinces=true")).body.locations;
    expect(states[0]).toMatchObject({ kind: "state", fileName: "ontario", displayName: "Ontario" });
  });
  it("rejects a missing startsWith and an oversized take", async () => {
    expect((await getJson("/api/v1/locations")).status).toBe(400);
    expect((await getJson("/api/v1/locations?startsWith=a&take=500")).status).toBe(400);
  });
  it("lists a state's cities, and its service page cities", async () => {
    const all = (await getJson("/api/v1/cities?stateAbbreviation=TX&take=1000")).body.locations;
    const some = (await getJson("/api/v1/cities?stateAbbreviation=tx&onlyStateServicePageCities=true")).body.locations;
    expect(all.length).toBeGreaterThan(100);
    expect(some).toHaveLength(12);
    expect((await getJson("/api/v1/cities?stateAbbreviation=ZZ")).status).toBe(404);
  });
  it("places an unknown address at the documented default, and caches the answer", async () => {
    const response = await app.inject({ url: "/api/v1/geolocation", remoteAddress: "127.0.0.1" });
    expect(response.statusCode).toBe(200);
    expect(response.json().location).toMatchObject({ fileName: "new-york-city-ny", isGeoLocation: true });
    expect(response.headers["cache-control"]).toBe("private, max-age=86400");
  });
  it("lists active venue markets", async () => {
    const { body } = await getJson("/api/v1/venues/active-markets");
    expect(body.venueMarkets.length).toBeGreaterThan(50);
  });
});

describe("search lookups (SPEC sections 3, 5 and 7)", () => {
  it("resolves a url to a service type and a place, with a stable id", async () => {
    const first = (await getJson("/api/v1/search-lookups/dj-austin-tx")).body.searchLookup;
    expect(first).toMatchObject({
      url: "dj-austin-tx",
      canonicalUrl: "/search/dj-austin-tx",
      isVenue: false,
      isValidSearch: true,
      isSearchById: false,
    });
    expect(first.serviceType.fileName).toBe("dj");
    expect(first.location.fileName).toBe("austin-tx");
    expect((await getJson("/api/v1/search-lookups/dj-austin-tx")).body.searchLookup.id).toBe(first.id);
  });
  it("resolves states, and alternate names to the canonical lookup", async () => {
    expect((await getJson("/api/v1/search-lookups/dj-texas")).body.searchLookup.location).toMatchObject({
      kind: "state",
      fileName: "texas",
    });
    expect((await getJson("/api/v1/search-lookups/disc-jockey-austin-tx")).body.searchLookup.url).toBe("dj-austin-tx");
  });
  it("answers 'url is required.' when the url is missing", async () => {
    for (const url of ["/api/v1/search-lookups/%20", "/api/v1/search-lookups"]) {
      const { status, body } = await getJson(url);
      expect(status).toBe(400);
      expect(body.error.message).toBe("url is required.");
    }
  });
  it("answers 404 for a url that names nothing", async () => {
    expect((await getJson("/api/v1/search-lookups/not-a-thing")).status).toBe(404);
  });
  it("lists landing page lookups by state or by city", async () => {
    const states = (await getJson("/api/v1/search-lookups?serviceTypeId=100&locationType=state")).body.searchLookups;
    expect(states).toHaveLength(64);
    expect(states.map((link: { url: string }) => link.url)).toContain("dj-texas");
    const cities = (
      await getJson(
        "/api/v1/search-lookups?serviceTypeId=100&locationType=city&onlyStateServicePageCities=true&StateAbbreviation=TX",
      )
    ).body.searchLookups;
    expect(cities).toHaveLength(12);
    expect((await getJson("/api/v1/search-lookups?serviceTypeId=99999")).status).toBe(404);
  });
  it("groups a lookup's state cities A-J, K-Q and R-Z", async () => {
    const lookup = (await getJson("/api/v1/search-lookups/dj-austin-tx")).body.searchLookup;
    const { body } = await getJson(`/api/v1/search-lookups/${lookup.id}/city-groups`);
    expect(body.cityGroups.map((group: { letterGroup: string }) => group.letterGroup)).toEqual(["A-J", "K-Q", "R-Z"]);
    const [aj, kq, rz] = body.cityGroups;
    expect(aj.cities.every((city: { name: string }) => /^[A-J]/i.test(city.name))).toBe(true);
    expect(kq.cities.every((city: { name: string }) => /^[K-Q]/i.test(city.name))).toBe(true);
    expect(rz.cities.every((city: { name: string }) => /^[R-Z]/i.test(city.name))).toBe(true);
    expect((await getJson("/api/v1/search-lookups/999999/city-groups")).status).toBe(404);
  });
});

describe("GET /api/v1/search/{lookup}/{slug} (SPEC sections 3, 4, 5, 7 and 9)", () => {
  const search = async (url: string) => (await getJson(url)).body as SearchResponse;

  it("returns the search info and a first page of at most 25 results", async () => {
    const result = await search("/api/v1/search/dj-new-york-city-ny/results");
    expect(result.resultType).toMatch(/STANDARD_SEARCH|OBSCURE_CATEGORY_SEARCH/);
    expect(result.results.length).toBeLessThanOrEqual(25);
    expect(result.searchInfo.canonicalUrl).toBe("/search/dj-new-york-city-ny");
    expect(result.searchInfo.searchCopy.heading).toBe("DJs in New York City, NY");
    expect(result.results[0]).toMatchObject({ requestFormID: result.results[0]?.memberId });
  });

  it("pages without repeats: 25 first, then 12 at the next offset", async () => {
    const base = "/api/v1/search/dj/results";
    const first = await search(`${base}?take=25`);
    const second = await search(`${base}?skip=25&take=12`);
    expect(first.searchInfo.totalResults).toBeGreaterThan(25);
    const ids = [...first.results, ...second.results].map((item) => item.memberId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(second.results.length).toBeLessThanOrEqual(12);
  });

  it("keeps the recommended order stable for one seed and changes it with overrideSortSeed", async () => {
    const a = await search("/api/v1/search/dj/results?overrideSortSeed=1");
    const b = await search("/api/v1/search/dj/results?overrideSortSeed=1");
    const c = await search("/api/v1/search/dj/results?overrideSortSeed=987654");
    expect(b.results.map((item) => item.memberId)).toEqual(a.results.map((item) => item.memberId));
    expect(c.results.map((item) => item.memberId)).not.toEqual(a.results.map((item) => item.memberId));
  });

  it("sorts by most reviewed (2) and most booked (3)", async () => {
    const reviewed = await search("/api/v1/search/dj/results?sort=2");
    const counts = reviewed.results.map((item) => item.reviewCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    const booked = await search("/api/v1/search/dj/results?sort=3");
    const bookings = booked.results.map((item) => item.bookingCount);
    expect(bookings).toEqual([...bookings].sort((x, y) => y - x));
    expect((await getJson("/api/v1/search/dj-texas/results?sort=4")).status).toBe(400);
  });

  it("leaves out vendors blacked out or booked on the event date", async () => {
    const everyone = await search("/api/v1/search/dj/results?take=220");
    const before = await search("/api/v1/search/dj/results?take=220&eventDate=2027-02-14");
    const victim = before.results[0]?.memberId as number;
    await database.db.execute(
      sql`insert into blackout_dates (member_id, blackout_date) values (${victim}, '2027-02-14')`,
    );
    // Rankings are cached for a few minutes (decision 005); another seed asks for a fresh one.
    const after = await search("/api/v1/search/dj/results?take=220&eventDate=2027-02-14&overrideSortSeed=77");
    expect(after.results.map((item) => item.memberId)).not.toContain(victim);
    expect(after.searchInfo.totalResults).toBe(before.searchInfo.totalResults - 1);
    expect(after.searchInfo.totalFullSearchResults).toBe(everyone.searchInfo.totalResults);
    expect((await getJson("/api/v1/search/dj-texas/results?eventDate=14/02/2027")).status).toBe(400);
  });

  it("filters by price range: a vendor's stated range must reach into the budget", async () => {
    const everyone = await search("/api/v1/search/dj/results?take=220");
    const budget = await search("/api/v1/search/dj/results?take=220&minPrice=400&maxPrice=600");
    expect(budget.searchInfo.totalResults).toBeGreaterThan(0);
    expect(budget.searchInfo.totalResults).toBeLessThan(everyone.searchInfo.totalResults);
    expect(everyone.searchInfo.totalResults).toBeLessThanOrEqual(220);
    for (const item of budget.results) {
      expect(item.payRangeLow).not.toBeNull();
      expect(item.payRangeLow).toBeLessThanOrEqual(600);
      expect(item.payRangeHigh ?? item.payRangeLow).toBeGreaterThanOrEqual(400);
    }
    // Every vendor in range is found: none of those left out reaches into the budget.
    const kept = new Set(budget.results.map((item) => item.memberId));
    const leftOut = everyone.results.filter((item) => !kept.has(item.memberId));
    for (const item of leftOut) {
      const reaches =
        item.payRangeLow !== null && item.payRangeLow <= 600 && (item.payRangeHigh ?? item.payRangeLow) >= 400;
      expect(reaches).toBe(false);
    }
    expect(budget.searchInfo.totalFullSearchResults).toBe(everyone.searchInfo.totalResults);
    expect((await getJson("/api/v1/search/dj/results?maxPrice=-1")).status).toBe(400);
    expect((await getJson("/api/v1/search/dj/results?maxPrice=1000001")).status).toBe(400);
    expect((await getJson("/api/v1/search/dj/results?minPrice=1e3")).status).toBe(400);
  });

  it("counts 'see all' as the page without the filters would search, however far the filters widened it", async () => {
    const everyone = await search("/api/v1/search/dj-new-york-city-ny/results?distance=25");
    const nobody = await search("/api/v1/search/dj-new-york-city-ny/results?distance=25&minPrice=1000000");
    expect(nobody.resultType).toBe("OBSCURE_NATIONAL_SEARCH");
    expect(nobody.searchInfo.totalResults).toBe(0);
    expect(nobody.searchInfo.totalFullSearchResults).toBe(everyone.searchInfo.totalResults);
  });

  it("filters by service attributes: the vendor has every one named", async () => {
    const [first, second] = ["takes-requests", "own-sound-system"];
    const one = await search(`/api/v1/search/dj/results?take=220&attributes=${first}`);
    const both = await search(`/api/v1/search/dj/results?take=220&attributes=${second},${first}`);
    const everyone = await search("/api/v1/search/dj/results?take=220");
    expect(both.searchInfo.totalResults).toBeGreaterThan(0);
    expect(both.searchInfo.totalResults).toBeLessThan(one.searchInfo.totalResults);
    expect(one.searchInfo.totalResults).toBeLessThanOrEqual(everyone.searchInfo.totalResults);
    const holders = await database.db.execute<{ member_id: number; slugs: string[] }>(sql`
      select a.member_id, array_agg(s.slug) as slugs from member_service_attributes a
      join service_attributes s on s.id = a.service_attribute_id group by a.member_id`);
    const slugsOf = new Map(holders.rows.map((row) => [row.member_id, row.slugs]));
    for (const item of both.results)
      expect(slugsOf.get(item.memberId)).toEqual(expect.arrayContaining([first, second]));
    const everyHolder = everyone.results.filter((item) =>
      [first, second].every((slug) => slugsOf.get(item.memberId)?.includes(slug)),
    );
    expect(both.results.map((item) => item.memberId).sort()).toEqual(everyHolder.map((item) => item.memberId).sort());
    // A slug no vendor has finds no one; a malformed list is refused.
    expect((await search("/api/v1/search/dj/results?attributes=no-such-attribute")).searchInfo.totalResults).toBe(0);
    expect((await getJson("/api/v1/search/dj/results?attributes=Takes%20Requests")).status).toBe(400);
    expect((await getJson("/api/v1/search/dj/results?attributes=a,,b")).status).toBe(400);
  });

  it("counts sponsored listings as spotlight only with member level >= -2 and a spotlight id", async () => {
    const result = await search("/api/v1/search/dj-texas/results");
    for (const listing of result.searchInfo.sponsoredListings) {
      expect(listing.isSpotlight).toBe(true);
      expect(listing.memberLevel).toBeGreaterThanOrEqual(-2);
      expect(listing.spotlightId).not.toBeNull();
    }
  });

  it("widens to the region, then the country, when a place has too few vendors", async () => {
    const result = await search("/api/v1/search/harpist-fairbanks-ak/results");
    expect(result.resultType).toMatch(/OBSCURE_(CATEGORY|NATIONAL)_SEARCH/);
    expect(result.searchInfo.totalResults).toBeGreaterThan(0);
  });

  it("applies the venue rules: venue search in a market, invalid venue search outside any", async () => {
    expect((await search("/api/v1/search/wedding-venue-austin-tx/results")).resultType).toBe("VENUE_SEARCH");
    const invalid = await search("/api/v1/search/wedding-venue-flagstaff-az/results");
    expect(invalid.resultType).toBe("INVALID_VENUE_SEARCH");
    expect(invalid.results).toEqual([]);
    const paid = await search("/api/v1/search/wedding-venue-austin-tx/results?excludeNonPaidVenues=true&take=220");
    expect(paid.results.every((item) => item.membershipLevel !== "Basic")).toBe(true);
  });

  it("lists single search page types nationwide as a vendor directory", async () => {
    expect((await search("/api/v1/search/virtual-dj/results")).resultType).toBe("VENDOR_DIRECTORY");
  });

  it("searches by lookup id, and serves related vendors as their own section", async () => {
    const lookup = (await getJson("/api/v1/search-lookups/dj-texas")).body.searchLookup;
    const byId = await search(`/api/v1/search/${lookup.id}/results`);
    expect(byId.searchLookup).toMatchObject({ url: "dj-texas", isSearchById: true, redirectUrl: "/search/dj-texas" });
    const related = await search("/api/v1/search/dj-texas/related-vendors?take=12");
    expect(related.resultSection).toBe(2);
    expect(related.searchInfo.totalResults).toBe(related.searchInfo.relatedVendorTotalResults);
    const djTypes = (await getJson("/api/v1/servicetypes?query=dj&take=50")).body.serviceTypes.map(
      (type: { fileName: string }) => type.fileName,
    );
    expect(related.results.every((item) => !djTypes.includes(item.primaryServiceFileName))).toBe(true);
  });

  it("answers 404 for an unknown search and 400 for a bad slug or setting", async () => {
    expect((await getJson("/api/v1/search/nothing-here/results")).status).toBe(404);
    expect((await getJson("/api/v1/search/dj-texas/everything")).status).toBe(400);
    expect((await getJson("/api/v1/search/dj-texas/results?take=5000")).status).toBe(400);
    expect((await getJson("/api/v1/search/dj-texas/results?minRating=9")).status).toBe(400);
  });

  it("redirects an alternate-name url to the canonical search", async () => {
    const response = await app.inject("/api/v1/search/disc-jockey-texas/results?sort=2");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/api/v1/search/dj-texas/results?sort=2");
  });
});

describe("other search calls (SPEC section 7)", () => {
  it("GET /api/v1/search/members returns vendors in the order asked", async () => {
    const { body } = await getJson("/api/v1/search/members?memberIds=3,1,2");
    expect(body.vendors.map((vendor: { memberId: number }) => vendor.memberId)).toEqual([3, 1, 2]);
    expect((await getJson("/api/v1/search/members?memberIds=1,x")).status).toBe(400);
  });
  it("GET /api/v1/search/service-type/{id} returns top vendors near the caller", async () => {
    const { status, body } = await getJson("/api/v1/search/service-type/100?take=4&ip=8.8.8.8");
    expect(status).toBe(200);
    expect(body.vendors.length).toBeLessThanOrEqual(4);
    expect((await getJson("/api/v1/search/service-type/100?ip=not-an-ip")).status).toBe(400);
    expect((await getJson("/api/v1/search/service-type/99999")).status).toBe(404);
  });
  it("GET /api/cms/search/{slug}[-{location}] returns the search copy", async () => {
    expect((await getJson("/api/cms/search/dj-austin-tx")).body).toMatchObject({ heading: "DJs in Austin, TX" });
    expect((await getJson("/api/cms/search/dj")).body).toMatchObject({ heading: "DJs" });
    expect((await getJson("/api/cms/search/nope-nope")).status).toBe(404);
  });
});

describe("tracking (stored, de-duplicated, rate limited, never for bots)", () => {
  const post = (url: string, payload: unknown, userAgent = BROWSER, remoteAddress = "203.0.113.7") =>
    app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers: { "user-agent": userAgent },
      remoteAddress,
    });

  it("records a profile hit once per visitor and day, and never for bots or probes", async () => {
    expect((await post("/api/v1/members/5/tracksearchhit", { type: "Profile" })).json()).toEqual({ recorded: 1 });
    expect((await post("/api/v1/members/5/tracksearchhit", { type: "Profile" })).json()).toEqual({ recorded: 0 });
    expect(
      (await post("/api/v1/members/5/tracksearchhit", { type: "Profile" }, "kube-probe/1.29", "203.0.113.8")).json(),
    ).toEqual({ recorded: 0 });
    expect(
      (await post("/api/v1/members/5/tracksearchhit", { type: "Profile" }, "Googlebot/2.1", "203.0.113.9")).json(),
    ).toEqual({ recorded: 0 });
    expect((await post("/api/v1/members/999999/tracksearchhit", { type: "Profile" })).statusCode).toBe(404);
    const bad = await post("/api/v1/members/5/tracksearchhit", { type: "Search" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("type must be 'Profile'.");
  });

  it("records impressions without repeats", async () => {
    const payload = {
      resultSection: 1,
      impressions: [
        { memberId: 1, position: 0 },
        { memberId: 2, position: 1 },
        { memberId: 999999, position: 2 },
      ],
    };
    expect((await post("/api/v1/members/tracksearchhit", payload, BROWSER, "203.0.113.20")).json()).toEqual({
      recorded: 2,
    });
    expect((await post("/api/v1/members/tracksearchhit", payload, BROWSER, "203.0.113.20")).json()).toEqual({
      recorded: 0,
    });
    expect((await post("/api/v1/members/tracksearchhit", { impressions: [] })).statusCode).toBe(400);
  });

  it("stores tile actions", async () => {
    const response = await post(
      "/api/v1/search-tile-action",
      { memberId: 1, action: "play-video", position: 3, resultSection: 1 },
      BROWSER,
      "203.0.113.30",
    );
    expect(response.statusCode).toBe(202);
    const rows = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from search_tile_actions where member_id = 1 and action = 'play-video'`,
    );
    expect(rows.rows[0]?.total).toBe(1);
    expect((await post("/api/v1/search-tile-action", { memberId: 1, action: "dance" })).statusCode).toBe(400);
  });

  it("limits each address to 120 tracking calls a minute", async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 125; call += 1) {
      statuses.push(
        (await post("/api/v1/search-tile-action", { memberId: 1, action: "view-photos" }, BROWSER, "198.51.100.77"))
          .statusCode,
      );
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(120);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
  });
});
