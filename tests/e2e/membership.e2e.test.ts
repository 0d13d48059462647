import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_ADMIN, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { axeViolations, fullPageScreenshot, json, useChromium, waitForHydration } from "#tests/support/e2e.ts";
import { type RunningServer, startServer, stopServer } from "#tests/support/server-process.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");

type PendingOrder = { id: number; memberId: number; level: string };

/**
 * The membership page's buttons (decision 022), with and without JavaScript: on the shared server,
 * which runs in production with no payment provider (upgrades are asked for and decided by an
 * operator), and on a second server configured with the test provider (paid plans are paid at once).
 */
describe.skipIf(!chromiumPath)("the membership page in Chromium", () => {
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];
  let paying: RunningServer;
  let payingDataDir: string;

  beforeAll(async () => {
    payingDataDir = mkdtempSync(path.join(tmpdir(), "marquee-e2e-paying-"));
    paying = await startServer({
      DATABASE_URL: "",
      DATA_DIR: payingDataDir,
      SEED_VENDORS: "40",
      PAYMENT_PROVIDER: "test",
      MAX_EVENT_LOOP_DELAY_MS: "0",
    });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    if (paying) await stopServer(paying.process);
    rmSync(payingDataDir, { recursive: true, force: true });
  });

  async function newPage(options: { width?: number; javaScript?: boolean } = {}): Promise<Page> {
    const context = await chromium.browser.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
      javaScriptEnabled: options.javaScript ?? true,
    });
    contexts.push(context);
    return context.newPage();
  }

  async function logIn(page: Page, site: string, email: string, password: string): Promise<void> {
    await page.goto(`${site}/login`);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  }

  async function memberIdOf(request: APIRequestContext, site: string): Promise<number> {
    return (await json<{ account: { memberId: number } }>(await request.get(`${site}/api/v1/accounts/me`))).account
      .memberId;
  }

  async function plan(page: Page, site: string, memberId: number): Promise<string> {
    return (
      await json<{ membershipLevel: string }>(await page.request.get(`${site}/api/v1/members/${memberId}/membership`))
    ).membershipLevel;
  }

  const currentPlan = (page: Page) => page.locator(".dash-plan--current .dash-plan__title");

  it("with the test provider, a vendor switches to Basic and pays for Premium, with JavaScript and without", async () => {
    const site = paying.baseUrl;
    const vendor = await newPage({ width: 375 });
    await logIn(vendor, site, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const memberId = await memberIdOf(vendor.request, site);
    // One category, so every plan fits.
    const primary = (
      await json<{ member: { primaryServiceTypeId: number } }>(
        await vendor.request.get(`${site}/api/v1/members/${memberId}`),
      )
    ).member.primaryServiceTypeId;
    await json(
      await vendor.request.post(`${site}/api/v1/members/${memberId}/categories`, {
        data: { primaryServiceTypeId: primary, serviceTypeIds: [] },
      }),
    );

    await vendor.goto(`${site}/dashboard/membership`);
    await waitForHydration(vendor);
    await expect.poll(() => vendor.getByRole("note").filter({ hasText: "Test mode" }).count()).toBe(1);
    expect(await currentPlan(vendor).textContent()).toBe("Premium");
    await vendor.getByRole("button", { name: "Switch to Basic" }).click();
    await expect
      .poll(() => vendor.locator(".dash-page__message").textContent())
      .toContain("You're now a Basic member.");
    await expect.poll(() => currentPlan(vendor).textContent()).toBe("Basic");
    await vendor.getByRole("button", { name: "Upgrade to Premium: pay $59" }).click();
    await expect
      .poll(() => vendor.locator(".dash-page__message").textContent())
      .toContain("You're now a Premium member. You paid $59 in test mode: no card was charged.");
    await expect.poll(() => currentPlan(vendor).textContent()).toBe("Premium");
    expect(await vendor.getByRole("table").getByText("Paid (test mode)").count()).toBe(1);
    expect(await plan(vendor, site, memberId)).toBe("Premium");
    await fullPageScreenshot(vendor, "membership-paid-375");
    expect(await axeViolations(vendor)).toEqual([]);

    // The same, with no script at all: each button is a form the server answers.
    const plain = await newPage({ javaScript: false });
    await logIn(plain, site, DEMO_VENDOR.email, DEMO_VENDOR.password);
    await plain.goto(`${site}/dashboard/membership`);
    await plain.getByRole("button", { name: "Switch to Basic" }).click();
    await plain.waitForLoadState();
    expect(await plain.locator(".dash-page__message").textContent()).toContain("You're now a Basic member.");
    await plain.getByRole("button", { name: "Upgrade to Pro: pay $29" }).click();
    await plain.waitForLoadState();
    expect(await plain.locator(".dash-page__message").textContent()).toContain("You're now a Pro member. You paid $29");
    expect(await currentPlan(plain).textContent()).toBe("Pro");
    const history = await json<{ orders: { level: string; status: string }[] }>(
      await plain.request.get(`${site}/api/v1/members/${memberId}/membership`),
    );
    expect(history.orders.filter((order) => order.level === "Pro" && order.status === "paid")).toHaveLength(1);
    await fullPageScreenshot(plain, "membership-paid-no-script-1280");
  });

  it("with no provider, the vendor asks and an operator decides, with JavaScript and without", async () => {
    const vendor = await newPage({ width: 1280 });
    await logIn(vendor, baseUrl, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const memberId = await memberIdOf(vendor.request, baseUrl);
    const operator = await newPage();
    await logIn(operator, baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const decide = async (level: string, decision: "approve" | "decline") => {
      const pending = await json<{ orders: PendingOrder[] }>(
        await operator.request.get(`${baseUrl}/api/v1/admin/membership-orders?status=pending`),
      );
      const order = pending.orders.find((item) => item.memberId === memberId && item.level === level);
      expect(order, `a pending ${level} order`).toBeDefined();
      await json(
        await operator.request.post(`${baseUrl}/api/v1/admin/membership-orders/${order?.id}/${decision}`, { data: {} }),
      );
    };
    const start = await plan(vendor, baseUrl, memberId);
    expect(start).toBe("Premium");
    try {
      await vendor.goto(`${baseUrl}/dashboard/membership`);
      await waitForHydration(vendor);
      expect(await vendor.getByText("Paid plans are switched on by our team.").count()).toBe(1);
      expect(await vendor.getByRole("note").filter({ hasText: "Test mode" }).count()).toBe(0);
      await vendor.getByRole("button", { name: "Ask to switch to Pro" }).click();
      await expect
        .poll(() => vendor.locator(".dash-page__message").textContent())
        .toContain("Thanks: we've received your request for Pro.");
      await expect.poll(() => vendor.getByText(/^You asked for Pro on /).count()).toBe(1);
      expect(await currentPlan(vendor).textContent()).toBe("Premium");
      await fullPageScreenshot(vendor, "membership-asked-1280");
      expect(await axeViolations(vendor)).toEqual([]);
      await decide("Pro", "approve");
      expect(await plan(vendor, baseUrl, memberId)).toBe("Pro");

      // Without JavaScript the page offers the upgrade back to Premium, as an ask.
      const plain = await newPage({ javaScript: false, width: 375 });
      await logIn(plain, baseUrl, DEMO_VENDOR.email, DEMO_VENDOR.password);
      await plain.goto(`${baseUrl}/dashboard/membership`);
      expect(await currentPlan(plain).textContent()).toBe("Pro");
      await plain.getByRole("button", { name: "Ask for an upgrade to Premium" }).click();
      await plain.waitForLoadState();
      expect(await plain.locator(".dash-page__message").textContent()).toContain(
        "we've received your request for Premium",
      );
      expect(await plain.getByText(/^You asked for Premium on /).count()).toBe(1);
      await fullPageScreenshot(plain, "membership-asked-no-script-375");
      await decide("Premium", "approve");
      await plain.goto(`${baseUrl}/dashboard/membership`);
      expect(await currentPlan(plain).textContent()).toBe("Premium");
      expect(await plain.getByRole("table").getByText("Switched on by our team").count()).toBe(2);
    } finally {
      // The demo vendor goes back to its plan for the tests that follow.
      if ((await plan(vendor, baseUrl, memberId)) !== start) {
        await json(
          await vendor.request.post(`${baseUrl}/api/v1/members/${memberId}/membership-orders`, {
            data: { level: start, idempotencyKey: crypto.randomUUID() },
          }),
        );
        await decide(start, "approve");
      }
    }
  });

  it("shows an operator the plans without buttons", async () => {
    const vendor = await newPage();
    await logIn(vendor, baseUrl, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const memberId = await memberIdOf(vendor.request, baseUrl);
    const operator = await newPage();
    await logIn(operator, baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await operator.goto(`${baseUrl}/dashboard/membership?memberId=${memberId}`);
    await expect.poll(() => operator.getByText("Only the vendor changes their plan", { exact: false }).count()).toBe(1);
    expect(await operator.locator(".dash-plan__action button").count()).toBe(0);
  });
});
