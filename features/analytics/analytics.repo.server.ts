import { and, between, count, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { analyticsEvents } from "#db/schema/analytics.ts";
import { members } from "#db/schema/members.ts";
import { bookings, requestRecipients, requests } from "#db/schema/requests.ts";
import { searchHits, searchImpressions } from "#db/schema/search.ts";
import { serviceTypes } from "#db/schema/service-types.ts";
import type { CollectedEventName } from "./analytics.schema.ts";
import { addDays, type DayCountsByMetric } from "./insights.rules.ts";

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;

/** The first moment of a UTC day, for comparing timestamps with day bounds. */
function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The UTC calendar day of a timestamp column, as `yyyy-MM-dd` text like the tracking tables' days. */
function utcDayOf(column: typeof requests.createdAt | typeof bookings.createdAt) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
}

export function createAnalyticsRepository(db: Database) {
  return {
    async existingMemberIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: members.id }).from(members).where(inArray(members.id, ids));
      return rows.map((row) => row.id);
    },

    async recordEvents(rows: AnalyticsEventRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db.insert(analyticsEvents).values(rows).returning({ id: analyticsEvents.id });
      return inserted.length;
    },

    /** What the insights page says about whose figures they are. */
    async vendor(memberId: number) {
      const [row] = await db
        .select({
          name: members.name,
          membershipLevel: members.membershipLevel,
          directory: members.directory,
          profileDirectory: serviceTypes.profileDirectory,
        })
        .from(members)
        .innerJoin(serviceTypes, eq(serviceTypes.id, members.primaryServiceTypeId))
        .where(eq(members.id, memberId));
      return row;
    },

    /**
     * The vendor's four figures per UTC day from `from` to `to`, days without any left out: search
     * impressions and profile views as tracking counted them (once per visitor and day), leads by the
     * day the request was made, bookings by the day they were made.
     */
    async dailyCounts(memberId: number, from: string, to: string): Promise<DayCountsByMetric> {
      const after = startOfDay(from);
      const before = startOfDay(addDays(to, 1));
      const requestDay = utcDayOf(requests.createdAt);
      const bookingDay = utcDayOf(bookings.createdAt);
      const [searchImpressionCounts, profileViewCounts, leadCounts, bookingCounts] = await Promise.all([
        db
          .select({ day: searchImpressions.day, count: count() })
          .from(searchImpressions)
          .where(and(eq(searchImpressions.memberId, memberId), between(searchImpressions.day, from, to)))
          .groupBy(searchImpressions.day),
        db
          .select({ day: searchHits.day, count: count() })
          .from(searchHits)
          .where(
            and(
              eq(searchHits.memberId, memberId),
              eq(searchHits.hitType, "Profile"),
              between(searchHits.day, from, to),
            ),
          )
          .groupBy(searchHits.day),
        db
          .select({ day: requestDay, count: count() })
          .from(requestRecipients)
          .innerJoin(requests, eq(requests.id, requestRecipients.requestId))
          .where(
            and(
              eq(requestRecipients.memberId, memberId),
              gte(requests.createdAt, after),
              lt(requests.createdAt, before),
            ),
          )
          .groupBy(requestDay),
        db
          .select({ day: bookingDay, count: count() })
          .from(bookings)
          .where(and(eq(bookings.memberId, memberId), gte(bookings.createdAt, after), lt(bookings.createdAt, before)))
          .groupBy(bookingDay),
      ]);
      return {
        searchImpressions: searchImpressionCounts,
        profileViews: profileViewCounts,
        leads: leadCounts,
        bookings: bookingCounts,
      };
    },

    /**
     * First-party events about the vendor by name, in the period from `from` to `to` and in the one
     * from `previousFrom` to the day before `from`. Visitor keys change daily, so counting distinct
     * keys counts each visitor once per day.
     */
    async engagement(
      memberId: number,
      period: { previousFrom: string; from: string; to: string },
    ): Promise<{ name: CollectedEventName; count: number; previousCount: number }[]> {
      const start = startOfDay(period.from);
      const inPeriod = gte(analyticsEvents.occurredAt, start);
      const rows = await db
        .select({
          name: analyticsEvents.name,
          count: sql<number>`count(distinct ${analyticsEvents.visitorKey}) filter (where ${inPeriod})`.mapWith(Number),
          previousCount:
            sql<number>`count(distinct ${analyticsEvents.visitorKey}) filter (where not ${inPeriod})`.mapWith(Number),
        })
        .from(analyticsEvents)
        .where(
          and(
            eq(analyticsEvents.memberId, memberId),
            // How fast a page drew is about the site, not about interest in the vendor.
            ne(analyticsEvents.name, "Web Vitals"),
            gte(analyticsEvents.occurredAt, startOfDay(period.previousFrom)),
            lt(analyticsEvents.occurredAt, startOfDay(addDays(period.to, 1))),
          ),
        )
        .groupBy(analyticsEvents.name);
      // Only names the collect schema accepted are ever stored.
      return rows as { name: CollectedEventName; count: number; previousCount: number }[];
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
