import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { axeViolations, useChromium } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

/** Unique per run, so the test passes again on a server that kept its database. */
const RUN = Date.now().toString(36);

async function testPhoto(): Promise<Buffer> {
  const width = 900;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 3) {
    const x = (index / 3) % width;
    pixels[index] = (x * 255) / width;
    pixels[index + 1] = 60;
    pixels[index + 2] = 200 - (x * 150) / width;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

async function noHorizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe.skipIf(!chromiumPath)("accounts in Chromium", () => {
  const chromium = useChromium();

  async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
    const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
    return { context, page: await context.newPage() };
  }

  for (const width of [375, 1280]) {
    it(`shows the log-in and sign-up pages, axe clean, at ${width} px`, async () => {
      const { context, page } = await newPage(width);
      for (const [url, name] of [
        ["/login", "log-in"],
        ["/signup/landing", "sign-up-landing"],
        ["/signup/planner", "sign-up-planner"],
        ["/signup/vendor", "sign-up-vendor"],
        ["/forgot-password", "forgot-password"],
      ] as const) {
        const response = await page.goto(`${baseUrl}${url}`);
        expect(response?.status()).toBe(200);
        expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(screenshotsDir, `${name}-${width}.png`), fullPage: true });
        expect(await axeViolations(page)).toEqual([]);
      }
      await context.close();
    });
  }

  it("a planner signs up, logs out, logs in again and is greeted by name", async () => {
    const { context, page } = await newPage(1280);
    const email = `casey-${RUN}@example.com`;
    await page.goto(`${baseUrl}/signup/landing`);
    // The survey tool may hear of the planner only once they accepted (decision 012).
    await page.getByRole("region", { name: "Cookies on Marquee" }).getByRole("button", { name: "Accept" }).click();
    await page.getByRole("link", { name: /I'm planning an event/ }).click();
    await page.waitForURL(/\/signup\/planner/);
    await page.getByLabel("First name").fill("Casey");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("balloons and a bouncy castle");
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.waitForURL(`${baseUrl}/`);
    const greeting = page.getByRole("banner").getByRole("button", { name: /Hi, Casey/ });
    await expect.poll(() => greeting.isVisible()).toBe(true);

    await greeting.click();
    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await page.waitForLoadState("load");
    await expect.poll(() => page.getByRole("banner").getByRole("link", { name: "Log In" }).isVisible()).toBe(true);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("mq_access");

    await page.getByRole("banner").getByRole("link", { name: "Log In" }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect
      .poll(() => page.getByText("That email and password don't match an account.").first().isVisible())
      .toBe(true);
    await page.getByLabel("Password", { exact: true }).fill("balloons and a bouncy castle");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => greeting.isVisible()).toBe(true);

    // The survey tool hears of the planner once their profile has loaded.
    const identities = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event?: string; userId?: string }[] }).dataLayer ?? [])
          .filter((entry) => entry.event === "identify")
          .map((entry) => entry.userId),
      );
    await expect.poll(identities).toEqual([expect.stringMatching(/^c\d+$/)]);

    await greeting.click();
    const menu = page.getByRole("banner");
    expect(await menu.getByRole("link", { name: "Requests" }).getAttribute("href")).toBe("/client/events");
    expect(await menu.getByRole("link", { name: "Account" }).getAttribute("href")).toBe("/client/modify-profile.aspx");
    await page.screenshot({ path: path.join(screenshotsDir, "header-planner-1280.png") });
    await context.close();
  });

  it("refreshes an expired access token without the person noticing", async () => {
    const { context, page } = await newPage(375);
    await page.goto(`${baseUrl}/signup/planner`);
    await page.getByLabel("First name").fill("Morgan");
    await page.getByLabel("Email address").fill(`morgan-${RUN}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("a garden party in june");
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/client/modify-profile.aspx`);
    const lastName = page.getByLabel("Last name");
    await expect.poll(() => lastName.isEditable()).toBe(true);
    // The access token's cookie lives 15 minutes; here it has run out.
    await context.clearCookies({ name: "mq_access" });
    let refreshCalls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v1/token")) refreshCalls += 1;
    });
    await lastName.fill("Lee");
    await page.getByLabel("First name").fill("Morgana");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect.poll(() => page.getByText("Your details have been saved.").isVisible()).toBe(true);
    // The header greets the new name at once: the answer set new scope and welcome-name cookies.
    await page.getByRole("button", { name: "Menu" }).click();
    await expect
      .poll(() =>
        page
          .getByRole("banner")
          .getByRole("button", { name: /Hi, Morgana/ })
          .isVisible(),
      )
      .toBe(true);
    await page.getByRole("button", { name: "Menu" }).click();
    expect(refreshCalls).toBe(1);
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain("mq_access");
    await page.screenshot({ path: path.join(screenshotsDir, "client-account-375.png"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("a vendor signs up, uploads a photo, sets a blackout date and sees both on the public profile", async () => {
    const { context, page } = await newPage(1280);
    await page.goto(`${baseUrl}/signup/landing`);
    await page
      .getByRole("main")
      .getByRole("link", { name: /List Your Service/ })
      .click();
    await page.waitForURL(/\/signup\/vendor/);
    await page.getByLabel("Business or act name").fill(`Starlight Strings ${RUN}`);
    await page.getByLabel("Your first name").fill("Avery");
    await page.getByLabel("Email address").fill(`avery-${RUN}@example.com`);
    const city = page.getByRole("combobox", { name: "City" });
    await city.fill("Austin");
    await page
      .getByRole("option", { name: /Austin, TX/ })
      .first()
      .click();
    await page.getByLabel("Main category").selectOption({ index: 1 });
    await page.getByLabel("Password", { exact: true }).fill("violins under the stars");
    await page.getByRole("button", { name: "Create my free listing" }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect
      .poll(() => page.getByRole("heading", { name: /Hi, Avery/ }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    await page.getByLabel("Choose a new photo").setInputFiles({
      name: "on-stage.jpg",
      mimeType: "image/jpeg",
      buffer: await testPhoto(),
    });
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Upload photo" }).isVisible()).toBe(true);
    await expect
      .poll(async () => (await page.locator("#main-content").textContent())?.includes("you have 1"), {
        timeout: 15_000,
      })
      .toBe(true);

    const nextMonth = new Date();
    nextMonth.setUTCDate(1);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    const blackout = `${nextMonth.toISOString().slice(0, 7)}-15`;
    const blackoutForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Add blackout date" }) });
    await blackoutForm.getByLabel("Date").fill(blackout);
    await blackoutForm.getByLabel("Reason").fill("Family wedding");
    await blackoutForm.getByRole("button", { name: "Add blackout date" }).click();
    await expect.poll(() => page.getByText("Family wedding").first().isVisible()).toBe(true);
    await page.screenshot({ path: path.join(screenshotsDir, "dashboard-1280.png"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    const profileHref = await page.getByRole("link", { name: "View your public profile" }).getAttribute("href");
    expect(profileHref).toMatch(/^\/[a-z0-9-]+\/starlight-strings-/);
    await page.goto(`${baseUrl}${profileHref}?month=${blackout.slice(0, 7)}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(`Starlight Strings ${RUN}`);
    const images = await page
      .locator("img")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("src") ?? ""));
    expect(images.some((src) => /\/members\/\d+\//.test(src))).toBe(true);
    const day = page.locator("td.profile-calendar__cell--unavailable");
    await expect.poll(() => day.count()).toBe(1);
    expect(await day.locator(".profile-calendar__day").textContent()).toBe("15");
    await context.close();
  });

  it("shows the member center and the membership plans at 375 px", async () => {
    const { context, page } = await newPage(375);
    await page.goto(`${baseUrl}/login?returnTo=%2Fdashboard`);
    await page.getByLabel("Email address").fill("vendor@marquee.test");
    await page.getByLabel("Password", { exact: true }).fill("book-my-band-2026");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect.poll(() => page.getByRole("heading", { name: /Hi, / }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(screenshotsDir, "dashboard-375.png"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${baseUrl}/dashboard/membership`);
    await expect.poll(() => page.getByRole("heading", { name: "Premium" }).first().isVisible()).toBe(true);
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(screenshotsDir, "membership-375.png"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("an admin session is greeted but never identified to the survey tool, even with consent", async () => {
    const { context, page } = await newPage(1280);
    await context.addCookies([{ name: "marquee_consent", value: "granted", url: baseUrl }]);
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Email address").fill("admin@marquee.test");
    await page.getByLabel("Password", { exact: true }).fill("run-the-show-2026");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect
      .poll(() =>
        page
          .getByRole("banner")
          .getByRole("button", { name: /Hi, Admin/ })
          .isVisible(),
      )
      .toBe(true);
    await page.waitForLoadState("networkidle");
    const layer = await page.evaluate(
      () => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [],
    );
    expect(layer.some((entry) => entry.event === "identify")).toBe(false);
    await context.close();
  });
});
