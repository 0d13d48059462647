import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { DEMO_ADMIN } from "#db/seed/seed.server.ts";
import { confirmByOutbox } from "#tests/support/accounts.ts";
import { axeViolations, fullPageScreenshot, json, me, useChromium } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");

/** Unique per run, so the test passes again on a server that kept its database. */
const RUN = Date.now().toString(36);
const PASSWORD = "my data is mine to take away";

/** People download their data and delete their accounts; the operator finds the deletion in the audit log (decision 036). */
describe.skipIf(!chromiumPath)("a person's own data", () => {
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  /** A page; without page scripts, the site's own JavaScript is blocked (axe still runs as a script). */
  async function newPage(options: { withoutPageScripts?: boolean; width?: number } = {}): Promise<Page> {
    const context = await chromium.browser.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
      acceptDownloads: true,
    });
    contexts.push(context);
    if (options.withoutPageScripts) await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    return context.newPage();
  }

  async function expectAxeClean(page: Page) {
    expect(await axeViolations(page), page.url()).toEqual([]);
  }

  async function newPlanner(page: Page, firstName: string): Promise<string> {
    const email = `${firstName.toLowerCase()}-${RUN}@example.com`;
    const signUp = await page.request.post(`${baseUrl}/signup/planner`, {
      form: { firstName, email, phone: "", password: PASSWORD },
    });
    expect(signUp.status()).toBeLessThan(400);
    await confirmByOutbox(page.request, baseUrl, email);
    return email;
  }

  async function logInRefused(email: string) {
    const response = await fetch(`${baseUrl}/login`, {
      method: "POST",
      body: new URLSearchParams({ email, password: PASSWORD }),
      redirect: "manual",
    });
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("access"))).toBe(false);
    expect(response.status).toBe(400);
  }

  async function deleteThroughThePage(page: Page) {
    await page.goto(`${baseUrl}/account/delete`);
    await page.getByLabel("Your current password").fill(PASSWORD);
    await page.getByLabel("Type DELETE to confirm").fill("DELETE");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.search.includes("deleted"));
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Your account is deleted");
  }

  for (const withoutPageScripts of [true, false]) {
    it(`lets a planner download their data and delete the account ${withoutPageScripts ? "without" : "with"} JavaScript`, async () => {
      const page = await newPage({ withoutPageScripts });
      const firstName = withoutPageScripts ? "Nojs" : "Withjs";
      const email = await newPlanner(page, firstName);

      await page.goto(`${baseUrl}/client/modify-profile.aspx`);
      await page.getByRole("link", { name: "Download everything Marquee keeps about you" }).click();
      await page.waitForURL(`${baseUrl}/account/data`);
      await expectAxeClean(page);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download your data (JSON)" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^marquee-data-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(
        await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString()),
      );
      expect(exported.account.email).toBe(email);
      expect(exported.planner.profile.firstName).toBe(firstName);

      await page.goto(`${baseUrl}/account/delete`);
      await expectAxeClean(page);
      // A slip is refused: DELETE must be typed, and the password must be right.
      await page.getByLabel("Your current password").fill("not my password at all");
      await page.getByLabel("Type DELETE to confirm").fill("delete");
      await page.getByRole("button", { name: "Delete my account" }).click();
      // With scripts the browser's check or the action's answer arrives after the click: wait for it.
      await page.getByText("Type DELETE to confirm.").first().waitFor();
      await page.getByLabel("Type DELETE to confirm").fill("DELETE");
      await page.getByLabel("Your current password").fill("not my password at all");
      await page.getByRole("button", { name: "Delete my account" }).click();
      await page.getByText("Your current password is not right.").first().waitFor();

      await deleteThroughThePage(page);
      await expectAxeClean(page);
      await page.goto(`${baseUrl}/account/data`);
      expect(new URL(page.url()).pathname).toBe("/login");
      await logInRefused(email);
    });
  }

  it("takes a deleted vendor out of search", async () => {
    const page = await newPage();
    const types = await json<{ serviceTypes: { id: number; fileName: string }[] }>(
      await page.request.get(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`),
    );
    const email = `leaving-vendor-${RUN}@example.com`;
    const signUp = await page.request.post(`${baseUrl}/signup/vendor`, {
      form: {
        businessName: `Leaving Vendor ${RUN}`,
        firstName: "Sam",
        email,
        cityFileName: "austin-tx",
        serviceTypeIds: String(types.serviceTypes.find((type) => type.fileName === "dj")?.id),
        password: PASSWORD,
      },
    });
    expect(signUp.status()).toBeLessThan(400);
    await confirmByOutbox(page.request, baseUrl, email);
    const memberId = (await me(page.request)).memberId as number;
    const listed = async () =>
      (
        await json<{ vendors: { memberId: number }[] }>(
          await page.request.get(`${baseUrl}/api/v1/search/members?memberIds=${memberId}`),
        )
      ).vendors.length;
    expect(await listed()).toBe(1);
    await page.goto(`${baseUrl}/dashboard`);
    await expect(page.getByRole("link", { name: "delete your account" }).isVisible()).resolves.toBe(true);
    await deleteThroughThePage(page);
    expect(await listed()).toBe(0);
    await logInRefused(email);
  });

  // One test per width: each walk (log in, search, sign up, delete) takes half a minute on a busy machine.
  for (const width of [375, 1280]) {
    it(`shows the operator the deletions in the audit log at ${width} px`, async () => {
      const page = await newPage({ width });
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel("Email address").fill(DEMO_ADMIN.email);
      await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
      await page.getByRole("button", { name: "Log in" }).click();
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.goto(`${baseUrl}/admin/audit`);
      await page.getByLabel("Action starts with").fill("account.deleted");
      await page.getByRole("main").getByRole("button", { name: "Search" }).click();
      await page.waitForURL((url) => url.search.includes("action=account.deleted"));
      const rows = page.locator("tbody tr");
      expect(await rows.count()).toBeGreaterThanOrEqual(3);
      await expect(rows.first().textContent()).resolves.toContain("account.deleted");
      await rows.first().locator("summary").click();
      await expectAxeClean(page);
      await fullPageScreenshot(page, `personal-data-audit-${width}`);

      const planner = await newPage({ width });
      await newPlanner(planner, `Shot${width}`);
      await planner.goto(`${baseUrl}/account/data`);
      await fullPageScreenshot(planner, `personal-data-my-data-${width}`);
      await planner.goto(`${baseUrl}/account/delete`);
      await fullPageScreenshot(planner, `personal-data-delete-${width}`);
      await deleteThroughThePage(planner);
      await fullPageScreenshot(planner, `personal-data-deleted-${width}`);
    });
  }
});
