import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { axeViolations, fullPageScreenshot, isoDay, json, me, useChromium } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");

/** Unique per run, so the test passes again on a server that kept its database. */
const RUN = Date.now().toString(36);

describe.skipIf(!chromiumPath)("problems with a booking in Chromium", () => {
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];
  let nextOffset = 200;

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  /** Pages of contexts without JavaScript, where axe and the screenshot's scroll (scripts themselves) cannot run. */
  const withoutScripts = new WeakSet<Page>();

  async function signedIn(email: string, password: string, javaScriptEnabled: boolean, width = 1280) {
    const context = await chromium.browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
    contexts.push(context);
    const page = await context.newPage();
    if (!javaScriptEnabled) withoutScripts.add(page);
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    return page;
  }

  /** A booking of the demo vendor by the demo planner with a $400 deposit paid in test mode. */
  async function booking(planner: Page, vendor: Page): Promise<number> {
    const types = await json<{ serviceTypes: { id: number; fileName: string }[] }>(
      await planner.request.get(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`),
    );
    const djId = types.serviceTypes.find((type) => type.fileName === "dj")?.id as number;
    const memberId = (await me(vendor.request)).memberId as number;
    await json(
      await vendor.request.put(`${baseUrl}/api/v1/members/${memberId}`, { data: { acceptsOnlineDeposits: true } }),
    );
    let requestId = 0;
    // The demo vendor's seeded gigs fill some days: the first free one takes the request.
    for (; nextOffset < 400 && requestId === 0; nextOffset += 1) {
      const response = await planner.request.post(`${baseUrl}/api/v1/requests`, {
        data: {
          eventType: "Birthday party",
          eventDate: isoDay(nextOffset),
          startTime: "19:00",
          durationMinutes: 240,
          cityFileName: "austin-tx",
          guestCount: 60,
          serviceTypeIds: [djId],
          details: `A birthday party with dancing until late, and a DJ who takes requests (${RUN}).`,
          memberId,
          clientToken: crypto.randomUUID(),
        },
      });
      if (response.status() === 201) requestId = ((await response.json()) as { requestId: number }).requestId;
    }
    const lead = await json<{ quote: { id: number } }>(
      await vendor.request.post(`${baseUrl}/api/v1/members/${memberId}/leads/${requestId}/quote`, {
        data: {
          total: "1600",
          deposit: "400",
          included: "Four hours of music, lights and a microphone.",
          cancellationPolicy: "moderate",
          expiresOn: isoDay(7),
        },
      }),
    );
    await json(await planner.request.post(`${baseUrl}/api/v1/quotes/${lead.quote.id}/accept`, { data: {} }));
    return requestId;
  }

  /**
   * `check` on the page as it is shown: a page without JavaScript is copied (its very HTML) into a page
   * that runs the check's scripts but none of the page's own.
   */
  async function asShown(page: Page, check: (shown: Page) => Promise<void>) {
    if (!withoutScripts.has(page)) return check(page);
    const html = await page.content();
    const address = page.url().split("#", 1)[0] as string;
    const context = await chromium.browser.newContext({ viewport: page.viewportSize() ?? undefined });
    try {
      const copy = await context.newPage();
      await copy.route("**/*", (route) => {
        const request = route.request();
        if (request.resourceType() === "script") return route.abort();
        if (request.url() === address) return route.fulfill({ body: html, contentType: "text/html; charset=utf-8" });
        return route.continue();
      });
      await copy.goto(address);
      await check(copy);
    } finally {
      await context.close();
    }
  }

  async function expectAxeClean(page: Page) {
    await asShown(page, async (shown) => expect(await axeViolations(shown), page.url()).toEqual([]));
  }

  async function screenshot(page: Page, name: string) {
    await asShown(page, (shown) => fullPageScreenshot(shown, name));
  }

  it.each([true, false])(
    "a planner reports a no-show, the vendor answers, the operator refunds half, both see it (scripts: %s)",
    { timeout: 240_000 },
    async (javaScriptEnabled) => {
      const planner = await signedIn(DEMO_PLANNER.email, DEMO_PLANNER.password, javaScriptEnabled);
      const vendor = await signedIn(DEMO_VENDOR.email, DEMO_VENDOR.password, javaScriptEnabled);
      const operator = await signedIn(DEMO_ADMIN.email, DEMO_ADMIN.password, javaScriptEnabled);
      const requestId = await booking(planner, vendor);
      const mode = javaScriptEnabled ? "js" : "nojs";

      // The planner reports from their booking.
      await planner.goto(`${baseUrl}/client/events/${requestId}`);
      await planner.getByRole("link", { name: "Report a problem" }).click();
      await planner.waitForURL(/\/bookings\/\d+\/problem$/);
      await expectAxeClean(planner);
      if (javaScriptEnabled) {
        // Nothing chosen or written: the form says what is missing before anything is sent.
        await planner.getByRole("button", { name: "Report the problem" }).click();
        await expect.poll(() => planner.getByText("Choose what went wrong.").count()).toBeGreaterThan(0);
      }
      await planner.getByLabel("What went wrong?").selectOption("no_show");
      await planner.getByLabel("What happened?").fill(`The DJ never came; we waited two hours (${RUN}).`);
      await planner.getByRole("button", { name: "Report the problem" }).click();
      await planner.waitForURL(/\/problems\/\d+/);
      const problemPath = new URL(planner.url()).pathname;
      const problemId = Number(problemPath.split("/").at(-1));
      await expect.poll(() => planner.getByText("Your report was sent.").count()).toBe(1);
      await expectAxeClean(planner);

      // The vendor finds it on their lead and answers in the thread.
      await vendor.goto(`${baseUrl}/dashboard/leads/${requestId}`);
      await vendor.getByRole("link", { name: "No-show problem reported by the planner" }).click();
      await vendor.waitForURL(new RegExp(`${problemPath}$`));
      await vendor.getByLabel("Your message").fill("My van broke down on the highway; I called at six.");
      await vendor.getByRole("button", { name: "Send message" }).click();
      await expect.poll(() => vendor.getByText("Your message was sent.").count()).toBe(1);
      await expect.poll(() => vendor.getByText("My van broke down on the highway").count()).toBe(1);
      await expectAxeClean(vendor);

      // The operator finds it in the queue and refunds half of the deposit.
      await operator.goto(`${baseUrl}/admin/problems`);
      await expectAxeClean(operator);
      if (!javaScriptEnabled) await screenshot(operator, "problems-queue-1280");
      await operator.getByRole("link", { name: `#${problemId} No-show` }).click();
      await operator.waitForURL(new RegExp(`/admin/problems/${problemId}$`));
      await expect.poll(() => operator.getByText("My van broke down on the highway").count()).toBe(1);
      await expectAxeClean(operator);
      await operator.getByRole("radio", { name: "Partial refund", exact: true }).check();
      await operator.getByLabel("Refund amount", { exact: true }).fill("500");
      await operator.getByLabel("Reason").fill("The DJ came late but did not play: half the deposit back.");
      await operator.getByRole("button", { name: "Resolve the problem" }).click();
      await expect.poll(() => operator.getByText("Enter an amount from $0.01 up to $400").count()).toBeGreaterThan(0);
      await operator.getByLabel("Refund amount", { exact: true }).fill("200");
      await operator.getByRole("button", { name: "Resolve the problem" }).click();
      await expect.poll(() => operator.getByText("The problem is resolved.").count()).toBe(1);
      await expectAxeClean(operator);
      if (!javaScriptEnabled) await screenshot(operator, "problem-admin-1280");

      // Both sides see the decision, its amount and its reason.
      for (const [page, side] of [
        [planner, "planner"],
        [vendor, "vendor"],
      ] as const) {
        await page.goto(`${baseUrl}${problemPath}`);
        await expect.poll(() => page.getByRole("heading", { name: "Resolution: Partial refund" }).count()).toBe(1);
        await expect.poll(() => page.getByText("Marquee refunded $200 of the $400").count()).toBe(1);
        await expect.poll(() => page.getByText("half the deposit back").count()).toBe(1);
        await expectAxeClean(page);
        await screenshot(page, `problem-${side}-${mode}-1280`);
      }
      await planner.goto(`${baseUrl}/client/events/${requestId}`);
      await expect.poll(() => planner.getByText("($200 refunded)").count()).toBe(1);
    },
  );

  it("draws the report form and the case at a phone's width", { timeout: 120_000 }, async () => {
    const planner = await signedIn(DEMO_PLANNER.email, DEMO_PLANNER.password, true, 375);
    const vendor = await signedIn(DEMO_VENDOR.email, DEMO_VENDOR.password, true, 375);
    const operator = await signedIn(DEMO_ADMIN.email, DEMO_ADMIN.password, true, 375);
    const requestId = await booking(planner, vendor);
    await planner.goto(`${baseUrl}/client/events/${requestId}`);
    await planner.getByRole("link", { name: "Report a problem" }).click();
    await planner.waitForURL(/\/bookings\/\d+\/problem$/);
    await fullPageScreenshot(planner, "problem-report-375");
    await planner.getByLabel("What went wrong?").selectOption("not_as_agreed");
    await planner.getByLabel("What happened?").fill("The lights were never set up, though the quote included them.");
    await planner.getByRole("button", { name: "Report the problem" }).click();
    await planner.waitForURL(/\/problems\/\d+/);
    await expectAxeClean(planner);
    await fullPageScreenshot(planner, "problem-planner-375");
    const problemId = new URL(planner.url()).pathname.split("/").at(-1);
    await operator.goto(`${baseUrl}/admin/problems/${problemId}`);
    await expectAxeClean(operator);
    await fullPageScreenshot(operator, "problem-admin-375");
  });
});
