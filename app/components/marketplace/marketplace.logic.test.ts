import { describe, expect, it } from "vitest";
import {
  cheapestQuoteIds,
  formatDateTime,
  formatDuration,
  formatEventDate,
  formatRating,
  formatShortDate,
  formatStartTime,
  isoDatePart,
  oldestFirst,
  sentNotes,
  starLabel,
  vendorCount,
  withFullStop,
} from "./marketplace.logic.ts";

describe("durations", () => {
  it("says how long in hours and minutes", () => {
    expect(formatDuration(240)).toBe("4 hours");
    expect(formatDuration(90)).toBe("1 hour 30 minutes");
    expect(formatDuration(60)).toBe("1 hour");
    expect(formatDuration(30)).toBe("30 minutes");
    expect(formatDuration(750)).toBe("12 hours 30 minutes");
  });
});

describe("dates and times", () => {
  it("writes a calendar date as that day, whatever the time zone", () => {
    expect(formatShortDate("2026-06-13")).toBe("Jun 13, 2026");
    expect(formatEventDate("2026-06-13")).toBe("Saturday, June 13, 2026");
    expect(formatShortDate("2026-02-30")).toBeUndefined();
    expect(formatShortDate(null)).toBeUndefined();
  });

  it("writes the event's calendar date, whatever a time or zone after it", () => {
    expect(formatEventDate("2026-06-13T23:30:00-05:00")).toBe("Saturday, June 13, 2026");
    expect(formatEventDate("2026-02-30")).toBeUndefined();
    expect(formatEventDate(null)).toBeUndefined();
    expect(isoDatePart("2026-06-13T23:30:00Z")).toBe("2026-06-13");
  });

  it("writes a moment in the reader's zone", () => {
    const moment = new Date(2026, 5, 13, 19, 5).toISOString();
    expect(formatDateTime(moment)).toBe("Jun 13, 2026, 7:05 PM");
    expect(formatShortDate(moment)).toBe("Jun 13, 2026");
    expect(formatDateTime("soon")).toBeUndefined();
  });

  it("writes a start time on a 12-hour clock", () => {
    expect(formatStartTime("19:30")).toBe("7:30 PM");
    expect(formatStartTime("00:00")).toBe("12:00 AM");
    expect(formatStartTime("09:15:00")).toBe("9:15 AM");
    expect(formatStartTime("later")).toBe("later");
  });
});

describe("words", () => {
  it("counts reviews, stars and vendors", () => {
    expect(formatRating(4.75, 23)).toBe("4.8 (23 reviews)");
    expect(formatRating(5, 1)).toBe("5.0 (1 review)");
    expect(formatRating(0, 0)).toBe("No reviews yet");
    expect(starLabel(1)).toBe("1 star");
    expect(starLabel(5)).toBe("5 stars");
    expect(vendorCount(1)).toBe("1 vendor");
    expect(vendorCount(4)).toBe("4 vendors");
  });

  it("ends a sentence once after a name with a full stop", () => {
    expect(withFullStop("You booked Neon Nights DJ Co.")).toBe("You booked Neon Nights DJ Co.");
    expect(withFullStop("You booked Bassline")).toBe("You booked Bassline.");
  });

  it("says what the request form did", () => {
    expect(sentNotes(null)).toEqual([]);
    expect(sentNotes(1)).toEqual(["Your request was sent to 1 vendor. We'll email you as quotes arrive."]);
    expect(sentNotes(3)).toEqual(["Your request was sent to 3 vendors. We'll email you as quotes arrive."]);
  });
});

describe("cheapestQuoteIds", () => {
  const quote = (id: number, totalCents: number, status: "pending" | "declined" = "pending") => ({
    id,
    totalCents,
    status,
  });

  it("marks the open quote with the lowest total, and every one of a tie", () => {
    expect(cheapestQuoteIds([quote(1, 90_000), quote(2, 75_000), quote(3, 120_000)])).toEqual([2]);
    expect(cheapestQuoteIds([quote(1, 75_000), quote(2, 75_000)])).toEqual([1, 2]);
  });

  it("compares open quotes only, and marks nothing without two to compare", () => {
    expect(cheapestQuoteIds([quote(1, 90_000), quote(2, 10_000, "declined"), quote(3, 95_000)])).toEqual([1]);
    expect(cheapestQuoteIds([quote(1, 90_000), quote(2, 10_000, "declined")])).toEqual([]);
    expect(cheapestQuoteIds([])).toEqual([]);
  });
});

describe("threads", () => {
  it("puts messages oldest first, by id within the same moment", () => {
    const messages = [
      { id: 3, createdAt: "2026-05-02T10:00:00.000Z" },
      { id: 2, createdAt: "2026-05-01T10:00:00.000Z" },
      { id: 1, createdAt: "2026-05-01T10:00:00.000Z" },
    ];
    expect(oldestFirst(messages).map((message) => message.id)).toEqual([1, 2, 3]);
  });
});
