import type { CalendarDay } from "#features/members/member-calendar.rules.ts";
import { formatDay, leadHref, type MemberCenterLinks } from "./dashboard.logic.ts";
import { HiddenText } from "./dashboard-section.tsx";
import "./calendar-month.css";

/** A month as the page shows it: its name, the yyyy-MM of the months either side, and its days. */
export type CalendarMonth = { label: string; previous: string; next: string; days: readonly CalendarDay[] };

/** This page on another month, keeping an administrator's `?memberId=`. */
function monthHref(month: string, links: Pick<MemberCenterLinks, "memberQuery">): string {
  const query = links.memberQuery ? `${links.memberQuery}&` : "?";
  return `/dashboard${query}month=${month}#calendar-month`;
}

/**
 * A month of the vendor's calendar as the days it takes, read from the same days the profile's
 * calendar, search and the calendar feed read: Marquee bookings (each with a link to its lead),
 * blackout dates and the vendor's own entries. The month links work without JavaScript.
 */
export function CalendarMonthView({
  month,
  links,
  today,
}: {
  month: CalendarMonth;
  links: Pick<MemberCenterLinks, "memberQuery">;
  today: string;
}) {
  const taken = month.days.filter((day) => day.state !== "free");
  const { label } = month;
  return (
    <div className="dash-subsection dash-month" id="calendar-month">
      <h3 className="dash-subsection__title">Your month</h3>
      <p className="dash-subsection__intro">
        Marquee bookings, blackout dates and your own entries. Planners see these days as taken and search leaves you
        out of them.
      </p>
      <div className="dash-month__toolbar">
        <a className="button button--secondary dash-month__nav" href={monthHref(month.previous, links)}>
          <span aria-hidden="true">‹ </span>Previous month
        </a>
        <p className="dash-month__label">{label}</p>
        <a className="button button--secondary dash-month__nav" href={monthHref(month.next, links)}>
          Next month<span aria-hidden="true"> ›</span>
        </a>
      </div>
      <h4 className="dash-subsection__subtitle">Taken days in {label}</h4>
      {taken.length === 0 ? (
        <p className="dash-empty">Every day of {label} is free.</p>
      ) : (
        <ul className="dash-list" aria-label={`Taken days in ${label}`}>
          {taken.map((day) => (
            <li
              key={day.date}
              className={`dash-list__item dash-month__taken dash-month__taken--${day.state}`}
              aria-current={day.date === today ? "date" : undefined}
            >
              <div className="dash-list__text">
                <span className="dash-list__date">{formatDay(day.date)}</span>
                {day.bookings.map((booking) => (
                  <a
                    key={booking.bookingId}
                    className="dash-tag dash-tag--booking"
                    href={leadHref(booking.requestId, links)}
                  >
                    {`Marquee booking: ${booking.eventType}`}
                    <HiddenText> (open the lead)</HiddenText>
                  </a>
                ))}
                {day.blackout ? (
                  <span className="dash-list__detail">
                    Blackout{day.blackout.reason ? `: ${day.blackout.reason}` : ""}
                  </span>
                ) : null}
                {day.entries.map((entry) => (
                  <span key={entry.id} className="dash-list__detail">
                    {entry.status}: {entry.title}
                  </span>
                ))}
                {day.events.map((event) => (
                  <span key={event.id} className="dash-list__detail">
                    Your event: {event.title}
                  </span>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
