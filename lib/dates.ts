/**
 * Days and times as Marquee writes them (US English), for the browser and the server alike. Built on
 * the platform's Intl rather than date-fns' `format` and `parse`, whose token engine and locale data
 * would add about 10 KiB gzip to every page that shows a date (decision 019).
 */

const DATE_STYLES = {
  /** "03/09/2027", as the search form shows an event date. */
  numericDate: { month: "2-digit", day: "2-digit", year: "numeric" },
  /** "Oct 23". */
  shortDay: { month: "short", day: "numeric" },
  /** "Jun 13, 2026". */
  shortDate: { month: "short", day: "numeric", year: "numeric" },
  /** "Sat, Jun 6, 2026". */
  weekdayDate: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
  /** "Saturday, June 13, 2026". */
  longDate: { weekday: "long", month: "long", day: "numeric", year: "numeric" },
  /** "Jun 13, 2026, 7:05 PM". */
  dateTime: { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" },
  /** "7:30 PM". */
  time: { hour: "numeric", minute: "2-digit" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

const formatters = new Map<DateStyle, Intl.DateTimeFormat>();

/** A moment in the reader's own time zone, in one of the site's styles. */
export function formatDate(date: Date, style: DateStyle): string {
  let formatter = formatters.get(style);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", DATE_STYLES[style]);
    formatters.set(style, formatter);
  }
  // Recent ICU versions put a narrow no-break space before AM and PM; the site writes a plain one.
  return formatter.format(date).replace(/\u202f/g, " ");
}

/** A yyyy-MM-dd date as that day at local midnight; undefined when it is not a day of the calendar. */
export function calendarDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years 0 to 99 would otherwise be read as 1900 to 1999
  return date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** A time of day, "19:30" (seconds after it are ignored), as "7:30 PM"; undefined when it is not one. */
export function formatTimeOfDay(value: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return undefined;
  const [hours, minutes] = match.slice(1).map(Number) as [number, number];
  if (hours > 23 || minutes > 59) return undefined;
  return formatDate(new Date(2000, 0, 1, hours, minutes), "time");
}

/** A moment's day in the reader's time zone as yyyy-MM-dd: the value format of <input type="date">. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${String(date.getFullYear()).padStart(4, "0")}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The yyyy-MM-dd day some days after another; undefined when the first is not a day of the calendar. */
export function addDaysToIsoDay(day: string, days: number): string | undefined {
  const date = calendarDate(day);
  if (!date) return undefined;
  date.setDate(date.getDate() + days);
  return isoDay(date);
}

/**
 * ISO 8601 text as a moment: a bare yyyy-MM-dd day at local midnight (as a calendar day reads), a
 * timestamp as itself; undefined when unreadable.
 */
export function readIsoDate(value: string): Date | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return calendarDate(value);
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
