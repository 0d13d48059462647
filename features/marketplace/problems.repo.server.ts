import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { clients } from "#db/schema/accounts.ts";
import { members } from "#db/schema/members.ts";
import { bookingProblemMessages, bookingProblems, bookings, requests } from "#db/schema/requests.ts";
import { PROBLEM_LIMITS, type ProblemResolution, type ProblemState } from "./marketplace.rules.ts";

/** Problems reported with bookings and their threads (decision 033). */
export function problemQueries(db: Database) {
  /** A problem with the names and the event its lists show. */
  const summaries = () =>
    db
      .select({
        id: bookingProblems.id,
        bookingId: bookingProblems.bookingId,
        requestId: bookings.requestId,
        status: bookingProblems.status,
        kind: bookingProblems.kind,
        reporterSide: bookingProblems.reporterSide,
        reportedByAccountId: bookingProblems.reportedByAccountId,
        resolution: bookingProblems.resolution,
        refundCents: bookingProblems.refundCents,
        resolutionReason: bookingProblems.resolutionReason,
        resolvedAt: bookingProblems.resolvedAt,
        createdAt: bookingProblems.createdAt,
        vendorName: members.name,
        plannerFirstName: clients.firstName,
        eventType: requests.eventType,
        eventDate: bookings.eventDate,
      })
      .from(bookingProblems)
      .innerJoin(bookings, eq(bookings.id, bookingProblems.bookingId))
      .innerJoin(requests, eq(requests.id, bookings.requestId))
      .innerJoin(members, eq(members.id, bookings.memberId))
      .innerJoin(clients, eq(clients.id, bookings.clientId));

  return {
    async createProblem(values: typeof bookingProblems.$inferInsert): Promise<number> {
      const [row] = await db.insert(bookingProblems).values(values).returning({ id: bookingProblems.id });
      if (!row) throw new Error("problem insert returned nothing");
      return row.id;
    },

    /** The problem row alone; `lock` holds it until the transaction ends, so one resolution moves money. */
    async problemRow(problemId: number, options: { lock?: boolean } = {}) {
      const query = db.select().from(bookingProblems).where(eq(bookingProblems.id, problemId));
      const [row] = options.lock ? await query.for("update") : await query;
      return row;
    },

    async problemSummary(problemId: number) {
      const [row] = await summaries().where(eq(bookingProblems.id, problemId));
      return row;
    },

    /** The open problem one side of a booking reported, if any: each side has at most one at a time. */
    async openProblemOf(bookingId: number, side: "planner" | "vendor") {
      const [row] = await db
        .select({ id: bookingProblems.id })
        .from(bookingProblems)
        .where(
          and(
            eq(bookingProblems.bookingId, bookingId),
            eq(bookingProblems.reporterSide, side),
            eq(bookingProblems.status, "open"),
          ),
        );
      return row;
    },

    async problemsOfBooking(bookingId: number) {
      return summaries().where(eq(bookingProblems.bookingId, bookingId)).orderBy(desc(bookingProblems.id));
    },

    /** The operators' queue: open problems first, oldest first among them; then the latest resolved. */
    async problemQueue(status: ProblemState | undefined, limit: number) {
      const query = summaries();
      return (status ? query.where(eq(bookingProblems.status, status)) : query)
        .orderBy(
          sql`case when ${bookingProblems.status} = 'open' then 0 else 1 end`,
          sql`case when ${bookingProblems.status} = 'open' then ${bookingProblems.createdAt} end asc`,
          desc(bookingProblems.resolvedAt),
          desc(bookingProblems.id),
        )
        .limit(limit);
    },

    async addProblemMessage(values: typeof bookingProblemMessages.$inferInsert): Promise<void> {
      await db.insert(bookingProblemMessages).values(values);
    },

    /** A problem's thread, oldest first: its newest messages when it holds more than the thread shows. */
    async problemMessages(problemId: number) {
      const newest = await db
        .select()
        .from(bookingProblemMessages)
        .where(eq(bookingProblemMessages.problemId, problemId))
        .orderBy(desc(bookingProblemMessages.createdAt), desc(bookingProblemMessages.id))
        .limit(PROBLEM_LIMITS.messagesShown);
      return newest.reverse();
    },

    /** Resolves an open problem; false when it was no longer open. */
    async resolveProblem(
      problemId: number,
      values: {
        resolution: ProblemResolution;
        refundCents: number;
        resolutionReason: string;
        resolvedByAccountId: number;
        resolvedAt: Date;
      },
    ): Promise<boolean> {
      const rows = await db
        .update(bookingProblems)
        .set({ status: "resolved", ...values })
        .where(and(eq(bookingProblems.id, problemId), eq(bookingProblems.status, "open")))
        .returning({ id: bookingProblems.id });
      return rows.length > 0;
    },
  };
}
