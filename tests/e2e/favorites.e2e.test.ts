import path from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { FAVORITES_FULL_MESSAGE } from "#features/marketplace/favorites.service.server.ts";
import { REQUEST_LIMITS } from "#features/marketplace/marketplace.rules.ts";
import { confirmByOutbox } from "#tests/support/accounts.ts";
import {
  axeViolations,
  fullPageScreenshot,
  isoDay,
  json,
  me,
  useChromium,
  waitForHydration,
} from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");

/** Unique per run, so the test passes again on a server that kept its database. */
const RUN = Date.now().toString(36);
const WIDTHS = [375, 1280] as const;
const FAVORITES_LIMIT = REQUEST_LIMITS.maxFavorites;
const PASSWORD = "saved for the big night";
/** The test's own vendors live here: they are free on every day, whatever the seeded calendars hold. */
const CITY = { text: "Austin, TX", fileName: "austin-tx" };

type Vendor = { name: string; memberId: number; profilePath: string; page: Page };

/**
 * Every "Save" control a planner meets, pressed in Chromium: the profile's toggle (with scripts, a
 * call that updates in place; without, a form to /client/favorites), the visitor's way to log in,
 * the saved vendors page's "Remove", and the request to all saved vendors that follows.
 */
describe.skipIf(!chromiumPath)("saving vendors in Chromium", () => {
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];
  let djId: number;
  let first: Vendor;
  let second: Vendor;
  let planner: Page;
  let plannerEmail: string;
  let clientId: number;

  async function newPage(javaScriptEnabled: boolean, width = 1280): Promise<Page> {
    const context = await chromium.browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  /** A DJ of the test's own, signed up and confirmed as its owner would, signed in on its own page. */
  async function newVendor(label: string): Promise<Vendor> {
    const page = await newPage(true);
    const name = `${label} ${RUN}`;
    const email = `${label.toLowerCase().replaceAll(" ", "-")}-${RUN}@example.com`;
    const signUp = await page.request.post(`${baseUrl}/signup/vendor`, {
      form: {
        businessName: name,
        firstName: "Sam",
        email,
        cityFileName: CITY.fileName,
        serviceTypeIds: String(djId),
        password: PASSWORD,
      },
    });
    expect(signUp.status()).toBeLessThan(400);
    await confirmByOutbox(page.request, baseUrl, email);
    const memberId = (await me(page.request)).memberId as number;
    const member = await json<{ member: { profileUrl: string | null } }>(
      await page.request.get(`${baseUrl}/api/v1/members/${memberId}`),
    );
    return { name, memberId, profilePath: member.member.profileUrl as string, page };
  }

  /** A new planner, signed up and confirmed in `page`'s browser context. */
  async function newPlanner(page: Page, label: string): Promise<{ email: string; clientId: number }> {
    const email = `${label}-${RUN}@example.com`;
    const signUp = await page.request.post(`${baseUrl}/signup/planner`, {
      form: { firstName: "Robin", email, password: PASSWORD },
    });
    expect(signUp.status()).toBeLessThan(400);
    await confirmByOutbox(page.request, baseUrl, email);
    return { email, clientId: (await me(page.request)).clientId as number };
  }

  async function savedIds(page: Page, id: number): Promise<number[]> {
    const body = await json<{ favorites: { memberId: number }[] }>(
      await page.request.get(`${baseUrl}/api/v1/client/${id}/favorites`),
    );
    return body.favorites.map((favorite) => favorite.memberId);
  }

  /** The profile's toggle, once the page has asked whether the vendor is saved. */
  async function saveToggle(page: Page, vendor: Vendor): Promise<Locator> {
    await waitForHydration(page);
    return page.getByRole("button", { name: `Save ${vendor.name}` });
  }

  /** Presses the toggle and waits for the call it makes (PUT to save, DELETE to remove) to succeed. */
  async function pressToggle(page: Page, toggle: Locator, method: "PUT" | "DELETE"): Promise<void> {
    const answered = page.waitForResponse(
      (response) => response.url().includes("/favorites/") && response.request().method() === method,
    );
    await toggle.click();
    expect((await answered).status()).toBe(204);
  }

  beforeAll(async () => {
    const setUp = await newPage(true);
    const types = await json<{ serviceTypes: { id: number; fileName: string }[] }>(
      await setUp.request.get(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`),
    );
    djId = types.serviceTypes.find((type) => type.fileName === "dj")?.id as number;
    first = await newVendor("Saved Spins");
    second = await newVendor("Saved Grooves");
    planner = await newPage(true);
    const signedUp = await newPlanner(planner, "favorites-planner");
    plannerEmail = signedUp.email;
    clientId = signedUp.clientId;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it("saves and unsaves a vendor with the profile's toggle, at 375 and 1280 px", async () => {
    for (const width of WIDTHS) {
      await planner.setViewportSize({ width, height: 900 });
      await planner.goto(`${baseUrl}${first.profilePath}`);
      const toggle = await saveToggle(planner, first);
      await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("false");
      await pressToggle(planner, toggle, "PUT");
      expect(await toggle.getAttribute("aria-pressed")).toBe("true");
      expect(await planner.getByRole("alert").filter({ hasText: "didn't work" }).count()).toBe(0);
      expect(await savedIds(planner, clientId)).toEqual([first.memberId]);
      await fullPageScreenshot(planner, `favorites-profile-saved-${width}`);
      expect(await axeViolations(planner)).toEqual([]);

      // A new page load asks the server, which remembers.
      await planner.reload();
      const reloaded = await saveToggle(planner, first);
      await expect.poll(() => reloaded.getAttribute("aria-pressed")).toBe("true");
      await pressToggle(planner, reloaded, "DELETE");
      expect(await reloaded.getAttribute("aria-pressed")).toBe("false");
      expect(await savedIds(planner, clientId)).toEqual([]);
    }
    await planner.setViewportSize({ width: 1280, height: 900 });
  });

  it("asks a visitor who presses Save to log in, and brings them back to the profile as it was opened", async () => {
    const visitor = await newPage(true);
    const opened = `${first.profilePath}?eventDate=${isoDay(70)}&cityFileName=${CITY.fileName}&serviceTypeId=${djId}`;
    await visitor.goto(`${baseUrl}${opened}`);
    await waitForHydration(visitor);
    await visitor.getByRole("link", { name: `Save ${first.name}` }).click();
    await visitor.waitForURL(/\/login\?returnTo=/);
    await visitor.getByLabel("Email address").fill(plannerEmail);
    await visitor.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await visitor.getByRole("button", { name: "Log in" }).click();
    await visitor.waitForURL(`${baseUrl}${opened}`);
    expect(await visitor.getByRole("button", { name: `Save ${first.name}` }).count()).toBe(1);
  });

  it("saves when pressed before the page knows whether the vendor is saved", async () => {
    // The saved list is held back until the toggle has been pressed.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const savedList = /\/api\/v1\/client\/\d+\/favorites$/;
    await planner.route(savedList, async (route) => {
      await held;
      await route.continue();
    });
    const listed = planner.waitForResponse((response) => savedList.test(response.url()));
    await planner.goto(`${baseUrl}${first.profilePath}`);
    const toggle = await saveToggle(planner, first);
    await pressToggle(planner, toggle, "PUT");
    release();
    await listed;
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    expect(await savedIds(planner, clientId)).toEqual([first.memberId]);
    await planner.unroute(savedList);
  });

  it("saves a vendor without JavaScript: the profile's form posts and comes back to the profile", async () => {
    const withoutScripts = await newPage(false);
    const other = await newPlanner(withoutScripts, "favorites-no-js");
    await withoutScripts.goto(`${baseUrl}${second.profilePath}`);
    await withoutScripts.getByRole("button", { name: `Save ${second.name}` }).click();
    await withoutScripts.waitForURL(`${baseUrl}${second.profilePath}`);
    expect(await savedIds(withoutScripts, other.clientId)).toEqual([second.memberId]);
    await withoutScripts.goto(`${baseUrl}/client/favorites`);
    await withoutScripts.getByText("1 saved vendor").waitFor();
    await withoutScripts.getByRole("button", { name: `Remove ${second.name}` }).click();
    await withoutScripts.getByText("The vendor was removed from your saved vendors.").waitFor();
    expect(await savedIds(withoutScripts, other.clientId)).toEqual([]);
  });

  it("removes a vendor on the saved vendors page with JavaScript", async () => {
    await planner.goto(`${baseUrl}${second.profilePath}`);
    await pressToggle(planner, await saveToggle(planner, second), "PUT");
    await planner.goto(`${baseUrl}/client/favorites`);
    await planner.getByText("2 saved vendors").waitFor();
    await waitForHydration(planner);
    await planner.getByRole("button", { name: `Remove ${second.name}` }).click();
    await planner.getByText("The vendor was removed from your saved vendors.").waitFor();
    expect(await savedIds(planner, clientId)).toEqual([first.memberId]);
    // Saved again for the request to all saved vendors below.
    await planner.goto(`${baseUrl}${second.profilePath}`);
    await pressToggle(planner, await saveToggle(planner, second), "PUT");
  });

  it("says a full list is full, with and without JavaScript, and saves nothing", async () => {
    const full = await newPage(true, 375);
    const owner = await newPlanner(full, "favorites-full");
    // Seeded vendors fill the list to its limit; the test's own vendors come after them.
    const ids = Array.from({ length: FAVORITES_LIMIT }, (_, index) => index + 1);
    for (let start = 0; start < ids.length; start += 50) {
      const answers = await Promise.all(
        ids
          .slice(start, start + 50)
          .map((id) => full.request.put(`${baseUrl}/api/v1/client/${owner.clientId}/favorites/${id}`, { data: {} })),
      );
      expect(answers.map((answer) => answer.status())).toEqual(answers.map(() => 204));
    }
    const message = FAVORITES_FULL_MESSAGE;

    await full.goto(`${baseUrl}${first.profilePath}`);
    const toggle = await saveToggle(full, first);
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("false");
    const refused = full.waitForResponse((response) => response.url().includes("/favorites/"));
    await toggle.click();
    expect((await refused).status()).toBe(409);
    await full.getByRole("alert").filter({ hasText: message }).waitFor();
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await fullPageScreenshot(full, "favorites-full-375");
    expect(await axeViolations(full)).toEqual([]);

    const withoutScripts = await newPage(false);
    await withoutScripts.context().addCookies(await full.context().cookies());
    await withoutScripts.goto(`${baseUrl}${first.profilePath}`);
    await withoutScripts.getByRole("button", { name: `Save ${first.name}` }).click();
    await withoutScripts.getByText(message).waitFor();
    // The top of the page, where the refusal is: the whole list of 500 is too long to capture.
    await withoutScripts.screenshot({ path: path.join(inject("screenshotsDir"), "favorites-full-no-js-1280.png") });
    const saved = await savedIds(full, owner.clientId);
    expect(saved).toHaveLength(FAVORITES_LIMIT);
    expect(saved).not.toContain(first.memberId);
  });

  it("asks all saved vendors at once: the form names them, and both receive the request", async () => {
    await planner.goto(`${baseUrl}/client/favorites`);
    await planner.getByRole("link", { name: "Ask all saved vendors for quotes" }).click();
    await planner.waitForURL(`${baseUrl}/requestquote?favorites=1`);
    const recipients = planner.getByRole("region", { name: "Who gets your request" });
    await recipients.getByText("We'll ask the 2 vendors you saved").waitFor();
    for (const vendor of [first, second])
      expect(await recipients.getByRole("link", { name: vendor.name }).count()).toBe(1);
    expect(await planner.getByText(/couldn't find the vendor you chose/).count()).toBe(0);
    for (const width of WIDTHS) {
      await planner.setViewportSize({ width, height: 900 });
      const overflow = await planner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await fullPageScreenshot(planner, `favorites-request-form-${width}`);
      expect(await axeViolations(planner)).toEqual([]);
    }
    await planner.setViewportSize({ width: 1280, height: 900 });

    const eventDate = isoDay(64);
    await waitForHydration(planner);
    await planner.getByLabel("Event type").selectOption("Birthday party");
    await planner.getByLabel("Event date").fill(eventDate);
    await planner.getByLabel("Start time").fill("19:00");
    await planner.getByLabel("How long").selectOption("240");
    const city = planner.getByRole("combobox", { name: "City" });
    await city.fill("Austin");
    await planner
      .getByRole("option", { name: new RegExp(CITY.text) })
      .first()
      .click();
    await planner.getByLabel("Number of guests").fill("60");
    await planner.getByLabel("Add a service").selectOption({ label: "DJ" });
    await planner
      .getByLabel("Tell vendors about your event")
      .fill(`Robin's saved-vendors party (${RUN}): dancing until late, some Motown for the parents.`);
    await planner.getByRole("button", { name: "Send request" }).click();
    await planner.waitForURL(/\/client\/events\/\d+\?sent=2$/);
    const requestId = Number(/\/client\/events\/(\d+)/.exec(planner.url())?.[1]);
    for (const vendor of [first, second]) {
      const leads = await json<{ leads: { requestId: number; eventDate: string; cityName: string }[] }>(
        await vendor.page.request.get(`${baseUrl}/api/v1/members/${vendor.memberId}/leads`),
      );
      expect(leads.leads.find((lead) => lead.requestId === requestId)).toMatchObject({
        eventDate,
        cityName: CITY.text,
      });
    }
  });
});
