import { describe, expect, it } from "vitest";
import { addDaysToIsoDay, calendarDate, formatDate, formatTimeOfDay, isoDay, readIsoDate } from "./dates.ts";

describe("dates as the site writes them", () => {
  const day = new Date(2026, 5, 6, 19, 5);

  it("writes each style in US English with plain spaces", () => {
    expect(formatDate(day, "numericDate")).toBe("06/06/2026");
    expect(formatDate(day, "shortDay")).toBe("Jun 6");
    expect(formatDate(day, "shortDate")).toBe("Jun 6, 2026");
    expect(formatDate(day, "weekdayDate")).toBe("Sat, Jun 6, 2026");
    expect(formatDate(day, "longDate")).toBe("Saturday, June 6, 2026");
    expect(formatDate(day, "dateTime")).toBe("Jun 6, 2026, 7:05 PM");
    expect(formatDate(day, "time")).toBe("7:05 PM");
  });

  it("reads only days the calendar has, at local midnight", () => {
    expect(calendarDate("2028-02-29")).toEqual(new Date(2028, 1, 29));
    expect(calendarDate("2027-02-29")).toBeUndefined();
    expect(calendarDate("2027-13-01")).toBeUndefined();
    expect(calendarDate("2027-1-01")).toBeUndefined();
    expect(calendarDate("2027-01-01T10:00:00Z")).toBeUndefined();
    expect(calendarDate("0099-01-01")?.getFullYear()).toBe(99);
  });

  it("writes a time of day from 24-hour text, and nothing for what is not one", () => {
    expect(formatTimeOfDay("00:00")).toBe("12:00 AM");
    expect(formatTimeOfDay("19:30:00")).toBe("7:30 PM");
    expect(formatTimeOfDay("9:15")).toBe("9:15 AM");
    expect(formatTimeOfDay("24:00")).toBeUndefined();
    expect(formatTimeOfDay("evening")).toBeUndefined();
  });
});

describe("days as yyyy-MM-dd", () => {
  it("writes a moment's local day, and counts days across months and leap years", () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(addDaysToIsoDay("2028-02-20", 14)).toBe("2028-03-05");
    expect(addDaysToIsoDay("2026-12-25", 14)).toBe("2027-01-08");
    expect(addDaysToIsoDay("2026-02-30", 1)).toBeUndefined();
  });

  it("reads a day at local midnight and a timestamp as itself", () => {
    expect(readIsoDate("2026-06-13")).toEqual(new Date(2026, 5, 13));
    expect(readIsoDate("2026-06-13T19:05:00.000Z")?.toISOString()).toBe("2026-06-13T19:05:00.000Z");
    expect(readIsoDate("2026-06-13T19:05:00")).toEqual(new Date(2026, 5, 13, 19, 5));
    expect(readIsoDate("yesterday")).toBeUndefined();
    expect(readIsoDate("2026-06-31")).toBeUndefined();
  });
});
