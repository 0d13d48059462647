import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import "./account.css";

/** What a field's control needs to be labelled, described and marked invalid. */
export type ControlProps = {
  id: string;
  name: string;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

export type FieldFrameProps = {
  id: string;
  name: string;
  label: ReactNode;
  /** Shown after the label, in lighter text: "(optional)". */
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Shown after the error message, inside it (a "Log in instead" link). */
  errorAction?: ReactNode;
};

type FormFieldProps = FieldFrameProps & {
  /** Draws the control with the ids and states it must carry. */
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled field: label, optional hint, the control, then the error message, with the control
 * described by the hint and the error and marked invalid while there is an error.
 */
export function FormField({ id, name, label, optional, hint, error, errorAction, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={id}>
        {label}
        {optional ? <span className="account-field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p className="account-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        className: "account-field__input",
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {error ? (
        <p className="account-field__error" id={errorId}>
          <span className="visually-hidden">Error: </span>
          {error}
          {errorAction ? <> {errorAction}</> : null}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "className" | "children"> & {
    inputRef?: Ref<HTMLInputElement>;
  };

/** A FormField with a text-like `<input>`; other attributes go to the input. */
export function TextField({ id, name, label, optional, hint, error, errorAction, inputRef, ...input }: TextFieldProps) {
  return (
    <FormField
      id={id}
      name={name}
      label={label}
      optional={optional}
      hint={hint}
      error={error}
      errorAction={errorAction}
    >
      {(control) => <input ref={inputRef} type="text" {...input} {...control} />}
    </FormField>
  );
}
