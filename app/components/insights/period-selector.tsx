import { Link } from "react-router";
import { INSIGHTS_PERIODS, type InsightsPeriod } from "#features/analytics/insights.rules.ts";
import { periodHref } from "./insights.logic.ts";
import "./insights.css";

/**
 * The periods as plain links (`?days=90`): they work before JavaScript loads, can be bookmarked, and
 * are reached with Tab and followed with Enter like any link.
 */
export function PeriodSelector({ current, memberQuery }: { current: InsightsPeriod; memberQuery: string }) {
  return (
    <nav className="insights-periods" aria-label="Period">
      <ul className="insights-periods__list">
        {INSIGHTS_PERIODS.map((days) => (
          <li key={days}>
            <Link
              className="insights-periods__link"
              to={periodHref(days, memberQuery)}
              aria-current={days === current ? "page" : undefined}
              preventScrollReset
            >
              {/* "Last" is heard, not shown: three short choices fit a phone's width. */}
              <span className="visually-hidden">Last </span>
              {days} days
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
