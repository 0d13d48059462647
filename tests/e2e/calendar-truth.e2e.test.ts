import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { confirmByOutbox } from "#tests/support/accounts.ts";
import { axeViolations, isoDay, json, me, useChromium, waitForHydration } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

/** Unique per run, so the test passes again on a server that kept its database. */
const RUN = Date.now().toString(36);
const PASSWORD = "a calendar that tells the truth";
const MODES = [
  { scripts: true, label: "with JavaScript" },
  { scripts: false, label: "without JavaScript" },
] as const;
const WIDTHS = [375, 1280] as const;
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** The 15th of next month: a booked day the calendars reach with their "Next month" control. */
function fifteenthOfNextMonth(): string {
  const first = new Date(`${isoDay(0).slice(0, 7)}-01T12:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() + 1);
  return `${first.toISOString().slice(0, 7)}-15`;
}

/**
 * One calendar truth (issue 20), as people see it: after a planner books a vendor through Marquee, the
 * vendor's public availability calendar shows the day booked (and nothing about the planner), and the
 * vendor's dashboard calendar shows the Marquee booking with a link to its lead. Both reached with the
 * calendars' own "Next month" controls, with and without JavaScript, at a phone's and a laptop's width.
 */
describe.skipIf(!chromiumPath)("a booked day on the vendor's calendars", () => {
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];
  const bookedDay = fifteenthOfNextMonth();
  const vendorName = `Truthful Tunes ${RUN}`;
  let vendor: { state: StorageState; id: number };
  let profileUrl = "";
  let requestId = 0;

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  async function newPage(scripts: boolean, width: number, state?: StorageState): Promise<Page> {
    const context = await chromium.browser.newContext({
      viewport: { width, height: 900 },
      ...(state ? { storageState: state } : {}),
    });
    contexts.push(context);
    if (!scripts) await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  async function open(page: Page, address: string, scripts: boolean): Promise<void> {
    await page.goto(`${baseUrl}${address}`);
    if (scripts) await waitForHydration(page);
  }

  /** Signs a person up through the page form and confirms their email; their cookies and ids. */
  async function signUp(kind: "vendor" | "planner", form: Record<string, string>) {
    const page = await newPage(true, 1280);
    const response = await page.request.post(`${baseUrl}/signup/${kind}`, { form: { ...form, password: PASSWORD } });
    expect(response.status()).toBeLessThan(400);
    await confirmByOutbox(page.request, baseUrl, form.email as string);
    return { page, state: await page.context().storageState(), ids: await me(page.request) };
  }

  beforeAll(async () => {
    const setUp = await newPage(true, 1280);
    const types = await json<{ serviceTypes: { id: number; fileName: string }[] }>(
      await setUp.request.get(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`),
    );
    const djId = types.serviceTypes.find((type) => type.fileName === "dj")?.id as number;
    const signedUpVendor = await signUp("vendor", {
      businessName: vendorName,
      firstName: "Sam",
      email: `truthful-tunes-${RUN}@example.com`,
      cityFileName: "austin-tx",
      serviceTypeIds: String(djId),
    });
    vendor = { state: signedUpVendor.state, id: signedUpVendor.ids.memberId as number };
    profileUrl = (
      await json<{ member: { profileUrl: string } }>(await setUp.request.get(`${baseUrl}/api/v1/members/${vendor.id}`))
    ).member.profileUrl;

    // The booking itself is the set-up: the request, the quote and its acceptance have their own tests.
    const planner = await signUp("planner", { firstName: "Quinn", email: `calendar-planner-${RUN}@example.com` });
    const request = await json<{ requestId: number }>(
      await planner.page.request.post(`${baseUrl}/api/v1/requests`, {
        data: {
          eventType: "Graduation party",
          eventDate: bookedDay,
          startTime: "18:00",
          durationMinutes: 240,
          cityFileName: "austin-tx",
          venueName: "The Hidden Courtyard",
          guestCount: 60,
          budget: "1400",
          serviceTypeIds: [djId],
          memberId: vendor.id,
          details: "A graduation party in the garden, with dancing after dinner; mostly pop and hip hop.",
          clientToken: crypto.randomUUID(),
        },
      }),
    );
    requestId = request.requestId;
    const vendorPage = await newPage(true, 1280, vendor.state);
    const lead = await json<{ quote: { id: number } }>(
      await vendorPage.request.post(`${baseUrl}/api/v1/members/${vendor.id}/leads/${requestId}/quote`, {
        data: {
          total: "1300",
          deposit: "0",
          cancellationPolicy: "moderate",
          included: "Four hours of music, lights and a wireless microphone.",
          expiresOn: isoDay(10),
        },
      }),
    );
    await json(await planner.page.request.post(`${baseUrl}/api/v1/quotes/${lead.quote.id}/accept`, { data: {} }));
  });

  for (const mode of MODES) {
    for (const width of WIDTHS) {
      it(`shows the day booked on the public calendar, ${mode.label}, at ${width} px`, async () => {
        const page = await newPage(mode.scripts, width);
        await open(page, `${profileUrl}#calendar`, mode.scripts);
        const next = page.getByRole(mode.scripts ? "button" : "link", { name: "Next month" });
        await next.click();
        const monthName = new Date(`${bookedDay}T12:00:00Z`).toLocaleString("en-US", {
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        });
        await expect.poll(() => page.locator(".profile-calendar__month").textContent()).toBe(monthName);
        const cell = page
          .locator("td.profile-calendar__cell")
          .filter({ has: page.locator(".profile-calendar__day", { hasText: /^15$/ }) });
        await expect.poll(() => cell.getAttribute("class")).toContain("profile-calendar__cell--unavailable");
        expect(await cell.textContent()).toBe("15Booked");
        const calendar = (await page.locator(".profile-calendar").textContent()) ?? "";
        for (const secret of ["Quinn", "Hidden Courtyard"]) expect(calendar).not.toContain(secret);
        await cell.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: path.join(screenshotsDir, `calendar-truth-profile-${mode.scripts ? "js" : "nojs"}-${width}.png`),
          fullPage: false,
        });
        expect(await axeViolations(page)).toEqual([]);
      });

      it(`shows the Marquee booking in the dashboard calendar with its lead, ${mode.label}, at ${width} px`, async () => {
        const page = await newPage(mode.scripts, width, vendor.state);
        await open(page, "/dashboard#calendar", mode.scripts);
        const month = page.locator("#calendar-month");
        await month.getByRole("link", { name: "Next month" }).click();
        await expect.poll(() => page.url()).toContain(`month=${bookedDay.slice(0, 7)}`);
        const cell = month.locator("li.dash-month__taken", { hasText: "Marquee booking" });
        await expect.poll(() => cell.getAttribute("class")).toContain("dash-month__taken--booked");
        expect(await cell.textContent()).toContain("Marquee booking");
        const link = month.getByRole("link", { name: /Marquee booking: Graduation party/ });
        expect(await link.getAttribute("href")).toBe(`/dashboard/leads/${requestId}`);
        await cell.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: path.join(screenshotsDir, `calendar-truth-dashboard-${mode.scripts ? "js" : "nojs"}-${width}.png`),
          fullPage: false,
        });
        expect(await axeViolations(page)).toEqual([]);
        await link.click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(`/dashboard/leads/${requestId}`);
      });
    }
  }
});
