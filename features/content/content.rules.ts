/**
 * The rules of Marquee's editorial content, shared by the loader, the API and the pages. Browser-safe:
 * no Zod and no server modules here.
 */

/** Blog categories of SPEC.md section 2, as tag slugs; every article carries its category as a tag. */
export const BLOG_CATEGORIES = [
  "advice",
  "inspiration",
  "music",
  "party-playlists",
  "party-themes",
  "planning",
  "practical-tips",
  "real-events",
  "tips",
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Concepts a theme belongs to; the themes API filters on them with `concept=`. */
export const THEME_CONCEPTS = [
  "decades",
  "kids",
  "holiday",
  "seasonal",
  "cultural",
  "glam",
  "adventure",
  "pop-culture",
  "outdoor",
  "elegant",
] as const;

export const INGREDIENT_TYPES = ["decor", "music", "food", "drink", "activity", "entertainment", "attire"] as const;
export type IngredientType = (typeof INGREDIENT_TYPES)[number];

/**
 * Service page types of `GET /api/cms/service/{slug}?servicePageType=`: a Services menu group page, a
 * service type page, a state page and a city letter-group page of a service type.
 */
export const SERVICE_PAGE_TYPES = ["group", "service", "state", "city"] as const;
export type ServicePageType = (typeof SERVICE_PAGE_TYPES)[number];

/** City lists group by first letter (SPEC section 2). */
export const CITY_LETTER_GROUPS = ["a-j", "k-q", "r-z"] as const;
export type CityLetterGroup = (typeof CITY_LETTER_GROUPS)[number];

export function cityLetterGroupOf(letter: string): CityLetterGroup | undefined {
  const lower = letter.toLowerCase();
  if (!/^[a-z]$/.test(lower)) return undefined;
  if (lower <= "j") return "a-j";
  if (lower <= "q") return "k-q";
  return "r-z";
}

/** Slugs of articles, themes, events and tags: lower-case words joined by single hyphens. */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 120;

export function isContentSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && CONTENT_SLUG_PATTERN.test(value);
}

/** A link inside Marquee: a path on this site, never another host (`//host` and `/\host` included). */
export function isMarqueePath(href: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(href);
}

/** Words read per minute for the "n min read" line. */
const WORDS_PER_MINUTE = 220;

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Human label of a tag slug: "party-playlists" reads "Party playlists". */
export function tagLabel(tag: string): string {
  const words = tag.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Topics a visitor chooses on the contact form. */
export const CONTACT_TOPICS = [
  { value: "planning", label: "Help planning an event" },
  { value: "booking", label: "A request or booking" },
  { value: "vendor", label: "Listing my services" },
  { value: "press", label: "Press and partnerships" },
  { value: "other", label: "Something else" },
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number]["value"];

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5_000,
} as const;

export const CONTACT_MESSAGES = {
  name: "Please enter your name.",
  email: "Please enter a valid email address.",
  topic: "Please choose a topic.",
  messageShort: `Please write at least ${CONTACT_LIMITS.messageMin} characters.`,
  messageLong: `Please keep your message under ${CONTACT_LIMITS.messageMax.toLocaleString("en-US")} characters.`,
  sent: "Thanks, your message is on its way. We answer within one business day.",
} as const;

/** Where a contact message stands in the operator's inbox. */
export const CONTACT_STATUSES = ["new", "answered", "closed"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Contact messages on one page of the inbox. */
export const CONTACT_INBOX_PAGE_SIZE = 25;
export const CONTACT_REPLY_MAX = 5_000;

/** The kinds of content the console edits, as its addresses name them (`/admin/content/:kind/:id`). */
export const CONTENT_KINDS = ["articles", "themes", "guides", "pages"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  articles: "Articles",
  themes: "Themes",
  guides: "Event guides",
  pages: "Information pages",
};

/**
 * What a content file may list (content-files.server.ts refuses a file past these on load), and so the
 * most an answer built from one lists.
 */
export const CONTENT_FILE_LIMITS = {
  articleTags: 6,
  relatedThemes: 6,
  themeIngredients: 14,
  guideServiceTypes: 8,
  guideThemes: 6,
  guideArticleTags: 4,
} as const;

/** The most one answer lists: themes, event guides, articles related to one, and tags asked for at once. */
export const CONTENT_LISTS = {
  themes: 500,
  eventGuides: 100,
  relatedArticles: 3,
  guideArticles: 3,
  tagFilters: 10,
  /** The console's list of one kind's items. */
  consoleItems: 1_000,
  /** A contact message's replies, its newest. */
  contactReplies: 100,
} as const;

/** Bounds of the console's content form, as wide as the content folder allows. */
export const CONTENT_EDIT_LIMITS = {
  titleMax: 120,
  summaryMax: 220,
  bodyMax: 100_000,
  metaTitleMax: 70,
  metaDescriptionMax: 160,
  authorMax: 100,
} as const;

/** Where the site shows an item of content, to link the console to it. */
export function contentSitePath(kind: ContentKind, item: { slug?: string | null; path?: string | null }): string {
  if (kind === "articles") return `/articles/${item.slug}`;
  if (kind === "themes") return `/themes/${item.slug}`;
  return item.path ?? "/";
}
