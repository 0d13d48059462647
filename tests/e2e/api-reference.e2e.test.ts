import { describe, expect, inject, it } from "vitest";
import { checkAtBothWidths, useChromium, waitForHydration } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");

describe.skipIf(!chromiumPath)("the API reference for outside callers, in Chromium", () => {
  const chromium = useChromium();

  for (const scripts of [true, false]) {
    it(`guides a caller to tokens, limits, bounds and paging, and names each operation ${scripts ? "with" : "without"} scripts`, async () => {
      const context = await chromium.browser.newContext({ javaScriptEnabled: scripts });
      try {
        const page = await context.newPage();
        await page.goto(`${baseUrl}/developers/api`);
        if (scripts) await waitForHydration(page);

        await page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "Calling the API" }).click();
        await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("#calling");
        const guide = page.getByRole("region", { name: "Calling the API" });
        for (const part of ["Signing in.", "Refreshing.", "Limits.", "Bounds.", "Paging."]) {
          await expect.poll(() => guide.getByText(part).count()).toBe(1);
        }

        const contact = page.getByRole("region", { name: "POST /api/v1/contact-messages" });
        expect(await contact.getByText("sendContactMessage", { exact: true }).count()).toBe(1);
        expect(await contact.getByText(/at most 5 every 10 minutes from one network/).count()).toBe(1);
        const request = page.getByRole("region", { name: "POST /api/v1/requests" });
        expect(await request.getByText("createQuoteRequest", { exact: true }).count()).toBe(1);
        expect(await request.getByRole("cell", { name: /at most 16 characters/ }).count()).toBeGreaterThan(0);

        await checkAtBothWidths(chromium.browser, page, `api-reference${scripts ? "" : "-no-js"}`, {
          scripts,
          region: page.getByRole("region", { name: "Calling the API" }),
          // Axe takes over two minutes over the whole reference (141 operations, 33,000 elements).
          axeScope: "section[aria-labelledby='calling'], section[aria-labelledby='post-api-v1-requests']",
        });
      } finally {
        await context.close();
      }
    });
  }
});
