import type { Principal } from "#features/accounts/sessions.service.server.ts";
import { conflict, forbidden } from "#lib/domain-errors.ts";
import { type BookingView, moderatedReviewDto } from "./booking-view.server.ts";
import {
  bookingSide,
  isoTimestamp,
  type MarketplaceContext,
  missing,
  notYours,
  paidCentsOf,
  QUOTE_CLOSED_NOTES,
  requestSide,
  type RequestRow,
  type Vendor,
} from "./marketplace-context.server.ts";
import { longDate } from "./marketplace.notifications.ts";
import type { MarketplaceQueries } from "./marketplace.repo.server.ts";
import { eventDayIsOver, QUOTE_MACHINE, quoteHasExpired, REQUEST_MACHINE, transition } from "./marketplace.rules.ts";
import type { BookingDto, PlannerRequestDto } from "./marketplace.schema.ts";
import type { RequestViews } from "./request-views.server.ts";
import { formatCents } from "#lib/money.ts";

const notAvailable = (message: string) => conflict("QUOTE_NOT_AVAILABLE", message);

/** Bookings and the money on them: accepting a quote (and its deposit), the balance, an operator's confirmation. */
export function createBookingsService(context: MarketplaceContext, views: RequestViews, bookingDto: BookingView) {
  const { repository, clock, payments } = context;

  /** Charges an amount once (a retry answers the same charge) and records it against the booking. */
  async function charge(
    repo: MarketplaceQueries,
    bookingId: number,
    kind: "deposit" | "balance",
    amountCents: number,
    description: string,
  ) {
    const idempotencyKey = `booking-${bookingId}-${kind}`;
    const made = await payments.charge({ amountCents, idempotencyKey, description });
    await repo.recordPayment({
      bookingId,
      kind,
      amountCents,
      provider: payments.name,
      providerReference: made.reference,
      idempotencyKey,
    });
  }

  /**
   * Accepting a quote books it, in one transaction: the quote is accepted, the request booked, the
   * other quotes closed with a note, the date put on the vendor's calendar (and out of search), and
   * the deposit charged when the vendor takes deposits online. Accepting again answers the same booking.
   */
  async function acceptQuote(principal: Principal, quoteId: number): Promise<PlannerRequestDto> {
    const requestId = await repository.transaction(async (repo) => {
      const quote = await repo.quote(quoteId, { lock: true });
      if (!quote) throw missing(`quote ${quoteId}`);
      const request = await repo.request(quote.requestId, { lock: true });
      if (!request) throw missing(`quote ${quoteId}`);
      if (requestSide(principal, request, null) !== "planner") throw notYours();
      const today = context.eventToday(request);
      if (quote.status === "pending" && quoteHasExpired(quote.expiresOn, today)) {
        await repo.setQuoteStatus(quote.id, "pending", "expired");
        throw notAvailable(`This quote expired on ${longDate(quote.expiresOn)}: ask the vendor for a new one.`);
      }
      const outcome = transition(QUOTE_MACHINE, quote.status, "accept", "planner");
      if (!outcome.ok) throw notAvailable(`This quote can no longer be accepted: it was ${quote.status}.`);
      if (!outcome.changed) return request.id;
      const booked = transition(REQUEST_MACHINE, request.status, "book", "system");
      if (!booked.ok || !booked.changed)
        throw notAvailable(`This request is ${request.status}: its quotes can no longer be accepted.`);
      if (eventDayIsOver(request.eventDate, today)) throw notAvailable("The event date has passed.");
      const free = await repo.matchingVendors({
        serviceTypeIds: [],
        cityId: request.cityId,
        eventDate: request.eventDate,
        limit: 1,
        onlyMemberIds: [quote.memberId],
      });
      if (free.length === 0) throw notAvailable("This vendor is no longer available on that date.");
      const vendor = (await repo.vendor(quote.memberId)) as Vendor;

      await repo.setQuoteStatus(quote.id, "pending", "accepted");
      await repo.setRequestStatus(request.id, "open", "booked");
      const bookingId = await repo.createBooking({
        quoteId: quote.id,
        requestId: request.id,
        memberId: quote.memberId,
        clientId: request.clientId,
        eventDate: request.eventDate,
        totalCents: quote.totalCents,
        depositCents: quote.depositCents,
      });
      const others = await repo.closeOtherQuotes(request.id, quote.id, QUOTE_CLOSED_NOTES.bookedElsewhere);
      await repo.addBookingToCalendar({
        memberId: quote.memberId,
        bookingId,
        title: request.eventType,
        eventType: request.eventType,
        eventDate: request.eventDate,
        startTime: request.startTime,
        cityId: request.cityId,
        // The profile shows the kind of event, the day and the city; the planner's venue stays private.
        venueName: null,
      });
      await repo.addBookingCount(quote.memberId, 1);
      if (vendor.acceptsOnlineDeposits && quote.depositCents > 0) {
        await charge(repo, bookingId, "deposit", quote.depositCents, `Deposit for ${vendor.name}`);
      }
      const othersVendors = await repo.vendors(others.map((other) => other.memberId));
      await context.notify(repo, [
        context.notices.bookedVendor(vendor, request, quote.totalCents),
        context.notices.bookedPlanner(request, vendor, quote.totalCents),
        ...othersVendors.map((other) => context.notices.bookedElsewhere(other, request)),
      ]);
      return request.id;
    });
    const request = await context.loadRequest(requestId);
    const booking = await repository.bookingOfRequest(requestId);
    if (booking) context.onMemberChanged(booking.memberId);
    return views.plannerView(request, "planner");
  }

  return {
    acceptQuote,

    /**
     * One click on a runner-up after a cancellation (decision 025): the quote must be one the reopened
     * request offers, at the price the planner was shown (its quoted price); it is then booked as any
     * accepted quote is, deposit included, in the same transaction. A second click answers the same booking.
     */
    async rebook(
      principal: Principal,
      requestId: number,
      quoteId: number,
      expectedTotalCents: number,
    ): Promise<PlannerRequestDto> {
      const { request } = await context.requireRequestOwner(principal, requestId, false);
      const quote = await repository.quote(quoteId);
      if (!quote || quote.requestId !== requestId) throw missing(`quote ${quoteId} for request ${requestId}`);
      if (quote.totalCents !== expectedTotalCents)
        throw conflict("PRICE_CHANGED", `This quote is for ${formatCents(quote.totalCents)}. Check it and book again.`);
      // The second of two clicks finds the quote booked by the first: it answers that booking.
      const bookedByIt = await repository.bookingOfQuote(quoteId);
      if (bookedByIt?.status === "confirmed") return views.plannerView(request, "planner");
      const offers = (await views.plannerView(request, "planner")).rebook?.offers ?? [];
      if (!offers.some((offer) => offer.quoteId === quoteId))
        throw notAvailable("This quote can no longer be booked in one click: compare the quotes below.");
      return acceptQuote(principal, quoteId);
    },

    async payBalance(principal: Principal, bookingId: number, expectedAmountCents: number): Promise<BookingDto> {
      await repository.transaction(async (repo) => {
        const booking = await repo.booking(bookingId, { lock: true });
        if (!booking) throw missing(`booking ${bookingId}`);
        if (bookingSide(principal, booking) !== "planner") throw forbidden("Only the planner pays.");
        if (booking.status !== "confirmed")
          throw conflict("NOTHING_TO_PAY", `This booking is ${booking.status}: there is nothing to pay.`);
        const vendor = (await repo.vendor(booking.memberId)) as Vendor;
        if (!vendor.acceptsOnlineDeposits)
          throw conflict("NOTHING_TO_PAY", `${vendor.name} is paid directly, not online.`);
        const balance = booking.totalCents - (await paidCentsOf(repo, booking.id));
        if (balance <= 0) return;
        if (balance !== expectedAmountCents)
          throw conflict("AMOUNT_CHANGED", `The balance is now ${formatCents(balance)}. Check it and pay again.`);
        await charge(repo, booking.id, "balance", balance, `Balance for ${vendor.name}`);
      });
      return bookingDto(await context.loadBooking(bookingId), "planner");
    },

    /**
     * An operator confirms that a booked event took place (after its day): its review, written or
     * still to come, is verified whatever was paid online. Audited; confirming again changes nothing.
     */
    async confirmBooking(operator: Principal, bookingId: number, note: string) {
      const result = await repository.transaction(async (repo) => {
        const booking = await repo.booking(bookingId, { lock: true });
        if (!booking) throw missing(`booking ${bookingId}`);
        if (booking.status === "cancelled")
          throw conflict("BOOKING_NOT_CONFIRMABLE", "This booking was cancelled: there is nothing to confirm.");
        const request = (await repo.request(booking.requestId)) as RequestRow;
        if (!eventDayIsOver(booking.eventDate, context.eventToday(request)))
          throw conflict(
            "BOOKING_NOT_CONFIRMABLE",
            `The event is on ${longDate(booking.eventDate)}: confirm it once it has taken place.`,
          );
        if (booking.operatorConfirmedAt !== null) return { booking, at: booking.operatorConfirmedAt };
        const at = await repo.confirmBooking(booking.id, clock.now());
        const vendor = (await repo.vendor(booking.memberId)) as Vendor;
        await repo.audit({
          actorAccountId: operator.accountId,
          action: "booking.confirmed",
          subjectAccountId: vendor.accountId,
          details: { bookingId, memberId: booking.memberId, clientId: booking.clientId, note: note || null },
        });
        return { booking, at };
      });
      context.onMemberChanged(result.booking.memberId);
      const review = await repository.reviewOfBooking(bookingId);
      const moderated = review ? await repository.reviewForModeration(review.id) : undefined;
      return {
        bookingId,
        operatorConfirmedAt: isoTimestamp(result.at),
        review: moderated ? moderatedReviewDto(moderated) : null,
      };
    },
  };
}
