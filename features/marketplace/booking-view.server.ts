import { withoutContactDetails } from "#features/contact-details/contact-details.rules.ts";
import {
  type BookingRow,
  isoTimestamp,
  type MarketplaceContext,
  type ModerationRow,
  policyOf,
  type Side,
  vendorSummary,
} from "./marketplace-context.server.ts";
import {
  eventDayIsOver,
  parseHoldReasons,
  REVIEW_HOLD_REASONS,
  reviewOpensOn,
  reviewStatusOf,
} from "./marketplace.rules.ts";
import type { BookingDto, ModeratedReviewDto } from "./marketplace.schema.ts";

/** A review as operators see it: its state, why it was held, both people and its reports (decision 032). */
export function moderatedReviewDto(
  row: ModerationRow,
  reports: ModeratedReviewDto["reports"] = [],
): ModeratedReviewDto {
  return {
    id: row.id,
    status: reviewStatusOf(row.status),
    verifiedBooking: row.verified,
    heldReasons: parseHoldReasons(row.heldReason).map((code) => ({ code, text: REVIEW_HOLD_REASONS[code] })),
    rating: row.rating,
    title: row.title,
    body: row.body,
    reviewerName: row.reviewerName,
    reviewerClientId: row.reviewerClientId,
    memberId: row.memberId,
    vendorName: row.vendorName,
    bookingId: row.bookingId,
    createdAt: isoTimestamp(row.createdAt),
    moderatedAt: isoTimestamp(row.moderatedAt),
    publicNote: row.publicNote,
    reports,
  };
}

/** A booking as one of its sides (or an operator) sees it: money, contacts, review, and what they may do next. */
export function createBookingView(context: MarketplaceContext) {
  const { repository, payments } = context;

  return async function bookingDto(booking: BookingRow, viewer: Side | "admin"): Promise<BookingDto> {
    const [request, vendor, rows, review, quote] = await Promise.all([
      repository.request(booking.requestId),
      repository.vendor(booking.memberId),
      repository.payments(booking.id),
      repository.reviewOfBooking(booking.id),
      repository.quote(booking.quoteId),
    ]);
    if (!request || !vendor || !quote) throw new Error(`booking ${booking.id} lost its request, vendor or quote`);
    const paidCents = rows.filter((row) => row.kind !== "refund").reduce((sum, row) => sum + row.amountCents, 0);
    const refundedCents = rows.filter((row) => row.kind === "refund").reduce((sum, row) => sum + row.amountCents, 0);
    const confirmed = booking.status === "confirmed";
    const balanceCents = booking.status === "cancelled" ? 0 : booking.totalCents - paidCents;
    const afterEvent = eventDayIsOver(booking.eventDate, context.eventToday(request));
    // The vendor sees a review once it counts; the planner sees their own, with its state.
    const shownReview = review && (viewer !== "vendor" || review.status === "counted") ? review : undefined;
    // Operators see both sides; the planner and the vendor only while contacts are shared.
    const sharesContact =
      viewer === "admin" || (await context.contactsSharedWith(request, booking, viewer)) === booking.memberId;
    const contact = !sharesContact
      ? null
      : viewer === "vendor"
        ? {
            name: [request.plannerFirstName, request.plannerLastName].filter(Boolean).join(" "),
            email: request.plannerEmail,
            phone: request.plannerPhone,
          }
        : { name: vendor.name, email: vendor.email, phone: vendor.phone };
    return {
      id: booking.id,
      status: booking.status,
      requestId: booking.requestId,
      quoteId: booking.quoteId,
      eventType: request.eventType,
      eventDate: booking.eventDate,
      startTime: request.startTime.slice(0, 5),
      cityName: request.cityName,
      vendor: vendorSummary(vendor),
      plannerFirstName: request.plannerFirstName,
      totalCents: booking.totalCents,
      depositCents: booking.depositCents,
      paidCents,
      refundedCents,
      balanceCents,
      cancellationPolicy: policyOf(quote.cancellationPolicy),
      cancelledBy: booking.cancelledBy === "planner" || booking.cancelledBy === "vendor" ? booking.cancelledBy : null,
      cancelledAt: isoTimestamp(booking.cancelledAt),
      // Written as the booking ended, when contacts stop being shared.
      cancelReason: withoutContactDetails(booking.cancelReason),
      payments: rows.map((row) => ({
        kind: row.kind as "deposit" | "balance" | "refund",
        amountCents: row.amountCents,
        provider: row.provider,
        reference: row.providerReference,
        createdAt: isoTimestamp(row.createdAt),
      })),
      paymentMode: payments.mode,
      contact,
      review: shownReview
        ? {
            id: shownReview.id,
            rating: shownReview.rating,
            title: shownReview.title,
            body: shownReview.body,
            reviewerName: shownReview.reviewerName,
            verifiedBooking: shownReview.verified,
            status: reviewStatusOf(shownReview.status),
            createdAt: isoTimestamp(shownReview.createdAt),
            vendorReply: shownReview.vendorReply,
            vendorRepliedAt: isoTimestamp(shownReview.vendorRepliedAt),
          }
        : null,
      canCancel: confirmed && !afterEvent && (viewer === "planner" || viewer === "vendor"),
      canPayBalance: confirmed && viewer === "planner" && vendor.acceptsOnlineDeposits && balanceCents > 0,
      canReview: viewer === "planner" && booking.status !== "cancelled" && afterEvent && !review,
      reviewOpensOn: reviewOpensOn(booking.eventDate),
      canReply: viewer === "vendor" && shownReview !== undefined && shownReview.vendorReply === null,
    };
  };
}

export type BookingView = ReturnType<typeof createBookingView>;
