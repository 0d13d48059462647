import type { MouseEvent, Ref } from "react";
import "./account.css";

export type ErrorSummaryItem = {
  /** The id of the field the message is about; the link moves the focus there. */
  fieldId: string;
  message: string;
};

type ErrorSummaryProps = {
  /** A message about the whole submission (a failed log-in, too many attempts). */
  message?: string;
  /** Messages by field, in page order. */
  items: readonly ErrorSummaryItem[];
  /** The form focuses the summary after a refused submission. */
  summaryRef?: Ref<HTMLDivElement>;
  title?: string;
};

/**
 * What is wrong with the last submission, above the form: an alert that takes the focus, with a link
 * to each field. Renders nothing when there is nothing to say. The links are plain anchors, so they
 * work without JavaScript; with it they also focus the field (an anchor only scrolls).
 */
export function ErrorSummary({ message, items, summaryRef, title = "There is a problem" }: ErrorSummaryProps) {
  if (!message && items.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView({ block: "center" });
  };
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">
        {title}
      </h2>
      {message ? <p className="error-summary__message">{message}</p> : null}
      {items.length > 0 ? (
        <ul className="error-summary__list">
          {items.map((item) => (
            <li key={item.fieldId}>
              <a
                className="error-summary__link"
                href={`#${item.fieldId}`}
                onClick={(event) => focusField(event, item.fieldId)}
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The summary's items for a form: each field with a message, in the form's order. */
export function summaryItems<Field extends string>(
  fields: readonly Field[],
  errors: Partial<Record<Field, string>>,
  fieldId: (field: Field) => string,
): ErrorSummaryItem[] {
  return fields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });
}
