import { describe, expect, inject, it } from "vitest";
import {
  axeViolations,
  axeWithoutScripts,
  fullPageScreenshot,
  logInAsOperator,
  pagesOf,
  useChromium,
  waitForHydration,
} from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const RUN = Date.now().toString(36);

/**
 * Issue 21, point 2 (decision 034): an article written and edited in the console shows on the site as
 * saved and leaves it when unpublished; a message sent from /contact is answered from the inbox by email.
 */
describe.skipIf(!chromiumPath)("the operator's content and contact inbox in Chromium", () => {
  const chromium = useChromium();
  const newPage = pagesOf(chromium);

  it("writes an article that the site shows, edits it, and unpublishes it", { timeout: 120_000 }, async () => {
    const slug = `console-article-${RUN}`;
    const operator = await newPage(1280);
    await logInAsOperator(operator);
    await operator.goto(`${baseUrl}/admin/content?kind=articles`);
    await waitForHydration(operator);
    await operator.getByRole("link", { name: "New article" }).click();
    await operator.waitForURL(`${baseUrl}/admin/content/articles/new`);
    await operator.getByLabel("Address").fill(slug);
    await operator.getByLabel("Category").selectOption({ index: 1 });
    await operator.getByLabel("Author").fill("Marquee Editors");
    await operator.getByLabel("Title", { exact: true }).fill(`Booking a band in winter ${RUN}`);
    await operator.getByLabel("Summary").fill("What to ask a band before a winter wedding.");
    await operator
      .getByLabel("Article text (Markdown)")
      .fill("## Ask about the load-in\n\nA **heated** entrance matters.\n\n<script>alert(1)</script>");

    // The preview shows the text as the site will, with what is not allowed removed.
    await operator.getByRole("button", { name: "Preview" }).click();
    const preview = operator.getByRole("region", { name: "Preview" });
    await expect.poll(() => preview.getByRole("heading", { name: "Ask about the load-in" }).count()).toBe(1);
    expect(await preview.locator("strong").textContent()).toBe("heated");
    expect(await preview.locator("script").count()).toBe(0);
    expect(await axeViolations(operator)).toEqual([]);
    await fullPageScreenshot(operator, "admin-content-preview-1280");

    await operator.getByRole("button", { name: "Create the article" }).click();
    await operator.waitForURL((url) => /^\/admin\/content\/articles\/\d+$/.test(url.pathname));
    await expect.poll(() => operator.getByText("Article created: the site shows it now.").count()).toBe(1);

    const visitor = await newPage(375);
    const shown = await visitor.goto(`${baseUrl}/articles/${slug}`);
    expect(shown?.status()).toBe(200);
    expect(await visitor.getByRole("heading", { level: 1 }).textContent()).toBe(`Booking a band in winter ${RUN}`);
    expect(await visitor.getByRole("heading", { name: "Ask about the load-in" }).count()).toBe(1);

    // An edit shows at once.
    await operator.getByLabel("Title", { exact: true }).fill(`Booking a band for a winter wedding ${RUN}`);
    await operator
      .getByLabel("Article text (Markdown)")
      .fill("## Ask about the load-in\n\nA heated entrance matters.\n\n## Ask about the set list\n\nTwo sets.");
    await operator.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => operator.getByText("Saved: the site shows the change now.").count()).toBe(1);
    await visitor.goto(`${baseUrl}/articles/${slug}`);
    expect(await visitor.getByRole("heading", { level: 1 }).textContent()).toBe(
      `Booking a band for a winter wedding ${RUN}`,
    );
    expect(await visitor.getByRole("heading", { name: "Ask about the set list" }).count()).toBe(1);
    expect(await axeViolations(visitor)).toEqual([]);
    await fullPageScreenshot(visitor, "admin-content-article-on-site-375");

    await operator.getByRole("button", { name: "Unpublish" }).click();
    await expect.poll(() => operator.getByText("Unpublished: the site no longer shows it.").count()).toBe(1);
    expect((await visitor.goto(`${baseUrl}/articles/${slug}`))?.status()).toBe(404);
  });

  it("answers a message sent from the contact page, without scripts, by email", { timeout: 120_000 }, async () => {
    const email = `contact-${RUN}@example.com`;
    const visitor = await newPage(1280);
    await visitor.goto(`${baseUrl}/contact`);
    await waitForHydration(visitor);
    await visitor.getByLabel("Your name").fill("Robin Winterbourne");
    await visitor.getByLabel("Email address").fill(email);
    await visitor.getByLabel("What is it about?").selectOption("planning");
    await visitor.getByLabel("Your message").fill(`Can a vendor travel to Duluth in January? (${RUN})`);
    await visitor.getByRole("button", { name: "Send message" }).click();
    await expect
      .poll(() => visitor.locator("main").getByRole("status").textContent())
      .toContain("your message is on its way");

    const operator = await newPage(375, false);
    await logInAsOperator(operator);
    await operator.goto(`${baseUrl}/admin/contact?status=new`);
    await operator.getByRole("link", { name: new RegExp(`Duluth in January\\? \\(${RUN}\\)`) }).click();
    await operator.waitForURL((url) => /^\/admin\/contact\/\d+$/.test(url.pathname));
    expect(await operator.getByRole("heading", { level: 1 }).textContent()).toBe("Message from Robin Winterbourne");
    expect(await axeWithoutScripts(chromium.browser, operator)).toEqual([]);
    await operator.getByLabel(`Your reply to ${email}`).fill("Yes: search Duluth, MN and filter by travel.");
    await operator.getByRole("button", { name: "Send the reply" }).click();
    await operator.waitForURL((url) => url.searchParams.has("notice"));
    expect(await operator.getByText(`Reply sent to ${email}.`).count()).toBe(1);
    expect(await operator.locator("dd .admin-status").textContent()).toBe("Answered");
    expect(await operator.getByRole("region", { name: "Replies sent" }).textContent()).toContain("search Duluth, MN");
    await fullPageScreenshot(operator, "admin-contact-answered-375", { scripts: false });

    // The reply reaches the sender's inbox with their message quoted.
    const inbox = await (
      await visitor.request.get(`${baseUrl}/dev/outbox?${new URLSearchParams({ to: email })}`)
    ).text();
    expect(inbox).toContain("Re: your message to Marquee");
    expect(inbox).toContain("search Duluth, MN and filter by travel.");
    expect(inbox).toContain(`Duluth in January? (${RUN})`);
  });
});
