import path from "node:path";
import type { Page } from "playwright-core";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, inject, it, onTestFinished } from "vitest";
import { FOOTER_COLUMNS, NAV_SECTIONS, VISITOR_LINKS } from "#app/components/layout/navigation.ts";
import { HEADER_HEIGHT_PX, PROGRESS_COMPLETE_AFTER_MS } from "#lib/constants.ts";
import { expectNoAxeViolations, useChromium, VIEWPORTS, waitForHydration } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

/** Scrolls as a reader does (wheel events), then waits for the header's transition to settle. */
async function scrollTo(page: Page, y: number) {
  const current = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, y - current);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  await page.waitForTimeout(350);
}

function headerHidden(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const header = document.querySelector(".site-header");
    return header !== null && header.getBoundingClientRect().bottom <= 0;
  });
}

/** Tabs until `accept` holds for the focused element; fails after `limit` presses. */
/** A page of another site, on its own origin (another port). */
async function serveHtml(html: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/** The data layer's entries of the given events, as the tag manager would read them. */
function dataLayerEvents(page: Page, names: string[]): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (wanted) => (window.dataLayer ?? []).filter((entry) => wanted.includes(String(entry.event))),
    names,
  );
}

type Focused = { text: string; href: string | null; label: string | null };
async function tabUntil(page: Page, accept: (focused: Focused) => boolean, limit = 60): Promise<Focused> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => ({
      text: (document.activeElement?.textContent ?? "").trim(),
      href: document.activeElement?.getAttribute("href") ?? null,
      label: document.activeElement?.getAttribute("aria-label") ?? null,
    }));
    if (accept(focused)) return focused;
  }
  throw new Error("the element was never reached by Tab");
}

describe.skipIf(!chromiumPath)("the site's frame in Chromium", () => {
  const chromium = useChromium();

  async function openPage(width: number, height: number): Promise<Page> {
    const context = await chromium.browser.newContext({ viewport: { width, height } });
    return context.newPage();
  }

  for (const viewport of VIEWPORTS) {
    describe(`at ${viewport.width} px`, () => {
      it("hides the header on scroll down, shows it on scroll up and always near the top", async () => {
        const page = await openPage(viewport.width, viewport.height);
        await page.goto(`${baseUrl}/articles`);
        await page.screenshot({ path: path.join(screenshotsDir, `header-top-${viewport.name}.png`) });
        await scrollTo(page, HEADER_HEIGHT_PX);
        expect(await headerHidden(page)).toBe(false);
        await scrollTo(page, 700);
        expect(await headerHidden(page)).toBe(true);
        await scrollTo(page, 500);
        expect(await headerHidden(page)).toBe(false);
        await page.screenshot({ path: path.join(screenshotsDir, `header-scrolled-${viewport.name}.png`) });
        await scrollTo(page, 900);
        expect(await headerHidden(page)).toBe(true);
        // Back within one header height of the top, scrolling down still leaves it in place.
        await scrollTo(page, 20);
        await scrollTo(page, HEADER_HEIGHT_PX);
        expect(await headerHidden(page)).toBe(false);
        await page.context().close();
      });

      it("opens the menu and the search panel one at a time, and takes pictures of each", async () => {
        const page = await openPage(viewport.width, viewport.height);
        await page.goto(baseUrl);
        await waitForHydration(page);
        const banner = page.getByRole("banner");
        const searchToggle = banner.locator('button[aria-controls="header-search"]');
        if (viewport.name === "mobile") {
          const menuToggle = banner.getByRole("button", { name: "Menu" });
          await menuToggle.click();
          expect(await menuToggle.getAttribute("aria-expanded")).toBe("true");
          await page.screenshot({ path: path.join(screenshotsDir, `header-menu-${viewport.name}.png`) });
          await searchToggle.click();
          expect(await menuToggle.getAttribute("aria-expanded")).toBe("false");
        } else {
          const tab = banner.getByRole("button", { name: "Party Planning" });
          await tab.click();
          expect(await tab.getAttribute("aria-expanded")).toBe("true");
          await page.screenshot({ path: path.join(screenshotsDir, `header-menu-${viewport.name}.png`) });
          await searchToggle.click();
          expect(await tab.getAttribute("aria-expanded")).toBe("false");
        }
        expect(await searchToggle.getAttribute("aria-expanded")).toBe("true");
        const panel = page.locator("#header-search");
        expect(await panel.getByLabel("I'm looking for a").isVisible()).toBe(true);
        expect(await panel.getByLabel("My event is in").isVisible()).toBe(true);
        expect(await panel.getByLabel("Event Date (Optional)").isVisible()).toBe(false);
        await page.screenshot({ path: path.join(screenshotsDir, `header-search-${viewport.name}.png`) });
        await page.keyboard.press("Escape");
        expect(await searchToggle.getAttribute("aria-expanded")).toBe("false");
        await page.context().close();
      });

      it("scrolls a new page to the top and runs the progress bar to its end 500 ms after the change", async () => {
        const page = await openPage(viewport.width, viewport.height);
        await page.goto(`${baseUrl}/articles`);
        await waitForHydration(page);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        // Every phase the bar shows, with the time it began, from the click on.
        await page.evaluate(() => {
          const bar = document.querySelector(".navigation-progress") as HTMLElement;
          const phases: { phase: string; at: number }[] = [];
          new MutationObserver(() => phases.push({ phase: bar.dataset.phase ?? "", at: performance.now() })).observe(
            bar,
            { attributeFilter: ["data-phase"] },
          );
          Object.assign(window, { progressPhases: phases });
        });
        await page.getByRole("contentinfo").getByRole("link", { name: "Party themes" }).click();
        await page.waitForURL(/\/themes$/);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        const progress = page.locator(".navigation-progress");
        await expect.poll(() => progress.getAttribute("data-phase"), { timeout: 5_000 }).toBe("idle");
        const phases = await page.evaluate(
          () => (window as unknown as { progressPhases: { phase: string; at: number }[] }).progressPhases,
        );
        const completing = phases.findIndex((entry) => entry.phase === "completing");
        expect(completing).toBeGreaterThanOrEqual(0);
        expect(phases.at(-1)?.phase).toBe("idle");
        const shown = (phases.at(-1)?.at ?? 0) - (phases[completing]?.at ?? 0);
        expect(shown).toBeGreaterThanOrEqual(PROGRESS_COMPLETE_AFTER_MS - 20);
        await page.context().close();
      });

      it("renders the widget snippet's iframe with the minimal header, and keeps the widget while searching", async () => {
        const page = await openPage(viewport.width, viewport.height);
        await page.goto(`${baseUrl}/embed`);
        const snippet = await page.getByLabel("Embed code").inputValue();
        expect(snippet).toContain(`src="${baseUrl}/?widget=1"`);
        // Another site (another origin) whose page holds the snippet.
        const venueSite = await serveHtml(`<!doctype html><title>A venue</title><h1>Our venue</h1>${snippet}`);
        onTestFinished(() => new Promise<void>((resolve) => venueSite.server.close(() => resolve())));
        await page.goto(venueSite.url);
        const widget = page.frameLocator('iframe[title="Find entertainers and event vendors on Marquee"]');
        const form = widget.getByRole("search").first();
        await form.getByLabel("I'm looking for a").waitFor();
        expect(await widget.getByRole("banner").getByRole("link").count()).toBe(1);
        expect(await widget.getByRole("banner").getByRole("link").getAttribute("href")).toBe("/?widget=1");
        expect(await widget.getByRole("button", { name: "Party Planning" }).count()).toBe(0);
        expect(await widget.getByRole("contentinfo").textContent()).toContain("Search powered by");
        await page.screenshot({ path: path.join(screenshotsDir, `widget-${viewport.name}.png`) });

        await form.getByLabel("I'm looking for a").fill("DJ");
        await widget.getByRole("option", { name: /^DJ$/ }).first().click();
        await form.getByLabel("My event is in").fill("Austin");
        await widget
          .getByRole("option", { name: /Austin, TX/ })
          .first()
          .click();
        await form.getByRole("button", { name: "Search" }).click();
        const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
        await expect.poll(() => frame?.url()).toMatch(/\/search\/dj-austin-tx\?widget=1$/);
        await widget.locator("#results article").first().waitFor();
        expect(await widget.locator(".site-header--widget").count()).toBe(1);
        // A whole-page link (the older stack's request form) keeps the widget too.
        await widget.locator('#results a[href^="/requestquote"]').first().click();
        await expect
          .poll(() => frame?.url())
          .toMatch(/\/requestquote\?memberId=\d+&cityFileName=austin-tx&serviceTypeId=\d+&widget=1$/);
        await widget.locator(".site-header--widget").waitFor();
        await page.context().close();
      });
    });
  }

  it("leads every header and footer entry to a real page", async () => {
    const page = await openPage(1280, 800);
    const hrefs = new Set([
      ...NAV_SECTIONS.flatMap((section) => section.groups.flatMap((group) => group.links.map((link) => link.href))),
      ...FOOTER_COLUMNS.flatMap((column) => column.links.map((link) => link.href)),
      ...Object.values(VISITOR_LINKS).map((link) => link.href),
      "/contact",
    ]);
    for (const href of hrefs) {
      const response = await page.request.get(`${baseUrl}${href}`);
      expect({ href, status: response.status() }).toEqual({ href, status: 200 });
      expect({ href, body: /couldn(&#x27;|’|')t find that page/i.test(await response.text()) }).toEqual({
        href,
        body: false,
      });
    }
    await page.context().close();
  });

  it("follows a site link in the page, opens one in a new tab with a modifier, and leaves other anchors to the browser", async () => {
    const page = await openPage(1280, 800);
    await page.goto(`${baseUrl}/articles`);
    await waitForHydration(page);
    // A value on the window survives a navigation in the page, not a page load.
    const markDocument = () => page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () => page.evaluate(() => "sameDocument" in window);
    await markDocument();

    const footerLink = page.locator("footer a[data-site-link]").first();
    const href = (await footerLink.getAttribute("href")) as string;
    await footerLink.click();
    await page.waitForURL(`${baseUrl}${href}`);
    expect(await sameDocument()).toBe(true);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/articles`);
    expect(await sameDocument()).toBe(true);

    const popup = page.context().waitForEvent("page");
    await page
      .locator("footer a[data-site-link]")
      .first()
      .click({ modifiers: ["Control"] });
    await (await popup).close();
    expect(page.url()).toBe(`${baseUrl}/articles`);
    expect(await sameDocument()).toBe(true);

    // An anchor that is not a site link (a Link of React Router asking for a full load has the same
    // marks as this one) is followed by the browser: a new document.
    await page.evaluate(() => {
      const anchor = Object.assign(document.createElement("a"), { href: "/themes", textContent: "Plain themes link" });
      anchor.dataset.discover = "true";
      document.querySelector("main")?.prepend(anchor);
    });
    await page.getByRole("link", { name: "Plain themes link" }).click();
    await page.waitForURL(`${baseUrl}/themes`);
    await page.waitForLoadState("load");
    expect(await sameDocument()).toBe(false);
    await page.context().close();
  });

  it("moves through both mega menus with the keyboard alone on desktop", async () => {
    const page = await openPage(1280, 800);
    await page.goto(baseUrl);
    await waitForHydration(page);
    await tabUntil(page, (focused) => focused.text === "Party Planning");
    await page.keyboard.press("Enter");
    const partyPlanning = page.getByRole("button", { name: "Party Planning" });
    expect(await partyPlanning.getAttribute("aria-expanded")).toBe("true");
    const partyLinks = NAV_SECTIONS[0]?.groups.flatMap((group) => group.links.map((link) => link.href)) ?? [];
    for (const href of partyLinks) {
      const focused = await tabUntil(page, () => true, 1);
      expect(focused.href).toBe(href);
    }
    // Leaving the panel by Tab closes it and lands on the next tab.
    const next = await tabUntil(page, () => true, 1);
    expect(next.text).toBe("Services");
    await expect.poll(() => partyPlanning.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Enter");
    const services = page.getByRole("button", { name: "Services", exact: true });
    expect(await services.getAttribute("aria-expanded")).toBe("true");
    await page.screenshot({ path: path.join(screenshotsDir, "header-services-keyboard-desktop.png") });
    await tabUntil(page, (focused) => focused.href === "/dj", 40);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/dj$/);
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("false");
    const navigation = await dataLayerEvents(page, ["Menu Interaction", "Nav Click"]);
    expect(navigation).toContainEqual(
      expect.objectContaining({ event: "Menu Interaction", category: "Menu", label: "header > Services > open" }),
    );
    expect(navigation).toContainEqual(
      expect.objectContaining({
        event: "Nav Click",
        category: "Navigation",
        label: "header > Services > DJs > See All",
        role: "logged out",
      }),
    );
    await page.context().close();
  });

  it("moves through the mobile menu with the keyboard alone and closes it with Escape", async () => {
    const page = await openPage(375, 812);
    await page.goto(baseUrl);
    await waitForHydration(page);
    const menuToggle = page.getByRole("button", { name: "Menu" });
    await tabUntil(page, (focused) => focused.label === "Menu");
    await page.keyboard.press("Enter");
    expect(await menuToggle.getAttribute("aria-expanded")).toBe("true");
    for (const section of NAV_SECTIONS) {
      await tabUntil(page, (focused) => focused.text === section.label, 40);
      await page.keyboard.press("Enter");
      const seeAll = section.groups.at(-1)?.links.at(-1)?.href ?? "";
      await tabUntil(page, (focused) => focused.href === seeAll, 60);
    }
    await page.keyboard.press("Escape");
    expect(await menuToggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Menu");
    await page.context().close();
  });

  for (const viewport of VIEWPORTS) {
    it(`shows a photo in the modal at ${viewport.width} px, freezing the page behind it on mobile only`, async () => {
      const page = await openPage(viewport.width, viewport.height);
      await page.goto(`${baseUrl}/search/dj`);
      const firstCard = page.locator("#results article").first();
      const name = ((await firstCard.getByRole("heading").first().textContent()) ?? "").trim();
      await firstCard.getByRole("link", { name }).first().click();
      // The card's link keeps the search's context in its query string.
      await page.waitForURL((url) => /^\/dj\/[a-z0-9-]+$/.test(url.pathname));
      const photoLink = page.locator(".profile-photos__link").first();
      await photoLink.scrollIntoViewIfNeeded();
      const scrollBefore = await page.evaluate(() => Math.round(window.scrollY));
      await photoLink.click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      expect(await dialog.getByRole("heading").textContent()).toMatch(/photo 1 of \d+/);
      const frozen = await page.evaluate(() => getComputedStyle(document.body).position === "fixed");
      expect(frozen).toBe(viewport.name === "mobile");
      if (frozen) {
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(200);
        expect(await page.evaluate(() => document.body.getBoundingClientRect().top)).toBe(-scrollBefore);
      }
      await dialog.locator("img").evaluate((image: HTMLImageElement) => image.decode());
      await page.screenshot({ path: path.join(screenshotsDir, `photo-modal-${viewport.name}.png`) });
      await expectNoAxeViolations(page);
      // Focus stays inside the dialog however far one tabs.
      for (let presses = 0; presses < 8; presses += 1) {
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
      }
      await dialog.getByRole("button", { name: "Next photo" }).click();
      expect(await dialog.getByRole("heading").textContent()).toMatch(/photo 2 of \d+/);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      // The native dialog closes on Escape before React takes the lightbox away and reports it.
      await expect
        .poll(async () =>
          (await dataLayerEvents(page, ["Carousel Interaction"])).map((entry) => [entry.action, entry.index]),
        )
        .toEqual([
          ["open", 0],
          ["next", 1],
          ["close", 1],
        ]);
      const carousel = await dataLayerEvents(page, ["Carousel Interaction"]);
      expect(carousel[0]).toMatchObject({
        category: "Carousel",
        label: expect.stringMatching(/^Profile photos > open > 1 of \d+$/),
      });
      expect(await page.evaluate(() => document.activeElement?.classList.contains("profile-photos__link"))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe("static");
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(scrollBefore);
      await page.context().close();
    });
  }

  it("shows 'Email Us' and the phone number instead of a menu while a request is written", async () => {
    const page = await openPage(375, 812);
    await page.goto(`${baseUrl}/createrequest`);
    const banner = page.getByRole("banner");
    expect(await banner.getByRole("link", { name: "Email Us" }).getAttribute("href")).toBe("/contact");
    expect(await banner.getByRole("link", { name: /\d{3}/ }).getAttribute("href")).toMatch(/^tel:\+?\d+$/);
    expect(await banner.getByRole("button").count()).toBe(0);
    await page.screenshot({ path: path.join(screenshotsDir, "header-contact-only-mobile.png") });
    await page.context().close();
  });

  it("shows the June logo in June", async () => {
    const page = await openPage(1280, 800);
    const setToday = (today: string | null) => page.request.put(`${baseUrl}/dev/clock`, { data: { today } });
    try {
      expect((await setToday("2027-06-12")).status()).toBe(200);
      await page.goto(baseUrl);
      expect(await page.getByRole("banner").locator(".site-logo").getAttribute("data-variant")).toBe("june");
      await page.getByRole("banner").screenshot({ path: path.join(screenshotsDir, "header-june-desktop.png") });
    } finally {
      await setToday(null);
    }
    await page.goto(baseUrl);
    expect(await page.getByRole("banner").locator(".site-logo").getAttribute("data-variant")).toBe("standard");
    await page.context().close();
  });

  it("has no axe violations on the search, profile and article pages", async () => {
    const page = await openPage(1280, 800);
    await page.goto(`${baseUrl}/search/dj-texas`);
    await page.locator("#results article").first().waitFor();
    await expectNoAxeViolations(page);
    await page.locator("#results article").first().getByRole("heading").first().getByRole("link").click();
    await page.waitForURL((url) => /^\/[a-z0-9-]+\/[a-z0-9-]+$/.test(url.pathname));
    await expectNoAxeViolations(page);
    await page.goto(`${baseUrl}/articles`);
    await page.locator("main article a").first().click();
    await page.waitForURL(/\/articles\/[a-z0-9-]+$/);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
