import { z } from "zod";
import { boundedText } from "#lib/text-bounds.ts";
import { idSchema, integerSchema } from "#lib/integers.ts";
import { ARTICLES_PAGE_SIZE } from "#lib/constants.ts";
import {
  BLOG_CATEGORIES,
  CITY_LETTER_GROUPS,
  CONTACT_LIMITS,
  CONTACT_REPLY_MAX,
  CONTACT_STATUSES,
  CONTACT_INBOX_PAGE_SIZE,
  CONTENT_EDIT_LIMITS,
  CONTENT_FILE_LIMITS,
  CONTENT_LISTS,
  CONTENT_KINDS,
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  INGREDIENT_TYPES,
  isContentSlug,
  MAX_SLUG_LENGTH,
  SERVICE_PAGE_TYPES,
  THEME_CONCEPTS,
} from "./content.rules.ts";

const contentSlug = z
  .string()
  .trim()
  .max(MAX_SLUG_LENGTH, "must be a lower-case slug")
  .toLowerCase()
  .refine(isContentSlug, "must be a lower-case slug");
/** The largest page of articles one call returns. */
export const MAX_ARTICLES_TAKE = 48;

export const slugParamsSchema = z.object({ slug: contentSlug });

export const articlesQuerySchema = z.object({
  skip: integerSchema(0, 100_000, { default: 0 }),
  take: integerSchema(1, MAX_ARTICLES_TAKE, { default: ARTICLES_PAGE_SIZE }),
  /** Comma-separated tags: articles carrying any of them. */
  tags: z
    .string()
    .trim()
    .toLowerCase()
    .max(400)
    .optional()
    .transform((value) =>
      value
        ? [
            ...new Set(
              value
                .split(",")
                .map((tag) => tag.trim())
                .filter(Boolean),
            ),
          ]
        : [],
    )
    .pipe(
      z.array(z.string().refine(isContentSlug, "each tag must be a lower-case slug")).max(CONTENT_LISTS.tagFilters),
    ),
});
export type ArticlesQuery = z.output<typeof articlesQuerySchema>;

export const articleSummaryDtoSchema = z.object({
  slug: boundedText("name"),
  url: boundedText("url"),
  title: boundedText("name"),
  summary: boundedText("text"),
  category: boundedText("name"),
  tags: z.array(boundedText("name")).max(CONTENT_FILE_LIMITS.articleTags),
  authorName: boundedText("name"),
  publishedAt: boundedText("timestamp"),
  readingMinutes: z.number().int(),
  heroImageKey: boundedText("url").nullable(),
});
export type ArticleSummaryDto = z.infer<typeof articleSummaryDtoSchema>;

export const articlesPageDtoSchema = z.object({
  articles: z.array(articleSummaryDtoSchema).max(MAX_ARTICLES_TAKE),
  total: z.number().int(),
  skip: z.number().int(),
  take: z.number().int(),
  tags: z.array(boundedText("name")).max(CONTENT_LISTS.tagFilters),
});
export type ArticlesPageDto = z.infer<typeof articlesPageDtoSchema>;

export const articleDtoSchema = articleSummaryDtoSchema.extend({
  bodyHtml: boundedText("document"),
  metaTitle: boundedText("name").nullable(),
  metaDescription: boundedText("text").nullable(),
  updatedAt: boundedText("timestamp"),
  relatedArticles: z.array(articleSummaryDtoSchema).max(CONTENT_LISTS.relatedArticles),
});
export type ArticleDto = z.infer<typeof articleDtoSchema>;
export const articleResponseSchema = z.object({ article: articleDtoSchema });

export const promotionDtoSchema = z.object({
  id: z.number().int(),
  title: boundedText("name"),
  bodyHtml: boundedText("document"),
  linkUrl: boundedText("url"),
  linkText: boundedText("name"),
});
export type PromotionDto = z.infer<typeof promotionDtoSchema>;
export const promotionResponseSchema = z.object({ promotion: promotionDtoSchema.nullable() });

export const ingredientDtoSchema = z.object({
  id: z.number().int(),
  slug: boundedText("name"),
  title: boundedText("name"),
  type: z.enum(INGREDIENT_TYPES),
  /** The service page of an entertainment ingredient that names a service type. */
  href: boundedText("url").nullable(),
});
export type IngredientDto = z.infer<typeof ingredientDtoSchema>;

export const themeSummaryDtoSchema = z.object({
  id: z.number().int(),
  slug: boundedText("name"),
  url: boundedText("url"),
  title: boundedText("name"),
  alternateTitle: boundedText("name").nullable(),
  shortDescription: boundedText("text"),
  themeType: boundedText("name"),
  image: boundedText("url").nullable(),
});
export type ThemeSummaryDto = z.infer<typeof themeSummaryDtoSchema>;

/** SPEC section 3 "Theme": every field, related themes with their ingredients. */
export const themeDtoSchema = themeSummaryDtoSchema.extend({
  description: boundedText("text"),
  metaTitle: boundedText("name").nullable(),
  metaDescription: boundedText("text").nullable(),
  themeTypeDescription: boundedText("text").nullable(),
  contentFooter: boundedText("text").nullable(),
  video: boundedText("url").nullable(),
  relatedThemes: z
    .array(
      themeSummaryDtoSchema.extend({
        ingredients: z.array(ingredientDtoSchema).max(CONTENT_FILE_LIMITS.themeIngredients),
      }),
    )
    .max(CONTENT_FILE_LIMITS.relatedThemes),
  ingredients: z.array(ingredientDtoSchema).max(CONTENT_FILE_LIMITS.themeIngredients),
  timestamp: boundedText("timestamp"),
});
export type ThemeDto = z.infer<typeof themeDtoSchema>;
export const themeResponseSchema = z.object({ theme: themeDtoSchema });

export const themesQuerySchema = z
  .object({
    load: z.enum(["countOnly"]).optional(),
    ingredient: contentSlug.optional(),
    concept: z.enum(THEME_CONCEPTS).optional(),
    filterBySlugs: z
      .string()
      .trim()
      .toLowerCase()
      .max(2_000)
      .transform((value) => [
        ...new Set(
          value
            .split(",")
            .map((slug) => slug.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(z.string().refine(isContentSlug, "each slug must be a lower-case slug")).min(1).max(100))
      .optional(),
  })
  .refine(
    (query) =>
      [query.ingredient, query.concept, query.filterBySlugs].filter((value) => value !== undefined).length <= 1,
    { message: "Use one of ingredient, concept and filterBySlugs at a time." },
  );
export type ThemesQuery = z.output<typeof themesQuerySchema>;
export const themesResponseSchema = z.object({
  themes: z.array(themeSummaryDtoSchema).max(CONTENT_LISTS.themes),
  count: z.number().int(),
});
export const themeCountResponseSchema = z.object({ count: z.number().int() });

export const serviceLinkDtoSchema = z.object({
  fileName: boundedText("name"),
  pluralForm: boundedText("name"),
  href: boundedText("url"),
});
export type ServiceLinkDto = z.infer<typeof serviceLinkDtoSchema>;

export const eventGuideSummaryDtoSchema = z.object({
  slug: boundedText("name"),
  url: boundedText("url"),
  title: boundedText("name"),
  menuLabel: boundedText("name"),
  summary: boundedText("text"),
  heroImageKey: boundedText("url").nullable(),
});
export type EventGuideSummaryDto = z.infer<typeof eventGuideSummaryDtoSchema>;

export const eventGuideDtoSchema = eventGuideSummaryDtoSchema.extend({
  bodyHtml: boundedText("document"),
  metaTitle: boundedText("name").nullable(),
  metaDescription: boundedText("text").nullable(),
  serviceTypes: z.array(serviceLinkDtoSchema).max(CONTENT_FILE_LIMITS.guideServiceTypes),
  themes: z.array(themeSummaryDtoSchema).max(CONTENT_FILE_LIMITS.guideThemes),
  articles: z.array(articleSummaryDtoSchema).max(CONTENT_LISTS.guideArticles),
});
export type EventGuideDto = z.infer<typeof eventGuideDtoSchema>;
export const eventGuideResponseSchema = z.object({ event: eventGuideDtoSchema });
export const eventGuidesResponseSchema = z.object({
  events: z.array(eventGuideSummaryDtoSchema).max(CONTENT_LISTS.eventGuides),
});

export const servicePageQuerySchema = z
  .object({
    servicePageType: z.enum(SERVICE_PAGE_TYPES),
    stateAbbreviation: z
      .string()
      .trim()
      .max(2, "must be a two-letter state or province abbreviation")
      .regex(/^[a-z]{2}$/i, "must be a two-letter state or province abbreviation")
      .transform((value) => value.toUpperCase())
      .optional(),
    cityFirstLetter: z.enum(CITY_LETTER_GROUPS).optional(),
  })
  .refine((query) => query.servicePageType !== "state" || query.stateAbbreviation, {
    message: "A state page needs stateAbbreviation.",
    path: ["stateAbbreviation"],
  })
  .refine((query) => query.servicePageType !== "city" || (query.stateAbbreviation && query.cityFirstLetter), {
    message: "A city page needs stateAbbreviation and cityFirstLetter.",
    path: ["cityFirstLetter"],
  });
export type ServicePageQuery = z.output<typeof servicePageQuerySchema>;

/** SPEC section 3 "Service content": serviceId, redirectUrl and the page content. */
export const serviceContentDtoSchema = z.object({
  slug: boundedText("name"),
  pageType: z.enum(SERVICE_PAGE_TYPES),
  serviceId: z.number().int().nullable(),
  redirectUrl: boundedText("url").nullable(),
  title: boundedText("name"),
  intro: boundedText("text"),
  bodyHtml: boundedText("document"),
  metaDescription: boundedText("text"),
});
export type ServiceContentDto = z.infer<typeof serviceContentDtoSchema>;
export const serviceContentResponseSchema = z.object({ content: serviceContentDtoSchema });

export const infoPageDtoSchema = z.object({
  path: boundedText("url"),
  title: boundedText("name"),
  bodyHtml: boundedText("document"),
  metaDescription: boundedText("text").nullable(),
});
export type InfoPageDto = z.infer<typeof infoPageDtoSchema>;
export const infoPageResponseSchema = z.object({ page: infoPageDtoSchema });

const topicValues = CONTACT_TOPICS.map((topic) => topic.value) as [string, ...string[]];
/** The contact form, checked the same way by the page action and the API. */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, CONTACT_MESSAGES.name).max(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.name),
  email: z.string().trim().max(CONTACT_LIMITS.emailMax, CONTACT_MESSAGES.email).pipe(z.email(CONTACT_MESSAGES.email)),
  topic: z.enum(topicValues, CONTACT_MESSAGES.topic),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageShort)
    .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageLong),
});
export type ContactMessageInput = z.output<typeof contactMessageSchema>;
export const contactMessageResponseSchema = z.object({ id: z.number().int(), message: boundedText("text") });

/* The operator console: the contact inbox and content editing (decision 034). */

export const contactInboxQuerySchema = z.object({
  status: z.enum(CONTACT_STATUSES).default("new"),
  page: integerSchema(1, 10_000, { default: 1 }),
});
export type ContactInboxQuery = z.output<typeof contactInboxQuerySchema>;

export const contactMessageParamsSchema = z.object({ messageId: idSchema });

export const contactReplySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, "Write the reply to send.")
    .max(CONTACT_REPLY_MAX, `Please keep the reply under ${CONTACT_REPLY_MAX.toLocaleString("en-US")} characters.`),
});
export type ContactReplyInput = z.output<typeof contactReplySchema>;

/** Closing a message, or opening it again. */
export const contactStatusChangeSchema = z.object({ status: z.enum(["closed", "open"]) });

export const contactReplyDtoSchema = z.object({
  id: z.number().int(),
  body: boundedText("text"),
  authorAccountId: z.number().int().nullable(),
  createdAt: boundedText("timestamp"),
});
export const contactMessageSummaryDtoSchema = z.object({
  id: z.number().int(),
  name: boundedText("name"),
  email: boundedText("email"),
  topic: boundedText("name"),
  excerpt: boundedText("text"),
  status: z.enum(CONTACT_STATUSES),
  createdAt: boundedText("timestamp"),
});
export const contactMessageDetailDtoSchema = contactMessageSummaryDtoSchema.omit({ excerpt: true }).extend({
  message: boundedText("text"),
  replies: z.array(contactReplyDtoSchema).max(CONTENT_LISTS.contactReplies),
});
export type ContactMessageDetailDto = z.infer<typeof contactMessageDetailDtoSchema>;
export const contactInboxDtoSchema = z.object({
  status: z.enum(CONTACT_STATUSES),
  counts: z.object({ new: z.number().int(), answered: z.number().int(), closed: z.number().int() }),
  messages: z.array(contactMessageSummaryDtoSchema).max(CONTACT_INBOX_PAGE_SIZE),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type ContactInboxDto = z.infer<typeof contactInboxDtoSchema>;
export const contactMessageDetailResponseSchema = z.object({ contactMessage: contactMessageDetailDtoSchema });

export const contentKindParamsSchema = z.object({ kind: z.enum(CONTENT_KINDS) });
export const contentItemParamsSchema = z.object({ kind: z.enum(CONTENT_KINDS), id: idSchema });

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters.`)
    .transform((value) => value || null)
    .nullable()
    .default(null);

const editFields = {
  title: z
    .string()
    .trim()
    .min(1, "Enter a title.")
    .max(CONTENT_EDIT_LIMITS.titleMax, `A title is at most ${CONTENT_EDIT_LIMITS.titleMax} characters.`),
  summary: z
    .string()
    .trim()
    .min(1, "Enter a summary.")
    .max(CONTENT_EDIT_LIMITS.summaryMax, `A summary is at most ${CONTENT_EDIT_LIMITS.summaryMax} characters.`),
  bodyMarkdown: z
    .string()
    .trim()
    .min(1, "Write the text, in Markdown.")
    .max(
      CONTENT_EDIT_LIMITS.bodyMax,
      `The text is at most ${CONTENT_EDIT_LIMITS.bodyMax.toLocaleString("en-US")} characters.`,
    ),
  metaTitle: optionalText(CONTENT_EDIT_LIMITS.metaTitleMax, "A search title"),
  metaDescription: optionalText(CONTENT_EDIT_LIMITS.metaDescriptionMax, "A search description"),
};

/** The console's content form: information pages have no summary and no search title of their own. */
export const contentEditSchemas = {
  articles: z.object(editFields),
  themes: z.object(editFields),
  guides: z.object(editFields),
  pages: z.object({
    title: editFields.title,
    bodyMarkdown: editFields.bodyMarkdown,
    metaDescription: editFields.metaDescription,
  }),
} as const;
/** The API's content body: one shape for every kind; a kind with a summary needs it (the service says so). */
export const contentEditBodySchema = z.object({
  ...editFields,
  summary: editFields.summary.optional(),
  metaTitle: editFields.metaTitle.optional(),
});
export type ContentEditInput = {
  title: string;
  summary?: string;
  bodyMarkdown: string;
  metaTitle?: string | null;
  metaDescription: string | null;
};

/** A new article: the form of an edit, and what only a new article chooses. */
export const newArticleSchema = contentEditSchemas.articles.extend({
  slug: contentSlug,
  category: z.enum(BLOG_CATEGORIES, "Choose a category."),
  authorName: z
    .string()
    .trim()
    .min(1, "Enter the author's name.")
    .max(CONTENT_EDIT_LIMITS.authorMax, `A name is at most ${CONTENT_EDIT_LIMITS.authorMax} characters.`),
});
export type NewArticleInput = z.output<typeof newArticleSchema>;

export const contentPublishSchema = z.object({ published: z.boolean() });

export const markdownPreviewSchema = z.object({ bodyMarkdown: editFields.bodyMarkdown });
export const markdownPreviewResponseSchema = z.object({ html: boundedText("document") });

export const contentItemSummaryDtoSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  id: z.number().int(),
  title: boundedText("name"),
  sitePath: boundedText("url"),
  published: z.boolean(),
  editedAt: boundedText("timestamp").nullable(),
});
export type ContentItemSummaryDto = z.infer<typeof contentItemSummaryDtoSchema>;
export const contentListResponseSchema = z.object({
  items: z.array(contentItemSummaryDtoSchema).max(CONTENT_LISTS.consoleItems),
});

export const contentItemDtoSchema = contentItemSummaryDtoSchema.extend({
  summary: boundedText("text").nullable(),
  bodyMarkdown: boundedText("document"),
  bodyHtml: boundedText("document"),
  metaTitle: boundedText("name").nullable(),
  metaDescription: boundedText("text").nullable(),
  editedByAccountId: z.number().int().nullable(),
});
export type ContentItemDto = z.infer<typeof contentItemDtoSchema>;
export const contentItemResponseSchema = z.object({ item: contentItemDtoSchema });
