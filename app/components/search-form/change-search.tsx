import { lazy, Suspense, useState } from "react";
import type { LocationDto } from "#features/locations/locations.schema.ts";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";
import { SearchIcon } from "../icons.tsx";
import "./search-form.css";

/** The form's code (about 9 KiB gzip) loads when the line is opened, as the header's does (decision 019). */
const SearchForm = lazy(() => import("./search-form.tsx").then((module) => ({ default: module.SearchForm })));

type ChangeSearchProps = {
  /** The page's service type: the form's first value and its search category (SPEC section 2). */
  serviceType: ServiceTypeDto;
  location?: LocationDto | null;
  /** yyyy-MM-dd. */
  eventDate?: string | null;
  /** How the page reads its date ("06/12/2027"), for the line. */
  eventDateText?: string | null;
};

/**
 * The search widget on the pages planners reach by searching (results, landing and profile pages):
 * a line that says what this page searched, which opens into the full form, date included, filled
 * with the page's search. A `<details>`, so the results keep the top of the page; without
 * JavaScript it opens onto a link to the search page, whose form works without it.
 */
export function ChangeSearch({ serviceType, location = null, eventDate, eventDateText }: ChangeSearchProps) {
  const [opened, setOpened] = useState(false);
  const parts = [serviceType.pluralForm, location?.displayName ?? "Anywhere", eventDateText ?? "Any date"];
  return (
    <details
      className="change-search"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="change-search__summary">
        <SearchIcon className="change-search__icon" />
        <span className="change-search__current">
          {parts.map((part) => (
            <span key={part}>{part}</span>
          ))}
        </span>
        <span className="change-search__action">Change search</span>
      </summary>
      <div className="card change-search__panel">
        {opened ? (
          <Suspense fallback={<p className="change-search__loading">Loading the search form…</p>}>
            <SearchForm
              variant="page"
              initialServiceTypeOrMember={{ kind: "serviceType", serviceType }}
              initialLocation={location}
              initialEventDate={eventDate ?? ""}
              searchCategoryId={serviceType.id}
            />
          </Suspense>
        ) : (
          <noscript>
            <a href="/search" className="change-search__fallback">
              Open the search form
            </a>
          </noscript>
        )}
      </div>
    </details>
  );
}
