import type { Database } from "#db/client.server.ts";
import { AUDIT_PAGE_SIZE, type AuditEventDto, type AuditEventInput, type AuditSearch } from "./audit.schema.ts";
import { type AuditRepository, createAuditRepository } from "./audit.repo.server.ts";

export type { AuditEventInput };

/**
 * The audit log inside another slice's transaction, so an operator's action and its record commit
 * together or not at all. Slices get it from the composition root, as they get `outboxWithin`.
 */
export function auditWithin(transaction: Database): { record(event: AuditEventInput): Promise<number> } {
  const repository = createAuditRepository(transaction);
  return { record: (event) => repository.record(event) };
}

export type AuditWithin = typeof auditWithin;

/** Reading the audit log: operators search it; nobody edits or deletes it (the table refuses both). */
export function createAuditService(repository: AuditRepository) {
  return {
    /** One page of events matching the search, newest first, and the id to ask for the next page with. */
    async search(filters: AuditSearch): Promise<{ events: AuditEventDto[]; nextBefore: number | null }> {
      const rows = await repository.search(filters, AUDIT_PAGE_SIZE + 1);
      const events = rows.slice(0, AUDIT_PAGE_SIZE).map(({ event: row, actorEmail }) => ({
        id: row.id,
        actorEmail,
        actorAccountId: row.actorAccountId,
        action: row.action,
        subjectAccountId: row.subjectAccountId,
        recordType: row.recordType,
        recordId: row.recordId,
        before: row.before,
        after: row.after,
        details: row.details,
        createdAt: row.createdAt.toISOString(),
      }));
      return { events, nextBefore: rows.length > AUDIT_PAGE_SIZE ? (events.at(-1)?.id ?? null) : null };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
