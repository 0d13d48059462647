import type { Principal } from "#features/accounts/sessions.service.server.ts";
import { hideContactDetails } from "#features/contact-details/contact-details.rules.ts";
import { conflict, forbidden, invalid } from "#lib/domain-errors.ts";
import { formatCents } from "#lib/money.ts";
import {
  type BookingRow,
  bookingSide,
  isoTimestamp,
  type MarketplaceContext,
  missing,
  notYours,
  type RequestRow,
  type Side,
  type Vendor,
} from "./marketplace-context.server.ts";
import type { MarketplaceQueries } from "./marketplace.repo.server.ts";
import {
  OPERATOR_QUEUES,
  PROBLEM_LIMITS,
  PROBLEM_KIND_LABELS,
  PROBLEM_MACHINE,
  PROBLEM_REPORT_WINDOW_DAYS,
  problemRefundCents,
  problemReportable,
  type ProblemKind,
  type ProblemResolution,
  type ProblemState,
  transition,
} from "./marketplace.rules.ts";
import type { ProblemDto, ProblemMessageDto, ProblemSummaryDto } from "./marketplace.schema.ts";

/** The refusal of a report past the limit: only the server says it, and the page shows what it says. */
export const PROBLEM_LIMIT_MESSAGE = `You have reported ${PROBLEM_LIMITS.reportsPerSide} problems with this booking, the most one booking takes: write to us through the contact page.`;
/** How an operator signs in a problem's thread. */
const OPERATOR_NAME = "Marquee";

type Viewer = Side | "operator";
type SummaryRow = NonNullable<Awaited<ReturnType<MarketplaceQueries["problemSummary"]>>>;

const problemSide = (stored: string): Side => (stored === "vendor" ? "vendor" : "planner");

function summaryDto(row: SummaryRow): ProblemSummaryDto {
  const kind = row.kind as ProblemKind;
  return {
    id: row.id,
    bookingId: row.bookingId,
    requestId: row.requestId,
    status: row.status as ProblemState,
    kind,
    kindLabel: PROBLEM_KIND_LABELS[kind],
    reporterSide: problemSide(row.reporterSide),
    vendorName: row.vendorName,
    plannerFirstName: row.plannerFirstName,
    eventType: row.eventType,
    eventDate: row.eventDate,
    createdAt: isoTimestamp(row.createdAt),
    resolution: row.resolution as ProblemResolution | null,
    refundCents: row.refundCents,
  };
}

/** The sentence both sides read about a resolution. */
function resolutionSummary(resolution: ProblemResolution, refundCents: number, paidCents: number): string {
  if (resolution === "no_refund") return "Marquee resolved this problem without a refund.";
  if (resolution === "full_refund")
    return `Marquee refunded ${formatCents(refundCents)} to the planner: everything paid through Marquee that had not been refunded.`;
  return `Marquee refunded ${formatCents(refundCents)} of the ${formatCents(paidCents)} paid through Marquee to the planner.`;
}

/** What was paid through Marquee for a booking, what was refunded, and what is left to refund. */
async function moneyOf(repo: MarketplaceQueries, bookingId: number) {
  const rows = await repo.payments(bookingId);
  const paidCents = rows.filter((row) => row.kind !== "refund").reduce((sum, row) => sum + row.amountCents, 0);
  const refundedCents = rows.filter((row) => row.kind === "refund").reduce((sum, row) => sum + row.amountCents, 0);
  return { paidCents, refundedCents, refundableCents: Math.max(0, paidCents - refundedCents) };
}

/**
 * Problems with a booking (decision 033): its planner or its vendor reports one, both of them and
 * Marquee's operators write in its thread, and an operator resolves it with a full, partial or no
 * refund through the payment provider, once, whatever is retried or clicked twice.
 */
export function createProblemsService(context: MarketplaceContext) {
  const { repository, clock, payments } = context;

  /** Who the caller is to a booking's problems: a side, an operator, or nobody (null). */
  function viewerOf(principal: Principal, booking: BookingRow): Viewer | null {
    if (principal.clientId !== null && principal.clientId === booking.clientId) return "planner";
    if (principal.memberId !== null && principal.memberId === booking.memberId) return "vendor";
    return principal.role === "admin" ? "operator" : null;
  }

  /** The problem, its booking, request and vendor, for a caller allowed to read it. */
  async function loadCase(principal: Principal, problemId: number) {
    const summary = await repository.problemSummary(problemId);
    if (!summary) throw missing(`problem ${problemId}`);
    const booking = await context.loadBooking(summary.bookingId);
    const viewer = viewerOf(principal, booking);
    if (!viewer) throw notYours();
    const [request, vendor] = await Promise.all([
      repository.request(booking.requestId) as Promise<RequestRow>,
      repository.vendor(booking.memberId) as Promise<Vendor>,
    ]);
    return { summary, booking, viewer, request, vendor };
  }

  const authorName = (side: string, request: RequestRow, vendor: Vendor) =>
    side === "planner" ? request.plannerFirstName : side === "vendor" ? vendor.name : OPERATOR_NAME;

  async function problemView(principal: Principal, problemId: number): Promise<ProblemDto> {
    const { summary, booking, viewer, request, vendor } = await loadCase(principal, problemId);
    const [messages, money] = await Promise.all([
      repository.problemMessages(problemId),
      moneyOf(repository, booking.id),
    ]);
    const open = summary.status === "open";
    return {
      ...summaryDto(summary),
      viewerSide: viewer,
      resolutionSummary:
        summary.resolution === null
          ? null
          : resolutionSummary(summary.resolution as ProblemResolution, summary.refundCents ?? 0, money.paidCents),
      resolutionReason: summary.resolutionReason,
      resolvedAt: isoTimestamp(summary.resolvedAt),
      ...money,
      paymentMode: payments.mode,
      messages: messages.map((message): ProblemMessageDto => ({
        id: message.id,
        authorSide: message.authorSide === "operator" ? "operator" : problemSide(message.authorSide),
        authorName: authorName(message.authorSide, request, vendor),
        body: message.body,
        createdAt: isoTimestamp(message.createdAt),
        mine: message.authorAccountId === principal.accountId,
      })),
      canReply: open,
      canResolve: open && viewer === "operator",
    };
  }

  /**
   * What a side writes, as the other side may read it: contact details are hidden as in the
   * marketplace's messages, unless the booking shares them with that reader (live, confirmed email).
   * Decided before the transaction: the accounts service it asks reads outside it.
   */
  async function asTheOtherSideMayRead(request: RequestRow, booking: BookingRow, author: Side, body: string) {
    const reader: Side = author === "planner" ? "vendor" : "planner";
    const shared = (await context.contactsSharedWith(request, booking, reader)) !== null;
    return shared ? body : hideContactDetails(body).text;
  }

  return {
    problem: problemView,

    /** The problems of a booking, newest first, for its planner or its vendor (or an operator). */
    async problemsOfBooking(principal: Principal, bookingId: number): Promise<ProblemSummaryDto[]> {
      const booking = await context.loadBooking(bookingId);
      if (!viewerOf(principal, booking)) throw notYours();
      return (await repository.problemsOfBooking(bookingId)).map(summaryDto);
    },

    /**
     * What a side's pages show of a booking's problems: the booking, its problems, whether the caller may
     * report one now, and their own open one (a second report goes to it instead).
     */
    async bookingProblems(principal: Principal, bookingId: number) {
      const booking = await context.loadBooking(bookingId);
      const side = bookingSide(principal, booking);
      const [request, vendor, rows] = await Promise.all([
        repository.request(booking.requestId) as Promise<RequestRow>,
        repository.vendor(booking.memberId) as Promise<Vendor>,
        repository.problemsOfBooking(bookingId),
      ]);
      const problems = rows.map(summaryDto);
      const ownOpen = problems.find((problem) => problem.status === "open" && problem.reporterSide === side);
      return {
        bookingId,
        requestId: booking.requestId,
        side,
        eventType: request.eventType,
        eventDate: booking.eventDate,
        vendorName: vendor.name,
        plannerFirstName: request.plannerFirstName,
        reportWindowDays: PROBLEM_REPORT_WINDOW_DAYS,
        canReport: !ownOpen && problemReportable(booking, context.eventToday(request)),
        openProblemId: ownOpen?.id ?? null,
        problems,
      };
    },

    /** Operators: the queue, open problems first (oldest first), then the latest resolved. */
    async problemQueue(status?: ProblemState): Promise<ProblemSummaryDto[]> {
      return (await repository.problemQueue(status, OPERATOR_QUEUES.problemsShown)).map(summaryDto);
    },

    /**
     * The planner or the vendor of a booking reports a problem with it, with a first message: while the
     * booking stands, up to the window after its day, and one open problem per side at a time.
     */
    async reportProblem(
      principal: Principal,
      bookingId: number,
      input: { kind: ProblemKind; body: string },
    ): Promise<ProblemDto> {
      const read = await context.loadBooking(bookingId);
      const side = bookingSide(principal, read);
      const body = await asTheOtherSideMayRead(await context.loadRequest(read.requestId), read, side, input.body);
      const problemId = await repository.transaction(async (repo) => {
        // The booking's lock makes a double-clicked report find the first one open.
        const booking = (await repo.booking(bookingId, { lock: true })) as BookingRow;
        const request = (await repo.request(booking.requestId)) as RequestRow;
        if (!problemReportable(booking, context.eventToday(request))) {
          throw conflict(
            "PROBLEM_NOT_REPORTABLE",
            booking.status === "cancelled"
              ? "This booking was cancelled: its refund followed the cancellation policy."
              : `Problems can be reported up to ${PROBLEM_REPORT_WINDOW_DAYS} days after the event.`,
          );
        }
        if (await repo.openProblemOf(bookingId, side)) {
          throw conflict(
            "PROBLEM_ALREADY_OPEN",
            "You already reported a problem with this booking that is still open: write in it instead.",
          );
        }
        const reported = await repo.problemsOfBooking(bookingId);
        if (reported.filter((problem) => problem.reporterSide === side).length >= PROBLEM_LIMITS.reportsPerSide) {
          throw conflict("PROBLEM_LIMIT_REACHED", PROBLEM_LIMIT_MESSAGE);
        }
        const vendor = (await repo.vendor(booking.memberId)) as Vendor;
        const id = await repo.createProblem({
          bookingId,
          reportedByAccountId: principal.accountId,
          reporterSide: side,
          kind: input.kind,
        });
        await repo.addProblemMessage({ problemId: id, authorAccountId: principal.accountId, authorSide: side, body });
        await context.notify(
          repo,
          context.notices.problemReported(request, vendor, {
            id,
            kindLabel: PROBLEM_KIND_LABELS[input.kind],
            reporterSide: side,
          }),
        );
        return id;
      });
      return problemView(principal, problemId);
    },

    /** The planner, the vendor or an operator writes in an open problem's thread; the others are told. */
    async postProblemMessage(principal: Principal, problemId: number, body: string): Promise<ProblemDto> {
      const { booking, viewer, request, vendor } = await loadCase(principal, problemId);
      const text = viewer === "operator" ? body : await asTheOtherSideMayRead(request, booking, viewer, body);
      await repository.transaction(async (repo) => {
        const row = await repo.problemRow(problemId, { lock: true });
        if (!row) throw missing(`problem ${problemId}`);
        if (row.status !== "open")
          throw conflict("PROBLEM_RESOLVED", "This problem is resolved: its thread is closed.");
        await repo.addProblemMessage({
          problemId,
          authorAccountId: principal.accountId,
          authorSide: viewer,
          body: text,
        });
        await context.notify(
          repo,
          context.notices.problemMessage(
            request,
            vendor,
            problemId,
            { side: viewer, name: authorName(viewer, request, vendor) },
            text,
          ),
        );
      });
      return problemView(principal, problemId);
    },

    /**
     * An operator resolves an open problem: a full refund (everything paid through Marquee and not yet
     * refunded), a partial one (whole cents up to that), or none, with a reason both sides read. The
     * problem's lock and its open→resolved transition move money once; a repeat of the same decision
     * answers the case as it is, a different one is refused.
     */
    async resolveProblem(
      operator: Principal,
      problemId: number,
      input: { resolution: ProblemResolution; amount: number | null; reason: string },
    ): Promise<ProblemDto> {
      if (operator.role !== "admin") throw forbidden("Only Marquee's operators resolve problems.");
      await repository.transaction(async (repo) => {
        const row = await repo.problemRow(problemId, { lock: true });
        if (!row) throw missing(`problem ${problemId}`);
        const outcome = transition(PROBLEM_MACHINE, row.status as ProblemState, "resolve", "operator");
        if (!outcome.ok) throw conflict("PROBLEM_NOT_RESOLVABLE", `This problem is ${row.status}.`);
        if (!outcome.changed) {
          const same =
            row.resolution === input.resolution &&
            (input.resolution !== "partial_refund" || row.refundCents === input.amount);
          if (same) return;
          throw conflict("PROBLEM_RESOLVED", "This problem was already resolved another way: reload it to see how.");
        }
        // The booking's lock keeps a cancellation's refund from racing this one.
        const booking = (await repo.booking(row.bookingId, { lock: true })) as BookingRow;
        const money = await moneyOf(repo, booking.id);
        const refund = problemRefundCents(input.resolution, money.refundableCents, input.amount);
        if (refund === null) {
          if (input.resolution === "full_refund") {
            const message = "Nothing paid through Marquee is left to refund: choose no refund.";
            throw invalid("VALIDATION_FAILED", message, { resolution: message });
          }
          const message =
            money.refundableCents > 0
              ? `Enter an amount from $0.01 up to ${formatCents(money.refundableCents)}, what is left to refund.`
              : "Nothing paid through Marquee is left to refund: choose no refund.";
          throw invalid("VALIDATION_FAILED", message, { amount: message });
        }
        if (refund > 0) {
          const idempotencyKey = `booking-problem-${row.id}-refund`;
          const made = await payments.refund({
            amountCents: refund,
            idempotencyKey,
            description: `Refund for booking ${booking.id}, problem ${row.id}`,
          });
          await repo.recordPayment({
            bookingId: booking.id,
            kind: "refund",
            amountCents: refund,
            provider: payments.name,
            providerReference: made.reference,
            idempotencyKey,
          });
        }
        const resolved = {
          resolution: input.resolution,
          refundCents: refund,
          resolutionReason: input.reason,
          resolvedByAccountId: operator.accountId,
          resolvedAt: clock.now(),
        };
        if (!(await repo.resolveProblem(row.id, resolved))) throw new Error(`problem ${row.id} changed under its lock`);
        const [request, vendor] = await Promise.all([
          repo.request(booking.requestId) as Promise<RequestRow>,
          repo.vendor(booking.memberId) as Promise<Vendor>,
        ]);
        await repo.audit({
          actorAccountId: operator.accountId,
          action: "booking_problem.resolved",
          subjectAccountId: row.reportedByAccountId,
          recordType: "booking_problem",
          recordId: row.id,
          before: { status: row.status },
          after: { status: outcome.to, resolution: input.resolution, refundCents: refund },
          details: { bookingId: booking.id, refundableCents: money.refundableCents, reason: input.reason },
        });
        await context.notify(
          repo,
          context.notices.problemResolved(request, vendor, row.id, {
            summary: resolutionSummary(input.resolution, refund, money.paidCents),
            reason: input.reason,
          }),
        );
      });
      return problemView(operator, problemId);
    },
  };
}
