import { and, desc, eq, exists, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { accounts, clients } from "#db/schema/accounts.ts";
import { type AuditEventInput, auditWithin } from "../audit/audit.service.server.ts";
import { feedback, members, reviewReports } from "#db/schema/members.ts";
import { OPERATOR_QUEUES, type ReviewStatus } from "./marketplace.rules.ts";
import type { ReviewReportReason, ReviewReportStatus } from "./reviews.rules.ts";

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
        publicNote: feedback.publicNote,
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

    /**
     * The operators' queue: held reviews and reviews with open reports, the newest report (or, for a held
     * review nobody reported, the review itself) first. `hidden` lists the reviews operators hid instead,
     * so one can be restored.
     */
    async reviewQueue(show: "waiting" | "hidden", limit: number) {
      const openReports = db
        .select({ id: reviewReports.id })
        .from(reviewReports)
        .where(and(eq(reviewReports.feedbackId, feedback.id), eq(reviewReports.status, "open")));
      const latestOpenReport = sql`(select max(r.created_at) from review_reports r
        where r.feedback_id = ${feedback.id} and r.status = 'open')`;
      const where =
        show === "waiting"
          ? or(eq(feedback.status, "held"), exists(openReports))
          : and(eq(feedback.status, "removed"), isNotNull(feedback.publicNote));
      return moderationQuery()
        .where(where)
        .orderBy(
          show === "waiting"
            ? desc(sql`coalesce(${latestOpenReport}, ${feedback.createdAt})`)
            : desc(feedback.moderatedAt),
          desc(feedback.id),
        )
        .limit(limit);
    },

    /** The newest reports of each of these reviews, newest first, with who sent each. */
    async reportsOf(reviewIds: number[]) {
      if (reviewIds.length === 0) return [];
      return db
        .select({
          id: reviewReports.id,
          reviewId: reviewReports.feedbackId,
          reason: reviewReports.reason,
          message: reviewReports.message,
          status: reviewReports.status,
          createdAt: reviewReports.createdAt,
          decidedAt: reviewReports.decidedAt,
          reporterAccountId: reviewReports.reporterAccountId,
          reporterEmail: accounts.email,
          reporterRole: accounts.role,
        })
        .from(reviewReports)
        .leftJoin(accounts, eq(accounts.id, reviewReports.reporterAccountId))
        .where(
          and(
            inArray(reviewReports.feedbackId, reviewIds),
            sql`(select count(*) from review_reports newer where newer.feedback_id = ${reviewReports.feedbackId}
              and (newer.created_at, newer.id) > (${reviewReports.createdAt}, ${reviewReports.id})) < ${OPERATOR_QUEUES.reportsPerReviewShown}`,
          ),
        )
        .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id));
    },

    async reviewForModeration(reviewId: number, options: { lock?: boolean } = {}) {
      const query = moderationQuery().where(eq(feedback.id, reviewId));
      const [row] = options.lock ? await query.for("update", { of: feedback }) : await query;
      return row;
    },

    /** Files a report; undefined when this account already reported this review. */
    async createReviewReport(values: {
      reviewId: number;
      reporterAccountId: number;
      reason: ReviewReportReason;
      message: string | null;
      at: Date;
    }): Promise<number | undefined> {
      const [row] = await db
        .insert(reviewReports)
        .values({
          feedbackId: values.reviewId,
          reporterAccountId: values.reporterAccountId,
          reason: values.reason,
          message: values.message,
          createdAt: values.at,
        })
        .onConflictDoNothing()
        .returning({ id: reviewReports.id });
      return row?.id;
    },

    /** An operator's decision: the review's state and public note, with the moment and the operator. */
    async setReviewDecision(
      reviewId: number,
      values: { status: ReviewStatus; publicNote: string | null; by: number; at: Date },
    ): Promise<void> {
      await db
        .update(feedback)
        .set({
          status: values.status,
          publicNote: values.publicNote,
          moderatedAt: values.at,
          moderatedByAccountId: values.by,
        })
        .where(eq(feedback.id, reviewId));
    },

    /** Closes the review's open reports with the decision; gives back the reporters' accounts. */
    async closeOpenReports(
      reviewId: number,
      status: Exclude<ReviewReportStatus, "open">,
      by: number,
      at: Date,
    ): Promise<{ id: number; reporterAccountId: number | null; reporterEmail: string | null }[]> {
      const closed = await db
        .update(reviewReports)
        .set({ status, decidedAt: at, decidedByAccountId: by })
        .where(and(eq(reviewReports.feedbackId, reviewId), eq(reviewReports.status, "open")))
        .returning({ id: reviewReports.id, reporterAccountId: reviewReports.reporterAccountId });
      const reporterIds = closed.flatMap((report) =>
        report.reporterAccountId === null ? [] : [report.reporterAccountId],
      );
      const emails =
        reporterIds.length === 0
          ? []
          : await db
              .select({ id: accounts.id, email: accounts.email })
              .from(accounts)
              .where(inArray(accounts.id, reporterIds));
      return closed.map((report) => ({
        ...report,
        reporterEmail: emails.find((account) => account.id === report.reporterAccountId)?.email ?? null,
      }));
    },

    /** What an operator did, for the audit trail (decision 022). */
    async audit(event: AuditEventInput): Promise<void> {
      await auditWithin(db).record(event);
    },
  };
}
