import path from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { tooManyCategoriesMessage } from "#features/members/members.rules.ts";
import { confirmByOutbox } from "#tests/support/accounts.ts";
import { axeViolations, json, useChromium, waitForHydration } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

/** Unique per run, so the test passes again on a server that kept its database. */
const RUN = Date.now().toString(36);
const PASSWORD = "sketches between the sets";

type Categories = { primaryServiceType: { fileName: string }; providedServiceTypes: { fileName: string }[] };

/**
 * The dashboard's categories (issue 20): every service type, sub-categories included, grouped under
 * its broad type in disclosures that work by keyboard and without JavaScript; saved within the plan.
 */
describe.skipIf(!chromiumPath)("a vendor's categories in the dashboard", () => {
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];
  let djId: number;

  async function newContext(javaScript: boolean): Promise<BrowserContext> {
    const context = await chromium.browser.newContext({
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: javaScript,
    });
    contexts.push(context);
    return context;
  }

  beforeAll(async () => {
    const context = await newContext(false);
    const types = await json<{ serviceTypes: { id: number; fileName: string }[] }>(
      await context.request.get(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`),
    );
    djId = types.serviceTypes.find((type) => type.fileName === "dj")?.id as number;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  /** A new Basic DJ in Austin, signed up and confirmed by the emailed link: the context is logged in as them. */
  async function newVendor(context: BrowserContext, name: string): Promise<number> {
    const email = `${name.toLowerCase().replaceAll(" ", "-")}-${RUN}@example.com`;
    const signUp = await context.request.post(`${baseUrl}/signup/vendor`, {
      form: {
        businessName: `${name} ${RUN}`,
        firstName: "Casey",
        email,
        cityFileName: "austin-tx",
        serviceTypeIds: String(djId),
        password: PASSWORD,
      },
    });
    expect(signUp.status()).toBeLessThan(400);
    await confirmByOutbox(context.request, baseUrl, email);
    return (await json<{ account: { memberId: number } }>(await context.request.get(`${baseUrl}/api/v1/accounts/me`)))
      .account.memberId;
  }

  async function categoriesOf(context: BrowserContext, memberId: number) {
    const { member } = await json<{ member: Categories }>(
      await context.request.get(`${baseUrl}/api/v1/members/${memberId}?load=PrimaryServiceType,ProvidedServiceTypes`),
    );
    return {
      primary: member.primaryServiceType.fileName,
      all: member.providedServiceTypes.map((type) => type.fileName).sort(),
    };
  }

  /** Whether the vendor is listed in a search (every page of it). */
  async function listedIn(context: BrowserContext, lookup: string, memberId: number): Promise<boolean> {
    const found = await json<{ results: { memberId: number }[] }>(
      await context.request.get(`${baseUrl}/api/v1/search/${lookup}/results?take=220&exactLocationOnly=true`),
    );
    return found.results.some((result) => result.memberId === memberId);
  }

  const section = (page: Page) => page.locator("#categories");
  const group = (page: Page, name: string): Locator =>
    section(page)
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: name }) });

  /**
   * axe on a page as a browser without JavaScript shows it: its very HTML, in a page that runs axe
   * but none of the page's own scripts (axe itself needs scripts).
   */
  async function axeWithoutScripts(page: Page): Promise<string[]> {
    const html = await page.content();
    const address = page.url().split("#", 1)[0] as string;
    const context = await chromium.browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const checker = await context.newPage();
    await checker.route("**/*", (route) => {
      const request = route.request();
      if (request.resourceType() === "script") return route.abort();
      if (request.url() === address) return route.fulfill({ body: html, contentType: "text/html; charset=utf-8" });
      return route.continue();
    });
    await checker.goto(address);
    const violations = await axeViolations(checker);
    await context.close();
    return violations;
  }

  /** The categories section at both widths, looked at with axe. */
  async function shoot(page: Page, name: string, javaScript: boolean): Promise<void> {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await section(page).screenshot({ path: path.join(screenshotsDir, `${name}-${width}.png`) });
      expect(javaScript ? await axeViolations(page) : await axeWithoutScripts(page)).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  it(
    "with JavaScript: opens a group by keyboard, picks a sub-category as primary, is held to the plan, and keeps it",
    {
      timeout: 300_000,
    },
    async () => {
      const context = await newContext(true);
      const memberId = await newVendor(context, "Spin and Sketch");
      const page = await context.newPage();
      await page.goto(`${baseUrl}/dashboard#categories`);
      await waitForHydration(page);

      // The group of what the vendor holds is open; the others are closed, their boxes hidden.
      expect(await group(page, "DJs").getAttribute("open")).not.toBeNull();
      expect(await section(page).getByRole("checkbox", { name: "DJ", exact: true }).isChecked()).toBe(true);
      expect(await section(page).getByRole("checkbox", { name: "Caricaturist" }).isVisible()).toBe(false);

      // By keyboard: open Variety Acts, tick Caricaturist.
      await group(page, "Variety Acts").locator("summary").focus();
      await page.keyboard.press("Enter");
      const caricaturist = section(page).getByRole("checkbox", { name: "Caricaturist" });
      await caricaturist.waitFor();
      await caricaturist.focus();
      await page.keyboard.press("Space");
      expect(await caricaturist.isChecked()).toBe(true);
      await section(page).getByRole("checkbox", { name: "Wedding DJ" }).check();
      await expect.poll(() => section(page).getByText("3 of 2 chosen.").count()).toBe(1);

      // Three on the Basic plan: refused before it is sent, with the plan's message.
      await section(page).getByRole("button", { name: "Save categories" }).click();
      await section(page)
        .getByRole("alert")
        .filter({ hasText: tooManyCategoriesMessage("Basic") })
        .waitFor();
      await shoot(page, "member-categories-refused", true);

      await section(page).getByRole("checkbox", { name: "DJ", exact: true }).uncheck();
      await section(page).getByLabel("Primary category").selectOption({ label: "Wedding DJ" });
      await section(page).getByRole("button", { name: "Save categories" }).click();
      await page.getByRole("status").filter({ hasText: "Your categories are saved." }).waitFor();
      expect(await categoriesOf(context, memberId)).toEqual({
        primary: "wedding-dj",
        all: ["caricaturist", "wedding-dj"],
      });

      // Kept on the page as it is drawn again, and in the searches of what was chosen.
      await page.reload();
      await waitForHydration(page);
      expect(await section(page).getByRole("checkbox", { name: "Wedding DJ" }).isChecked()).toBe(true);
      expect(await section(page).getByRole("checkbox", { name: "Caricaturist" }).isChecked()).toBe(true);
      expect(await section(page).getByLabel("Primary category").inputValue()).toBe(
        await section(page).getByRole("checkbox", { name: "Wedding DJ" }).getAttribute("value"),
      );
      await shoot(page, "member-categories-saved", true);
      expect(await listedIn(context, "caricaturist-austin-tx", memberId)).toBe(true);
      expect(await listedIn(context, "wedding-dj-austin-tx", memberId)).toBe(true);
    },
  );

  it(
    "without JavaScript: opens a group, picks a sub-category, is refused beyond the plan with the ticks kept, and saves",
    {
      timeout: 300_000,
    },
    async () => {
      const context = await newContext(false);
      const memberId = await newVendor(context, "Quiet Caricatures");
      const page = await context.newPage();
      await page.goto(`${baseUrl}/dashboard#categories`);

      await group(page, "Variety Acts").locator("summary").click();
      await section(page).getByRole("checkbox", { name: "Balloon Twister" }).check();
      await group(page, "Magicians").locator("summary").click();
      await section(page).getByRole("checkbox", { name: "Mentalist" }).check();
      await section(page).getByRole("button", { name: "Save categories" }).click();

      // Refused by the server: the plan's message, and the boxes as they were ticked.
      await section(page)
        .getByRole("alert")
        .filter({ hasText: tooManyCategoriesMessage("Basic") })
        .waitFor();
      expect(await section(page).getByRole("checkbox", { name: "Balloon Twister" }).isChecked()).toBe(true);
      expect(await section(page).getByRole("checkbox", { name: "Mentalist" }).isChecked()).toBe(true);
      expect(await categoriesOf(context, memberId)).toEqual({ primary: "dj", all: ["dj"] });
      await shoot(page, "member-categories-no-script-refused", false);

      await section(page).getByRole("checkbox", { name: "Mentalist" }).uncheck();
      await section(page).getByRole("button", { name: "Save categories" }).click();
      await page.waitForURL(/notice=categories-saved/);
      await page.getByRole("status").filter({ hasText: "Your categories are saved." }).waitFor();
      expect(await categoriesOf(context, memberId)).toEqual({ primary: "dj", all: ["balloon-twister", "dj"] });

      // The new category is offered as the primary one once saved; choosing it drops nothing.
      expect(await group(page, "Variety Acts").getAttribute("open")).not.toBeNull();
      await section(page).getByLabel("Primary category").selectOption({ label: "Balloon Twister" });
      await section(page).getByRole("button", { name: "Save categories" }).click();
      // The address already carries the notice: wait for the saved primary category instead.
      await expect
        .poll(() => categoriesOf(context, memberId))
        .toEqual({ primary: "balloon-twister", all: ["balloon-twister", "dj"] });
      await expect
        .poll(() => section(page).getByLabel("Primary category").locator("option:checked").textContent())
        .toBe("Balloon Twister");
      expect(await section(page).getByRole("checkbox", { name: "Balloon Twister" }).isChecked()).toBe(true);
      await shoot(page, "member-categories-no-script-saved", false);
      expect(await listedIn(context, "balloon-twister-austin-tx", memberId)).toBe(true);
    },
  );
});
