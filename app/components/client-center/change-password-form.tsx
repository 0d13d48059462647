import { Form, useLocation } from "react-router";
import { PASSWORD_LIMITS } from "#features/accounts/accounts.rules.ts";
import { useAccountForm } from "../account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import type { FieldErrors } from "../forms/form-errors.ts";
import { NewPasswordField, PasswordField } from "../forms/password-field.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useFormTarget, useSending } from "#app/components/forms/page-forms.ts";
import { answerFor, type FormAnswer } from "../marketplace/marketplace-forms.ts";
import { ACCOUNT_INTENTS, ACCOUNT_NOTICES, PASSWORD_CHANGED_NOTE, PASSWORD_FIELDS } from "./client-center.logic.ts";
import "./client-center.css";

type PasswordFieldName = (typeof PASSWORD_FIELDS)[number];

const fieldId = (field: PasswordFieldName) => `change-password-${field}`;

/**
 * "Change your password": the current and the new one, posted to the page's action (intent
 * `password`). Every other session ends; this one carries on with new cookies. The route's `validate`
 * checks lengths as typed; the action also refuses a wrong current password and a common new one.
 */
export function ChangePasswordForm({
  email,
  notice,
  answer,
  validate,
}: {
  /** The account's email, offered to password managers as the user name of the new password. */
  email: string;
  /** The notice of the form that just succeeded (`?notice=`). */
  notice: string | null;
  answer: FormAnswer | undefined;
  validate: (form: FormData) => FieldErrors<PasswordFieldName>;
}) {
  const refused = answerFor(answer, ACCOUNT_INTENTS.password);
  const form = useAccountForm({ fields: PASSWORD_FIELDS, validate, feedback: refused?.feedback });
  const sending = useSending(ACCOUNT_INTENTS.password);
  const target = useFormTarget();
  // Each answer (a redirect after the change, or a refusal) starts with empty password boxes.
  const { key } = useLocation();
  return (
    <Form
      key={key}
      method="post"
      action={target}
      className="client-center__form"
      preventScrollReset
      {...form.formProps}
    >
      <input type="hidden" name="intent" value={ACCOUNT_INTENTS.password} />
      <StatusMessage message={notice === ACCOUNT_NOTICES.passwordChanged ? PASSWORD_CHANGED_NOTE : undefined} />
      <ErrorSummary
        message={form.message}
        items={summaryItems(PASSWORD_FIELDS, form.errors, fieldId)}
        summaryRef={form.summaryRef}
        headingLevel={3}
      />
      {/* Password managers file the new password under this user name; nobody sees or edits it. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        id={fieldId("currentPassword")}
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_LIMITS.max}
        error={form.errors.currentPassword}
      />
      <NewPasswordField
        id={fieldId("newPassword")}
        name="newPassword"
        label="New password"
        error={form.errors.newPassword}
      />
      <div className="form-actions">
        <SubmitButton label="Change password" busyLabel="Changing…" busy={sending} />
      </div>
    </Form>
  );
}
