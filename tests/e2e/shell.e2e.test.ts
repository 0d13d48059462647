import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, openAsDecidedVisitor, useChromium, VIEWPORTS } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

/** Axe needs a page that lives in its own browser context. */
async function openPage(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

describe.skipIf(!chromiumPath)("the web shell in Chromium", () => {
  const chromium = useChromium();

  for (const viewport of VIEWPORTS) {
    describe(`at ${viewport.width} px`, () => {
      let page: Page;
      beforeAll(async () => {
        page = await openPage(chromium.browser, viewport.width, viewport.height);
      });
      afterAll(() => page.context().close());

      it("shows the header, the search form and the footer on the home page", async () => {
        const response = await page.goto(baseUrl);
        expect(response?.status()).toBe(200);
        const banner = page.getByRole("banner");
        await expect(
          banner
            .getByRole("link", { name: /marquee/i })
            .first()
            .getAttribute("href"),
        ).resolves.toBe("/");
        const form = page.getByRole("search").first();
        await form.getByLabel("I'm looking for a").fill("DJ");
        await form.getByLabel("My event is in").fill("Austin, TX");
        expect(await form.getByLabel("I'm looking for a").getAttribute("placeholder")).toBe("Band, Magician...");
        expect(await form.getByLabel("My event is in").getAttribute("placeholder")).toBe("City, ST or Province");
        expect(await form.getByLabel("Event Date (Optional)").isVisible()).toBe(true);
        // The button comes after the fields: below them stacked, to their right side by side.
        const button = await form.getByRole("button", { name: "Search" }).boundingBox();
        const date = await form.getByLabel("Event Date (Optional)").boundingBox();
        expect(button && date && (button.x > date.x || button.y > date.y)).toBe(true);
        expect(await page.getByRole("contentinfo").isVisible()).toBe(true);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(screenshotsDir, `home-${viewport.name}.png`), fullPage: true });
        await expectNoAxeViolations(page);
      });

      it("shows the marketplace's counts and planners' quotes on the home page, each leading to its vendor", async () => {
        for (const javaScript of [true, false]) {
          const home = await openAsDecidedVisitor(chromium, "/", viewport.width, javaScript);
          const counts = home.locator(".marketplace-counts").getByRole("definition");
          expect(await counts.count()).toBeGreaterThanOrEqual(2);
          for (const value of await counts.allTextContents()) expect(value).toMatch(/^\d{1,3}(,\d{3})*$/);
          const quotes = home.getByRole("region", { name: "What planners say" }).getByRole("listitem");
          expect(await quotes.count()).toBe(3);
          const vendor = quotes.first().getByRole("link");
          const name = await vendor.textContent();
          const href = await vendor.getAttribute("href");
          if (javaScript) {
            await quotes.first().scrollIntoViewIfNeeded();
            await home.screenshot({ path: path.join(screenshotsDir, `home-quotes-${viewport.name}.png`) });
            await expectNoAxeViolations(home);
          }
          await vendor.click();
          await home.getByRole("heading", { level: 1, name: name ?? "", exact: true }).waitFor();
          expect(new URL(home.url()).pathname).toBe(href);
          await home.context().close();
        }
      });

      it("fans out planners' favourites beside the title on a wide screen, each leading to its vendor, and keeps them off a phone", async () => {
        for (const javaScript of [true, false]) {
          const home = await openAsDecidedVisitor(chromium, "/", viewport.width, javaScript);
          const collage = home.locator(".hero-collage");
          // Hidden on a phone, and lazy, so the browser does not fetch photos nobody sees.
          for (const loading of await collage
            .locator("img")
            .evaluateAll((images) => images.map((image) => image.getAttribute("loading")))) {
            expect(loading).toBe("lazy");
          }
          if (viewport.width < 1100) {
            expect(await collage.count()).toBe(1);
            expect(await collage.isVisible()).toBe(false);
            await home.context().close();
            continue;
          }
          expect(await home.getByRole("list", { name: "Planners' favourites" }).isVisible()).toBe(true);
          const favourites = collage.getByRole("link");
          expect(await favourites.count()).toBeGreaterThanOrEqual(2);
          const first = favourites.first();
          const name = await first.locator(".hero-collage__name").textContent();
          const href = await first.getAttribute("href");
          if (javaScript) {
            await home.screenshot({ path: path.join(screenshotsDir, `home-collage-${viewport.name}.png`) });
            await expectNoAxeViolations(home);
          }
          await first.click();
          await home.getByRole("heading", { level: 1, name: name ?? "", exact: true }).waitFor();
          expect(new URL(home.url()).pathname).toBe(href);
          await home.context().close();
        }
      });

      it("answers an unknown path with the styled 404 page", async () => {
        const response = await page.goto(`${baseUrl}/no-such-page/anywhere`);
        expect(response?.status()).toBe(404);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/couldn.t find/i);
        expect(await page.getByRole("banner").isVisible()).toBe(true);
        await page.screenshot({ path: path.join(screenshotsDir, `not-found-${viewport.name}.png`), fullPage: true });
        await expectNoAxeViolations(page);
      });
    });
  }

  it("opens the Services menu by keyboard on desktop and closes it with Escape", async () => {
    const page = await openPage(chromium.browser, 1280, 800);
    await page.goto(baseUrl);
    const services = page.getByRole("button", { name: "Services", exact: true });
    await services.focus();
    await page.keyboard.press("Enter");
    expect(await services.getAttribute("aria-expanded")).toBe("true");
    const seeAllDjs = page.locator('a[href="/dj"]').first();
    expect(await seeAllDjs.isVisible()).toBe(true);
    await page.screenshot({ path: path.join(screenshotsDir, "services-menu-desktop.png") });
    await page.keyboard.press("Escape");
    expect(await services.getAttribute("aria-expanded")).toBe("false");
    await page.context().close();
  });

  it("opens the mobile menu with every section listed", async () => {
    const page = await openPage(chromium.browser, 375, 812);
    await page.goto(baseUrl);
    const menuButton = page.getByRole("button", { name: /menu/i }).first();
    await menuButton.click();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    const sections = {
      "Party Planning": ["/themes", "/events", "/articles"],
      Services: ["/musical-entertainment", "/dj", "/speakers", "/event-services"],
    };
    for (const [section, hrefs] of Object.entries(sections)) {
      const toggle = page.locator("#site-nav").getByRole("button", { name: section, exact: true });
      await toggle.click();
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      for (const href of hrefs)
        expect(await page.locator(`#site-nav a[href="${href}"]:visible`).count()).toBeGreaterThan(0);
      await page.screenshot({
        path: path.join(screenshotsDir, `menu-mobile-${section.toLowerCase().replace(" ", "-")}.png`),
      });
    }
    await page.context().close();
  });
});
