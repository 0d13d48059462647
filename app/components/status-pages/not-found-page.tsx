import { lazy, Suspense } from "react";
import { Link } from "react-router";

// Not in the JavaScript every page starts with (the root's error boundary shows this page); the
// server still renders the form into the page (decision 019).
const SearchForm = lazy(() =>
  import("../search-form/search-form.tsx").then((module) => ({ default: module.SearchForm })),
);

/** The 404 page, rendered by the root error boundary inside the normal header and footer. */
export function NotFoundPage() {
  return (
    <div className="status-page container">
      <title>Page not found | Marquee</title>
      <p className="status-page__code">Error 404</p>
      <h1 className="status-page__title">We couldn't find that page</h1>
      <p className="status-page__lead">
        The link may be old or the address mistyped. Search for entertainers and vendors near you, or head to one of
        these pages instead.
      </p>
      <div className="card status-page__search">
        <Suspense fallback={null}>
          <SearchForm variant="page" />
        </Suspense>
      </div>
      <ul className="status-page__links">
        <li>
          <Link to="/" className="button button--primary">
            Go to the home page
          </Link>
        </li>
        <li>
          <Link to="/articles" className="button button--secondary">
            Browse planning articles
          </Link>
        </li>
      </ul>
    </div>
  );
}
