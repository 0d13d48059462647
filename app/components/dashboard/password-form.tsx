import { type FormEvent, useId, useState } from "react";
import { PASSWORD_LIMITS } from "#features/accounts/accounts.rules.ts";
import { NewPasswordField, PasswordField } from "../forms/password-field.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { changePassword } from "./dashboard.calls.ts";
import { DASHBOARD_MESSAGES, placeFieldErrors } from "./dashboard.logic.ts";
import { PASSWORD_CHANGED, passwordProblems } from "./dashboard-forms.logic.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import { SaveProblemSummary, useDashboardForm } from "./use-dashboard-form.tsx";
import "./dashboard.css";

const PASSWORD_FIELDS = ["currentPassword", "newPassword"] as const;
type PasswordFieldName = (typeof PASSWORD_FIELDS)[number];
const EMPTY_VALUES: Record<PasswordFieldName, string> = { currentPassword: "", newPassword: "" };

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
  const [values, setValues] = useState(EMPTY_VALUES);
  const form = useDashboardForm<PasswordFieldName>();
  const { errors } = form;
  const inputId = (field: PasswordFieldName) => `${id}-${field}`;
  const set = (field: PasswordFieldName) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.saving) return;
    const problems = passwordProblems(values);
    if (Object.keys(problems).length > 0) {
      form.fail({ errors: problems, message: DASHBOARD_MESSAGES.checkFields });
      return;
    }
    void form.save(
      async () => {
        await changePassword(accountId, values);
        setValues(EMPTY_VALUES);
        return PASSWORD_CHANGED;
      },
      (failure) => {
        const placed = placeFieldErrors(failure.fields, PASSWORD_FIELDS);
        const hasFields = Object.keys(placed.errors).length > 0;
        return {
          errors: placed.errors,
          others: placed.others,
          message: hasFields ? "Your password was not changed." : failure.message,
        };
      },
    );
  };

  return (
    <DashboardSection
      id="password"
      title="Password"
      intro={
        <>
          The email you log in with is changed on its own page, with your password and a confirmation link:{" "}
          <a href="/account/email">change your log-in email</a>.
        </>
      }
    >
      <form className="dash-form dash-form--narrow" noValidate onSubmit={onSubmit} aria-busy={form.saving || undefined}>
        <SaveProblemSummary form={form} fields={PASSWORD_FIELDS} fieldId={inputId} returnTo={returnTo} />
        {/* Chrome's advice: a hidden username field tells password managers which account this is. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          id={inputId("currentPassword")}
          label="Current password"
          autoComplete="current-password"
          value={values.currentPassword}
          onValueChange={set("currentPassword")}
          error={errors.currentPassword}
          maxLength={PASSWORD_LIMITS.max}
          required
        />
        <NewPasswordField
          id={inputId("newPassword")}
          label="New password"
          value={values.newPassword}
          onValueChange={set("newPassword")}
          error={errors.newPassword}
        />
        <div className="form-actions">
          <SubmitButton label="Change password" busyLabel="Saving…" busy={form.saving} />
        </div>
        <StatusMessage message={form.status} />
      </form>
    </DashboardSection>
  );
}
