import type { MarketplaceContext } from "./marketplace-context.server.ts";

const SWEEP_INTERVAL_MS = 60_000;

/** What time decides: quotes past their date expire, bookings past their day complete and ask for a review. */
export function createSweepService(context: MarketplaceContext) {
  const { repository, clock } = context;

  async function sweep(): Promise<{ expired: number; completed: number; reviewRequests: number }> {
    const today = clock.today();
    let expired = 0;
    for (const quote of await repository.expiredQuotes(today)) {
      if (await repository.setQuoteStatus(quote.id, "pending", "expired")) expired += 1;
    }
    let completed = 0;
    for (const booking of await repository.bookingsToComplete(today)) {
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
