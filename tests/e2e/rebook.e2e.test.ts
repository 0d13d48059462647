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
const PASSWORD = "a long party that ends at dawn";
const CITY = "austin-tx";

const MODES = [
  { scripts: true, label: "with JavaScript" },
  { scripts: false, label: "without JavaScript" },
] as const;
const WIDTHS = [375, 1280] as const;
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * Rebook on cancellation (decision 025), as people do it in the browser: the booked vendor cancels on
 * their lead page, the runner-ups answer whether they are still free, and the planner books the
 * runner-up in one click on the request page, at the price quoted. With and without JavaScript, at a
 * phone's and a laptop's width.
 */
describe.skipIf(!chromiumPath)("rebooking a runner-up after the vendor cancels", () => {
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];
  type Person = { state: StorageState; id: number };
  const people: Record<"main" | "runnerUp" | "busy" | "planner", Person> = {} as never;
  const names = { main: `Main Act ${RUN}`, runnerUp: `Runner Up ${RUN}`, busy: `Busy Beats ${RUN}` };
  let djId = 0;

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  /** A page signed in as `person` (their cookies), with or without the page's own scripts. */
  async function newPage(scripts: boolean, width: number, person?: Person): Promise<Page> {
    const context = await chromium.browser.newContext({
      viewport: { width, height: 900 },
      ...(person ? { storageState: person.state } : {}),
    });
    contexts.push(context);
    if (!scripts) await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  /** Opens a page; with scripts, waits until React owns it, so a click is React Router's. */
  async function open(page: Page, address: string, scripts: boolean): Promise<void> {
    await page.goto(`${baseUrl}${address}`);
    if (scripts) await waitForHydration(page);
  }

  /** The page is wider than the window: a phone would scroll it sideways. */
  const sidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

  /** Signs a person up through the page form and confirms their email, as they would; their cookies and id. */
  async function signUp(kind: "vendor" | "planner", form: Record<string, string>): Promise<Person> {
    const page = await newPage(true, 1280);
    const response = await page.request.post(`${baseUrl}/signup/${kind}`, { form: { ...form, password: PASSWORD } });
    expect(response.status()).toBeLessThan(400);
    await confirmByOutbox(page.request, baseUrl, form.email as string);
    const ids = await me(page.request);
    return {
      state: await page.context().storageState(),
      id: (kind === "vendor" ? ids.memberId : ids.clientId) as number,
    };
  }

  const newVendor = (name: string) =>
    signUp("vendor", {
      businessName: name,
      firstName: "Sam",
      email: `${name.toLowerCase().replaceAll(" ", "-")}@example.com`,
      cityFileName: CITY,
      serviceTypeIds: String(djId),
    });

  async function quote(vendor: Page, memberId: number, requestId: number, total: string): Promise<number> {
    const lead = await json<{ quote: { id: number } }>(
      await vendor.request.post(`${baseUrl}/api/v1/members/${memberId}/leads/${requestId}/quote`, {
        data: {
          total,
          deposit: "0",
          cancellationPolicy: "moderate",
          included: "Five hours of music, lights and a wireless microphone.",
          expiresOn: isoDay(20),
        },
      }),
    );
    return lead.quote.id;
  }

  beforeAll(async () => {
    const setUp = await newPage(true, 1280);
    const types = await json<{ serviceTypes: { id: number; fileName: string }[] }>(
      await setUp.request.get(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`),
    );
    djId = types.serviceTypes.find((type) => type.fileName === "dj")?.id as number;
    people.main = await newVendor(names.main);
    people.runnerUp = await newVendor(names.runnerUp);
    people.busy = await newVendor(names.busy);
    people.planner = await signUp("planner", { firstName: "Robin", email: `rebook-planner-${RUN}@example.com` });
    const planner = await newPage(true, 1280, people.planner);
    for (const vendor of [people.main, people.runnerUp, people.busy]) {
      const saved = await planner.request.put(`${baseUrl}/api/v1/client/${people.planner.id}/favorites/${vendor.id}`, {
        data: {},
      });
      expect(saved.status()).toBe(204);
    }
  });

  let dayOffset = 50;

  for (const mode of MODES) {
    for (const width of WIDTHS) {
      const shot = `${mode.scripts ? "js" : "nojs"}-${width}`;
      it(`${mode.label} at ${width} px: the vendor cancels, the runner-ups answer, the planner books one in one click`, async () => {
        const main = await newPage(mode.scripts, width, people.main);
        const runnerUp = await newPage(mode.scripts, width, people.runnerUp);
        const busy = await newPage(mode.scripts, width, people.busy);
        const planner = await newPage(mode.scripts, width, people.planner);
        dayOffset += 1;
        const { requestId } = await json<{ requestId: number }>(
          await planner.request.post(`${baseUrl}/api/v1/requests`, {
            data: {
              eventType: "Wedding reception",
              eventDate: isoDay(dayOffset),
              startTime: "18:00",
              durationMinutes: 300,
              cityFileName: CITY,
              guestCount: 120,
              serviceTypeIds: [djId],
              details: `A garden wedding reception (${RUN} ${shot}), dancing from eight until late.`,
              toFavorites: true,
              clientToken: crypto.randomUUID(),
            },
          }),
        );
        const mainQuote = await quote(main, people.main.id, requestId, "1500");
        await quote(runnerUp, people.runnerUp.id, requestId, "1250");
        await quote(busy, people.busy.id, requestId, "990");
        await json(await planner.request.post(`${baseUrl}/api/v1/quotes/${mainQuote}/accept`, { data: {} }));

        // The booked vendor cancels on their lead page; the preview says the planner's event stays open.
        const lead = `/dashboard/leads/${requestId}`;
        await open(main, lead, mode.scripts);
        await main.getByRole("link", { name: "Cancel booking" }).click();
        await main.getByText("The planner's request stays open", { exact: false }).waitFor();
        await main.getByRole("button", { name: "Confirm cancellation" }).click();
        await main.getByText("You cancelled the booking.", { exact: false }).waitFor();

        // A runner-up says they are still free; another that they no longer are.
        await open(runnerUp, lead, mode.scripts);
        await runnerUp.getByRole("heading", { name: "Are you still free?" }).waitFor();
        await fullPageScreenshot(runnerUp, `rebook-still-free-${shot}`);
        expect(await sidewaysScroll(runnerUp)).toBe(false);
        expect(await axeViolations(runnerUp)).toEqual([]);
        await runnerUp.getByRole("button", { name: "Yes, I'm still free" }).click();
        await runnerUp.getByText("Robin has been told you're still free, and can book you in one click.").waitFor();
        expect(await runnerUp.getByRole("heading", { name: "You're still free" }).count()).toBe(1);
        await open(busy, lead, mode.scripts);
        await busy.getByRole("button", { name: "No, I'm no longer free" }).click();
        await busy.getByText("Robin has been told you're no longer free. Your quote is withdrawn.").waitFor();

        // The planner's request page offers the runner-up who is still free, at the quoted price.
        await open(planner, `/client/events/${requestId}`, mode.scripts);
        const rebook = planner.getByRole("region", { name: "Book another vendor" });
        await rebook
          .getByText(`${names.main} is no longer booked, but your event is still open.`, { exact: false })
          .waitFor();
        expect(await rebook.getByText("Confirmed still free").count()).toBe(1);
        expect(await rebook.getByRole("button", { name: /^Book / }).count()).toBe(1);
        await fullPageScreenshot(planner, `rebook-offer-${shot}`);
        expect(await sidewaysScroll(planner)).toBe(false);
        expect(await axeViolations(planner)).toEqual([]);
        await rebook.getByRole("button", { name: `Book ${names.runnerUp} at $1,250` }).click();
        await planner.getByText(`You booked ${names.runnerUp}.`, { exact: false }).waitFor();
        await planner.getByRole("heading", { name: `Your booking with ${names.runnerUp}` }).waitFor();
        expect(await planner.getByRole("region", { name: "Book another vendor" }).count()).toBe(0);
        await fullPageScreenshot(planner, `rebook-booked-${shot}`);
        expect(await axeViolations(planner)).toEqual([]);

        const after = await json<{ request: { status: string }; booking: { totalCents: number } }>(
          await planner.request.get(`${baseUrl}/api/v1/requests/${requestId}`),
        );
        expect(after).toMatchObject({ request: { status: "booked" }, booking: { totalCents: 125_000 } });
        await open(runnerUp, lead, mode.scripts);
        await runnerUp.getByRole("heading", { name: "Your booking with Robin" }).waitFor();
      });
    }
  }
});
