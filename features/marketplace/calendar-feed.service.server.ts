import { randomBytes } from "node:crypto";
import { notFound } from "#lib/domain-errors.ts";
import { withoutContactDetails } from "#features/contact-details/contact-details.rules.ts";
import { bookingsCalendar } from "./ics.server.ts";
import { type MarketplaceContext, missing } from "./marketplace-context.server.ts";

/** A feed's address is its credential: 256 random bits, URL-safe, as calendar applications expect (decision 010). */
function newFeedSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** Bookings a vendor's feed still lists after their day: a year, so recent history stays in the calendar. */
const FEED_HISTORY_DAYS = 365;

/** A vendor's bookings as a private iCalendar feed, whose unguessable address is the credential. */
export function createCalendarFeedService(context: MarketplaceContext) {
  const { repository, clock } = context;

  return {
    /** The vendor's private feed address; made on first use, replaced on request (the old one stops working). */
    async calendarFeedUrl(memberId: number, renew: boolean): Promise<string> {
      const current = await repository.calendarFeedToken(memberId);
      if (!current) throw missing(`vendor ${memberId}`);
      let token = current.token;
      if (!token || renew) {
        token = newFeedSecret();
        await repository.setCalendarFeedToken(memberId, token);
      }
      return context.link(`/calendar/${token}.ics`);
    },

    /** The iCalendar text of a feed; an unknown address is not found. */
    async calendarFeed(token: string): Promise<string> {
      const owner = await repository.feedOwner(token);
      if (!owner) throw notFound("No such calendar.");
      const rows = await repository.feedBookings(token, clock.daysFromToday(-FEED_HISTORY_DAYS));
      return bookingsCalendar({
        calendarName: `${owner.name} bookings (Marquee)`,
        host: new URL(context.publicOrigin).host,
        stampedAt: clock.now(),
        bookings: rows.map((row) => ({
          ...row,
          // A cancelled booking no longer shares the planner's contact details.
          ...(row.status === "cancelled"
            ? { plannerEmail: null, plannerPhone: null, venueName: withoutContactDetails(row.venueName) }
            : {}),
          link: context.link(`/dashboard/leads/${row.requestId}`),
        })),
      });
    },
  };
}
