import { useId } from "react";
import { Form } from "react-router";
import type { SortCode } from "#lib/constants.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { SORT_OPTIONS } from "./search-results.logic.ts";

type SortControlProps = {
  sort: SortCode;
  /** The page's other settings (eventDate, location...), kept in the URL when the order changes. */
  hiddenFields: Record<string, string>;
};

/**
 * Sort order as a plain GET form (?sort=2): it works before JavaScript loads. Once the page is
 * hydrated a change submits at once and the button is only there for keyboard users who reach it.
 */
export function SortControl({ sort, hiddenFields }: SortControlProps) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <Form method="get" preventScrollReset className="sort-control">
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="sort-control__label">
        Sort by
      </label>
      <select
        id={id}
        name="sort"
        className="sort-control__select"
        defaultValue={String(sort)}
        key={sort}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className={
          hydrated
            ? "sort-control__submit sort-control__submit--enhanced"
            : "sort-control__submit button button--secondary"
        }
      >
        Sort
      </button>
    </Form>
  );
}
