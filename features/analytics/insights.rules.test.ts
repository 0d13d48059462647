import { describe, expect, it } from "vitest";
import {
  addDays,
  compareTotals,
  dailySeries,
  type DayCountsByMetric,
  insightsWindow,
  totalsBetween,
  trustedOccurredAt,
  utcDay,
  viewerRoleOf,
} from "./insights.rules.ts";

describe("viewer roles (SPEC section 6: vendor, planner and logged out)", () => {
  it("names the viewer from the account role and counts no administrator", () => {
    expect(viewerRoleOf("member")).toBe("vendor");
    expect(viewerRoleOf("client")).toBe("planner");
    expect(viewerRoleOf(undefined)).toBe("logged out");
    expect(viewerRoleOf("admin")).toBeNull();
  });
});

describe("the time an event happened", () => {
  const received = new Date("2026-11-21T12:00:00Z");
  it("keeps the browser's time within a day of ours", () => {
    expect(trustedOccurredAt("2026-11-21T11:59:58Z", received)).toEqual(new Date("2026-11-21T11:59:58Z"));
    expect(trustedOccurredAt("2026-11-20T12:00:00Z", received)).toEqual(new Date("2026-11-20T12:00:00Z"));
    expect(trustedOccurredAt("2026-11-22T13:00:00+01:00", received)).toEqual(new Date("2026-11-22T12:00:00Z"));
  });
  it("uses ours when the browser's clock is further off", () => {
    expect(trustedOccurredAt("2026-11-20T11:59:59Z", received)).toBe(received);
    expect(trustedOccurredAt("2027-01-01T00:00:00Z", received)).toBe(received);
  });
});

describe("UTC days and periods", () => {
  it("reads the UTC calendar day of a moment", () => {
    expect(utcDay(new Date("2026-11-21T23:59:59-05:00"))).toBe("2026-11-22");
    expect(utcDay(new Date("2026-11-21T00:00:00Z"))).toBe("2026-11-21");
  });
  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
  });
  it("ends a period today and puts as many days before it", () => {
    expect(insightsWindow("2026-11-21", 30)).toEqual({
      from: "2026-10-23",
      to: "2026-11-21",
      previousFrom: "2026-09-23",
      previousTo: "2026-10-22",
    });
    expect(insightsWindow("2026-11-21", 1)).toEqual({
      from: "2026-11-21",
      to: "2026-11-21",
      previousFrom: "2026-11-20",
      previousTo: "2026-11-20",
    });
  });
});

describe("daily series and totals", () => {
  const counts: DayCountsByMetric = {
    searchImpressions: [
      { day: "2026-11-19", count: 4 },
      { day: "2026-11-21", count: 2 },
      { day: "2026-11-15", count: 7 },
    ],
    profileViews: [{ day: "2026-11-20", count: 1 }],
    leads: [],
    bookings: [{ day: "2026-11-14", count: 1 }],
  };

  it("has one entry per day, oldest first, at zero where nothing was counted", () => {
    expect(dailySeries({ from: "2026-11-18", to: "2026-11-21" }, counts)).toEqual([
      { day: "2026-11-18", searchImpressions: 0, profileViews: 0, leads: 0, bookings: 0 },
      { day: "2026-11-19", searchImpressions: 4, profileViews: 0, leads: 0, bookings: 0 },
      { day: "2026-11-20", searchImpressions: 0, profileViews: 1, leads: 0, bookings: 0 },
      { day: "2026-11-21", searchImpressions: 2, profileViews: 0, leads: 0, bookings: 0 },
    ]);
    expect(dailySeries(insightsWindow("2026-11-21", 365), counts)).toHaveLength(365);
  });

  it("sums each figure over the days of a period only", () => {
    expect(totalsBetween(counts, "2026-11-18", "2026-11-21")).toEqual({
      searchImpressions: 6,
      profileViews: 1,
      leads: 0,
      bookings: 0,
    });
    expect(totalsBetween(counts, "2026-11-14", "2026-11-17")).toEqual({
      searchImpressions: 7,
      profileViews: 0,
      leads: 0,
      bookings: 1,
    });
  });
});

describe("comparing a total with the period before", () => {
  it("is the same when equal or within half a percent, new from nothing, else up or down", () => {
    expect(compareTotals(9, 9)).toEqual({ kind: "same", exactly: true });
    expect(compareTotals(999, 1_000)).toEqual({ kind: "same", exactly: false });
    expect(compareTotals(4, 0)).toEqual({ kind: "new" });
    expect(compareTotals(25, 20)).toEqual({ kind: "percent", direction: "up", amount: 25 });
    expect(compareTotals(15, 20)).toEqual({ kind: "percent", direction: "down", amount: 25 });
  });
  it("counts rather than giving a percentage from a base under 20 or for a tenfold change", () => {
    expect(compareTotals(943, 1)).toEqual({ kind: "count", direction: "up", amount: 942 });
    expect(compareTotals(5, 19)).toEqual({ kind: "count", direction: "down", amount: 14 });
    expect(compareTotals(220, 20)).toEqual({ kind: "count", direction: "up", amount: 200 });
    expect(compareTotals(219, 20)).toEqual({ kind: "percent", direction: "up", amount: 995 });
  });
});
