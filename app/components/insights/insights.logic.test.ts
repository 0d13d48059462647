import { describe, expect, it } from "vitest";
import type { InsightsDto } from "#features/analytics/analytics.schema.ts";
import {
  changeText,
  chartScale,
  chartSummary,
  engagementText,
  isQuiet,
  longDay,
  periodHref,
  rangeText,
  shortDay,
} from "./insights.logic.ts";

const zero = { searchImpressions: 0, profileViews: 0, leads: 0, bookings: 0 };

describe("how a total compares with the period before", () => {
  it("says up or down by how much, from what, without relying on colour", () => {
    expect(changeText(36, 24, 30)).toEqual({ direction: "up", text: "Up 50% from 24 in the previous 30 days" });
    expect(changeText(30, 40, 90)).toEqual({ direction: "down", text: "Down 25% from 40 in the previous 90 days" });
    expect(changeText(0, 70, 30)).toEqual({ direction: "down", text: "Down 100% from 70 in the previous 30 days" });
    expect(changeText(20, 30, 30).text).toBe("Down 33% from 30 in the previous 30 days");
    expect(changeText(11_000, 1_200, 365).text).toBe("Up 817% from 1,200 in the previous 365 days");
  });
  it("gives a count, not a percentage, from a small base or for a tenfold change", () => {
    expect(changeText(2_832, 3, 30)).toEqual({ direction: "up", text: "Up 2,829 from 3 in the previous 30 days" });
    expect(changeText(3, 7, 90)).toEqual({ direction: "down", text: "Down 4 from 7 in the previous 90 days" });
    expect(changeText(24_600, 1_200, 365).text).toBe("Up 23,400 from 1,200 in the previous 365 days");
  });
  it("names a start from nothing as new, and no change (or one that rounds to 0%) as neutral", () => {
    expect(changeText(5, 0, 365)).toEqual({ direction: "up", text: "New: none in the previous 365 days" });
    expect(changeText(4, 4, 30)).toEqual({ direction: "same", text: "No change from 4 in the previous 30 days" });
    expect(changeText(0, 0, 30)).toEqual({ direction: "same", text: "No change from 0 in the previous 30 days" });
    expect(changeText(94_271, 94_300, 365)).toEqual({
      direction: "same",
      text: "About the same as 94,300 in the previous 365 days",
    });
  });
});

describe("a chart's scale", () => {
  it("uses whole steps of 1, 2 or 5 times a power of ten, topping the highest value", () => {
    expect(chartScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(chartScale(1)).toEqual({ top: 1, ticks: [0, 1] });
    expect(chartScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(chartScale(4)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(chartScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(chartScale(28)).toEqual({ top: 30, ticks: [0, 10, 20, 30] });
    expect(chartScale(100)).toEqual({ top: 100, ticks: [0, 50, 100] });
    expect(chartScale(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
  });
});

describe("what a screen reader hears", () => {
  const insights: Pick<InsightsDto, "daily" | "from" | "to" | "totals"> = {
    from: "2026-11-19",
    to: "2026-11-21",
    daily: [
      { day: "2026-11-19", ...zero, leads: 1, searchImpressions: 4 },
      { day: "2026-11-20", ...zero, searchImpressions: 9, profileViews: 1234 },
      { day: "2026-11-21", ...zero, searchImpressions: 9 },
    ],
    totals: { ...zero, searchImpressions: 22, leads: 1, profileViews: 1234 },
  };
  it("summarises the days, the total and the busiest day", () => {
    expect(chartSummary("searchImpressions", insights)).toBe(
      "Search impressions per day from Nov 19, 2026 to Nov 21, 2026: 22 search impressions in all, most on Nov 20, 2026 (9).",
    );
    expect(chartSummary("leads", insights)).toBe(
      "Leads per day from Nov 19, 2026 to Nov 21, 2026: 1 lead in all, most on Nov 19, 2026 (1).",
    );
    expect(chartSummary("profileViews", insights)).toMatch(
      /: 1,234 profile views in all, most on Nov 20, 2026 \(1,234\)\.$/,
    );
    expect(chartSummary("bookings", insights)).toBe("Bookings per day from Nov 19, 2026 to Nov 21, 2026: none yet.");
  });
});

describe("days, periods and events in words", () => {
  it("writes calendar days the same in every time zone", () => {
    expect(shortDay("2026-01-01")).toBe("Jan 1");
    expect(longDay("2026-12-31")).toBe("Dec 31, 2026");
    expect(rangeText("2026-10-23", "2026-11-21")).toBe("Oct 23, 2026 to Nov 21, 2026");
  });
  it("links each period, keeping an administrator's member", () => {
    expect(periodHref(90, "")).toBe("/dashboard/insights?days=90");
    expect(periodHref(365, "?memberId=7")).toBe("/dashboard/insights?memberId=7&days=365");
  });
  it("explains the events about a vendor and names the others as they are", () => {
    expect(engagementText("Vendor Tile Click")).toBe("Clicked your listing in search results");
    expect(engagementText("Nav Click")).toBe("Nav Click");
  });
  it("is quiet only when neither period nor the events have anything", () => {
    expect(isQuiet({ totals: zero, previousTotals: zero, engagement: [] })).toBe(true);
    expect(isQuiet({ totals: zero, previousTotals: { ...zero, leads: 1 }, engagement: [] })).toBe(false);
    expect(
      isQuiet({
        totals: zero,
        previousTotals: zero,
        engagement: [{ name: "Viewed Video", count: 0, previousCount: 1 }],
      }),
    ).toBe(false);
  });
});
