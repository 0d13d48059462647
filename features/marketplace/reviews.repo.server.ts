import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { clients } from "#db/schema/accounts.ts";
import { type AuditEventInput, auditWithin } from "../audit/audit.service.server.ts";
import { feedback, members } from "#db/schema/members.ts";
import type { ReviewStatus } from "./marketplace.rules.ts";

/** Reviews of bookings, the vendor's rating from them, and the operators' moderation (audited, decision 022). */
export function reviewQueries(db: Database) {
  const moderationQuery = () =>
    db
      .select({
        id: feedback.id,
        status: feedback.status,
        verified: feedback.verified,
        heldReason: feedback.heldReason,
        rating: feedback.rating,
        title: feedback.title,
        body: feedback.body,
        reviewerName: feedback.reviewerName,
        reviewerClientId: feedback.clientId,
        reviewerAccountId: clients.accountId,
        memberId: feedback.memberId,
        vendorName: members.name,
        vendorAccountId: members.accountId,
        bookingId: feedback.bookingId,
        createdAt: feedback.createdAt,
        moderatedAt: feedback.moderatedAt,
      })
      .from(feedback)
      .innerJoin(members, eq(members.id, feedback.memberId))
      .leftJoin(clients, eq(clients.id, feedback.clientId));

  return {
    async reviewOfBooking(bookingId: number) {
      const [row] = await db.select().from(feedback).where(eq(feedback.bookingId, bookingId));
      return row;
    },

    /** Inserts the booking's review; undefined when it already has one. */
    async createReview(values: typeof feedback.$inferInsert): Promise<number | undefined> {
      const [row] = await db.insert(feedback).values(values).onConflictDoNothing().returning({ id: feedback.id });
      return row?.id;
    },

    async review(reviewId: number) {
      const [row] = await db.select().from(feedback).where(eq(feedback.id, reviewId));
      return row;
    },

    /** Sets the vendor's one reply; false when there already is one. */
    async replyToReview(reviewId: number, reply: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(feedback)
        .set({ vendorReply: reply, vendorRepliedAt: at })
        .where(and(eq(feedback.id, reviewId), isNull(feedback.vendorReply)))
        .returning({ id: feedback.id });
      return rows.length > 0;
    },

    /**
     * Recomputes a vendor's rating from their counted reviews only (held and removed ones never count),
     * so it changes as soon as a review is written or moderated. Search and matching rank by it.
     */
    async refreshRating(memberId: number): Promise<void> {
      await db.execute(sql`
        update members m set
          rating_average = coalesce((select round(avg(rating)::numeric, 2)::float8 from feedback f
            where f.member_id = m.id and f.status = 'counted'), 0),
          review_count = (select count(*)::int from feedback f where f.member_id = m.id and f.status = 'counted'),
          updated_at = now()
        where m.id = ${memberId}`);
    },

    /** Whether the planner's account was made by a visitor request that went to this vendor. */
    async accountMadeByRequestTo(clientId: number, memberId: number): Promise<boolean> {
      const result = await db.execute<{ found: boolean }>(sql`
        select exists (
          select 1 from clients c join requests r on r.id = c.sign_up_request_id
          where c.id = ${clientId}
            and (r.target_member_id = ${memberId}
              or exists (select 1 from request_recipients rr where rr.request_id = r.id and rr.member_id = ${memberId}))
        ) as found`);
      return result.rows[0]?.found === true;
    },

    /** Reviews in one state, oldest first, with what an operator needs to decide. */
    async reviewsByStatus(status: ReviewStatus, limit: number) {
      return moderationQuery()
        .where(eq(feedback.status, status))
        .orderBy(asc(feedback.createdAt), asc(feedback.id))
        .limit(limit);
    },

    async reviewForModeration(reviewId: number, options: { lock?: boolean } = {}) {
      const query = moderationQuery().where(eq(feedback.id, reviewId));
      const [row] = options.lock ? await query.for("update", { of: feedback }) : await query;
      return row;
    },

    /** An operator's decision on a review; only from the states given, so a repeat changes nothing. */
    async moderateReview(
      reviewId: number,
      from: readonly ReviewStatus[],
      to: ReviewStatus,
      by: number,
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(feedback)
        .set({ status: to, moderatedAt: at, moderatedByAccountId: by })
        .where(and(eq(feedback.id, reviewId), inArray(feedback.status, [...from])))
        .returning({ id: feedback.id });
      return rows.length > 0;
    },

    /** What an operator did, for the audit trail (decision 022). */
    async audit(event: AuditEventInput): Promise<void> {
      await auditWithin(db).record(event);
    },
  };
}
