import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { outboxLink } from "#tests/support/accounts.ts";
import { axeViolations, useChromium, waitForHydration } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

/** Unique per run, so the sign-ups work again on a server that kept its database. */
const RUN = Date.now().toString(36);
const COLLECT_PATH = "/api/v1/analytics/events";

type Entry = Record<string, unknown>;

async function dataLayer(page: Page): Promise<Entry[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
}

async function entries(page: Page, event: string): Promise<Entry[]> {
  return (await dataLayer(page)).filter((entry) => entry.event === event);
}

/**
 * Every first-party batch the context's pages post while they are shown, as sent (Chromium reports
 * no beacon sent as a page is left).
 */
function recordPosts(context: BrowserContext): string[] {
  const bodies: string[] = [];
  context.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === COLLECT_PATH)
      bodies.push(request.postData() ?? "");
  });
  return bodies;
}

const BASE_PROPERTIES = {
  application: "marquee-web",
  productName: "Marquee",
  browser: "Chrome",
  breakpointSize: expect.stringMatching(/^(xs|sm|md|lg|xl)$/),
  deviceType: expect.stringMatching(/^(mobile|desktop)$/),
  role: expect.stringMatching(/^(vendor|planner|logged out)$/),
};

describe.skipIf(!chromiumPath)("browser analytics and cookie consent in Chromium", () => {
  const chromium = useChromium();

  async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
    const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
    return { context, page: await context.newPage() };
  }

  for (const [width, name] of [
    [375, "mobile"],
    [1280, "desktop"],
  ] as const) {
    it(`asks for consent at ${width} px, axe clean, with nothing personal before it, and remembers a Decline`, async () => {
      const { context, page } = await newPage(width);
      await page.goto(`${baseUrl}/`);
      const banner = page.getByRole("region", { name: "Cookies on Marquee" });
      await banner.waitFor();
      expect(await banner.getByRole("button", { name: "Accept" }).isVisible()).toBe(true);
      expect(await banner.getByRole("button", { name: "Decline" }).isVisible()).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(screenshotsDir, `consent-banner-${name}.png`) });
      expect(await axeViolations(page)).toEqual([]);

      // The page view is there, with the base properties of this screen; nothing personal is.
      await expect.poll(async () => (await entries(page, "Page View")).length).toBe(1);
      const [view] = await entries(page, "Page View");
      expect(view).toMatchObject({
        ...BASE_PROPERTIES,
        category: "Page",
        label: "home",
        path: "/",
        pageType: "home",
        role: "logged out",
        deviceType: width < 768 ? "mobile" : "desktop",
        breakpointSize: width < 768 ? "xs" : "xl",
      });
      expect(await entries(page, "identify")).toEqual([]);
      expect(await entries(page, "Advertising Pixel")).toEqual([]);

      // The page keeps the banner's height free at its end: the footer is never hidden under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = await page.getByRole("contentinfo").boundingBox();
      const bannerBox = await banner.boundingBox();
      expect(footer && bannerBox && footer.y + footer.height <= bannerBox.y + 1).toBe(true);

      // Keyboard: Tab reaches the buttons; Enter declines; the answer is kept for the next visit.
      await banner.getByRole("button", { name: "Accept" }).focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Decline");
      await page.keyboard.press("Enter");
      await banner.waitFor({ state: "detached" });
      const consent = (await context.cookies()).find((cookie) => cookie.name === "marquee_consent");
      expect(consent?.value).toBe("denied");
      expect(consent && consent.expires - Date.now() / 1000).toBeGreaterThan(179 * 24 * 60 * 60);
      await page.reload();
      await page.getByRole("main").waitFor();
      await expect.poll(async () => (await entries(page, "Page View")).length).toBe(1);
      expect(await banner.count()).toBe(0);
      await context.close();
    });
  }

  // The typeface shows only when it arrives by the first paint; on a slow phone the fallback lays the page out.
  for (const typeface of ["arrives", "does not arrive"] as const)
    it(`on a 375 × 800 phone the banner leaves the home page's search form whole when the typeface ${typeface}, and Cookie settings brings it back with focus`, async () => {
      const context = await chromium.browser.newContext({ viewport: { width: 375, height: 800 } });
      if (typeface === "does not arrive") await context.route(/\.woff2$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      const banner = page.getByRole("region", { name: "Cookies on Marquee" });
      await banner.waitFor();
      await waitForHydration(page);
      const searchButton = await page
        .getByRole("main")
        .getByRole("button", { name: "Search", exact: true })
        .boundingBox();
      const bannerBox = await banner.boundingBox();
      expect(searchButton && bannerBox && searchButton.y + searchButton.height).toBeLessThanOrEqual(bannerBox?.y ?? 0);

      await banner.getByRole("button", { name: "Decline" }).click();
      await banner.waitFor({ state: "detached" });
      const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
      await settings.focus();
      await page.keyboard.press("Enter");
      await banner.waitFor();
      // The region takes focus (its heading is only read out on a phone); a choice returns it to the button.
      expect(await banner.evaluate((region) => region === document.activeElement)).toBe(true);
      await banner.getByRole("button", { name: "Accept" }).click();
      await banner.waitFor({ state: "detached" });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cookie settings");
      await context.close();
    });

  it("a planner who declined signs up: no identify, no pixel, nothing personal anywhere", async () => {
    const { context, page } = await newPage(375);
    const posts = recordPosts(context);
    const email = `Riley.Declined-${RUN}@Example.com`;
    await page.goto(`${baseUrl}/signup/planner`);
    await page.getByRole("region", { name: "Cookies on Marquee" }).getByRole("button", { name: "Decline" }).click();
    await page.getByLabel("First name").fill("Riley");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Phone number").fill("(512) 555-0111");
    await page.getByLabel("Password", { exact: true }).fill("a quiet dinner for twelve");
    await page.getByRole("button", { name: "Create my account" }).click();
    // The account starts once its emailed link is followed, in the same tab.
    await page.getByRole("heading", { name: "Check your email to finish signing up" }).waitFor();
    await page.goto(await outboxLink(page.request, baseUrl, email.toLowerCase()));
    await page.getByRole("button", { name: "Confirm and log in" }).click();
    await page.waitForURL(`${baseUrl}/`);
    // A planner now: the role follows the session.
    await expect.poll(async () => (await entries(page, "Page View")).map((entry) => entry.role)).toEqual(["planner"]);
    await page.waitForLoadState("networkidle");
    expect(await entries(page, "identify")).toEqual([]);
    expect(await entries(page, "Advertising Pixel")).toEqual([]);
    const everything = `${JSON.stringify(await dataLayer(page))}${posts.join("")}`.toLowerCase();
    for (const personal of [email.toLowerCase(), "riley", "5125550111", "555-0111"]) {
      expect(everything).not.toContain(personal);
    }
    await context.close();
  });

  it("a planner who accepted signs up: identified, and the pixel hears the normalised email, phone and first name", async () => {
    const { context, page } = await newPage(1280);
    const posts = recordPosts(context);
    const email = `Jordan.Lee-${RUN}@Example.COM`;
    await page.goto(`${baseUrl}/signup/planner`);
    // The browser's own check of the form is recorded by the page's code: it must be running first.
    await waitForHydration(page);
    await page.getByRole("region", { name: "Cookies on Marquee" }).getByRole("button", { name: "Accept" }).click();
    await page.getByLabel("First name").fill("Jordan");
    // A first try without an email is refused in the chromium.browser.
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Phone number").fill("+1 (512) 555-0199");
    await page.getByLabel("Password", { exact: true }).fill("balloons and a bouncy castle");
    const labels = async () => (await entries(page, "Planner Onboarding Flow Interaction")).map((entry) => entry.label);
    await expect
      .poll(labels)
      .toEqual(["planner sign-up > account > started", "planner sign-up > account > failed > invalid"]);
    // The planner onboarding flow as it stands when the form is sent (the page is then left).
    let onboardingLabels: unknown[] = [];
    await page.route("**/signup/planner.data*", async (route) => {
      onboardingLabels = await labels();
      await route.continue();
    });
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.getByRole("heading", { name: "Check your email to finish signing up" }).waitFor();
    await page.goto(await outboxLink(page.request, baseUrl, email.toLowerCase()));
    await page.getByRole("button", { name: "Confirm and log in" }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(onboardingLabels).toEqual([
      "planner sign-up > account > started",
      "planner sign-up > account > failed > invalid",
      "planner sign-up > account > submitted",
    ]);

    await expect
      .poll(async () => (await entries(page, "identify")).map((entry) => entry.userId))
      .toEqual([expect.stringMatching(/^c\d+$/)]);
    await expect
      .poll(async () => entries(page, "Advertising Pixel"))
      .toEqual([
        {
          event: "Advertising Pixel",
          conversion: "planner sign-up",
          email: email.toLowerCase(),
          phone: "15125550199",
          firstName: "jordan",
        },
      ]);
    // A reload is no second conversion.
    await page.reload();
    await expect.poll(async () => (await entries(page, "identify")).length).toBe(1);
    expect(await entries(page, "Advertising Pixel")).toEqual([]);
    // First-party collection never carries it.
    expect(posts.join("").toLowerCase()).not.toContain(email.toLowerCase());
    await context.close();
  });

  it("identifies a signed-in planner as soon as they accept, on the same page", async () => {
    const { context, page } = await newPage(1280);
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Email address").fill("planner@marquee.test");
    await page.getByLabel("Password", { exact: true }).fill("plan-a-party-2026");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.getByRole("banner").getByRole("button", { name: /Hi, / }).count()).toBe(1);
    await page.waitForLoadState("networkidle");
    expect(await entries(page, "identify")).toEqual([]);
    await page.getByRole("region", { name: "Cookies on Marquee" }).getByRole("button", { name: "Accept" }).click();
    await expect
      .poll(async () => (await entries(page, "identify")).map((entry) => entry.userId))
      .toEqual([expect.stringMatching(/^c\d+$/)]);
    expect(await entries(page, "Consent Choice")).toEqual([{ event: "Consent Choice", consent: "granted" }]);
    await context.close();
  });

  it("records searches, page views, a vendor tile click and web vitals, and posts them first-party", async () => {
    const { context, page } = await newPage(1280);
    await context.addCookies([{ name: "marquee_consent", value: "denied", url: baseUrl }]);
    const collected = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === COLLECT_PATH,
    );
    await page.goto(`${baseUrl}/`);
    const form = page.getByRole("main").getByRole("search");
    const service = form.getByRole("combobox", { name: "I'm looking for a" });
    await service.fill("dj");
    await page.getByRole("option", { name: /^DJ\b/ }).first().click();
    const place = form.getByRole("combobox", { name: "My event is in" });
    await place.fill("austin");
    await page
      .getByRole("option", { name: /Austin, TX/ })
      .first()
      .click();
    await form.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/search\/dj-austin-tx$/);

    const searches = await entries(page, "Search Interaction");
    expect(searches.map((entry) => entry.label)).toEqual([
      "page > category chosen > DJ",
      "page > location chosen > Austin, TX",
      "page > submitted > DJ in Austin, TX",
    ]);
    expect(searches[2]).toMatchObject({ ...BASE_PROPERTIES, category: "Search", form: "page", pageType: "home" });

    // The client-side navigation is a page view of the search, in its variation of the experiment.
    await expect
      .poll(async () => (await entries(page, "Page View")).map((entry) => entry.pageType))
      .toEqual(["home", "search results"]);
    const [, searchView] = await entries(page, "Page View");
    expect(searchView).toMatchObject({
      path: "/search/dj-austin-tx",
      routeId: "routes/search/search-results",
      experiment: "tile-quote-button",
      variation: "filled",
    });
    expect(await page.locator("#results .vendor-card__quote--filled").count()).toBeGreaterThan(0);

    const firstCard = page.locator("#results article").first();
    const vendorName = ((await firstCard.getByRole("heading").textContent()) ?? "").trim();
    await firstCard.getByRole("link", { name: vendorName, exact: true }).click();
    // The card's link keeps the search's context in its query string.
    await page.waitForURL((url) => /^\/[a-z0-9-]+\/[a-z0-9-]+$/.test(url.pathname));
    const [tile] = await entries(page, "Vendor Tile Click");
    expect(tile).toMatchObject({
      ...BASE_PROPERTIES,
      category: "Vendor Tile",
      label: "primary results > view profile > 1",
      section: "primary results",
      action: "view-profile",
      position: 0,
      memberId: expect.any(Number),
      variation: "filled",
    });
    await expect
      .poll(async () => (await entries(page, "Page View")).at(-1))
      .toMatchObject({ pageType: "vendor profile", memberId: tile?.memberId });

    // Web vitals: at least the first paint and the first byte of the page that loaded.
    await expect
      .poll(async () => (await entries(page, "Web Vitals")).map((entry) => entry.metric))
      .toEqual(expect.arrayContaining(["FCP", "TTFB"]));
    const [vital] = await entries(page, "Web Vitals");
    expect(vital).toMatchObject({
      ...BASE_PROPERTIES,
      category: "Web Vitals",
      value: expect.any(Number),
      rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
    });

    const batch = JSON.parse((await collected).postData() ?? "{}") as { events: Entry[] };
    expect(batch.events.map((event) => event.name)).toContain("Page View");
    expect(batch.events[0]).toMatchObject({
      category: expect.any(String),
      label: expect.any(String),
      path: expect.stringMatching(/^\//),
      occurredAt: expect.any(String),
      properties: expect.objectContaining({ application: "marquee-web", productName: "Marquee" }),
    });
    await context.close();
  });

  it("records links between inspiration and the marketplace", async () => {
    const { context, page } = await newPage(1280);
    await context.addCookies([{ name: "marquee_consent", value: "denied", url: baseUrl }]);
    await page.goto(`${baseUrl}/`);
    // The click is recorded by the app's listener, which exists once the page has hydrated.
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "Explore themes" }).click();
    await page.waitForURL(/\/themes$/);
    expect(await entries(page, "Click to Inspiration")).toEqual([
      expect.objectContaining({
        category: "Marketplace to Inspiration",
        label: "home > theme list > Explore themes",
        fromPage: "home",
        destination: "theme list",
        href: "/themes",
      }),
    ]);

    // An article's links are its own HTML, so following one loads a new document: the test holds that
    // navigation back, to read the page that recorded the click.
    await page.goto(`${baseUrl}/articles/how-to-choose-a-wedding-dj`);
    await waitForHydration(page);
    await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
    const toServices = page.getByRole("main").locator('a[href^="/services/"]').first();
    const linkText = ((await toServices.textContent()) ?? "").trim();
    await toServices.click();
    expect(await entries(page, "Click to Marketplace")).toEqual([
      expect.objectContaining({
        category: "Inspiration to Marketplace",
        label: `article > service landing > ${linkText}`,
        path: "/articles/how-to-choose-a-wedding-dj",
        fromPage: "article",
        destination: "service landing",
      }),
    ]);
    await context.close();
  });

  it("records a video played on a vendor's profile", async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: "marquee_consent", value: "denied", url: baseUrl }]);
    const results = (await (await context.request.get(`${baseUrl}/api/v1/search/dj/results?take=100`)).json())
      .results as { profileUrl: string }[];
    let withVideo: { url: string; memberId: number; title: string } | undefined;
    for (const result of results) {
      const profile = (await (await context.request.get(`${baseUrl}/api/v1/profile${result.profileUrl}`)).json())
        .profile as { id: number; videos: { title: string; posterUrl: string | null }[] };
      const video = profile.videos.find((entry) => entry.posterUrl);
      if (video) {
        withVideo = { url: result.profileUrl, memberId: profile.id, title: video.title };
        break;
      }
    }
    expect(withVideo).toBeDefined();
    const page = await context.newPage();
    await page.goto(`${baseUrl}${withVideo?.url}`);
    await page
      .locator("#videos")
      .getByRole("button", { name: /Play video/ })
      .first()
      .click();
    await expect
      .poll(async () => entries(page, "Viewed Video"))
      .toEqual([
        expect.objectContaining({
          category: "Video",
          label: `profile > ${withVideo?.title}`,
          memberId: withVideo?.memberId,
        }),
      ]);
    await context.close();
  });

  it("never asks in a widget, which sends nothing personal", async () => {
    const { context, page } = await newPage(375);
    await page.goto(`${baseUrl}/?widget=1`);
    await expect.poll(async () => (await entries(page, "Page View")).length).toBe(1);
    expect(await page.getByRole("region", { name: "Cookies on Marquee" }).count()).toBe(0);
    await context.close();
  });
});
