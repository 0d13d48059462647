import { data, Form } from "react-router";
import { OVERVIEW_FIGURES, OVERVIEW_PERIODS } from "#features/operator/overview.rules.ts";
import { overviewQuerySchema } from "#features/operator/overview.schema.ts";
import { servicesContext } from "#features/services.server.ts";
import { DailyChart } from "#app/components/admin/charts/daily-chart.tsx";
import { formatValue } from "#app/components/admin/charts/daily-chart.logic.ts";
import { rangeText } from "#app/components/insights/insights.logic.ts";
import { requireOperator } from "../session.server.ts";
import type { Route } from "./+types/overview.ts";

/**
 * `/admin`: the marketplace's figures per UTC day over 30, 90 or 365 days, chosen with a GET form (so
 * it works without scripts and can be bookmarked); totals first, then a chart and its table per figure.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { headers } = await requireOperator(request, services);
  const days = new URL(request.url).searchParams.get("days") ?? undefined;
  const parsed = overviewQuerySchema.safeParse({ days });
  const period = parsed.success ? parsed.data.days : OVERVIEW_PERIODS[0];
  const overview = await services.overview.overview(period);
  return data(
    { overview, problem: parsed.success ? null : (parsed.error.issues[0]?.message ?? "days must be 30, 90 or 365.") },
    { status: parsed.success ? 200 : 400, headers },
  );
}

export function meta() {
  return [{ title: "Overview | Marquee operator console" }];
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { overview, problem } = loaderData;
  return (
    <>
      <h1>Overview</h1>
      <p>
        The last {overview.days} days, {rangeText(overview.from, overview.to)}. Days are UTC calendar days; today is
        counted so far.
      </p>
      <Form method="get" className="admin-panel admin-filters">
        <label>
          Period
          <select name="days" defaultValue={String(overview.days)}>
            {OVERVIEW_PERIODS.map((days) => (
              <option key={days} value={days}>
                Last {days} days
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary">
          Show
        </button>
      </Form>
      {problem ? (
        <p role="alert" className="admin-panel">
          {problem} Showing the last {overview.days} days.
        </p>
      ) : null}
      <section className="admin-panel" aria-labelledby="overview-totals">
        <h2 id="overview-totals">Totals for the period</h2>
        <dl className="admin-totals">
          {OVERVIEW_FIGURES.map((figure) => (
            <div key={figure.key}>
              <dt>{figure.title}</dt>
              <dd>{formatValue(overview.totals[figure.key], figure.unit)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="admin-charts">
        {OVERVIEW_FIGURES.map((figure) => (
          <DailyChart
            key={figure.key}
            id={`overview-${figure.key}`}
            title={figure.title}
            explanation={figure.explanation}
            unit={figure.unit}
            points={overview.daily.map((entry) => ({ day: entry.day, value: entry[figure.key] }))}
            total={overview.totals[figure.key]}
          />
        ))}
      </div>
    </>
  );
}
