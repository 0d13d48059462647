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
import type { MarketplaceQueries } from "./marketplace.repo.server.ts";
import {
  BOOKING_MACHINE,
  cancellationReopensEvent,
  daysBeforeEvent,
  eventDayIsOver,
  QUOTE_MACHINE,
  refundCents,
  REQUEST_MACHINE,
  runnerUpOnReopen,
  transition,
} from "./marketplace.rules.ts";
import type { BookingDto, CancellationPreviewDto } from "./marketplace.schema.ts";
import { formatCents } from "#lib/money.ts";

const notCancellable = (message: string) => conflict("BOOKING_NOT_CANCELLABLE", message);

/** Cancelling a booking, by either side: the refund its policy gives today, shown first, then made. */
export function createCancellationsService(context: MarketplaceContext, bookingDto: BookingView) {
  const { repository, clock, payments } = context;

  /** `today` is the event city's day (decision 026). */
  function preview(
    booking: BookingRow,
    policyKey: string,
    paidCents: number,
    side: Side,
    today: string,
    reopens: boolean,
  ): CancellationPreviewDto {
    const policy = policyOf(policyKey);
    const refund = refundCents({
      policy: policy.key,
      paidCents,
      eventDate: booking.eventDate,
      cancelledOn: today,
      cancelledBy: side,
    });
    const daysBefore = daysBeforeEvent(booking.eventDate, today);
    const days = `${daysBefore} ${daysBefore === 1 ? "day" : "days"} before the event`;
    const summary =
      paidCents === 0
        ? `Nothing has been paid online, so there is nothing to refund (${policy.label} policy, ${days}).`
        : side === "vendor"
          ? `The planner will be refunded everything they paid, ${formatCents(refund)}: a vendor who cancels refunds in full.`
          : `You'll be refunded ${formatCents(refund)} of the ${formatCents(paidCents)} you paid (${policy.label} policy, ${days}).`;
    const event = !reopens
      ? "This calls off the event: the other quotes stay closed."
      : side === "vendor"
        ? "The planner's request stays open, so they can book another vendor who quoted."
        : "Your request stays open, so you can book another vendor who quoted.";
    return {
      bookingId: booking.id,
      cancelledBy: side,
      policy,
      daysBefore,
      paidCents,
      refundCents: refund,
      summary: `${summary} ${event}`,
    };
  }

  /** Whether cancelling this booking leaves its event open to rebook (decision 025). */
  async function reopens(repo: MarketplaceQueries, booking: BookingRow, side: Side): Promise<boolean> {
    const serviceCount = (await repo.requestServiceTypes([booking.requestId])).length;
    return cancellationReopensEvent({ cancelledBy: side, serviceCount });
  }

  /**
   * The request reopens: each runner-up (a quote its booking closed) reopens at its quoted price, or
   * expires if its date has passed. Returns the reopened ones whose vendor is still free on the day.
   */
  async function reopenRunnerUps(repo: MarketplaceQueries, request: RequestRow, today: string) {
    const reopened: QuoteRow[] = [];
    for (const quote of await repo.quotesOf(request.id)) {
      const fate = runnerUpOnReopen(quote, today);
      if (!fate) continue;
      const outcome = transition(QUOTE_MACHINE, quote.status, fate, "system");
      if (!outcome.ok || !outcome.changed) continue;
      if ((await repo.setQuoteStatus(quote.id, quote.status, outcome.to)) && fate === "reopen") reopened.push(quote);
    }
    const free = await repo.matchingVendors({
      serviceTypeIds: [],
      cityId: request.cityId,
      eventDate: request.eventDate,
      limit: reopened.length,
      onlyMemberIds: reopened.map((quote) => quote.memberId),
    });
    const vendors = new Map((await repo.vendors(free)).map((vendor) => [vendor.memberId, vendor]));
    return reopened.flatMap((quote) => {
      const vendor = vendors.get(quote.memberId);
      return vendor ? [{ quote, vendor }] : [];
    });
  }

  return {
    async cancellationPreview(principal: Principal, bookingId: number): Promise<CancellationPreviewDto> {
      const booking = await context.loadBooking(bookingId);
      const side = bookingSide(principal, booking);
      const [quote, request] = await Promise.all([
        repository.quote(booking.quoteId) as Promise<QuoteRow>,
        repository.request(booking.requestId) as Promise<RequestRow>,
      ]);
      const today = context.eventToday(request);
      const paid = await paidCentsOf(repository, booking.id);
      const reopening = await reopens(repository, booking, side);
      return preview(booking, quote.cancellationPolicy, paid, side, today, reopening);
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
        const today = context.eventToday((await repo.request(booking.requestId)) as RequestRow);
        if (eventDayIsOver(booking.eventDate, today))
          throw notCancellable("The event has passed: this booking can't be cancelled.");
        const quote = (await repo.quote(booking.quoteId)) as QuoteRow;
        const paid = await paidCentsOf(repo, booking.id);
        const reopening = await reopens(repo, booking, actor);
        const refund = preview(booking, quote.cancellationPolicy, paid, actor, today, reopening);
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
        await repo.removeBookingFromCalendar(booking.id);
        await repo.addBookingCount(booking.memberId, -1);
        const request = (await repo.request(booking.requestId, { lock: true })) as RequestRow;
        const vendor = (await repo.vendor(booking.memberId)) as Vendor;
        const cancelled = context.notices.cancellation(vendor, request, {
          by: actor,
          reason,
          refundCents: refund.refundCents,
        });
        const ended = transition(REQUEST_MACHINE, request.status, reopening ? "reopen" : "cancel", "system");
        const moved = ended.ok && ended.changed && (await repo.setRequestStatus(request.id, request.status, ended.to));
        // Called off: the runner-ups were closed when this booking was made, and stay closed.
        if (!moved || !reopening) {
          await context.notify(repo, cancelled);
          return actor;
        }
        const runnerUps = await reopenRunnerUps(repo, request, today);
        await context.notify(repo, [
          ...cancelled,
          context.notices.rebookOffer(
            request,
            vendor.name,
            runnerUps.map((runnerUp) => ({ name: runnerUp.vendor.name, totalCents: runnerUp.quote.totalCents })),
          ),
          ...runnerUps.map((runnerUp) =>
            context.notices.stillFreeCheck(runnerUp.vendor, request, runnerUp.quote.totalCents),
          ),
        ]);
        return actor;
      });
      const booking = await context.loadBooking(bookingId);
      context.onMemberChanged(booking.memberId);
      return bookingDto(booking, side);
    },
  };
}
