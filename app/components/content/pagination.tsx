import { SiteLink } from "../layout/site-link.tsx";
import { paginationItems } from "./content.logic.ts";
import "./content.css";

type PaginationProps = {
  page: number;
  pageCount: number;
  /** The address of a page: page 1 is the bare path. */
  hrefFor: (page: number) => string;
};

/** Previous and next links with the page numbers between; plain links, so it works without JavaScript. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul className="pagination__list">
        {page > 1 ? (
          <li className="pagination__step">
            <SiteLink href={hrefFor(page - 1)} className="pagination__link pagination__link--step" rel="prev">
              <span aria-hidden="true">‹</span> Previous
            </SiteLink>
          </li>
        ) : null}
        {paginationItems(page, pageCount).map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <SiteLink
                href={hrefFor(item.page)}
                className="pagination__link"
                aria-current={item.page === page ? "page" : undefined}
                aria-label={`Page ${item.page}`}
              >
                {item.page}
              </SiteLink>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li className="pagination__step pagination__step--next">
            <SiteLink href={hrefFor(page + 1)} className="pagination__link pagination__link--step" rel="next">
              Next <span aria-hidden="true">›</span>
            </SiteLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
