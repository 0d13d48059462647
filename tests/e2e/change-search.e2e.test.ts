import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, openAsDecidedVisitor, useChromium, waitForHydration } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

const SERVICE_LABEL = "I'm looking for a";
const LOCATION_LABEL = "My event is in";
const DATE_LABEL = "Event Date (Optional)";

describe.skipIf(!chromiumPath)("the search form on results, landing and profile pages in Chromium", () => {
  const chromium = useChromium();

  const open = (url: string, width: number, javaScriptEnabled: boolean): Promise<Page> =>
    openAsDecidedVisitor(chromium, url, width, javaScriptEnabled);

  /** What the line above the page says it searched. */
  function shownSearch(page: Page): Promise<string[]> {
    return page.locator(".change-search__current > span").allTextContents();
  }

  function searchForm(page: Page) {
    return page.getByRole("main").getByRole("search");
  }

  for (const width of [375, 1280]) {
    it(`on a results page at ${width} px, shows the search and changes its date`, async () => {
      const page = await open("/search/dj-austin-tx?eventDate=2027-06-12", width, true);
      const line = page.locator("summary.change-search__summary");
      expect(await shownSearch(page)).toEqual(["DJs", "Austin, TX", "06/12/2027"]);
      expect(await searchForm(page).count()).toBe(0);
      await line.click();
      const form = searchForm(page);
      expect(await form.getByLabel(SERVICE_LABEL).inputValue()).toBe("DJ");
      expect(await form.getByLabel(LOCATION_LABEL).inputValue()).toBe("Austin, TX");
      expect(await form.getByLabel(DATE_LABEL).inputValue()).toBe("2027-06-12");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(screenshotsDir, `change-search-${width}.png`) });
      await expectNoAxeViolations(page);

      await form.getByLabel(DATE_LABEL).fill("2027-07-04");
      await form.getByRole("button", { name: "Search" }).click();
      await page.waitForURL(/\/search\/dj-austin-tx\?eventDate=2027-07-04$/);
      await expect.poll(() => shownSearch(page)).toEqual(["DJs", "Austin, TX", "07/04/2027"]);
      await page.context().close();
    });
  }

  it("opens onto the search page without JavaScript, whose form searches", async () => {
    const page = await open("/search/dj-austin-tx", 1280, false);
    await page.locator("summary.change-search__summary").click();
    await page.getByRole("link", { name: "Open the search form" }).click();
    await page.waitForURL(/\/search$/);
    const form = searchForm(page);
    await form.getByLabel(SERVICE_LABEL).fill("DJ");
    await form.getByLabel(LOCATION_LABEL).fill("Houston, TX");
    await form.getByLabel(DATE_LABEL).fill("2027-07-04");
    await form.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/search\/dj-houston-tx\?eventDate=2027-07-04$/);
    await page.context().close();
  });

  it("starts a landing page's search with its service, and a profile's with the search that led there", async () => {
    const page = await open("/services/dj", 1280, true);
    await page.locator("summary.change-search__summary").click();
    expect(await searchForm(page).getByLabel(SERVICE_LABEL).inputValue()).toBe("DJ");

    await page.goto(`${baseUrl}/dj/neon-nights-dj-co?eventDate=2027-06-12&cityFileName=austin-tx`);
    await waitForHydration(page);
    const line = page.locator("summary.change-search__summary");
    expect(await shownSearch(page)).toEqual(["DJs", "Austin, TX", "06/12/2027"]);
    await line.click();
    const form = searchForm(page);
    await form.getByLabel(LOCATION_LABEL).fill("");
    await form.getByLabel(LOCATION_LABEL).pressSequentially("San Anto");
    await page
      .getByRole("option", { name: /San Antonio, TX/ })
      .first()
      .click();
    await form.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/search\/dj-san-antonio-tx\?eventDate=2027-06-12$/);
    await page.context().close();
  });
});
