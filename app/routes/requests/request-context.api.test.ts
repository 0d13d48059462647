import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A URL as the page's HTML writes it in an attribute. */
function attribute(text: string): string {
  return text.replaceAll("&", "&amp;");
}

/** The checked chip of a chosen service, as the service picker draws it. */
function chosenService(id: number): RegExp {
  return new RegExp(`name="serviceTypeIds" checked="" value="${id}"`);
}

const NOT_FOUND_NOTE = "couldn&#x27;t find the vendor you chose";

// The pages through the production build (`npm test` builds first), as a browser without scripts reads them.
describe("the search's context on the profile and the quote form", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let planner: SignedIn;
  let djId: number;
  let photographerId: number;
  let vendor: { id: number; profileUrl: string };

  const page = (url: string, cookie?: string) => app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    const seeded = await createSeededDatabase("pglite", 20);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir, testClock: true });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    const types = await services.serviceTypes.list();
    djId = types.find((type) => type.fileName === "dj")?.id as number;
    photographerId = types.find((type) => type.fileName === "photographer")?.id as number;
    planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const demoVendor = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const me = await app.inject({
      method: "GET",
      url: "/api/v1/accounts/me",
      headers: { authorization: `Bearer ${demoVendor.accessToken}` },
    });
    const memberId = (me.json() as { account: { memberId: number } }).account.memberId;
    const found = await app.inject({ method: "GET", url: `/api/v1/search/members?memberIds=${memberId}` });
    const [summary] = (found.json() as { vendors: { memberId: number; profileUrl: string }[] }).vendors;
    vendor = { id: memberId, profileUrl: summary?.profileUrl as string };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("opens the quote form with the date, the city and the service of the address", async () => {
    const day = daysAhead(50);
    const answer = await page(
      `/requestquote?memberId=${vendor.id}&eventDate=${day}&cityFileName=austin-tx&serviceTypeId=${djId}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(`name="eventDate" value="${day}"`);
    expect(answer.body).toContain('value="Austin, TX"');
    expect(answer.body).toMatch(chosenService(djId));
    expect(answer.body).not.toContain(NOT_FOUND_NOTE);
  });

  it("lets the date field start on a day that is still today somewhere, not on the server's day", async () => {
    // 02:00 UTC on the 28th is still the 27th in Los Angeles: a planner there may ask for tonight.
    const moved = await app.inject({ method: "PUT", url: "/dev/clock", payload: { now: "2026-11-28T02:00:00Z" } });
    expect(moved.statusCode, moved.body).toBe(200);
    try {
      const html = (await page("/createrequest")).body;
      expect(html).toMatch(/name="eventDate"[^>]*min="2026-11-27"|min="2026-11-27"[^>]*name="eventDate"/);
    } finally {
      await app.inject({ method: "PUT", url: "/dev/clock", payload: { now: null } });
    }
  });

  it("starts a vendor's form with a service they offer when the searched one is not theirs", async () => {
    const answer = await page(`/requestquote?memberId=${vendor.id}&serviceTypeId=${photographerId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toMatch(chosenService(photographerId));
    expect(answer.body).toMatch(chosenService(djId));
  });

  it("ignores context that is malformed, past or unknown, and still shows the form", async () => {
    for (const query of [
      "eventDate=2020-01-01&cityFileName=austin-tx&serviceTypeId=0",
      "eventDate=2031-02-31&cityFileName=..%2F..%2Fetc&serviceTypeId=abc",
      "eventDate=tomorrow&cityFileName=nowhere-zz&serviceTypeId=99999999999",
      "eventDate=2027-1-5&cityFileName=Austin%2C%20TX&serviceTypeId=1.5",
    ]) {
      const answer = await page(`/createrequest?${query}`);
      expect(answer.statusCode, query).toBe(200);
      expect(answer.body.match(/name="serviceTypeIds" checked=""/), query).toBeNull();
      expect(answer.body, query).not.toContain('value="2020-01-01"');
      expect(answer.body, query).not.toContain('value="2031-02-31"');
    }
  });

  it("keeps the search on the profile's quote link and log-in link, and drops what is malformed", async () => {
    const day = daysAhead(40);
    const context = `eventDate=${day}&cityFileName=austin-tx&serviceTypeId=${djId}`;
    const profile = await page(`${vendor.profileUrl}?${context}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain(`href="${attribute(`/requestquote?memberId=${vendor.id}&${context}`)}"`);
    expect(profile.body).toContain(encodeURIComponent(`${vendor.profileUrl}?${context}`));
    const bad = await page(`${vendor.profileUrl}?eventDate=soon&cityFileName=%3Cscript%3E&serviceTypeId=-2`);
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain(`href="/requestquote?memberId=${vendor.id}"`);
  });

  it("names the saved vendors a favourites request goes to, and never a vendor it couldn't find", async () => {
    const me = await app.inject({
      method: "GET",
      url: "/api/v1/accounts/me",
      headers: { authorization: `Bearer ${planner.accessToken}` },
    });
    const clientId = (me.json() as { account: { clientId: number } }).account.clientId;
    await services.marketplace.saveFavorite(clientId, vendor.id);
    const signedIn = await page("/requestquote?favorites=1", planner.cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).not.toContain(NOT_FOUND_NOTE);
    const saved = await services.marketplace.favorites(clientId);
    expect(signedIn.body).toContain(
      saved.length === 1
        ? "We&#x27;ll ask the vendor you saved"
        : `We&#x27;ll ask the ${saved.length} vendors you saved`,
    );
    expect(signedIn.body).toContain(DEMO_VENDOR.name);
    const visitor = await page("/requestquote?favorites=1");
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).not.toContain(NOT_FOUND_NOTE);
    // A vendor named but not found is still said so.
    expect((await page("/requestquote?memberId=99999999")).body).toContain(NOT_FOUND_NOTE);
  });
});
