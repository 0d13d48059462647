import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useChromium } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");

const SERVICE_LABEL = "I'm looking for a";
const LOCATION_LABEL = "My event is in";

/** Types like a person: one key at a time, with a slip that is corrected. */
async function typeLikeAPerson(page: Page, text: string) {
  const slip = text.length > 2 ? text.length - 1 : -1;
  for (const [index, character] of [...text].entries()) {
    if (index === slip) {
      await page.keyboard.type("q", { delay: 60 });
      await page.keyboard.press("Backspace", { delay: 40 });
    }
    await page.keyboard.type(character, { delay: 70 });
  }
}

/** Focuses a combobox, types, moves the highlight with the arrow keys to the option, and accepts it with Tab. */
async function choose(page: Page, label: string, typed: string, option: RegExp) {
  const form = page.getByRole("search").first();
  const field = form.getByRole("combobox", { name: label });
  await field.click();
  await field.fill("");
  await typeLikeAPerson(page, typed);
  const listbox = page.getByRole("listbox").filter({ has: page.getByRole("option") });
  await listbox.first().waitFor({ state: "visible" });
  await page.getByRole("option", { name: option }).first().waitFor();
  for (let step = 0; step < 16; step += 1) {
    await page.keyboard.press("ArrowDown");
    const active = await field.getAttribute("aria-activedescendant");
    const text = active ? await page.locator(`[id="${active}"]`).textContent() : "";
    if (text && option.test(text.trim())) break;
  }
  await page.keyboard.press("Tab");
}

async function submit(page: Page) {
  await page.getByRole("search").first().getByRole("button", { name: "Search" }).click();
}

describe.skipIf(!chromiumPath)("the search form, typed into like a person (SPEC section 2)", () => {
  const chromium = useChromium();

  async function freshPage(width = 1280): Promise<Page> {
    const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
    return context.newPage();
  }

  const rows: { row: string; service: [string, RegExp]; location?: [string, RegExp]; expected: RegExp }[] = [
    {
      row: "service type plus a valid city",
      service: ["dj", /^DJ\b/],
      location: ["austin", /Austin, TX/],
      expected: /\/search\/dj-austin-tx$/,
    },
    {
      row: "state-level search",
      service: ["dj", /^DJ\b/],
      location: ["texa", /^Texas(?! City)/],
      expected: /\/search\/dj-texas$/,
    },
    {
      row: "single search page type with a location",
      service: ["sports sp", /Sports Speaker/],
      location: ["austin", /Austin, TX/],
      expected: /\/search\/sports-speaker\?location=austin-tx$/,
    },
    {
      row: "single search page type without a location",
      service: ["sports sp", /Sports Speaker/],
      expected: /\/search\/sports-speaker$/,
    },
    {
      row: "canonical profile directory",
      service: ["speaker", /^Speaker\b/],
      location: ["austin", /Austin, TX/],
      expected: /\/speakers$/,
    },
    {
      row: "kids-party-entertainment with a location",
      service: ["kids party", /Kids Party Entertainer/],
      location: ["chicago", /Chicago, IL/],
      expected: /\/kids-party-entertainment\/chicago-il$/,
    },
    {
      row: "kids-party-entertainment without a location",
      service: ["kids party", /Kids Party Entertainer/],
      expected: /\/gigkids$/,
    },
    {
      row: "virtual-party-services with a location",
      service: ["virtual event serv", /^Virtual Event Service\b/],
      location: ["austin", /Austin, TX/],
      expected: /\/virtual-event-services\?location=austin-tx$/,
    },
    {
      row: "virtual-party-services without a location",
      service: ["virtual event serv", /^Virtual Event Service\b/],
      expected: /\/virtual-event-services$/,
    },
    {
      row: "a place that is not a valid search for the type",
      service: ["wedding ven", /Wedding Venue/],
      location: ["flagsta", /Flagstaff, AZ/],
      expected: /\/services\/wedding-venue$/,
    },
  ];

  for (const { row, service, location, expected } of rows) {
    it(`lands on the right URL: ${row}`, async () => {
      const page = await freshPage();
      await page.goto(baseUrl);
      await choose(page, SERVICE_LABEL, ...service);
      if (location) await choose(page, LOCATION_LABEL, ...location);
      else await page.getByRole("search").first().getByRole("combobox", { name: LOCATION_LABEL }).fill("");
      await submit(page);
      await page.waitForURL(expected, { timeout: 15_000 });
      await page.context().close();
    });
  }

  it("shows the spec's messages and stays when the input is wrong, then works by keyboard alone", async () => {
    const page = await freshPage(375);
    await page.goto(baseUrl);
    const form = page.getByRole("search").first();
    await form.getByRole("combobox", { name: SERVICE_LABEL }).fill("");
    await form.getByRole("combobox", { name: LOCATION_LABEL }).fill("");
    await submit(page);
    await expect.poll(() => form.textContent()).toContain("Please enter a vendor category.");
    expect(new URL(page.url()).pathname).toBe("/");
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await choose(page, SERVICE_LABEL, "magic", /^Magician\b/);
    await choose(page, LOCATION_LABEL, "austin", /Austin, TX/);
    await form.getByLabel("Event Date (Optional)").fill(yesterday);
    await submit(page);
    await expect.poll(() => form.textContent()).toContain("Your event date must be greater or equal to today's date.");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await form.getByLabel("Event Date (Optional)").fill("");
    await form.getByRole("combobox", { name: LOCATION_LABEL }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/search\/magician-austin-tx/);
    await page.context().close();
  });

  it("offers 'No results found' for a service type nobody offers", async () => {
    const page = await freshPage();
    await page.goto(baseUrl);
    const field = page.getByRole("search").first().getByRole("combobox", { name: SERVICE_LABEL });
    await field.click();
    await typeLikeAPerson(page, "qxzv");
    await expect.poll(() => page.getByText("No results found").first().isVisible(), { timeout: 5_000 }).toBe(true);
    await page.context().close();
  });

  it("remembers the last search and restores it on the next visit", async () => {
    const page = await freshPage();
    await page.goto(baseUrl);
    await choose(page, SERVICE_LABEL, "photog", /^Photographer\b/);
    await choose(page, LOCATION_LABEL, "denv", /Denver, CO/);
    await submit(page);
    await page.waitForURL(/\/search\/photographer-denver-co/);
    await page.goto(baseUrl);
    const form = page.getByRole("search").first();
    await expect.poll(() => form.getByRole("combobox", { name: SERVICE_LABEL }).inputValue()).toBe("Photographer");
    await expect.poll(() => form.getByRole("combobox", { name: LOCATION_LABEL }).inputValue()).toBe("Denver, CO");
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.value === "denver-co")).toBe(true);
    await page.context().close();
  });

  it("still reaches the same destination without JavaScript", async () => {
    const context = await chromium.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(baseUrl);
    const form = page.getByRole("search").first();
    await form.getByLabel(SERVICE_LABEL).fill("DJ");
    await form.getByLabel(LOCATION_LABEL).fill("Austin, TX");
    await form.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/search\/dj-austin-tx$/);
    await context.close();
  });
});
