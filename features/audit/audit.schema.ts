import { z } from "zod";
import { boundedText } from "#lib/text-bounds.ts";
import { idSchema } from "#lib/integers.ts";

/** What an operator did (or an owner did that an operator must be able to trace), as the audit log keeps it. */
export type AuditEventInput = {
  /** The account that acted; null for the system (a sweep, a start-up check). */
  actorAccountId: number | null;
  /** A dotted verb: `account.suspended`, `review.hidden`, `booking_problem.resolved`, `article.updated`... */
  action: string;
  /** The account the action was about, when it was about one. */
  subjectAccountId?: number | null;
  /** The record acted on: its kind (`member`, `review`, `booking_problem`, `article`...) and id. */
  recordType?: string | null;
  recordId?: number | null;
  /** The record's relevant fields before and after the action. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  details?: Record<string, unknown>;
};

export const AUDIT_PAGE_SIZE = 50;

/** The audit log's search: any of actor, subject, record, action prefix and a time window; newest first. */
export const auditSearchSchema = z.object({
  actorAccountId: idSchema.optional(),
  subjectAccountId: idSchema.optional(),
  recordType: z.string().trim().max(40).optional(),
  recordId: idSchema.optional(),
  action: z.string().trim().max(80).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Rows older than this id: the next page. */
  before: idSchema.optional(),
});
export type AuditSearch = z.infer<typeof auditSearchSchema>;

/** One event as operators read it; `actorEmail` is the acting account's current email, for display. */
export const auditEventSchema = z.object({
  id: z.number().int(),
  actorAccountId: z.number().int().nullable(),
  actorEmail: boundedText("email").nullable(),
  action: boundedText("name"),
  subjectAccountId: z.number().int().nullable(),
  recordType: boundedText("name").nullable(),
  recordId: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  details: z.unknown(),
  createdAt: boundedText("timestamp"),
});
export type AuditEventDto = z.infer<typeof auditEventSchema>;

/** A page of the search: newest first, and the `before` that asks for the next page (null on the last). */
export const auditPageSchema = z.object({
  events: z.array(auditEventSchema).max(AUDIT_PAGE_SIZE),
  nextBefore: z.number().int().nullable(),
});
