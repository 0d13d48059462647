import path from "node:path";
import { type APIRequestContext, type Page, request } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_VENDOR } from "#db/seed/seed.server.ts";
import type { CollectedEvent } from "#features/analytics/analytics.schema.ts";
import { expectNoAxeViolations, useChromium, waitForHydration } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

const VIEWPORTS = [
  { name: "mobile", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 900 },
] as const;
/** Three different people's browsers: tracking counts each once a day. */
const VISITOR_BROWSERS = [
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
];
const CHART_NAMES = [/^Search impressions per day/, /^Profile views per day/, /^Leads per day/, /^Bookings per day/];

async function expectOk(response: { ok(): boolean; status(): number; text(): Promise<string> }) {
  if (!response.ok()) throw new Error(`${response.status()}: ${await response.text()}`);
}

async function demoVendorId(api: APIRequestContext): Promise<number> {
  const response = await api.get(`${baseUrl}/api/v1/members/autocomplete?startswith=neon%20nights`);
  await expectOk(response);
  const { members } = (await response.json()) as { members: { id: number; name: string }[] };
  const found = members.find((member) => member.name === DEMO_VENDOR.name);
  if (!found) throw new Error("the demo vendor is not in the seeded data");
  return found.id;
}

/** What three visitors do today: see the vendor in search, open the profile, click the tile and play a video. */
async function visitorsFind(memberId: number): Promise<void> {
  for (const userAgent of VISITOR_BROWSERS) {
    const visitor = await request.newContext({ userAgent });
    await expectOk(
      await visitor.post(`${baseUrl}/api/v1/members/tracksearchhit`, {
        data: { resultSection: 1, impressions: [{ memberId, position: 2 }] },
      }),
    );
    await expectOk(
      await visitor.post(`${baseUrl}/api/v1/members/${memberId}/tracksearchhit`, { data: { type: "Profile" } }),
    );
    const occurredAt = new Date().toISOString();
    const events: CollectedEvent[] = [
      {
        name: "Vendor Tile Click",
        category: "Vendor Tile",
        label: "primary results > view profile > 3",
        path: "/search/dj-austin-tx",
        memberId,
        properties: { section: "primary results", action: "view-profile", position: 2 },
        occurredAt,
      },
      {
        name: "Viewed Video",
        category: "Video",
        label: "profile > Neon Nights live",
        path: "/dj/neon-nights-dj-co",
        memberId,
        properties: { placement: "profile", videoId: 1, videoTitle: "Neon Nights live" },
        occurredAt,
      },
    ];
    const collected = await visitor.post(`${baseUrl}/api/v1/analytics/events`, { data: { events } });
    await expectOk(collected);
    expect(await collected.json()).toEqual({ accepted: 2 });
    await visitor.dispose();
  }
}

describe.skipIf(!chromiumPath)("the vendor's insights in Chromium", () => {
  const chromium = useChromium();

  beforeAll(async () => {
    const api = await request.newContext();
    await visitorsFind(await demoVendorId(api));
    await api.dispose();
  });

  async function vendorPage(width: number, height: number): Promise<Page> {
    const context = await chromium.browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    // The cookie banner would cover part of every screenshot (decision 012).
    await page.getByRole("region", { name: "Cookies on Marquee" }).getByRole("button", { name: "Decline" }).click();
    await page.getByLabel("Email address").fill(DEMO_VENDOR.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_VENDOR.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    return page;
  }

  for (const viewport of VIEWPORTS) {
    it(`shows four charts with their totals at ${viewport.width} px, switches period by keyboard, and passes axe`, async () => {
      const page = await vendorPage(viewport.width, viewport.height);
      const response = await page.goto(`${baseUrl}/dashboard/insights`);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Insights");
      const memberCenter = page.getByRole("navigation", { name: "Member center" });
      expect(await memberCenter.getByRole("link", { name: "Insights" }).getAttribute("aria-current")).toBe("page");

      for (const name of CHART_NAMES) expect(await page.getByRole("img", { name }).count()).toBe(1);
      const impressions = page.getByRole("article", { name: "Search impressions" });
      expect(
        Number(await impressions.locator(".insights-metric__total").evaluate((node) => node.firstChild?.textContent)),
      ).toBeGreaterThanOrEqual(3);
      expect(await impressions.getByText(/the previous 30 days/).count()).toBe(1);
      expect(
        await page
          .getByRole("article", { name: "Profile views" })
          .getByText(/previous 30 days/)
          .count(),
      ).toBe(1);
      const engagement = page.getByRole("table", { name: /Visitors who did each thing/ });
      expect(await engagement.getByRole("row", { name: /Played one of your videos/ }).count()).toBe(1);

      // The daily figures open from the keyboard too.
      const dailyFigures = impressions.locator("summary");
      await dailyFigures.focus();
      await page.keyboard.press("Enter");
      expect(await impressions.getByRole("table").getByRole("row").count()).toBe(31);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await page.keyboard.press("Enter");
      await dailyFigures.blur();
      // From the top, so the header (which hides while scrolling down) is drawn where a person first sees it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(screenshotsDir, `insights-${viewport.name}.png`), fullPage: true });

      // Tab from the current period to the next one and follow it with Enter.
      await page.getByRole("link", { name: "Last 30 days" }).focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Last 90 days");
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.searchParams.get("days") === "90");
      await page
        .getByRole("link", { name: "Last 90 days", exact: true })
        .and(page.locator('[aria-current="page"]'))
        .waitFor();
      expect(await page.getByText(/the previous 90 days/).count()).toBeGreaterThanOrEqual(4);
      await impressions.locator("summary").click();
      expect(await impressions.getByRole("table").getByRole("row").count()).toBe(91);
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  }

  it("shows every member center tab whole on a phone, the current one included, and each one opens", async () => {
    const page = await vendorPage(375, 812);
    await page.goto(`${baseUrl}/dashboard/membership`);
    const memberCenter = page.getByRole("navigation", { name: "Member center" });
    const tabs = memberCenter.getByRole("link");
    expect(await tabs.allTextContents()).toEqual([
      "Dashboard",
      "Photos",
      "Videos & audio",
      "Leads",
      "Insights",
      "Membership",
    ]);
    expect(await memberCenter.getByRole("link", { name: "Membership" }).getAttribute("aria-current")).toBe("page");
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    }
    await waitForHydration(page);
    await memberCenter.getByRole("link", { name: "Leads" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/leads");
    // The address changes before the new page is drawn: wait for the mark to move.
    await memberCenter.getByRole("link", { name: "Leads" }).and(page.locator('[aria-current="page"]')).waitFor();
    await page.context().close();
  });

  it("opens the insights from the dashboard's tab, and the dashboard passes axe", async () => {
    const page = await vendorPage(1280, 900);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole("heading", { level: 1, name: /^Hi, / }).waitFor();
    await page.getByRole("heading", { name: "Profile details" }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("navigation", { name: "Member center" }).getByRole("link", { name: "Insights" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/insights");
    await page.getByRole("img", { name: CHART_NAMES[0] }).waitFor();
    await page.context().close();
  });

  it("sends a visitor to log in and back to the insights", async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard/insights?days=365`);
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe("/dashboard/insights?days=365");
    await context.close();
  });
});
