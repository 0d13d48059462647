import type { InsightsDto } from "#features/analytics/analytics.schema.ts";
import type { InsightMetric } from "#features/analytics/insights.rules.ts";
import { chartScale, chartSummary, longDay, METRIC_TEXT, shortDay } from "./insights.logic.ts";
import "./insights.css";

/** Height of the drawing in its own units; the width is one unit per day. */
const PLOT_HEIGHT = 100;

/**
 * One figure per day as columns, drawn on the server as inline SVG: the drawing stretches to any
 * width while the axis labels stay HTML text. Screen readers hear a one-sentence summary, and the
 * day-by-day numbers are in a table under "Daily figures".
 */
export function DailyChart({
  metric,
  insights,
}: {
  metric: InsightMetric;
  insights: Pick<InsightsDto, "daily" | "from" | "to" | "totals">;
}) {
  const { daily } = insights;
  const { title } = METRIC_TEXT[metric];
  const scale = chartScale(Math.max(...daily.map((entry) => entry[metric])));
  const heightOf = (value: number) => (value / scale.top) * PLOT_HEIGHT;
  // A little space between columns while they are wide enough to show it.
  const gap = daily.length > 90 ? 0 : 0.15;

  return (
    <div className="insights-chart">
      <div className="insights-chart__frame">
        <div className="insights-chart__ticks" aria-hidden="true">
          {scale.ticks.map((tick) => (
            <span key={tick} className="insights-chart__tick" style={{ bottom: `${(tick / scale.top) * 100}%` }}>
              {tick}
            </span>
          ))}
        </div>
        <svg
          className="insights-chart__plot"
          viewBox={`0 0 ${daily.length} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={chartSummary(metric, insights)}
        >
          {scale.ticks.map((tick) => (
            <line
              key={tick}
              className="insights-chart__grid"
              x1={0}
              x2={daily.length}
              y1={PLOT_HEIGHT - heightOf(tick)}
              y2={PLOT_HEIGHT - heightOf(tick)}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {daily.map((entry, index) =>
            entry[metric] === 0 ? null : (
              <rect
                key={entry.day}
                className="insights-chart__bar"
                x={index + gap}
                y={PLOT_HEIGHT - heightOf(entry[metric])}
                width={1 - 2 * gap}
                height={heightOf(entry[metric])}
              />
            ),
          )}
        </svg>
        <p className="insights-chart__days" aria-hidden="true">
          <span>{shortDay(insights.from)}</span>
          <span>{shortDay(insights.to)}</span>
        </p>
      </div>
      <details className="insights-chart__details">
        <summary>
          Daily figures<span className="visually-hidden">: {title}</span>
        </summary>
        <table className="insights-table">
          <caption className="visually-hidden">{title} per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((entry) => (
              <tr key={entry.day}>
                <th scope="row">
                  <time dateTime={entry.day}>{longDay(entry.day)}</time>
                </th>
                <td>{entry[metric]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
