import type { Database } from "#db/client.server.ts";
import type { OutboxWithin } from "#features/notifications/outbox.service.server.ts";
import { bookingQueries } from "./bookings.repo.server.ts";
import { problemQueries } from "./problems.repo.server.ts";
import { quoteQueries } from "./quotes.repo.server.ts";
import { requestQueries } from "./requests.repo.server.ts";
import { reviewQueries } from "./reviews.repo.server.ts";

/**
 * The marketplace's rows: requests and who received them, quotes, messages, bookings and their
 * payments, reviews from bookings and saved vendors. Writes that move a state run inside
 * `transaction`, lock the row they change and update it only from the state they read.
 */
function createMarketplaceQueries(db: Database, outboxWithin: OutboxWithin) {
  return {
    /** The notifications outbox, in the same transaction as the change a notice announces. */
    outbox: outboxWithin(db),
    ...requestQueries(db),
    ...quoteQueries(db),
    ...bookingQueries(db),
    ...reviewQueries(db),
    ...problemQueries(db),
  };
}

/** The queries, on the pool or inside one transaction. */
export type MarketplaceQueries = ReturnType<typeof createMarketplaceQueries>;

/** `outboxWithin` is the notifications slice's outbox, given by the composition root. */
export function createMarketplaceRepository(db: Database, outboxWithin: OutboxWithin) {
  return {
    ...createMarketplaceQueries(db, outboxWithin),
    transaction<T>(work: (queries: MarketplaceQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createMarketplaceQueries(tx as unknown as Database, outboxWithin)));
    },
  };
}

export type MarketplaceRepository = ReturnType<typeof createMarketplaceRepository>;
