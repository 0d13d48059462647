import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { statesProvinces } from "./locations.ts";
import { serviceTypes } from "./service-types.ts";

export const articles = pgTable(
  "articles",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    summary: text().notNull(),
    bodyMarkdown: text().notNull(),
    /** The Markdown rendered and sanitized when the content is loaded. */
    bodyHtml: text().notNull(),
    readingMinutes: integer().notNull(),
    category: text().notNull(),
    authorName: text().notNull(),
    heroImageKey: text(),
    metaTitle: text(),
    metaDescription: text(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** False once an operator unpublished it: the site and the API no longer show it. */
    published: boolean().notNull().default(true),
    /** When an operator last edited it in the console; `npm run content:load` leaves such rows alone unless told. */
    editedAt: timestamp({ withTimezone: true }),
    editedByAccountId: integer(),
  },
  (table) => [index("articles_published_idx").on(table.publishedAt)],
);

export const articleTags = pgTable(
  "article_tags",
  {
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    tag: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.tag] }), index("article_tags_tag_idx").on(table.tag)],
);

export const articlePromotions = pgTable("article_promotions", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  body: text().notNull(),
  linkUrl: text().notNull(),
  linkText: text().notNull(),
  imageKey: text(),
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
});

/** A party theme; `description` and `contentFooter` hold sanitized HTML rendered from Markdown. */
export const themes = pgTable("themes", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  alternateTitle: text(),
  shortDescription: text().notNull(),
  description: text().notNull(),
  metaTitle: text(),
  metaDescription: text(),
  /** The concept slug the themes API filters on (`concept=`). */
  themeType: text().notNull(),
  themeTypeDescription: text(),
  contentFooter: text(),
  video: text(),
  image: text(),
  /** The Markdown `description` was rendered from, edited in the console. */
  descriptionMarkdown: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** False once an operator unpublished it: the site and the API no longer show it. */
  published: boolean().notNull().default(true),
  /** When an operator last edited it in the console; `npm run content:load` leaves such rows alone unless told. */
  editedAt: timestamp({ withTimezone: true }),
  editedByAccountId: integer(),
});

/** Ingredients of a theme (decor, music, food, activity, entertainment), shared across themes. */
export const themeIngredients = pgTable("theme_ingredients", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  type: text().notNull(),
});

export const themeIngredientLinks = pgTable(
  "theme_ingredient_links",
  {
    themeId: integer()
      .notNull()
      .references(() => themes.id, { onDelete: "cascade" }),
    ingredientId: integer()
      .notNull()
      .references(() => themeIngredients.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.themeId, table.ingredientId] })],
);

export const relatedThemes = pgTable(
  "related_themes",
  {
    themeId: integer()
      .notNull()
      .references(() => themes.id, { onDelete: "cascade" }),
    relatedThemeId: integer()
      .notNull()
      .references(() => themes.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.themeId, table.relatedThemeId] })],
);

export const eventGuides = pgTable("event_guides", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  /** Where the guide is shown: `/events/{slug}`, or a page of its own such as `/gigkids`. */
  path: text().notNull().unique(),
  title: text().notNull(),
  menuLabel: text().notNull(),
  summary: text().notNull(),
  bodyMarkdown: text().notNull(),
  bodyHtml: text().notNull(),
  sortOrder: integer().notNull(),
  serviceTypeFileNames: text().array().notNull(),
  themeSlugs: text().array().notNull(),
  articleTags: text().array().notNull(),
  heroImageKey: text(),
  metaTitle: text(),
  metaDescription: text(),
  /** False once an operator unpublished it: the site and the API no longer show it. */
  published: boolean().notNull().default(true),
  /** When an operator last edited it in the console; `npm run content:load` leaves such rows alone unless told. */
  editedAt: timestamp({ withTimezone: true }),
  editedByAccountId: integer(),
});

/** Copy of a service landing page: keyed by slug, page type and optional state and letter group. */
export const servicePages = pgTable(
  "service_pages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull(),
    pageType: text().notNull(),
    stateProvinceId: integer().references(() => statesProvinces.id),
    cityFirstLetterGroup: text(),
    serviceTypeId: integer().references(() => serviceTypes.id),
    title: text().notNull(),
    content: jsonb().notNull(),
    redirectUrl: text(),
  },
  (table) => [
    uniqueIndex("service_pages_key_idx").on(
      table.slug,
      table.pageType,
      table.stateProvinceId,
      table.cityFirstLetterGroup,
    ),
  ],
);

export const infoPages = pgTable("info_pages", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  path: text().notNull().unique(),
  title: text().notNull(),
  bodyMarkdown: text().notNull(),
  bodyHtml: text().notNull(),
  metaDescription: text(),
  /** False once an operator unpublished it: the site and the API no longer show it. */
  published: boolean().notNull().default(true),
  /** When an operator last edited it in the console; `npm run content:load` leaves such rows alone unless told. */
  editedAt: timestamp({ withTimezone: true }),
  editedByAccountId: integer(),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    topic: text().notNull(),
    message: text().notNull(),
    /** `new`, `answered` or `closed`. */
    status: text().notNull().default("new"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_status_idx").on(table.status, table.createdAt)],
);

/** An operator's emailed reply to a contact message. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contactMessageId: integer()
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    authorAccountId: integer(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_replies_message_idx").on(table.contactMessageId, table.createdAt)],
);
