import { randomBytes } from "node:crypto";
import { notFound } from "#lib/domain-errors.ts";
import { withoutContactDetails } from "#features/contact-details/contact-details.rules.ts";
import type { CalendarDay } from "#features/members/member-calendar.rules.ts";
import { UTC_ZONE } from "./clock.server.ts";
import { bookingsCalendar, type FeedDay } from "./ics.server.ts";
import { eventZone, type MarketplaceContext, missing } from "./marketplace-context.server.ts";

/** A feed's address is its credential: 256 random bits, URL-safe, as calendar applications expect (decision 010). */
function newFeedSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** Bookings a vendor's feed still lists after their day: a year, so recent history stays in the calendar. */
const FEED_HISTORY_DAYS = 365;
/** How far ahead the feed looks: past the furthest day a request may name (two years). */
const FEED_AHEAD_DAYS = 3 * 365;

/** A day's blackout, own entries and own events as all-day events; its Marquee bookings are listed apart. */
function feedDays(day: CalendarDay): FeedDay[] {
  return [
    ...(day.blackout
      ? [
          {
            key: `blackout-${day.blackout.id}`,
            date: day.date,
            summary: "Unavailable",
            description: day.blackout.reason,
          },
        ]
      : []),
    ...day.entries.map((entry) => ({
      key: `entry-${entry.id}`,
      date: day.date,
      summary: `${entry.status}: ${entry.title}`,
      description: null,
    })),
    ...day.events.map((event) => ({
      key: `event-${event.id}`,
      date: day.date,
      summary: event.title,
      description: null,
    })),
  ];
}

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
      const since = clock.daysFromToday(-FEED_HISTORY_DAYS, UTC_ZONE);
      const [rows, days] = await Promise.all([
        repository.feedBookings(token, since),
        context.memberCalendar.days(owner.memberId, since, clock.daysFromToday(FEED_AHEAD_DAYS, UTC_ZONE)),
      ]);
      // The calendar's booked days decide which bookings stand; a cancelled one stays, marked cancelled, so
      // subscribed calendars drop it.
      const standing = new Set(days.flatMap((day) => day.bookings.map((booking) => booking.bookingId)));
      const listed = rows.filter((row) => standing.has(row.id) || row.status === "cancelled");
      return bookingsCalendar({
        calendarName: `${owner.name} bookings (Marquee)`,
        host: new URL(context.publicOrigin).host,
        stampedAt: clock.now(),
        days: days.flatMap(feedDays),
        bookings: listed.map((row) => ({
          ...row,
          // A cancelled booking no longer shares the planner's contact details.
          ...(row.status === "cancelled"
            ? { plannerEmail: null, plannerPhone: null, venueName: withoutContactDetails(row.venueName) }
            : {}),
          link: context.link(`/dashboard/leads/${row.requestId}`),
          timeZone: eventZone(row),
        })),
      });
    },
  };
}
