import { useId } from "react";
import { PASSWORD_LIMITS } from "#features/accounts/accounts.rules.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { NewPasswordField, PasswordField } from "../forms/password-field.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import {
  PASSWORD_FIELDS,
  type PasswordField as PasswordFieldName,
  type PasswordValues,
  type Validate,
} from "./client-center.logic.ts";
import { ClientFormMessages, useClientForm } from "./use-client-form.tsx";
import "./client-center.css";

const EMPTY_VALUES: PasswordValues = { currentPassword: "", newPassword: "" };

export const PASSWORD_CHANGED_NOTE = "Your password has been changed. You are still logged in.";

/**
 * "Change your password": `PUT /api/v1/accounts/{accountId}` with the current and the new password.
 * The session stays logged in (the server sends new cookies). The page's `validate` checks lengths;
 * the server also refuses a wrong current password and a common new one, by field.
 */
export function ChangePasswordForm({
  accountId,
  validate,
  logInHref,
  email,
}: {
  accountId: number;
  validate: Validate<PasswordFieldName>;
  logInHref: string;
  /** The account's email, offered to password managers as the user name of the new password. */
  email?: string;
}) {
  const id = useId();
  const form = useClientForm(PASSWORD_FIELDS, validate, EMPTY_VALUES);
  const { values, errors } = form;
  const fieldId = (field: PasswordFieldName) => `${id}-${field}`;
  const onSubmit = form.onSubmit({
    send: async (body) => {
      await apiRequest(`/api/v1/accounts/${accountId}`, { method: "PUT", body });
      form.setValues(EMPTY_VALUES);
      return PASSWORD_CHANGED_NOTE;
    },
    sessionEnded: "Your session has ended, so your password was not changed.",
    failed: "We couldn't change your password. Check your connection and try again.",
  });

  return (
    <form className="client-center__form" noValidate onSubmit={onSubmit} aria-busy={form.saving || undefined}>
      <ClientFormMessages
        form={form}
        fields={PASSWORD_FIELDS}
        fieldId={fieldId}
        logInHref={logInHref}
        afterLogIn="and then change your password."
      />
      {email ? (
        // Password managers file the new password under this user name; nobody sees or edits it.
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      ) : null}
      <PasswordField
        id={fieldId("currentPassword")}
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_LIMITS.max}
        value={values.currentPassword}
        error={errors.currentPassword}
        onValueChange={(value) => form.change("currentPassword", value)}
      />
      <NewPasswordField
        id={fieldId("newPassword")}
        name="newPassword"
        label="New password"
        value={values.newPassword}
        error={errors.newPassword}
        onValueChange={(value) => form.change("newPassword", value)}
      />
      <div className="form-actions">
        <SubmitButton label="Change password" busyLabel="Changing…" busy={form.saving} />
      </div>
    </form>
  );
}
