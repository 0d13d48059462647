import type { InsightsDto } from "#features/analytics/analytics.schema.ts";
import { engagementText, formatCount, periodText } from "./insights.logic.ts";
import "./insights.css";

/** What visitors did about the vendor, from the events the site collects itself. */
export function EngagementTable({ insights }: { insights: Pick<InsightsDto, "engagement" | "days"> }) {
  if (insights.engagement.length === 0) {
    return <p className="insights-engagement__none">Nothing recorded in these days yet.</p>;
  }
  return (
    <div className="insights-engagement">
      <table className="insights-table">
        <caption className="visually-hidden">Visitors who did each thing, counted once per visitor and day</caption>
        <thead>
          <tr>
            <th scope="col">Visitors who</th>
            <th scope="col">{periodText(insights.days)}</th>
            <th scope="col">Previous {insights.days} days</th>
          </tr>
        </thead>
        <tbody>
          {insights.engagement.map((row) => (
            <tr key={row.name}>
              <th scope="row">{engagementText(row.name)}</th>
              <td>{formatCount(row.count)}</td>
              <td>{formatCount(row.previousCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
