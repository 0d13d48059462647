import { useRef, useState } from "react";
import { getJson, isAbortError } from "#app/lib/api-client.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { type YearMonth, WEEKDAYS, monthLabel, monthParam, monthWeeks, shiftMonth } from "./profile.logic.ts";

export type CalendarEntry = { id: number; date: string; title: string; status: string };
export type CalendarMonth = YearMonth & { blackoutDates: string[]; calendarEntries: CalendarEntry[] };

/**
 * A month of availability (SPEC section 2): blackout dates read "Unavailable", calendar entries show
 * their status. The first month is server-rendered; the month buttons fetch other months once
 * JavaScript runs, and before that they are links that reload the page on that month.
 */
export function AvailabilityCalendar({
  memberId,
  initial,
  today,
}: {
  memberId: number;
  initial: CalendarMonth;
  today: string;
}) {
  const hydrated = useHydrated();
  const [month, setMonth] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const show = async (target: YearMonth) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    setError(null);
    const query = `memberId=${memberId}&year=${target.year}&month=${target.month}`;
    try {
      const [blackout, entries] = (await Promise.all([
        getJson(`/api/v1/profile/blackout-dates?${query}`, current.signal),
        getJson(`/api/v1/profile/calendar-entries?${query}`, current.signal),
      ])) as [{ blackoutDates: string[] }, { calendarEntries: CalendarEntry[] }];
      setMonth({ ...target, blackoutDates: blackout.blackoutDates, calendarEntries: entries.calendarEntries });
    } catch (failure) {
      if (!isAbortError(failure)) setError("Sorry, that month didn't load. Please try again.");
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setLoading(false);
      }
    }
  };

  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const blackout = new Set(month.blackoutDates.map((date) => date.slice(0, 10)));
  const entriesByDate = new Map<string, CalendarEntry[]>();
  for (const entry of month.calendarEntries) {
    const key = entry.date.slice(0, 10);
    entriesByDate.set(key, [...(entriesByDate.get(key) ?? []), entry]);
  }

  const control = (target: YearMonth, label: string, direction: "previous" | "next") => {
    const text = (
      <>
        <span aria-hidden="true">{direction === "previous" ? "‹ " : ""}</span>
        {label}
        <span aria-hidden="true">{direction === "next" ? " ›" : ""}</span>
      </>
    );
    return hydrated ? (
      <button
        type="button"
        className="button button--secondary profile-calendar__nav"
        aria-disabled={loading || undefined}
        onClick={() => {
          if (!loading) void show(target);
        }}
      >
        {text}
      </button>
    ) : (
      <a className="button button--secondary profile-calendar__nav" href={`?month=${monthParam(target)}#calendar`}>
        {text}
      </a>
    );
  };

  return (
    <div className="profile-calendar">
      <div className="profile-calendar__toolbar">
        {control(previous, "Previous month", "previous")}
        <p className="profile-calendar__month" aria-live="polite">
          {monthLabel(month)}
        </p>
        {control(next, "Next month", "next")}
      </div>
      {error ? (
        <p className="profile-calendar__error" role="alert">
          {error}
        </p>
      ) : null}
      <table className="profile-calendar__table" aria-busy={loading || undefined}>
        <caption className="profile-sr-only">Availability for {monthLabel(month)}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday.short} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, weekIndex) => (
            <tr key={weekIndex}>
              {week.map((day, dayIndex) => {
                if (!day) return <td key={`empty-${dayIndex}`} className="profile-calendar__cell--empty" />;
                const unavailable = blackout.has(day.date);
                const entries = entriesByDate.get(day.date) ?? [];
                const className = [
                  "profile-calendar__cell",
                  unavailable ? "profile-calendar__cell--unavailable" : "",
                  entries.length > 0 ? "profile-calendar__cell--entry" : "",
                  day.date === today ? "profile-calendar__cell--today" : "",
                ]
                  .filter(Boolean)
                  .join(" ");
                return (
                  <td key={day.date} className={className} aria-current={day.date === today ? "date" : undefined}>
                    <span className="profile-calendar__day">{day.day}</span>
                    {unavailable ? <span className="profile-calendar__tag">Unavailable</span> : null}
                    {entries.map((entry) => (
                      <span
                        key={entry.id}
                        className="profile-calendar__tag profile-calendar__tag--entry"
                        title={entry.title}
                      >
                        {entry.status}
                        <span className="profile-sr-only">: {entry.title}</span>
                      </span>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="profile-calendar__legend" aria-label="Legend">
        <li>
          <span className="profile-calendar__swatch profile-calendar__swatch--unavailable" aria-hidden="true" />{" "}
          Unavailable
        </li>
        <li>
          <span className="profile-calendar__swatch profile-calendar__swatch--entry" aria-hidden="true" /> Hold,
          tentative or booked elsewhere
        </li>
      </ul>
    </div>
  );
}
