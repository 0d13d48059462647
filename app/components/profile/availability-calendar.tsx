import { useState } from "react";
import { api } from "#app/lib/api-client.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { PUBLIC_DAY_LABELS } from "#features/members/member-calendar.rules.ts";
import type { PublicCalendarDay, PublicCalendarMonth } from "#features/members/member-calendar.schema.ts";
import { type YearMonth, WEEKDAYS, monthLabel, monthParam, monthWeeks, shiftMonth } from "./profile.logic.ts";
import { useLatestCall } from "./use-latest-call.ts";

/**
 * A month of availability (SPEC section 2), the same days search offers: a day booked on Marquee reads
 * "Booked" (nothing about the planner), a blackout "Unavailable", a day with the vendor's own entry shows
 * its status. The first month is server-rendered; the month buttons fetch other months once JavaScript
 * runs, and before that they are links that reload the page on that month.
 */
export function AvailabilityCalendar({
  memberId,
  initial,
  today,
}: {
  memberId: number;
  initial: PublicCalendarMonth;
  today: string;
}) {
  const hydrated = useHydrated();
  const [month, setMonth] = useState(initial);
  const { loading, error, run } = useLatestCall("Sorry, that month didn't load. Please try again.");

  const show = async (target: YearMonth) => {
    const shown = await run((signal) =>
      api.get("/api/v1/members/{id}/availability", {
        path: { id: memberId },
        query: { year: target.year, month: target.month },
        signal,
      }),
    );
    if (shown !== null) setMonth(shown);
  };

  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const days = new Map<string, PublicCalendarDay>(month.days.map((day) => [day.date, day]));

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
        <caption className="visually-hidden">Availability for {monthLabel(month)}</caption>
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
                const state = days.get(day.date);
                const taken = state !== undefined && state.state !== "free";
                const className = [
                  "profile-calendar__cell",
                  taken ? "profile-calendar__cell--unavailable" : "",
                  state?.state === "own" ? "profile-calendar__cell--entry" : "",
                  day.date === today ? "profile-calendar__cell--today" : "",
                ]
                  .filter(Boolean)
                  .join(" ");
                return (
                  <td key={day.date} className={className} aria-current={day.date === today ? "date" : undefined}>
                    <span className="profile-calendar__day">{day.day}</span>
                    {taken && state.state !== "own" ? (
                      <span className="profile-calendar__tag">{PUBLIC_DAY_LABELS[state.state]}</span>
                    ) : null}
                    {state?.notes.map((note, index) => (
                      <span
                        key={index}
                        className="profile-calendar__tag profile-calendar__tag--entry"
                        title={note.title ?? undefined}
                      >
                        {note.label}
                        {note.title ? <span className="visually-hidden">: {note.title}</span> : null}
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
          <span className="profile-calendar__swatch profile-calendar__swatch--unavailable" aria-hidden="true" /> Booked
          or unavailable
        </li>
        <li>
          <span className="profile-calendar__swatch profile-calendar__swatch--entry" aria-hidden="true" /> Hold,
          tentative or booked elsewhere: unavailable
        </li>
      </ul>
    </div>
  );
}
