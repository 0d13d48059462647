import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { formatScope, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

// The insights page through the production build (`npm test` builds first): who may see it is decided
// by the session itself, not by the readable scope cookie.
describe("the /dashboard/insights page", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let vendor: SignedIn;
  let memberId: number;

  const page = (url: string, cookie?: string) =>
    app.inject({ url, headers: { "user-agent": BROWSER, ...(cookie ? { cookie } : {}) } });
  const without = (session: SignedIn, name: string) =>
    session.cookie
      .split("; ")
      .filter((pair) => !pair.startsWith(`${name}=`))
      .join("; ");

  beforeAll(async () => {
    const seeded = await createSeededDatabase("pglite", 40);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    vendor = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const me = await app.inject({ url: "/api/v1/accounts/me", headers: { cookie: vendor.cookie } });
    memberId = (me.json() as { account: { memberId: number } }).account.memberId;
    // Without the seeded year of visitors, every figure on the page is one this test made.
    for (const table of ["search_impressions", "search_hits", "analytics_events"]) {
      await database.db.execute(sql`delete from ${sql.identifier(table)} where member_id = ${memberId}`);
    }
    await app.inject({
      method: "POST",
      url: `/api/v1/members/${memberId}/tracksearchhit`,
      headers: { "user-agent": BROWSER },
      payload: { type: "Profile" },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("draws the vendor's four charts and totals on the server, privately", async () => {
    const response = await page("/dashboard/insights?days=90", vendor.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const html = response.body;
    expect(html).toContain('<h1 class="dash-header__title">Insights</h1>');
    expect(html).toMatch(/role="img" aria-label="Profile views per day from [^"]+: 1 profile view in all/);
    for (const title of ["Search impressions per day", "Leads per day", "Bookings per day"]) {
      expect(html).toContain(`aria-label="${title} from`);
    }
    expect(html).toContain("New: none in the previous 90 days");
    const currentPeriod = html.match(/<a [^>]*aria-current="page"[^>]*>/g)?.find((link) => link.includes("days="));
    expect(currentPeriod).toContain('href="/dashboard/insights?days=90"');
  });

  it("sends a visitor, or anyone with only a hand-written scope cookie, to log in", async () => {
    const visitor = await page("/dashboard/insights?days=365");
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe("/login?returnTo=%2Fdashboard%2Finsights%3Fdays%3D365");
    const forged = formatScope({
      userType: "Member",
      accountId: 1,
      clientId: null,
      memberId,
      welcomeName: "Keiko",
    });
    const response = await page("/dashboard/insights", `${SESSION_COOKIES.scope}=${encodeURIComponent(forged)}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/login/);
  });

  it("renews an expired access token with the refresh token and sends the new cookies back", async () => {
    const session = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const response = await page("/dashboard/insights", without(session, SESSION_COOKIES.access));
    expect(response.statusCode).toBe(200);
    const setCookies = response.headers["set-cookie"] as string[];
    expect(setCookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIES.access}=`))).toBe(true);
    expect(setCookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIES.refresh}=`))).toBe(true);
    expect(response.body).toContain("Profile views per day");
  });

  it("shows planners nothing and administrators any vendor's insights", async () => {
    const planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const plannerPage = await page("/dashboard/insights", planner.cookie);
    expect(plannerPage.statusCode).toBe(302);
    expect(plannerPage.headers.location).toBe("/");

    const admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const adminPage = await page(`/dashboard/insights?memberId=${memberId}`, admin.cookie);
    expect(adminPage.statusCode).toBe(200);
    expect(adminPage.body).toContain("as an administrator");
    expect(adminPage.body).toContain(`href="/dashboard/insights?memberId=${memberId}&amp;days=365"`);
    expect((await page("/dashboard/insights?memberId=2000000000", admin.cookie)).statusCode).toBe(404);
  });
});
