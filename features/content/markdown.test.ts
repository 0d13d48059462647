import { describe, expect, it } from "vitest";
import { isMarqueePath } from "./content.rules.ts";
import { renderMarkdown, sanitizeContentHtml } from "./markdown.server.ts";

describe("content Markdown", () => {
  it("renders headings, lists, emphasis and links inside Marquee", () => {
    const { html, words, links } = renderMarkdown(
      "## Music\n\nBook a **DJ** from [our DJs](/services/dj).\n\n- one\n- two",
    );
    expect(html).toBe(
      '<h2>Music</h2>\n<p>Book a <strong>DJ</strong> from <a href="/services/dj">our DJs</a>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
    );
    expect(words).toBe(9);
    expect(links).toEqual(["/services/dj"]);
  });

  it("removes scripts, event handlers, styles, images and frames", () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><img src=x onerror=alert(1)><iframe src="/x"></iframe><p style="color:red" onclick="x()">p</p>',
    ).html;
    expect(html).not.toMatch(/script|onerror|onclick|iframe|img|style/);
    expect(html).toContain("<p>p</p>");
  });

  it("keeps only links to Marquee paths and reads the others as text", () => {
    const html = sanitizeContentHtml(
      '<a href="javascript:alert(1)">a</a><a href="https://evil.example">b</a><a href="//evil.example">c</a><a href="/\\evil.example">d</a><a href="/themes/disco">e</a>',
    );
    expect(html).toBe('<a>a</a><a>b</a><a>c</a><a>d</a><a href="/themes/disco">e</a>');
  });

  it("turns a stray h1 into an h2, since the page owns the h1", () => {
    expect(sanitizeContentHtml("<h1>Title</h1>")).toBe("<h2>Title</h2>");
  });

  it("tells Marquee paths from other destinations", () => {
    expect(isMarqueePath("/articles/tag/tips")).toBe(true);
    expect(isMarqueePath("/")).toBe(true);
    for (const href of ["https://x.example", "//x.example", "/\\x.example", "mailto:a@b.c", "services/dj", "/a b"]) {
      expect(isMarqueePath(href), href).toBe(false);
    }
  });
});
