import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { ACCOUNT_MESSAGES } from "#features/accounts/accounts.rules.ts";
import { MARKETPLACE_MESSAGES } from "#features/marketplace/marketplace.rules.ts";
import { followEmailedLink } from "#tests/support/accounts.ts";
import { axeViolations, isoDay, json, useChromium, waitForHydration } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

/** Unique per run, so the test passes again on a server that kept its database. */
const RUN = Date.now().toString(36);
const WIDTHS = [375, 1280] as const;
/** Far from the demo vendor's Austin, with DJs of the seed's own who serve it. */
const CITY = { text: "Chicago, IL", fileName: "chicago-il" };
/** A service the seed gives one vendor or two, and a town none of them reaches. */
const RARE_SERVICE = "henna-artist";
const REMOTE_CITY = "Iqaluit, NU";

describe.skipIf(!chromiumPath)("every listed vendor can be asked, and claims the lead by a reset link", () => {
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];
  const eventDate = isoDay(75);
  /** The profiles whose vendors an earlier test claimed. */
  const claimed = new Set<string>();
  let rareService: { id: number; pluralForm: string };

  async function newPage(width: number): Promise<Page> {
    const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  async function shoot(page: Page, name: string): Promise<void> {
    // The cookie banner would cover what the screenshot is for.
    const decline = page.getByRole("button", { name: "Decline", exact: true });
    if (await decline.isVisible()) await decline.click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
  }

  beforeAll(async () => {
    const page = await newPage(1280);
    const found = await json<{ serviceTypes: { id: number; fileName: string; pluralForm: string }[] }>(
      await page.request.get(`${baseUrl}/api/v1/servicetypes?query=henna&take=5`),
    );
    rareService = found.serviceTypes.find((type) => type.fileName === RARE_SERVICE) as typeof rareService;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  for (const width of WIDTHS) {
    it(`a visitor asks a Chicago DJ found by search, who claims the listing and quotes, at ${width} px`, async () => {
      // The visitor searches DJs in Chicago on a date, and opens a vendor of the results.
      const visitor = await newPage(width);
      await visitor.goto(baseUrl);
      await waitForHydration(visitor);
      const search = visitor.getByRole("search").first();
      await search.getByRole("combobox", { name: "I'm looking for a" }).fill("DJ");
      await visitor
        .getByRole("option", { name: /^DJs?\b/ })
        .first()
        .click();
      await search.getByRole("combobox", { name: "My event is in" }).fill(CITY.text.split(",")[0] as string);
      await visitor
        .getByRole("option", { name: new RegExp(CITY.text) })
        .first()
        .click();
      await search.getByLabel("Event Date (Optional)").fill(eventDate);
      await search.getByRole("button", { name: "Search" }).click();
      await visitor.waitForURL(new RegExp(`/search/dj-${CITY.fileName}\\?.*eventDate=${eventDate}`));
      const cards = visitor.locator("main article").filter({ hasNotText: DEMO_VENDOR.name });
      await cards
        .first()
        .getByRole("link", { name: /^Request a quote/ })
        .waitFor();
      // Each width asks a vendor no earlier test claimed: the first quote may move its vendor up the results.
      const profilePaths = await cards.evaluateAll((articles) =>
        articles.map((article) => article.querySelector("a[href]")?.getAttribute("href") ?? ""),
      );
      const unclaimed = profilePaths.findIndex((href) => href !== "" && !claimed.has(href));
      expect(unclaimed).toBeGreaterThanOrEqual(0);
      claimed.add(profilePaths[unclaimed] as string);
      await cards.nth(unclaimed).locator("a[href]").first().click();
      await visitor.waitForURL((url) => !url.pathname.startsWith("/search"));
      const directory = new URL(visitor.url()).pathname.split("/").at(-1) as string;
      const vendorName = (await visitor.getByRole("heading", { level: 1 }).textContent())?.trim() as string;
      expect(vendorName).not.toBe(DEMO_VENDOR.name);

      // The quote form opens with the search's date, city and service filled in.
      await visitor.getByRole("link", { name: "Request a quote" }).first().click();
      await visitor.waitForURL(/\/requestquote\?/);
      await waitForHydration(visitor);
      expect(await visitor.getByLabel("Event date").inputValue()).toBe(eventDate);
      expect(await visitor.getByLabel("City").inputValue()).toBe(CITY.text);
      await visitor.getByLabel("Event type").selectOption("Birthday party");
      await visitor.getByLabel("Start time").fill("19:00");
      await visitor.getByLabel("How long").selectOption("240");
      await visitor.getByLabel("Number of guests").fill("60");
      await visitor
        .getByLabel("Tell vendors about your event")
        .fill(`A surprise birthday on the lake (${RUN}): dancing after dinner, mostly Motown and house.`);
      await visitor.getByLabel("First name").fill("Lake");
      await visitor.getByLabel("Email", { exact: true }).fill(`every-vendor-${width}-${RUN}@example.com`);
      await visitor.getByRole("button", { name: "Send request" }).click();
      await visitor.waitForURL(`${baseUrl}/request-received`);
      await visitor.getByText(ACCOUNT_MESSAGES.requestReceived).waitFor();

      // The seeded vendor never chose a password: "Forgot password", the emailed link, a password of their own.
      const vendorEmail = `${directory}@example.com`;
      const vendor = await newPage(width);
      await vendor.goto(`${baseUrl}/forgot-password`);
      await vendor.getByLabel("Email address").fill(vendorEmail);
      await vendor.getByRole("button", { name: "Send me a link" }).click();
      await vendor.getByText(ACCOUNT_MESSAGES.resetRequested).waitFor();
      await followEmailedLink(vendor, baseUrl, vendorEmail, "Choose a new Marquee password");
      await vendor.getByLabel("Password", { exact: true }).fill(`my own listing at last ${RUN}`);
      await vendor.getByRole("button", { name: "Save my password and log in" }).click();
      await vendor.waitForURL((url) => url.pathname.startsWith("/dashboard"));

      // The lead is theirs to answer.
      await vendor.goto(`${baseUrl}/dashboard/leads`);
      await vendor
        .getByRole("link", { name: /^Birthday party/ })
        .first()
        .click();
      await vendor.waitForURL(/\/dashboard\/leads\/\d+/);
      await vendor.getByText(`A surprise birthday on the lake (${RUN})`).waitFor();
      await vendor.getByLabel("Total price in dollars").waitFor();
      await shoot(vendor, `every-vendor-lead-${width}`);
      expect(await axeViolations(vendor)).toEqual([]);
      await vendor.getByLabel("Total price in dollars").fill("950");
      await vendor.getByLabel("Deposit in dollars").fill("200");
      await vendor.getByLabel("What's included").fill("Four hours of music, lights and a wireless microphone.");
      await vendor.getByRole("radio", { name: /Moderate/ }).check();
      await vendor.getByRole("button", { name: "Send quote" }).click();
      await expect.poll(async () => vendor.getByRole("button", { name: "Withdraw quote" }).count()).toBe(1);
    });

    it(`a request that reaches nobody says why and what to try next, at ${width} px`, async () => {
      const visitor = await newPage(width);
      await visitor.goto(`${baseUrl}/createrequest?serviceTypeId=${rareService.id}`);
      await waitForHydration(visitor);
      await visitor.getByLabel("Event type").selectOption("Birthday party");
      await visitor.getByLabel("Event date").fill(eventDate);
      await visitor.getByLabel("Start time").fill("19:00");
      await visitor.getByLabel("How long").selectOption("180");
      await visitor.getByRole("combobox", { name: "City" }).fill(REMOTE_CITY.split(",")[0] as string);
      await visitor
        .getByRole("option", { name: new RegExp(REMOTE_CITY) })
        .first()
        .click();
      await visitor.getByLabel("Number of guests").fill("30");
      await visitor
        .getByLabel("Tell vendors about your event")
        .fill(`A winter birthday (${RUN}) with henna for every guest who wants it.`);
      await visitor.getByLabel("First name").fill("Nuna");
      await visitor.getByLabel("Email", { exact: true }).fill(`nobody-reached-${width}-${RUN}@example.com`);
      await visitor.getByRole("button", { name: "Send request" }).click();
      const explanation = visitor.getByRole("alert").filter({
        hasText: MARKETPLACE_MESSAGES.nobodyOffers(rareService.pluralForm, REMOTE_CITY),
      });
      await explanation.waitFor();
      expect(await explanation.textContent()).toMatch(/The nearest are around .+, about [\d,]+ miles away/);
      expect(new URL(visitor.url()).pathname).toBe("/createrequest");
      await shoot(visitor, `every-vendor-nobody-reached-${width}`);
    });
  }
});
