import path from "node:path";
import type { APIRequestContext, BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { CONTACT_DETAILS_MESSAGES, HIDDEN_CONTACT } from "#features/contact-details/contact-details.rules.ts";
import { confirmByOutbox } from "#tests/support/accounts.ts";
import { axeViolations, isoDay, json, me, setToday, useChromium, waitForHydration } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

/** Unique per run, so the test passes again on a server that kept its database. */
const RUN = Date.now().toString(36);
const WIDTHS = [375, 1280] as const;

describe.skipIf(!chromiumPath)("the marketplace loop in Chromium", () => {
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];
  let djId: number;
  let neonNightsId: number;
  let eventDate: string;

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  async function newPage(width = 1280): Promise<Page> {
    const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  async function logIn(page: Page, email: string, password: string): Promise<void> {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  }

  async function searchedIds(request: APIRequestContext, day: string, seed: number): Promise<number[]> {
    const body = await json<{ results: { memberId: number }[] }>(
      await request.get(
        `${baseUrl}/api/v1/search/dj-austin-tx/results?take=200&eventDate=${day}&overrideSortSeed=${seed}`,
      ),
    );
    return body.results.map((result) => result.memberId);
  }

  async function shoot(page: Page, name: string): Promise<void> {
    // From the top, so the header (which hides while scrolling down) is drawn where a person first sees it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
  }

  it(
    "a planner asks the DJs they saved in Austin, compares two quotes, messages one, books and pays the deposit, and reviews after the date",
    { timeout: 120_000 },
    async () => {
      const planner = await newPage(1280);
      const types = await json<{ serviceTypes: { id: number; fileName: string }[] }>(
        await planner.request.get(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`),
      );
      djId = types.serviceTypes.find((type) => type.fileName === "dj")?.id as number;

      // A second DJ in Austin signs up, so two vendors can quote.
      const second = await newPage(1280);
      const signUp = await second.request.post(`${baseUrl}/signup/vendor`, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        data: new URLSearchParams({
          businessName: `Second Spin ${RUN}`,
          firstName: "Sam",
          email: `second-spin-${RUN}@example.com`,
          cityFileName: "austin-tx",
          serviceTypeIds: String(djId),
          password: "turntables all night long",
        }).toString(),
      });
      expect(signUp.status()).toBeLessThan(400);
      await confirmByOutbox(second.request, baseUrl, `second-spin-${RUN}@example.com`);
      const secondMemberId = (await me(second.request)).memberId as number;
      expect(secondMemberId).toBeGreaterThan(0);

      // The demo vendor's seeded gigs fill some days: pick a day on which it still matches in search.
      const vendor = await newPage(1280);
      await logIn(vendor, DEMO_VENDOR.email, DEMO_VENDOR.password);
      neonNightsId = (await me(vendor.request)).memberId as number;
      await json(
        await vendor.request.put(`${baseUrl}/api/v1/members/${neonNightsId}`, {
          data: { acceptsOnlineDeposits: true },
        }),
      );
      for (let offset = 60; offset < 120; offset += 1) {
        const ids = await searchedIds(planner.request, isoDay(offset), offset);
        if (ids.includes(neonNightsId) && ids.includes(secondMemberId)) {
          eventDate = isoDay(offset);
          break;
        }
      }
      expect(eventDate).toBeDefined();

      // Every seeded Austin DJ takes requests, and a request to all who match goes to the ten best
      // ranked: the planner saves these two and asks the DJs they saved.
      await logIn(planner, DEMO_PLANNER.email, DEMO_PLANNER.password);
      const plannerClientId = (await me(planner.request)).clientId as number;
      for (const memberId of [neonNightsId, secondMemberId]) {
        const saved = await planner.request.put(`${baseUrl}/api/v1/client/${plannerClientId}/favorites/${memberId}`);
        expect(saved.ok()).toBe(true);
      }
      for (const width of WIDTHS) {
        await planner.setViewportSize({ width, height: 900 });
        await planner.goto(`${baseUrl}/createrequest?favorites=1&serviceTypeId=${djId}`);
        // A press while the page hydrates can be lost between the server's form and React's.
        await waitForHydration(planner);
        await planner.getByRole("button", { name: "Send request" }).click();
        await expect.poll(async () => planner.getByRole("alert").count()).toBeGreaterThan(0);
        await shoot(planner, `request-form-errors-${width}`);
      }
      await planner.setViewportSize({ width: 1280, height: 900 });
      await planner.goto(`${baseUrl}/createrequest?favorites=1&serviceTypeId=${djId}`);
      // Once the page has hydrated, so the form is checked as typed before it is posted.
      await waitForHydration(planner);
      await planner.getByLabel("Event type").selectOption("Birthday party");
      await planner.getByLabel("Event date").fill(eventDate);
      await planner.getByLabel("Start time").fill("19:00");
      await planner.getByLabel("How long").selectOption("240");
      const city = planner.getByRole("combobox", { name: "City" });
      await city.fill("Austin");
      await planner
        .getByRole("option", { name: /Austin, TX/ })
        .first()
        .click();
      await planner.getByLabel("Number of guests").fill("80");
      await planner.getByLabel("Budget in dollars (optional)").fill("1500");
      await planner
        .getByLabel("Tell vendors about your event")
        .fill(`Jordan's fortieth birthday (${RUN}): dancing all night, eighties and nineties music, a few speeches.`);
      for (const width of WIDTHS) {
        await planner.setViewportSize({ width, height: 900 });
        await shoot(planner, `request-form-${width}`);
        expect(await axeViolations(planner)).toEqual([]);
      }
      await planner.getByRole("button", { name: "Send request" }).click();
      await planner.waitForURL(/\/client\/events\/\d+/);
      const requestId = Number(/\/client\/events\/(\d+)/.exec(planner.url())?.[1]);
      await expect.poll(async () => planner.getByText(/Your request was sent to \d+ vendors?/).count()).toBe(1);

      // The demo vendor opens the lead and quotes in the page; the second vendor quotes through the API.
      for (const width of WIDTHS) {
        await vendor.setViewportSize({ width, height: 900 });
        await vendor.goto(`${baseUrl}/dashboard/leads`);
        await vendor
          .getByRole("link", { name: /^Birthday party/ })
          .first()
          .click();
        await vendor.waitForURL(new RegExp(`/dashboard/leads/${requestId}`));
        await vendor.getByLabel("Total price in dollars").waitFor();
        await shoot(vendor, `lead-${width}`);
        expect(await axeViolations(vendor)).toEqual([]);
      }
      await vendor.getByLabel("Total price in dollars").fill("1200");
      await vendor.getByLabel("Deposit in dollars").fill("300");
      await vendor
        .getByLabel("What's included")
        .fill("Four hours of music, dance-floor lights and a wireless microphone.");
      await vendor.getByRole("radio", { name: /Moderate/ }).check();
      await vendor.getByRole("button", { name: "Send quote" }).click();
      await expect.poll(async () => vendor.getByRole("button", { name: "Withdraw quote" }).count()).toBe(1);
      await json(
        await second.request.post(`${baseUrl}/api/v1/members/${secondMemberId}/leads/${requestId}/quote`, {
          data: {
            total: "950",
            deposit: "0",
            included: "Three hours of music and a playlist made with you.",
            cancellationPolicy: "strict",
            expiresOn: isoDay(20),
          },
        }),
      );

      // The planner compares the two quotes and messages Neon Nights.
      for (const width of WIDTHS) {
        await planner.setViewportSize({ width, height: 900 });
        await planner.goto(`${baseUrl}/client/events/${requestId}`);
        await planner.getByRole("link", { name: `Book ${DEMO_VENDOR.name}` }).waitFor();
        await expect.poll(async () => planner.getByRole("link", { name: /^Book / }).count()).toBe(2);
        await shoot(planner, `quote-comparison-${width}`);
        expect(await axeViolations(planner)).toEqual([]);
      }
      await planner.getByRole("link", { name: `Message ${DEMO_VENDOR.name}` }).click();
      await planner.getByLabel("Message", { exact: true }).fill("Could you play a few Motown songs for my parents?");
      await planner.getByRole("button", { name: "Send message" }).click();
      await expect
        .poll(async () => planner.getByText("Could you play a few Motown songs for my parents?").count())
        .toBeGreaterThan(0);
      await expect
        .poll(async () =>
          planner.evaluate(() =>
            ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
              .filter((entry) => entry.event === "Sent A Message")
              .map((entry) => entry.senderRole),
          ),
        )
        .toEqual(["planner"]);

      // Booking: the deposit is charged in test mode, the other quote closes, the date leaves search.
      expect(await searchedIds(planner.request, eventDate, 1)).toContain(neonNightsId);
      await planner.getByRole("link", { name: `Book ${DEMO_VENDOR.name}` }).click();
      await expect.poll(async () => planner.getByText(/test mode/i).count()).toBeGreaterThan(0);
      await planner.getByRole("button", { name: "Confirm booking" }).click();
      await expect.poll(async () => planner.getByRole("link", { name: "Cancel booking" }).count()).toBe(1);
      const booked = await json<{
        booking: { id: number; paidCents: number; payments: { kind: string }[] };
        quotes: { status: string }[];
      }>(await planner.request.get(`${baseUrl}/api/v1/requests/${requestId}`));
      expect(booked.booking.paidCents).toBe(30_000);
      expect(booked.quotes.map((entry) => entry.status).sort()).toEqual(["accepted", "closed"]);
      for (const width of WIDTHS) {
        await planner.setViewportSize({ width, height: 900 });
        await planner.reload();
        await planner.getByRole("link", { name: "Cancel booking" }).waitFor();
        await shoot(planner, `booking-${width}`);
        expect(await axeViolations(planner)).toEqual([]);
      }
      expect(await searchedIds(planner.request, eventDate, 2)).not.toContain(neonNightsId);
      await planner.goto(`${baseUrl}/search/dj-austin-tx?eventDate=${eventDate}`);
      await expect.poll(async () => planner.getByRole("link", { name: DEMO_VENDOR.name, exact: true }).count()).toBe(0);

      // The vendor sees the booking with the planner's contact details.
      await vendor.goto(`${baseUrl}/dashboard/leads/${requestId}`);
      await expect.poll(async () => vendor.getByText(DEMO_PLANNER.email).count()).toBeGreaterThan(0);
      for (const width of WIDTHS) {
        await vendor.setViewportSize({ width, height: 900 });
        await shoot(vendor, `lead-booked-${width}`);
      }

      // After the event day (test clock) the planner reviews; the review shows on the profile at once.
      const dayAfter = new Date(Date.parse(`${eventDate}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      await setToday(planner.request, dayAfter);
      try {
        await planner.setViewportSize({ width: 1280, height: 900 });
        await planner.goto(`${baseUrl}/client/events/${requestId}`);
        await planner.getByRole("radio", { name: "5 stars" }).check();
        const reviewText = `The best party DJ we have had (${RUN}): everybody danced until the lights came on.`;
        await planner.getByLabel("Your review").fill(reviewText);
        await planner.getByRole("button", { name: "Post review" }).click();
        await expect.poll(async () => planner.getByText(reviewText).count()).toBeGreaterThan(0);
        await planner.goto(`${baseUrl}/dj/neon-nights-dj-co`);
        await expect.poll(async () => planner.getByText(reviewText).count()).toBeGreaterThan(0);
      } finally {
        await setToday(planner.request, null);
      }
    },
  );

  it("a cancellation under each policy refunds the right amount, shown before it is confirmed", async () => {
    const planner = await newPage(1280);
    await logIn(planner, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const vendor = await newPage(1280);
    await logIn(vendor, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const cases = [
      { policy: "flexible", cancelBefore: 8, refund: 40_000 },
      { policy: "moderate", cancelBefore: 10, refund: 20_000 },
      { policy: "strict", cancelBefore: 30, refund: 0 },
    ] as const;
    let offset = 130;
    for (const entry of cases) {
      let requestId = 0;
      for (; offset < 300 && requestId === 0; offset += 1) {
        const response = await planner.request.post(`${baseUrl}/api/v1/requests`, {
          data: {
            eventType: "Wedding reception",
            eventDate: isoDay(offset),
            startTime: "18:00",
            durationMinutes: 300,
            cityFileName: "austin-tx",
            guestCount: 120,
            serviceTypeIds: [djId],
            details: `A ${entry.policy} wedding reception with a first dance and a long party after (${RUN}).`,
            memberId: neonNightsId,
            clientToken: crypto.randomUUID(),
          },
        });
        if (response.status() === 201) requestId = ((await response.json()) as { requestId: number }).requestId;
      }
      const eventDay = isoDay(offset - 1);
      const lead = await json<{ quote: { id: number } }>(
        await vendor.request.post(`${baseUrl}/api/v1/members/${neonNightsId}/leads/${requestId}/quote`, {
          data: {
            total: "2000",
            deposit: "400",
            included: "Ceremony and reception music, with lights.",
            cancellationPolicy: entry.policy,
            expiresOn: isoDay(7),
          },
        }),
      );
      await json(await planner.request.post(`${baseUrl}/api/v1/quotes/${lead.quote.id}/accept`, { data: {} }));
      const cancelDay = new Date(Date.parse(`${eventDay}T12:00:00Z`) - entry.cancelBefore * 86_400_000)
        .toISOString()
        .slice(0, 10);
      await setToday(planner.request, cancelDay);
      try {
        await planner.goto(`${baseUrl}/client/events/${requestId}`);
        await planner.getByRole("link", { name: "Cancel booking" }).click();
        const refundText = entry.refund === 0 ? "$0" : `$${(entry.refund / 100).toLocaleString("en-US")}`;
        await expect
          .poll(async () => planner.getByText(new RegExp(`refunded \\${refundText}`)).count())
          .toBeGreaterThan(0);
        if (entry.policy === "moderate") {
          await shoot(planner, "cancellation-preview-1280");
          expect(await axeViolations(planner)).toEqual([]);
        }
        await planner.getByRole("button", { name: "Confirm cancellation" }).click();
        // The confirmation closes as soon as the form is sent: the booking is read once the action has answered.
        const booking = async () =>
          (
            await json<{ booking: { status: string; refundedCents: number } }>(
              await planner.request.get(`${baseUrl}/api/v1/requests/${requestId}`),
            )
          ).booking;
        await expect.poll(async () => (await booking()).status).toBe("cancelled");
        expect(await booking()).toMatchObject({ status: "cancelled", refundedCents: entry.refund });
        expect(await planner.getByRole("link", { name: "Cancel booking" }).count()).toBe(0);
      } finally {
        await setToday(planner.request, null);
      }
    }
  });
  it("a booking shares contact details in messages, and cancelling it hides them again for what is written after", async () => {
    const planner = await newPage(1280);
    await logIn(planner, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const vendor = await newPage(1280);
    await logIn(vendor, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const memberId = (await me(vendor.request)).memberId as number;
    const types = await json<{ serviceTypes: { id: number; fileName: string }[] }>(
      await planner.request.get(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`),
    );
    const dj = types.serviceTypes.find((type) => type.fileName === "dj")?.id as number;

    // A request to the demo vendor on a day it is free, far from the other tests' days, with a phone number in it.
    let requestId = 0;
    for (let offset = 400; offset < 700 && requestId === 0; offset += 1) {
      const response = await planner.request.post(`${baseUrl}/api/v1/requests`, {
        data: {
          eventType: "Graduation party",
          eventDate: isoDay(offset),
          startTime: "17:00",
          durationMinutes: 240,
          cityFileName: "austin-tx",
          guestCount: 60,
          serviceTypeIds: [dj],
          details: `Sam's graduation party (${RUN}): call me on 512-555-0142 to talk music.`,
          memberId,
          clientToken: crypto.randomUUID(),
        },
      });
      if (response.status() === 201) requestId = ((await response.json()) as { requestId: number }).requestId;
    }
    expect(requestId).toBeGreaterThan(0);
    await vendor.goto(`${baseUrl}/dashboard/leads/${requestId}`);
    await expect.poll(async () => vendor.getByText(`call me on ${HIDDEN_CONTACT} to talk music`).count()).toBe(1);
    await json(
      await vendor.request.post(`${baseUrl}/api/v1/members/${memberId}/leads/${requestId}/quote`, {
        data: {
          total: "900",
          deposit: "0",
          included: "Four hours of music for the graduates and their families.",
          cancellationPolicy: "flexible",
          expiresOn: isoDay(14),
        },
      }),
    );

    // Booked: a phone number in a message reaches the vendor as written.
    await planner.goto(`${baseUrl}/client/events/${requestId}`);
    await planner.getByRole("link", { name: `Book ${DEMO_VENDOR.name}` }).click();
    await planner.getByRole("button", { name: "Confirm booking" }).click();
    await expect.poll(async () => planner.getByRole("link", { name: "Cancel booking" }).count()).toBe(1);
    const sendMessage = async (text: string) => {
      await planner.getByRole("link", { name: `Message ${DEMO_VENDOR.name}` }).click();
      await planner.getByLabel("Message", { exact: true }).fill(text);
      await planner.getByRole("button", { name: "Send message" }).click();
    };
    await sendMessage(`Booked (${RUN})! My cell is 512-555-0142.`);
    await expect.poll(async () => planner.getByText("Your message was sent.", { exact: true }).count()).toBe(1);
    await expect.poll(async () => planner.getByText(`Booked (${RUN})! My cell is 512-555-0142.`).count()).toBe(1);
    await vendor.reload();
    await expect.poll(async () => vendor.getByText(`Booked (${RUN})! My cell is 512-555-0142.`).count()).toBe(1);
    await expect.poll(async () => vendor.getByText("call me on 512-555-0142 to talk music").count()).toBe(1);

    // Cancelled: the next message's phone number is hidden; the earlier one stays as it was sent.
    await planner.reload();
    // A Link pressed while the page hydrates changes the address without loading the panel it names.
    await waitForHydration(planner);
    await planner.getByRole("link", { name: "Cancel booking" }).click();
    await planner.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect.poll(async () => planner.getByRole("link", { name: "Cancel booking" }).count()).toBe(0);
    await sendMessage(`Cancelled (${RUN}), but my cell is still 512-555-0142.`);
    await expect
      .poll(async () => planner.getByText("Contact details in it were hidden", { exact: false }).count())
      .toBe(1);
    await expect
      .poll(async () => planner.getByText(`Cancelled (${RUN}), but my cell is still ${HIDDEN_CONTACT}.`).count())
      .toBe(1);
    await shoot(planner, "message-hidden-after-cancel-1280");
    expect(await axeViolations(planner)).toEqual([]);
    await vendor.reload();
    await expect
      .poll(async () => vendor.getByText(`Cancelled (${RUN}), but my cell is still ${HIDDEN_CONTACT}.`).count())
      .toBe(1);
    await expect.poll(async () => vendor.getByText(`Booked (${RUN})! My cell is 512-555-0142.`).count()).toBe(1);
    expect(await vendor.getByText("512-555-0142 to talk music").count()).toBe(0);
  });

  it("the profile form refuses contact details in the tagline, and says why beside it", async () => {
    const vendor = await newPage(1280);
    await logIn(vendor, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const memberId = (await me(vendor.request)).memberId as number;
    const before = await json<{ member: { tagline: string | null } }>(
      await vendor.request.get(`${baseUrl}/api/v1/members/${memberId}`),
    );
    await vendor.goto(`${baseUrl}/dashboard`);
    await vendor.getByLabel("Tagline").fill("Book direct: five one two, five five five, oh one hundred");
    await vendor.getByRole("button", { name: "Save profile details" }).click();
    const tagline = vendor.getByLabel("Tagline");
    await expect.poll(async () => tagline.getAttribute("aria-invalid")).toBe("true");
    await expect
      .poll(async () => vendor.getByText(CONTACT_DETAILS_MESSAGES.profile, { exact: false }).count())
      .toBeGreaterThan(0);
    await shoot(vendor, "profile-contact-details-refused-1280");
    const after = await json<{ member: { tagline: string | null } }>(
      await vendor.request.get(`${baseUrl}/api/v1/members/${memberId}`),
    );
    expect(after.member.tagline).toBe(before.member.tagline);
  });
});
