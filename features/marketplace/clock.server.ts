import { dayInZone, shiftDay } from "#lib/zoned-dates.ts";

/**
 * The marketplace's sense of "now": quote expiry, refunds by days before the event, completed
 * bookings and reviews all read it, each in the time zone of the event's city (decision 026). A test
 * clock (TEST_CLOCK=true) may move it to another day or moment, so an end-to-end test can live through
 * an event without waiting for it.
 */
export type Clock = {
  now(): Date;
  /** Today in the IANA time zone `timeZone`, as YYYY-MM-DD. */
  today(timeZone: string): string;
  /** The day `days` after today in `timeZone`, as YYYY-MM-DD. */
  daysFromToday(days: number, timeZone: string): string;
  /** The day an instant falls on in `timeZone`, as YYYY-MM-DD. */
  dayOf(instant: Date, timeZone: string): string;
  /**
   * Moves now to noon UTC of the given day (the time keeps running from there), which is that same day
   * in every zone from UTC-11 to UTC+11; null returns to the real time.
   */
  setToday(day: string | null): void;
  /** Moves now to the given instant (the time keeps running from there); null returns to the real time. */
  setNow(instant: Date | null): void;
};

/** Where no place decides the day: the span of days a calendar feed covers. */
export const UTC_ZONE = "UTC";

/** `onChange`: the clock was moved (what pages show of "today" may have changed). */
export function createClock(options: { onChange?: () => void } = {}): Clock {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const setNow = (instant: Date | null) => {
    offsetMs = instant === null ? 0 : instant.getTime() - Date.now();
    options.onChange?.();
  };
  return {
    now,
    today: (timeZone) => dayInZone(now(), timeZone),
    daysFromToday: (days, timeZone) => shiftDay(dayInZone(now(), timeZone), days),
    dayOf: dayInZone,
    setToday: (day) => setNow(day === null ? null : new Date(`${day}T12:00:00Z`)),
    setNow,
  };
}
