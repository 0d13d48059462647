import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { confirmByOutbox } from "#tests/support/accounts.ts";
import {
  axeViolations,
  axeWithoutScripts,
  fullPageScreenshot,
  json,
  logInAsOperator,
  me,
  pagesOf,
  submitLogIn,
  useChromium,
  waitForHydration,
} from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const RUN = Date.now().toString(36);
const PASSWORD = "a long and unusual passphrase 42";

/**
 * Issue 21, point 2 (decision 031): an operator finds a vendor in the console, suspends them (without
 * scripts on a phone, with them on a desktop for the restore), the vendor vanishes from search and
 * their profile, cannot log in, and comes back when restored.
 */
describe.skipIf(!chromiumPath)("suspending and restoring a vendor in Chromium", () => {
  const chromium = useChromium();
  const newPage = pagesOf(chromium);

  async function logIn(page: Page, email: string, password: string): Promise<void> {
    await page.goto(`${baseUrl}/login`);
    await submitLogIn(page, email, password);
  }

  // Four sessions (vendor, phone operator, locked-out vendor, desktop operator): longer than one page's walk.
  it("suspends a vendor who then vanishes and cannot log in, and restores them", { timeout: 120_000 }, async () => {
    const vendorPage = await newPage(1280);
    const types = await json<{ serviceTypes: { id: number; fileName: string }[] }>(
      await vendorPage.request.get(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`),
    );
    const name = `Suspended Sounds ${RUN}`;
    const email = `suspended-${RUN}@example.com`;
    const signUp = await vendorPage.request.post(`${baseUrl}/signup/vendor`, {
      form: {
        businessName: name,
        firstName: "Sam",
        email,
        cityFileName: "austin-tx",
        serviceTypeIds: String(types.serviceTypes.find((type) => type.fileName === "dj")?.id),
        password: PASSWORD,
      },
    });
    expect(signUp.status()).toBeLessThan(400);
    await confirmByOutbox(vendorPage.request, baseUrl, email);
    const memberId = (await me(vendorPage.request)).memberId as number;
    const listed = async () =>
      (
        await json<{ vendors: { memberId: number; profileUrl: string }[] }>(
          await vendorPage.request.get(`${baseUrl}/api/v1/search/members?memberIds=${memberId}`),
        )
      ).vendors;
    const [card] = await listed();
    expect(card).toBeDefined();
    const profileUrl = (card as { profileUrl: string }).profileUrl;

    // Without scripts, on a phone: find the vendor and suspend them with a reason.
    const operator = await newPage(375, false);
    await logInAsOperator(operator);
    await operator.goto(`${baseUrl}/admin/accounts`);
    await operator.getByLabel("Name, email, city or id").fill(email);
    await operator.getByRole("main").getByRole("button", { name: "Search" }).click();
    await operator.waitForURL((url) => url.searchParams.get("q") === email);
    expect(await axeWithoutScripts(chromium.browser, operator)).toEqual([]);
    await fullPageScreenshot(operator, "admin-accounts-375", { scripts: false });
    await operator.getByRole("link", { name }).click();
    await operator.waitForURL((url) => /^\/admin\/accounts\/\d+$/.test(url.pathname));
    await operator.getByRole("link", { name: "Suspend the account…" }).click();
    // Sent without a reason: the browser itself holds the form back at the required field.
    await operator.getByRole("button", { name: "Suspend the account" }).click();
    expect(await operator.locator("textarea:invalid, input:invalid").count()).toBe(1);
    expect(operator.url()).toMatch(/\/admin\/accounts\/\d+/);
    expect(await axeWithoutScripts(chromium.browser, operator)).toEqual([]);
    await fullPageScreenshot(operator, "admin-account-suspend-375", { scripts: false });
    await operator.getByLabel("Reason (kept in the audit log)").fill("Listing copied from another business.");
    await operator.getByRole("button", { name: "Suspend the account" }).click();
    await operator.waitForURL((url) => url.searchParams.get("notice") === "suspended");
    await expect(operator.getByText("The account is suspended").isVisible()).resolves.toBe(true);

    // Gone from search and its profile; the vendor cannot log in.
    expect(await listed()).toEqual([]);
    const visitor = await newPage(1280);
    const gone = await visitor.goto(`${baseUrl}${profileUrl}`);
    expect(gone?.status()).toBe(410);
    expect(gone?.headers()["cache-control"]).toBe("no-cache");
    await expect(
      visitor.getByRole("heading", { name: "This listing is no longer available" }).isVisible(),
    ).resolves.toBe(true);
    const locked = await newPage(1280);
    await logIn(locked, email, PASSWORD);
    await expect.poll(() => locked.getByText("This account is suspended").count()).toBeGreaterThan(0);

    // With scripts, on a desktop: restore them.
    const desktop = await newPage(1280);
    await logInAsOperator(desktop);
    await desktop.goto(`${baseUrl}${new URL(operator.url()).pathname}`);
    await waitForHydration(desktop);
    await fullPageScreenshot(desktop, "admin-account-suspended-1280");
    await desktop.getByRole("link", { name: "Restore the account…" }).click();
    await desktop.getByRole("button", { name: "Restore the account" }).click();
    await desktop.waitForURL((url) => url.searchParams.get("notice") === "restored");
    expect(await axeViolations(desktop)).toEqual([]);
    await fullPageScreenshot(desktop, "admin-account-restored-1280");
    expect(await listed()).toHaveLength(1);
    // The same browser that was told the listing is gone sees it again: the gone answer was not kept.
    expect((await visitor.goto(`${baseUrl}${profileUrl}`))?.status()).toBe(200);
    await logIn(locked, email, PASSWORD);
    await locked.waitForURL((url) => !url.pathname.startsWith("/login"));
  });

  // The approvals queue and the setting, drawn at both widths.
  for (const width of [375, 1280]) {
    it(`draws the approvals, settings and accounts pages at ${width} px`, async () => {
      const page = await newPage(width);
      await logInAsOperator(page);
      for (const path of ["approvals", "settings", "accounts"]) {
        await page.goto(`${baseUrl}/admin/${path}`);
        expect(await axeViolations(page)).toEqual([]);
        await fullPageScreenshot(page, `admin-${path}-${width}`);
      }
    });
  }
});
