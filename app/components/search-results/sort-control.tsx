import { useId } from "react";
import { Form } from "react-router";
import type { SortCode } from "#lib/constants.ts";
import { SORT_OPTIONS } from "./search-results.logic.ts";

type SortControlProps = {
  sort: SortCode;
  /** The page's other settings (eventDate, location...), kept in the URL when the order changes. */
  hiddenFields: Record<string, string>;
};

/**
 * Sort order as a plain GET form (?sort=2) with its own "Sort" button, with or without JavaScript.
 * Choosing an option never reloads the page by itself: an arrow key on the select would otherwise
 * navigate and drop focus, a change of context on input that WCAG 3.2.2 rules out.
 */
export function SortControl({ sort, hiddenFields }: SortControlProps) {
  const id = useId();
  return (
    <Form method="get" preventScrollReset className="sort-control">
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="sort-control__label">
        Sort by
      </label>
      <select id={id} name="sort" className="sort-control__select" defaultValue={String(sort)} key={sort}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className="sort-control__submit button button--secondary">
        Sort
      </button>
    </Form>
  );
}
