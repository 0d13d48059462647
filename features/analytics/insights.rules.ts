import type { AnalyticsRole } from "./analytics-events.rules.ts";
import type { MetricCounts } from "./analytics.schema.ts";

/**
 * The periods a vendor compares, in days; the first is the default. Here rather than in the schema
 * module, so the insights page reads them without shipping Zod to the browser.
 */
export const INSIGHTS_PERIODS = [30, 90, 365] as const;
export type InsightsPeriod = (typeof INSIGHTS_PERIODS)[number];

/** The four figures charted over time, in the order the page shows them. */
export const INSIGHT_METRICS = ["searchImpressions", "profileViews", "leads", "bookings"] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

const DAY_MS = 86_400_000;

/**
 * The analytics role (SPEC section 6: vendor, planner, logged out) of a session's account role.
 * Administrators are staff looking after the site: what they click is not a visitor's interest, so
 * they get no role and their events are not counted.
 */
export function viewerRoleOf(accountRole: "member" | "client" | "admin" | undefined): AnalyticsRole | null {
  if (accountRole === undefined) return "logged out";
  if (accountRole === "member") return "vendor";
  if (accountRole === "client") return "planner";
  return null;
}

/**
 * Below this many in the period before, a percentage misleads ("Up 94,271%" from 3): the change is
 * given as a count instead. So is a change of ten times or more, whatever the base.
 */
export const PERCENT_BASE_MIN = 20;
const PERCENT_MAX = 1000;

/**
 * How a period's total compares with the period before: the same (equal, or within half a percent,
 * which would read "0%"), new (nothing before), or up or down by a percentage or, where a
 * percentage misleads, by a count.
 */
export type TotalsComparison =
  | { kind: "same"; exactly: boolean }
  | { kind: "new" }
  | { kind: "percent" | "count"; direction: "up" | "down"; amount: number };

export function compareTotals(current: number, previous: number): TotalsComparison {
  if (current === previous) return { kind: "same", exactly: true };
  if (previous === 0) return { kind: "new" };
  const difference = Math.abs(current - previous);
  const percent = Math.round((difference / previous) * 100);
  if (percent === 0) return { kind: "same", exactly: false };
  const direction = current > previous ? "up" : "down";
  if (previous < PERCENT_BASE_MIN || percent >= PERCENT_MAX) return { kind: "count", direction, amount: difference };
  return { kind: "percent", direction, amount: percent };
}

/** A browser's clock may be wrong: its time is kept only within a day of ours, else ours is used. */
export function trustedOccurredAt(claimed: string, receivedAt: Date): Date {
  const at = new Date(claimed);
  return Math.abs(at.getTime() - receivedAt.getTime()) <= DAY_MS ? at : receivedAt;
}

/** The UTC calendar day of a moment, `yyyy-MM-dd`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function addDays(day: string, count: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS));
}

/** A period of `days` UTC days ending with `today`, and the period of as many days just before it. */
export type InsightsWindow = { from: string; to: string; previousFrom: string; previousTo: string };

export function insightsWindow(today: string, days: number): InsightsWindow {
  const from = addDays(today, -(days - 1));
  return { from, to: today, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}

/** What the database counted for one figure: only days with something to count. */
export type DayCount = { day: string; count: number };
export type DayCountsByMetric = Record<InsightMetric, readonly DayCount[]>;

/** One entry per day from `from` to `to`, each figure at zero on days without a count. */
export function dailySeries(
  window: Pick<InsightsWindow, "from" | "to">,
  counts: DayCountsByMetric,
): (MetricCounts & { day: string })[] {
  const lookup = new Map(
    INSIGHT_METRICS.map((metric) => [metric, new Map(counts[metric].map((entry) => [entry.day, entry.count]))]),
  );
  const countOn = (metric: InsightMetric, day: string) => lookup.get(metric)?.get(day) ?? 0;
  const series: (MetricCounts & { day: string })[] = [];
  for (let day = window.from; day <= window.to; day = addDays(day, 1)) {
    series.push({
      day,
      searchImpressions: countOn("searchImpressions", day),
      profileViews: countOn("profileViews", day),
      leads: countOn("leads", day),
      bookings: countOn("bookings", day),
    });
  }
  return series;
}

/** Each figure summed over the days from `from` to `to`, both included. */
export function totalsBetween(counts: DayCountsByMetric, from: string, to: string): MetricCounts {
  const sum = (metric: InsightMetric) =>
    counts[metric].reduce((total, entry) => (entry.day >= from && entry.day <= to ? total + entry.count : total), 0);
  return {
    searchImpressions: sum("searchImpressions"),
    profileViews: sum("profileViews"),
    leads: sum("leads"),
    bookings: sum("bookings"),
  };
}
