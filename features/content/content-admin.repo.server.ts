import { asc, count, desc, eq, getTableColumns } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#db/client.server.ts";
import {
  articles,
  articleTags,
  contactMessages,
  contactReplies,
  eventGuides,
  infoPages,
  themes,
} from "#db/schema/content.ts";
import { auditWithin } from "#features/audit/audit.service.server.ts";
import { type NewNotification, outboxWithin } from "#features/notifications/outbox.service.server.ts";
import { CONTENT_LISTS, type ContactStatus, type ContentKind } from "./content.rules.ts";

export type ContactMessageRecord = typeof contactMessages.$inferSelect;
export type ContactReplyRecord = typeof contactReplies.$inferSelect;

/**
 * Where each kind keeps the fields the console edits: its table, the column names of its summary,
 * Markdown, rendered HTML, search title and site address, and the audit log's name for it.
 */
const EDITABLE = {
  articles: {
    table: articles,
    summary: "summary",
    markdown: "bodyMarkdown",
    html: "bodyHtml",
    metaTitle: "metaTitle",
    site: "slug",
    recordType: "article",
  },
  themes: {
    table: themes,
    summary: "shortDescription",
    markdown: "descriptionMarkdown",
    html: "description",
    metaTitle: "metaTitle",
    site: "slug",
    recordType: "theme",
  },
  guides: {
    table: eventGuides,
    summary: "summary",
    markdown: "bodyMarkdown",
    html: "bodyHtml",
    metaTitle: "metaTitle",
    site: "path",
    recordType: "event_guide",
  },
  pages: {
    table: infoPages,
    summary: null,
    markdown: "bodyMarkdown",
    html: "bodyHtml",
    metaTitle: null,
    site: "path",
    recordType: "info_page",
  },
} as const;

export const CONTENT_RECORD_TYPES: Record<ContentKind, string> = {
  articles: EDITABLE.articles.recordType,
  themes: EDITABLE.themes.recordType,
  guides: EDITABLE.guides.recordType,
  pages: EDITABLE.pages.recordType,
};

/** One item of any kind, under the same names whatever its table calls them. */
export type EditableRecord = {
  id: number;
  slug: string | null;
  path: string | null;
  title: string;
  summary: string | null;
  bodyMarkdown: string | null;
  bodyHtml: string;
  metaTitle: string | null;
  metaDescription: string | null;
  published: boolean;
  editedAt: Date | null;
  editedByAccountId: number | null;
};

/** The fields a save writes, under the same names (`summary`, `metaTitle` only for kinds that have them). */
export type EditableFields = {
  title: string;
  summary?: string;
  bodyMarkdown: string;
  bodyHtml: string;
  metaTitle?: string | null;
  metaDescription: string | null;
};

/** The kinds' tables differ in column names only; this reads any of them through its column map. */
function editable(kind: ContentKind) {
  const spec = EDITABLE[kind];
  const columns = getTableColumns(spec.table) as unknown as Record<string, PgColumn>;
  const column = (name: string) => columns[name] as PgColumn;
  return {
    spec,
    // One table's query builder serves all four: they share the id, title, published and edit columns.
    table: spec.table as typeof articles,
    id: column("id"),
    selection: {
      id: column("id"),
      /** The slug (articles, themes) or the path (guides, pages) the site shows it at. */
      site: column(spec.site),
      title: column("title"),
      published: column("published"),
      editedAt: column("editedAt"),
    },
    toRecord(row: Record<string, unknown>): EditableRecord {
      return {
        id: row.id as number,
        slug: spec.site === "slug" ? (row.slug as string) : null,
        path: spec.site === "path" ? (row.path as string) : null,
        title: row.title as string,
        summary: spec.summary ? (row[spec.summary] as string) : null,
        bodyMarkdown: row[spec.markdown] as string | null,
        bodyHtml: row[spec.html] as string,
        metaTitle: spec.metaTitle ? (row[spec.metaTitle] as string | null) : null,
        metaDescription: row.metaDescription as string | null,
        published: row.published as boolean,
        editedAt: row.editedAt as Date | null,
        editedByAccountId: row.editedByAccountId as number | null,
      };
    },
    /** The table's own column names for the fields of a save. */
    toColumns(fields: EditableFields): Record<string, unknown> {
      const values: Record<string, unknown> = {
        title: fields.title,
        [spec.markdown]: fields.bodyMarkdown,
        [spec.html]: fields.bodyHtml,
        metaDescription: fields.metaDescription,
      };
      if (spec.summary && fields.summary !== undefined) values[spec.summary] = fields.summary;
      if (spec.metaTitle && fields.metaTitle !== undefined) values[spec.metaTitle] = fields.metaTitle;
      return values;
    },
  };
}

/** The fields whose values differ, before and after, for the audit log. */
function changedFields(before: EditableRecord, after: EditableFields) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of ["title", "summary", "bodyMarkdown", "metaTitle", "metaDescription"] as const) {
    const next = after[key];
    if (next === undefined || next === before[key]) continue;
    was[key] = before[key];
    now[key] = next;
  }
  return { before: was, after: now };
}

/** The console's reads and writes of contact messages and editorial content; each change is audited with it. */
export function createContentAdminRepository(db: Database) {
  async function withinTransaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => work(tx as unknown as Database));
  }

  async function lockedMessage(tx: Database, messageId: number): Promise<ContactMessageRecord | undefined> {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, messageId)).for("update");
    return row;
  }

  async function lockedItem(tx: Database, kind: ContentKind, id: number): Promise<EditableRecord | undefined> {
    const item = editable(kind);
    const [row] = await tx.select().from(item.table).where(eq(item.id, id)).for("update");
    return row ? item.toRecord(row) : undefined;
  }

  return {
    async contactCounts(): Promise<Record<ContactStatus, number>> {
      const rows = await db
        .select({ status: contactMessages.status, total: count() })
        .from(contactMessages)
        .groupBy(contactMessages.status);
      const counts = { new: 0, answered: 0, closed: 0 };
      for (const row of rows) if (row.status in counts) counts[row.status as ContactStatus] = row.total;
      return counts;
    },

    /** Messages of one status, newest first. */
    async contactMessages(status: ContactStatus, skip: number, take: number): Promise<ContactMessageRecord[]> {
      return db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.status, status))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .offset(skip)
        .limit(take);
    },

    async contactMessage(
      messageId: number,
    ): Promise<(ContactMessageRecord & { replies: ContactReplyRecord[] }) | undefined> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
      if (!row) return undefined;
      const newestReplies = await db
        .select()
        .from(contactReplies)
        .where(eq(contactReplies.contactMessageId, messageId))
        .orderBy(desc(contactReplies.createdAt), desc(contactReplies.id))
        .limit(CONTENT_LISTS.contactReplies);
      return { ...row, replies: newestReplies.reverse() };
    },

    /**
     * Stores the reply, queues its email and marks the message answered, with the audit record, in one
     * transaction. A closed message takes no reply: it answers "closed" and nothing is written.
     */
    async reply(input: {
      messageId: number;
      actorAccountId: number;
      body: string;
      notice: (message: ContactMessageRecord) => NewNotification;
    }): Promise<"replied" | "closed" | undefined> {
      return withinTransaction(async (tx) => {
        const message = await lockedMessage(tx, input.messageId);
        if (!message) return undefined;
        if (message.status === "closed") return "closed";
        const [reply] = await tx
          .insert(contactReplies)
          .values({ contactMessageId: message.id, authorAccountId: input.actorAccountId, body: input.body })
          .returning({ id: contactReplies.id });
        await tx.update(contactMessages).set({ status: "answered" }).where(eq(contactMessages.id, message.id));
        await outboxWithin(tx).enqueue(input.notice(message));
        await auditWithin(tx).record({
          actorAccountId: input.actorAccountId,
          action: "contact_message.replied",
          recordType: "contact_message",
          recordId: message.id,
          before: { status: message.status },
          after: { status: "answered" },
          details: { replyId: reply?.id, recipientEmail: message.email },
        });
        return "replied";
      });
    },

    /**
     * Closes a message, or opens it again (answered if it has a reply, else new). Setting the status it
     * has already changes nothing and records nothing.
     */
    async setContactOpen(input: {
      messageId: number;
      actorAccountId: number;
      open: boolean;
    }): Promise<ContactStatus | undefined> {
      return withinTransaction(async (tx) => {
        const message = await lockedMessage(tx, input.messageId);
        if (!message) return undefined;
        let status: ContactStatus = "closed";
        if (input.open) {
          const [replied] = await tx
            .select({ total: count() })
            .from(contactReplies)
            .where(eq(contactReplies.contactMessageId, message.id));
          status = (replied?.total ?? 0) > 0 ? "answered" : "new";
        }
        const wasClosed = message.status === "closed";
        if (wasClosed !== input.open) return message.status as ContactStatus;
        await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, message.id));
        await auditWithin(tx).record({
          actorAccountId: input.actorAccountId,
          action: input.open ? "contact_message.reopened" : "contact_message.closed",
          recordType: "contact_message",
          recordId: message.id,
          before: { status: message.status },
          after: { status },
        });
        return status;
      });
    },

    /** The items of a kind, published or not, by title. */
    async contentItems(kind: ContentKind) {
      const item = editable(kind);
      const rows = await db
        .select(item.selection)
        .from(item.table)
        .orderBy(asc(item.selection.title), asc(item.id))
        .limit(CONTENT_LISTS.consoleItems);
      return rows as { id: number; site: string; title: string; published: boolean; editedAt: Date | null }[];
    },

    async contentItem(kind: ContentKind, id: number): Promise<EditableRecord | undefined> {
      const item = editable(kind);
      const [row] = await db.select().from(item.table).where(eq(item.id, id));
      return row ? item.toRecord(row) : undefined;
    },

    /** Saves an edit, marks the item edited by the operator and records the fields that changed. */
    async updateContent(input: {
      kind: ContentKind;
      id: number;
      fields: EditableFields;
      extra?: Record<string, unknown>;
      actorAccountId: number;
      now: Date;
    }): Promise<EditableRecord | undefined> {
      return withinTransaction(async (tx) => {
        const before = await lockedItem(tx, input.kind, input.id);
        if (!before) return undefined;
        const item = editable(input.kind);
        const values = {
          ...item.toColumns(input.fields),
          ...input.extra,
          editedAt: input.now,
          editedByAccountId: input.actorAccountId,
        };
        await tx
          .update(item.table)
          .set(values as Partial<typeof articles.$inferInsert>)
          .where(eq(item.id, input.id));
        const changes = changedFields(before, input.fields);
        await auditWithin(tx).record({
          actorAccountId: input.actorAccountId,
          action: `${item.spec.recordType}.updated`,
          recordType: item.spec.recordType,
          recordId: input.id,
          ...changes,
        });
        return lockedItem(tx, input.kind, input.id);
      });
    },

    /** Publishes or unpublishes an item; asking for the state it is in changes and records nothing. */
    async setPublished(input: {
      kind: ContentKind;
      id: number;
      published: boolean;
      actorAccountId: number;
      now: Date;
    }): Promise<EditableRecord | undefined> {
      return withinTransaction(async (tx) => {
        const before = await lockedItem(tx, input.kind, input.id);
        if (!before || before.published === input.published) return before;
        const item = editable(input.kind);
        await tx
          .update(item.table)
          .set({ published: input.published, editedAt: input.now, editedByAccountId: input.actorAccountId })
          .where(eq(item.id, input.id));
        await auditWithin(tx).record({
          actorAccountId: input.actorAccountId,
          action: `${item.spec.recordType}.${input.published ? "published" : "unpublished"}`,
          recordType: item.spec.recordType,
          recordId: input.id,
          before: { published: before.published },
          after: { published: input.published },
        });
        return { ...before, published: input.published, editedAt: input.now, editedByAccountId: input.actorAccountId };
      });
    },

    /** A new article, tagged with its category; undefined when the slug is taken. */
    async createArticle(input: {
      values: Omit<typeof articles.$inferInsert, "editedAt" | "editedByAccountId">;
      actorAccountId: number;
      now: Date;
    }): Promise<number | undefined> {
      return withinTransaction(async (tx) => {
        const [row] = await tx
          .insert(articles)
          .values({ ...input.values, editedAt: input.now, editedByAccountId: input.actorAccountId })
          .onConflictDoNothing({ target: articles.slug })
          .returning({ id: articles.id });
        if (!row) return undefined;
        await tx.insert(articleTags).values({ articleId: row.id, tag: input.values.category });
        await auditWithin(tx).record({
          actorAccountId: input.actorAccountId,
          action: "article.created",
          recordType: "article",
          recordId: row.id,
          after: { slug: input.values.slug, title: input.values.title, published: input.values.published ?? true },
        });
        return row.id;
      });
    },
  };
}
export type ContentAdminRepository = ReturnType<typeof createContentAdminRepository>;
