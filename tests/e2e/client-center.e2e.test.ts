import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { confirmByOutbox } from "#tests/support/accounts.ts";
import { axeViolations, fullPageScreenshot, isoDay, json, me, setToday, useChromium } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");

/** Unique per run, so the test passes again on a server that kept its database. */
const RUN = Date.now().toString(36);
const WIDTHS = [375, 1280] as const;
const PASSWORD = "a long party that ends at dawn";
/** The test's own city and vendors: they are free on every day, whatever the seeded calendars hold. */
const CITY = "austin-tx";

/**
 * The planner's side of the marketplace loop with JavaScript turned off, for a brand-new planner:
 * every step is a plain form posted to the page's action, which redirects back with a notice or shows
 * the refusal beside the form with what was typed.
 */
describe.skipIf(!chromiumPath)("the client center without JavaScript", () => {
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  /**
   * A browser page; `withoutPageScripts`: the page's own scripts are blocked, as for a person without
   * JavaScript (the engine stays on so that axe, which runs as a script in the page, can check it).
   */
  async function newPage({ withoutPageScripts }: { withoutPageScripts: boolean }): Promise<Page> {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    if (withoutPageScripts) await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    return context.newPage();
  }

  /** A DJ of the test's own in Austin, signed up and confirmed as its owner would; its member id. */
  async function newVendor(page: Page, name: string, djId: number, onlineDeposits: boolean): Promise<number> {
    const email = `${name.toLowerCase().replaceAll(" ", "-")}-${RUN}@example.com`;
    const signUp = await page.request.post(`${baseUrl}/signup/vendor`, {
      form: {
        businessName: `${name} ${RUN}`,
        firstName: "Sam",
        email,
        cityFileName: CITY,
        serviceTypeIds: String(djId),
        password: PASSWORD,
      },
    });
    expect(signUp.status()).toBeLessThan(400);
    await confirmByOutbox(page.request, baseUrl, email);
    const memberId = (await me(page.request)).memberId as number;
    if (onlineDeposits) {
      await json(
        await page.request.put(`${baseUrl}/api/v1/members/${memberId}`, { data: { acceptsOnlineDeposits: true } }),
      );
    }
    return memberId;
  }

  async function quote(
    vendor: Page,
    memberId: number,
    requestId: number,
    terms: { total: string; deposit: string; cancellationPolicy: string },
  ): Promise<void> {
    await json(
      await vendor.request.post(`${baseUrl}/api/v1/members/${memberId}/leads/${requestId}/quote`, {
        data: { ...terms, included: "Four hours of music, lights and a wireless microphone.", expiresOn: isoDay(20) },
      }),
    );
  }

  let djId: number;
  let first: Page;
  let second: Page;
  let planner: Page;
  let firstId: number;
  let secondId: number;
  let clientId: number;
  let requestId: number;
  let eventDate: string;
  const firstName = `Client Center Beats ${RUN}`;
  const secondName = `Client Center Grooves ${RUN}`;

  beforeAll(async () => {
    const setUp = await newPage({ withoutPageScripts: false });
    const types = await json<{ serviceTypes: { id: number; fileName: string }[] }>(
      await setUp.request.get(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`),
    );
    djId = types.serviceTypes.find((type) => type.fileName === "dj")?.id as number;
    first = await newPage({ withoutPageScripts: false });
    second = await newPage({ withoutPageScripts: false });
    firstId = await newVendor(first, "Client Center Beats", djId, true);
    secondId = await newVendor(second, "Client Center Grooves", djId, false);

    // A brand-new planner, signed up and confirmed; every page below runs without its scripts.
    planner = await newPage({ withoutPageScripts: true });
    planner.setDefaultTimeout(15_000);
    const email = `client-center-${RUN}@example.com`;
    const signUp = await planner.request.post(`${baseUrl}/signup/planner`, {
      form: { firstName: "Robin", email, password: PASSWORD },
    });
    expect(signUp.status()).toBeLessThan(400);
    await confirmByOutbox(planner.request, baseUrl, email);
    clientId = (await me(planner.request)).clientId as number;
    expect(clientId).toBeGreaterThan(0);
  });

  it("saves a vendor from the profile with a form, and finds the saved vendors", async () => {
    const profile = await json<{ member: { profileUrl: string | null } }>(
      await first.request.get(`${baseUrl}/api/v1/members/${firstId}`),
    );
    const profilePath = profile.member.profileUrl as string;
    await planner.goto(`${baseUrl}${profilePath}`);
    await planner.getByRole("button", { name: `Save ${firstName}` }).click();
    await planner.waitForURL(`${baseUrl}${profilePath}`);
    const saved = await planner.request.put(`${baseUrl}/api/v1/client/${clientId}/favorites/${secondId}`, {
      data: {},
    });
    expect(saved.status()).toBe(204);
    await planner.goto(`${baseUrl}/client/favorites`);
    await planner.getByText("2 saved vendors").waitFor();
    expect(await planner.getByRole("link", { name: firstName }).count()).toBe(1);
    expect(await axeViolations(planner)).toEqual([]);
  });

  it("compares the quotes of a request to both saved vendors", async () => {
    eventDate = isoDay(45);
    const created = await json<{ requestId: number }>(
      await planner.request.post(`${baseUrl}/api/v1/requests`, {
        data: {
          eventType: "Birthday party",
          eventDate,
          startTime: "19:00",
          durationMinutes: 240,
          cityFileName: CITY,
          guestCount: 80,
          serviceTypeIds: [djId],
          details: `Robin's birthday (${RUN}): dancing all night, eighties and nineties music, a few speeches.`,
          toFavorites: true,
          clientToken: crypto.randomUUID(),
        },
      }),
    );
    requestId = created.requestId;
    await quote(first, firstId, requestId, { total: "1200", deposit: "300", cancellationPolicy: "moderate" });
    await quote(second, secondId, requestId, { total: "950", deposit: "0", cancellationPolicy: "strict" });

    // The requests list leads to the request, whose quotes are side by side.
    await planner.goto(`${baseUrl}/client/events`);
    await planner.getByText("1 request").waitFor();
    expect(await planner.getByText("2 quotes").count()).toBe(1);
    expect(await axeViolations(planner)).toEqual([]);
    await planner.getByRole("link", { name: "Birthday party" }).click();
    await planner.waitForURL(`${baseUrl}/client/events/${requestId}`);
    for (const width of WIDTHS) {
      await planner.setViewportSize({ width, height: 900 });
      expect(await planner.getByRole("link", { name: /^Book / }).count()).toBe(2);
      expect(await planner.getByText("Lowest price").count()).toBeGreaterThan(0);
      await fullPageScreenshot(planner, `client-request-quotes-${width}`);
      expect(await axeViolations(planner)).toEqual([]);
    }
    await planner.setViewportSize({ width: 1280, height: 900 });
  });

  it("messages a vendor in the conversation its link opens", async () => {
    await planner.goto(`${baseUrl}/client/events/${requestId}`);
    await planner.getByRole("link", { name: `Message ${firstName}` }).click();
    const thread = planner.getByRole("region", { name: `Messages with ${firstName}` });
    const text = `Could you play a few Motown songs for my parents (${RUN})?`;
    await thread.getByLabel("Message", { exact: true }).fill(text);
    await thread.getByRole("button", { name: "Send message" }).click();
    await thread.getByText("Your message was sent.").waitFor();
    expect(await thread.getByText(text).count()).toBe(1);
    expect(await axeViolations(planner)).toEqual([]);
  });

  it("books one quote, paying the deposit in test mode, then pays the balance", async () => {
    await planner.goto(`${baseUrl}/client/events/${requestId}`);
    await planner.getByRole("link", { name: `Book ${firstName}` }).click();
    await planner
      .getByText(/test mode/i)
      .first()
      .waitFor();
    await planner.getByRole("button", { name: "Confirm booking" }).click();
    await planner
      .getByText(`You booked ${firstName}. Your $300 deposit was paid (test mode: no card was charged).`)
      .waitFor();
    expect(await planner.getByRole("link", { name: /^Book / }).count()).toBe(0);
    for (const width of WIDTHS) {
      await planner.setViewportSize({ width, height: 900 });
      await fullPageScreenshot(planner, `client-request-booked-${width}`);
      expect(await axeViolations(planner)).toEqual([]);
    }
    await planner.setViewportSize({ width: 1280, height: 900 });
    await planner.getByRole("button", { name: "Pay balance $900" }).click();
    await planner.getByText("You paid the balance of $900 (test mode).").waitFor();
    const paid = await json<{ booking: { paidCents: number }; quotes: { status: string }[] }>(
      await planner.request.get(`${baseUrl}/api/v1/requests/${requestId}`),
    );
    expect(paid.booking.paidCents).toBe(120_000);
    expect(paid.quotes.map((entry) => entry.status).sort()).toEqual(["accepted", "closed"]);
  });

  it("reviews after the event day: a review too short comes back with what was typed, then posts", async () => {
    const dayAfter = new Date(Date.parse(`${eventDate}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await setToday(planner.request, dayAfter);
    try {
      await planner.goto(`${baseUrl}/client/events/${requestId}`);
      await planner.getByRole("radio", { name: "5 stars" }).check();
      await planner.getByLabel("Title (optional)").fill(`Dance floor full (${RUN})`);
      await planner.getByLabel("Your review").fill("Great");
      await planner.getByRole("button", { name: "Post review" }).click();
      await planner.getByRole("alert").filter({ hasText: "There is a problem" }).waitFor();
      expect(await planner.getByLabel("Your review").inputValue()).toBe("Great");
      expect(await planner.getByLabel("Title (optional)").inputValue()).toBe(`Dance floor full (${RUN})`);
      expect(await planner.getByRole("radio", { name: "5 stars" }).isChecked()).toBe(true);
      const review = `The best party DJ we have had (${RUN}): everybody danced until the lights came on.`;
      await planner.getByLabel("Your review").fill(review);
      await planner.getByRole("button", { name: "Post review" }).click();
      await planner.getByText(`Your review of ${firstName} was posted.`).waitFor();
      expect(
        await planner
          .getByRole("article", { name: `Your review of ${firstName}` })
          .getByText(review)
          .count(),
      ).toBe(1);
    } finally {
      await setToday(planner.request, null);
    }
  });

  it("cancels a second booking, seeing the refund before confirming", async () => {
    let secondRequestId = 0;
    for (let offset = 60; offset < 120 && secondRequestId === 0; offset += 1) {
      const response = await planner.request.post(`${baseUrl}/api/v1/requests`, {
        data: {
          eventType: "Wedding reception",
          eventDate: isoDay(offset),
          startTime: "18:00",
          durationMinutes: 300,
          cityFileName: CITY,
          guestCount: 120,
          serviceTypeIds: [djId],
          details: `A wedding reception with a first dance and a long party after (${RUN}).`,
          memberId: firstId,
          clientToken: crypto.randomUUID(),
        },
      });
      if (response.status() === 201) secondRequestId = ((await response.json()) as { requestId: number }).requestId;
    }
    expect(secondRequestId).toBeGreaterThan(0);
    await quote(first, firstId, secondRequestId, { total: "2000", deposit: "400", cancellationPolicy: "flexible" });
    await planner.goto(`${baseUrl}/client/events/${secondRequestId}`);
    await planner.getByRole("link", { name: `Book ${firstName}` }).click();
    await planner.getByRole("button", { name: "Confirm booking" }).click();
    await planner.getByText(`You booked ${firstName}.`, { exact: false }).waitFor();
    await planner.getByRole("link", { name: "Cancel booking" }).click();
    await planner.getByText("You'll be refunded $400", { exact: false }).waitFor();
    await fullPageScreenshot(planner, "client-cancellation-1280");
    expect(await axeViolations(planner)).toEqual([]);
    await planner.getByLabel("Reason (optional)").fill("The venue closed.");
    await planner.getByRole("button", { name: "Confirm cancellation" }).click();
    await planner
      .getByText(`Your booking with ${firstName} was cancelled. $400 was refunded (test mode: nothing real moved).`)
      .waitFor();
    expect(await planner.getByRole("link", { name: "Cancel booking" }).count()).toBe(0);
  });

  it("declines a quote with a reason, then closes the request", async () => {
    const third = await json<{ requestId: number }>(
      await planner.request.post(`${baseUrl}/api/v1/requests`, {
        data: {
          eventType: "Graduation party",
          eventDate: isoDay(130),
          startTime: "17:00",
          durationMinutes: 240,
          cityFileName: CITY,
          guestCount: 60,
          serviceTypeIds: [djId],
          details: `Sam's graduation party (${RUN}), with music for the graduates and their families.`,
          memberId: secondId,
          clientToken: crypto.randomUUID(),
        },
      }),
    );
    await quote(second, secondId, third.requestId, { total: "700", deposit: "0", cancellationPolicy: "flexible" });
    await planner.goto(`${baseUrl}/client/events/${third.requestId}`);
    await planner.getByRole("link", { name: `Decline quote from ${secondName}` }).click();
    await planner.getByLabel("Reason for declining (optional)").fill("We found a friend who DJs.");
    await planner.getByRole("button", { name: "Confirm decline" }).click();
    await planner.getByText(`You declined the quote from ${secondName}.`).waitFor();
    await planner.getByRole("link", { name: "Close request" }).click();
    await planner.getByRole("button", { name: "Yes, close it" }).click();
    await planner.getByText("Your request was closed. Vendors were told you found someone elsewhere.").waitFor();
  });

  it("edits the account: a refused phone number keeps what was typed, then the details and the password change", async () => {
    await planner.goto(`${baseUrl}/client/modify-profile.aspx`);
    await planner.getByLabel("Last name (optional)").fill("Quinn");
    await planner.getByLabel("Phone number (optional)").fill("12");
    await planner.getByRole("button", { name: "Save details" }).click();
    await planner.getByText("Enter a valid phone number.").first().waitFor();
    expect(await planner.getByLabel("Last name (optional)").inputValue()).toBe("Quinn");
    await planner.getByLabel("Phone number (optional)").fill("512 555 0100");
    await planner.getByRole("button", { name: "Save details" }).click();
    await planner.getByText("Your details have been saved.").waitFor();
    expect(await planner.getByLabel("Phone number (optional)").inputValue()).toBe("512 555 0100");
    await planner.getByLabel("Current password", { exact: true }).fill("not my password");
    await planner.getByLabel("New password", { exact: true }).fill("a brand new passphrase");
    await planner.getByRole("button", { name: "Change password" }).click();
    await planner.getByText("There is a problem").first().waitFor();
    await planner.getByLabel("Current password", { exact: true }).fill(PASSWORD);
    await planner.getByLabel("New password", { exact: true }).fill("a brand new passphrase");
    await planner.getByRole("button", { name: "Change password" }).click();
    await planner.getByText("Your password has been changed. You are still logged in.").waitFor();
    for (const width of WIDTHS) {
      await planner.setViewportSize({ width, height: 900 });
      await fullPageScreenshot(planner, `client-account-${width}`);
      expect(await axeViolations(planner)).toEqual([]);
    }
    await planner.setViewportSize({ width: 1280, height: 900 });
  });

  it("removes a saved vendor", async () => {
    await planner.goto(`${baseUrl}/client/favorites`);
    await planner.getByRole("button", { name: `Remove ${secondName}` }).click();
    await planner.getByText("The vendor was removed from your saved vendors.").waitFor();
    expect(await planner.getByText("1 saved vendor").count()).toBe(1);
    expect(await planner.getByRole("link", { name: secondName }).count()).toBe(0);
    expect(await axeViolations(planner)).toEqual([]);
  });
});
