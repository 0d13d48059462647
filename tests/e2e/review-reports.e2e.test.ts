import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { hiddenReviewText } from "#features/marketplace/reviews.rules.ts";
import {
  axeViolations,
  axeWithoutScripts,
  fullPageScreenshot,
  json,
  pagesOf,
  submitLogIn,
  useChromium,
  waitForHydration,
} from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");

type SearchResult = { memberId: number; name: string; profileUrl: string; reviewCount: number };

/**
 * Issue 21, point 2 (decision 032): a planner reports a review without scripts, a vendor with them, and
 * the operator hides one behind a public note (the profile shows the note, the rating changes) and keeps
 * the other, from the console's queue.
 */
describe.skipIf(!chromiumPath)("reported reviews in Chromium", () => {
  const chromium = useChromium();
  const newPage = pagesOf(chromium);

  async function logInHere(page: Page, email: string, password: string): Promise<void> {
    await submitLogIn(page, email, password);
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  }

  const countsOf = async (page: Page, memberId: number) =>
    (
      await json<{ member: { reviewCount: number; ratingAverage: number } }>(
        await page.request.get(`${baseUrl}/api/v1/members/${memberId}`),
      )
    ).member;

  /** The link beside the review at `index` on the profile, and the review's id from it. */
  async function reportLink(page: Page, index: number) {
    const link = page.getByRole("link", { name: /^Report the review by / }).nth(index);
    const href = (await link.getAttribute("href")) as string;
    return { link, reviewId: Number(/\/reviews\/(\d+)\/report/.exec(href)?.[1]) };
  }

  it(
    "a planner reports a review, the operator hides it with a note, the profile shows the note and the rating changes",
    { timeout: 180_000 },
    async () => {
      const anyone = await newPage(1280);
      const results = await json<{ results: SearchResult[] }>(
        await anyone.request.get(`${baseUrl}/api/v1/search/dj/results?take=100`),
      );
      // A seeded vendor with a few reviews, not the demo vendor other tests book.
      const vendor = results.results.find(
        (result) => result.reviewCount >= 3 && !result.profileUrl.endsWith("/neon-nights-dj-co"),
      ) as SearchResult;
      expect(vendor).toBeDefined();
      const before = await countsOf(anyone, vendor.memberId);

      // Without scripts: the "Report" link sends a visitor to log in, then back to the form.
      const planner = await newPage(375, false);
      await planner.goto(`${baseUrl}${vendor.profileUrl}`);
      const first = await reportLink(planner, 0);
      await first.link.click();
      await planner.waitForURL((url) => url.pathname === "/login");
      await logInHere(planner, DEMO_PLANNER.email, DEMO_PLANNER.password);
      expect(new URL(planner.url()).pathname).toBe(`/reviews/${first.reviewId}/report`);
      expect(await axeWithoutScripts(chromium.browser, planner)).toEqual([]);
      await fullPageScreenshot(planner, "review-report-form-375", { scripts: false });
      // Sent without a reason: the browser itself holds the form back at the required field.
      await planner.getByRole("button", { name: "Send the report" }).click();
      expect(await planner.locator("select:invalid").count()).toBe(1);
      expect(new URL(planner.url()).pathname).toBe(`/reviews/${first.reviewId}/report`);
      await planner.getByLabel("Why should this review not be shown?").selectOption("contact-details-or-spam");
      await planner.getByLabel(/Anything the operator should know/).fill("It gives a phone number to call instead.");
      await planner.getByRole("button", { name: "Send the report" }).click();
      await planner.waitForURL((url) => url.pathname === vendor.profileUrl && url.search.includes("notice="));
      expect(await planner.getByText("Thank you: your report was sent.").count()).toBe(1);
      // A second report of the same review is refused in words.
      await planner.goto(`${baseUrl}/reviews/${first.reviewId}/report`);
      await planner.getByLabel("Why should this review not be shown?").selectOption("other");
      await planner.getByRole("button", { name: "Send the report" }).click();
      await expect.poll(() => planner.getByText("You have already reported this review").count()).toBeGreaterThan(0);

      // With scripts, a vendor reports another review; the form is checked before it is sent.
      const reporter = await newPage(1280);
      await reporter.goto(`${baseUrl}/login`);
      await logInHere(reporter, DEMO_VENDOR.email, DEMO_VENDOR.password);
      await reporter.goto(`${baseUrl}${vendor.profileUrl}`);
      await waitForHydration(reporter);
      const second = await reportLink(reporter, 1);
      await reporter.goto(`${baseUrl}/reviews/${second.reviewId}/report`);
      await waitForHydration(reporter);
      await reporter.getByRole("button", { name: "Send the report" }).click();
      await expect
        .poll(() => reporter.getByText("Choose why you are reporting this review.").count())
        .toBeGreaterThan(0);
      expect(new URL(reporter.url()).pathname).toBe(`/reviews/${second.reviewId}/report`);
      await reporter.getByLabel("Why should this review not be shown?").selectOption("about-another-vendor");
      await fullPageScreenshot(reporter, "review-report-form-1280");
      await reporter.getByRole("button", { name: "Send the report" }).click();
      await reporter.waitForURL((url) => url.pathname === vendor.profileUrl);
      await expect.poll(() => reporter.getByText("Thank you: your report was sent.").count()).toBe(1);

      // The operator's queue: both reviews, with their reports; hide the first with a note.
      const operator = await newPage(1280);
      await operator.goto(`${baseUrl}/login`);
      await logInHere(operator, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await operator.goto(`${baseUrl}/admin/reviews`);
      await waitForHydration(operator);
      const card = (reviewId: number) =>
        operator.locator("article", { has: operator.locator(`input[name="reviewId"][value="${reviewId}"]`) });
      await expect.poll(() => card(first.reviewId).getByText("Contact details or spam").count()).toBe(1);
      expect(await card(second.reviewId).getByText("About another vendor").count()).toBe(1);
      expect(await axeViolations(operator)).toEqual([]);
      await fullPageScreenshot(operator, "admin-reviews-1280");
      // Hiding needs a note.
      await card(first.reviewId).getByRole("button", { name: "Hide" }).click();
      await expect
        .poll(() =>
          card(first.reviewId)
            .getByText(/Write a note of/)
            .count(),
        )
        .toBeGreaterThan(0);
      const note = "it asked readers to call a phone number.";
      await card(first.reviewId)
        .getByLabel(/Public note/)
        .fill(note);
      await card(first.reviewId).getByRole("button", { name: "Hide" }).click();
      await expect.poll(() => operator.getByText("The review was hidden").count()).toBe(1);
      // Keep the other: its report closes and it leaves the queue.
      await card(second.reviewId).getByRole("button", { name: "Keep" }).click();
      await expect.poll(() => operator.getByText("The review was kept").count()).toBe(1);
      expect(await card(second.reviewId).count()).toBe(0);
      expect(await card(first.reviewId).count()).toBe(0);

      // The profile shows the note in place of the review, and the rating no longer counts it.
      await anyone.goto(`${baseUrl}${vendor.profileUrl}`);
      expect(await anyone.getByText(hiddenReviewText(note)).count()).toBe(1);
      const after = await countsOf(anyone, vendor.memberId);
      expect(after.reviewCount).toBe(before.reviewCount - 1);
      expect(await axeViolations(anyone)).toEqual([]);
      await fullPageScreenshot(anyone, "review-hidden-profile-1280");
      const narrow = await newPage(375);
      await narrow.goto(`${baseUrl}${vendor.profileUrl}#reviews`);
      await fullPageScreenshot(narrow, "review-hidden-profile-375");

      // The hidden list restores it with "Keep".
      await operator.goto(`${baseUrl}/admin/reviews?show=hidden`);
      await waitForHydration(operator);
      const narrowOperator = await newPage(375);
      await narrowOperator.goto(`${baseUrl}/login`);
      await logInHere(narrowOperator, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await narrowOperator.goto(`${baseUrl}/admin/reviews?show=hidden`);
      await fullPageScreenshot(narrowOperator, "admin-reviews-hidden-375");
      await card(first.reviewId).getByRole("button", { name: "Keep" }).click();
      await expect.poll(() => operator.getByText("The review was kept").count()).toBe(1);
      expect((await countsOf(anyone, vendor.memberId)).reviewCount).toBe(before.reviewCount);
    },
  );
});
