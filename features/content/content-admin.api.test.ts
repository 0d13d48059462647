import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { auditEvents } from "#db/schema/accounts.ts";
import { articles, contactReplies, infoPages, themes } from "#db/schema/content.ts";
import { notifications } from "#db/schema/requests.ts";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServices } from "#features/services.server.ts";
import { logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { CONTACT_REPLY_MAX, CONTENT_EDIT_LIMITS } from "./content.rules.ts";
import type { ContactInboxDto, ContactMessageDetailDto, ContentItemDto } from "./content.schema.ts";

type Caller = "anonymous" | "planner" | "vendor" | "admin";

/** Every operator route of the inbox and content editing, with a body each would accept from an operator. */
const ROUTES: { method: "GET" | "POST" | "PUT"; url: string; payload?: object }[] = [
  { method: "GET", url: "/api/v1/admin/contact-messages" },
  { method: "GET", url: "/api/v1/admin/contact-messages/1" },
  { method: "POST", url: "/api/v1/admin/contact-messages/1/replies", payload: { body: "Hello" } },
  { method: "PUT", url: "/api/v1/admin/contact-messages/1/status", payload: { status: "closed" } },
  { method: "POST", url: "/api/v1/admin/content/preview", payload: { bodyMarkdown: "Hi" } },
  {
    method: "POST",
    url: "/api/v1/admin/content/articles",
    payload: { slug: "x", title: "X", summary: "X", bodyMarkdown: "X", category: "tips", authorName: "X" },
  },
  { method: "GET", url: "/api/v1/admin/content/articles" },
  { method: "GET", url: "/api/v1/admin/content/articles/1" },
  {
    method: "PUT",
    url: "/api/v1/admin/content/articles/1",
    payload: { title: "X", summary: "X", bodyMarkdown: "X", metaDescription: null },
  },
  { method: "PUT", url: "/api/v1/admin/content/articles/1/published", payload: { published: false } },
];

describe.each(testDatabaseKinds())("the console's contact inbox and content on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const sessions = {} as Record<Exclude<Caller, "anonymous">, SignedIn>;

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 30);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    const services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    sessions.planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    sessions.vendor = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    sessions.admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  function call(caller: Caller, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
    return app.inject({
      method,
      url,
      headers: caller === "anonymous" ? {} : { authorization: `Bearer ${sessions[caller].accessToken}` },
      payload,
    });
  }

  async function adminJson<T>(method: "GET" | "POST" | "PUT", url: string, payload?: object, status = 200) {
    const response = await call("admin", method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as T;
  }

  async function sendContactMessage(email: string, message: string): Promise<number> {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/contact-messages",
      payload: { name: "Robin Vega", email, topic: "booking", message },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  }

  async function firstArticle(): Promise<{ id: number; slug: string }> {
    const [row] = await database.db
      .select({ id: articles.id, slug: articles.slug })
      .from(articles)
      .where(eq(articles.published, true))
      .orderBy(desc(articles.publishedAt))
      .limit(1);
    return row as { id: number; slug: string };
  }

  it("refuses every new route to visitors (401) and to planners and vendors (403); an operator is let in", async () => {
    for (const route of ROUTES) {
      const anonymous = await call("anonymous", route.method, route.url, route.payload);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      for (const caller of ["planner", "vendor"] as const) {
        const refused = await call(caller, route.method, route.url, route.payload);
        expect(refused.statusCode, `${caller} ${route.method} ${route.url}`).toBe(403);
      }
    }
    expect((await call("admin", "GET", "/api/v1/admin/contact-messages")).statusCode).toBe(200);
    expect((await call("admin", "GET", "/api/v1/admin/content/themes")).statusCode).toBe(200);
  });

  it("lists messages by status, newest first, with each status's count", async () => {
    const older = await sendContactMessage("older@example.com", "The first of two messages, please answer.");
    const newer = await sendContactMessage("newer@example.com", "The second of two messages, please answer.");
    const inbox = await adminJson<ContactInboxDto>("GET", "/api/v1/admin/contact-messages?status=new");
    const ids = inbox.messages.map((message) => message.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids.indexOf(older)).toBeGreaterThanOrEqual(0);
    expect(inbox.counts.new).toBeGreaterThanOrEqual(2);
    expect(inbox.page).toBe(1);
    const bad = await call("admin", "GET", "/api/v1/admin/contact-messages?status=spam");
    expect(bad.statusCode).toBe(400);
    expect((await call("admin", "GET", "/api/v1/admin/contact-messages?page=0")).statusCode).toBe(400);
  });

  it("emails a reply to the sender through the outbox, keeps it, marks the message answered and audits it", async () => {
    const id = await sendContactMessage("robin.reply@example.com", "Can I move my booking to another Saturday?");
    const { contactMessage } = await adminJson<{ contactMessage: ContactMessageDetailDto }>(
      "POST",
      `/api/v1/admin/contact-messages/${id}/replies`,
      { body: "Yes: ask your vendor from the booking page." },
      201,
    );
    expect(contactMessage.status).toBe("answered");
    expect(contactMessage.replies.map((reply) => reply.body)).toEqual(["Yes: ask your vendor from the booking page."]);
    const [email] = await database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientEmail, "robin.reply@example.com"), eq(notifications.kind, "contact.replied")),
      );
    expect(email?.body).toContain("Yes: ask your vendor from the booking page.");
    expect(email?.body).toContain("> Can I move my booking to another Saturday?");
    const stored = await database.db.select().from(contactReplies).where(eq(contactReplies.contactMessageId, id));
    expect(stored).toHaveLength(1);
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "contact_message.replied"), eq(auditEvents.recordId, id)));
    expect(audit?.after).toEqual({ status: "answered" });
  });

  it("closes and reopens a message; a closed message takes no reply; bounds are checked", async () => {
    const id = await sendContactMessage("close.me@example.com", "Please close this one without a reply.");
    const closed = await adminJson<{ contactMessage: ContactMessageDetailDto }>(
      "PUT",
      `/api/v1/admin/contact-messages/${id}/status`,
      { status: "closed" },
    );
    expect(closed.contactMessage.status).toBe("closed");
    const refused = await call("admin", "POST", `/api/v1/admin/contact-messages/${id}/replies`, { body: "Hello" });
    expect(refused.statusCode).toBe(409);
    const reopened = await adminJson<{ contactMessage: ContactMessageDetailDto }>(
      "PUT",
      `/api/v1/admin/contact-messages/${id}/status`,
      { status: "open" },
    );
    expect(reopened.contactMessage.status).toBe("new");
    const tooLong = "x".repeat(CONTACT_REPLY_MAX + 1);
    expect(
      (await call("admin", "POST", `/api/v1/admin/contact-messages/${id}/replies`, { body: tooLong })).statusCode,
    ).toBe(400);
    expect(
      (await call("admin", "POST", `/api/v1/admin/contact-messages/${id}/replies`, { body: "   " })).statusCode,
    ).toBe(400);
    expect((await call("admin", "GET", "/api/v1/admin/contact-messages/2147483647")).statusCode).toBe(404);
    expect((await call("admin", "GET", "/api/v1/admin/contact-messages/2147483648")).statusCode).toBe(400);
  });

  it("shows an edited article on the site at once, sanitized, and records the changed fields", async () => {
    const article = await firstArticle();
    expect((await app.inject(`/api/v1/articles/${article.slug}`)).statusCode).toBe(200);
    const body = [
      "## Fresh words",
      "",
      "Read [our guides](/events) or [this](javascript:alert(1)).",
      "",
      "<script>alert('x')</script>",
    ].join("\n");
    const { item } = await adminJson<{ item: ContentItemDto }>("PUT", `/api/v1/admin/content/articles/${article.id}`, {
      title: "An edited title",
      summary: "An edited summary.",
      bodyMarkdown: body,
      metaTitle: null,
      metaDescription: null,
    });
    expect(item.editedAt).not.toBeNull();
    expect(item.bodyHtml).toContain('<a href="/events">our guides</a>');
    expect(item.bodyHtml).not.toMatch(/<script|alert\('x'\)|href="javascript/);
    const site = (await app.inject(`/api/v1/articles/${article.slug}`)).json() as {
      article: { title: string; bodyHtml: string };
    };
    expect(site.article.title).toBe("An edited title");
    expect(site.article.bodyHtml).toContain("Fresh words");
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "article.updated"), eq(auditEvents.recordId, article.id)));
    expect(audit?.after).toMatchObject({ title: "An edited title", summary: "An edited summary." });
    expect(audit?.before).toHaveProperty("title");
    expect(audit?.after).not.toHaveProperty("metaDescription", undefined);
  });

  it("previews Markdown with the loader's sanitizing renderer", async () => {
    const { html } = await adminJson<{ html: string }>("POST", "/api/v1/admin/content/preview", {
      bodyMarkdown: "# Title\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) [y](https://elsewhere.example)",
    });
    expect(html).toContain("<h2>Title</h2>");
    expect(html).not.toMatch(/<script|alert\(1\)<|href="javascript|href="https/);
    expect(html).toContain("<a>y</a>");
  });

  it("takes unpublished content off the site and the API, and puts it back when published", async () => {
    const article = await firstArticle();
    await adminJson("PUT", `/api/v1/admin/content/articles/${article.id}/published`, { published: false });
    expect((await app.inject(`/api/v1/articles/${article.slug}`)).statusCode).toBe(404);
    const list = (await app.inject("/api/cms/articles?take=48")).json() as { articles: { slug: string }[] };
    expect(list.articles.map((entry) => entry.slug)).not.toContain(article.slug);
    await adminJson("PUT", `/api/v1/admin/content/articles/${article.id}/published`, { published: true });
    expect((await app.inject(`/api/v1/articles/${article.slug}`)).statusCode).toBe(200);

    const [theme] = await database.db.select({ id: themes.id, slug: themes.slug }).from(themes).limit(1);
    await adminJson("PUT", `/api/v1/admin/content/themes/${theme?.id}/published`, { published: false });
    expect((await app.inject(`/api/cms/themes/${theme?.slug}`)).statusCode).toBe(404);
    const themeList = (await app.inject("/api/cms/themes")).json() as { themes: { slug: string }[] };
    expect(themeList.themes.map((entry) => entry.slug)).not.toContain(theme?.slug);

    const [page] = await database.db.select({ id: infoPages.id, path: infoPages.path }).from(infoPages).limit(1);
    await adminJson("PUT", `/api/v1/admin/content/pages/${page?.id}/published`, { published: false });
    expect((await app.inject(`/api/cms/pages${page?.path}`)).statusCode).toBe(404);
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "info_page.unpublished"), eq(auditEvents.recordId, page?.id as number)));
    expect(audit?.after).toEqual({ published: false });
  });

  it("edits a theme's description and an information page; lists every kind, edited or not", async () => {
    const [theme] = await database.db
      .select({ id: themes.id, slug: themes.slug, markdown: themes.descriptionMarkdown })
      .from(themes)
      .where(eq(themes.published, true))
      .limit(1);
    expect(theme?.markdown).toBeTruthy();
    await adminJson("PUT", `/api/v1/admin/content/themes/${theme?.id}`, {
      title: "Edited theme",
      summary: "A short description.",
      bodyMarkdown: "A **bold** description.",
      metaDescription: null,
    });
    const site = (await app.inject(`/api/cms/themes/${theme?.slug}`)).json() as { theme: { description: string } };
    expect(site.theme.description).toContain("<strong>bold</strong>");
    const missingSummary = await call("admin", "PUT", `/api/v1/admin/content/guides/1`, {
      title: "T",
      bodyMarkdown: "B",
      metaDescription: null,
    });
    expect(missingSummary.statusCode).toBe(400);
    const { items } = await adminJson<{ items: ContentItemDto[] }>("GET", "/api/v1/admin/content/themes");
    expect(items.find((item) => item.id === theme?.id)?.editedAt).not.toBeNull();
    expect(items.some((item) => item.editedAt === null)).toBe(true);
    const pages = await adminJson<{ items: ContentItemDto[] }>("GET", "/api/v1/admin/content/pages");
    expect(pages.items.every((item) => item.sitePath.startsWith("/"))).toBe(true);
  });

  it("creates an article shown at its address, refuses a taken address, and checks bounds", async () => {
    const payload = {
      slug: "made-in-the-console",
      title: "Made in the console",
      summary: "An article written by an operator.",
      bodyMarkdown: "Hello from the console.",
      category: "tips",
      authorName: "Marquee team",
    };
    const { item } = await adminJson<{ item: ContentItemDto }>("POST", "/api/v1/admin/content/articles", payload, 201);
    expect(item.sitePath).toBe("/articles/made-in-the-console");
    expect((await app.inject("/api/v1/articles/made-in-the-console")).statusCode).toBe(200);
    expect((await call("admin", "POST", "/api/v1/admin/content/articles", payload)).statusCode).toBe(409);
    const longTitle = "x".repeat(CONTENT_EDIT_LIMITS.titleMax + 1);
    expect(
      (await call("admin", "PUT", `/api/v1/admin/content/articles/${item.id}`, { ...payload, title: longTitle }))
        .statusCode,
    ).toBe(400);
    expect((await call("admin", "GET", "/api/v1/admin/content/videos/1")).statusCode).toBe(400);
    expect((await call("admin", "GET", "/api/v1/admin/content/articles/2147483647")).statusCode).toBe(404);
    expect((await call("admin", "GET", "/api/v1/admin/content/articles/0")).statusCode).toBe(400);
  });
});
