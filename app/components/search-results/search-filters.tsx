import { useId } from "react";
import { Form, Link, useLocation } from "react-router";
import { MAX_PRICE_FILTER_DOLLARS } from "#lib/constants.ts";
import {
  activeFilters,
  DISTANCE_OPTIONS,
  FILTER_PARAMS,
  hrefWithout,
  RATING_OPTIONS,
  REVIEW_COUNT_OPTIONS,
  type ServiceAttributeOption,
} from "./search-results.logic.ts";

type SearchFiltersProps = {
  /** The page's settings as its URL gives them (sort included). */
  query: Record<string, string>;
  attributes: ServiceAttributeOption[];
  /** Whether the page searches around a city, where a radius means something. */
  distance: boolean;
};

/**
 * The results page's filters (decision 039): a GET form, so the URL is the state and the page works
 * without JavaScript; with it, the results update in place. Closed by default so the results lead;
 * the filters in use show beside it, each with a link that drops it, and a reset link drops them all.
 */
export function SearchFilters({ query, attributes, distance }: SearchFiltersProps) {
  const id = useId();
  const { pathname } = useLocation();
  const chips = activeFilters(pathname, query, attributes);
  const kept = Object.entries(query).filter(([key]) => !(FILTER_PARAMS as readonly string[]).includes(key));
  const chosen = new Set(query.attributes?.split(",") ?? []);
  const groups = Map.groupBy(attributes, (attribute) => attribute.groupName);
  const field = (name: string) => `${id}-${name}`;

  return (
    <div className="search-filters">
      <details className="search-filters__panel">
        <summary className="search-filters__toggle button button--secondary">
          {chips.length > 0 ? `Filters (${chips.length})` : "Filters"}
        </summary>
        <Form method="get" preventScrollReset className="search-filters__form" aria-label="Filter the results">
          {kept.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="search-filters__grid">
            <div className="search-filters__field">
              <label htmlFor={field("date")}>Event date</label>
              <input id={field("date")} type="date" name="eventDate" defaultValue={query.eventDate ?? ""} />
            </div>
            <fieldset className="search-filters__field search-filters__price">
              <legend>Price (US$)</legend>
              <PriceInput id={field("min-price")} label="From" name="minPrice" value={query.minPrice} />
              <PriceInput id={field("max-price")} label="To" name="maxPrice" value={query.maxPrice} />
            </fieldset>
            <div className="search-filters__field">
              <label htmlFor={field("rating")}>Rating</label>
              <select id={field("rating")} name="minRating" defaultValue={query.minRating ?? ""}>
                <option value="">Any rating</option>
                {RATING_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="search-filters__field">
              <label htmlFor={field("reviews")}>Reviews</label>
              <select id={field("reviews")} name="minNumberOfReviews" defaultValue={query.minNumberOfReviews ?? ""}>
                <option value="">Any number</option>
                {REVIEW_COUNT_OPTIONS.map((count) => (
                  <option key={count} value={count}>
                    {count === "1" ? "At least 1 review" : `${count} reviews or more`}
                  </option>
                ))}
              </select>
            </div>
            {distance ? (
              <div className="search-filters__field">
                <label htmlFor={field("distance")}>Distance</label>
                <select id={field("distance")} name="distance" defaultValue={query.distance ?? ""}>
                  <option value="">Usual area for this service</option>
                  {DISTANCE_OPTIONS.map((miles) => (
                    <option key={miles} value={miles}>
                      Within {miles} miles
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className="search-filters__field search-filters__check">
              <input
                id={field("deposits")}
                type="checkbox"
                name="acceptsOnlineDeposits"
                value="true"
                defaultChecked={query.acceptsOnlineDeposits === "true"}
              />
              <label htmlFor={field("deposits")}>Accepts online deposits</label>
            </div>
          </div>
          {[...groups].map(([groupName, members]) => (
            <fieldset key={groupName} className="search-filters__attributes">
              <legend>{groupName}</legend>
              <ul className="search-filters__options">
                {members.map((attribute) => (
                  <li key={attribute.slug} className="search-filters__check">
                    <input
                      id={field(attribute.slug)}
                      type="checkbox"
                      name="attributes"
                      value={attribute.slug}
                      defaultChecked={chosen.has(attribute.slug)}
                    />
                    <label htmlFor={field(attribute.slug)}>{attribute.name}</label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
          <div className="search-filters__actions">
            <button type="submit" className="button button--primary">
              Show results
            </button>
            <Link to={hrefWithout(pathname, query, FILTER_PARAMS)} preventScrollReset className="search-filters__reset">
              Reset filters
            </Link>
          </div>
        </Form>
      </details>
      {chips.length > 0 ? (
        <ul className="search-filters__chips" aria-label="Filters in use">
          {chips.map((chip) => (
            <li key={chip.href}>
              <Link
                to={chip.href}
                preventScrollReset
                className="search-filters__chip"
                aria-label={`${chip.label}, remove this filter`}
              >
                {chip.label}
                <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
          <li>
            <Link to={hrefWithout(pathname, query, FILTER_PARAMS)} preventScrollReset className="search-filters__reset">
              Reset filters
            </Link>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

function PriceInput({ id, label, name, value }: { id: string; label: string; name: string; value?: string }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        name={name}
        min={0}
        max={MAX_PRICE_FILTER_DOLLARS}
        step={1}
        inputMode="numeric"
        defaultValue={value ?? ""}
      />
    </>
  );
}
