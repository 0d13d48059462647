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
  type ReviewStatus,
  reviewStanding,
  reviewStatusOf,
  TRUST_MESSAGES,
} from "./marketplace.rules.ts";
import type { BookingDto, ModeratedReviewDto } from "./marketplace.schema.ts";

/** Reviews listed to operators at once, oldest first. */
const MODERATION_LIST_SIZE = 200;

/** "Jane D.": how a planner signs a review. */
function reviewerName(request: RequestRow): string {
  return `${request.plannerFirstName}${request.plannerLastName ? ` ${request.plannerLastName.charAt(0)}.` : ""}`;
}

/** Reviews of bookings: the planner's review, the operators' moderation and the vendor's one reply. */
export function createReviewsService(context: MarketplaceContext, bookingDto: BookingView) {
  const { repository, clock } = context;

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

    /** Operators: reviews in one state (held ones by default), oldest first. */
    async reviewsForModeration(status: ReviewStatus): Promise<ModeratedReviewDto[]> {
      return (await repository.reviewsByStatus(status, MODERATION_LIST_SIZE)).map(moderatedReviewDto);
    },

    /**
     * An operator approves a review (it counts, and the vendor is told) or removes it (it no longer
     * shows nor counts); recorded in the audit trail. Deciding the same again changes nothing.
     */
    async moderateReview(
      operator: Principal,
      reviewId: number,
      decision: "approve" | "remove",
      note: string,
    ): Promise<ModeratedReviewDto> {
      const to: ReviewStatus = decision === "approve" ? "counted" : "removed";
      const from: ReviewStatus[] = decision === "approve" ? ["held", "removed"] : ["held", "counted"];
      const memberId = await repository.transaction(async (repo) => {
        const review = await repo.reviewForModeration(reviewId, { lock: true });
        if (!review) throw missing(`review ${reviewId}`);
        const current = reviewStatusOf(review.status);
        if (current === to) return review.memberId;
        if (!from.includes(current)) throw conflict("REVIEW_NOT_MODERATABLE", `This review is ${current}.`);
        await repo.moderateReview(reviewId, from, to, operator.accountId, clock.now());
        await repo.refreshRating(review.memberId);
        await repo.audit({
          actorAccountId: operator.accountId,
          action: decision === "approve" ? "review.approved" : "review.removed",
          subjectAccountId: review.vendorAccountId,
          details: {
            reviewId,
            memberId: review.memberId,
            bookingId: review.bookingId,
            reviewerClientId: review.reviewerClientId,
            from: current,
            heldReasons: parseHoldReasons(review.heldReason),
            note: note || null,
          },
        });
        if (decision === "approve" && review.bookingId !== null) {
          const booking = await repo.booking(review.bookingId);
          const [request, vendor] = booking
            ? await Promise.all([repo.request(booking.requestId), repo.vendor(review.memberId)])
            : [undefined, undefined];
          if (request && vendor)
            await context.notify(repo, [context.notices.newReview(vendor, request, review.rating)]);
        }
        return review.memberId;
      });
      context.onMemberChanged(memberId);
      return moderatedReviewDto((await repository.reviewForModeration(reviewId)) as ModerationRow);
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
