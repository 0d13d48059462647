import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { isMarqueePath } from "./content.rules.ts";

const markdown = new Marked({ gfm: true, async: false });

/**
 * What content HTML may contain: text structure and links inside Marquee. The page owns the `h1`,
 * so a Markdown `#` heading becomes an `h2`; links elsewhere lose their `href` and read as text
 * (an `a` without `href` is no link).
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "blockquote",
    "a",
    "code",
    "hr",
    "br",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: [],
  allowProtocolRelative: false,
  transformTags: {
    h1: "h2",
    a: (tagName, attributes): sanitizeHtml.Tag => {
      const href = attributes.href ?? "";
      return { tagName, attribs: isMarqueePath(href) ? { href } : {} };
    },
  },
};

/** Sanitized HTML of untrusted or editorial HTML. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

export type RenderedMarkdown = { html: string; words: number; links: string[] };

/** Renders Markdown to sanitized HTML, counting words and listing the link targets for validation. */
export function renderMarkdown(source: string): RenderedMarkdown {
  const raw = markdown.parse(source) as string;
  const links = [...raw.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1] as string);
  const text = sanitizeHtml(raw, { allowedTags: [], allowedAttributes: {} });
  const words = text.split(/\s+/).filter(Boolean).length;
  return { html: sanitizeContentHtml(raw), words, links };
}
