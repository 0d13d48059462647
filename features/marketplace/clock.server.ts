import { addDays, format } from "date-fns";

/**
 * The marketplace's sense of "now": quote expiry, refunds by days before the event, completed
 * bookings and reviews all read it. A test clock (TEST_CLOCK=true) may move it to another day, so an
 * end-to-end test can live through an event without waiting for it.
 */
export type Clock = {
  now(): Date;
  /** Today as YYYY-MM-DD (UTC). */
  today(): string;
  /** The day `days` after today, as YYYY-MM-DD. */
  daysFromToday(days: number): string;
  /** Moves today to the given day (time of day keeps running); null returns to the real day. */
  setToday(day: string | null): void;
};

const DAY_MS = 86_400_000;

export function createClock(): Clock {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const isoDay = (date: Date) => date.toISOString().slice(0, 10);
  return {
    now,
    today: () => isoDay(now()),
    daysFromToday: (days) => format(addDays(new Date(`${isoDay(now())}T12:00:00Z`), days), "yyyy-MM-dd"),
    setToday(day) {
      if (day === null) {
        offsetMs = 0;
        return;
      }
      const realToday = Date.parse(`${isoDay(new Date())}T00:00:00Z`);
      offsetMs = Math.round((Date.parse(`${day}T00:00:00Z`) - realToday) / DAY_MS) * DAY_MS;
    },
  };
}
