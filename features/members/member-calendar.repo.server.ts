import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { blackoutDates, calendarEntries, calendarEvents, members } from "#db/schema/members.ts";
import { bookings, requests } from "#db/schema/requests.ts";
import type { CalendarMarkKind } from "./member-calendar.rules.ts";

/** One thing on one of a member's days; a day with none is free. */
export type CalendarMark = { day: string } & (
  | { kind: "booking"; bookingId: number; requestId: number; eventType: string }
  | { kind: "blackout"; id: number; reason: string | null }
  | { kind: "entry"; id: number; title: string; status: string }
  | { kind: "event"; id: number; title: string; isPublic: boolean }
);

type MarkRow = {
  day: string;
  kind: CalendarMarkKind;
  item_id: number;
  request_id: number | null;
  title: string | null;
  detail: string | null;
  is_public: boolean;
};

function toMark(row: MarkRow): CalendarMark {
  const id = Number(row.item_id);
  switch (row.kind) {
    case "booking":
      return {
        day: row.day,
        kind: "booking",
        bookingId: id,
        requestId: Number(row.request_id),
        eventType: row.title ?? "",
      };
    case "blackout":
      return { day: row.day, kind: "blackout", id, reason: row.detail };
    case "entry":
      return { day: row.day, kind: "entry", id, title: row.title ?? "", status: row.detail ?? "" };
    case "event":
      return { day: row.day, kind: "event", id, title: row.title ?? "", isPublic: row.is_public };
  }
}

/**
 * Everything that takes one member's days in [from, to), as rows (member_id, day, kind, ...): the one
 * definition of a busy day that the calendars, the feed and every date search share. Marquee bookings
 * count from the bookings table while active (a cancelled one frees its day), so the calendar events a
 * booking adds for the profile's list are left out here, not counted twice.
 */
function dayMarks(memberId: SQL, from: string | SQL, to: string | SQL): SQL {
  return sql`(
    select ${bookings.memberId} as member_id, ${bookings.eventDate}::text as day, 'booking' as kind,
        ${bookings.id} as item_id, ${bookings.requestId} as request_id, ${requests.eventType} as title,
        null::text as detail, false as is_public
      from ${bookings} join ${requests} on ${requests.id} = ${bookings.requestId}
      where ${bookings.memberId} = ${memberId} and ${bookings.status} <> 'cancelled'
        and ${bookings.eventDate} >= ${from} and ${bookings.eventDate} < ${to}
    union all
    select ${blackoutDates.memberId}, ${blackoutDates.blackoutDate}::text, 'blackout', ${blackoutDates.id}, null,
        null, ${blackoutDates.reason}, false
      from ${blackoutDates}
      where ${blackoutDates.memberId} = ${memberId}
        and ${blackoutDates.blackoutDate} >= ${from} and ${blackoutDates.blackoutDate} < ${to}
    union all
    select ${calendarEntries.memberId}, ${calendarEntries.entryDate}::text, 'entry', ${calendarEntries.id}, null,
        ${calendarEntries.title}, ${calendarEntries.status}, true
      from ${calendarEntries}
      where ${calendarEntries.memberId} = ${memberId}
        and ${calendarEntries.entryDate} >= ${from} and ${calendarEntries.entryDate} < ${to}
    union all
    select ${calendarEvents.memberId}, ${calendarEvents.eventDate}::text, 'event', ${calendarEvents.id}, null,
        ${calendarEvents.title}, null, ${calendarEvents.isPublic}
      from ${calendarEvents}
      where ${calendarEvents.memberId} = ${memberId} and ${calendarEvents.bookingId} is null
        and ${calendarEvents.eventDate} >= ${from} and ${calendarEvents.eventDate} < ${to}
  )`;
}

/** The day after a yyyy-MM-dd day, computed by the database so no time zone of this process is involved. */
const dayAfter = (day: string) => sql`(${day}::date + 1)`;

/**
 * A condition for another slice's vendor query: the member whose id is `memberId` (a column such as
 * `m.id`) has nothing on `day`. Search and request matching use it, so they offer exactly the days
 * every calendar shows free.
 */
export function memberFreeOn(memberId: SQL, day: string): SQL {
  return sql`not exists (select 1 from ${dayMarks(memberId, day, dayAfter(day))} marks)`;
}

export function createMemberCalendarRepository(db: Database) {
  return {
    async memberExists(memberId: number): Promise<boolean> {
      const [row] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
      return row !== undefined;
    },

    /** The marks on a member's days in [from, to), by day. */
    async marks(memberId: number, from: string, to: string): Promise<CalendarMark[]> {
      const result = await db.execute<MarkRow>(
        sql`select * from ${dayMarks(sql`${memberId}`, from, to)} marks order by day, kind, item_id`,
      );
      return result.rows.map(toMark);
    },
  };
}
export type MemberCalendarRepository = ReturnType<typeof createMemberCalendarRepository>;
