import { withoutContactDetails as shown } from "#features/contact-details/contact-details.rules.ts";
import { type CalendarDay, type DayState, dayState, daysBetween, monthBounds } from "./member-calendar.rules.ts";
import type { CalendarMark, MemberCalendarRepository } from "./member-calendar.repo.server.ts";
import { CALENDAR_LIMITS, type PublicCalendarDay, type PublicCalendarMonth } from "./member-calendar.schema.ts";

/** The condition other slices' vendor queries use for "free on that day" (search, request matching). */
export { memberFreeOn } from "./member-calendar.repo.server.ts";

function toDay(date: string, marks: readonly CalendarMark[]): CalendarDay {
  const day: CalendarDay = {
    date,
    state: dayState(marks.map((mark) => mark.kind)),
    bookings: [],
    blackout: null,
    entries: [],
    events: [],
  };
  for (const mark of marks) {
    if (mark.kind === "booking") {
      day.bookings.push({ bookingId: mark.bookingId, requestId: mark.requestId, eventType: mark.eventType });
    } else if (mark.kind === "blackout") day.blackout = { id: mark.id, reason: mark.reason };
    else if (mark.kind === "entry") day.entries.push({ id: mark.id, title: mark.title, status: mark.status });
    else day.events.push({ id: mark.id, title: mark.title, isPublic: mark.isPublic });
  }
  return day;
}

/** What a visitor may see of a day: the vendor's own notes, never a planner's booking nor a blackout's reason. */
function publicDay(day: CalendarDay): PublicCalendarDay {
  return {
    date: day.date,
    state: day.state,
    notes: [
      ...day.entries.map((entry) => ({ label: entry.status, title: shown(entry.title) })),
      ...day.events.map((event) => ({ label: "Event", title: event.isPublic ? shown(event.title) : null })),
    ].slice(0, CALENDAR_LIMITS.publicDayNotes),
  };
}

/** A vendor's days: the one answer the profile, the dashboard and the calendar feed read. */
export function createMemberCalendarService(repository: MemberCalendarRepository) {
  async function days(memberId: number, from: string, to: string): Promise<CalendarDay[]> {
    const byDay = Map.groupBy(await repository.marks(memberId, from, to), (mark) => mark.day);
    return daysBetween(from, to).map((date) => toDay(date, byDay.get(date) ?? []));
  }

  return {
    /** Every day in [from, to) with its state and what is on it, as the vendor sees it. */
    days,

    /** One month, as the vendor's dashboard shows it. */
    month(memberId: number, year: number, month: number): Promise<CalendarDay[]> {
      const { from, to } = monthBounds(year, month);
      return days(memberId, from, to);
    },

    /** Whether a vendor is free on one day, as search and request matching decide it. */
    async dayState(memberId: number, date: string): Promise<DayState> {
      const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const [day] = await days(memberId, date, next);
      return day?.state ?? "free";
    },

    /** One month of the public profile's availability calendar; undefined for no such vendor. */
    async publicMonth(memberId: number, year: number, month: number): Promise<PublicCalendarMonth | undefined> {
      if (!(await repository.memberExists(memberId))) return undefined;
      const { from, to } = monthBounds(year, month);
      return { year, month, days: (await days(memberId, from, to)).map(publicDay) };
    },
  };
}
export type MemberCalendarService = ReturnType<typeof createMemberCalendarService>;
