import type { InsightsDto } from "#features/analytics/analytics.schema.ts";
import type { InsightMetric } from "#features/analytics/insights.rules.ts";
import { DailyChart } from "./daily-chart.tsx";
import { changeText, formatCount, METRIC_TEXT, periodText } from "./insights.logic.ts";
import "./insights.css";

const ARROWS = { up: "▲", down: "▼", same: "■" } as const;

/** One figure: its total for the period, the change against the days before, and its chart. */
export function MetricCard({ metric, insights }: { metric: InsightMetric; insights: InsightsDto }) {
  const text = METRIC_TEXT[metric];
  const total = insights.totals[metric];
  const change = changeText(total, insights.previousTotals[metric], insights.days);
  const titleId = `insights-${metric}-title`;

  return (
    <article className="insights-metric" aria-labelledby={titleId}>
      <h3 className="insights-metric__title" id={titleId}>
        {text.title}
      </h3>
      <p className="insights-metric__total">
        {formatCount(total)}
        <span className="visually-hidden"> in the {periodText(insights.days).toLowerCase()}</span>
      </p>
      <p className={`insights-change insights-change--${change.direction}`}>
        <span aria-hidden="true">{ARROWS[change.direction]} </span>
        {change.text}
      </p>
      <p className="insights-metric__explanation">{text.explanation}</p>
      <DailyChart metric={metric} insights={insights} />
    </article>
  );
}
