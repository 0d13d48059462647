import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { REVIEW_STATE_NOTES } from "#app/components/client-center/client-center.logic.ts";
import { axeViolations, isoDay, json, setToday, useChromium } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

/** Unique per run, so the test passes again on a server that kept its database. */
const RUN = Date.now().toString(36);

/**
 * A review as its writer sees it (decision 022): verified and counted when the booking was paid
 * through Marquee above the minimum, and the note the planner's page shows once an operator removes it.
 */
describe.skipIf(!chromiumPath)("reviews that count in Chromium", () => {
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  async function newPage(width = 1280): Promise<Page> {
    const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  async function logIn(page: Page, email: string, password: string): Promise<void> {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  }

  it("a paid booking's review shows verified on the booking and the profile, and says so once an operator removes it", async () => {
    const planner = await newPage();
    await logIn(planner, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const vendor = await newPage();
    await logIn(vendor, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const operator = await newPage();
    await logIn(operator, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const memberId = (
      await json<{ account: { memberId: number } }>(await vendor.request.get(`${baseUrl}/api/v1/accounts/me`))
    ).account.memberId;
    const types = await json<{ serviceTypes: { id: number; fileName: string }[] }>(
      await planner.request.get(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`),
    );
    const dj = types.serviceTypes.find((type) => type.fileName === "dj")?.id as number;

    // A request to the demo vendor on a day it is free, away from the other tests' days; quoted with a
    // $100 deposit taken online when it is accepted (the booking's pages have their own tests).
    let requestId = 0;
    let eventDate = "";
    for (let offset = 200; offset < 300 && requestId === 0; offset += 1) {
      const response = await planner.request.post(`${baseUrl}/api/v1/requests`, {
        data: {
          eventType: "Anniversary",
          eventDate: isoDay(offset),
          startTime: "18:00",
          durationMinutes: 180,
          cityFileName: "austin-tx",
          guestCount: 50,
          serviceTypeIds: [dj],
          details: `Our tenth anniversary (${RUN}), with a first dance and music for every age.`,
          memberId,
          clientToken: crypto.randomUUID(),
        },
      });
      if (response.status() === 201) {
        requestId = ((await response.json()) as { requestId: number }).requestId;
        eventDate = isoDay(offset);
      }
    }
    expect(requestId).toBeGreaterThan(0);
    const lead = await json<{ quote: { id: number } }>(
      await vendor.request.post(`${baseUrl}/api/v1/members/${memberId}/leads/${requestId}/quote`, {
        data: {
          total: "600",
          deposit: "100",
          included: "Three hours of music, a first-dance song of your choice and a microphone.",
          cancellationPolicy: "moderate",
          expiresOn: isoDay(20),
        },
      }),
    );
    const booked = await json<{ booking: { paidCents: number } }>(
      await planner.request.post(`${baseUrl}/api/v1/quotes/${lead.quote.id}/accept`, { data: {} }),
    );
    expect(booked.booking.paidCents).toBe(10_000);

    const dayAfter = new Date(Date.parse(`${eventDate}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await setToday(planner.request, dayAfter);
    try {
      await planner.goto(`${baseUrl}/client/events/${requestId}`);
      await planner.getByRole("radio", { name: "5 stars" }).check();
      const reviewText = `They played our wedding song as we walked in (${RUN}), and the floor was full all night.`;
      await planner.getByLabel("Your review").fill(reviewText);
      await planner.getByRole("button", { name: "Post review" }).click();
      const posted = planner.getByRole("article", { name: /Your review of/ });
      await expect.poll(() => posted.getByText(reviewText).count()).toBe(1);
      expect(await posted.getByText("Verified booking").count()).toBe(1);
      expect(await posted.getByText(REVIEW_STATE_NOTES.held).count()).toBe(0);

      await planner.goto(`${baseUrl}/dj/neon-nights-dj-co`);
      await expect.poll(() => planner.getByText(reviewText).count()).toBe(1);

      // An operator removes it: it leaves the profile, and its writer is told why.
      const view = await json<{ booking: { review: { id: number } } }>(
        await planner.request.get(`${baseUrl}/api/v1/requests/${requestId}`),
      );
      await json(
        await operator.request.post(`${baseUrl}/api/v1/admin/reviews/${view.booking.review.id}/decision`, {
          data: { decision: "hide", publicNote: "End-to-end test of removal." },
        }),
      );
      await planner.goto(`${baseUrl}/client/events/${requestId}`);
      await expect.poll(() => posted.getByText(REVIEW_STATE_NOTES.removed).count()).toBe(1);
      await planner.screenshot({ path: path.join(screenshotsDir, "review-removed-1280.png"), fullPage: true });
      expect(await axeViolations(planner)).toEqual([]);
      await planner.goto(`${baseUrl}/dj/neon-nights-dj-co`);
      await expect.poll(() => planner.getByRole("heading", { level: 1 }).count()).toBe(1);
      expect(await planner.getByText(reviewText).count()).toBe(0);
    } finally {
      await setToday(planner.request, null);
    }
  });
});
