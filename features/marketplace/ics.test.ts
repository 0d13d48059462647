import { describe, expect, it } from "vitest";
import { bookingsCalendar, type FeedBooking } from "./ics.server.ts";

const booking: FeedBooking = {
  id: 7,
  status: "confirmed",
  eventDate: "2027-03-13",
  startTime: "19:30:00",
  timeZone: "America/Chicago",
  durationMinutes: 270,
  eventType: "Birthday party",
  venueName: "The Backyard; Stage 2",
  cityName: "Austin, TX",
  plannerFirstName: "Jordan",
  plannerLastName: "Avery",
  plannerEmail: "planner@marquee.test",
  plannerPhone: null,
  guestCount: 80,
  createdAt: new Date("2026-11-21T10:00:00Z"),
  link: "https://marquee.test/dashboard/leads/12",
};

describe("bookings calendar feed", () => {
  const text = bookingsCalendar({
    calendarName: "Neon Nights DJ Co. bookings",
    host: "marquee.test",
    stampedAt: new Date("2026-11-21T12:00:00Z"),
    bookings: [booking, { ...booking, id: 8, status: "cancelled", durationMinutes: 30 }],
  });
  const lines = text.split("\r\n");

  it("writes RFC 5545 lines: CRLF, folded at 75 octets, escaped text", () => {
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text).toContain("LOCATION:The Backyard\\; Stage 2\\, Austin\\, TX");
    expect(text).toContain("X-WR-CALNAME:Neon Nights DJ Co. bookings");
  });

  it("gives each booking a stable id, its local start and its length; cancelled ones say so", () => {
    expect(text).toContain("UID:booking-7@marquee.test");
    expect(text).toContain("DTSTART;TZID=America/Chicago:20270313T193000");
    expect(text).toContain("DURATION:PT4H30M");
    expect(text).toContain("DURATION:PT30M");
    expect(lines.filter((line) => line.startsWith("STATUS:"))).toEqual(["STATUS:CONFIRMED", "STATUS:CANCELLED"]);
  });
});

describe("typed text in the feed", () => {
  const feed = (changes: Partial<FeedBooking>) =>
    bookingsCalendar({
      calendarName: "Neon Nights DJ Co. bookings",
      host: "marquee.test",
      stampedAt: new Date("2026-11-21T12:00:00Z"),
      bookings: [{ ...booking, ...changes }],
    });
  /** The feed's logical lines: folded lines joined again, as a calendar reads them (RFC 5545 3.1). */
  const unfolded = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

  it("escapes every line break in a name or venue, so no typed text starts a property of its own", () => {
    const forged = "\r\nATTENDEE:mailto:attacker@evil.example";
    const breaks = { crlf: "\r\n", cr: "\r", lf: "\n", nel: "\u0085", lineSeparator: "\u2028", paragraph: "\u2029" };
    for (const [name, lineBreak] of Object.entries(breaks)) {
      const text = feed({
        plannerFirstName: `Jordan${lineBreak}ORGANIZER:evil`,
        plannerLastName: `Avery${forged}`,
        venueName: `The Barn${lineBreak}STATUS:CANCELLED`,
        eventType: `Wedding${lineBreak}${lineBreak}END:VEVENT`,
      });
      // CR and LF appear only together, ending a line.
      expect(text.replace(/\r\n/g, ""), name).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
      const lines = unfolded(text);
      expect(
        lines.filter((line) => /^(ORGANIZER|ATTENDEE)/.test(line)),
        name,
      ).toEqual([]);
      expect(
        lines.filter((line) => line.startsWith("STATUS:")),
        name,
      ).toEqual(["STATUS:CONFIRMED"]);
      expect(
        lines.filter((line) => line === "END:VEVENT"),
        name,
      ).toHaveLength(1);
      expect(lines, name).toContain("LOCATION:The Barn\\nSTATUS:CANCELLED\\, Austin\\, TX");
      expect(
        lines.find((line) => line.startsWith("SUMMARY:")),
        name,
      ).toBe("SUMMARY:Wedding\\n\\nEND:VEVENT (Jordan\\nORGANIZER:evil Avery\\nATTENDEE:mailto:attacker@evil.example)");
    }
  });

  it("escapes backslashes, semicolons and commas, and drops other control characters", () => {
    const lines = unfolded(feed({ venueName: "Back\\slash; semi, comma\u0000\u0007\u001b\u007f\tand tab" }));
    expect(lines).toContain("LOCATION:Back\\\\slash\\; semi\\, comma\tand tab\\, Austin\\, TX");
  });

  it("folds long Unicode text at 75 octets without splitting a character", () => {
    const name = "Zoë 🎉 Nguyễn 婚礼 ".repeat(12);
    const text = feed({ plannerFirstName: name, plannerLastName: null, venueName: "Café\r\nTerrasse" });
    const physical = text.split("\r\n");
    expect(physical.every((line) => Buffer.byteLength(line, "utf8") <= 75)).toBe(true);
    // Each folded line holds whole characters: encoding then decoding it changes nothing.
    for (const line of physical) expect(Buffer.from(line, "utf8").toString("utf8")).toBe(line);
    expect(physical.some((line) => line.startsWith(" "))).toBe(true);
    const summary = unfolded(text).find((line) => line.startsWith("SUMMARY:"));
    expect(summary).toBe(`SUMMARY:Birthday party (${name.replaceAll(",", "\\,")})`);
    expect(unfolded(text)).toContain("LOCATION:Café\\nTerrasse\\, Austin\\, TX");
  });
});

/** Issue 20, point 7 (decision 026): a booking starts at its wall-clock time in its city's zone, which the feed defines. */
describe("time zones in the feed", () => {
  const text = bookingsCalendar({
    calendarName: "Neon Nights DJ Co. bookings",
    host: "marquee.test",
    stampedAt: new Date("2026-11-21T12:00:00Z"),
    bookings: [
      { ...booking, id: 1, eventDate: "2027-03-13", startTime: "23:30:00", timeZone: "Pacific/Honolulu" },
      { ...booking, id: 2, eventDate: "2026-11-30", startTime: "23:30:00", timeZone: "America/Halifax" },
      { ...booking, id: 3, eventDate: "2027-07-04", startTime: "20:00:00", timeZone: "America/Halifax" },
    ],
  });
  const lines = text.split("\r\n");
  /** The lines of one VTIMEZONE, from its BEGIN to its END. */
  const zone = (id: string) => {
    const start = lines.indexOf(`TZID:${id}`) - 1;
    return lines.slice(start, lines.indexOf("END:VTIMEZONE", start) + 1);
  };

  it("starts each booking at its local time, named by the city's zone", () => {
    expect(lines).toContain("DTSTART;TZID=Pacific/Honolulu:20270313T233000");
    expect(lines).toContain("DTSTART;TZID=America/Halifax:20261130T233000");
    expect(lines).toContain("DTSTART;TZID=America/Halifax:20270704T200000");
    expect(lines.filter((line) => line.startsWith("DTSTART;TZID="))).toHaveLength(3);
  });

  it("defines each zone once, before the events, with every offset change over the bookings' years", () => {
    expect(lines.filter((line) => line === "BEGIN:VTIMEZONE")).toHaveLength(2);
    expect(lines.indexOf("END:VTIMEZONE", lines.lastIndexOf("BEGIN:VTIMEZONE"))).toBeLessThan(
      lines.indexOf("BEGIN:VEVENT"),
    );
    // Honolulu keeps UTC-10 all year.
    expect(zone("Pacific/Honolulu")).toEqual([
      "BEGIN:VTIMEZONE",
      "TZID:Pacific/Honolulu",
      "BEGIN:STANDARD",
      "DTSTART:20261231T140000",
      "TZOFFSETFROM:-1000",
      "TZOFFSETTO:-1000",
      "END:STANDARD",
      "END:VTIMEZONE",
    ]);
    // Halifax: AST (UTC-4) in winter, ADT (UTC-3) from the second Sunday of March to the first of November, at 2 AM.
    expect(zone("America/Halifax")).toEqual([
      "BEGIN:VTIMEZONE",
      "TZID:America/Halifax",
      "BEGIN:STANDARD",
      "DTSTART:20251231T200000",
      "TZOFFSETFROM:-0400",
      "TZOFFSETTO:-0400",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:20260308T020000",
      "TZOFFSETFROM:-0400",
      "TZOFFSETTO:-0300",
      "END:DAYLIGHT",
      "BEGIN:STANDARD",
      "DTSTART:20261101T020000",
      "TZOFFSETFROM:-0300",
      "TZOFFSETTO:-0400",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:20270314T020000",
      "TZOFFSETFROM:-0400",
      "TZOFFSETTO:-0300",
      "END:DAYLIGHT",
      "BEGIN:STANDARD",
      "DTSTART:20271107T020000",
      "TZOFFSETFROM:-0300",
      "TZOFFSETTO:-0400",
      "END:STANDARD",
      "END:VTIMEZONE",
    ]);
  });
});
