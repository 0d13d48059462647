import type { ChangeEvent, HTMLInputAutoCompleteAttribute, ReactNode, Ref } from "react";
import "../content/content.css";
import "./client-center.css";

export type SummaryItem = { fieldId: string; message: string };

/**
 * The list of a refused submission's problems, focused by the form after a failed submit so a screen
 * reader reads it at once; each entry moves focus to its field.
 */
export function ErrorSummary({
  id,
  items,
  summaryRef,
}: {
  id: string;
  items: readonly SummaryItem[];
  summaryRef: Ref<HTMLDivElement>;
}) {
  if (items.length === 0) return null;
  return (
    <div className="client-center__summary" ref={summaryRef} tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h3 className="client-center__summary-title" id={`${id}-title`}>
        {items.length === 1 ? "There is a problem" : `There are ${items.length} problems`}
      </h3>
      <ul className="client-center__summary-list">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a
              href={`#${item.fieldId}`}
              className="client-center__summary-link"
              onClick={(event) => {
                const field = document.getElementById(item.fieldId);
                if (!field) return;
                event.preventDefault();
                field.focus();
                field.scrollIntoView({ block: "center" });
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

type TextFieldProps = {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: "text" | "email" | "tel";
  required?: boolean;
  maxLength?: number;
  minLength?: number;
  disabled?: boolean;
};

/** One labelled input with its hint and its message, tied together with aria-describedby. */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  type = "text",
  autoComplete,
  inputMode,
  required = false,
  maxLength,
  minLength,
  disabled,
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        className="field__input"
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        maxLength={maxLength}
        minLength={minLength}
        disabled={disabled}
        spellCheck={type === "email" || type === "password" ? false : undefined}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p className="field__error" id={errorId}>
          <span aria-hidden="true">! </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The polite live region of a form: present from the first render, so a note put into it later is
 * read out (the success note after saving).
 */
export function FormNote({ note }: { note: string }) {
  return (
    <div role="status" className="form-status">
      {note ? <p className="form-status__message form-status__message--sent">{note}</p> : null}
    </div>
  );
}

/** A problem that belongs to no field (the network, the session): announced as soon as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="form-status">
      {children ? <div className="form-status__message form-status__message--error">{children}</div> : null}
    </div>
  );
}
