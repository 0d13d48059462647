import { and, asc, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { clients } from "#db/schema/accounts.ts";
import { locations } from "#db/schema/locations.ts";
import { calendarEvents, feedback, members } from "#db/schema/members.ts";
import { bookings, payments, requests } from "#db/schema/requests.ts";
import type { BookingState } from "./marketplace.rules.ts";

/** Bookings, their payments, their place on the vendor's calendar, and the vendor's calendar feed. */
export function bookingQueries(db: Database) {
  return {
    async createBooking(values: typeof bookings.$inferInsert): Promise<number> {
      const [row] = await db.insert(bookings).values(values).returning({ id: bookings.id });
      if (!row) throw new Error("booking insert returned nothing");
      return row.id;
    },

    async booking(bookingId: number, options: { lock?: boolean } = {}) {
      const query = db.select().from(bookings).where(eq(bookings.id, bookingId));
      const [row] = options.lock ? await query.for("update") : await query;
      return row;
    },

    /**
     * The request's booking, whatever its state: a cancelled one is still shown with its refund. Whether
     * it shares contact details is decided by `contactsShared`, which opens them only while it is live.
     */
    async bookingOfRequest(requestId: number) {
      const [row] = await db
        .select()
        .from(bookings)
        .where(eq(bookings.requestId, requestId))
        .orderBy(desc(bookings.id))
        .limit(1);
      return row;
    },

    /** The booking a quote made, if it was accepted: a vendor's own booking of a request. */
    async bookingOfQuote(quoteId: number) {
      const [row] = await db.select().from(bookings).where(eq(bookings.quoteId, quoteId));
      return row;
    },

    async setBookingStatus(
      bookingId: number,
      from: BookingState,
      to: BookingState,
      changes: Partial<
        Pick<typeof bookings.$inferInsert, "cancelledBy" | "cancelledAt" | "cancelReason" | "refundCents">
      > = {},
    ): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ status: to, ...changes })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, from)))
        .returning({ id: bookings.id });
      return rows.length > 0;
    },

    /** Confirmed bookings whose event day is before `day`, with their event's city (whose today decides). */
    async bookingsConfirmedBefore(day: string) {
      return db
        .select({
          id: bookings.id,
          memberId: bookings.memberId,
          eventDate: bookings.eventDate,
          cityLatitude: locations.latitude,
          cityLongitude: locations.longitude,
        })
        .from(bookings)
        .innerJoin(requests, eq(requests.id, bookings.requestId))
        .innerJoin(locations, eq(locations.id, requests.cityId))
        .where(and(eq(bookings.status, "confirmed"), lt(bookings.eventDate, day)));
    },

    /** Completed bookings whose planner has not been asked for a review yet; marks them asked. */
    async claimReviewRequests(at: Date) {
      return db
        .update(bookings)
        .set({ reviewRequestedAt: at })
        .where(and(eq(bookings.status, "completed"), isNull(bookings.reviewRequestedAt)))
        .returning({
          id: bookings.id,
          requestId: bookings.requestId,
          memberId: bookings.memberId,
          clientId: bookings.clientId,
        });
    },

    async payments(bookingId: number) {
      return db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.id));
    },

    /** Records a payment once per idempotency key. */
    async recordPayment(values: typeof payments.$inferInsert): Promise<void> {
      await db.insert(payments).values(values).onConflictDoNothing({ target: payments.idempotencyKey });
    },

    /** Shows the booking on the vendor's calendar and profile, and takes the date out of search. */
    async addBookingToCalendar(values: typeof calendarEvents.$inferInsert): Promise<void> {
      await db.insert(calendarEvents).values(values);
    },

    async removeBookingFromCalendar(bookingId: number): Promise<void> {
      await db.delete(calendarEvents).where(eq(calendarEvents.bookingId, bookingId));
    },

    async addBookingCount(memberId: number, change: 1 | -1): Promise<void> {
      await db
        .update(members)
        .set({ bookingCount: sql`greatest(0, ${members.bookingCount} + ${change})` })
        .where(eq(members.id, memberId));
    },

    /** An operator confirms the event took place: the booking's review, now or later, is verified. */
    async confirmBooking(bookingId: number, at: Date): Promise<Date> {
      const [row] = await db
        .update(bookings)
        .set({ operatorConfirmedAt: sql`coalesce(${bookings.operatorConfirmedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(bookings.id, bookingId))
        .returning({ at: bookings.operatorConfirmedAt });
      await db.update(feedback).set({ verified: true }).where(eq(feedback.bookingId, bookingId));
      return row?.at ?? at;
    },

    async calendarFeedToken(memberId: number) {
      const [row] = await db.select({ token: members.calendarFeedToken }).from(members).where(eq(members.id, memberId));
      return row;
    },

    async setCalendarFeedToken(memberId: number, token: string): Promise<void> {
      await db.update(members).set({ calendarFeedToken: token }).where(eq(members.id, memberId));
    },

    /** The vendor's bookings for their calendar feed: a year back and everything ahead. */
    async feedBookings(token: string, since: string) {
      return db
        .select({
          id: bookings.id,
          requestId: bookings.requestId,
          status: bookings.status,
          eventDate: bookings.eventDate,
          startTime: requests.startTime,
          durationMinutes: requests.durationMinutes,
          eventType: requests.eventType,
          venueName: requests.venueName,
          cityName: locations.displayName,
          cityLatitude: locations.latitude,
          cityLongitude: locations.longitude,
          plannerFirstName: clients.firstName,
          plannerLastName: clients.lastName,
          plannerEmail: clients.email,
          plannerPhone: clients.phoneNumber,
          guestCount: requests.guestCount,
          createdAt: bookings.createdAt,
          cancelledAt: bookings.cancelledAt,
          memberName: members.name,
        })
        .from(members)
        .innerJoin(bookings, eq(bookings.memberId, members.id))
        .innerJoin(requests, eq(requests.id, bookings.requestId))
        .innerJoin(locations, eq(locations.id, requests.cityId))
        .innerJoin(clients, eq(clients.id, bookings.clientId))
        .where(and(eq(members.calendarFeedToken, token), sql`${bookings.eventDate} >= ${since}`))
        .orderBy(asc(bookings.eventDate), asc(bookings.id));
    },

    async feedOwner(token: string) {
      const [row] = await db
        .select({ memberId: members.id, name: members.name })
        .from(members)
        .where(eq(members.calendarFeedToken, token));
      return row;
    },
  };
}
