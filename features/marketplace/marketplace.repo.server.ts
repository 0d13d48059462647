import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { accounts, auditEvents, clients } from "#db/schema/accounts.ts";
import { locations } from "#db/schema/locations.ts";
import { calendarEvents, feedback, memberPhotos, members } from "#db/schema/members.ts";
import {
  bookings,
  favorites,
  messages,
  payments,
  quotes,
  requestRecipients,
  requests,
  requestServiceTypes,
} from "#db/schema/requests.ts";
import { serviceTypes } from "#db/schema/service-types.ts";
import { createOutboxRepository } from "#features/notifications/outbox.repo.server.ts";
import type { BookingState, QuoteState, RequestState, ReviewStatus } from "./marketplace.rules.ts";

const METRES_PER_MILE = 1609.344;

export type NewRequest = {
  clientId: number;
  clientToken: string;
  audience: "matching" | "vendor" | "favorites";
  targetMemberId: number | null;
  eventType: string;
  eventDate: string;
  startTime: string;
  durationMinutes: number;
  cityId: number;
  venueName: string | null;
  guestCount: number;
  budgetCents: number | null;
  details: string;
  serviceTypeIds: number[];
  /** Sent by a visitor with an existing account's email: stored, delivered only once the owner confirms it. */
  awaitingConfirmation: boolean;
};

/** A vendor as a planner sees them beside a quote or in a thread. */
const vendorColumns = {
  memberId: members.id,
  name: members.name,
  directory: members.directory,
  profileDirectory: serviceTypes.profileDirectory,
  photoKey: sql<string | null>`coalesce(${memberPhotos.profileStorageKey}, ${memberPhotos.storageKey})`,
  ratingAverage: members.ratingAverage,
  reviewCount: members.reviewCount,
  acceptsOnlineDeposits: members.acceptsOnlineDeposits,
  contactFirstName: members.contactFirstName,
  email: members.email,
  phone: members.phone,
  accountId: members.accountId,
};

/**
 * The marketplace's rows: requests and who received them, quotes, messages, bookings and their
 * payments, reviews from bookings and saved vendors. Writes that move a state run inside
 * `transaction`, lock the row they change and update it only from the state they read.
 */
function createMarketplaceQueries(db: Database) {
  const vendorsQuery = () =>
    db
      .select(vendorColumns)
      .from(members)
      .innerJoin(serviceTypes, eq(serviceTypes.id, members.primaryServiceTypeId))
      .leftJoin(memberPhotos, eq(memberPhotos.id, members.mainPhotoId));

  const moderationQuery = () =>
    db
      .select({
        id: feedback.id,
        status: feedback.status,
        verified: feedback.verified,
        heldReason: feedback.heldReason,
        rating: feedback.rating,
        title: feedback.title,
        body: feedback.body,
        reviewerName: feedback.reviewerName,
        reviewerClientId: feedback.clientId,
        reviewerAccountId: clients.accountId,
        memberId: feedback.memberId,
        vendorName: members.name,
        vendorAccountId: members.accountId,
        bookingId: feedback.bookingId,
        createdAt: feedback.createdAt,
        moderatedAt: feedback.moderatedAt,
      })
      .from(feedback)
      .innerJoin(members, eq(members.id, feedback.memberId))
      .leftJoin(clients, eq(clients.id, feedback.clientId));

  return {
    outbox: createOutboxRepository(db),

    /**
     * Vendors who can answer a request: they have an account, provide one of the services, reach the
     * city within their travel distance and are free on the date; best first (plan, rating, reviews).
     */
    async matchingVendors(input: {
      serviceTypeIds: number[];
      cityId: number;
      eventDate: string;
      limit: number;
      onlyMemberIds?: number[];
    }): Promise<number[]> {
      const only =
        input.onlyMemberIds === undefined
          ? sql`exists (select 1 from member_service_types t where t.member_id = m.id and t.service_type_id in ${input.serviceTypeIds})
              and earth_distance(m.earth_point, ll_to_earth(c.latitude, c.longitude)) <= m.travel_distance_miles * ${METRES_PER_MILE}::float8`
          : input.onlyMemberIds.length === 0
            ? sql`false`
            : sql`m.id in ${input.onlyMemberIds}`;
      const result = await db.execute<{ id: number }>(sql`
        select m.id from members m, locations c
        where c.id = ${input.cityId} and m.account_id is not null and m.email_verified_at is not null and ${only}
          and not exists (select 1 from blackout_dates b where b.member_id = m.id and b.blackout_date = ${input.eventDate})
          and not exists (select 1 from calendar_events e where e.member_id = m.id and e.event_date = ${input.eventDate})
        order by m.membership_level desc, m.rating_average desc, m.review_count desc, m.id
        limit ${input.limit}`);
      return result.rows.map((row) => Number(row.id));
    },

    async favoriteMemberIds(clientId: number): Promise<number[]> {
      const rows = await db
        .select({ memberId: favorites.memberId })
        .from(favorites)
        .where(eq(favorites.clientId, clientId));
      return rows.map((row) => row.memberId);
    },

    async favorites(clientId: number) {
      return db
        .select({ ...vendorColumns, serviceTypeName: serviceTypes.personForm, cityName: locations.displayName })
        .from(favorites)
        .innerJoin(members, eq(members.id, favorites.memberId))
        .innerJoin(serviceTypes, eq(serviceTypes.id, members.primaryServiceTypeId))
        .innerJoin(locations, eq(locations.id, members.cityId))
        .leftJoin(memberPhotos, eq(memberPhotos.id, members.mainPhotoId))
        .where(eq(favorites.clientId, clientId))
        .orderBy(desc(favorites.createdAt), asc(members.id));
    },

    async saveFavorite(clientId: number, memberId: number): Promise<boolean> {
      const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
      if (!member) return false;
      await db.insert(favorites).values({ clientId, memberId }).onConflictDoNothing();
      return true;
    },

    async removeFavorite(clientId: number, memberId: number): Promise<void> {
      await db.delete(favorites).where(and(eq(favorites.clientId, clientId), eq(favorites.memberId, memberId)));
    },

    async requestByToken(clientId: number, clientToken: string) {
      const [row] = await db
        .select({ id: requests.id })
        .from(requests)
        .where(and(eq(requests.clientId, clientId), eq(requests.clientToken, clientToken)));
      return row;
    },

    /** Inserts the request; undefined when the same form already sent it (same client token). */
    async createRequest(input: NewRequest): Promise<number | undefined> {
      const { serviceTypeIds, ...values } = input;
      const [row] = await db
        .insert(requests)
        .values(values)
        .onConflictDoNothing({ target: [requests.clientId, requests.clientToken] })
        .returning({ id: requests.id });
      if (!row) return undefined;
      await db
        .insert(requestServiceTypes)
        .values(serviceTypeIds.map((serviceTypeId) => ({ requestId: row.id, serviceTypeId })));
      return row.id;
    },

    async addRecipients(requestId: number, memberIds: number[]) {
      if (memberIds.length === 0) return;
      await db
        .insert(requestRecipients)
        .values(memberIds.map((memberId) => ({ requestId, memberId })))
        .onConflictDoNothing();
    },

    /**
     * Takes a request out of waiting for its owner's confirmation (locked, so two clicks deliver it
     * once), with what matching it again needs; undefined when it was not waiting.
     */
    async releaseAwaitingRequest(requestId: number) {
      const [released] = await db
        .update(requests)
        .set({ awaitingConfirmation: false })
        .where(and(eq(requests.id, requestId), eq(requests.awaitingConfirmation, true)))
        .returning({
          id: requests.id,
          status: requests.status,
          cityId: requests.cityId,
          eventDate: requests.eventDate,
          targetMemberId: requests.targetMemberId,
        });
      if (!released) return undefined;
      const types = await db
        .select({ serviceTypeId: requestServiceTypes.serviceTypeId })
        .from(requestServiceTypes)
        .where(eq(requestServiceTypes.requestId, requestId));
      return { ...released, serviceTypeIds: types.map((type) => type.serviceTypeId) };
    },

    async request(requestId: number, options: { lock?: boolean } = {}) {
      const query = db
        .select({
          id: requests.id,
          clientId: requests.clientId,
          status: requests.status,
          eventType: requests.eventType,
          eventDate: requests.eventDate,
          startTime: requests.startTime,
          durationMinutes: requests.durationMinutes,
          cityId: requests.cityId,
          cityName: locations.displayName,
          cityFileName: locations.fileName,
          venueName: requests.venueName,
          guestCount: requests.guestCount,
          budgetCents: requests.budgetCents,
          details: requests.details,
          createdAt: requests.createdAt,
          plannerFirstName: clients.firstName,
          plannerLastName: clients.lastName,
          plannerEmail: clients.email,
          plannerPhone: clients.phoneNumber,
          plannerAccountId: clients.accountId,
        })
        .from(requests)
        .innerJoin(locations, eq(locations.id, requests.cityId))
        .innerJoin(clients, eq(clients.id, requests.clientId))
        .where(eq(requests.id, requestId));
      const [row] = options.lock ? await query.for("update", { of: requests }) : await query;
      return row;
    },

    async requestServiceTypes(requestIds: number[]) {
      if (requestIds.length === 0) return [];
      return db
        .select({ requestId: requestServiceTypes.requestId, id: serviceTypes.id, name: serviceTypes.personForm })
        .from(requestServiceTypes)
        .innerJoin(serviceTypes, eq(serviceTypes.id, requestServiceTypes.serviceTypeId))
        .where(inArray(requestServiceTypes.requestId, requestIds))
        .orderBy(asc(serviceTypes.personForm));
    },

    async recipients(requestId: number) {
      return vendorsQuery()
        .innerJoin(requestRecipients, eq(requestRecipients.memberId, members.id))
        .where(eq(requestRecipients.requestId, requestId))
        .orderBy(asc(requestRecipients.createdAt), asc(members.id));
    },

    async recipient(requestId: number, memberId: number) {
      const [row] = await db
        .select()
        .from(requestRecipients)
        .where(and(eq(requestRecipients.requestId, requestId), eq(requestRecipients.memberId, memberId)));
      return row;
    },

    async declines(requestId: number) {
      return db
        .select({ memberId: requestRecipients.memberId, reason: requestRecipients.declinedReason })
        .from(requestRecipients)
        .where(and(eq(requestRecipients.requestId, requestId), isNotNull(requestRecipients.declinedAt)));
    },

    /** Records a vendor's "no" once; false when they had already declined. */
    async declineLead(requestId: number, memberId: number, reason: string, note: string | null, at: Date) {
      const rows = await db
        .update(requestRecipients)
        .set({ declinedReason: reason, declinedNote: note, declinedAt: at })
        .where(
          and(
            eq(requestRecipients.requestId, requestId),
            eq(requestRecipients.memberId, memberId),
            isNull(requestRecipients.declinedAt),
          ),
        )
        .returning({ requestId: requestRecipients.requestId });
      return rows.length > 0;
    },

    async vendor(memberId: number) {
      const [row] = await vendorsQuery().where(eq(members.id, memberId));
      return row;
    },

    async vendors(memberIds: number[]) {
      if (memberIds.length === 0) return [];
      return vendorsQuery().where(inArray(members.id, memberIds));
    },

    async setRequestStatus(requestId: number, from: RequestState, to: RequestState): Promise<boolean> {
      const rows = await db
        .update(requests)
        .set({ status: to })
        .where(and(eq(requests.id, requestId), eq(requests.status, from)))
        .returning({ id: requests.id });
      return rows.length > 0;
    },

    async quotesOf(requestId: number) {
      return db
        .select()
        .from(quotes)
        .where(eq(quotes.requestId, requestId))
        .orderBy(asc(quotes.totalCents), asc(quotes.id));
    },

    async quote(quoteId: number, options: { lock?: boolean } = {}) {
      const query = db.select().from(quotes).where(eq(quotes.id, quoteId));
      const [row] = options.lock ? await query.for("update") : await query;
      return row;
    },

    async quoteOf(requestId: number, memberId: number) {
      const [row] = await db
        .select()
        .from(quotes)
        .where(and(eq(quotes.requestId, requestId), eq(quotes.memberId, memberId)));
      return row;
    },

    /** Inserts the vendor's quote; undefined when they had already quoted this request. */
    async createQuote(values: typeof quotes.$inferInsert): Promise<number | undefined> {
      const [row] = await db.insert(quotes).values(values).onConflictDoNothing().returning({ id: quotes.id });
      return row?.id;
    },

    async setQuoteStatus(quoteId: number, from: QuoteState, to: QuoteState, closedNote: string | null = null) {
      const rows = await db
        .update(quotes)
        .set({ status: to, closedNote })
        .where(and(eq(quotes.id, quoteId), eq(quotes.status, from)))
        .returning({ id: quotes.id, memberId: quotes.memberId, requestId: quotes.requestId });
      return rows[0];
    },

    /** Closes every pending quote of a request but one; returns the vendors to tell. */
    async closeOtherQuotes(requestId: number, exceptQuoteId: number | null, note: string) {
      return db
        .update(quotes)
        .set({ status: "closed", closedNote: note })
        .where(
          and(
            eq(quotes.requestId, requestId),
            eq(quotes.status, "pending"),
            exceptQuoteId === null ? undefined : sql`${quotes.id} <> ${exceptQuoteId}`,
          ),
        )
        .returning({ id: quotes.id, memberId: quotes.memberId });
    },

    /** Pending quotes whose last valid day is before `today`. */
    async expiredQuotes(today: string) {
      return db
        .select({ id: quotes.id, requestId: quotes.requestId, memberId: quotes.memberId })
        .from(quotes)
        .where(and(eq(quotes.status, "pending"), lt(quotes.expiresOn, today)));
    },

    async quoteCounts(requestIds: number[]) {
      if (requestIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ requestId: quotes.requestId, total: count() })
        .from(quotes)
        .where(and(inArray(quotes.requestId, requestIds), sql`${quotes.status} <> 'withdrawn'`))
        .groupBy(quotes.requestId);
      return new Map(rows.map((row) => [row.requestId, row.total]));
    },

    async leads(memberId: number) {
      return db
        .select({
          requestId: requests.id,
          status: requests.status,
          eventType: requests.eventType,
          eventDate: requests.eventDate,
          cityName: locations.displayName,
          guestCount: requests.guestCount,
          budgetCents: requests.budgetCents,
          plannerFirstName: clients.firstName,
          receivedAt: requestRecipients.createdAt,
          declinedAt: requestRecipients.declinedAt,
          quoteStatus: quotes.status,
          bookedMemberId: bookings.memberId,
        })
        .from(requestRecipients)
        .innerJoin(requests, eq(requests.id, requestRecipients.requestId))
        .innerJoin(locations, eq(locations.id, requests.cityId))
        .innerJoin(clients, eq(clients.id, requests.clientId))
        .leftJoin(quotes, and(eq(quotes.requestId, requests.id), eq(quotes.memberId, memberId)))
        .leftJoin(bookings, and(eq(bookings.requestId, requests.id), eq(bookings.status, "confirmed")))
        .where(eq(requestRecipients.memberId, memberId))
        .orderBy(desc(requestRecipients.createdAt), desc(requests.id))
        .limit(200);
    },

    async messageCounts(requestId: number) {
      const rows = await db
        .select({ memberId: messages.memberId, total: count(), last: sql<string>`max(${messages.createdAt})::text` })
        .from(messages)
        .where(eq(messages.requestId, requestId))
        .groupBy(messages.memberId);
      return new Map(rows.map((row) => [row.memberId, row]));
    },

    async thread(requestId: number, memberId: number) {
      return db
        .select({
          id: messages.id,
          senderAccountId: messages.senderAccountId,
          body: messages.body,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(and(eq(messages.requestId, requestId), eq(messages.memberId, memberId)))
        .orderBy(asc(messages.createdAt), asc(messages.id))
        .limit(500);
    },

    /** Stores a message once per sender token; a retried send answers the stored one. */
    async addMessage(values: {
      requestId: number;
      memberId: number;
      senderAccountId: number;
      body: string;
      clientToken: string;
    }) {
      const [created] = await db
        .insert(messages)
        .values(values)
        .onConflictDoNothing({ target: [messages.senderAccountId, messages.clientToken] })
        .returning();
      if (created) return { message: created, created: true };
      const [existing] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.senderAccountId, values.senderAccountId), eq(messages.clientToken, values.clientToken)));
      if (!existing) throw new Error("message neither inserted nor found");
      return { message: existing, created: false };
    },

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

    /** Confirmed bookings whose event day is before `today`. */
    async bookingsToComplete(today: string) {
      return db
        .select({ id: bookings.id, memberId: bookings.memberId })
        .from(bookings)
        .where(and(eq(bookings.status, "confirmed"), lt(bookings.eventDate, today)));
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

    async reviewOfBooking(bookingId: number) {
      const [row] = await db.select().from(feedback).where(eq(feedback.bookingId, bookingId));
      return row;
    },

    /** Inserts the booking's review; undefined when it already has one. */
    async createReview(values: typeof feedback.$inferInsert): Promise<number | undefined> {
      const [row] = await db.insert(feedback).values(values).onConflictDoNothing().returning({ id: feedback.id });
      return row?.id;
    },

    async review(reviewId: number) {
      const [row] = await db.select().from(feedback).where(eq(feedback.id, reviewId));
      return row;
    },

    /** Sets the vendor's one reply; false when there already is one. */
    async replyToReview(reviewId: number, reply: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(feedback)
        .set({ vendorReply: reply, vendorRepliedAt: at })
        .where(and(eq(feedback.id, reviewId), isNull(feedback.vendorReply)))
        .returning({ id: feedback.id });
      return rows.length > 0;
    },

    /**
     * Recomputes a vendor's rating from their counted reviews only (held and removed ones never count),
     * so it changes as soon as a review is written or moderated. Search and matching rank by it.
     */
    async refreshRating(memberId: number): Promise<void> {
      await db.execute(sql`
        update members m set
          rating_average = coalesce((select round(avg(rating)::numeric, 2)::float8 from feedback f
            where f.member_id = m.id and f.status = 'counted'), 0),
          review_count = (select count(*)::int from feedback f where f.member_id = m.id and f.status = 'counted'),
          updated_at = now()
        where m.id = ${memberId}`);
    },

    /** Whether the planner's account was made by a visitor request that went to this vendor. */
    async accountMadeByRequestTo(clientId: number, memberId: number): Promise<boolean> {
      const result = await db.execute<{ found: boolean }>(sql`
        select exists (
          select 1 from clients c join requests r on r.id = c.sign_up_request_id
          where c.id = ${clientId}
            and (r.target_member_id = ${memberId}
              or exists (select 1 from request_recipients rr where rr.request_id = r.id and rr.member_id = ${memberId}))
        ) as found`);
      return result.rows[0]?.found === true;
    },

    /** Remembers the visitor request whose sending made this planner's account (only the first one). */
    async markSignUpRequest(clientId: number, requestId: number): Promise<void> {
      await db
        .update(clients)
        .set({ signUpRequestId: requestId })
        .where(and(eq(clients.id, clientId), isNull(clients.signUpRequestId)));
    },

    /** Locks the planner's row, so requests sent at the same moment are counted one after another. */
    async lockClient(clientId: number): Promise<void> {
      await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for("update");
    },

    async openRequestCount(clientId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(requests)
        .where(and(eq(requests.clientId, clientId), eq(requests.status, "open")));
      return row?.total ?? 0;
    },

    /** Reviews in one state, oldest first, with what an operator needs to decide. */
    async reviewsByStatus(status: ReviewStatus, limit: number) {
      return moderationQuery()
        .where(eq(feedback.status, status))
        .orderBy(asc(feedback.createdAt), asc(feedback.id))
        .limit(limit);
    },

    async reviewForModeration(reviewId: number, options: { lock?: boolean } = {}) {
      const query = moderationQuery().where(eq(feedback.id, reviewId));
      const [row] = options.lock ? await query.for("update", { of: feedback }) : await query;
      return row;
    },

    /** An operator's decision on a review; only from the states given, so a repeat changes nothing. */
    async moderateReview(
      reviewId: number,
      from: readonly ReviewStatus[],
      to: ReviewStatus,
      by: number,
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(feedback)
        .set({ status: to, moderatedAt: at, moderatedByAccountId: by })
        .where(and(eq(feedback.id, reviewId), inArray(feedback.status, [...from])))
        .returning({ id: feedback.id });
      return rows.length > 0;
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

    /** What an operator did, for the audit trail (decision 022). */
    async audit(values: typeof auditEvents.$inferInsert): Promise<void> {
      await db.insert(auditEvents).values(values);
    },

    async clientContact(clientId: number) {
      const [row] = await db
        .select({
          clientId: clients.id,
          accountId: clients.accountId,
          firstName: clients.firstName,
          lastName: clients.lastName,
          email: clients.email,
          phone: clients.phoneNumber,
        })
        .from(clients)
        .where(eq(clients.id, clientId));
      return row;
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

    async accountEmail(accountId: number) {
      const [row] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
      return row?.email;
    },
  };
}

/** The queries, on the pool or inside one transaction. */
export type MarketplaceQueries = ReturnType<typeof createMarketplaceQueries>;

export function createMarketplaceRepository(db: Database) {
  return {
    ...createMarketplaceQueries(db),
    transaction<T>(work: (queries: MarketplaceQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createMarketplaceQueries(tx as unknown as Database)));
    },
  };
}

export type MarketplaceRepository = ReturnType<typeof createMarketplaceRepository>;
