import { conflict, invalid, notFound } from "#lib/domain-errors.ts";
import type { ContentAdminRepository, EditableFields, EditableRecord } from "./content-admin.repo.server.ts";
import { contactReplyNotice } from "./content.notifications.ts";
import {
  CONTACT_INBOX_PAGE_SIZE,
  type ContactStatus,
  type ContentKind,
  contentSitePath,
  readingMinutes,
} from "./content.rules.ts";
import type {
  ContactInboxDto,
  ContactInboxQuery,
  ContactMessageDetailDto,
  ContactReplyInput,
  ContentEditInput,
  ContentItemDto,
  ContentItemSummaryDto,
  NewArticleInput,
} from "./content.schema.ts";
import { renderMarkdown } from "./markdown.server.ts";

/** What a contact message's line in the inbox shows of its text. */
const EXCERPT_LENGTH = 140;

const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text);

function toItemDto(kind: ContentKind, record: EditableRecord): ContentItemDto {
  return {
    kind,
    id: record.id,
    title: record.title,
    sitePath: contentSitePath(kind, record),
    published: record.published,
    editedAt: record.editedAt?.toISOString() ?? null,
    summary: record.summary,
    bodyMarkdown: record.bodyMarkdown ?? "",
    bodyHtml: record.bodyHtml,
    metaTitle: record.metaTitle,
    metaDescription: record.metaDescription,
    editedByAccountId: record.editedByAccountId,
  };
}

/**
 * The operator console's contact inbox and content editing (decision 034). Markdown is rendered by the
 * loader's own sanitizing renderer, for a preview and for a save alike; every change is audited in its
 * transaction, and the site's content caches are emptied as soon as it commits.
 */
export function createContentAdminService(deps: {
  repository: ContentAdminRepository;
  /** Empties the content service's caches, so the site shows a change at once. */
  forgetCachedContent: () => void;
  now?: () => Date;
}) {
  const { repository, forgetCachedContent } = deps;
  const now = deps.now ?? (() => new Date());
  const missingMessage = (id: number) => notFound(`No contact message ${id}.`);
  const missingItem = (kind: ContentKind, id: number) => notFound(`No ${kind} item ${id}.`);

  return {
    async contactInbox(query: ContactInboxQuery): Promise<ContactInboxDto> {
      const counts = await repository.contactCounts();
      const pageCount = Math.max(1, Math.ceil(counts[query.status] / CONTACT_INBOX_PAGE_SIZE));
      const rows = await repository.contactMessages(
        query.status,
        (query.page - 1) * CONTACT_INBOX_PAGE_SIZE,
        CONTACT_INBOX_PAGE_SIZE,
      );
      return {
        status: query.status,
        counts,
        page: query.page,
        pageCount,
        messages: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          topic: row.topic,
          excerpt: excerpt(row.message),
          status: row.status as ContactStatus,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async contactMessage(messageId: number): Promise<ContactMessageDetailDto | undefined> {
      const row = await repository.contactMessage(messageId);
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        topic: row.topic,
        message: row.message,
        status: row.status as ContactStatus,
        createdAt: row.createdAt.toISOString(),
        replies: row.replies.map((reply) => ({
          id: reply.id,
          body: reply.body,
          authorAccountId: reply.authorAccountId,
          createdAt: reply.createdAt.toISOString(),
        })),
      };
    },

    /** Emails the reply to the sender (through the outbox), keeps it, and marks the message answered. */
    async replyToContact(actorAccountId: number, messageId: number, input: ContactReplyInput): Promise<void> {
      const outcome = await repository.reply({
        messageId,
        actorAccountId,
        body: input.body,
        notice: (message) => contactReplyNotice(message, input.body),
      });
      if (!outcome) throw missingMessage(messageId);
      if (outcome === "closed") {
        throw conflict("CONTACT_MESSAGE_CLOSED", "This message is closed: reopen it to reply.");
      }
    },

    async setContactOpen(actorAccountId: number, messageId: number, open: boolean): Promise<ContactStatus> {
      const status = await repository.setContactOpen({ messageId, actorAccountId, open });
      if (!status) throw missingMessage(messageId);
      return status;
    },

    async contentList(kind: ContentKind): Promise<ContentItemSummaryDto[]> {
      const rows = await repository.contentItems(kind);
      return rows.map((row) => ({
        kind,
        id: row.id,
        title: row.title,
        sitePath: contentSitePath(
          kind,
          kind === "articles" || kind === "themes" ? { slug: row.site } : { path: row.site },
        ),
        published: row.published,
        editedAt: row.editedAt?.toISOString() ?? null,
      }));
    },

    async contentItem(kind: ContentKind, id: number): Promise<ContentItemDto | undefined> {
      const record = await repository.contentItem(kind, id);
      return record ? toItemDto(kind, record) : undefined;
    },

    /** The sanitized HTML a save would store, by the loader's renderer. */
    previewMarkdown(markdown: string): string {
      return renderMarkdown(markdown).html;
    },

    async saveContent(
      actorAccountId: number,
      kind: ContentKind,
      id: number,
      input: ContentEditInput,
    ): Promise<ContentItemDto> {
      if (kind !== "pages" && !input.summary) {
        throw invalid("SUMMARY_REQUIRED", "Enter a summary.", { summary: "Enter a summary." });
      }
      const rendered = renderMarkdown(input.bodyMarkdown);
      const fields: EditableFields =
        kind === "pages"
          ? {
              title: input.title,
              bodyMarkdown: input.bodyMarkdown,
              bodyHtml: rendered.html,
              metaDescription: input.metaDescription,
            }
          : { ...input, metaTitle: input.metaTitle ?? null, bodyHtml: rendered.html };
      const saved = await repository.updateContent({
        kind,
        id,
        fields,
        extra:
          kind === "articles"
            ? { readingMinutes: readingMinutes(rendered.words), updatedAt: now() }
            : kind === "themes"
              ? { updatedAt: now() }
              : undefined,
        actorAccountId,
        now: now(),
      });
      if (!saved) throw missingItem(kind, id);
      forgetCachedContent();
      return toItemDto(kind, saved);
    },

    async setPublished(
      actorAccountId: number,
      kind: ContentKind,
      id: number,
      published: boolean,
    ): Promise<ContentItemDto> {
      const saved = await repository.setPublished({ kind, id, published, actorAccountId, now: now() });
      if (!saved) throw missingItem(kind, id);
      forgetCachedContent();
      return toItemDto(kind, saved);
    },

    /** A new article, published from today, tagged with its category. */
    async createArticle(actorAccountId: number, input: NewArticleInput): Promise<number> {
      const rendered = renderMarkdown(input.bodyMarkdown);
      const id = await repository.createArticle({
        values: {
          slug: input.slug,
          title: input.title,
          summary: input.summary,
          bodyMarkdown: input.bodyMarkdown,
          bodyHtml: rendered.html,
          readingMinutes: readingMinutes(rendered.words),
          category: input.category,
          authorName: input.authorName,
          metaTitle: input.metaTitle,
          metaDescription: input.metaDescription,
          publishedAt: now(),
          updatedAt: now(),
        },
        actorAccountId,
        now: now(),
      });
      if (id === undefined) {
        throw conflict("ARTICLE_SLUG_TAKEN", "An article has this address already.", {
          slug: "An article has this address already: choose another.",
        });
      }
      forgetCachedContent();
      return id;
    },
  };
}
export type ContentAdminService = ReturnType<typeof createContentAdminService>;
