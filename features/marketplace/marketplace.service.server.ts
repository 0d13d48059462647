import { createBookingView } from "./booking-view.server.ts";
import { createBookingsService } from "./bookings.service.server.ts";
import { createCalendarFeedService } from "./calendar-feed.service.server.ts";
import { createCancellationsService } from "./cancellations.service.server.ts";
import { createFavoritesService } from "./favorites.service.server.ts";
import { createMarketplaceContext, type MarketplaceDeps } from "./marketplace-context.server.ts";
import { createMessagesService } from "./messages.service.server.ts";
import { createProblemsService } from "./problems.service.server.ts";
import { createQuotesService } from "./quotes.service.server.ts";
import { createRequestViews } from "./request-views.server.ts";
import { createRequestsService } from "./requests.service.server.ts";
import { createReviewsService } from "./reviews.service.server.ts";
import { createSweepService } from "./sweep.service.server.ts";

export type { AccountChecks, VisitorRequestAccounts } from "./marketplace-context.server.ts";
export { REQUEST_RECEIVED_PATH } from "./requests.service.server.ts";

/**
 * The marketplace loop, the slice's one entry point: requests, quotes, messages, bookings and payments,
 * cancellations, problems with bookings, reviews, saved vendors, the calendar feed and the sweep, each
 * its own module over the shared context (marketplace-context.server.ts). Every method throws a DomainError to say no.
 */
export function createMarketplaceService(deps: MarketplaceDeps) {
  const context = createMarketplaceContext(deps);
  const bookingDto = createBookingView(context);
  const views = createRequestViews(context, bookingDto);
  return {
    clock: deps.clock,
    ...createSweepService(context),
    ...createRequestsService(context, views),
    ...createQuotesService(context, views),
    ...createMessagesService(context),
    ...createBookingsService(context, views, bookingDto),
    ...createCancellationsService(context, bookingDto),
    ...createProblemsService(context),
    ...createReviewsService(context, bookingDto),
    ...createFavoritesService(context),
    ...createCalendarFeedService(context),
  };
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
