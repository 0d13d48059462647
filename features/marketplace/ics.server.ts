import { offsetChanges, utcOffsetMinutes } from "#lib/zoned-dates.ts";

/** One booking as a calendar event. */
export type FeedBooking = {
  id: number;
  status: "confirmed" | "completed" | "cancelled";
  eventDate: string;
  startTime: string;
  /** The IANA time zone of the event's city, in which `eventDate` and `startTime` are read. */
  timeZone: string;
  durationMinutes: number;
  eventType: string;
  venueName: string | null;
  cityName: string;
  plannerFirstName: string;
  plannerLastName: string | null;
  /** Null once the booking is cancelled: its contacts are no longer shared. */
  plannerEmail: string | null;
  plannerPhone: string | null;
  guestCount: number;
  createdAt: Date;
  link: string;
};

/** A whole day the vendor is taken apart from a booking: a blackout date, an own calendar entry or event. */
export type FeedDay = {
  /** Unique within the feed, stable across refreshes: "blackout-12". */
  key: string;
  date: string;
  summary: string;
  description: string | null;
};

/** The yyyy-MM-dd day after another, as an all-day event's exclusive end (RFC 5545 DATE). */
function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * RFC 5545 TEXT: backslashes, semicolons and commas escaped; every line break (CRLF, a bare CR, LF, and
 * Unicode's NEL, line and paragraph separators) written as `\n`, so no typed text can end a line and
 * start a property of its own. Other control characters (but TAB) are not allowed in TEXT and are dropped.
 */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, "\\n")
    .replace(/(?!\t)\p{Cc}/gu, "");
}

/** RFC 5545 folds lines longer than 75 octets, continuing with a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + character, "utf8") > limit) {
      parts.push(current);
      current = "";
    }
    current += character;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** "-0400", "+0530": an offset from UTC in minutes as RFC 5545 writes it (UTC-OFFSET). */
function utcOffset(minutes: number): string {
  const absolute = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${minutes < 0 ? "-" : "+"}${pad(Math.floor(absolute / 60))}${pad(absolute % 60)}`;
}

/** A moment as the wall clock reads it where the offset is `offsetMinutes` (RFC 5545 local DATE-TIME). */
const wallClock = (at: Date, offsetMinutes: number) =>
  utcStamp(new Date(at.getTime() + offsetMinutes * 60_000)).slice(0, -1);

/**
 * One VTIMEZONE (RFC 5545 3.6.5): the zone's offset at the start of the first year, then each change of
 * offset through the last year, as found in the platform's time-zone data. Every change is written out,
 * not summed up by a recurrence rule, so no calendar can read it differently.
 */
function timeZoneComponent(timeZone: string, firstYear: number, lastYear: number): string[] {
  const from = new Date(Date.UTC(firstYear, 0, 1));
  // A day into the next year: a late event on December 31 still falls within it.
  const changes = offsetChanges(timeZone, from, new Date(Date.UTC(lastYear + 1, 0, 2)));
  const initial = utcOffsetMinutes(from, timeZone);
  const observance = (kind: "STANDARD" | "DAYLIGHT", at: Date, fromMinutes: number, toMinutes: number) => [
    `BEGIN:${kind}`,
    `DTSTART:${wallClock(at, fromMinutes)}`,
    `TZOFFSETFROM:${utcOffset(fromMinutes)}`,
    `TZOFFSETTO:${utcOffset(toMinutes)}`,
    `END:${kind}`,
  ];
  const firstChange = changes[0];
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    ...observance(firstChange && firstChange.toMinutes < initial ? "DAYLIGHT" : "STANDARD", from, initial, initial),
    ...changes.flatMap((change) => {
      const kind = change.toMinutes > change.fromMinutes ? "DAYLIGHT" : "STANDARD";
      return observance(kind, change.at, change.fromMinutes, change.toMinutes);
    }),
    "END:VTIMEZONE",
  ];
}

/** A VTIMEZONE for each zone the bookings are in, over the years of their dates. */
function timeZoneComponents(bookings: readonly FeedBooking[]): string[] {
  const years = new Map<string, { first: number; last: number }>();
  for (const booking of bookings) {
    const year = Number(booking.eventDate.slice(0, 4));
    const span = years.get(booking.timeZone) ?? { first: year, last: year };
    years.set(booking.timeZone, { first: Math.min(span.first, year), last: Math.max(span.last, year) });
  }
  return [...years]
    .sort(([one], [other]) => one.localeCompare(other))
    .flatMap(([timeZone, span]) => timeZoneComponent(timeZone, span.first, span.last));
}

/**
 * A vendor's bookings, and the other days their calendar shows taken, as an iCalendar feed to subscribe to. Times are the event's wall-clock
 * time, as the planner gave them, in the time zone of the event's city (TZID, with its VTIMEZONE: decision
 * 026); the other days are all-day dates. Cancelled bookings stay in the feed marked cancelled, so
 * subscribed calendars drop them.
 */
export function bookingsCalendar(input: {
  calendarName: string;
  host: string;
  stampedAt: Date;
  bookings: FeedBooking[];
  /** The other days the vendor's calendar shows taken, as all-day events. */
  days?: readonly FeedDay[];
}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Marquee//Bookings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(input.calendarName)}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    ...timeZoneComponents(input.bookings),
  ];
  for (const booking of input.bookings) {
    const start = `${booking.eventDate.replace(/-/g, "")}T${booking.startTime.slice(0, 5).replace(":", "")}00`;
    const hours = Math.floor(booking.durationMinutes / 60);
    const minutes = booking.durationMinutes % 60;
    const planner = [booking.plannerFirstName, booking.plannerLastName].filter(Boolean).join(" ");
    const description = [
      `${booking.eventType} for ${booking.guestCount} guests.`,
      `Planner: ${[planner, booking.plannerEmail, booking.plannerPhone].filter(Boolean).join(", ")}`,
      booking.link,
    ].join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:booking-${booking.id}@${input.host}`,
      `DTSTAMP:${utcStamp(input.stampedAt)}`,
      `CREATED:${utcStamp(booking.createdAt)}`,
      `DTSTART;TZID=${booking.timeZone}:${start}`,
      `DURATION:PT${hours > 0 ? `${hours}H` : ""}${minutes > 0 || hours === 0 ? `${minutes}M` : ""}`,
      `SUMMARY:${escapeText(`${booking.eventType} (${planner})`)}`,
      `LOCATION:${escapeText([booking.venueName, booking.cityName].filter(Boolean).join(", "))}`,
      `DESCRIPTION:${escapeText(description)}`,
      `STATUS:${booking.status === "cancelled" ? "CANCELLED" : "CONFIRMED"}`,
      `URL:${booking.link}`,
      "END:VEVENT",
    );
  }
  for (const day of input.days ?? []) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${day.key}@${input.host}`,
      `DTSTAMP:${utcStamp(input.stampedAt)}`,
      `DTSTART;VALUE=DATE:${day.date.replace(/-/g, "")}`,
      `DTEND;VALUE=DATE:${dayAfter(day.date).replace(/-/g, "")}`,
      `SUMMARY:${escapeText(day.summary)}`,
      ...(day.description ? [`DESCRIPTION:${escapeText(day.description)}`] : []),
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
