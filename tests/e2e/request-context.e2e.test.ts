import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { confirmByOutbox } from "#tests/support/accounts.ts";
import {
  axeViolations,
  fullPageScreenshot,
  isoDay,
  json,
  me,
  useChromium,
  waitForHydration,
} from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");

/** Unique per run, so the test passes again on a server that kept its database. */
const RUN = Date.now().toString(36);
const WIDTHS = [375, 1280] as const;
const PASSWORD = "the date travels with me";
/** The test's own vendor lives here: it is free on every day, whatever the seeded calendars hold. */
const CITY = { text: "Austin, TX", fileName: "austin-tx" };

/**
 * A search's date, city and service carry through: results card → profile → quote form, and
 * results card → quote form, with and without JavaScript; the request then reaches the vendor with them.
 */
describe.skipIf(!chromiumPath)("the search's context on the way to the quote form", () => {
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];
  let djId: number;
  let vendorPage: Page;
  let vendorName: string;
  let memberId: number;

  async function newPage(javaScriptEnabled: boolean, width = 1280): Promise<Page> {
    const context = await chromium.browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  /** A planner signed up and confirmed in `page`'s browser context. */
  async function signUpPlanner(page: Page, label: string): Promise<void> {
    const email = `${label}-${RUN}@example.com`;
    const signUp = await page.request.post(`${baseUrl}/signup/planner`, {
      form: { firstName: "Dana", email, password: PASSWORD },
    });
    expect(signUp.status()).toBeLessThan(400);
    await confirmByOutbox(page.request, baseUrl, email);
  }

  /** The results page of DJs in the city on `eventDate`, every result shown, so the test's vendor is among them. */
  const resultsPath = (eventDate: string) => `/search/dj-${CITY.fileName}?eventDate=${eventDate}&shown=1000`;
  const contextQuery = (eventDate: string) =>
    `eventDate=${eventDate}&cityFileName=${CITY.fileName}&serviceTypeId=${djId}`;

  /** The test vendor's card on a results page. */
  const cardOf = (page: Page) => page.locator("article").filter({ hasText: vendorName }).first();

  async function expectFilledIn(page: Page, eventDate: string): Promise<void> {
    expect(await page.getByLabel("Event date").inputValue()).toBe(eventDate);
    expect(await page.getByLabel("City").inputValue()).toBe(CITY.text);
    expect(await page.getByRole("checkbox", { name: "DJ", exact: true }).isChecked()).toBe(true);
  }

  /** Fills in what the search could not know, sends the form, and returns the request's id. */
  async function sendRest(page: Page, details: string): Promise<number> {
    await page.getByLabel("Event type").selectOption("Birthday party");
    await page.getByLabel("Start time").fill("18:00");
    await page.getByLabel("How long").selectOption("180");
    await page.getByLabel("Number of guests").fill("40");
    await page.getByLabel("Tell vendors about your event").fill(details);
    await page.getByRole("button", { name: "Send request" }).click();
    await page.waitForURL(/\/client\/events\/\d+\?sent=1$/);
    return Number(/\/client\/events\/(\d+)/.exec(page.url())?.[1]);
  }

  async function expectLead(requestId: number, eventDate: string): Promise<void> {
    const leads = await json<{
      leads: { requestId: number; eventDate: string; cityName: string; serviceTypes: string[] }[];
    }>(await vendorPage.request.get(`${baseUrl}/api/v1/members/${memberId}/leads`));
    const lead = leads.leads.find((candidate) => candidate.requestId === requestId);
    expect(lead).toMatchObject({ eventDate, serviceTypes: ["DJ"] });
    expect(lead?.cityName).toMatch(/^Austin/);
  }

  beforeAll(async () => {
    vendorPage = await newPage(true);
    const types = await json<{ serviceTypes: { id: number; fileName: string }[] }>(
      await vendorPage.request.get(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`),
    );
    djId = types.serviceTypes.find((type) => type.fileName === "dj")?.id as number;
    vendorName = `Context Carry Sound ${RUN}`;
    const email = `context-carry-${RUN}@example.com`;
    const signUp = await vendorPage.request.post(`${baseUrl}/signup/vendor`, {
      form: {
        businessName: vendorName,
        firstName: "Cary",
        email,
        cityFileName: CITY.fileName,
        serviceTypeIds: String(djId),
        password: PASSWORD,
      },
    });
    expect(signUp.status()).toBeLessThan(400);
    await confirmByOutbox(vendorPage.request, baseUrl, email);
    memberId = (await me(vendorPage.request)).memberId as number;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  for (const width of WIDTHS) {
    it(`opens the quote form filled in from a results card, through the profile, at ${width} px`, async () => {
      const eventDate = isoDay(80);
      const visitor = await newPage(true, width);
      await visitor.goto(`${baseUrl}${resultsPath(eventDate)}`);
      await waitForHydration(visitor);
      const card = cardOf(visitor);
      expect(await card.getByRole("link", { name: /request a quote/i }).getAttribute("href")).toBe(
        `/requestquote?memberId=${memberId}&${contextQuery(eventDate)}`,
      );
      await card.getByRole("link", { name: vendorName, exact: true }).click();
      await visitor.waitForURL(new RegExp(`/dj/[a-z0-9-]+\\?${contextQuery(eventDate)}$`));
      await waitForHydration(visitor);
      await visitor.getByRole("link", { name: "Request a quote", exact: true }).first().click();
      await visitor.waitForURL(`${baseUrl}/requestquote?memberId=${memberId}&${contextQuery(eventDate)}`);
      await waitForHydration(visitor);
      await expectFilledIn(visitor, eventDate);
      const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await fullPageScreenshot(visitor, `request-context-form-${width}`);
      expect(await axeViolations(visitor)).toEqual([]);
    });
  }

  it("sends a planner's request from a results card's quote link, and the vendor gets the date and city", async () => {
    const eventDate = isoDay(81);
    const planner = await newPage(true);
    await signUpPlanner(planner, "context-planner");
    await planner.goto(`${baseUrl}${resultsPath(eventDate)}`);
    await waitForHydration(planner);
    await cardOf(planner)
      .getByRole("link", { name: /request a quote/i })
      .click();
    await planner.waitForURL(/\/requestquote\?memberId=/);
    await waitForHydration(planner);
    await expectFilledIn(planner, eventDate);
    const requestId = await sendRest(planner, `A birthday from the results page (${RUN}), with a DJ till late.`);
    await expectLead(requestId, eventDate);
  });

  it("carries the context without JavaScript: card, profile, form, and the request reaches the vendor", async () => {
    const eventDate = isoDay(82);
    const planner = await newPage(false);
    await signUpPlanner(planner, "context-no-js");
    await planner.goto(`${baseUrl}${resultsPath(eventDate)}`);
    await cardOf(planner).getByRole("link", { name: vendorName, exact: true }).click();
    await planner.waitForURL(new RegExp(`/dj/[a-z0-9-]+\\?${contextQuery(eventDate)}$`));
    await planner.getByRole("link", { name: "Request a quote", exact: true }).first().click();
    await planner.waitForURL(`${baseUrl}/requestquote?memberId=${memberId}&${contextQuery(eventDate)}`);
    await expectFilledIn(planner, eventDate);
    const requestId = await sendRest(planner, `A birthday planned without scripts (${RUN}), with a DJ till late.`);
    await expectLead(requestId, eventDate);
  });

  it("ignores a malformed context: the profile and the form still open, empty", async () => {
    const visitor = await newPage(true);
    const profile = await json<{ member: { profileUrl: string } }>(
      await visitor.request.get(`${baseUrl}/api/v1/members/${memberId}`),
    );
    const answer = await visitor.goto(
      `${baseUrl}${profile.member.profileUrl}?eventDate=2020-13-45&cityFileName=%3Cb%3E&serviceTypeId=-1`,
    );
    expect(answer?.status()).toBe(200);
    expect(await visitor.getByRole("link", { name: "Request a quote", exact: true }).first().getAttribute("href")).toBe(
      `/requestquote?memberId=${memberId}`,
    );
    const form = await visitor.goto(`${baseUrl}/requestquote?memberId=${memberId}&eventDate=yesterday&cityFileName=`);
    expect(form?.status()).toBe(200);
    expect(await visitor.getByLabel("Event date").inputValue()).toBe("");
  });
});
