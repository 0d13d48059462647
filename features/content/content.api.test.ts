import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { ARTICLES_PAGE_SIZE } from "#lib/constants.ts";
import { buildTestApp } from "#tests/support/app.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { BLOG_CATEGORIES, CONTACT_MESSAGES } from "./content.rules.ts";
import type {
  ArticleDto,
  ArticlesPageDto,
  EventGuideDto,
  ServiceContentDto,
  ThemeDto,
  ThemeSummaryDto,
} from "./content.schema.ts";

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  const seeded = await createSeededDatabase("pglite", 300);
  database = seeded.database;
  app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function getJson<T = Record<string, unknown>>(url: string) {
  const response = await app.inject(url);
  return { status: response.statusCode, body: response.json() as T };
}

async function allArticles(tags = ""): Promise<ArticlesPageDto> {
  return (await getJson<ArticlesPageDto>(`/api/cms/articles?take=48${tags ? `&tags=${tags}` : ""}`)).body;
}

describe("GET /api/cms/articles?skip&take&tags", () => {
  it("pages through published articles newest first, 12 by default", async () => {
    const { status, body } = await getJson<ArticlesPageDto>("/api/cms/articles");
    expect(status).toBe(200);
    expect(body.take).toBe(ARTICLES_PAGE_SIZE);
    expect(body.articles).toHaveLength(ARTICLES_PAGE_SIZE);
    expect(body.total).toBeGreaterThanOrEqual(24);
    const dates = body.articles.map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.articles[0]).toMatchObject({ url: `/articles/${body.articles[0]?.slug}` });
    expect(body.articles[0]?.heroImageKey).toMatch(/^seed\/content\/article-/);
  });

  it("pages do not overlap and together cover every article once (skip=(page-1)*size)", async () => {
    const { total } = await allArticles();
    const seen: string[] = [];
    for (let page = 1; (page - 1) * ARTICLES_PAGE_SIZE < total; page += 1) {
      const { body } = await getJson<ArticlesPageDto>(
        `/api/cms/articles?skip=${(page - 1) * ARTICLES_PAGE_SIZE}&take=${ARTICLES_PAGE_SIZE}`,
      );
      seen.push(...body.articles.map((article) => article.slug));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it("answers an empty page past the end, and the last partial page", async () => {
    const { total } = await allArticles();
    const past = await getJson<ArticlesPageDto>(`/api/cms/articles?skip=${total}`);
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ articles: [], total });
    const last = await getJson<ArticlesPageDto>(`/api/cms/articles?skip=${total - 1}&take=12`);
    expect(last.body.articles).toHaveLength(1);
  });

  it("has articles in every blog category, each carrying its category as a tag", async () => {
    for (const category of BLOG_CATEGORIES) {
      const { body } = await getJson<ArticlesPageDto>(`/api/cms/articles?tags=${category}&take=48`);
      expect(body.total, category).toBeGreaterThan(0);
    }
    const { articles } = await allArticles();
    for (const article of articles) expect(article.tags).toContain(article.category);
  });

  it("filters by tags: any of a comma list, case and spaces forgiven", async () => {
    const tips = await allArticles("tips");
    const advice = await allArticles("advice");
    expect(tips.articles.every((article) => article.tags.includes("tips"))).toBe(true);
    const either = (await getJson<ArticlesPageDto>("/api/cms/articles?take=48&tags=Tips,%20advice")).body;
    expect(either.tags).toEqual(["tips", "advice"]);
    const expected = new Set([...tips.articles, ...advice.articles].map((article) => article.slug));
    expect(new Set(either.articles.map((article) => article.slug))).toEqual(expected);
    expect(either.total).toBe(expected.size);
    expect((await allArticles("party-trends")).total).toBeGreaterThan(0);
  });

  it("answers an unknown tag with an empty page", async () => {
    const { status, body } = await getJson<ArticlesPageDto>("/api/cms/articles?tags=no-such-tag");
    expect(status).toBe(200);
    expect(body).toMatchObject({ articles: [], total: 0 });
  });

  it.each(["skip=-1", "skip=abc", "take=0", "take=49", "take=1.5", "tags=%3Cscript%3E", "tags=a,,b%20c"])(
    "refuses bad parameters: %s",
    async (query) => {
      const { status, body } = await getJson<{ error: { code: string } }>(`/api/cms/articles?${query}`);
      expect(status).toBe(400);
      expect(body.error.code).toBe("VALIDATION_FAILED");
    },
  );
});

describe("GET /api/v1/articles/{slug}", () => {
  it("returns the article with sanitized HTML, tags and related articles", async () => {
    const { articles } = await allArticles("advice");
    const slug = articles[0]?.slug as string;
    const { status, body } = await getJson<{ article: ArticleDto }>(`/api/v1/articles/${slug}`);
    expect(status).toBe(200);
    const { article } = body;
    expect(article.slug).toBe(slug);
    expect(article.bodyHtml).toContain("<h2>");
    expect(article.bodyHtml).not.toMatch(/<script|<h1|on\w+=|javascript:/i);
    expect(article.metaDescription?.length).toBeGreaterThanOrEqual(50);
    expect(article.relatedArticles.length).toBeGreaterThan(0);
    for (const related of article.relatedArticles) {
      expect(related.slug).not.toBe(slug);
      expect(related.tags.some((tag) => article.tags.includes(tag))).toBe(true);
    }
  });

  it("answers 404 for an unknown slug and 400 for a malformed one", async () => {
    expect((await getJson("/api/v1/articles/no-such-article")).status).toBe(404);
    expect((await getJson("/api/v1/articles/Not%20A%20Slug!")).status).toBe(400);
    expect((await getJson(`/api/v1/articles/${"a".repeat(121)}`)).status).toBe(400);
  });
});

describe("GET /api/cms/article-promotion", () => {
  it("returns the newest promotion running today", async () => {
    const { status, body } = await getJson<{ promotion: { title: string; linkUrl: string; bodyHtml: string } }>(
      "/api/cms/article-promotion",
    );
    expect(status).toBe(200);
    expect(body.promotion.linkUrl).toMatch(/^\//);
    expect(body.promotion.bodyHtml).toContain("<p>");
  });
});

describe("themes under /api/cms/themes (SPEC section 7 themes calls)", () => {
  it("lists every theme sorted by title, with the count", async () => {
    const { status, body } = await getJson<{ themes: ThemeSummaryDto[]; count: number }>("/api/cms/themes");
    expect(status).toBe(200);
    expect(body.count).toBe(body.themes.length);
    expect(body.count).toBeGreaterThanOrEqual(30);
    const titles = body.themes.map((theme) => theme.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    for (const slug of ["disco", "western", "decades", "kids-party-themes"]) {
      expect(
        body.themes.some((theme) => theme.slug === slug),
        slug,
      ).toBe(true);
    }
  });

  it("answers load=countOnly with the count alone", async () => {
    const all = await getJson<{ count: number }>("/api/cms/themes");
    const { status, body } = await getJson("/api/cms/themes?load=countOnly");
    expect(status).toBe(200);
    expect(body).toEqual({ count: all.body.count });
  });

  it("filters by ingredient, by concept and by a list of slugs", async () => {
    const byIngredient = await getJson<{ themes: ThemeSummaryDto[] }>("/api/cms/themes?ingredient=dj");
    expect(byIngredient.body.themes.length).toBeGreaterThan(1);
    for (const summary of byIngredient.body.themes) {
      const { body } = await getJson<{ theme: ThemeDto }>(`/api/cms/themes/${summary.slug}`);
      expect(body.theme.ingredients.map((item) => item.slug)).toContain("dj");
    }
    const kids = await getJson<{ themes: ThemeSummaryDto[] }>("/api/cms/themes?concept=kids");
    expect(kids.body.themes.length).toBeGreaterThanOrEqual(9);
    expect(kids.body.themes.every((theme) => theme.themeType === "kids")).toBe(true);
    const named = await getJson<{ themes: ThemeSummaryDto[]; count: number }>(
      "/api/cms/themes?filterBySlugs=western,disco,no-such-theme",
    );
    expect(named.body.themes.map((theme) => theme.slug)).toEqual(["disco", "western"]);
    expect(named.body.count).toBe(2);
    expect((await getJson("/api/cms/themes?ingredient=no-such-thing")).body).toEqual({ themes: [], count: 0 });
  });

  it("returns one theme with every field, ingredients and related themes with their ingredients", async () => {
    const { status, body } = await getJson<{ theme: ThemeDto }>("/api/cms/themes/disco");
    expect(status).toBe(200);
    const { theme } = body;
    for (const field of [
      "id",
      "title",
      "alternateTitle",
      "slug",
      "shortDescription",
      "description",
      "metaTitle",
      "metaDescription",
      "themeType",
      "themeTypeDescription",
      "contentFooter",
      "video",
      "image",
      "relatedThemes",
      "ingredients",
      "timestamp",
    ]) {
      expect(theme, field).toHaveProperty(field);
    }
    expect(theme.description).toContain("<h2>");
    expect(theme.ingredients.length).toBeGreaterThanOrEqual(6);
    expect(theme.ingredients[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), title: expect.any(String), type: expect.any(String) }),
    );
    const dj = theme.ingredients.find((item) => item.slug === "dj");
    expect(dj?.href).toBe("/services/dj");
    expect(theme.relatedThemes.length).toBeGreaterThanOrEqual(2);
    expect(theme.relatedThemes[0]?.ingredients.length).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown theme and 400 for bad parameters", async () => {
    expect((await getJson("/api/cms/themes/no-such-theme")).status).toBe(404);
    expect((await getJson("/api/cms/themes/Bad%20Slug")).status).toBe(400);
    expect((await getJson("/api/cms/themes?load=everything")).status).toBe(400);
    expect((await getJson("/api/cms/themes?concept=nope")).status).toBe(400);
    expect((await getJson("/api/cms/themes?filterBySlugs=")).status).toBe(400);
    expect((await getJson("/api/cms/themes?ingredient=dj&concept=kids")).status).toBe(400);
  });

  it("never collides with the /themes pages", async () => {
    const page = await app.inject("/themes");
    expect(page.headers["content-type"]).toMatch(/text\/html/);
  });
});

describe("GET /api/cms/events/{slug}", () => {
  it("returns an event guide with its vendors, themes and articles", async () => {
    const { status, body } = await getJson<{ event: EventGuideDto }>("/api/cms/events/wedding");
    expect(status).toBe(200);
    expect(body.event).toMatchObject({ slug: "wedding", url: "/events/wedding" });
    expect(body.event.bodyHtml).toContain("<h2>");
    expect(body.event.serviceTypes.length).toBeGreaterThanOrEqual(3);
    expect(body.event.serviceTypes[0]?.href).toMatch(/^\/services\//);
    expect(body.event.themes.length).toBeGreaterThan(0);
  });

  it("has a guide for every event type of the menus, shown on its own page", async () => {
    const { body } = await getJson<{ events: { slug: string; url: string }[] }>("/api/cms/events");
    const urls = body.events.map((event) => event.url);
    for (const url of ["/events/wedding", "/gigkids", "/virtual-event-services", "/event-inspiration"]) {
      expect(urls).toContain(url);
    }
    expect(body.events.length).toBeGreaterThanOrEqual(10);
  });

  it("answers empty content with 404 (SPEC section 4) and a bad slug with 400", async () => {
    const missing = await getJson<{ error: { code: string } }>("/api/cms/events/no-such-event");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("NOT_FOUND");
    expect((await getJson("/api/cms/events/..%2Fetc")).status).toBe(400);
  });
});

describe("GET /api/cms/service/{slug}?servicePageType", () => {
  it("returns a service type page's copy with serviceId and no redirect", async () => {
    const { status, body } = await getJson<{ content: ServiceContentDto }>(
      "/api/cms/service/dj?servicePageType=service",
    );
    expect(status).toBe(200);
    expect(body.content).toMatchObject({ slug: "dj", pageType: "service", redirectUrl: null });
    expect(body.content.serviceId).toEqual(expect.any(Number));
    expect(body.content.intro.length).toBeGreaterThan(20);
    expect(body.content.bodyHtml).toContain("<h2>");
  });

  it("gives a service type without its own copy the copy of its family", async () => {
    const { body } = await getJson<{ content: ServiceContentDto }>("/api/cms/service/club-dj?servicePageType=service");
    expect(body.content.title).toBe("Club DJs");
    expect(body.content.bodyHtml.length).toBeGreaterThan(100);
  });

  it("returns the copy of every Services menu group page", async () => {
    for (const slug of ["musical-entertainment", "dj", "variety-act-landing", "speakers", "event-services"]) {
      const { status, body } = await getJson<{ content: ServiceContentDto }>(
        `/api/cms/service/${slug}?servicePageType=group`,
      );
      expect(status, slug).toBe(200);
      expect(body.content.pageType).toBe("group");
      expect(body.content.bodyHtml.length).toBeGreaterThan(100);
    }
  });

  it("carries redirects: kids party entertainment to /gigkids, virtual services, and state pages to their search", async () => {
    const kids = await getJson<{ content: ServiceContentDto }>(
      "/api/cms/service/kids-party-entertainment?servicePageType=service",
    );
    expect(kids.body.content.redirectUrl).toBe("/gigkids");
    const virtual = await getJson<{ content: ServiceContentDto }>(
      "/api/cms/service/virtual-party-services?servicePageType=service",
    );
    expect(virtual.body.content.redirectUrl).toBe("/virtual-event-services");
    const state = await getJson<{ content: ServiceContentDto }>(
      "/api/cms/service/dj?servicePageType=state&stateAbbreviation=tx",
    );
    expect(state.status).toBe(200);
    expect(state.body.content.redirectUrl).toBe("/search/dj-texas#state-cities");
    const city = await getJson<{ content: ServiceContentDto }>(
      "/api/cms/service/dj?servicePageType=city&stateAbbreviation=TX&cityFirstLetter=k-q",
    );
    expect(city.body.content.redirectUrl).toBe("/search/dj-texas#state-cities");
  });

  it("answers 404 for unknown service types, groups and states", async () => {
    expect((await getJson("/api/cms/service/no-such-type?servicePageType=service")).status).toBe(404);
    expect((await getJson("/api/cms/service/photographer?servicePageType=group")).status).toBe(404);
    expect((await getJson("/api/cms/service/dj?servicePageType=state&stateAbbreviation=zz")).status).toBe(404);
  });

  it.each([
    "",
    "?servicePageType=county",
    "?servicePageType=state",
    "?servicePageType=state&stateAbbreviation=texas",
    "?servicePageType=city&stateAbbreviation=tx",
    "?servicePageType=city&stateAbbreviation=tx&cityFirstLetter=a-z",
  ])("refuses bad parameters: %s", async (query) => {
    expect((await getJson(`/api/cms/service/dj${query}`)).status).toBe(400);
  });
});

describe("GET /api/cms/pages/{slug}", () => {
  it("returns each information page, and 404 for others", async () => {
    for (const slug of [
      "free-guides",
      "testimonials",
      "advertise-with-us",
      "event-expert",
      "press",
      "wedding-entertainment",
      "local",
      "contact",
    ]) {
      const { status, body } = await getJson<{ page: { path: string; bodyHtml: string } }>(`/api/cms/pages/${slug}`);
      expect(status, slug).toBe(200);
      expect(body.page.path).toBe(`/${slug}`);
      expect(body.page.bodyHtml.length).toBeGreaterThan(100);
    }
    expect((await getJson("/api/cms/pages/no-such-page")).status).toBe(404);
  });
});

describe("POST /api/v1/contact-messages", () => {
  const valid = {
    name: "Ana Ruiz",
    email: "ana@example.com",
    topic: "planning",
    message: "Can you help me plan a 50th?",
  };

  it("stores a valid message and confirms", async () => {
    const response = await app.inject({ method: "POST", url: "/api/v1/contact-messages", payload: valid });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id: expect.any(Number), message: CONTACT_MESSAGES.sent });
    const rows = await database.db.execute<{ email: string; message: string }>(
      `select email, message from contact_messages where id = ${response.json().id}`,
    );
    expect(rows.rows[0]).toEqual({ email: valid.email, message: valid.message });
  });

  it("refuses bad input with the message of each field", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/contact-messages",
      payload: { name: "", email: "not-an-email", topic: "spam", message: "hi" },
      remoteAddress: "10.0.0.2",
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields as Record<string, string>;
    expect(fields).toMatchObject({
      name: CONTACT_MESSAGES.name,
      email: CONTACT_MESSAGES.email,
      topic: CONTACT_MESSAGES.topic,
      message: CONTACT_MESSAGES.messageShort,
    });
  });

  it("limits how many messages one address sends", async () => {
    const send = () =>
      app.inject({ method: "POST", url: "/api/v1/contact-messages", payload: valid, remoteAddress: "10.0.0.9" });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await send()).statusCode);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
  });
});
