/**
 * The insights page's pure parts: what each figure is called, how a change reads, the scale and the
 * spoken summary of a chart, and the addresses of the periods. No DOM here, so all of it is
 * unit-tested in Node.
 */
import { calendarDate, formatDate } from "#lib/dates.ts";
import type { CollectedEventName, InsightsDto } from "#features/analytics/analytics.schema.ts";
import {
  compareTotals,
  INSIGHT_METRICS,
  type InsightMetric,
  type InsightsPeriod,
} from "#features/analytics/insights.rules.ts";

export const METRIC_TEXT: Record<InsightMetric, { title: string; one: string; many: string; explanation: string }> = {
  searchImpressions: {
    title: "Search impressions",
    one: "search impression",
    many: "search impressions",
    explanation: "Times you were shown in search results, once per searcher, search and day.",
  },
  profileViews: {
    title: "Profile views",
    one: "profile view",
    many: "profile views",
    explanation: "Visits to your profile, once per visitor and day.",
  },
  leads: {
    title: "Leads",
    one: "lead",
    many: "leads",
    explanation: "Requests for quotes sent to you, by the day they were made.",
  },
  bookings: {
    title: "Bookings",
    one: "booking",
    many: "bookings",
    explanation: "Quotes of yours that planners booked, by the day they booked.",
  },
};

/** What each event about a vendor means to them; events without an entry show their own name. */
const ENGAGEMENT_TEXT: Partial<Record<CollectedEventName, string>> = {
  "Page View": "Opened a page about you",
  "Vendor Tile Click": "Clicked your listing in search results",
  "Viewed Video": "Played one of your videos",
  "Carousel Interaction": "Browsed your photos",
  "Sent A Message": "Sent a message about a request",
};

export function engagementText(name: CollectedEventName): string {
  return ENGAGEMENT_TEXT[name] ?? name;
}

/** "2,460": counts as people read them. */
export function formatCount(count: number): string {
  return count.toLocaleString("en-US");
}

export function periodText(days: InsightsPeriod): string {
  return `Last ${days} days`;
}

/** "Oct 23": a day on a chart's axis. Days are calendar days, so no time zone can move them. */
export function shortDay(day: string): string {
  const date = calendarDate(day);
  return date ? formatDate(date, "shortDay") : day;
}

/** "Oct 23, 2026": a day in running text and tables. */
export function longDay(day: string): string {
  const date = calendarDate(day);
  return date ? formatDate(date, "shortDate") : day;
}

export function rangeText(from: string, to: string): string {
  return `${longDay(from)} to ${longDay(to)}`;
}

export type Change = { direction: "up" | "down" | "same"; text: string };

/**
 * How a total compares with the same number of days before, in words that do not need colour:
 * "No change", "New", a percentage, or a count where a percentage would mislead (`compareTotals`).
 */
export function changeText(current: number, previous: number, days: InsightsPeriod): Change {
  const before = `the previous ${days} days`;
  const from = `from ${formatCount(previous)} in ${before}`;
  const comparison = compareTotals(current, previous);
  switch (comparison.kind) {
    case "same":
      return {
        direction: "same",
        text: comparison.exactly ? `No change ${from}` : `About the same as ${formatCount(previous)} in ${before}`,
      };
    case "new":
      return { direction: "up", text: `New: none in ${before}` };
    case "percent":
    case "count": {
      const verb = comparison.direction === "up" ? "Up" : "Down";
      const amount = formatCount(comparison.amount) + (comparison.kind === "percent" ? "%" : "");
      return { direction: comparison.direction, text: `${verb} ${amount} ${from}` };
    }
  }
}

/** The smallest of 1, 2 or 5 times a power of ten that is at least `rough`, and never below 1. */
function niceStep(rough: number): number {
  if (rough <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
}

/** The vertical scale of a chart: whole-number ticks from 0 in at most four steps, the top at or above the highest value. */
export function chartScale(highest: number): { top: number; ticks: number[] } {
  if (highest <= 0) return { top: 1, ticks: [0, 1] };
  const step = niceStep(highest / 4);
  const top = Math.ceil(highest / step) * step;
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, index) => index * step) };
}

/** The sentence a screen reader hears for a chart: what it shows, over which days, and its peak. */
export function chartSummary(metric: InsightMetric, insights: Pick<InsightsDto, "daily" | "from" | "to" | "totals">) {
  const text = METRIC_TEXT[metric];
  const range = rangeText(insights.from, insights.to);
  const total = insights.totals[metric];
  if (total === 0) return `${text.title} per day from ${range}: none yet.`;
  const peak = insights.daily.reduce((best, entry) => (entry[metric] > best[metric] ? entry : best));
  const counted = `${formatCount(total)} ${total === 1 ? text.one : text.many}`;
  return `${text.title} per day from ${range}: ${counted} in all, most on ${longDay(peak.day)} (${formatCount(peak[metric])}).`;
}

/** Nothing counted in this period or the one before: the page explains instead of drawing flat lines. */
export function isQuiet(insights: Pick<InsightsDto, "totals" | "previousTotals" | "engagement">): boolean {
  return (
    INSIGHT_METRICS.every((metric) => insights.totals[metric] === 0 && insights.previousTotals[metric] === 0) &&
    insights.engagement.length === 0
  );
}

/** The page for a period, keeping an administrator's `?memberId=`. */
export function periodHref(days: InsightsPeriod, memberQuery: string): string {
  const query = new URLSearchParams(memberQuery);
  query.set("days", String(days));
  return `/dashboard/insights?${query.toString()}`;
}
