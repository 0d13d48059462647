import { type FormEvent, useId, useState } from "react";
import { PASSWORD_LIMITS } from "#features/accounts/accounts.rules.ts";
import { changePassword } from "./dashboard.calls.ts";
import {
  DASHBOARD_MESSAGES,
  loginPath,
  NEW_PASSWORD_HINT,
  PASSWORD_CHANGED,
  passwordProblems,
  placeFieldErrors,
  readFailure,
} from "./dashboard.logic.ts";
import { DashboardSection, ErrorSummary, StatusMessage, TextField, useFocusRequest } from "./form-parts.tsx";
import "./dashboard.css";

const PASSWORD_FIELDS = ["currentPassword", "newPassword"] as const;
type PasswordField = (typeof PASSWORD_FIELDS)[number];

/** Changing the password: PUT /api/v1/accounts/{accountId}. The session stays logged in. */
export function PasswordForm({
  accountId,
  email,
  returnTo,
}: {
  accountId: number;
  /** The account's email, for password managers to know whose password changes. */
  email: string;
  returnTo: string;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<PasswordField, string>>({ currentPassword: "", newPassword: "" });
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [others, setOthers] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [status, setStatus] = useState("");
  const [saving, setSaving] = useState(false);
  const { ref: summaryRef, requestFocus: focusSummary } = useFocusRequest<HTMLDivElement>();
  const inputId = (field: PasswordField) => `${id}-${field}`;
  const set = (field: PasswordField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setStatus("");
    const problems = passwordProblems(values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setOthers([]);
      setFormError(DASHBOARD_MESSAGES.checkFields);
      setSessionEnded(false);
      focusSummary();
      return;
    }
    setSaving(true);
    try {
      await changePassword(accountId, values);
      setValues({ currentPassword: "", newPassword: "" });
      setErrors({});
      setOthers([]);
      setFormError(undefined);
      setSessionEnded(false);
      setStatus(PASSWORD_CHANGED);
    } catch (error) {
      const failure = readFailure(error);
      const placed = placeFieldErrors(failure.fields, PASSWORD_FIELDS);
      const hasFields = Object.keys(placed.errors).length > 0;
      setErrors(placed.errors);
      setOthers(placed.others);
      setFormError(hasFields ? "Your password was not changed." : failure.message);
      setSessionEnded(failure.code === "UNAUTHENTICATED");
      focusSummary();
    } finally {
      setSaving(false);
    }
  };

  const summaryItems = PASSWORD_FIELDS.flatMap((field) =>
    errors[field] ? [{ inputId: inputId(field), message: errors[field] }] : [],
  );

  return (
    <DashboardSection id="password" title="Password">
      <ErrorSummary
        summaryRef={summaryRef}
        message={formError}
        items={summaryItems}
        others={others}
        loginHref={sessionEnded ? loginPath(returnTo) : undefined}
      />
      <form className="dash-form dash-form--narrow" noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
        {/* Chrome's advice: a hidden username field tells password managers which account this is. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          id={inputId("currentPassword")}
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set("currentPassword")}
          error={errors.currentPassword}
          maxLength={PASSWORD_LIMITS.max}
          required
        />
        <TextField
          id={inputId("newPassword")}
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
          value={values.newPassword}
          onChange={set("newPassword")}
          error={errors.newPassword}
          maxLength={PASSWORD_LIMITS.max}
          required
        />
        <div className="dash-form__actions">
          <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
            {saving ? "Saving…" : "Change password"}
          </button>
        </div>
        <StatusMessage message={status} />
      </form>
    </DashboardSection>
  );
}
