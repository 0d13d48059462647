import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { classesOf, createFirstPaint, indexStylesheet, stylesFor } from "./first-paint.ts";

const STYLESHEET = [
  "@font-face{font-family:Figtree;src:url(/assets/figtree.woff2)}",
  ":root{--space-1:4px}",
  "body{margin:0}",
  ".card{padding:var(--space-1)}",
  ".card__title,.teaser__title{font-weight:600}",
  ".card.card--open .card__body{display:block}",
  ".menu:not(.menu--open){display:none}",
  "@media (width>=768px){.card{padding:8px}.dialog{width:40rem}@supports (display:grid){.card{display:grid}}}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
  ".dialog{position:fixed}",
].join("");

const pieces = indexStylesheet(STYLESHEET);

describe("the critical styles of a page", () => {
  it("keeps the rules that can match the page's classes, in order, inside their at-rules", () => {
    expect(stylesFor(pieces, new Set(["card"]))).toBe(
      [
        "@font-face{font-family:Figtree;src:url(/assets/figtree.woff2)}",
        ":root{--space-1:4px}",
        "body{margin:0}",
        ".card{padding:var(--space-1)}",
        "@media (width>=768px){.card{padding:8px}@supports (display:grid){.card{display:grid}}}",
        "@keyframes spin{to{transform:rotate(1turn)}}",
      ].join(""),
    );
  });

  it("keeps a rule when any one of its selectors can match, and needs every class of a compound selector", () => {
    expect(stylesFor(pieces, new Set(["teaser__title"]))).toContain(".card__title,.teaser__title{font-weight:600}");
    expect(stylesFor(pieces, new Set(["card", "card__body"]))).not.toContain("card--open");
    expect(stylesFor(pieces, new Set(["card", "card--open", "card__body"]))).toContain(
      ".card.card--open .card__body{display:block}",
    );
  });

  it("does not require the classes a selector names only to exclude them, nor a dot in an attribute's value", () => {
    expect(stylesFor(pieces, new Set(["menu"]))).toContain(".menu:not(.menu--open){display:none}");
    const links = indexStylesheet('.doc a[href$=".pdf"]{padding-right:16px}');
    expect(stylesFor(links, new Set(["doc"]))).toBe('.doc a[href$=".pdf"]{padding-right:16px}');
  });

  it("leaves out the rules of what the page does not show, in and out of media queries", () => {
    const css = stylesFor(pieces, new Set(["card"]));
    expect(css).not.toContain(".dialog");
    expect(stylesFor(pieces, new Set(["dialog"]))).toContain("@media (width>=768px){.dialog{width:40rem}}");
  });

  it("reads the class attributes of rendered HTML, SVG included", () => {
    const html =
      '<div class="card  card--open"><svg class="icon" aria-hidden="true"></svg><p data-class="x">class</p></div>';
    expect([...classesOf(html)].sort()).toEqual(["card", "card--open", "icon"]);
  });
});

describe("readying a rendered page for its first paint", () => {
  const assets = mkdtempSync(path.join(tmpdir(), "marquee-styles-"));
  afterAll(() => rmSync(assets, { recursive: true, force: true }));
  writeFileSync(path.join(assets, "style.css"), `${STYLESHEET}.odd{content:"</style><script>"}`);
  const inline = createFirstPaint(assets, ["/style.css"]);

  it("puts the page's critical styles at the end of its head, and changes nothing else", () => {
    const page = '<html><head><title>Quinceañera – DJ</title></head><body><main class="card">é</main></body></html>';
    const answer = inline(Buffer.from(page), ["/style.css"]).toString();
    expect(answer).toMatch(
      /^<html><head><title>Quinceañera – DJ<\/title><style data-critical>.*\.card\{padding:var\(--space-1\)\}.*<\/style><\/head>/,
    );
    expect(answer.replace(/<style data-critical>.*?<\/style>/, "")).toBe(page);
  });

  it("cannot close its element early, whatever the stylesheet holds", () => {
    const answer = inline(Buffer.from('<head></head><body><p class="odd"></p></body>'), ["/style.css"]).toString();
    expect(answer).toContain('.odd{content:"\\3c /style><script>"}');
    expect(answer.match(/<\/style>/g)).toHaveLength(1);
  });

  it("leaves a fragment without a head as it is, and inlines nothing for a page without stylesheets", () => {
    const fragment = Buffer.from('<p class="card"></p>');
    expect(inline(fragment, ["/style.css"])).toBe(fragment);
    const page = '<head></head><body class="card"></body>';
    expect(inline(Buffer.from(page), []).toString()).toBe(page);
  });

  it("marks the page's module preloads and stylesheet, and only those, to be fetched at low priority", () => {
    const html = [
      '<head><link rel="preload" as="image" href="/images/a.jpg" fetchPriority="high"/>',
      '<link rel="preload" href="/assets/figtree.woff2" as="font"/>',
      '<link rel="modulepreload" href="/assets/libraries.js" nonce="n"/></head>',
      '<body><p>rel="stylesheet"</p><link nonce="n" rel="stylesheet" href="/assets/style.css"/></body>',
    ].join("");
    expect(inline(Buffer.from(html), []).toString()).toBe(
      [
        '<head><link rel="preload" as="image" href="/images/a.jpg" fetchPriority="high"/>',
        '<link rel="preload" href="/assets/figtree.woff2" as="font"/>',
        '<link fetchpriority="low" rel="modulepreload" href="/assets/libraries.js" nonce="n"/></head>',
        '<body><p>rel="stylesheet"</p><link fetchpriority="low" nonce="n" rel="stylesheet" href="/assets/style.css"/></body>',
      ].join(""),
    );
  });

  it("fails at start-up, not on a page, when a stylesheet of the build is missing", () => {
    expect(() => createFirstPaint(assets, ["/missing.css"])).toThrow(/ENOENT/);
  });
});
