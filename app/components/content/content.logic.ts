import { pageMeta } from "#app/lib/page-meta.ts";
import { BLOG_CATEGORIES, INGREDIENT_TYPES, type IngredientType, tagLabel } from "#features/content/content.rules.ts";
import { HERO_IMAGE_SIZE } from "#lib/constants.ts";
import { imageUrl } from "#features/media/media.rules.ts";

/** Content hero images are stored at the OpenGraph size; every size keeps that ratio. */
export const HERO_WIDTH = HERO_IMAGE_SIZE.width;
export const HERO_HEIGHT = HERO_IMAGE_SIZE.height;
const HERO_WIDTHS = [400, 600, 900, 1200] as const;

/** The hero image at a width, cropped to the 1200 x 630 ratio. */
export function heroImageUrl(storageKey: string, width: number = HERO_WIDTH): string {
  return imageUrl(storageKey, {
    width,
    height: Math.round((width * HERO_HEIGHT) / HERO_WIDTH),
    fit: "cover",
    quality: 78,
  });
}

/** A `srcset` of the hero image up to `maxWidth`. */
export function heroSrcSet(storageKey: string, maxWidth: number = HERO_WIDTH): string {
  return HERO_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${heroImageUrl(storageKey, width)} ${width}w`)
    .join(", ");
}

/** An absolute URL of a path on the public site. */
export function absoluteUrl(path: string, publicOrigin: string): string {
  return new URL(path, publicOrigin).toString();
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2026-02-12" (or a full ISO timestamp) reads "February 12, 2026", the same on the server and in the browser. */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : DATE_FORMAT.format(date);
}

export function readingTimeText(minutes: number): string {
  return `${minutes} min read`;
}

/** "33 party themes", "1 party theme". */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`;
}

/** Words a tag spells in capitals. */
const TAG_WORDS: Record<string, string> = { dj: "DJ", djs: "DJs", mc: "MC", mcs: "MCs", diy: "DIY", faq: "FAQ" };

/** A tag as people read it: "party-playlists" reads "Party playlists", "djs" reads "DJs". */
export function tagText(tag: string): string {
  return tagLabel(tag)
    .split(" ")
    .map((word) => TAG_WORDS[word.toLowerCase()] ?? word)
    .join(" ");
}

/** The tags of the articles menu: the blog categories of SPEC section 2, and party trends. */
export const ARTICLE_MENU_TAGS: readonly string[] = [...BLOG_CATEGORIES, "party-trends"];

export function articlesPath(tag: string | null): string {
  return tag ? `/articles/tag/${tag}` : "/articles";
}

/** Page 1 is the bare path; page N carries `?page=N`. */
export function articlesPageHref(tag: string | null, page: number): string {
  return page <= 1 ? articlesPath(tag) : `${articlesPath(tag)}?page=${page}`;
}

/** "?page=3" reads 3; no parameter reads 1; anything else (0, -1, 2.5, "abc", "02") is invalid. */
export function parsePageParam(value: string | null): number | undefined {
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : undefined;
}

export function articlesHeading(tag: string | null): string {
  return tag ? `${tagText(tag)} articles` : "Party planning articles";
}

/** "Party planning articles | Marquee", "Tips articles | Marquee - page 2". */
export function articlesTitle(tag: string | null, page: number): string {
  return `${articlesHeading(tag)} | Marquee${page > 1 ? ` - page ${page}` : ""}`;
}

export type PageLink = { kind: "page"; page: number } | { kind: "gap"; key: string };

/** Page numbers to show: the first, the last, and the current one with its neighbours, gaps between. */
export function paginationItems(current: number, pageCount: number): PageLink[] {
  const pages = new Set(
    [1, pageCount, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pageCount),
  );
  // A gap of a single page reads better as that page.
  if (pages.has(3) && !pages.has(2) && pages.has(1)) pages.add(2);
  if (pages.has(pageCount - 2) && !pages.has(pageCount - 1) && pages.has(pageCount)) pages.add(pageCount - 1);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageLink[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous > 1) items.push({ kind: "gap", key: `gap-${previous}` });
    items.push({ kind: "page", page });
    previous = page;
  }
  return items;
}

const INGREDIENT_TYPE_LABELS: Record<IngredientType, string> = {
  decor: "Decor",
  music: "Music",
  food: "Food",
  drink: "Drinks",
  activity: "Activities",
  entertainment: "Entertainment",
  attire: "What to wear",
};

export function ingredientTypeLabel(type: IngredientType): string {
  return INGREDIENT_TYPE_LABELS[type];
}

/** Ingredients by type, in the catalogue order of types; types without ingredients are left out. */
export function groupIngredients<Item extends { type: IngredientType }>(
  items: readonly Item[],
): { type: IngredientType; label: string; items: Item[] }[] {
  return INGREDIENT_TYPES.map((type) => ({
    type,
    label: ingredientTypeLabel(type),
    items: items.filter((item) => item.type === type),
  })).filter((group) => group.items.length > 0);
}

/** The concept of a theme in a sentence label: "pop-culture" reads "Pop culture". */
export const conceptLabel = tagLabel;

export type ContentMeta = {
  title: string;
  description: string;
  canonicalUrl: string;
  ogType?: "article" | "website";
  /** An absolute URL of a 1200 x 630 image. */
  ogImage?: string | null;
};

/** Title, description, canonical link and the OpenGraph tags of a content page. */
export function contentMeta(page: ContentMeta | undefined) {
  if (!page) return [];
  return [
    ...pageMeta(page),
    { property: "og:site_name", content: "Marquee" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: page.canonicalUrl },
    { property: "og:type", content: page.ogType ?? "website" },
    ...(page.ogImage
      ? [
          { property: "og:image", content: page.ogImage },
          { property: "og:image:width", content: String(HERO_WIDTH) },
          { property: "og:image:height", content: String(HERO_HEIGHT) },
          { name: "twitter:card", content: "summary_large_image" },
        ]
      : []),
  ];
}

export type ArticleJsonLdInput = {
  headline: string;
  description: string;
  image: string | null;
  datePublished: string;
  dateModified: string;
  author: { type: "Person" | "Organization"; name: string };
  url: string;
  publicOrigin: string;
};

/** schema.org `Article` of an article or a theme page. */
export function articleJsonLd(input: ArticleJsonLdInput) {
  const publisher = { "@type": "Organization", name: "Marquee", url: absoluteUrl("/", input.publicOrigin) };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.headline,
    description: input.description,
    ...(input.image ? { image: [input.image] } : {}),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author:
      input.author.type === "Person"
        ? { "@type": "Person", name: input.author.name }
        : { "@type": "Organization", name: input.author.name, url: publisher.url },
    publisher,
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so no text can close the script. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** Searches linked from a state's page of the places directory, by service type file name. */
export const LOCAL_STATE_SEARCH_TYPES = ["dj", "band", "photographer", "magician", "face-painting", "venue"] as const;

/** Popular searches linked from a city's page of the places directory. */
export const LOCAL_CITY_SEARCH_TYPES = [
  "dj",
  "wedding-dj",
  "band",
  "cover-band",
  "wedding-band",
  "photographer",
  "photo-booth",
  "magician",
  "comedian",
  "face-painting",
  "caricaturist",
  "venue",
] as const;

/** `/local/{abbreviation}` of a state or province. */
export function localStatePath(abbreviation: string): string {
  return `/local/${abbreviation.toLowerCase()}`;
}
