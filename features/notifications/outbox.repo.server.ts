import { and, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import { deleteInBatches } from "#db/batched-delete.server.ts";
import type { Database } from "#db/client.server.ts";
import { notifications } from "#db/schema/requests.ts";

export type NewNotification = {
  accountId: number | null;
  recipientEmail: string;
  kind: string;
  subject: string;
  body: string;
  payload: Record<string, unknown>;
};

/** Delivery gives up on a notification after this many failed attempts. */
export const MAX_DELIVERY_ATTEMPTS = 5;

export function createOutboxRepository(db: Database) {
  return {
    async enqueue(notification: NewNotification): Promise<number> {
      const [row] = await db.insert(notifications).values(notification).returning({ id: notifications.id });
      if (!row) throw new Error("notification insert returned nothing");
      return row.id;
    },

    /** How many emails of a kind an account was sent since then (to keep a notice from being used to flood it). */
    async countRecent(accountId: number, kind: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(
          and(eq(notifications.accountId, accountId), eq(notifications.kind, kind), gt(notifications.createdAt, since)),
        );
      return row?.count ?? 0;
    },

    /** The newest emails, to anyone or to one address. */
    async recent(limit: number, recipientEmail?: string) {
      return db
        .select()
        .from(notifications)
        .where(
          recipientEmail ? sql`lower(${notifications.recipientEmail}) = ${recipientEmail.toLowerCase()}` : undefined,
        )
        .orderBy(desc(notifications.id))
        .limit(limit);
    },

    /**
     * Claims unsent notifications for one sender: each claim counts as an attempt, and `skip locked`
     * keeps two processes from claiming the same row.
     */
    async claimUnsent(limit: number) {
      const claimable = db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(isNull(notifications.sentAt), lt(notifications.attempts, MAX_DELIVERY_ATTEMPTS)))
        .orderBy(notifications.id)
        .limit(limit)
        .for("update", { skipLocked: true });
      return db
        .update(notifications)
        .set({ attempts: sql`${notifications.attempts} + 1` })
        .where(inArray(notifications.id, claimable))
        .returning();
    },

    async markSent(id: number) {
      await db.update(notifications).set({ sentAt: new Date() }).where(eq(notifications.id, id));
    },

    /**
     * Deletes the notifications sent before `cutoff`, at most `batchRows` a statement until fewer are
     * left; unsent ones are never touched. Resolves how many went.
     */
    deleteSentBefore(cutoff: Date, batchRows: number): Promise<number> {
      return deleteInBatches(db, notifications, notifications.id, lt(notifications.sentAt, cutoff), batchRows);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
