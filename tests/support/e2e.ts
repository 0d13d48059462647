import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { DEMO_ADMIN } from "#db/seed/seed.server.ts";
import { confirmByOutbox } from "./accounts.ts";
import { launchChromium } from "./browser.ts";

/** The two widths every page is checked at: a small phone and a laptop. */
export const VIEWPORTS = [
  { name: "mobile", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** Axe's violations on the page, or only inside the elements `scope` (a CSS selector) matches. */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

/**
 * Axe on a page opened without JavaScript: axe is itself a script, which such a page cannot run, so the
 * page's HTML is checked in a fresh context that runs axe but blocks the page's own scripts.
 */
export async function axeWithoutScripts(browser: Browser, page: Page, scope?: string): Promise<string[]> {
  const html = await page.content();
  const address = page.url().split("#", 1)[0] as string;
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const checker = await context.newPage();
  await checker.route("**/*", (route) => {
    const request = route.request();
    if (request.resourceType() === "script") return route.abort();
    if (request.url() === address) return route.fulfill({ body: html, contentType: "text/html; charset=utf-8" });
    return route.continue();
  });
  await checker.goto(address);
  const violations = await axeViolations(checker, scope);
  await context.close();
  return violations;
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * The page as a person sees it at 375 and at 1280 px: a screenshot of the whole page, or of `region`,
 * into the screenshots folder as `<name>-<width>.png`, no sideways scroll, and axe clean (checked
 * without the page's scripts when it runs none), on the whole page or inside `axeScope` (a CSS
 * selector, for a page too large for axe to read whole in a test). Leaves the page at 1280 px.
 */
export async function checkAtBothWidths(
  browser: Browser,
  page: Page,
  name: string,
  options: { scripts: boolean; region?: Locator; axeScope?: string },
): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const file = path.join(inject("screenshotsDir"), `${name}-${width}.png`);
    await (options.region
      ? options.region.screenshot({ path: file })
      : page.screenshot({ path: file, fullPage: true }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(
      options.scripts
        ? await axeViolations(page, options.axeScope)
        : await axeWithoutScripts(browser, page, options.axeScope),
    ).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * One Chromium for the test file that calls this at its top level or in a describe: launched (and
 * the screenshots folder made) before its tests, closed after them.
 */
/**
 * A browser whose every new context (and page) is a visitor at an address of its own, sent as the
 * proxy would: 10.a.b.n, where a.b comes from the test file's path (the same in every run, so two
 * files' people never share an address, which would hold a review as a shared-address one) and n
 * counts the file's contexts.
 */
function visitorsOfTheirOwn(browser: Browser, testFile: string): Browser {
  const fileHash = createHash("sha256").update(testFile).digest();
  let visitors = 0;
  const ownAddress = (options: BrowserContextOptions | undefined): BrowserContextOptions => {
    visitors += 1;
    const address = `10.${fileHash[0]}.${fileHash[1]}.${visitors % 256}`;
    return { ...options, extraHTTPHeaders: { "x-forwarded-for": address, ...options?.extraHTTPHeaders } };
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === "newContext") return (options?: BrowserContextOptions) => target.newContext(ownAddress(options));
      if (property === "newPage") return (options?: BrowserContextOptions) => target.newPage(ownAddress(options));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export function useChromium(): { readonly browser: Browser } {
  const handle: { browser?: Browser } = {};
  beforeAll(async () => {
    handle.browser = visitorsOfTheirOwn(
      await launchChromium(inject("chromiumPath")),
      path.relative(process.cwd(), expect.getState().testPath ?? ""),
    );
    mkdirSync(inject("screenshotsDir"), { recursive: true });
  });
  afterAll(async () => {
    await handle.browser?.close();
  });
  return {
    get browser(): Browser {
      if (!handle.browser) throw new Error("Chromium is launched in beforeAll; use it inside a test or hook.");
      return handle.browser;
    },
  };
}

/**
 * Waits until React has hydrated the page: before that, keys and clicks reach server-rendered
 * markup with no handlers yet. React marks each element it owns with a `__reactFiber` property.
 * Polled with `evaluate`: `waitForFunction` evals a string in the page, which its CSP refuses.
 */
/** Every layout shift of the page so far, without input, summed as the page's cumulative layout shift. */
export function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shift += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(shift), 100);
      }),
  );
}

export async function waitForHydration(page: Page, selector = "#main-content"): Promise<void> {
  const hydrated = () =>
    page.evaluate((target) => {
      const element = document.querySelector(target);
      return element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
    }, selector);
  await expect.poll(hydrated, { timeout: 30_000 }).toBe(true);
}

/**
 * Collects every Content-Security-Policy violation in a browser context's pages and frames from now
 * on: the page's `securitypolicyviolation` event names the directive, and Chromium's own console
 * report is kept too. A blocked script would also stop hydration, which callers check separately.
 */
export async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline code"} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
      );
    });
  });
  context.on("console", (message) => {
    if (message.type() === "error" && /CSP violation|Content Security Policy/.test(message.text())) {
      violations.push(`${message.page()?.url() ?? message.location().url}: ${message.text()}`);
    }
  });
  return violations;
}

/** A day `offsetDays` from today, as the API takes dates (`yyyy-MM-dd`). */
export function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** The JSON of an API answer a test set-up relies on; any other status fails the test with the body. */
export async function json<T>(response: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<T> {
  const text = await response.text();
  if (!response.ok()) throw new Error(`${response.status()}: ${text}`);
  return JSON.parse(text) as T;
}

/** The planner and vendor ids of the session of `request`. */
export async function me(request: APIRequestContext): Promise<{ clientId: number | null; memberId: number | null }> {
  return (
    await json<{ account: { clientId: number | null; memberId: number | null } }>(
      await request.get(`${inject("baseUrl")}/api/v1/accounts/me`),
    )
  ).account;
}

/** Moves the server's test clock (`TEST_CLOCK`) to `today`, or back to the real day with null. */
export async function setToday(request: APIRequestContext, today: string | null): Promise<void> {
  await json(await request.put(`${inject("baseUrl")}/dev/clock`, { data: { today } }));
}

/** Moves the server's test clock (`TEST_CLOCK`) to an instant, say just past midnight UTC (decision 026). */
export async function setNow(request: APIRequestContext, now: string): Promise<void> {
  await json(await request.put(`${inject("baseUrl")}/dev/clock`, { data: { now } }));
}

/**
 * A full-page screenshot into the screenshots folder, taken from the top so the header (which hides
 * while scrolling down) is drawn where a person first sees it.
 */
export async function fullPageScreenshot(page: Page, name: string, options: { scripts?: boolean } = {}): Promise<void> {
  // A page opened without JavaScript runs no script, scrolling included; it was just opened, at the top.
  if (options.scripts !== false) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(inject("screenshotsDir"), `${name}.png`), fullPage: true });
}

/**
 * Opens pages each in a browser context of their own (their own cookies, so their own session),
 * `width` px wide, with or without the page's scripts. They close with the browser.
 */
export function pagesOf(chromium: { readonly browser: Browser }): (width: number, scripts?: boolean) => Promise<Page> {
  return async (width, scripts = true) =>
    (await chromium.browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: scripts })).newPage();
}

/**
 * Opens `url` in a browser context of its own, `width` px wide, with a visitor who has already
 * declined analytics (so no cookie banner covers the page), and waits for hydration when scripts run.
 */
export async function openAsDecidedVisitor(
  chromium: { readonly browser: Browser },
  url: string,
  width: number,
  javaScriptEnabled: boolean,
): Promise<Page> {
  const baseUrl = inject("baseUrl");
  const context = await chromium.browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
  await context.addCookies([{ name: "marquee_consent", value: "denied", url: baseUrl }]);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${url}`);
  if (javaScriptEnabled) await waitForHydration(page);
  return page;
}

/**
 * A new vendor signed up through the sign-up form and confirmed by the emailed link, in a browser
 * context of their own (1280 px, with or without scripts, analytics declined) logged in as them. The
 * caller closes the context.
 */
export async function signedUpVendor(
  browser: Browser,
  vendor: { businessName: string; email: string; cityFileName: string; serviceType: string; password: string },
  javaScriptEnabled: boolean,
): Promise<{ context: BrowserContext; memberId: number }> {
  const baseUrl = inject("baseUrl");
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  await context.addCookies([{ name: "marquee_consent", value: "denied", url: baseUrl }]);
  const types = await json<{ serviceTypes: { id: number; fileName: string }[] }>(
    await context.request.get(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`),
  );
  const { serviceType, ...form } = vendor;
  const signUp = await context.request.post(`${baseUrl}/signup/vendor`, {
    form: {
      ...form,
      firstName: "Jordan",
      serviceTypeIds: String(types.serviceTypes.find((type) => type.fileName === serviceType)?.id),
    },
  });
  expect(signUp.status()).toBeLessThan(400);
  await confirmByOutbox(context.request, baseUrl, vendor.email);
  const { account } = await json<{ account: { memberId: number } }>(
    await context.request.get(`${baseUrl}/api/v1/accounts/me`),
  );
  return { context, memberId: account.memberId };
}

/** Fills and sends the log-in form the page shows (at /login, or where a guard sent the visitor). */
export async function submitLogIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Logs in at /login as the demo administrator and waits to be taken past the form. */
export async function logInAsOperator(page: Page): Promise<void> {
  await page.goto(`${inject("baseUrl")}/login`);
  await submitLogIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}
