import { and, asc, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { clients } from "#db/schema/accounts.ts";
import { locations } from "#db/schema/locations.ts";
import { bookings, messages, quotes, requestRecipients, requests } from "#db/schema/requests.ts";
import { type QuoteState, REQUEST_LIMITS } from "./marketplace.rules.ts";

/** Quotes, the vendor's list of leads with their answer to each, and the conversations about a request. */
export function quoteQueries(db: Database) {
  return {
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

    /** A runner-up's "still free on the date" (decision 025); false when the quote is no longer pending. */
    async confirmStillFree(quoteId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(quotes)
        .set({ stillFreeConfirmedAt: at })
        .where(and(eq(quotes.id, quoteId), eq(quotes.status, "pending")))
        .returning({ id: quotes.id });
      return rows.length > 0;
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

    /** Pending quotes whose last valid day is before `day`, with their event's city (whose today decides). */
    async quotesPendingBefore(day: string) {
      return db
        .select({
          id: quotes.id,
          requestId: quotes.requestId,
          memberId: quotes.memberId,
          expiresOn: quotes.expiresOn,
          cityLatitude: locations.latitude,
          cityLongitude: locations.longitude,
        })
        .from(quotes)
        .innerJoin(requests, eq(requests.id, quotes.requestId))
        .innerJoin(locations, eq(locations.id, requests.cityId))
        .where(and(eq(quotes.status, "pending"), lt(quotes.expiresOn, day)));
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
          cityLatitude: locations.latitude,
          cityLongitude: locations.longitude,
          guestCount: requests.guestCount,
          budgetCents: requests.budgetCents,
          plannerFirstName: clients.firstName,
          receivedAt: requestRecipients.createdAt,
          declinedAt: requestRecipients.declinedAt,
          quoteStatus: quotes.status,
          quoteExpiresOn: quotes.expiresOn,
          ownBookingStatus: bookings.status,
        })
        .from(requestRecipients)
        .innerJoin(requests, eq(requests.id, requestRecipients.requestId))
        .innerJoin(locations, eq(locations.id, requests.cityId))
        .innerJoin(clients, eq(clients.id, requests.clientId))
        .leftJoin(quotes, and(eq(quotes.requestId, requests.id), eq(quotes.memberId, memberId)))
        .leftJoin(bookings, eq(bookings.quoteId, quotes.id))
        .where(eq(requestRecipients.memberId, memberId))
        .orderBy(desc(requestRecipients.createdAt), desc(requests.id))
        .limit(REQUEST_LIMITS.leadsShown);
    },

    async messageCounts(requestId: number) {
      const rows = await db
        .select({ memberId: messages.memberId, total: count(), last: sql<string>`max(${messages.createdAt})::text` })
        .from(messages)
        .where(eq(messages.requestId, requestId))
        .groupBy(messages.memberId);
      return new Map(rows.map((row) => [row.memberId, row]));
    },

    /** A conversation, oldest first: its newest messages when it holds more than a thread shows. */
    async thread(requestId: number, memberId: number) {
      const newest = await db
        .select({
          id: messages.id,
          senderAccountId: messages.senderAccountId,
          body: messages.body,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(and(eq(messages.requestId, requestId), eq(messages.memberId, memberId)))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(REQUEST_LIMITS.threadMessagesShown);
      return newest.reverse();
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
  };
}
