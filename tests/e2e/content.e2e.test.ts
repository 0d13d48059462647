import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, useChromium } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Scrolls through the page so lazy images load, then waits for every image to finish. */
async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? null : new Promise((resolve) => image.addEventListener("loadend", resolve, { once: true })),
      ),
    );
    window.scrollTo(0, 0);
  });
  // The header slides back in once the page is at the top again.
  await page.waitForTimeout(500);
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 10_000 })
    .catch(() => undefined);
}

async function screenshot(page: Page, name: string) {
  await loadAllImages(page);
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
}

async function articleTitles(page: Page): Promise<string[]> {
  return (await page.locator("main article h2").allTextContents()).map((text) => text.trim());
}

describe.skipIf(!chromiumPath)("content pages in Chromium", () => {
  const chromium = useChromium();

  async function open(url: string, width: number): Promise<{ page: Page; status: number | undefined }> {
    const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}${url}`);
    return { page, status: response?.status() };
  }

  for (const width of [375, 1280]) {
    describe(`at ${width} px`, () => {
      it("pages through the articles list", async () => {
        const { page, status } = await open("/articles", width);
        expect(status).toBe(200);
        expect(await page.title()).toBe("Party planning articles | Marquee");
        expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/articles$/);
        const firstPage = await articleTitles(page);
        expect(firstPage.length).toBeGreaterThan(0);
        expect(firstPage.length).toBeLessThanOrEqual(12);
        const firstImage = page.locator("main article img").first();
        expect(await firstImage.getAttribute("width")).toBeTruthy();
        expect(await firstImage.getAttribute("height")).toBeTruthy();
        expect(await firstImage.getAttribute("alt")).toBe("");
        expect(await page.locator("main article img").last().getAttribute("loading")).toBe("lazy");
        await expectNoHorizontalOverflow(page);
        await expectNoAxeViolations(page);

        const pagination = page.getByRole("navigation", { name: "Pagination" });
        await pagination.getByRole("link", { name: /next/i }).click();
        await page.waitForURL(/\/articles\?page=2$/);
        await expect.poll(() => page.title()).toContain("page 2");
        const secondPage = await articleTitles(page);
        expect(secondPage.length).toBeGreaterThan(0);
        expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
        expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/articles\?page=2$/);
        expect(await pagination.locator('[aria-current="page"]').textContent()).toBe("2");
        await pagination.getByRole("link", { name: /previous/i }).click();
        await page.waitForURL(/\/articles$/);
        await page.context().close();
      });

      it("filters the articles by a category", async () => {
        const { page } = await open("/articles", width);
        const categories = page.getByRole("navigation", { name: "Article categories" });
        await categories.getByRole("link", { name: "Tips", exact: true }).click();
        await page.waitForURL(/\/articles\/tag\/tips$/);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Tips articles");
        expect(await categories.locator('[aria-current="page"]').textContent()).toBe("Tips");
        const tagLists = await page
          .locator("main article[data-tags]")
          .evaluateAll((cards) => cards.map((card) => (card.getAttribute("data-tags") ?? "").split(" ")));
        expect(tagLists.length).toBeGreaterThan(0);
        for (const tags of tagLists) expect(tags).toContain("tips");
        await expectNoAxeViolations(page);
        await page.context().close();
      });

      it("opens an article with its structured data and canonical link", async () => {
        const { page } = await open("/articles", width);
        const firstCard = page.locator("main article").first();
        const title = ((await firstCard.getByRole("heading").textContent()) ?? "").trim();
        await firstCard.getByRole("link", { name: title }).click();
        await page.waitForURL(/\/articles\/[a-z0-9-]+$/);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
        expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
        const slug = new URL(page.url()).pathname;
        expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`${slug}$`));
        expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
        expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(
          /^https?:\/\/.+\/images\/rs_1200\.630/,
        );
        const jsonLd = JSON.parse(
          (await page.locator('main script[type="application/ld+json"]').textContent()) ?? "{}",
        );
        expect(jsonLd["@type"]).toBe("Article");
        expect(jsonLd.headline).toBeTruthy();
        expect(jsonLd.author["@type"]).toBe("Person");
        expect(jsonLd.publisher.name).toBe("Marquee");
        expect(await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").count()).toBe(2);
        const hero = page.locator("main article img").first();
        expect(await hero.getAttribute("fetchpriority")).toBe("high");
        expect(await hero.getAttribute("loading")).toBe("eager");
        expect(await page.locator("main time[datetime]").count()).toBeGreaterThan(0);
        expect(await page.getByRole("complementary", { name: "Promotion" }).count()).toBe(1);
        await expectNoHorizontalOverflow(page);
        // A full page load, so the screenshot shows the page as a visitor arriving from outside sees it.
        await page.goto(page.url());
        await screenshot(page, `content-article-${width}`);
        await expectNoAxeViolations(page);
        await page.context().close();
      });

      it("lists the themes, opens one and follows a related theme", async () => {
        const { page, status } = await open("/themes", width);
        expect(status).toBe(200);
        const countText = (await page.locator(".content-count").textContent()) ?? "";
        const count = Number(/(\d+) party themes?/.exec(countText)?.[1]);
        expect(count).toBeGreaterThan(0);
        expect(await page.locator("main article").count()).toBe(count);
        const titles = (await page.locator("main article h2").allTextContents()).map((text) => text.trim());
        expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
        await expectNoHorizontalOverflow(page);
        await expectNoAxeViolations(page);

        await page.goto(`${baseUrl}/themes/disco`);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Disco");
        const jsonLd = JSON.parse(
          (await page.locator('main script[type="application/ld+json"]').textContent()) ?? "{}",
        );
        expect(jsonLd["@type"]).toBe("Article");
        expect(jsonLd.author).toMatchObject({ "@type": "Organization", name: "Marquee" });
        expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/themes\/disco$/);
        expect(await page.locator(".ingredients h3").count()).toBeGreaterThan(0);
        await expectNoHorizontalOverflow(page);
        await screenshot(page, `content-theme-${width}`);
        await expectNoAxeViolations(page);

        const related = page.locator("section[aria-labelledby='related-themes'] article").first();
        const relatedTitle = ((await related.getByRole("heading").textContent()) ?? "").trim();
        await related.getByRole("link", { name: relatedTitle }).click();
        await page.waitForURL((url) => url.pathname !== "/themes/disco" && url.pathname.startsWith("/themes/"));
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(relatedTitle);
        await page.context().close();
      });

      it("shows the wedding event guide", async () => {
        const { page, status } = await open("/events/wedding", width);
        expect(status).toBe(200);
        expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
        expect(await page.getByRole("heading", { name: "Vendors for this event" }).count()).toBe(1);
        expect(await page.locator('a[href^="/services/"]').count()).toBeGreaterThan(0);
        expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/events\/wedding$/);
        await expectNoHorizontalOverflow(page);
        await screenshot(page, `content-event-guide-${width}`);
        await expectNoAxeViolations(page);
        await page.context().close();
      });

      it("refuses a bad email on the contact form, then sends a valid message", async () => {
        const { page } = await open("/contact", width);
        // Let the page's JavaScript load, so the form posts through the router as in a visitor's chromium.browser.
        await page.waitForLoadState("networkidle");
        await page.getByLabel("Your name").fill("Casey Planner");
        // Accepted by the browser's own email check, refused by the server's.
        await page.getByLabel("Email address").fill("casey@localhost");
        await page.getByLabel("What is it about?").selectOption("planning");
        await page.getByLabel("Your message").fill("We are planning a 40th birthday in Austin in May.");
        await page.getByRole("button", { name: "Send message" }).click();
        const email = page.getByLabel("Email address");
        await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
        const errorId = (await email.getAttribute("aria-describedby")) ?? "";
        expect(await page.locator(`[id="${errorId.split(" ")[0]}"]`).textContent()).toContain(
          "Please enter a valid email address.",
        );
        expect(await page.getByLabel("Your name").inputValue()).toBe("Casey Planner");
        expect(await page.getByLabel("Your message").inputValue()).toContain("40th birthday");
        await expectNoAxeViolations(page);

        await email.fill("casey@example.com");
        await page.getByRole("button", { name: "Send message" }).click();
        await expect
          .poll(() => page.locator("main").getByRole("status").textContent())
          .toContain("your message is on its way");
        expect(await page.getByLabel("Your name").inputValue()).toBe("");
        expect(await page.getByLabel("Email address").getAttribute("aria-invalid")).toBeNull();
        expect(await page.getByRole("link", { name: "Email Us" }).count()).toBeGreaterThan(0);
        await expectNoHorizontalOverflow(page);
        await expectNoAxeViolations(page);
        await page.context().close();
      });
    });
  }

  it("answers old addresses below content pages with a redirect or a page, never a 404", async () => {
    const context = await chromium.browser.newContext();
    for (const [url, target] of [
      ["/press/anything", "/press"],
      ["/local/zz/yy/zz", "/local"],
      ["/event-inspiration/old/page", "/event-inspiration"],
      ["/wedding-entertainment/dj", "/services/dj"],
      ["/wedding-entertainment/not-a-service", "/wedding-entertainment"],
      ["/events/kids-parties", "/gigkids"],
    ] as const) {
      const redirected = await context.request.get(`${baseUrl}${url}`, { maxRedirects: 0 });
      expect(redirected.status(), url).toBe(301);
      expect(new URL(redirected.headers().location ?? "", baseUrl).pathname, url).toBe(target);
      const followed = await context.request.get(`${baseUrl}${url}`);
      expect(followed.status(), url).not.toBe(404);
    }
    for (const url of ["/free-guides", "/testimonials", "/advertise-with-us", "/event-expert", "/press", "/local"]) {
      expect((await context.request.get(`${baseUrl}${url}`)).status(), url).toBe(200);
    }
    for (const url of ["/articles/no-such-article", "/articles/tag/no-such-tag", "/articles?page=0", "/themes/nope"]) {
      expect((await context.request.get(`${baseUrl}${url}`)).status(), url).toBe(404);
    }
    await context.close();
  });
});
