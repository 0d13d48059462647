/**
 * One calendar truth (issue 20): the state of each of a vendor's days, the same on the public profile,
 * the dashboard, the calendar feed and every search by date. Pure and browser-safe.
 */

/** What can take a day: a Marquee booking, a blackout date, the vendor's own calendar entry or event. */
export type CalendarMarkKind = "booking" | "blackout" | "entry" | "event";

/**
 * A day's state. Any mark makes the day unavailable: search and request matching skip the vendor on it.
 * `own` is the vendor's own calendar entry (hold, tentative, booked elsewhere) or event.
 */
export const DAY_STATES = ["booked", "blackedOut", "own", "free"] as const;
export type DayState = (typeof DAY_STATES)[number];

const STATE_OF_KIND: Record<CalendarMarkKind, Exclude<DayState, "free">> = {
  booking: "booked",
  blackout: "blackedOut",
  entry: "own",
  event: "own",
};

/** A day's state from its marks: a Marquee booking first, then a blackout, then the vendor's own notes. */
export function dayState(kinds: readonly CalendarMarkKind[]): DayState {
  const states = new Set<DayState>(kinds.map((kind) => STATE_OF_KIND[kind]));
  return DAY_STATES.find((state) => states.has(state)) ?? "free";
}

/** One of a vendor's days as the vendor sees it: its state and everything on it. */
export type CalendarDay = {
  date: string;
  state: DayState;
  bookings: { bookingId: number; requestId: number; eventType: string }[];
  blackout: { id: number; reason: string | null } | null;
  entries: { id: number; title: string; status: string }[];
  events: { id: number; title: string; isPublic: boolean }[];
};

/** How the public calendar names a day's state. */
export const PUBLIC_DAY_LABELS: Record<DayState, string> = {
  booked: "Booked",
  blackedOut: "Unavailable",
  own: "Unavailable",
  free: "Available",
};

/** The yyyy-MM-dd days in [from, to), counted on the calendar (no time zone involved). */
export function daysBetween(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return [];
  const count = Math.max(0, Math.round((end - start) / 86_400_000));
  return Array.from({ length: count }, (_, index) => new Date(start + index * 86_400_000).toISOString().slice(0, 10));
}

/** The first day of a month and of the next, as the half-open range of a month's calendar. */
export function monthBounds(year: number, month: number): { from: string; to: string } {
  const first = (y: number, m: number) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-01`;
  return { from: first(year, month), to: month === 12 ? first(year + 1, 1) : first(year, month + 1) };
}
