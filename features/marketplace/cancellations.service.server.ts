import { differenceInCalendarDays, parseISO } from "date-fns";
import type { Principal } from "#features/accounts/sessions.service.server.ts";
import { conflict } from "#lib/domain-errors.ts";
import type { BookingView } from "./booking-view.server.ts";
import {
  type BookingRow,
  bookingSide,
  type MarketplaceContext,
  missing,
  paidCentsOf,
  policyOf,
  type QuoteRow,
  type RequestRow,
  type Side,
  type Vendor,
} from "./marketplace-context.server.ts";
import { BOOKING_MACHINE, refundCents, transition } from "./marketplace.rules.ts";
import type { BookingDto, CancellationPreviewDto } from "./marketplace.schema.ts";
import { formatCents } from "#lib/money.ts";

const notCancellable = (message: string) => conflict("BOOKING_NOT_CANCELLABLE", message);

/** Cancelling a booking, by either side: the refund its policy gives today, shown first, then made. */
export function createCancellationsService(context: MarketplaceContext, bookingDto: BookingView) {
  const { repository, clock, payments } = context;

  function preview(booking: BookingRow, policyKey: string, paidCents: number, side: Side): CancellationPreviewDto {
    const policy = policyOf(policyKey);
    const today = clock.today();
    const refund = refundCents({
      policy: policy.key,
      paidCents,
      eventDate: booking.eventDate,
      cancelledOn: today,
      cancelledBy: side,
    });
    const daysBefore = differenceInCalendarDays(parseISO(booking.eventDate), parseISO(today));
    const days = `${daysBefore} ${daysBefore === 1 ? "day" : "days"} before the event`;
    const summary =
      paidCents === 0
        ? `Nothing has been paid online, so there is nothing to refund (${policy.label} policy, ${days}).`
        : side === "vendor"
          ? `The planner will be refunded everything they paid, ${formatCents(refund)}: a vendor who cancels refunds in full.`
          : `You'll be refunded ${formatCents(refund)} of the ${formatCents(paidCents)} you paid (${policy.label} policy, ${days}).`;
    return { bookingId: booking.id, cancelledBy: side, policy, daysBefore, paidCents, refundCents: refund, summary };
  }

  return {
    async cancellationPreview(principal: Principal, bookingId: number): Promise<CancellationPreviewDto> {
      const booking = await context.loadBooking(bookingId);
      const side = bookingSide(principal, booking);
      const quote = (await repository.quote(booking.quoteId)) as QuoteRow;
      return preview(booking, quote.cancellationPolicy, await paidCentsOf(repository, booking.id), side);
    },

    /**
     * Either side cancels; the refund follows the quote's policy and today's date, and must be the one
     * the person was shown (`expectedRefundCents`), otherwise nothing happens and they see the new one.
     */
    async cancelBooking(
      principal: Principal,
      bookingId: number,
      expectedRefundCents: number,
      reason: string,
    ): Promise<BookingDto> {
      const side = await repository.transaction(async (repo) => {
        const booking = await repo.booking(bookingId, { lock: true });
        if (!booking) throw missing(`booking ${bookingId}`);
        const actor = bookingSide(principal, booking);
        const outcome = transition(BOOKING_MACHINE, booking.status, "cancel", actor);
        if (!outcome.ok) throw notCancellable(`This booking is ${booking.status}: it can't be cancelled.`);
        if (!outcome.changed) return actor;
        if (booking.eventDate < clock.today())
          throw notCancellable("The event has passed: this booking can't be cancelled.");
        const quote = (await repo.quote(booking.quoteId)) as QuoteRow;
        const paid = await paidCentsOf(repo, booking.id);
        const refund = preview(booking, quote.cancellationPolicy, paid, actor);
        if (refund.refundCents !== expectedRefundCents) {
          throw conflict(
            "REFUND_CHANGED",
            `The refund is now ${formatCents(refund.refundCents)}. Check it and confirm again.`,
          );
        }
        await repo.setBookingStatus(booking.id, "confirmed", "cancelled", {
          cancelledBy: actor,
          cancelledAt: clock.now(),
          cancelReason: reason || null,
          refundCents: refund.refundCents,
        });
        if (refund.refundCents > 0) {
          const idempotencyKey = `booking-${booking.id}-refund`;
          const made = await payments.refund({
            amountCents: refund.refundCents,
            idempotencyKey,
            description: `Refund for booking ${booking.id}`,
          });
          await repo.recordPayment({
            bookingId: booking.id,
            kind: "refund",
            amountCents: refund.refundCents,
            provider: payments.name,
            providerReference: made.reference,
            idempotencyKey,
          });
        }
        await repo.setRequestStatus(booking.requestId, "booked", "cancelled");
        await repo.removeBookingFromCalendar(booking.id);
        await repo.addBookingCount(booking.memberId, -1);
        const request = (await repo.request(booking.requestId)) as RequestRow;
        const vendor = (await repo.vendor(booking.memberId)) as Vendor;
        await context.notify(
          repo,
          context.notices.cancellation(vendor, request, { by: actor, reason, refundCents: refund.refundCents }),
        );
        return actor;
      });
      const booking = await context.loadBooking(bookingId);
      context.onMemberChanged(booking.memberId);
      return bookingDto(booking, side);
    },
  };
}
