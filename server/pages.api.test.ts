import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServices } from "#features/services.server.ts";
import { POSTGRES_INTEGER_MAX } from "#lib/constants.ts";
import { BOUNDARY_TEXTS } from "#tests/fuzz/json-schema-arbitrary.ts";
import { logIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { createTestDatabase } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";

// Renders pages through the production build (`npm test` builds first).
describe("pages", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = await buildTestApp(database, { contactPhone: "(512) 555-0177" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("renders the home page on the server with the header, the search form and the footer", async () => {
    const response = await app.inject("/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    const html = response.body;
    expect(html).toContain("<header");
    expect(html).toContain("Party Planning");
    expect(html).toContain("List Your Service");
    expect(html).toContain("I&#x27;m looking for a");
    expect(html).toContain("My event is in");
    expect(html).toContain("Event Date (Optional)");
    expect(html).toContain("<footer");
    expect(html).toContain("(512) 555-0177");
  });

  it("links every menu entry of the spec to its route", async () => {
    const html = (await app.inject("/")).body;
    for (const href of [
      "/themes/disco",
      "/themes/western",
      "/themes/decades",
      "/themes/kids-party-themes",
      "/themes",
      "/gigkids",
      "/events/wedding",
      "/virtual-event-services",
      "/event-inspiration",
      "/events",
      "/articles/tag/tips",
      "/articles/tag/advice",
      "/articles/tag/inspiration",
      "/articles",
      "/musical-entertainment",
      "/dj",
      "/variety-act-landing",
      "/speakers",
      "/event-services",
      "/login",
      "/signup/landing",
      "/contact",
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it("answers an unknown page with the styled 404 page and status 404", async () => {
    const response = await app.inject("/no/such/page");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toMatch(/couldn(&#x27;|.)t find that page/i);
    expect(response.body).toContain("Party Planning");
  });

  it("renders widget mode with the minimal header and the lighter footer, its links staying in the widget", async () => {
    const html = (await app.inject("/?widget=1")).body;
    expect(html).toContain("site-header--widget");
    expect(html).toContain('href="/?widget=1"');
    expect(html).not.toContain("Party Planning");
    expect(html).not.toContain("List Your Service");
    expect(html).toContain("Search powered by");
    expect(html).not.toContain('href="tel:');
  });

  it("shows 'Email Us' and the phone number instead of the menu while a request is written", async () => {
    const html = (await app.inject("/createrequest")).body;
    expect(html).toContain("site-header--contact-only");
    expect(html).not.toContain("Party Planning");
    expect(html).toMatch(
      /<header[^>]*>[\s\S]*href="\/contact"[\s\S]*Email Us[\s\S]*href="tel:5125550177"[\s\S]*<\/header>/,
    );
  });

  it("inlines the page's critical styles in its head, links the whole stylesheet at the end of its body, and fetches its code at low priority", async () => {
    for (const url of ["/", "/login"]) {
      const html = (await app.inject(url)).body;
      const head = html.slice(0, html.indexOf("</head>"));
      const critical = /<style data-critical>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? "";
      expect(critical).toContain(".site-header{");
      // The operator console's rules are not needed on a public page.
      expect(critical).not.toMatch(/\.admin\{/);
      expect(head).not.toContain('rel="stylesheet"');
      const stylesheet = html.lastIndexOf('rel="stylesheet"');
      expect(stylesheet).toBeGreaterThan(html.indexOf("</footer>"));
      const pageCode = html.match(/<link\b[^>]*rel="(?:modulepreload|stylesheet)"[^>]*>/g) ?? [];
      expect(pageCode.length).toBeGreaterThan(2);
      expect(pageCode.filter((link) => !link.includes('fetchpriority="low"'))).toEqual([]);
    }
  });

  it("serves hashed assets with immutable caching and compresses text", async () => {
    const html = (await app.inject("/")).body;
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await app.inject({ url: asset as string, headers: { "accept-encoding": "br, gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toMatch(/br|gzip/);
    const page = await app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(page.headers["content-encoding"]).toBe("gzip");
  });
});

/** The headers that defend an answer, after its status and content type, with the page's nonce made constant. */
function securityHeaders(response: LightMyRequestResponse): Record<string, string | number> {
  const names = [
    "content-type",
    "content-security-policy",
    "x-frame-options",
    "strict-transport-security",
    "x-content-type-options",
    "referrer-policy",
  ];
  return {
    status: response.statusCode,
    ...Object.fromEntries(
      names
        .filter((name) => response.headers[name] !== undefined)
        .map((name) => [name, String(response.headers[name]).replace(/'nonce-[^']*'/, "'nonce-…'")]),
    ),
  };
}

/** The nonce a response's Content-Security-Policy allows scripts with. */
function policyNonce(response: LightMyRequestResponse): string | undefined {
  return /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];
}

describe("security headers on an HTTPS origin", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = await buildTestApp(database, {
      publicOrigin: "https://marquee.example",
      logoutRedirect: "https://www.marquee.example/goodbye",
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("gives a page its Content-Security-Policy with a nonce, framed by this site only", async () => {
    expect(securityHeaders(await app.inject("/"))).toMatchInlineSnapshot(`
      {
        "content-security-policy": "default-src 'self'; script-src 'self' 'nonce-…' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; media-src 'self'; connect-src 'self'; frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com; object-src 'none'; base-uri 'none'; form-action 'self' https://www.marquee.example; frame-ancestors 'self'",
        "content-type": "text/html",
        "referrer-policy": "strict-origin-when-cross-origin",
        "status": 200,
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "x-content-type-options": "nosniff",
        "x-frame-options": "SAMEORIGIN",
      }
    `);
  });

  it("lets any site frame a widget page, under the same script policy", async () => {
    expect(securityHeaders(await app.inject("/?widget=1"))).toMatchInlineSnapshot(`
      {
        "content-security-policy": "default-src 'self'; script-src 'self' 'nonce-…' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; media-src 'self'; connect-src 'self'; frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com; object-src 'none'; base-uri 'none'; form-action 'self' https://www.marquee.example",
        "content-type": "text/html",
        "referrer-policy": "strict-origin-when-cross-origin",
        "status": 200,
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "x-content-type-options": "nosniff",
      }
    `);
  });

  it("keeps the page policy on the 404 page", async () => {
    expect(securityHeaders(await app.inject("/no/such/page"))).toMatchInlineSnapshot(`
      {
        "content-security-policy": "default-src 'self'; script-src 'self' 'nonce-…' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; media-src 'self'; connect-src 'self'; frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com; object-src 'none'; base-uri 'none'; form-action 'self' https://www.marquee.example; frame-ancestors 'self'",
        "content-type": "text/html",
        "referrer-policy": "strict-origin-when-cross-origin",
        "status": 404,
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "x-content-type-options": "nosniff",
        "x-frame-options": "SAMEORIGIN",
      }
    `);
  });

  it("locks down API answers, errors included, and files, so opened on their own nothing in them runs", async () => {
    expect(securityHeaders(await app.inject("/api/v1/health"))).toMatchInlineSnapshot(`
      {
        "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
        "content-type": "application/json; charset=utf-8",
        "referrer-policy": "strict-origin-when-cross-origin",
        "status": 200,
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "x-content-type-options": "nosniff",
      }
    `);
    expect(securityHeaders(await app.inject("/api/v1/no-such-route"))).toMatchInlineSnapshot(`
      {
        "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
        "content-type": "application/json; charset=utf-8",
        "referrer-policy": "strict-origin-when-cross-origin",
        "status": 404,
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "x-content-type-options": "nosniff",
      }
    `);
    const favicon = /href="(\/assets\/favicon-[^"]+\.svg)"/.exec((await app.inject("/")).body)?.[1];
    expect(favicon).toBeDefined();
    expect(securityHeaders(await app.inject(favicon as string))).toMatchInlineSnapshot(`
      {
        "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
        "content-type": "image/svg+xml",
        "referrer-policy": "strict-origin-when-cross-origin",
        "status": 200,
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "x-content-type-options": "nosniff",
      }
    `);
  });

  it("makes a new nonce for every page, the one every script and module preload on it carries", async () => {
    const first = await app.inject("/");
    const second = await app.inject("/");
    const nonce = policyNonce(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policyNonce(second)).not.toBe(nonce);
    // JSON-LD is data the browser never runs, so it needs no nonce; every other script does.
    const scripts = first.body.match(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>/g) ?? [];
    const preloads = first.body.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    expect(preloads.length).toBeGreaterThan(0);
    for (const element of [...scripts, ...preloads]) expect(element).toContain(`nonce="${nonce}"`);
  });
});

describe("numbers in page addresses", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const cookies = new Map<"admin" | "planner" | "vendor", string>();
  beforeAll(async () => {
    const seeded = await createSeededDatabase("pglite", 30);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    const services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    cookies.set("admin", (await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password)).cookie);
    cookies.set("planner", (await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password)).cookie);
    cookies.set("vendor", (await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password)).cookie);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  type NumberedPage = {
    address: (value: string) => string;
    as?: "admin" | "planner" | "vendor";
    /** The page refuses a value that cannot name a record with a 4xx; otherwise it falls back to its default. */
    refuses: boolean;
  };
  const value = encodeURIComponent;
  const NUMBERED_PAGES: NumberedPage[] = [
    { address: (id) => `/search/${value(id)}`, refuses: true },
    { address: (id) => `/search/${value(id)}?shown=${value(id)}`, refuses: true },
    { address: (id) => `/search?serviceType=dj&location=austin&memberId=${value(id)}`, refuses: true },
    { address: (id) => `/dashboard/leads/${value(id)}`, as: "vendor", refuses: true },
    { address: (id) => `/client/events/${value(id)}`, as: "planner", refuses: true },
    { address: (id) => `/client/events/1?sent=${value(id)}`, as: "planner", refuses: false },
    { address: (id) => `/createrequest?memberId=${value(id)}&serviceTypeId=${value(id)}`, refuses: false },
    { address: (id) => `/requestquote?memberId=${value(id)}`, refuses: false },
    { address: (id) => `/dashboard?memberId=${value(id)}`, as: "admin", refuses: false },
    { address: (id) => `/dashboard/photos?memberId=${value(id)}`, as: "admin", refuses: false },
    { address: (id) => `/dashboard/leads?memberId=${value(id)}`, as: "admin", refuses: false },
    { address: (id) => `/dashboard/membership?memberId=${value(id)}`, as: "admin", refuses: false },
    { address: (id) => `/dashboard/insights?memberId=${value(id)}&days=${value(id)}`, as: "admin", refuses: false },
    { address: (id) => `/dashboard/insights?days=${value(id)}`, as: "vendor", refuses: false },
    { address: (id) => `/articles?page=${value(id)}`, refuses: true },
    { address: (id) => `/articles/tag/tips?page=${value(id)}`, refuses: true },
    { address: (id) => `/dj/neon-nights-dj-co?month=${value(id)}`, refuses: false },
    {
      address: (number) =>
        `/search/dj-austin-tx?${["sort", "distance", "minNumberOfReviews", "minRating", "overrideCategory", "overrideSortSeed", "venueType", "shown", "relatedShown"].map((key) => `${key}=${value(number)}`).join("&")}`,
      refuses: false,
    },
    { address: (number) => `/virtual-event-services?shown=${value(number)}&sort=${value(number)}`, refuses: false },
    { address: (number) => `/kids-party-entertainment/austin-tx?shown=${value(number)}`, refuses: false },
  ];

  it.each(NUMBERED_PAGES.map((page) => ({ ...page, example: decodeURIComponent(page.address("{n}")) })))(
    "$example answers integer boundaries with a 4xx or its default, never a 5xx",
    async ({ address, as, refuses }) => {
      const wrong: string[] = [];
      for (const text of BOUNDARY_TEXTS) {
        const url = address(text);
        const headers = as ? { cookie: cookies.get(as) as string } : {};
        const response = await app.inject({ url, headers });
        const canNameRecord = text === String(POSTGRES_INTEGER_MAX);
        if (response.statusCode >= 500 || (refuses && !canNameRecord && response.statusCode < 400)) {
          wrong.push(`${url} answered ${response.statusCode}`);
        }
        if (response.statusCode === 404) expect(response.body).toMatch(/couldn(&#x27;|.)t find that page/i);
      }
      expect(wrong).toEqual([]);
    },
  );
});
