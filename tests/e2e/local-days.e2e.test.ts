import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { DEMO_PLANNER } from "#db/seed/seed.server.ts";
import { confirmByOutbox } from "#tests/support/accounts.ts";
import { axeViolations, isoDay, json, me, setNow, setToday, useChromium } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

/** Unique per run, so the test passes again on a server that kept its database. */
const RUN = Date.now().toString(36);

/** The yyyy-MM-dd day after another. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 20, point 7 (decision 026): a Honolulu event lives by Honolulu's days. At 08:30 UTC it is still
 * 22:30 the day before in Honolulu (UTC-10): a quote is bookable through its last day there, and the
 * review opens only when the day after the event has begun there, at 10:00 UTC.
 */
describe.skipIf(!chromiumPath)("local days in Chromium", () => {
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  async function loggedIn(email: string, password: string, width: number): Promise<Page> {
    const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    return page;
  }

  it("books a Honolulu quote on its last Honolulu day and opens the review on the next, near midnight UTC", async () => {
    const planner = await loggedIn(DEMO_PLANNER.email, DEMO_PLANNER.password, 375);
    const types = await json<{ serviceTypes: { id: number; fileName: string }[] }>(
      await planner.request.get(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`),
    );
    const dj = types.serviceTypes.find((type) => type.fileName === "dj")?.id as number;

    // A DJ in Honolulu signs up and confirms their email; the planner asks them for a party there.
    const vendorContext = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(vendorContext);
    const vendor = vendorContext.request;
    const vendorEmail = `island-beats-${RUN}@example.com`;
    const signedUp = await vendor.post(`${baseUrl}/signup/vendor`, {
      form: {
        businessName: `Island Beats ${RUN}`,
        firstName: "Leilani",
        email: vendorEmail,
        cityFileName: "honolulu-hi",
        serviceTypeIds: String(dj),
        password: "surf and sound at sunset",
      },
    });
    expect(signedUp.status()).toBeLessThan(400);
    await confirmByOutbox(vendor, baseUrl, vendorEmail);
    const memberId = (await me(vendor)).memberId as number;
    const eventDate = isoDay(60);
    const { requestId } = await json<{ requestId: number }>(
      await planner.request.post(`${baseUrl}/api/v1/requests`, {
        data: {
          eventType: "Birthday party",
          eventDate,
          startTime: "18:00",
          durationMinutes: 180,
          cityFileName: "honolulu-hi",
          guestCount: 40,
          serviceTypeIds: [dj],
          details: `A birthday luau on the beach (${RUN}), with music until the stars come out.`,
          memberId,
          clientToken: crypto.randomUUID(),
        },
      }),
    );
    const lastQuoteDay = new Date(Date.parse(`${eventDate}T12:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    await json(
      await vendor.post(`${baseUrl}/api/v1/members/${memberId}/leads/${requestId}/quote`, {
        data: {
          total: "700",
          deposit: "0",
          included: "Three hours of music on the beach, a microphone and island playlists.",
          cancellationPolicy: "flexible",
          expiresOn: lastQuoteDay,
        },
      }),
    );

    const eventPage = `${baseUrl}/client/events/${requestId}`;
    try {
      // Past the quote's last day in UTC, still on it in Honolulu: the planner books it.
      await setNow(planner.request, `${nextDay(lastQuoteDay)}T08:30:00Z`);
      await planner.goto(eventPage);
      await planner.getByRole("link", { name: `Book Island Beats ${RUN}` }).click();
      await planner.getByRole("button", { name: "Confirm booking" }).click();
      await expect.poll(() => planner.getByRole("link", { name: "Cancel booking" }).count()).toBe(1);

      // The day after the event in UTC, still the event's evening in Honolulu: not yet reviewable.
      await setNow(planner.request, `${nextDay(eventDate)}T08:30:00Z`);
      await planner.goto(eventPage);
      await expect.poll(() => planner.getByText(`You can review Island Beats ${RUN} from`).count()).toBe(1);
      expect(await planner.getByRole("button", { name: "Post review" }).count()).toBe(0);
      expect(await planner.getByRole("link", { name: "Cancel booking" }).count()).toBe(1);

      // Past midnight in Honolulu: the review opens.
      await setNow(planner.request, `${nextDay(eventDate)}T10:30:00Z`);
      await planner.goto(eventPage);
      await planner.getByRole("radio", { name: "5 stars" }).check();
      const reviewText = `The beach party went on until midnight (${RUN}), and every guest danced at least once.`;
      await planner.getByLabel("Your review").fill(reviewText);
      await planner.getByRole("button", { name: "Post review" }).click();
      const posted = planner.getByRole("article", { name: /Your review of/ });
      await expect.poll(() => posted.getByText(reviewText).count()).toBe(1);
      await planner.screenshot({ path: path.join(screenshotsDir, "local-days-review-375.png"), fullPage: true });
      expect(await axeViolations(planner)).toEqual([]);
    } finally {
      await setToday(planner.request, null);
    }
  });
});
