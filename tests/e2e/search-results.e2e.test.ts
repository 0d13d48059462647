import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  expectNoAxeViolations,
  fullPageScreenshot,
  openAsDecidedVisitor,
  useChromium,
  waitForHydration,
} from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

describe.skipIf(!chromiumPath)("search results and landing pages in Chromium", () => {
  const chromium = useChromium();

  async function open(
    url: string,
    width: number,
    javaScriptEnabled = true,
  ): Promise<{ page: Page; status: number | undefined }> {
    const context = await chromium.browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}${url}`);
    return { page, status: response?.status() };
  }

  for (const width of [375, 1280]) {
    it(`renders a results page with breadcrumbs, cards and canonical URL at ${width} px`, async () => {
      const { page, status } = await open("/search/dj", width);
      expect(status).toBe(200);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("DJs");
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/search\/dj$/);
      expect(await page.getByRole("navigation", { name: "Breadcrumb" }).isVisible()).toBe(true);
      expect(await page.locator("main article").count()).toBeGreaterThanOrEqual(25);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(screenshotsDir, `search-results-${width}.png`), fullPage: true });
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  }

  it("loads 12 more results by appending, and keeps the sort in the URL", async () => {
    const { page } = await open("/search/dj", 1280);
    const cards = page.locator("main article");
    const before = await cards.count();
    await page
      .getByRole("button", { name: /load more/i })
      .first()
      .click();
    await expect.poll(() => cards.count()).toBe(before + 12);
    const sort = page.getByLabel(/sort/i).first();
    await sort.selectOption("2");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await page.waitForURL(/sort=2/);
    await page.context().close();
  });

  it("reports the vendors shown, and a tile used, to first-party tracking", async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // First-party tracking runs whatever the analytics choice; a choice made keeps the banner off the tiles.
    await context.addCookies([{ name: "marquee_consent", value: "denied", url: baseUrl }]);
    const page = await context.newPage();
    const impressions = page.waitForRequest((request) => request.url().endsWith("/api/v1/members/tracksearchhit"));
    await page.goto(`${baseUrl}/search/dj`);
    const body = (await impressions).postDataJSON() as { resultSection: number; impressions: { position: number }[] };
    expect(body.resultSection).toBe(1);
    expect(body.impressions.map((entry) => entry.position).slice(0, 3)).toEqual([0, 1, 2]);
    await waitForHydration(page);
    const tile = page.waitForRequest((request) => request.url().endsWith("/api/v1/search-tile-action"));
    await page.locator("#results a[href^='/requestquote']").first().click({ noWaitAfter: true });
    expect((await tile).postDataJSON()).toMatchObject({ action: "request-quote", position: 0, resultSection: 1 });
    await context.close();
  });

  it("sorts and loads more without JavaScript", async () => {
    const { page } = await open("/search/dj?sort=2", 1280, false);
    const before = await page.locator("main article").count();
    await page
      .getByRole("link", { name: /load more/i })
      .first()
      .click();
    await page.waitForLoadState();
    expect(await page.locator("main article").count()).toBeGreaterThan(before);
    expect(page.url()).toContain("sort=2");
    await page.context().close();
  });

  it("answers an unknown search with the 404 page", async () => {
    const { page, status } = await open("/search/nothing-like-this", 1280);
    expect(status).toBe(404);
    await page.context().close();
  });

  it("sends a state service page to the state's search, at its city list", async () => {
    const { page } = await open("/services/dj/tx", 1280);
    expect(new URL(page.url()).pathname).toBe("/search/dj-texas");
    expect(new URL(page.url()).hash).toBe("#state-cities");
    expect(await page.locator("#state-cities").count()).toBe(1);
    await page.context().close();
  });

  it("shows a service landing page with states grouped and Canada last", async () => {
    const { page, status } = await open("/services/dj", 1280);
    expect(status).toBe(200);
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).toContain("Canada");
    expect(text.lastIndexOf("Canada")).toBeGreaterThan(text.lastIndexOf("Wyoming"));
    await page.screenshot({ path: path.join(screenshotsDir, "service-landing-1280.png"), fullPage: true });
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  for (const [address, heading] of [
    ["/services/photographer", "Top photographers on Marquee"],
    ["/dj", "Top DJs on Marquee"],
  ] as const) {
    it(`leads ${address} with vendors, not only links, and a card opens a profile`, async () => {
      const { page } = await open(address, 375);
      const section = page.getByRole("region", { name: heading });
      const cards = section.locator("article");
      expect(await cards.count()).toBe(8);
      await waitForHydration(page);
      const name = ((await cards.first().getByRole("heading").first().textContent()) ?? "").trim();
      await cards.first().getByRole("heading").first().getByRole("link").click();
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
      await page.context().close();
    });
  }

  it("sends the kids party service page to /gigkids", async () => {
    const { page } = await open("/services/kids-party-entertainment", 1280);
    expect(new URL(page.url()).pathname).toBe("/gigkids");
    await page.context().close();
  });

  for (const width of [375, 1280]) {
    for (const scripts of [true, false]) {
      it(`leads from /venues to a market's venues at ${width} px ${scripts ? "with" : "without"} JavaScript`, async () => {
        const page = await openAsDecidedVisitor(chromium, "/venues", width, scripts);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Event venues");
        const busiest = page.locator("#busiest-markets").getByRole("link").first();
        const href = await busiest.getAttribute("href");
        const market = await busiest.locator(".type-tile__label").textContent();
        expect(href).toMatch(/^\/search\/venue-[a-z0-9-]+$/);
        expect(await busiest.locator(".type-tile__detail").textContent()).toMatch(/^\d+ venues?$/);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        if (scripts) {
          await fullPageScreenshot(page, `venues-${width}`);
          await expectNoAxeViolations(page);
        }
        await busiest.click();
        await page.waitForURL(`**${href}`);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(`Venues in ${market}`);
        expect(await page.locator("main article").count()).toBeGreaterThan(0);
        await page.context().close();
      });
    }
  }
});
