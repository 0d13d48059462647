import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import "./forms.css";

export function hintIdFor(controlId: string): string {
  return `${controlId}-hint`;
}

export function errorIdFor(controlId: string): string {
  return `${controlId}-error`;
}

/** The ids a control is described by: its error first (read before the hint), then its hint. */
export function describedBy(controlId: string, error: string | undefined, hasHint: boolean): string | undefined {
  return (
    [error ? errorIdFor(controlId) : null, hasHint ? hintIdFor(controlId) : null].filter(Boolean).join(" ") || undefined
  );
}

/**
 * A field's message, tied to its control by id (`describedBy`). Screen readers hear "Error:" first;
 * `action` follows the message inside it (a "Go to log in" link).
 */
export function FieldError({
  controlId,
  message,
  action,
}: {
  controlId: string;
  message: string | undefined;
  action?: ReactNode;
}) {
  if (!message) return null;
  return (
    <p className="form-field__error" id={errorIdFor(controlId)}>
      <span className="visually-hidden">Error: </span>
      {message}
      {action ? <> {action}</> : null}
    </p>
  );
}

/** What a field's control needs to be labelled, described and marked invalid. */
export type ControlProps = {
  id: string;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

export type FieldFrameProps = {
  /** The control's id: the label points at it, the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  /** Shown after the label, in lighter text: "(optional)". */
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Shown after the error message, inside it (a "Go to log in" link). */
  errorAction?: ReactNode;
  /** More class names for the field's wrapper, to place it in the form's layout. */
  className?: string;
};

type FormFieldProps = FieldFrameProps & {
  /** Draws the control with the ids and states it must carry. */
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled field: label, optional hint, the control, then the error message, with the control
 * described by the error and the hint and marked invalid while there is an error.
 */
export function FormField({ id, label, optional, hint, error, errorAction, className, children }: FormFieldProps) {
  const hasHint = hint !== undefined && hint !== null && hint !== "";
  return (
    <div className={className ? `form-field ${className}` : "form-field"}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {optional ? <span className="form-field__optional"> (optional)</span> : null}
      </label>
      {hasHint ? (
        <p className="form-field__hint" id={hintIdFor(id)}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        className: "form-field__input",
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, error, hasHint),
      })}
      <FieldError controlId={id} message={error} action={errorAction} />
    </div>
  );
}

/** The attributes FormField sets on the control itself. */
type Managed = "id" | "className" | "children" | "aria-invalid" | "aria-describedby";

/** Called with the control's new text, for forms that keep their values in state. */
type ValueChange = { onValueChange?: (value: string) => void };

type InputControl = {
  as?: "input";
  /** Text before the box, such as "$". */
  prefix?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, Managed | "prefix"> &
  ValueChange;
type TextareaControl = { as: "textarea" } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Managed> & ValueChange;
type SelectControl = { as: "select"; children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, Managed> &
  ValueChange;

export type TextFieldProps = FieldFrameProps & (InputControl | TextareaControl | SelectControl);

function changeHandler<Element extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
  onChange: ((event: ChangeEvent<Element>) => void) | undefined,
  onValueChange: ((value: string) => void) | undefined,
) {
  if (!onChange && !onValueChange) return undefined;
  return (event: ChangeEvent<Element>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
}

function Control({ props, control }: { props: InputControl | TextareaControl | SelectControl; control: ControlProps }) {
  if (props.as === "textarea") {
    const { as: _as, onChange, onValueChange, ...attributes } = props;
    return (
      <textarea
        {...attributes}
        {...control}
        className={`${control.className} form-field__textarea`}
        onChange={changeHandler(onChange, onValueChange)}
      />
    );
  }
  if (props.as === "select") {
    const { as: _as, onChange, onValueChange, children, ...attributes } = props;
    return (
      <select
        {...attributes}
        {...control}
        className={`${control.className} form-field__select`}
        onChange={changeHandler(onChange, onValueChange)}
      >
        {children}
      </select>
    );
  }
  const { as: _as, prefix, type = "text", onChange, onValueChange, ...attributes } = props;
  const input = <input type={type} {...attributes} {...control} onChange={changeHandler(onChange, onValueChange)} />;
  if (!prefix) return input;
  return (
    <div className="form-field__affix">
      <span className="form-field__prefix" aria-hidden="true">
        {prefix}
      </span>
      {input}
    </div>
  );
}

/**
 * A FormField with its control: a text-like `<input>` (the default), a `<textarea>` (`as="textarea"`)
 * or a `<select>` (`as="select"`, the options as children). Other attributes go to the control; use
 * `defaultValue` in a route's form, or `value` with `onValueChange` in a form that keeps state.
 */
export function TextField({ id, label, optional, hint, error, errorAction, className, ...props }: TextFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      optional={optional}
      hint={hint}
      error={error}
      errorAction={errorAction}
      className={className}
    >
      {(control) => <Control props={props} control={control} />}
    </FormField>
  );
}

type EmailFieldProps = Omit<FieldFrameProps, "label"> & {
  /** "Email address" unless told otherwise. */
  label?: ReactNode;
} & Omit<InputControl, "as" | "type" | "prefix">;

/**
 * An email address box: the email keyboard, no capitals or spelling fixes, the longest address there
 * is (254), and the `email` autocomplete unless told otherwise (`username` on a log-in form).
 */
export function EmailField({ label = "Email address", autoComplete = "email", ...props }: EmailFieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={254}
      {...props}
    />
  );
}
