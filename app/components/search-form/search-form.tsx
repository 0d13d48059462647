import { formatISO } from "date-fns";
import { type Ref, useId } from "react";

export type SearchFormVariant = "page" | "header";

type SearchFormProps = {
  /** "page": service type, location and date; "header": the compact panel without the date (SPEC.md section 2). */
  variant: SearchFormVariant;
  /** Lets the header panel reach the first field, to focus it when the panel opens. */
  firstFieldRef?: Ref<HTMLInputElement>;
};

/** The format shown to people; browsers that render type="date" as plain text show it as the hint. */
const DATE_DISPLAY_FORMAT = "MM/dd/yyyy";

/**
 * The search widget's fields. It submits as a plain GET so it works before JavaScript loads;
 * autocomplete, validation and the computed destination URL are layered on later.
 */
export function SearchForm({ variant, firstFieldRef }: SearchFormProps) {
  const id = useId();
  // yyyy-MM-dd in local time: the spec's parse format and the value format of <input type="date">.
  // formatISO rather than format keeps date-fns' locale data out of the browser bundle.
  const today = formatISO(new Date(), { representation: "date" });
  return (
    <form
      role="search"
      method="get"
      action="/search"
      className={`search-form search-form--${variant}`}
      aria-label={variant === "header" ? "Quick vendor search" : "Vendor search"}
    >
      <div className="search-form__field">
        <label className="search-form__label" htmlFor={`${id}-service-type`}>
          I'm looking for a
        </label>
        <input
          ref={firstFieldRef}
          className="search-form__input"
          id={`${id}-service-type`}
          name="serviceType"
          type="text"
          placeholder="Band, Magician..."
          autoComplete="off"
        />
      </div>
      <div className="search-form__field">
        <label className="search-form__label" htmlFor={`${id}-location`}>
          My event is in
        </label>
        <input
          className="search-form__input"
          id={`${id}-location`}
          name="location"
          type="text"
          placeholder="City, ST or Province"
          autoComplete="off"
        />
      </div>
      {variant === "page" && (
        <div className="search-form__field search-form__field--date">
          <label className="search-form__label" htmlFor={`${id}-event-date`}>
            Event Date (Optional)
          </label>
          {/* "today" may differ between the server's clock and the browser's, so a mismatch is expected. */}
          <input
            className="search-form__input"
            id={`${id}-event-date`}
            name="eventDate"
            type="date"
            min={today}
            placeholder={DATE_DISPLAY_FORMAT}
            suppressHydrationWarning
          />
        </div>
      )}
      <div className="search-form__actions">
        <button className="button button--primary search-form__submit" type="submit">
          Search
        </button>
      </div>
    </form>
  );
}
