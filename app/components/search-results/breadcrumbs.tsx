import { SiteLink } from "../layout/site-link.tsx";
import type { Crumb } from "./search-results.logic.ts";
import "./search-results.css";

/** A breadcrumb trail: an ordered list of links, the last entry being the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol className="breadcrumbs__list">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className="breadcrumbs__item">
              {index > 0 ? (
                <svg
                  className="breadcrumbs__separator"
                  viewBox="0 0 24 24"
                  width="14"
                  height="14"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="m9 6 6 6-6 6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : null}
              {crumb.href && !current ? (
                <SiteLink href={crumb.href} className="breadcrumbs__link">
                  {crumb.label}
                </SiteLink>
              ) : (
                <span className="breadcrumbs__current" aria-current={current ? "page" : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
