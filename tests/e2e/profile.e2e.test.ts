import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, openAsDecidedVisitor, useChromium, waitForHydration } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

describe.skipIf(!chromiumPath)("vendor profiles in Chromium", () => {
  const chromium = useChromium();

  async function open(url: string, width = 1280): Promise<{ page: Page; status: number | undefined }> {
    const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}${url}`);
    return { page, status: response?.status() };
  }

  it("opens a vendor from a search result, with the profile's canonical URL and structured data", async () => {
    const { page } = await open("/search/dj");
    const firstCard = page.locator("#results article").first();
    const name = ((await firstCard.getByRole("heading").first().textContent()) ?? "").trim();
    await firstCard.getByRole("link", { name }).first().click();
    // The profile keeps the search's service for its quote link (an all-places search has no city or date).
    await page.waitForURL(/\/dj\/[a-z0-9-]+\?serviceTypeId=\d+$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/dj\/[a-z0-9-]+$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd["@type"]).toBe("LocalBusiness");
    await page.context().close();
  });

  for (const width of [375, 1280]) {
    it(`shows a musician's profile, axe clean, at ${width} px`, async () => {
      const { page, status } = await open("/dj/neon-nights-dj-co", width);
      expect(status).toBe(200);
      expect(
        await page
          .getByRole("link", { name: /request a quote/i })
          .first()
          .getAttribute("href"),
      ).toMatch(/^\/requestquote\?memberId=\d+$/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(screenshotsDir, `profile-musician-${width}.png`), fullPage: true });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      await page.context().close();
    });
  }

  it("keeps the price and the quote link at the bottom of a phone's screen, and breaks the rating down", async () => {
    const { page } = await open("/dj/neon-nights-dj-co?eventDate=2027-06-12&cityFileName=austin-tx", 375);
    await page.context().addCookies([{ name: "marquee_consent", value: "denied", url: baseUrl }]);
    await page.reload();
    await waitForHydration(page);
    const bar = page.locator(".request-bar");
    await page.locator("#reviews").scrollIntoViewIfNeeded();
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(900);
    // On a phone the card beside the profile is not shown: the bar is the one there.
    expect(await page.locator(".request-card").isVisible()).toBe(false);

    const breakdown = page.getByRole("list", { name: "Reviews by rating" });
    const rows = await breakdown.getByRole("listitem").allTextContents();
    expect(rows.map((row) => row.match(/^\d stars?/)?.[0])).toEqual([
      "5 stars",
      "4 stars",
      "3 stars",
      "2 stars",
      "1 star",
    ]);
    const total = rows.reduce((sum, row) => sum + Number(row.match(/(\d+)$/)?.[1]), 0);
    expect(await page.locator(".rating-breakdown__average").textContent()).toContain(`${total} ratings`);

    await bar.getByRole("link", { name: "Request a quote" }).click();
    await page.waitForURL(/\/requestquote\?memberId=\d+&eventDate=2027-06-12&cityFileName=austin-tx/);
    await page.context().close();
  });

  it("sorts reviews, loads more reviews, and moves the calendar a month", async () => {
    const { page } = await open("/dj/neon-nights-dj-co");
    const reviews = page.locator("#reviews");
    const sortedLowest = page.waitForResponse(
      (response) => response.url().includes("/feedback") && response.url().includes("sortType=lowest"),
    );
    await reviews.getByLabel(/sort/i).selectOption("lowest");
    await sortedLowest;
    const reviewItems = reviews.locator("article, li.review");
    const shown = await reviewItems.count();
    await reviews.getByRole("button", { name: /more reviews/i }).click();
    await expect.poll(() => reviewItems.count()).toBeGreaterThan(shown);
    const calendar = page.locator("#calendar");
    const caption = async () => ((await calendar.locator("caption, h3").first().textContent()) ?? "").trim();
    const before = await caption();
    await calendar.getByRole("button", { name: /next month/i }).click();
    await expect.poll(caption).not.toBe(before);
    await page.context().close();
  });

  it("loads more photos on a profile that has more than a first page of them", async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const results = (await (await context.request.get(`${baseUrl}/api/v1/search/dj/results?take=100`)).json())
      .results as { profileUrl: string }[];
    let url: string | undefined;
    for (const result of results) {
      const profile = (await (await context.request.get(`${baseUrl}/api/v1/profile${result.profileUrl}`)).json())
        .profile;
      if (profile.photos.total > profile.photos.items.length) {
        url = result.profileUrl;
        break;
      }
    }
    expect(url).toBeDefined();
    const page = await context.newPage();
    await page.goto(`${baseUrl}${url}`);
    const photos = page.locator("#photos img");
    const before = await photos.count();
    await page
      .locator("#photos")
      .getByRole("button", { name: /more photos/i })
      .click();
    await expect.poll(() => photos.count()).toBeGreaterThan(before);
    await context.close();
  });

  it("fills a non-premium venue's profile with paid venues of its market", async () => {
    const context = await chromium.browser.newContext();
    const urls = (await (await context.request.get(`${baseUrl}/api/v1/members/profile/venue-urls`)).json())
      .venueUrls as string[];
    let filled: string | undefined;
    for (const url of urls) {
      const profile = (await (await context.request.get(`${baseUrl}/api/v1/profile${url}`)).json()).profile;
      if (profile?.premiumProfiles?.length > 0) {
        filled = url;
        break;
      }
    }
    expect(filled).toBeDefined();
    await context.close();
    for (const width of [375, 1280]) {
      const { page } = await open(filled as string, width);
      expect(await page.getByRole("heading", { name: /more venues in/i }).count()).toBe(1);
      await page.screenshot({ path: path.join(screenshotsDir, `profile-venue-${width}.png`), fullPage: true });
      await page.context().close();
    }
  });

  it("does not fetch a profile again that this browser has already loaded", async () => {
    const { page } = await open("/search/dj");
    const link = page.locator("#results article").first().getByRole("link").first();
    // The link carries the search's context in its query string (`?serviceTypeId=`).
    const href = new URL((await link.getAttribute("href")) as string, baseUrl);
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(`${href.pathname}.data`) && request.url().includes("vendor-profile"))
        dataRequests.push(request.url());
    });
    await link.click();
    await page.waitForURL(href.toString());
    await page.goBack();
    await page.waitForURL(/\/search\/dj$/);
    await page.locator("#results article").first().getByRole("link").first().click();
    await page.waitForURL(href.toString());
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(dataRequests).toHaveLength(1);
    await page.context().close();
  });

  it("answers an unknown profile with the 404 page", async () => {
    const { page, status } = await open("/dj/nobody-by-this-name");
    expect(status).toBe(404);
    await page.context().close();
  });

  for (const width of [375, 1280]) {
    for (const scripts of [true, false]) {
      it(`leads the profile with its photos at ${width} px ${scripts ? "with" : "without"} JavaScript`, async () => {
        const page = await openAsDecidedVisitor(chromium, "/dj/neon-nights-dj-co", width, scripts);
        const mosaic = page.getByRole("region", { name: "Photos of Neon Nights DJ Co." });
        const seeAll = mosaic.getByRole("link", { name: /^See all \d+ photos$/ });
        const total = Number(/\d+/.exec((await seeAll.textContent()) ?? "")?.[0]);
        expect(total).toBeGreaterThanOrEqual(3);
        const photos = mosaic.getByRole("listitem");
        expect(await photos.count()).toBe(Math.min(5, total));
        const first = await photos.nth(0).boundingBox();
        const second = await photos.nth(1).boundingBox();
        // A phone swipes through squares; wider screens lead with the first photo large.
        if (width >= 768) expect((first?.width ?? 0) > (second?.width ?? 0) * 1.5).toBe(true);
        else expect(Math.abs((first?.width ?? 0) - (second?.width ?? 0))).toBeLessThanOrEqual(1);
        expect(await photos.nth(0).getByRole("link").getAttribute("href")).toMatch(/^\/images\/rs_1200\.800/);
        if (scripts) {
          await page.screenshot({ path: path.join(screenshotsDir, `profile-mosaic-${width}.png`) });
          await expectNoAxeViolations(page);
          await photos.nth(2).getByRole("link").click();
          const dialog = page.getByRole("dialog");
          await dialog.waitFor();
          expect(await dialog.getByRole("heading").textContent()).toMatch(new RegExp(`photo 3 of ${total}`));
          await page.keyboard.press("Escape");
          await expect.poll(() => dialog.count()).toBe(0);
        }
        await seeAll.click();
        await page.waitForURL(/#photos$/);
        expect(await page.getByRole("heading", { level: 2, name: /^Photos/ }).isVisible()).toBe(true);
        await page.context().close();
      });
    }
  }
});
