import type { Principal } from "#features/accounts/sessions.service.server.ts";
import { conflict, forbidden, invalid } from "#lib/domain-errors.ts";
import { type BookingView, moderatedReviewDto } from "./booking-view.server.ts";
import { CONTACT_DETAILS_MESSAGES, hasContactDetails } from "#features/contact-details/contact-details.rules.ts";
import {
  bookingSide,
  type MarketplaceContext,
  missing,
  type ModerationRow,
  paidCentsOf,
  type RequestRow,
  type Vendor,
} from "./marketplace-context.server.ts";
import { longDate } from "./marketplace.notifications.ts";
import {
  parseHoldReasons,
  reviewOpensOn,
  reviewStanding,
  reviewStatusOf,
  OPERATOR_QUEUES,
  TRUST_MESSAGES,
} from "./marketplace.rules.ts";
import type { BookingDto, ModeratedReviewDto, ReviewReportAnswer } from "./marketplace.schema.ts";
import { profileUrl } from "#features/members/members.rules.ts";
import type { MarketplaceRepository } from "./marketplace.repo.server.ts";
import {
  decisionOutcome,
  REVIEW_REPORT_MESSAGES,
  REVIEW_REPORT_REASONS,
  type ReviewDecision,
  type ReviewReportReason,
  reviewReportReasonOf,
  reviewReportStatusOf,
} from "./reviews.rules.ts";

type ReportRow = Awaited<ReturnType<MarketplaceRepository["reportsOf"]>>[number];

const REPORTER_ROLES = { client: "planner", member: "vendor", admin: "operator" } as const;

/** A report as operators read it: the reason in words and who sent it. */
function reportDto(report: ReportRow): ModeratedReviewDto["reports"][number] {
  return {
    id: report.id,
    reason: reviewReportReasonOf(report.reason),
    reasonText: REVIEW_REPORT_REASONS[reviewReportReasonOf(report.reason)],
    message: report.message,
    status: reviewReportStatusOf(report.status),
    reporterEmail: report.reporterEmail,
    reporterRole: report.reporterRole ? REPORTER_ROLES[report.reporterRole] : null,
    createdAt: report.createdAt.toISOString(),
  };
}

/** What the report form shows of the review it is about. */
export type ReportableReview = {
  id: number;
  reviewerName: string;
  rating: number;
  title: string | null;
  vendorName: string;
  profilePath: string;
};

/** "Jane D.": how a planner signs a review. */
function reviewerName(request: RequestRow): string {
  return `${request.plannerFirstName}${request.plannerLastName ? ` ${request.plannerLastName.charAt(0)}.` : ""}`;
}

/** Reviews of bookings: the planner's review, the operators' moderation and the vendor's one reply. */
export function createReviewsService(context: MarketplaceContext, bookingDto: BookingView) {
  const { repository, clock } = context;

  /** A review as the report form names it; only a review shown on a profile can be reported. */
  async function reportableReview(reviewId: number): Promise<ReportableReview | undefined> {
    const review = await repository.review(reviewId);
    if (!review || review.status !== "counted") return undefined;
    const vendor = await repository.vendor(review.memberId);
    if (!vendor) return undefined;
    return {
      id: review.id,
      reviewerName: review.reviewerName,
      rating: review.rating,
      title: review.title,
      vendorName: vendor.name,
      profilePath: profileUrl(vendor.profileDirectory, vendor.directory),
    };
  }

  return {
    /**
     * A review from the booking's planner, after the event day, once their email is confirmed. It is
     * verified when the booking was paid through Marquee above the minimum or confirmed by an operator,
     * and held for an operator when the planner's account was made by a request to this vendor or has
     * used the vendor's network address; otherwise it counts in the rating at once (decision 022).
     */
    async review(
      principal: Principal,
      bookingId: number,
      form: { rating: number; title: string; body: string },
    ): Promise<BookingDto> {
      const booking = await context.loadBooking(bookingId);
      if (bookingSide(principal, booking) !== "planner") throw forbidden("Only the planner reviews.");
      if (booking.status === "cancelled")
        throw conflict("NOT_REVIEWABLE", "This booking was cancelled: there is nothing to review.");
      const [request, vendor] = await Promise.all([
        repository.request(booking.requestId) as Promise<RequestRow>,
        repository.vendor(booking.memberId) as Promise<Vendor>,
      ]);
      // The day after the event where it took place, not in UTC (decision 026).
      const opens = reviewOpensOn(booking.eventDate);
      if (context.eventToday(request) < opens)
        throw conflict("REVIEW_TOO_EARLY", `You can review after the event, from ${longDate(opens)}.`);
      if (!(await context.accounts.isEmailVerified(principal.accountId)))
        throw forbidden(TRUST_MESSAGES.confirmEmailToReview, "EMAIL_NOT_CONFIRMED");
      const [paidCents, accountMadeByRequestToVendor, sharesAddressWithVendor] = await Promise.all([
        paidCentsOf(repository, booking.id),
        repository.accountMadeByRequestTo(booking.clientId, booking.memberId),
        vendor.accountId === null
          ? false
          : context.accounts.accountsShareAnAddress(principal.accountId, vendor.accountId),
      ]);
      const standing = reviewStanding({
        paidCents,
        operatorConfirmed: booking.operatorConfirmedAt !== null,
        accountMadeByRequestToVendor,
        sharesAddressWithVendor,
      });
      const created = await repository.transaction(async (repo) => {
        await repo.setBookingStatus(booking.id, "confirmed", "completed");
        const id = await repo.createReview({
          memberId: booking.memberId,
          clientId: booking.clientId,
          bookingId: booking.id,
          reviewerName: reviewerName(request),
          rating: form.rating,
          title: form.title || null,
          body: form.body,
          eventType: request.eventType,
          eventDate: request.eventDate,
          verified: standing.verified,
          status: standing.status,
          heldReason: standing.heldReasons.join(",") || null,
          createdAt: clock.now(),
        });
        if (id === undefined) return false;
        // A held review is neither counted nor announced until an operator approves it.
        if (standing.status !== "counted") return true;
        await repo.refreshRating(booking.memberId);
        await context.notify(repo, [context.notices.newReview(vendor, request, form.rating)]);
        return true;
      });
      if (!created) throw conflict("ALREADY_REVIEWED", "You have already reviewed this booking.");
      context.onMemberChanged(booking.memberId);
      return bookingDto(await context.loadBooking(bookingId), "planner");
    },

    /**
     * The operators' one queue (decision 032): held reviews and reported ones, newest report first, or
     * the hidden reviews, which "Keep" restores.
     */
    async reviewQueue(show: "waiting" | "hidden"): Promise<ModeratedReviewDto[]> {
      const rows = await repository.reviewQueue(show, OPERATOR_QUEUES.reviewsShown);
      const reports = await repository.reportsOf(rows.map((row) => row.id));
      return rows.map((row) =>
        moderatedReviewDto(row, reports.filter((report) => report.reviewId === row.id).map(reportDto)),
      );
    },

    reviewToReport: reportableReview,

    /**
     * A planner or vendor (the reviewed one too) reports a review shown on a profile, once each; it
     * joins the operators' queue. The review keeps counting until an operator decides.
     */
    async reportReview(
      principal: Principal,
      reviewId: number,
      form: { reason: ReviewReportReason; message: string },
    ): Promise<ReviewReportAnswer> {
      if (principal.role === "admin")
        throw forbidden("Operators decide on reviews in the console; reports come from planners and vendors.");
      const reportable = await reportableReview(reviewId);
      if (!reportable) {
        const review = await repository.review(reviewId);
        if (review?.status === "removed" && review.publicNote !== null)
          throw conflict("REVIEW_HIDDEN", "Marquee has already hidden this review.");
        throw missing(`review ${reviewId}`);
      }
      const reportId = await repository.createReviewReport({
        reviewId,
        reporterAccountId: principal.accountId,
        reason: form.reason,
        message: form.message || null,
        at: clock.now(),
      });
      if (reportId === undefined) throw conflict("ALREADY_REPORTED", REVIEW_REPORT_MESSAGES.alreadyReported);
      return { reportId, reviewId, profilePath: reportable.profilePath };
    },

    /**
     * An operator decides on a review, held or reported, in one transaction (decision 032): "keep"
     * makes it count (restoring a hidden one), "hide" takes it out of the rating and shows the public
     * note in its place. Its open reports close with the decision, the rating is recomputed, the
     * reporters and the vendor are told, and the audit trail records it. Deciding the same again with
     * nothing open changes nothing.
     */
    async decideReview(
      operator: Principal,
      reviewId: number,
      form: { decision: ReviewDecision; publicNote: string },
    ): Promise<ModeratedReviewDto> {
      const { decision } = form;
      const outcome = decisionOutcome(decision);
      const publicNote = decision === "hide" ? form.publicNote : null;
      const memberId = await repository.transaction(async (repo) => {
        const review = await repo.reviewForModeration(reviewId, { lock: true });
        if (!review) throw missing(`review ${reviewId}`);
        const current = reviewStatusOf(review.status);
        const now = clock.now();
        const closed = await repo.closeOpenReports(reviewId, outcome.reportStatus, operator.accountId, now);
        const reviewChanges = current !== outcome.reviewStatus || review.publicNote !== publicNote;
        if (!reviewChanges && closed.length === 0) return review.memberId;
        if (reviewChanges)
          await repo.setReviewDecision(reviewId, {
            status: outcome.reviewStatus,
            publicNote,
            by: operator.accountId,
            at: now,
          });
        await repo.refreshRating(review.memberId);
        await repo.audit({
          actorAccountId: operator.accountId,
          action: decision === "keep" ? "review.kept" : "review.hidden",
          subjectAccountId: review.vendorAccountId,
          recordType: "review",
          recordId: reviewId,
          before: { status: current, publicNote: review.publicNote },
          after: { status: outcome.reviewStatus, publicNote },
          details: {
            memberId: review.memberId,
            bookingId: review.bookingId,
            reviewerClientId: review.reviewerClientId,
            heldReasons: parseHoldReasons(review.heldReason),
            closedReportIds: closed.map((report) => report.id),
          },
        });
        const vendor = await repo.vendor(review.memberId);
        if (!vendor) return review.memberId;
        const profilePath = profileUrl(vendor.profileDirectory, vendor.directory);
        const notices = closed.flatMap((report) =>
          report.reporterEmail === null
            ? []
            : [
                context.notices.reportedReviewDecided(
                  { accountId: report.reporterAccountId, email: report.reporterEmail },
                  { vendorName: vendor.name, profilePath },
                  decision,
                  publicNote,
                ),
              ],
        );
        // A held review that now counts is news to its vendor, announced as any new review is.
        const request =
          current === "held" && decision === "keep" && review.bookingId !== null
            ? await repo.booking(review.bookingId).then((booking) => booking && repo.request(booking.requestId))
            : undefined;
        notices.push(
          request
            ? context.notices.newReview(vendor, request, review.rating)
            : context.notices.reviewDecided(
                vendor,
                { reviewerName: review.reviewerName, profilePath },
                decision,
                publicNote,
              ),
        );
        await context.notify(repo, notices);
        return review.memberId;
      });
      context.onMemberChanged(memberId);
      const [row, reports] = await Promise.all([
        repository.reviewForModeration(reviewId) as Promise<ModerationRow>,
        repository.reportsOf([reviewId]),
      ]);
      return moderatedReviewDto(row, reports.map(reportDto));
    },

    async replyToReview(memberId: number, reviewId: number, reply: string): Promise<BookingDto> {
      const review = await repository.review(reviewId);
      // A held or removed review is not the vendor's to see, so not theirs to answer either.
      if (!review || review.memberId !== memberId || review.bookingId === null || review.status !== "counted")
        throw missing(`review ${reviewId} from a booking`);
      // The reply is shown on the public profile, where contact details never are.
      if (hasContactDetails(reply)) {
        const message = CONTACT_DETAILS_MESSAGES.reviewReply;
        throw invalid("VALIDATION_FAILED", message, { reply: message });
      }
      if (!(await repository.replyToReview(reviewId, reply, clock.now()))) {
        throw conflict("ALREADY_REPLIED", "You have already replied to this review.");
      }
      context.onMemberChanged(memberId);
      return bookingDto(await context.loadBooking(review.bookingId), "vendor");
    },
  };
}
