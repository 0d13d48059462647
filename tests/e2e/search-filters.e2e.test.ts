import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, openAsDecidedVisitor, useChromium } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

const FILTERED = { minRating: "4", attributes: "takes-requests", maxPrice: "800" };

describe.skipIf(!chromiumPath)("the results page's filters in Chromium", () => {
  const chromium = useChromium();

  const open = (url: string, width: number, javaScriptEnabled: boolean): Promise<Page> =>
    openAsDecidedVisitor(chromium, url, width, javaScriptEnabled);

  /** The count the toolbar shows: "12 DJs". */
  async function shownTotal(page: Page): Promise<number> {
    return Number((await page.locator(".search-toolbar__count strong").textContent())?.match(/\d[\d,]*/)?.[0]);
  }

  /** The same search through the API: what the page must agree with. */
  async function apiTotal(page: Page, settings: Record<string, string>): Promise<number> {
    const response = await page.request.get(`${baseUrl}/api/v1/search/dj/results?${new URLSearchParams(settings)}`);
    return (await response.json()).searchInfo.totalResults;
  }

  async function chooseFilters(page: Page) {
    await page.locator("summary", { hasText: "Filters" }).click();
    const form = page.getByRole("form", { name: "Filter the results" });
    await form.getByLabel("Rating").selectOption("4");
    await form.getByLabel("Takes requests").check();
    await form.getByLabel("To", { exact: true }).fill("800");
    await form.getByRole("button", { name: "Show results" }).click();
  }

  function queryOf(page: Page): Record<string, string> {
    return Object.fromEntries(new URL(page.url()).searchParams);
  }

  for (const width of [375, 1280]) {
    it(`filters in place with JavaScript at ${width} px: one tidy URL, chips that drop a filter, a reset`, async () => {
      const page = await open("/search/dj?sort=2", width, true);
      const everyone = await shownTotal(page);
      await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
      await chooseFilters(page);
      const chips = page.getByRole("list", { name: "Filters in use" });
      await chips.waitFor();
      // The URL is the state: only the filters chosen, the order kept, no empty fields.
      expect(queryOf(page)).toEqual({ sort: "2", ...FILTERED });
      expect(await chips.getByRole("link").evaluateAll((links) => links.map((link) => link.ariaLabel))).toEqual([
        "Up to $800, remove this filter",
        "4 stars and up, remove this filter",
        "Takes requests, remove this filter",
        null,
      ]);
      const filtered = await apiTotal(page, FILTERED);
      expect(filtered).toBeLessThan(everyone);
      await expect.poll(() => shownTotal(page)).toBe(filtered);
      expect(await page.evaluate(() => "stillThisDocument" in window)).toBe(true);
      expect(await page.locator("summary", { hasText: "Filters" }).textContent()).toBe("Filters (3)");

      await page.locator("summary", { hasText: "Filters" }).click();
      expect(await page.getByRole("checkbox", { name: "Takes requests" }).isChecked()).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(screenshotsDir, `search-filters-${width}.png`) });
      await expectNoAxeViolations(page);

      await chips.getByRole("link", { name: "Takes requests, remove this filter" }).click();
      await expect.poll(() => queryOf(page)).toEqual({ sort: "2", minRating: "4", maxPrice: "800" });
      await expect.poll(() => shownTotal(page)).toBe(await apiTotal(page, { minRating: "4", maxPrice: "800" }));
      // The form follows the URL: the dropped attribute is no longer ticked.
      await page.locator("summary", { hasText: "Filters" }).click();
      expect(await page.getByRole("checkbox", { name: "Takes requests" }).isChecked()).toBe(false);
      expect(await page.getByLabel("Rating").inputValue()).toBe("4");

      await chips.getByRole("link", { name: "Reset filters" }).click();
      await expect.poll(() => queryOf(page)).toEqual({ sort: "2" });
      await expect.poll(() => shownTotal(page)).toBe(everyone);
      expect(await chips.count()).toBe(0);
      expect(await page.evaluate(() => "stillThisDocument" in window)).toBe(true);
      await page.context().close();
    });
  }

  it("filters without JavaScript: the form's empty fields are dropped from the address it lands on", async () => {
    const page = await open("/search/dj", 1280, false);
    await chooseFilters(page);
    await page.getByRole("list", { name: "Filters in use" }).waitFor();
    expect(queryOf(page)).toEqual(FILTERED);
    expect(await shownTotal(page)).toBe(await apiTotal(page, FILTERED));
    await page.getByRole("link", { name: "4 stars and up, remove this filter" }).click();
    await page.waitForURL((url) => !url.searchParams.has("minRating"));
    expect(queryOf(page)).toEqual({ attributes: "takes-requests", maxPrice: "800" });
    await page.context().close();
  });

  it("offers a distance around a city and filters by it", async () => {
    const page = await open("/search/dj-new-york-city-ny", 1280, true);
    await page.locator("summary", { hasText: "Filters" }).click();
    const form = page.getByRole("form", { name: "Filter the results" });
    await form.getByLabel("Distance").selectOption("25");
    await form.getByLabel("Accepts online deposits").check();
    await form.getByRole("button", { name: "Show results" }).click();
    await page.getByRole("list", { name: "Filters in use" }).waitFor();
    expect(queryOf(page)).toEqual({ distance: "25", acceptsOnlineDeposits: "true" });
    expect(await page.getByRole("link", { name: "Within 25 miles, remove this filter" }).count()).toBe(1);
    // A nationwide directory has no centre: no distance to choose there.
    await page.goto(`${baseUrl}/search/dj`);
    await page.locator("summary", { hasText: "Filters" }).click();
    expect(await page.getByLabel("Distance").count()).toBe(0);
    await page.context().close();
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`leads from filters nobody matches to everyone within the distance ${javaScriptEnabled ? "with" : "without"} JavaScript`, async () => {
      const page = await open("/search/dj-new-york-city-ny?distance=25&minPrice=1000000", 1280, javaScriptEnabled);
      const seeAll = page.getByRole("note").getByRole("link", { name: /^See all/ });
      const promised = Number((await seeAll.textContent())?.match(/\d[\d,]*/)?.[0].replace(/,/g, ""));
      expect(promised).toBeGreaterThan(0);
      await seeAll.click();
      await page.waitForURL((url) => !url.searchParams.has("minPrice"));
      // The count it promised keeps the distance, so the page it opens keeps it too.
      expect(queryOf(page)).toEqual({ distance: "25" });
      await expect.poll(() => shownTotal(page)).toBe(promised);
      await page.context().close();
    });
  }
});
