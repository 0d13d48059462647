import type { APIRequestContext, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CONTACT_DETAILS_MESSAGES } from "#features/contact-details/contact-details.rules.ts";
import { confirmByOutbox } from "#tests/support/accounts.ts";
import { axeViolations, fullPageScreenshot, isoDay, json, useChromium, waitForHydration } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");

/** Unique per run, so the test passes again on a server that kept its database. */
const RUN = Date.now().toString(36);
const PASSWORD = "spinning records till dawn";

/**
 * The vendor's member center (issue 19): every form posts to its page's action, so it works with
 * JavaScript disabled (the page comes back with a notice, or with the form's problems and what was
 * typed), and the same forms still work, checked as typed, with JavaScript.
 */
describe.skipIf(!chromiumPath)("the member center in Chromium", () => {
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];
  let planner: APIRequestContext;
  let djId: number;

  async function newContext(options: { width?: number; javaScript: boolean }): Promise<BrowserContext> {
    const context = await chromium.browser.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
      javaScriptEnabled: options.javaScript,
    });
    contexts.push(context);
    return context;
  }

  beforeAll(async () => {
    // A planner of its own, confirmed by the emailed link: requests are counted per account an hour.
    const context = await newContext({ javaScript: false });
    planner = context.request;
    const email = `member-center-planner-${RUN}@example.com`;
    const signedUp = await planner.post(`${baseUrl}/signup/planner`, {
      form: { firstName: "Jordan", email, phone: "", password: PASSWORD },
    });
    expect(signedUp.status()).toBeLessThan(400);
    await confirmByOutbox(planner, baseUrl, email);
    const types = await json<{ serviceTypes: { id: number; fileName: string }[] }>(
      await planner.get(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`),
    );
    djId = types.serviceTypes.find((type) => type.fileName === "dj")?.id as number;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  /** A brand-new DJ in Austin, signed up and confirmed by the emailed link: the context is logged in as them. */
  async function newVendor(context: BrowserContext, name: string): Promise<{ memberId: number; email: string }> {
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
    const me = await json<{ account: { memberId: number } }>(
      await context.request.get(`${baseUrl}/api/v1/accounts/me`),
    );
    return { memberId: me.account.memberId, email };
  }

  /** A planner's request sent to this vendor alone, on the first day from `offset` they are free. */
  async function leadFor(memberId: number, offset: number, eventType: string): Promise<{ id: number; day: string }> {
    let refused = "";
    for (let day = offset; day < offset + 20; day += 1) {
      const response = await planner.post(`${baseUrl}/api/v1/requests`, {
        data: {
          eventType,
          eventDate: isoDay(day),
          startTime: "19:00",
          durationMinutes: 240,
          cityFileName: "austin-tx",
          guestCount: 60,
          serviceTypeIds: [djId],
          details: `A ${eventType.toLowerCase()} in Austin (${RUN}), with dancing until late and a few speeches.`,
          memberId,
          clientToken: crypto.randomUUID(),
        },
      });
      if (response.status() === 201) {
        return { id: ((await response.json()) as { requestId: number }).requestId, day: isoDay(day) };
      }
      refused = `${response.status()} ${await response.text()}`;
    }
    throw new Error(`no free day for vendor ${memberId} from ${offset}: ${refused}`);
  }

  /**
   * axe on a page as a browser without JavaScript shows it: its very HTML (a refused form's answer
   * included), in a page that runs axe but none of the page's own scripts.
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

  const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

  it(
    "without JavaScript: a new vendor edits the profile and the calendar, quotes, declines, messages and replies to a review",
    { timeout: 240_000 },
    async () => {
      const context = await newContext({ javaScript: false });
      const page = await context.newPage();
      const { memberId } = await newVendor(context, "Quiet Beats");

      await page.goto(`${baseUrl}/dashboard`);
      await page.getByRole("heading", { name: "Hi, Casey" }).waitFor();
      const details = page.locator("form").filter({ has: page.getByRole("button", { name: "Save profile details" }) });

      // A refused save comes back with the problem beside its field, and what was typed kept.
      await details.getByLabel("About you").fill(`Old-school funk and soul for every party (${RUN}).`);
      await details.getByLabel("Tagline").fill("Book direct: five one two, five five five, oh one hundred");
      await details.getByRole("button", { name: "Save profile details" }).click();
      await page.getByRole("alert").filter({ hasText: CONTACT_DETAILS_MESSAGES.profile }).waitFor();
      expect(await details.getByLabel("About you").inputValue()).toBe(
        `Old-school funk and soul for every party (${RUN}).`,
      );
      expect(await details.getByLabel("Tagline").getAttribute("aria-invalid")).toBe("true");

      await details.getByLabel("Tagline").fill(`Vinyl and valves (${RUN})`);
      await details.getByLabel("Travel distance (miles)").fill("75");
      await details.getByLabel("I accept deposits online").check();
      await details.getByRole("button", { name: "Save profile details" }).click();
      await page.waitForURL(/notice=profile-saved/);
      await status(page, "Your profile details are saved.").waitFor();
      const saved = await json<{
        member: { tagline: string; travelDistanceMiles: number; acceptsOnlineDeposits: boolean };
      }>(await context.request.get(`${baseUrl}/api/v1/members/${memberId}?load=City`));
      expect(saved.member).toMatchObject({
        tagline: `Vinyl and valves (${RUN})`,
        travelDistanceMiles: 75,
        acceptsOnlineDeposits: true,
      });

      // A blackout date, added and removed again.
      const blackout = isoDay(200);
      const blackoutForm = page
        .locator("form")
        .filter({ has: page.getByRole("button", { name: "Add blackout date" }) });
      await blackoutForm.getByLabel("Date").fill(blackout);
      await blackoutForm.getByLabel("Reason").fill(`Family wedding ${RUN}`);
      await blackoutForm.getByRole("button", { name: "Add blackout date" }).click();
      await page.waitForURL(/notice=blackout-date-added/);
      await page.getByText(`Family wedding ${RUN}`).waitFor();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await fullPageScreenshot(page, `member-center-dashboard-no-script-${width}`);
        expect(await axeWithoutScripts(page)).toEqual([]);
      }
      await page.getByRole("button", { name: /^Remove the blackout date/ }).click();
      await page.waitForURL(/notice=blackout-date-removed/);
      await status(page, "The blackout date is removed.").waitFor();
      expect(await page.getByText(`Family wedding ${RUN}`).count()).toBe(0);

      // Two leads: one to quote for, one to decline.
      const quoted = await leadFor(memberId, 40, "Birthday party");
      const declined = await leadFor(memberId, 110, "Anniversary");
      await page.getByRole("link", { name: "See your leads" }).click();
      await page.waitForURL(/\/dashboard\/leads$/);
      expect(await page.getByRole("link", { name: /^Birthday party/ }).count()).toBe(1);
      await page.getByRole("link", { name: /^Birthday party/ }).click();
      await page.waitForURL(new RegExp(`/dashboard/leads/${quoted.id}$`));

      // The quote form refuses a deposit above the total, keeping what was typed.
      await page.getByLabel("Total price in dollars").fill("800");
      await page.getByLabel("Deposit in dollars").fill("900");
      await page.getByLabel("What's included").fill("Four hours of music, lights and a wireless microphone.");
      await page.getByRole("radio", { name: /Moderate/ }).check();
      await page.getByRole("button", { name: "Send quote" }).click();
      await page.getByRole("alert").filter({ hasText: "Enter a deposit from $0 up to the total price." }).waitFor();
      expect(await page.getByLabel("What's included").inputValue()).toBe(
        "Four hours of music, lights and a wireless microphone.",
      );
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await fullPageScreenshot(page, `member-center-lead-no-script-${width}`);
        expect(await axeWithoutScripts(page)).toEqual([]);
      }
      await page.getByLabel("Deposit in dollars").fill("200");
      await page.getByRole("button", { name: "Send quote" }).click();
      await page.waitForURL(/notice=quote-sent/);
      await status(page, "Your quote is sent.").waitFor();
      expect(await page.getByRole("button", { name: "Withdraw quote" }).count()).toBe(1);

      // A message in the conversation with the planner.
      await page.getByLabel("Message", { exact: true }).fill(`Happy to play some Motown too (${RUN}).`);
      await page.getByRole("button", { name: "Send message" }).click();
      await page.waitForURL(/notice=message-sent/);
      await page.getByText(`Happy to play some Motown too (${RUN}).`).waitFor();

      // The other lead, declined.
      await page.goto(`${baseUrl}/dashboard/leads/${declined.id}`);
      await page.getByRole("button", { name: "Decline lead" }).click();
      await page.getByLabel("Reason").selectOption("Not available on that date");
      await page.getByLabel("Note to the planner").fill("Booked at a wedding that night, sorry!");
      await page.getByRole("button", { name: "Decline lead" }).click();
      await page.waitForURL(/notice=lead-declined/);
      await page.getByRole("heading", { name: "You declined this lead" }).waitFor();
      await status(page, "You declined the lead.").waitFor();

      // The planner books the quote and, after the day, reviews it: the vendor replies on the lead's page.
      const lead = await json<{ quote: { id: number } }>(
        await context.request.get(`${baseUrl}/api/v1/members/${memberId}/leads/${quoted.id}`),
      );
      const booked = await json<{ booking: { id: number; paidCents: number } }>(
        await planner.post(`${baseUrl}/api/v1/quotes/${lead.quote.id}/accept`, { data: {} }),
      );
      expect(booked.booking.paidCents).toBe(20_000);
      const dayAfter = new Date(Date.parse(`${quoted.day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      await json(await planner.put(`${baseUrl}/dev/clock`, { data: { today: dayAfter } }));
      try {
        await json(
          await planner.post(`${baseUrl}/api/v1/bookings/${booked.booking.id}/review`, {
            data: { rating: 5, title: "", body: `Everybody danced all night long (${RUN}): we would book them again.` },
          }),
        );
        await page.goto(`${baseUrl}/dashboard/leads/${quoted.id}`);
        await page.getByLabel("Your reply").fill("Thank you! It was a joy to play for you all.");
        await page.getByRole("button", { name: "Post reply" }).click();
        await page.waitForURL(/notice=reply-posted/);
        await status(page, "Your reply is posted on your profile.").waitFor();
        await page.getByText("Thank you! It was a joy to play for you all.").waitFor();
      } finally {
        await json(await planner.put(`${baseUrl}/dev/clock`, { data: { today: null } }));
      }
    },
  );

  it(
    "with JavaScript: the same forms, checked as typed, post to the page and show what changed",
    { timeout: 180_000 },
    async () => {
      const context = await newContext({ javaScript: true });
      const page = await context.newPage();
      const { memberId } = await newVendor(context, "Loud Beats");

      await page.goto(`${baseUrl}/dashboard`);
      await waitForHydration(page);
      const details = page.locator("form").filter({ has: page.getByRole("button", { name: "Save profile details" }) });
      // Checked in the browser with the server's schema: nothing is sent while a field is wrong.
      await details.getByLabel("Travel distance (miles)").fill("5000");
      await details.getByRole("button", { name: "Save profile details" }).click();
      await details.getByText("Enter 0 to 1,000 miles.").first().waitFor();
      expect(page.url()).not.toContain("notice=");
      await details.getByLabel("Travel distance (miles)").fill("40");
      await details.getByLabel("Tagline").fill(`Bass you can feel (${RUN})`);
      await details.getByRole("button", { name: "Save profile details" }).click();
      await status(page, "Your profile details are saved.").waitFor();
      const saved = await json<{ member: { tagline: string; travelDistanceMiles: number } }>(
        await context.request.get(`${baseUrl}/api/v1/members/${memberId}`),
      );
      expect(saved.member).toMatchObject({ tagline: `Bass you can feel (${RUN})`, travelDistanceMiles: 40 });

      const blackout = isoDay(210);
      const blackoutForm = page
        .locator("form")
        .filter({ has: page.getByRole("button", { name: "Add blackout date" }) });
      await blackoutForm.getByLabel("Date").fill(blackout);
      await blackoutForm.getByLabel("Reason").fill(`Away ${RUN}`);
      await blackoutForm.getByRole("button", { name: "Add blackout date" }).click();
      await page.getByText(`Away ${RUN}`).waitFor();
      await page.getByRole("button", { name: /^Remove the blackout date/ }).click();
      await status(page, "The blackout date is removed.").waitFor();
      expect(await page.getByText(`Away ${RUN}`).count()).toBe(0);
      await fullPageScreenshot(page, "member-center-dashboard-1280");
      expect(await axeViolations(page)).toEqual([]);

      const quoted = await leadFor(memberId, 45, "Graduation party");
      const declined = await leadFor(memberId, 115, "Holiday party");
      await page.goto(`${baseUrl}/dashboard/leads/${quoted.id}`);
      await waitForHydration(page);
      await page.getByLabel("Total price in dollars").fill("950");
      await page.getByLabel("What's included").fill("Three hours of music and a playlist made with you.");
      await page.getByRole("radio", { name: /Flexible/ }).check();
      await page.getByRole("button", { name: "Send quote" }).click();
      await expect.poll(async () => page.getByRole("button", { name: "Withdraw quote" }).count()).toBe(1);
      await status(page, "Your quote is sent.").waitFor();
      await page.getByLabel("Message", { exact: true }).fill(`See you on the dance floor (${RUN}).`);
      await page.getByRole("button", { name: "Send message" }).click();
      await page.getByText(`See you on the dance floor (${RUN}).`).waitFor();
      await fullPageScreenshot(page, "member-center-lead-1280");
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${baseUrl}/dashboard/leads/${declined.id}`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Decline lead" }).click();
      await page.getByLabel("Reason").selectOption("Too far away");
      await page.getByRole("button", { name: "Decline lead" }).click();
      await page.getByRole("heading", { name: "You declined this lead" }).waitFor();
    },
  );
});
