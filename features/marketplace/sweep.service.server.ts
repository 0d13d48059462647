import type { MarketplaceContext } from "./marketplace-context.server.ts";
import { eventDayIsOver, quoteHasExpired } from "./marketplace.rules.ts";

const SWEEP_INTERVAL_MS = 60_000;

/** Where each day begins first (UTC+14): no city anywhere is on a later day than this zone's today. */
const FIRST_ZONE_OF_THE_DAY = "Pacific/Kiritimati";

/**
 * What time decides: quotes past their date expire, bookings past their day complete and ask for a
 * review, each by the day of its event's city (decision 026). The database picks what may be due
 * somewhere on earth; each row is then judged by its own city's today.
 */
export function createSweepService(context: MarketplaceContext) {
  const { repository, clock } = context;

  async function sweep(): Promise<{ expired: number; completed: number; reviewRequests: number }> {
    const latestToday = clock.today(FIRST_ZONE_OF_THE_DAY);
    let expired = 0;
    for (const quote of await repository.quotesPendingBefore(latestToday)) {
      if (!quoteHasExpired(quote.expiresOn, context.eventToday(quote))) continue;
      if (await repository.setQuoteStatus(quote.id, "pending", "expired")) expired += 1;
    }
    let completed = 0;
    for (const booking of await repository.bookingsConfirmedBefore(latestToday)) {
      if (!eventDayIsOver(booking.eventDate, context.eventToday(booking))) continue;
      if (await repository.setBookingStatus(booking.id, "confirmed", "completed")) completed += 1;
    }
    const asked = await repository.claimReviewRequests(clock.now());
    for (const booking of asked) {
      const [request, vendor] = await Promise.all([
        repository.request(booking.requestId),
        repository.vendor(booking.memberId),
      ]);
      if (!request || !vendor) continue;
      await context.notify(repository, [context.notices.reviewRequest(request, vendor)]);
    }
    return { expired, completed, reviewRequests: asked.length };
  }

  return {
    sweep,

    /** Sweeps once a minute (every process may: each change is conditional on the state it read). */
    startSweeping(): () => void {
      const timer = setInterval(() => void sweep().catch(() => {}), SWEEP_INTERVAL_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
