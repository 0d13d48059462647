import { describe, expect, it } from "vitest";
import { bookingsCalendar, type FeedBooking } from "./ics.server.ts";

const booking: FeedBooking = {
  id: 7,
  status: "confirmed",
  eventDate: "2027-03-13",
  startTime: "19:30:00",
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
    expect(text).toContain("DTSTART:20270313T193000");
    expect(text).toContain("DURATION:PT4H30M");
    expect(text).toContain("DURATION:PT30M");
    expect(lines.filter((line) => line.startsWith("STATUS:"))).toEqual(["STATUS:CONFIRMED", "STATUS:CANCELLED"]);
  });
});
