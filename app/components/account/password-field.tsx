import { type InputHTMLAttributes, useEffect, useRef, useState } from "react";
import { type FieldFrameProps, FormField } from "./form-field.tsx";
import { useHydrated } from "./use-account-form.ts";
import "./account.css";

type PasswordFieldProps = FieldFrameProps & {
  autoComplete: "current-password" | "new-password";
} & Pick<InputHTMLAttributes<HTMLInputElement>, "required" | "minLength" | "maxLength">;

function EyeIcon() {
  return (
    <svg
      className="password-field__icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

/**
 * A password box with a "Show password" toggle button: pressed (aria-pressed) while the text is
 * shown; its name stays the same either way, as a toggle's should. The toggle needs scripts, so it
 * appears once they run. The text is hidden again when the form is sent, so browsers still offer to
 * save it as a password.
 */
export function PasswordField({ autoComplete, required, minLength, maxLength, ...frame }: PasswordFieldProps) {
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
            type={visible ? "text" : "password"}
            autoComplete={autoComplete}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            required={required}
            minLength={minLength}
            maxLength={maxLength}
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
              <EyeIcon />
              <span aria-hidden="true">Show</span>
            </button>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
