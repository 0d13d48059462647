import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { cumulativeLayoutShift, useChromium, waitForHydration } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

/** The pages Lighthouse scores, each a different set of critical styles. */
const PAGES = {
  home: "/",
  results: "/search/dj-texas",
  profile: "/dj/neon-nights-dj-co",
  article: "/articles/how-to-choose-a-wedding-dj",
};

/** The share of pixels that differ between two screenshots of the same size. */
async function differingShare(first: Buffer, second: Buffer): Promise<number> {
  const [a, b] = await Promise.all([first, second].map((png) => sharp(png).raw().toBuffer()));
  if (!a || !b || a.length !== b.length) return 1;
  let differing = 0;
  for (let index = 0; index < a.length; index += 3) {
    if (a[index] !== b[index] || a[index + 1] !== b[index + 1] || a[index + 2] !== b[index + 2]) differing += 1;
  }
  return differing / (a.length / 3);
}

/** Whether the page is parsed and every image in its first screen decoded; lazy images below it are left alone. */
function firstScreenPainted(page: Page): () => Promise<boolean> {
  return () =>
    page.evaluate(async () => {
      const images = [...document.images].filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.top < window.innerHeight;
      });
      if (document.querySelector("footer") === null || !images.every((image) => image.complete)) return false;
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      return true;
    });
}

/** Holds back the requests for `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const STYLESHEET = "**/assets/*.css";
const TYPEFACE = "**/assets/*.woff2";

describe.skipIf(!chromiumPath)("the first paint in Chromium", () => {
  const chromium = useChromium();

  for (const width of [375, 1280]) {
    it(`paints each page at ${width} px from its critical styles as the whole stylesheet does`, async () => {
      for (const [name, address] of Object.entries(PAGES)) {
        // Without scripts, only the stylesheet can change what is drawn.
        const context = await chromium.browser.newContext({
          viewport: { width, height: 900 },
          javaScriptEnabled: false,
        });
        const page = await context.newPage();
        const release = await holdBack(page, STYLESHEET);
        await page.goto(`${baseUrl}${address}`, { waitUntil: "commit" });
        await expect.poll(firstScreenPainted(page), { timeout: 15_000 }).toBe(true);
        const linkedSheets = () =>
          page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.ownerNode?.nodeName === "LINK").length);
        expect(await linkedSheets(), name).toBe(0);
        const held = await page.screenshot();
        await sharp(held).toFile(path.join(screenshotsDir, `first-paint-${name}-${width}.png`));

        release();
        await expect.poll(linkedSheets).toBe(1);
        await page.waitForLoadState("load");
        // A missing rule redraws whole elements; the allowance is for a repaint's antialiasing of a few glyphs.
        expect(await differingShare(held, await page.screenshot()), name).toBeLessThan(0.0005);
        await context.close();
      }
    });
  }

  it("hydrates each page without an error once its stylesheet and scripts arrive, and nothing moves, even with the typeface late", async () => {
    for (const [name, address] of Object.entries(PAGES)) {
      const context = await chromium.browser.newContext({ viewport: { width: 375, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      const releaseStylesheet = await holdBack(page, STYLESHEET);
      const releaseTypeface = await holdBack(page, TYPEFACE);
      // The page's scripts wait for the stylesheet; its content, above them, is parsed and painted.
      await page.goto(`${baseUrl}${address}`, { waitUntil: "commit" });
      await expect.poll(firstScreenPainted(page), { timeout: 15_000 }).toBe(true);
      // Too late for the first paint: the page keeps the system font ("font-display: optional").
      await page.waitForTimeout(300);
      releaseTypeface();
      await page.waitForTimeout(300);
      releaseStylesheet();
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect(await cumulativeLayoutShift(page), name).toBe(0);
      expect(errors, name).toEqual([]);
      await context.close();
    }
  });
});
