import { describe, expect, inject, it } from "vitest";
import { measurePageWeights, PAGE_JAVASCRIPT_BUDGET, pageWeightTable } from "../../bench/page-javascript.ts";
import { cumulativeLayoutShift, useChromium, waitForHydration } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");

/** The pages Lighthouse scores (issue 9), plus the content lists: the pages with the most images. */
const IMAGE_PAGES = {
  home: "/",
  "search results": "/search/dj-texas",
  profile: "/dj/neon-nights-dj-co",
  article: "/articles/how-to-choose-a-wedding-dj",
  theme: "/themes/disco",
  "event guide": "/events/wedding",
  articles: "/articles",
  themes: "/themes",
};

describe("performance budgets", () => {
  it(`keeps every page's JavaScript within ${PAGE_JAVASCRIPT_BUDGET.toLocaleString("en-US")} bytes gzip`, async () => {
    const weights = await measurePageWeights(baseUrl);
    console.log(pageWeightTable(weights));
    expect(weights.filter((weight) => !weight.pass).map((weight) => `${weight.name}: ${weight.gzip} bytes`)).toEqual(
      [],
    );
  });

  it("renders every image with its width and height, so none moves the page as it loads", async () => {
    for (const path of Object.values(IMAGE_PAGES)) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const images = html.match(/<img\b[^>]*>/g) ?? [];
      const unsized = images.filter((image) => !/\swidth="\d+"/.test(image) || !/\sheight="\d+"/.test(image));
      expect(unsized, path).toEqual([]);
    }
  });
});

describe.skipIf(!chromiumPath)("no layout shift from images in Chromium", () => {
  const chromium = useChromium();

  for (const [name, path] of Object.entries(IMAGE_PAGES)) {
    it(`${name} (${path}) at 375 px: every image sized, cumulative layout shift about 0 once images load`, async () => {
      const context = await chromium.browser.newContext({ viewport: { width: 375, height: 812 } });
      try {
        const page = await context.newPage();
        await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
        await waitForHydration(page);
        // Down the page and back, so lazy images load too, then wait for every image to finish.
        await page.evaluate(async () => {
          for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
            window.scrollTo(0, top);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
        });
        // An image the page does not draw at this width (the home hero's favourites) is never fetched,
        // and cannot move anything.
        await page.waitForFunction(
          () => [...document.images].filter((image) => image.checkVisibility()).every((image) => image.complete),
          undefined,
          { timeout: 10_000 },
        );

        const unsized = await page.evaluate(() =>
          [...document.images]
            .filter(
              (image) =>
                !(image.getAttribute("width") && image.getAttribute("height")) &&
                getComputedStyle(image).aspectRatio === "auto",
            )
            .map((image) => image.outerHTML.slice(0, 160)),
        );
        expect(unsized).toEqual([]);
        expect(await cumulativeLayoutShift(page)).toBeLessThan(0.01);
      } finally {
        await context.close();
      }
    });
  }
});
