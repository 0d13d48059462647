import { type InputHTMLAttributes, useEffect, useRef, useState } from "react";
import { PASSWORD_LIMITS } from "#features/accounts/accounts.rules.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { EyeIcon } from "../icons.tsx";
import { type FieldFrameProps, FormField } from "./form-field.tsx";
import "./forms.css";

type PasswordFieldProps = FieldFrameProps & {
  autoComplete: "current-password" | "new-password";
  /** Called with the new text, for forms that keep their values in state. */
  onValueChange?: (value: string) => void;
} & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "name" | "required" | "minLength" | "maxLength" | "value" | "defaultValue"
  >;

/**
 * A password box with a "Show password" toggle button: pressed (aria-pressed) while the text is
 * shown; its name stays the same either way, as a toggle's should. The toggle needs scripts, so it
 * appears once they run. The text is hidden again when the form is sent, so browsers still offer to
 * save it as a password.
 */
export function PasswordField({
  autoComplete,
  onValueChange,
  name,
  required,
  minLength,
  maxLength,
  value,
  defaultValue,
  ...frame
}: PasswordFieldProps) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const hide = () => setVisible(false);
    form.addEventListener("submit", hide);
    return () => form.removeEventListener("submit", hide);
  }, []);

  return (
    <FormField {...frame}>
      {(control) => (
        <div
          className={
            hydrated ? "password-field__control password-field__control--with-toggle" : "password-field__control"
          }
        >
          <input
            {...control}
            ref={inputRef}
            name={name}
            type={visible ? "text" : "password"}
            autoComplete={autoComplete}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            required={required}
            minLength={minLength}
            maxLength={maxLength}
            value={value}
            defaultValue={defaultValue}
            onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
          />
          {hydrated ? (
            <button
              type="button"
              className="password-field__toggle"
              aria-pressed={visible}
              aria-controls={control.id}
              aria-label="Show password"
              onClick={() => setVisible((current) => !current)}
            >
              <EyeIcon className="password-field__icon" />
              <span aria-hidden="true">Show</span>
            </button>
          ) : null}
        </div>
      )}
    </FormField>
  );
}

/** The hint under every box for choosing a password. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_LIMITS.min} characters; a passphrase of a few words is great`;

/** A box for choosing a password: the site's length rules and hint, and the `new-password` autocomplete. */
export function NewPasswordField(
  props: Omit<PasswordFieldProps, "autoComplete" | "hint" | "required" | "minLength" | "maxLength">,
) {
  return (
    <PasswordField
      {...props}
      autoComplete="new-password"
      hint={NEW_PASSWORD_HINT}
      required
      minLength={PASSWORD_LIMITS.min}
      maxLength={PASSWORD_LIMITS.max}
    />
  );
}
