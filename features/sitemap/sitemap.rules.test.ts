import { describe, expect, it } from "vitest";
import {
  absoluteSitemapUrl,
  escapeXml,
  parseSitemapFileName,
  robotsTxt,
  SITEMAP_URL_LIMIT,
  sitemapIndexXml,
  sitemapPartCount,
  sitemapPartWindow,
  urlsetXml,
} from "./sitemap.rules.ts";

const ORIGIN = "https://marquee.example";

describe("splitting into parts", () => {
  it("keeps the protocol's 50,000 URLs a file", () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    expect(sitemapPartCount(0)).toBe(0);
    expect(sitemapPartCount(50_000)).toBe(1);
    expect(sitemapPartCount(50_001)).toBe(2);
  });

  it("with the limit lowered to 3, cuts 7 rows into 3, 3 and 1 and never repeats or skips one", () => {
    const rows = Array.from({ length: 7 }, (_, index) => index);
    const parts = Array.from({ length: sitemapPartCount(rows.length, 3) }, (_, index) => {
      const window = sitemapPartWindow(index + 1, 3);
      return rows.slice(window.offset, window.offset + window.limit);
    });
    expect(parts).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
  });

  it("refuses to draw a file over the limit", () => {
    const entries = Array.from({ length: SITEMAP_URL_LIMIT + 1 }, (_, index) => ({ path: `/v/${index}` }));
    expect(() => urlsetXml(ORIGIN, entries)).toThrow(RangeError);
  });
});

describe("file names", () => {
  it("reads a kind and a part, and nothing else", () => {
    expect(parseSitemapFileName("vendors-2.xml")).toEqual({ kind: "vendors", part: 2 });
    expect(parseSitemapFileName("content-1.xml")).toEqual({ kind: "content", part: 1 });
    for (const name of ["vendors-0.xml", "vendors-01.xml", "people-1.xml", "vendors.xml", "vendors-1.xml.gz"])
      expect(parseSitemapFileName(name)).toBeUndefined();
  });
});

describe("XML", () => {
  it("escapes the five XML characters", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
  });

  it("draws a urlset in the sitemap namespace with absolute, escaped locations and lastmod", () => {
    const xml = urlsetXml(ORIGIN, [
      { path: "/dj/neon-nights", lastModified: new Date("2026-11-20T10:00:00Z") },
      { path: "/search/dj-austin-tx?a=1&b=2" },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain(
      "<url><loc>https://marquee.example/dj/neon-nights</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://marquee.example/search/dj-austin-tx?a=1&amp;b=2</loc></url>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("draws an index naming each part under /sitemaps/", () => {
    const xml = sitemapIndexXml(`${ORIGIN}/`, [
      { kind: "vendors", part: 1, lastModified: new Date("2026-11-21T00:00:00Z") },
      { kind: "landing", part: 1, lastModified: null },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      "<sitemap><loc>https://marquee.example/sitemaps/vendors-1.xml</loc><lastmod>2026-11-21T00:00:00.000Z</lastmod></sitemap>",
    );
    expect(xml).toContain("<sitemap><loc>https://marquee.example/sitemaps/landing-1.xml</loc></sitemap>");
  });

  it("makes absolute URLs on the origin whether or not it ends with a slash", () => {
    expect(absoluteSitemapUrl(ORIGIN, "/terms")).toBe("https://marquee.example/terms");
    expect(absoluteSitemapUrl(`${ORIGIN}/`, "/")).toBe("https://marquee.example/");
  });
});

describe("robots.txt", () => {
  it("opens the site, closes the private and duplicate pages and names the sitemap", () => {
    const text = robotsTxt(ORIGIN);
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ["/admin", "/dashboard", "/client", "/account", "/api/", "/dev/", "/login", "/createrequest"])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain("Sitemap: https://marquee.example/sitemap.xml\n");
    expect(text).not.toMatch(/Disallow: \/(search\/|terms|privacy|cookies)/);
  });
});
