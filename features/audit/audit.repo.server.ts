import { and, desc, eq, gte, like, lt, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { accounts, auditEvents } from "#db/schema/accounts.ts";
import type { AuditEventInput, AuditSearch } from "./audit.schema.ts";

/** `%`, `_` and `\` are wildcards in LIKE: an action typed in the search matches itself only. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The audit log's only SQL. It inserts and reads: the table's trigger refuses updates and deletes. */
export function createAuditRepository(db: Database) {
  return {
    async record(event: AuditEventInput): Promise<number> {
      const [row] = await db
        .insert(auditEvents)
        .values({
          actorAccountId: event.actorAccountId,
          action: event.action,
          subjectAccountId: event.subjectAccountId ?? null,
          recordType: event.recordType ?? null,
          recordId: event.recordId ?? null,
          before: event.before ?? null,
          after: event.after ?? null,
          details: event.details ?? {},
        })
        .returning({ id: auditEvents.id });
      if (!row) throw new Error("audit insert returned nothing");
      return row.id;
    },

    async search(filters: AuditSearch, limit: number) {
      const conditions: SQL[] = [];
      if (filters.actorAccountId !== undefined) conditions.push(eq(auditEvents.actorAccountId, filters.actorAccountId));
      if (filters.subjectAccountId !== undefined)
        conditions.push(eq(auditEvents.subjectAccountId, filters.subjectAccountId));
      if (filters.recordType) conditions.push(eq(auditEvents.recordType, filters.recordType));
      if (filters.recordId !== undefined) conditions.push(eq(auditEvents.recordId, filters.recordId));
      if (filters.action) conditions.push(like(auditEvents.action, likePrefix(filters.action)));
      if (filters.from) conditions.push(gte(auditEvents.createdAt, new Date(`${filters.from}T00:00:00Z`)));
      if (filters.to)
        conditions.push(lt(auditEvents.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000)));
      if (filters.before !== undefined) conditions.push(lt(auditEvents.id, filters.before));
      return db
        .select({ event: auditEvents, actorEmail: accounts.email })
        .from(auditEvents)
        .leftJoin(accounts, eq(accounts.id, auditEvents.actorAccountId))
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(auditEvents.id))
        .limit(limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
