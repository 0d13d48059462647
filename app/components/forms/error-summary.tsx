import { type MouseEvent, type ReactNode, type Ref, useId } from "react";
import "./forms.css";

export type ErrorSummaryItem = {
  /** The id of the field the message is about; the link moves the focus there. */
  fieldId: string;
  message: string;
};

type ErrorSummaryProps = {
  /** Messages by field, in page order, each linked to its field. */
  items: readonly ErrorSummaryItem[];
  /** A message about the whole submission (a failed log-in, "Your password was not changed."). */
  message?: string;
  /** Messages that belong to no field of the form, listed without links. */
  others?: readonly string[];
  /** Shown after the message: a way out of the problem ("Log in again"). */
  children?: ReactNode;
  /** The form focuses the summary after a refused submission. */
  summaryRef?: Ref<HTMLDivElement>;
  /** By default "There is a problem", or "There are 3 problems". */
  title?: string;
  /** The title's heading level, one below the heading of the form's section. */
  headingLevel?: 2 | 3 | 4 | 5;
  className?: string;
};

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: "center" });
}

/**
 * What is wrong with the last submission, above the form: an alert that the form focuses, with a
 * link to each field. Renders nothing when there is nothing to say. The links are plain anchors, so
 * they work without JavaScript; with it they also focus the field (an anchor only scrolls).
 */
export function ErrorSummary({
  items,
  message,
  others = [],
  children,
  summaryRef,
  title,
  headingLevel = 2,
  className,
}: ErrorSummaryProps) {
  const titleId = useId();
  if (!message && items.length === 0 && others.length === 0) return null;
  const count = items.length + others.length;
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={className ? `error-summary ${className}` : "error-summary"}
      role="alert"
      tabIndex={-1}
      ref={summaryRef}
      aria-labelledby={titleId}
    >
      <Heading className="error-summary__title" id={titleId}>
        {title ?? (count > 1 ? `There are ${count} problems` : "There is a problem")}
      </Heading>
      {message ? <p className="error-summary__message">{message}</p> : null}
      {children ? <div className="error-summary__more">{children}</div> : null}
      {count > 0 ? (
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
          {others.map((text) => (
            <li key={text}>{text}</li>
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
