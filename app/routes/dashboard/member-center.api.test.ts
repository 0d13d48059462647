import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { ACCOUNT_MESSAGES } from "#features/accounts/accounts.rules.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

// The member center's pages through the production build (`npm test` builds first): plain form posts,
// as a browser without JavaScript sends them, answered by the pages' actions.
describe("the member center's forms", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let vendor: SignedIn;
  let admin: SignedIn;
  let memberId: number;

  const page = (url: string, cookie: string) =>
    app.inject({ url, headers: { "user-agent": BROWSER, cookie, "sec-fetch-site": "same-origin" } });
  const post = (url: string, cookie: string, form: Record<string, string>) =>
    app.inject({
      method: "POST",
      url,
      headers: {
        "user-agent": BROWSER,
        cookie,
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
      },
      payload: new URLSearchParams(form).toString(),
    });

  beforeAll(async () => {
    const seeded = await createSeededDatabase("pglite", 40);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    vendor = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const me = await app.inject({ url: "/api/v1/accounts/me", headers: { cookie: vendor.cookie } });
    memberId = (me.json() as { account: { memberId: number } }).account.memberId;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("draws the dashboard on the server, privately, with the vendor's saved profile in its form", async () => {
    const response = await page("/dashboard", vendor.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.body).toContain(`value="${DEMO_VENDOR.name.replaceAll("&", "&amp;")}"`);
    expect(response.body).toContain('name="intent" value="add-blackout-date"');
  });

  it("adds a blackout date from a plain post, and sends the vendor back with its notice", async () => {
    const date = isoDay(300);
    const added = await post("/dashboard", vendor.cookie, { intent: "add-blackout-date", date, reason: "Away" });
    expect(added.statusCode).toBe(302);
    expect(added.headers.location).toBe("/dashboard?notice=blackout-date-added#calendar");
    expect((await services.memberAccount.blackoutDates(memberId)).map((item) => item.date)).toContain(date);

    // The same date again is refused, beside its field, with what was typed.
    const again = await post("/dashboard", vendor.cookie, { intent: "add-blackout-date", date, reason: "Twice" });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("That date is already blacked out.");
    expect(again.body).toContain('value="Twice"');
  });

  it("keeps an administrator's ?memberId= on every form and on the way back, and refuses them the listing email", async () => {
    const date = isoDay(301);
    const added = await post(`/dashboard?memberId=${memberId}`, admin.cookie, { intent: "add-blackout-date", date });
    expect(added.statusCode).toBe(302);
    expect(added.headers.location).toBe(`/dashboard?memberId=${memberId}&notice=blackout-date-added#calendar`);
    expect((await services.memberAccount.blackoutDates(memberId)).map((item) => item.date)).toContain(date);

    const dashboard = await page(`/dashboard?memberId=${memberId}`, admin.cookie);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain("as an administrator");
    expect(dashboard.body).toContain(`action="/dashboard?memberId=${memberId}"`);
    expect(dashboard.body).not.toContain('value="password"');

    const form = new URLSearchParams(
      [...dashboard.body.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map(([, name, value]) => [
        name as string,
        (value as string).replaceAll("&amp;", "&"),
      ]),
    );
    const profile = Object.fromEntries(
      [
        "name",
        "contactFirstName",
        "contactLastName",
        "phone",
        "tagline",
        "travelDistanceMiles",
        "payRangeLow",
        "payRangeHigh",
        "cityText",
      ].map((field) => [field, form.get(field) ?? ""]),
    );
    const changed = await post(`/dashboard?memberId=${memberId}`, admin.cookie, {
      intent: "profile",
      ...profile,
      email: "someone-else@example.com",
    });
    expect(changed.statusCode).toBe(403);
    expect(changed.body).toContain(ACCOUNT_MESSAGES.adminEmailChange);
  });

  it("sends a planner home, and answers a lead that is no number with no page", async () => {
    const planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const posted = await post("/dashboard", planner.cookie, { intent: "add-blackout-date", date: isoDay(302) });
    expect(posted.statusCode).toBe(302);
    expect(posted.headers.location).toBe("/");
    expect((await page("/dashboard/leads/abc", vendor.cookie)).statusCode).toBe(404);
  });
});
