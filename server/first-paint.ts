import { readFileSync } from "node:fs";
import path from "node:path";
import postcss, { type AtRule, type ChildNode, type Rule } from "postcss";
import type { FirstPaint } from "#features/services.server.ts";

/**
 * What a page's first paint waits for: its HTML and nothing else (decision 045).
 *
 * - **Critical styles inlined.** The rules of the site's stylesheet that can match the page as
 *   rendered, read from its class attributes, go into its head. The whole stylesheet is linked at the
 *   end of the body, for what scripts add later (an opened menu, a dialog, the next page).
 * - **Scripts and the stylesheet fetched at low priority.** The page is whole and readable without
 *   them, so its images and font go first, and the code that makes it interactive follows.
 *
 * A rule is kept when one of its selectors needs only classes the page has. Selectors without a
 * class (elements, attributes, `:root`) are always kept, and classes inside `:not()`, `:is()`,
 * `:where()` and `:has()`, or dots in an attribute's value, are not required, so the inlined rules are
 * a superset of what matches.
 */

/** One rule of a stylesheet, with the at-rules around it and what it needs to match. */
type StylePiece = {
  /** `@media (min-width:768px)` and the like, outermost first. */
  wrappers: readonly string[];
  text: string;
  /** Per selector, the classes it needs; `null` when the piece is always kept. */
  classSets: readonly (readonly string[])[] | null;
};

const LOGICAL_PSEUDO = /:(?:not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g;
const ATTRIBUTE_SELECTOR = /\[[^\]]*\]/g;
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const CONTAINER_AT_RULES = new Set(["media", "supports", "container", "layer"]);

function classesNeeded(selector: string): string[] {
  const withoutConditions = selector.replace(LOGICAL_PSEUDO, "").replace(ATTRIBUTE_SELECTOR, "");
  return [...withoutConditions.matchAll(CLASS_IN_SELECTOR)].map((match) => match[1] as string);
}

function piecesOf(nodes: readonly ChildNode[], wrappers: readonly string[]): StylePiece[] {
  return nodes.flatMap((node): StylePiece[] => {
    if (node.type === "rule") {
      const classSets = (node as Rule).selectors.map(classesNeeded);
      return [
        { wrappers, text: node.toString(), classSets: classSets.some((set) => set.length === 0) ? null : classSets },
      ];
    }
    if (node.type === "atrule") {
      const atRule = node as AtRule;
      if (CONTAINER_AT_RULES.has(atRule.name) && atRule.nodes) {
        return piecesOf(atRule.nodes, [...wrappers, `@${atRule.name} ${atRule.params}`]);
      }
      // @font-face, @keyframes, @property: small, and needed whichever classes match.
      return [{ wrappers, text: node.toString(), classSets: null }];
    }
    return [];
  });
}

/** The rules of a stylesheet, each with the at-rules around it and the classes it needs. */
export function indexStylesheet(css: string): readonly StylePiece[] {
  return piecesOf(postcss.parse(css).nodes, []);
}

export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (match[1] as string).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The pieces that can match an element with these classes, in the stylesheet's order, at-rules kept. */
export function stylesFor(pieces: readonly StylePiece[], classes: ReadonlySet<string>): string {
  let css = "";
  let open: readonly string[] = [];
  for (const piece of pieces) {
    if (piece.classSets && !piece.classSets.some((set) => set.every((name) => classes.has(name)))) continue;
    let shared = 0;
    while (shared < open.length && shared < piece.wrappers.length && open[shared] === piece.wrappers[shared]) shared++;
    css += "}".repeat(open.length - shared);
    for (const wrapper of piece.wrappers.slice(shared)) css += `${wrapper}{`;
    open = piece.wrappers;
    css += piece.text;
  }
  return css + "}".repeat(open.length);
}

const PAGE_CODE_LINK = /<link (?=[^>]*\brel="(?:modulepreload|stylesheet)")/g;
const LOW_PRIORITY = Buffer.from('fetchpriority="low" ');

/**
 * Reads and indexes the built stylesheets once, at start-up (a missing file fails the start, not a
 * page), and returns what readies a rendered page for its first paint: its critical styles before
 * `</head>`, and `fetchpriority="low"` on its module preloads and stylesheet link.
 */
export function createFirstPaint(assetsDirectory: string, stylesheets: Iterable<string>): FirstPaint {
  const indexes = new Map<string, readonly StylePiece[]>();
  for (const href of stylesheets) {
    indexes.set(href, indexStylesheet(readFileSync(path.join(assetsDirectory, href), "utf8")));
  }
  return (page, hrefs) => {
    // Read as latin1, a string's offsets are the buffer's: the page is spliced, not encoded again.
    // The tags and class names looked for are ASCII.
    const html = page.toString("latin1");
    const headEnd = html.indexOf("</head>");
    if (headEnd < 0) return page;
    const classes = classesOf(html);
    const css = hrefs.map((href) => stylesFor(indexes.get(href) ?? [], classes)).join("");
    const insertions: [offset: number, bytes: Buffer][] = [];
    // PostCSS writes "</style" inside a value as "\3c /style": the element cannot end early.
    if (css) insertions.push([headEnd, Buffer.from(`<style data-critical>${css}</style>`)]);
    for (const link of html.matchAll(PAGE_CODE_LINK)) insertions.push([link.index + "<link ".length, LOW_PRIORITY]);
    insertions.sort((first, second) => first[0] - second[0]);
    const parts: Buffer[] = [];
    let copied = 0;
    for (const [offset, bytes] of insertions) {
      parts.push(page.subarray(copied, offset), bytes);
      copied = offset;
    }
    parts.push(page.subarray(copied));
    return Buffer.concat(parts);
  };
}
