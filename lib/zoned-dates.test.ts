import { describe, expect, it } from "vitest";
import { dayInZone, monthInZone, offsetChanges, shiftDay, utcOffsetMinutes } from "./zoned-dates.ts";

/** Issue 20, point 7 (decision 026): the days of a city, whatever the machine's own zone. */
describe("days in a time zone", () => {
  it("keeps Honolulu (UTC-10) on Nov 30 until 10:00 UTC on Dec 1", () => {
    expect(dayInZone(new Date("2026-12-01T08:30:00Z"), "Pacific/Honolulu")).toBe("2026-11-30");
    expect(dayInZone(new Date("2026-12-01T09:59:59Z"), "Pacific/Honolulu")).toBe("2026-11-30");
    expect(dayInZone(new Date("2026-12-01T10:00:00Z"), "Pacific/Honolulu")).toBe("2026-12-01");
  });

  it("keeps Halifax on Nov 30 until 04:00 UTC in winter (AST, UTC-4) and 03:00 UTC in summer (ADT, UTC-3)", () => {
    expect(dayInZone(new Date("2026-12-01T03:30:00Z"), "America/Halifax")).toBe("2026-11-30");
    expect(dayInZone(new Date("2026-12-01T04:00:00Z"), "America/Halifax")).toBe("2026-12-01");
    expect(dayInZone(new Date("2027-07-01T02:59:00Z"), "America/Halifax")).toBe("2027-06-30");
    expect(dayInZone(new Date("2027-07-01T03:00:00Z"), "America/Halifax")).toBe("2027-07-01");
  });

  it("reads the month in the zone, and UTC as itself", () => {
    expect(monthInZone(new Date("2027-07-01T03:30:00Z"), "America/Chicago")).toBe(6);
    expect(monthInZone(new Date("2027-07-01T05:30:00Z"), "America/Chicago")).toBe(7);
    expect(dayInZone(new Date("2026-12-01T00:00:00Z"), "UTC")).toBe("2026-12-01");
  });

  it("gives the offset from UTC in minutes, DST included", () => {
    expect(utcOffsetMinutes(new Date("2026-12-01T08:30:00Z"), "Pacific/Honolulu")).toBe(-600);
    expect(utcOffsetMinutes(new Date("2026-12-01T03:30:00Z"), "America/Halifax")).toBe(-240);
    expect(utcOffsetMinutes(new Date("2027-07-01T03:30:00Z"), "America/Halifax")).toBe(-180);
    expect(utcOffsetMinutes(new Date("2027-07-01T03:30:00Z"), "America/St_Johns")).toBe(-150);
    expect(utcOffsetMinutes(new Date("2027-07-01T03:30:00Z"), "UTC")).toBe(0);
  });

  it("finds each offset change to the minute, and none where there is none", () => {
    const year = [new Date("2027-01-01T00:00:00Z"), new Date("2028-01-01T00:00:00Z")] as const;
    expect(offsetChanges("America/Halifax", ...year)).toEqual([
      { at: new Date("2027-03-14T06:00:00Z"), fromMinutes: -240, toMinutes: -180 },
      { at: new Date("2027-11-07T05:00:00Z"), fromMinutes: -180, toMinutes: -240 },
    ]);
    expect(offsetChanges("Pacific/Honolulu", ...year)).toEqual([]);
  });

  it("moves a day along the calendar, across months and years", () => {
    expect(shiftDay("2026-11-30", 1)).toBe("2026-12-01");
    expect(shiftDay("2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftDay("2027-03-01", -1)).toBe("2027-02-28");
  });
});
