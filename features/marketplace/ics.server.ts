/** One booking as a calendar event. */
export type FeedBooking = {
  id: number;
  status: "confirmed" | "completed" | "cancelled";
  eventDate: string;
  startTime: string;
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

/**
 * A vendor's bookings as an iCalendar feed to subscribe to. Times are the event's local wall-clock
 * time (floating), as the planner gave them; cancelled bookings stay in the feed marked cancelled, so
 * subscribed calendars drop them.
 */
export function bookingsCalendar(input: {
  calendarName: string;
  host: string;
  stampedAt: Date;
  bookings: FeedBooking[];
}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Marquee//Bookings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(input.calendarName)}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
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
      `DTSTART:${start}`,
      `DURATION:PT${hours > 0 ? `${hours}H` : ""}${minutes > 0 || hours === 0 ? `${minutes}M` : ""}`,
      `SUMMARY:${escapeText(`${booking.eventType} (${planner})`)}`,
      `LOCATION:${escapeText([booking.venueName, booking.cityName].filter(Boolean).join(", "))}`,
      `DESCRIPTION:${escapeText(description)}`,
      `STATUS:${booking.status === "cancelled" ? "CANCELLED" : "CONFIRMED"}`,
      `URL:${booking.link}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
