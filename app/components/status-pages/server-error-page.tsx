import { Link, useLocation } from "react-router";

/** The page for every error but 404. It never shows error details: those stay in the server log. */
export function ServerErrorPage() {
  const location = useLocation();
  return (
    <div className="status-page container">
      <title>Something went wrong | Marquee</title>
      <p className="status-page__code">Error</p>
      <h1 className="status-page__title">Something went wrong</h1>
      <p className="status-page__lead">
        We hit a problem loading this page. It is usually temporary, so please try again in a moment.
      </p>
      <ul className="status-page__links">
        <li>
          {/* A full page load, so the retry runs every loader again from scratch. */}
          <a href={`${location.pathname}${location.search}`} className="button button--primary">
            Try again
          </a>
        </li>
        <li>
          <Link to="/" className="button button--secondary">
            Go to the home page
          </Link>
        </li>
      </ul>
    </div>
  );
}
