import type { LocationDto } from "#features/locations/locations.schema.ts";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";
import { SearchIcon } from "../icons.tsx";
import { SearchForm } from "./search-form.tsx";
import "./search-form.css";

type ChangeSearchProps = {
  /** The page's service type: the form's first value and its search category (SPEC section 2). */
  serviceType: ServiceTypeDto;
  location?: LocationDto | null;
  /** yyyy-MM-dd. */
  eventDate?: string | null;
  /** How the page reads its date ("Sat, Jun 13, 2026"), for the summary. */
  eventDateText?: string | null;
};

/**
 * The search widget on the pages planners reach by searching (results, landing and profile pages):
 * a line that says what this page searched, which opens into the full form, date included. A
 * `<details>`, so it opens without JavaScript and the results keep the top of the page.
 */
export function ChangeSearch({ serviceType, location = null, eventDate, eventDateText }: ChangeSearchProps) {
  const parts = [serviceType.pluralForm, location?.displayName ?? "Anywhere", eventDateText ?? "Any date"];
  return (
    <details className="change-search">
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
        <SearchForm
          variant="page"
          initialServiceTypeOrMember={{ kind: "serviceType", serviceType }}
          initialLocation={location}
          initialEventDate={eventDate ?? ""}
          searchCategoryId={serviceType.id}
        />
      </div>
    </details>
  );
}
