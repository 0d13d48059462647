/**
 * The pure parts of a daily chart in the console: how a value of each unit reads, the drawn height of a
 * value, and the sentence a screen reader hears. No DOM, so all of it is unit-tested in Node.
 */
import { formatCents } from "#lib/money.ts";
import { chartScale, formatCount, longDay, rangeText } from "#app/components/insights/insights.logic.ts";

export type ChartUnit = "count" | "cents" | "share" | "minutes";
export type DailyPoint = { day: string; value: number | null };

/** "12", "$1,250.50", "75%", "2 h 5 min"; a missing value (no recipient, no answer) reads "—". */
export function formatValue(value: number | null, unit: ChartUnit): string {
  if (value === null) return "—";
  switch (unit) {
    case "count":
      return formatCount(value);
    case "cents":
      return formatCents(Math.round(value));
    case "share":
      return `${Math.round(value * 100)}%`;
    case "minutes": {
      const minutes = Math.round(value);
      if (minutes < 60) return `${minutes} min`;
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      return rest === 0 ? `${formatCount(hours)} h` : `${formatCount(hours)} h ${rest} min`;
    }
  }
}

/**
 * What a unit is drawn in: dollars rather than cents and percent rather than a share, so the scale's
 * whole-number ticks read as people think of the figure.
 */
export function plotted(value: number, unit: ChartUnit): number {
  if (unit === "cents") return value / 100;
  if (unit === "share") return value * 100;
  return value;
}

/** The scale of a series in its drawn units; a share always runs to 100%. */
export function seriesScale(points: readonly DailyPoint[], unit: ChartUnit): { top: number; ticks: number[] } {
  if (unit === "share") return { top: 100, ticks: [0, 25, 50, 75, 100] };
  return chartScale(Math.max(0, ...points.map((point) => (point.value === null ? 0 : plotted(point.value, unit)))));
}

/** A tick's label: "$500", "50%", "30 min", "12". */
export function tickText(tick: number, unit: ChartUnit): string {
  if (unit === "cents") return `$${formatCount(tick)}`;
  if (unit === "share") return `${tick}%`;
  if (unit === "minutes") return `${formatCount(tick)}m`;
  return formatCount(tick);
}

/** The chart's spoken summary: what it shows, over which days, its total and its highest day. */
export function seriesSummary(title: string, unit: ChartUnit, points: readonly DailyPoint[], total: number | null) {
  const first = points[0]?.day ?? "";
  const last = points.at(-1)?.day ?? "";
  const range = rangeText(first, last);
  const known = points.filter(
    (point): point is { day: string; value: number } => point.value !== null && point.value > 0,
  );
  if (known.length === 0) return `${title} per day from ${range}: none.`;
  const peak = known.reduce((best, point) => (point.value > best.value ? point : best));
  const overall = unit === "share" || unit === "minutes" ? "over the period" : "in all";
  return `${title} per day from ${range}: ${formatValue(total, unit)} ${overall}, highest on ${longDay(peak.day)} (${formatValue(peak.value, unit)}).`;
}
