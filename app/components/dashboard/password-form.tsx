import { useId } from "react";
import { Form } from "react-router";
import { PASSWORD_LIMITS } from "#features/accounts/accounts.rules.ts";
import { useAccountForm } from "../account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import type { FieldErrors } from "../forms/form-errors.ts";
import { NewPasswordField, PasswordField } from "../forms/password-field.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useSending } from "#app/components/forms/page-forms.ts";
import type { FormAnswer } from "../marketplace/marketplace-forms.ts";
import { DASHBOARD_INTENTS, PASSWORD_FIELDS } from "./dashboard-forms.logic.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import "./dashboard.css";

type PasswordFieldName = (typeof PASSWORD_FIELDS)[number];

/**
 * Changing the password, posted to the page's action (intent `password`). The session stays logged
 * in; the passwords typed are never sent back to the page.
 */
export function PasswordForm({
  email,
  refused,
  note,
  validate,
}: {
  /** The account's email, for password managers to know whose password changes. */
  email: string;
  refused: FormAnswer | undefined;
  note: string | undefined;
  validate: (form: FormData) => FieldErrors<PasswordFieldName>;
}) {
  const id = useId();
  const form = useAccountForm({ fields: PASSWORD_FIELDS, validate, feedback: refused?.feedback });
  const sending = useSending(DASHBOARD_INTENTS.password);
  const { errors } = form;
  const inputId = (field: PasswordFieldName) => `${id}-${field}`;
  const named = Object.values(errors).some(Boolean);

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
      <Form method="post" className="dash-form dash-form--narrow" preventScrollReset {...form.formProps}>
        <input type="hidden" name="intent" value={DASHBOARD_INTENTS.password} />
        <ErrorSummary
          summaryRef={form.summaryRef}
          headingLevel={3}
          message={form.message ?? (named ? "Your password was not changed." : undefined)}
          items={summaryItems(PASSWORD_FIELDS, errors, inputId)}
        />
        {/* Chrome's advice: a hidden username field tells password managers which account this is. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          id={inputId("currentPassword")}
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword}
          maxLength={PASSWORD_LIMITS.max}
          required
        />
        <NewPasswordField
          id={inputId("newPassword")}
          name="newPassword"
          label="New password"
          error={errors.newPassword}
        />
        <div className="form-actions">
          <SubmitButton label="Change password" busyLabel="Saving…" busy={sending} />
        </div>
        <StatusMessage message={note} />
      </Form>
    </DashboardSection>
  );
}
