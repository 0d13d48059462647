import { type ReactNode, type Ref, type RefObject, useEffect, useRef, useState } from "react";
import "./dashboard.css";

/**
 * Pieces every member center form shares: a labelled field with its hint and error tied to it, the
 * polite status line for a success, and the error summary that takes focus after a failed save.
 */

export function errorIdFor(inputId: string): string {
  return `${inputId}-error`;
}

export function hintIdFor(inputId: string): string {
  return `${inputId}-hint`;
}

/** The ids an input is described by: its error first (read before the hint), then its hint. */
export function describedBy(inputId: string, error: string | undefined, hint: boolean): string | undefined {
  return [error ? errorIdFor(inputId) : null, hint ? hintIdFor(inputId) : null].filter(Boolean).join(" ") || undefined;
}

export function FieldError({ inputId, message }: { inputId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="dash-field__error" id={errorIdFor(inputId)}>
      <span aria-hidden="true">! </span>
      {message}
    </p>
  );
}

type InputType = "text" | "email" | "tel" | "password" | "date" | "number";

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  type?: InputType;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric" | "decimal";
  maxLength?: number;
  min?: string;
  max?: string;
  required?: boolean;
  /** Whether the label says "(optional)"; by default when the field is not required. */
  optionalNote?: boolean;
  /** A textarea of this many rows instead of a one-line box. */
  rows?: number;
  /** Text before the box, such as a "$". */
  prefix?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled text box (or textarea); the error is announced with it and marks it invalid. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  min,
  max,
  required,
  optionalNote = !required,
  rows,
  prefix,
  className,
  inputRef,
}: TextFieldProps) {
  const common = {
    id,
    className: rows ? "dash-field__input dash-field__textarea" : "dash-field__input",
    value,
    maxLength,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint !== undefined),
  } as const;
  return (
    <div className={className ? `dash-field ${className}` : "dash-field"}>
      <label className="dash-field__label" htmlFor={id}>
        {label}
        {optionalNote ? <span className="dash-field__optional"> (optional)</span> : null}
      </label>
      {hint !== undefined ? (
        <p className="dash-field__hint" id={hintIdFor(id)}>
          {hint}
        </p>
      ) : null}
      {rows ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <div className={prefix ? "dash-field__affix" : undefined}>
          {prefix ? (
            <span className="dash-field__prefix" aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input
            {...common}
            ref={inputRef}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            min={min}
            max={max}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
      <FieldError inputId={id} message={error} />
    </div>
  );
}

/** The success line of a form: a polite live region that is always in the page, so changes are read. */
export function StatusMessage({ message }: { message: string }) {
  return (
    <div className="dash-status" role="status" aria-live="polite">
      {message ? <p className="dash-status__message">{message}</p> : null}
    </div>
  );
}

export type SummaryItem = { inputId: string; message: string };

type ErrorSummaryProps = {
  summaryRef: RefObject<HTMLDivElement | null>;
  /** The form-wide message (the server's, or "Please check the fields marked below."). */
  message?: string;
  /** The fields in error, in page order, each linked to its input. */
  items?: readonly SummaryItem[];
  /** Messages that belong to no field on this form. */
  others?: readonly string[];
  /** Offer the log-in link: the session ended while the person was typing. */
  loginHref?: string;
};

/**
 * What went wrong with the last save, at the top of the form. It takes focus after a failed save (see
 * `useFocusRequest`), so keyboard and screen reader users hear it and can follow its links to the fields.
 */
export function ErrorSummary({ summaryRef, message, items = [], others = [], loginHref }: ErrorSummaryProps) {
  if (!message && items.length === 0 && others.length === 0) return null;
  return (
    <div className="dash-error-summary" ref={summaryRef} tabIndex={-1}>
      {message ? <p className="dash-error-summary__title">{message}</p> : null}
      {loginHref ? (
        <p>
          <a href={loginHref} target="_blank" rel="noopener">
            Log in again (opens in a new tab)
          </a>
        </p>
      ) : null}
      {items.length > 0 || others.length > 0 ? (
        <ul className="dash-error-summary__list">
          {items.map((item) => (
            <li key={item.inputId}>
              <a
                href={`#${item.inputId}`}
                onClick={(event) => {
                  const input = document.getElementById(item.inputId);
                  if (!input) return;
                  event.preventDefault();
                  input.focus();
                  input.scrollIntoView({ block: "center" });
                }}
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

/** A ref and a function that focuses its element after the next render (once the element exists). */
export function useFocusRequest<Element extends HTMLElement>() {
  const ref = useRef<Element | null>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) ref.current?.focus();
  }, [requests]);
  return { ref, requestFocus: () => setRequests((count) => count + 1) };
}

/** A section of the member center: a landmark named by its h2, with room under the sticky header. */
export function DashboardSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section className="dash-section" id={id} aria-labelledby={titleId}>
      <h2 className="dash-section__title" id={titleId}>
        {title}
      </h2>
      {intro ? <p className="dash-section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** Visible text for sighted people; a longer name for assistive technology ("Remove" -> "Remove Sat, Jun 6"). */
export function HiddenText({ children }: { children: ReactNode }) {
  return <span className="dash-visually-hidden">{children}</span>;
}
