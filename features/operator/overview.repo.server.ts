import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { accounts } from "#db/schema/accounts.ts";
import { members } from "#db/schema/members.ts";
import { bookings, messages, payments, quotes, requestRecipients, requests } from "#db/schema/requests.ts";

/** The UTC days `from` to `to`, both included. */
export type DayRange = { from: string; to: string };
export type DailyValue = { day: string; value: number };
export type ResponseDay = { recipients: number; responded: number; medianMinutes: number | null };

/** The UTC calendar day of an instant column. */
const utcDay = (column: SQLWrapper) => sql`(${column} at time zone 'UTC')::date`;

/** An instant column within the range's days. */
function within(column: SQLWrapper, range: DayRange): SQL {
  return sql`${column} >= (${range.from}::date at time zone 'UTC') and ${column} < ((${range.to}::date + 1) at time zone 'UTC')`;
}

/**
 * Each figure is one query grouped by day, joined to every day of the range (`generate_series`), so a
 * quiet day reads zero and a year costs one query, not 365.
 */
export function createOverviewRepository(db: Database) {
  async function perDay(figure: SQL, range: DayRange): Promise<DailyValue[]> {
    const result = await db.execute<{ day: string; value: string | number }>(sql`
      select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(figure.value, 0) as value
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as days(day)
      left join (${figure}) as figure on figure.day = days.day::date
      order by days.day`);
    return result.rows.map((row) => ({ day: row.day, value: Number(row.value) }));
  }

  const counted = (column: SQLWrapper, table: SQL, range: DayRange, where: SQL = sql`true`) =>
    perDay(
      sql`select ${utcDay(column)} as day, count(*) as value from ${table} where ${within(column, range)} and ${where} group by 1`,
      range,
    );

  return {
    requests: (range: DayRange) => counted(requests.createdAt, sql`${requests}`, range),
    quotes: (range: DayRange) => counted(quotes.createdAt, sql`${quotes}`, range),
    bookings: (range: DayRange) => counted(bookings.createdAt, sql`${bookings}`, range),
    newVendors: (range: DayRange) =>
      counted(accounts.createdAt, sql`${accounts}`, range, sql`${accounts.role} = 'member'`),
    newPlanners: (range: DayRange) =>
      counted(accounts.createdAt, sql`${accounts}`, range, sql`${accounts.role} = 'client'`),

    bookedValueCents: (range: DayRange) =>
      perDay(
        sql`select ${utcDay(bookings.createdAt)} as day, sum(${bookings.totalCents}) as value
            from ${bookings} where ${within(bookings.createdAt, range)} group by 1`,
        range,
      ),

    refundsCents: (range: DayRange) =>
      perDay(
        sql`select ${utcDay(payments.createdAt)} as day, sum(${payments.amountCents}) as value
            from ${payments} where ${payments.kind} = 'refund' and ${within(payments.createdAt, range)} group by 1`,
        range,
      ),

    /**
     * For the vendors requests reached each day (and the whole range, the last row): how many, how many
     * have quoted or declined, and the median minutes to their first quote, decline or message.
     */
    async responses(range: DayRange): Promise<{ daily: (ResponseDay & { day: string })[]; total: ResponseDay }> {
      const result = await db.execute<{
        day: string | null;
        recipients: string | number | null;
        responded: string | number | null;
        median_minutes: string | number | null;
      }>(sql`
        with reached as (
          select
            ${requestRecipients.createdAt} as reached_at,
            (select min(${quotes.createdAt}) from ${quotes}
              where ${quotes.requestId} = ${requestRecipients.requestId} and ${quotes.memberId} = ${requestRecipients.memberId}
            ) as quoted_at,
            ${requestRecipients.declinedAt} as declined_at,
            (select min(${messages.createdAt}) from ${messages}
              join ${members} on ${members.id} = ${messages.memberId}
              where ${messages.requestId} = ${requestRecipients.requestId} and ${messages.memberId} = ${requestRecipients.memberId}
                and ${messages.senderAccountId} = ${members.accountId}
            ) as messaged_at
          from ${requestRecipients}
          where ${within(requestRecipients.createdAt, range)}
        ),
        figure as (
          select
            (reached_at at time zone 'UTC')::date as day,
            grouping((reached_at at time zone 'UTC')::date) as is_total,
            count(*) as recipients,
            count(coalesce(quoted_at, declined_at)) as responded,
            percentile_cont(0.5) within group (
              order by extract(epoch from least(quoted_at, declined_at, messaged_at) - reached_at) / 60
            ) as median_minutes
          from reached
          group by grouping sets (((reached_at at time zone 'UTC')::date), ())
        )
        select to_char(days.day, 'YYYY-MM-DD') as day, figure.recipients, figure.responded, figure.median_minutes
        from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as days(day)
        left join figure on figure.is_total = 0 and figure.day = days.day::date
        union all
        select null, recipients, responded, median_minutes from figure where is_total = 1
        order by 1 nulls last`);
      const toDay = (row: (typeof result.rows)[number]): ResponseDay => ({
        recipients: Number(row.recipients ?? 0),
        responded: Number(row.responded ?? 0),
        medianMinutes: row.median_minutes === null ? null : Number(row.median_minutes),
      });
      const total = result.rows.find((row) => row.day === null);
      return {
        daily: result.rows.filter((row) => row.day !== null).map((row) => ({ day: row.day as string, ...toDay(row) })),
        total: total ? toDay(total) : { recipients: 0, responded: 0, medianMinutes: null },
      };
    },
  };
}

export type OverviewRepository = ReturnType<typeof createOverviewRepository>;
