import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { OVERVIEW_FIGURES } from "#features/operator/overview.rules.ts";
import {
  axeViolations,
  axeWithoutScripts,
  fullPageScreenshot,
  logInAsOperator,
  pagesOf,
  useChromium,
  waitForHydration,
} from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/**
 * Issue 21: the trust pages from the footer and the sign-up forms, robots.txt and the sitemaps as a
 * crawler reads them (parsed by the browser's XML parser), and the operator's overview with and
 * without scripts, on a phone and a laptop.
 */
describe.skipIf(!chromiumPath)("trust pages, sitemaps and the operator overview in Chromium", () => {
  const chromium = useChromium();
  const newPage = pagesOf(chromium);

  /** Parses XML with the browser's parser: the root element's name and namespace, and every `<loc>`. */
  async function parsedXml(page: Page, text: string) {
    return page.evaluate((xml) => {
      const document = new DOMParser().parseFromString(xml, "application/xml");
      const error = document.getElementsByTagName("parsererror")[0];
      return {
        error: error ? (error.textContent ?? "parse error") : null,
        root: document.documentElement.localName,
        namespace: document.documentElement.namespaceURI,
        locations: [...document.getElementsByTagName("loc")].map((element) => element.textContent ?? ""),
      };
    }, text);
  }

  it("links the three trust pages from the footer and both sign-up forms", async () => {
    for (const width of [375, 1280]) {
      const page = await newPage(width);
      for (const [label, title, path] of [
        ["Terms of Service", "Terms of Service", "/terms"],
        ["Privacy Policy", "Privacy Policy", "/privacy"],
        ["Cookie Policy", "Cookie Policy", "/cookies"],
      ] as const) {
        await page.goto(`${baseUrl}/`);
        await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: label }).click();
        await page.waitForURL(`${baseUrl}${path}`);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
        expect(await axeViolations(page), path).toEqual([]);
        if (path !== "/privacy") continue;
        await fullPageScreenshot(page, `trust-privacy-${width}`);
        expect(await page.getByRole("link", { name: "delete your account" }).getAttribute("href")).toBe(
          "/account/delete",
        );
      }
    }

    const page = await newPage(1280);
    for (const form of ["/signup/planner", "/signup/vendor"]) {
      await page.goto(`${baseUrl}${form}`);
      const agreement = page.getByText("By signing up you agree to the");
      expect(await agreement.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe("/terms");
      expect(await agreement.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
    }
    await fullPageScreenshot(page, "trust-signup-vendor-1280");
  });

  it("answers robots.txt and a sitemap index whose sitemaps list absolute, live URLs", async () => {
    const page = await newPage(1280);
    await page.goto(`${baseUrl}/`);
    const robots = await page.request.get(`${baseUrl}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toContain("text/plain");
    const robotsText = await robots.text();
    expect(robotsText).toContain("Disallow: /admin\n");
    expect(robotsText).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);

    const index = await page.request.get(`${baseUrl}/sitemap.xml`);
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toContain("application/xml");
    const indexXml = await parsedXml(page, await index.text());
    expect(indexXml).toMatchObject({ error: null, root: "sitemapindex", namespace: SITEMAP_NAMESPACE });
    expect(indexXml.locations.map((url) => url.slice(baseUrl.length))).toEqual(
      expect.arrayContaining([
        "/sitemaps/landing-1.xml",
        "/sitemaps/content-1.xml",
        "/sitemaps/search-1.xml",
        "/sitemaps/vendors-1.xml",
      ]),
    );

    const listed: string[] = [];
    for (const sitemapUrl of indexXml.locations) {
      expect(sitemapUrl.startsWith(`${baseUrl}/sitemaps/`)).toBe(true);
      const response = await page.request.get(sitemapUrl);
      expect(response.status(), sitemapUrl).toBe(200);
      const sitemap = await parsedXml(page, await response.text());
      expect(sitemap).toMatchObject({ error: null, root: "urlset", namespace: SITEMAP_NAMESPACE });
      expect(sitemap.locations.length).toBeGreaterThan(0);
      expect(sitemap.locations.length).toBeLessThanOrEqual(50_000);
      for (const url of sitemap.locations) expect(url.startsWith(`${baseUrl}/`), url).toBe(true);
      listed.push(...sitemap.locations);
    }
    expect(listed).toEqual(
      expect.arrayContaining([`${baseUrl}/`, `${baseUrl}/terms`, `${baseUrl}/privacy`, `${baseUrl}/cookies`]),
    );
    expect(new Set(listed).size).toBe(listed.length);

    // A listed vendor profile and search page open.
    for (const pattern of [/\/sitemaps\/vendors-1\.xml$/, /\/sitemaps\/search-1\.xml$/]) {
      const sitemapUrl = indexXml.locations.find((url) => pattern.test(url)) as string;
      const first = (await parsedXml(page, await (await page.request.get(sitemapUrl)).text())).locations[0] as string;
      expect((await page.request.get(first)).status(), first).toBe(200);
    }
    expect((await page.request.get(`${baseUrl}/sitemaps/vendors-999.xml`)).status()).toBe(404);
  });

  async function expectChartsAndTables(page: Page, days: number): Promise<void> {
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Overview");
    // After a navigation with scripts the address changes first; the new period's page follows.
    await expect.poll(() => page.getByText(`The last ${days} days`).count()).toBe(1);
    expect(await page.locator("figure.admin-chart").count()).toBe(OVERVIEW_FIGURES.length);
    for (const figure of OVERVIEW_FIGURES) {
      const chart = page.getByRole("figure", { name: figure.title, exact: true });
      expect(await chart.locator("svg[role=img]").getAttribute("aria-label")).toContain(`${figure.title} per day`);
      expect(await chart.locator("tbody tr").count()).toBe(days);
    }
  }

  it(
    "shows the operator's overview and switches the period without and with scripts",
    { timeout: 180_000 },
    async () => {
      const phone = await newPage(375, false);
      await logInAsOperator(phone);
      await phone.goto(`${baseUrl}/admin`);
      await expectChartsAndTables(phone, 30);
      expect(await axeWithoutScripts(chromium.browser, phone)).toEqual([]);
      await fullPageScreenshot(phone, "overview-30-375", { scripts: false });
      await phone.getByRole("combobox", { name: /^Period/ }).selectOption("90");
      await phone.getByRole("button", { name: "Show" }).click();
      await phone.waitForURL(`${baseUrl}/admin?days=90`);
      await expectChartsAndTables(phone, 90);

      const laptop = await newPage(1280);
      await logInAsOperator(laptop);
      await laptop.goto(`${baseUrl}/admin`);
      await waitForHydration(laptop);
      await laptop.getByRole("combobox", { name: /^Period/ }).selectOption("365");
      await laptop.getByRole("button", { name: "Show" }).click();
      await laptop.waitForURL(`${baseUrl}/admin?days=365`);
      await expectChartsAndTables(laptop, 365);
      const requests = laptop.getByRole("figure", { name: "Requests", exact: true });
      await requests.getByText("Show table").click();
      expect(await requests.getByRole("table").isVisible()).toBe(true);
      expect(await axeViolations(laptop)).toEqual([]);
      await fullPageScreenshot(laptop, "overview-365-1280");

      const planner = await newPage(1280, false);
      const refused = await planner.request.get(`${baseUrl}/api/v1/admin/overview?days=30`);
      expect(refused.status()).toBe(401);
    },
  );
});
