import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { recordCspViolations, useChromium, VIEWPORTS, waitForHydration } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");

/**
 * Opens a page of the site and waits until React has taken it over: its scripts were allowed to run.
 * If they were not, the violations so far say why.
 */
async function visit(page: Page, path: string, violations: string[]): Promise<void> {
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page).catch((error: unknown) => {
    throw new Error(`${path} did not hydrate; CSP violations: ${violations.join(" | ") || "none"}`, { cause: error });
  });
}

describe.skipIf(!chromiumPath)("the Content-Security-Policy in Chromium", () => {
  const chromium = useChromium();

  for (const viewport of VIEWPORTS) {
    it(`lets every kind of page hydrate with no violation at ${viewport.width} px`, async () => {
      const context = await chromium.browser.newContext({ viewport });
      const violations = await recordCspViolations(context);
      const page = await context.newPage();

      await visit(page, "/", violations);
      // A client-side navigation loads the next route's modules through the nonce-trusted entry.
      await page.getByRole("contentinfo").getByRole("link", { name: "Party themes" }).click();
      await page.waitForURL(/\/themes$/);
      await page.locator("h1").first().waitFor();

      await visit(page, "/search/dj-austin-tx", violations);
      await page.locator("#results article").first().waitFor();

      await visit(page, "/dj/neon-nights-dj-co", violations);
      const video = page.locator(".profile-video").first();
      await video.scrollIntoViewIfNeeded();
      await video.getByRole("button", { name: /Play video/ }).click();
      await expect.poll(() => video.locator("img").evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
      const requestQuote = await page
        .getByRole("link", { name: /request a quote/i })
        .first()
        .getAttribute("href");

      await visit(page, "/articles/cocktail-hour-music-ideas", violations);

      await visit(page, "/embed", violations);
      const preview = page.locator("iframe.embed-page__preview");
      await preview.scrollIntoViewIfNeeded();
      await preview.contentFrame().getByRole("search").first().waitFor();

      await visit(page, requestQuote ?? "/requestquote", violations);

      await visit(page, "/login", violations);
      await page.getByLabel("Email address").fill(DEMO_VENDOR.email);
      await page.getByLabel("Password", { exact: true }).fill(DEMO_VENDOR.password);
      await page.getByRole("button", { name: "Log in" }).click();
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await visit(page, "/dashboard", violations);
      await expect.poll(() => page.getByRole("heading", { name: /Hi, / }).isVisible(), { timeout: 15_000 }).toBe(true);

      expect(violations).toEqual([]);
      await context.close();
    });
  }

  it("blocks markup injected into a page from running script, and reports it", async () => {
    const context = await chromium.browser.newContext();
    const violations = await recordCspViolations(context);
    const page = await context.newPage();
    await visit(page, "/", violations);
    // What an XSS hole would let an attacker write into the page: markup with an inline event handler.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML("beforeend", '<img src="/no-such-image.png" onerror="window.pwned = true">');
    });
    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => "pwned" in window)).toBe(false);
    await context.close();
  });
});
