import { longDay, shortDay } from "#app/components/insights/insights.logic.ts";
import "#app/components/insights/insights.css";
import {
  type ChartUnit,
  type DailyPoint,
  formatValue,
  plotted,
  seriesScale,
  seriesSummary,
  tickText,
} from "./daily-chart.logic.ts";
import "./charts.css";

/** Height of the drawing in its own units; the width is one unit per day. */
const PLOT_HEIGHT = 100;

/**
 * One figure per day as columns, drawn on the server as inline SVG (no script): a `<figure>` with its
 * title and explanation, the drawing summarised in one sentence for screen readers, and the same
 * numbers in a table under "Show table". Days without a value (a rate with nobody reached) draw nothing.
 */
export function DailyChart({
  id,
  title,
  explanation,
  unit,
  points,
  total,
}: {
  id: string;
  title: string;
  explanation: string;
  unit: ChartUnit;
  points: readonly DailyPoint[];
  total: number | null;
}) {
  const scale = seriesScale(points, unit);
  const heightOf = (value: number) => (Math.min(value, scale.top) / scale.top) * PLOT_HEIGHT;
  // A little space between columns while they are wide enough to show it.
  const gap = points.length > 90 ? 0 : 0.15;
  const titleId = `${id}-title`;

  return (
    <figure className="admin-chart admin-panel" aria-labelledby={titleId}>
      <figcaption className="admin-chart__caption">
        <h2 id={titleId}>{title}</h2>
        <p className="admin-chart__total">{formatValue(total, unit)}</p>
        <p className="admin-chart__explanation">{explanation}</p>
      </figcaption>
      <div className="insights-chart__frame">
        <div className="insights-chart__ticks" aria-hidden="true">
          {scale.ticks.map((tick) => (
            <span key={tick} className="insights-chart__tick" style={{ bottom: `${(tick / scale.top) * 100}%` }}>
              {tickText(tick, unit)}
            </span>
          ))}
        </div>
        <svg
          className="insights-chart__plot"
          viewBox={`0 0 ${points.length} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={seriesSummary(title, unit, points, total)}
        >
          {scale.ticks.map((tick) => (
            <line
              key={tick}
              className="insights-chart__grid"
              x1={0}
              x2={points.length}
              y1={PLOT_HEIGHT - heightOf(tick)}
              y2={PLOT_HEIGHT - heightOf(tick)}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {points.map((point, index) =>
            point.value === null || point.value === 0 ? null : (
              <rect
                key={point.day}
                className="insights-chart__bar"
                x={index + gap}
                y={PLOT_HEIGHT - heightOf(plotted(point.value, unit))}
                width={1 - 2 * gap}
                height={heightOf(plotted(point.value, unit))}
              />
            ),
          )}
        </svg>
        <p className="insights-chart__days" aria-hidden="true">
          <span>{shortDay(points[0]?.day ?? "")}</span>
          <span>{shortDay(points.at(-1)?.day ?? "")}</span>
        </p>
      </div>
      <details className="insights-chart__details">
        <summary>
          Show table<span className="visually-hidden">: {title} per day</span>
        </summary>
        <table className="insights-table">
          <caption className="visually-hidden">{title} per day (UTC)</caption>
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day}>
                <th scope="row">
                  <time dateTime={point.day}>{longDay(point.day)}</time>
                </th>
                <td>{formatValue(point.value, unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
