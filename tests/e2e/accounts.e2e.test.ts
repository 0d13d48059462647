import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { followEmailedLink } from "#tests/support/accounts.ts";
import { axeViolations, useChromium, waitForHydration } from "#tests/support/e2e.ts";

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

  it("a planner signs up, confirms the emailed link, logs out, logs in again and is greeted by name", async () => {
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
    await expect
      .poll(() => page.getByRole("heading", { name: "Check your email to finish signing up" }).isVisible())
      .toBe(true);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("mq_access");
    await page.screenshot({ path: path.join(screenshotsDir, "sign-up-check-email-1280.png"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await followEmailedLink(page, baseUrl, email, "Confirm your email to finish signing up");
    await page.getByRole("button", { name: "Confirm and log in" }).click();
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
    await page.getByRole("heading", { name: "Check your email to finish signing up" }).waitFor();
    await followEmailedLink(page, baseUrl, `morgan-${RUN}@example.com`, "Confirm your email to finish signing up");
    await page.getByRole("button", { name: "Confirm and log in" }).click();
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
    // Renewed once: by the header's check of the session in the browser when it runs first, else by the
    // page's action on the server, with the same refresh cookie.
    expect(refreshCalls).toBeLessThanOrEqual(1);
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain("mq_access");
    await page.screenshot({ path: path.join(screenshotsDir, "client-account-375.png"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("a vendor signs up, confirms the emailed link, uploads a photo, sets a blackout date and sees both on the public profile", async () => {
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
    await page.getByRole("heading", { name: "Check your email to finish signing up" }).waitFor();
    await followEmailedLink(page, baseUrl, `avery-${RUN}@example.com`, "Confirm your email to finish signing up");
    await page.getByRole("button", { name: "Confirm and log in" }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect
      .poll(() => page.getByRole("heading", { name: /Hi, Avery/ }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    // Photos have a page of their own in the member center.
    await page.getByRole("link", { name: "Photos", exact: true }).click();
    await page.waitForURL(/\/dashboard\/photos$/);
    await waitForHydration(page);
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
    await page.getByRole("link", { name: "Dashboard", exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await waitForHydration(page);

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

    // The request card beside the profile checks a planner's date against that calendar.
    await waitForHydration(page);
    const card = page.getByRole("region", { name: `Book Starlight Strings ${RUN}` });
    const [year, month] = blackout.split("-");
    await card.getByLabel("Your event date").fill(blackout);
    await card.getByRole("button", { name: "Check" }).click();
    await expect.poll(() => card.getByRole("status").textContent()).toBe(`Not available on ${month}/15/${year}`);
    expect(new URL(page.url()).searchParams.get("eventDate")).toBe(blackout);
    await card.getByLabel("Your event date").fill(`${year}-${month}-16`);
    await card.getByRole("button", { name: "Check" }).click();
    await expect.poll(() => card.getByRole("status").textContent()).toBe(`Free on ${month}/16/${year}`);
    // The quote link carries the date checked.
    expect(await card.getByRole("link", { name: "Request a quote" }).getAttribute("href")).toContain(
      `eventDate=${year}-${month}-16`,
    );
    await page.screenshot({ path: path.join(screenshotsDir, "profile-request-card-1280.png") });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    // Without JavaScript the card is the same GET form, answered by the server.
    const plain = await chromium.browser.newContext({
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    const plainPage = await plain.newPage();
    await plainPage.goto(`${baseUrl}${profileHref}`);
    const plainCard = plainPage.getByRole("region", { name: `Book Starlight Strings ${RUN}` });
    await plainCard.getByLabel("Your event date").fill(blackout);
    await plainCard.getByRole("button", { name: "Check" }).click();
    await plainPage.waitForURL((url) => url.searchParams.get("eventDate") === blackout);
    expect(await plainCard.getByRole("status").textContent()).toBe(`Not available on ${month}/15/${year}`);
    await plain.close();
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

  /** A planner account confirmed through its emailed link, in a context of its own (scripts on or off). */
  async function confirmedPlanner(
    email: string,
    javaScriptEnabled: boolean,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/signup/planner`);
    await page.getByLabel("First name").fill("Dana");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.getByRole("heading", { name: "Check your email to finish signing up" }).waitFor();
    await followEmailedLink(page, baseUrl, email, "Confirm your email to finish signing up");
    await page.getByRole("button", { name: "Confirm and log in" }).click();
    await page.waitForURL(`${baseUrl}/`);
    return { context, page };
  }

  const PASSWORD = "paper lanterns over the patio";
  const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

  it("without scripts: sign-up waits for the link, which can be sent again, and a pending log-in is told to confirm", async () => {
    const context = await chromium.browser.newContext({
      viewport: { width: 375, height: 812 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const email = `nojs-${RUN}@example.com`;
    await page.goto(`${baseUrl}/signup/planner`);
    await page.getByLabel("First name").fill("Noor");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.getByRole("heading", { name: "Check your email to finish signing up" }).waitFor();
    await page.getByRole("button", { name: "Send the link again" }).click();
    await page.waitForURL(`${baseUrl}/confirm-email`);
    await status(page, "we've sent it a new link").waitFor();

    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("heading", { name: "Confirm your email to log in" }).waitFor();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("mq_access");
    await page.screenshot({ path: path.join(screenshotsDir, "log-in-confirm-email-375.png"), fullPage: true });
    await page.getByRole("button", { name: "Send the link again" }).click();
    await status(page, "we've sent it a new link").waitFor();
    // The page's own form, for an address typed again.
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send the link again" }).click();
    await status(page, "we've sent it a new link").waitFor();

    await followEmailedLink(page, baseUrl, email, "Confirm your email to finish signing up");
    await page.getByRole("button", { name: "Confirm and log in" }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain("mq_access");
    await context.close();
  });

  it("with scripts: a pending log-in sends the link again, and a used link says so", async () => {
    const { context, page } = await newPage(1280);
    const email = `pending-${RUN}@example.com`;
    await page.goto(`${baseUrl}/signup/planner`);
    await page.getByLabel("First name").fill("Pip");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.getByRole("heading", { name: "Check your email to finish signing up" }).waitFor();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("heading", { name: "Confirm your email to log in" }).waitFor();
    await page.getByRole("button", { name: "Send the link again" }).click();
    await status(page, "we've sent it a new link").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await followEmailedLink(page, baseUrl, email, "Confirm your email to finish signing up");
    const link = page.url();
    await page.screenshot({ path: path.join(screenshotsDir, "confirm-email-link-1280.png"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Confirm and log in" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(link);
    await page.getByRole("heading", { name: "This link can't be used" }).waitFor();
    await context.close();
  });

  it("without scripts: a planner changes the log-in email by its link, and the old address undoes it", async () => {
    const oldEmail = `change-${RUN}@example.com`;
    const newEmail = `changed-${RUN}@example.com`;
    const { context, page } = await confirmedPlanner(oldEmail, false);
    await page.goto(`${baseUrl}/client/modify-profile.aspx`);
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send a confirmation link" }) });
    await form.getByLabel("New email address").fill(newEmail);
    await form.getByLabel("Your current password").fill("not my password");
    await form.getByRole("button", { name: "Send a confirmation link" }).click();
    await page.getByText("Your current password is not right.").first().waitFor();
    await form.getByLabel("New email address").fill(newEmail);
    await form.getByLabel("Your current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Send a confirmation link" }).click();
    await status(page, `We've sent a link to ${newEmail}`).waitFor();
    await page.screenshot({ path: path.join(screenshotsDir, "client-change-email-1280.png"), fullPage: true });

    await followEmailedLink(page, baseUrl, newEmail, "Confirm your new Marquee email");
    await page.getByRole("button", { name: "Confirm my new email" }).click();
    await page.getByRole("heading", { name: "Your email is changed" }).waitFor();

    await followEmailedLink(page, baseUrl, oldEmail, "Your Marquee email was changed");
    await page.getByRole("button", { name: "Undo the change" }).click();
    await page.getByRole("heading", { name: "Your email is back" }).waitFor();
    // Every session ended, and the old password is gone: the owner chooses one and is signed in by it.
    await followEmailedLink(page, baseUrl, oldEmail, "Choose a new Marquee password");
    await page.getByLabel("Password", { exact: true }).fill("my very own new passphrase");
    await page.getByRole("button", { name: "Save my password and log in" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/client/modify-profile.aspx`);
    expect(new URL(page.url()).pathname).toBe("/client/modify-profile.aspx");
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Email address").fill(oldEmail);
    await page.getByLabel("Password", { exact: true }).fill("my very own new passphrase");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it("with scripts: a vendor changes the log-in email from the dashboard, and the listing email by its own link", async () => {
    const { context, page } = await newPage(1280);
    const email = `vendor-email-${RUN}@example.com`;
    await page.goto(`${baseUrl}/signup/vendor`);
    await page.getByLabel("Business or act name").fill(`Glow Stick Crew ${RUN}`);
    await page.getByLabel("Your first name").fill("Val");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("combobox", { name: "City" }).fill("Austin");
    await page
      .getByRole("option", { name: /Austin, TX/ })
      .first()
      .click();
    await page.getByLabel("Main category").selectOption({ index: 1 });
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create my free listing" }).click();
    await page.getByRole("heading", { name: "Check your email to finish signing up" }).waitFor();
    await followEmailedLink(page, baseUrl, email, "Confirm your email to finish signing up");
    await page.getByRole("button", { name: "Confirm and log in" }).click();
    await page.waitForURL(/\/dashboard$/);

    // The listing email waits for its link; the box keeps showing the confirmed one.
    const listingEmail = `bookings-${RUN}@example.com`;
    const details = page.locator("form").filter({ has: page.getByRole("button", { name: "Save profile details" }) });
    await details.getByLabel("Email address").fill(listingEmail);
    await details.getByRole("button", { name: "Save profile details" }).click();
    await status(page, `We've sent a link to ${listingEmail}`).waitFor();
    expect(await details.getByLabel("Email address").inputValue()).toBe(email);
    await followEmailedLink(page, baseUrl, listingEmail, "Confirm your listing email");
    await page.getByRole("button", { name: "Confirm my listing email" }).click();
    await page.getByRole("heading", { name: "Your listing email is confirmed" }).waitFor();

    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole("link", { name: "change your log-in email" }).click();
    await page.waitForURL(`${baseUrl}/account/email`);
    await page.getByText(`You log in with ${email}.`).waitFor();
    const newEmail = `vendor-email-new-${RUN}@example.com`;
    await page.getByLabel("New email address").fill(newEmail);
    await page.getByLabel("Your current password").fill(PASSWORD);
    await page.getByRole("button", { name: "Send a confirmation link" }).click();
    await status(page, `We've sent a link to ${newEmail}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await followEmailedLink(page, baseUrl, newEmail, "Confirm your new Marquee email");
    await page.getByRole("button", { name: "Confirm my new email" }).click();
    await page.getByRole("heading", { name: "Your email is changed" }).waitFor();
    // The browser that confirmed stays logged in, with the new email.
    await page.getByRole("link", { name: "Go to Marquee" }).click();
    const account = await (await page.request.get(`${baseUrl}/api/v1/accounts/me`)).json();
    expect(account.account.email).toBe(newEmail);
    await context.close();
  });

  it("a visitor's request: a new email confirms and chooses a password; an existing one confirms the request, without scripts", async () => {
    const visitor = await newPage(1280);
    const email = `visitor-${RUN}@example.com`;
    const sendRequest = async (page: Page, firstName: string) => {
      const eventDate = new Date(Date.now() + 75 * 86_400_000).toISOString().slice(0, 10);
      await page.goto(`${baseUrl}/createrequest?serviceTypeId=${djServiceTypeId}`);
      // Fill it once the page has hydrated, so the page's checks as typed run.
      await waitForHydration(page);
      await page.getByLabel("Event type").selectOption("Birthday party");
      await page.getByLabel("Event date").fill(eventDate);
      await page.getByLabel("Start time").fill("18:00");
      await page.getByLabel("How long").selectOption("240");
      await page.getByRole("combobox", { name: "City" }).fill("Austin");
      await page
        .getByRole("option", { name: /Austin, TX/ })
        .first()
        .click();
      await page.getByLabel("Number of guests").fill("50");
      await page
        .getByLabel("Tell vendors about your event")
        .fill(`A garden birthday (${RUN}) with a DJ for dancing after dinner and a few speeches.`);
      await page.getByLabel("First name").fill(firstName);
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByRole("button", { name: "Send request" }).click();
      await page.waitForURL(`${baseUrl}/request-received`);
      await page.getByText("Request received: check your email to confirm it and follow its quotes.").waitFor();
    };
    const types = await (
      await visitor.page.request.get(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`)
    ).json();
    const djServiceTypeId = (types.serviceTypes as { id: number; fileName: string }[]).find(
      (type) => type.fileName === "dj",
    )?.id;

    await sendRequest(visitor.page, "Vic");
    expect((await visitor.context.cookies()).map((cookie) => cookie.name)).not.toContain("mq_access");
    expect(await axeViolations(visitor.page)).toEqual([]);
    await followEmailedLink(visitor.page, baseUrl, email, "Confirm your email to follow your request");
    await visitor.page.getByLabel("Choose a password").fill(PASSWORD);
    await visitor.page.getByRole("button", { name: "Confirm and save my password" }).click();
    await visitor.page.waitForURL(/\/client\/events\/\d+$/);

    // Someone sends another request with the same email: its owner confirms it by the link, scripts off.
    const stranger = await newPage(375);
    await sendRequest(stranger.page, "Someone");
    const owner = await chromium.browser.newContext({
      viewport: { width: 375, height: 812 },
      javaScriptEnabled: false,
    });
    const ownerPage = await owner.newPage();
    await followEmailedLink(ownerPage, baseUrl, email, "Confirm your request to send it to vendors");
    await ownerPage.getByRole("button", { name: "Confirm and send my request" }).click();
    await ownerPage.getByRole("heading", { name: "Your request is confirmed" }).waitFor();
    await status(ownerPage, "We've sent it to").waitFor();
    for (const each of [visitor.context, stranger.context, owner]) await each.close();
  });
});
