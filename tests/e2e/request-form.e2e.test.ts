import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_PLANNER } from "#db/seed/seed.server.ts";
import { ACCOUNT_MESSAGES } from "#features/accounts/accounts.rules.ts";
import { MARKETPLACE_MESSAGES } from "#features/marketplace/marketplace.rules.ts";
import { confirmByOutbox } from "#tests/support/accounts.ts";
import { axeViolations, isoDay, useChromium, waitForHydration } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

/** Unique per run, so the test passes again on a server that kept its database. */
const RUN = Date.now().toString(36);
const WIDTHS = [375, 1280] as const;
/** The test's own city: its own vendor there is free on every day (the seeded calendars are built around a fixed day). */
const CITY = { text: "Denver, CO", fileName: "denver-co" };

describe.skipIf(!chromiumPath)("the request form in Chromium", () => {
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];
  let djId: number;
  const eventDate = isoDay(50);

  async function newPage(javaScriptEnabled: boolean, width = 1280): Promise<Page> {
    const context = await chromium.browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    const vendor = await newPage(true);
    const types = (await (
      await vendor.request.get(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`)
    ).json()) as { serviceTypes: { id: number; fileName: string }[] };
    djId = types.serviceTypes.find((type) => type.fileName === "dj")?.id as number;
    // A DJ of the test's own in its city, confirmed through the outbox as its owner would.
    const email = `request-form-dj-${RUN}@example.com`;
    const signUp = await vendor.request.post(`${baseUrl}/signup/vendor`, {
      form: {
        businessName: `Mile High Mixes ${RUN}`,
        firstName: "Milo",
        email,
        cityFileName: CITY.fileName,
        serviceTypeIds: String(djId),
        password: "thin air and deep bass",
      },
    });
    expect(signUp.status()).toBeLessThan(400);
    await confirmByOutbox(vendor.request, baseUrl, email);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  async function shoot(page: Page, name: string): Promise<void> {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
  }

  /** The event's fields, typed as a person types them; the city typed, not picked. */
  async function describeEvent(page: Page, details: string): Promise<void> {
    await page.getByLabel("Event type").selectOption("Birthday party");
    await page.getByLabel("Event date").fill(eventDate);
    await page.getByLabel("Start time").fill("18:30");
    await page.getByLabel("How long").selectOption("180");
    await page.getByLabel("City").fill(CITY.text);
    await page.getByLabel("Number of guests").fill("45");
    await page.getByLabel("Tell vendors about your event").fill(details);
  }

  async function logIn(page: Page): Promise<void> {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Email address").fill(DEMO_PLANNER.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PLANNER.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  }

  describe("without JavaScript", () => {
    it("a new visitor sends a request and is asked to check their email, signed in to nothing", async () => {
      const page = await newPage(false);
      await page.goto(`${baseUrl}/createrequest?serviceTypeId=${djId}`);
      await describeEvent(page, `A backyard birthday (${RUN}) with a DJ for dancing after dinner.`);
      await page.getByLabel("First name").fill("Vera");
      await page.getByLabel("Email", { exact: true }).fill(`request-form-visitor-${RUN}@example.com`);
      await page.getByRole("button", { name: "Send request" }).click();
      await page.waitForURL(`${baseUrl}/request-received`);
      await page.getByText(ACCOUNT_MESSAGES.requestReceived).waitFor();
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("mq_access");
    });

    /** Sends a request the schema refuses three ways: a city it cannot find, no service, details too short. */
    async function sendInvalid(page: Page): Promise<void> {
      await page.goto(`${baseUrl}/createrequest?serviceTypeId=${djId}`);
      await describeEvent(page, "Too short.");
      await page.getByLabel("City").fill("Nowhere At All");
      // The chosen service is unchecked: without scripts it stays on the page, left out.
      await page.locator(".service-chip__label").filter({ hasText: "DJ" }).click();
      expect(await page.getByRole("checkbox", { name: "DJ" }).isChecked()).toBe(false);
      await page.getByLabel("First name").fill("Vera");
      await page.getByLabel("Email", { exact: true }).fill(`request-form-invalid-${RUN}@example.com`);
      await page.getByRole("button", { name: "Send request" }).click();
    }

    it("an invalid request comes back with the messages beside the fields and what was typed", async () => {
      const page = await newPage(false);
      await sendInvalid(page);
      const summary = page.getByRole("alert").filter({ hasText: "There are 3 problems" });
      await summary.waitFor();
      for (const message of [
        MARKETPLACE_MESSAGES.city,
        MARKETPLACE_MESSAGES.serviceTypes,
        MARKETPLACE_MESSAGES.details,
      ]) {
        await summary.getByRole("link", { name: message }).waitFor();
      }
      expect(await page.getByLabel("Event type").inputValue()).toBe("Birthday party");
      expect(await page.getByLabel("Event date").inputValue()).toBe(eventDate);
      expect(await page.getByLabel("Number of guests").inputValue()).toBe("45");
      expect(await page.getByLabel("Tell vendors about your event").inputValue()).toBe("Too short.");
      expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(
        `request-form-invalid-${RUN}@example.com`,
      );
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await shoot(page, `request-form-no-js-errors-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      // Corrected (a service chosen in the select, the city typed again), it goes.
      await page.getByLabel("Add a service").selectOption({ label: "DJ" });
      await page.getByLabel("City").fill(CITY.text);
      await page.getByLabel("Tell vendors about your event").fill(`A garden party (${RUN}) with a DJ until midnight.`);
      await page.getByRole("button", { name: "Send request" }).click();
      await page.waitForURL(`${baseUrl}/request-received`);
    });

    it("the refused page passes axe (checked with the engine on and the page's own scripts blocked)", async () => {
      // Axe runs as a script in the page, which a context without JavaScript cannot run.
      const page = await newPage(true);
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await sendInvalid(page);
      await page.getByRole("alert").filter({ hasText: "There are 3 problems" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    it("a signed-in planner sends a request and lands on its page", async () => {
      const page = await newPage(false);
      await logIn(page);
      await page.goto(`${baseUrl}/createrequest?serviceTypeId=${djId}`);
      expect(await page.getByLabel("First name").count()).toBe(0);
      await describeEvent(page, `Dana's retirement party (${RUN}): Motown and a slow dance or two.`);
      await page.getByRole("button", { name: "Send request" }).click();
      await page.waitForURL(/\/client\/events\/\d+\?sent=[1-9]\d*$/);
    });
  });

  describe("with JavaScript", () => {
    it("checks as typed and refuses in the page, then sends a planner's request", async () => {
      const page = await newPage(true);
      await logIn(page);
      await page.goto(`${baseUrl}/createrequest?serviceTypeId=${djId}`);
      await waitForHydration(page);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().includes("/createrequest")) posts.push(request.url());
      });

      // A box left after typing shows its message (once the schema has loaded after the page).
      const details = page.getByLabel("Tell vendors about your event");
      await details.fill("Short.");
      await page.getByLabel("Number of guests").focus();
      await page.locator(".form-field__error").filter({ hasText: MARKETPLACE_MESSAGES.details }).waitFor();

      // Sent as it is, the form is refused in the page and the summary takes the focus.
      await page.getByRole("button", { name: "Send request" }).click();
      const summary = page.getByRole("alert").filter({ hasText: /There are \d+ problems/ });
      await summary.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
      expect(page.url()).toBe(`${baseUrl}/createrequest?serviceTypeId=${djId}`);
      expect(posts).toEqual([]);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await shoot(page, `request-form-errors-checked-as-typed-${width}`);
        expect(await axeViolations(page)).toEqual([]);
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      // Corrected, with the city picked from the suggestions.
      await describeEvent(page, `A fortieth birthday (${RUN}) with dancing all night and a few speeches.`);
      const city = page.getByRole("combobox", { name: "City" });
      await city.fill("Denver");
      await page
        .getByRole("option", { name: new RegExp(CITY.text) })
        .first()
        .click();
      await expect.poll(() => summary.count()).toBe(0);
      await page.getByRole("button", { name: "Send request" }).click();
      await page.waitForURL(/\/client\/events\/\d+\?sent=[1-9]\d*$/);
      expect(posts).toHaveLength(1);
    });
  });
});
