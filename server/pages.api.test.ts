import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { buildTestApp } from "#tests/support/app.ts";
import { createTestDatabase } from "#tests/support/database.ts";

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

  it("lets only this site frame its pages, except in widget mode, which is made to be embedded", async () => {
    const page = await app.inject("/");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers["content-security-policy"]).toBe("frame-ancestors 'self'");
    const widget = await app.inject("/?widget=1");
    expect(widget.statusCode).toBe(200);
    expect(widget.headers["x-frame-options"]).toBeUndefined();
    expect(widget.headers["content-security-policy"]).toBeUndefined();
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
