import { Form } from "react-router";
import { emailChangeSentMessage, PASSWORD_LIMITS } from "#features/accounts/accounts.rules.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import type { FieldErrors } from "../forms/form-errors.ts";
import { EmailField } from "../forms/form-field.tsx";
import { PasswordField } from "../forms/password-field.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { type FormFeedback, useAccountForm } from "./use-account-form.ts";
import "./account.css";

export const CHANGE_EMAIL_FIELDS = ["email", "currentPassword"] as const;
export type ChangeEmailField = (typeof CHANGE_EMAIL_FIELDS)[number];

/** What the page's action answered: a refusal (by field), or the address the confirmation link went to. */
export type ChangeEmailAnswer =
  { feedback: FormFeedback<ChangeEmailField>; values: { email: string } } | { emailChange: { sentTo: string | null } };

/**
 * A new log-in email: the address and the current password, posted to the page's own action (it
 * works without scripts). Nothing changes until the link sent to the new address is opened.
 */
export function ChangeEmailForm({
  idPrefix,
  currentEmail,
  answer,
  validate,
}: {
  idPrefix: string;
  /** The email the account logs in with now, when the page knows it. */
  currentEmail: string | undefined;
  answer: ChangeEmailAnswer | undefined;
  /** The action's schema, passed in by the route (components never import zod). */
  validate: (form: FormData) => FieldErrors<ChangeEmailField>;
}) {
  const refused = answer && "feedback" in answer ? answer : undefined;
  const sentTo = answer && "emailChange" in answer ? answer.emailChange.sentTo : undefined;
  const form = useAccountForm({ fields: CHANGE_EMAIL_FIELDS, validate, feedback: refused?.feedback });
  const fieldId = (field: ChangeEmailField) => `${idPrefix}-${field}`;
  const note =
    sentTo === undefined
      ? undefined
      : sentTo === null
        ? "That's already your log-in email: nothing to change."
        : emailChangeSentMessage(sentTo);
  return (
    <Form method="post" className="auth-form" {...form.formProps}>
      {currentEmail ? (
        <p className="auth-current-email">
          You log in with <strong>{currentEmail}</strong>.
        </p>
      ) : null}
      <StatusMessage message={note} />
      <ErrorSummary
        message={form.message}
        items={summaryItems(CHANGE_EMAIL_FIELDS, form.errors, fieldId)}
        summaryRef={form.summaryRef}
      />
      <EmailField
        id={fieldId("email")}
        name="email"
        label="New email address"
        required
        defaultValue={refused?.values.email}
        error={form.errors.email}
      />
      <PasswordField
        id={fieldId("currentPassword")}
        name="currentPassword"
        label="Your current password"
        hint="So we know it's you."
        autoComplete="current-password"
        required
        maxLength={PASSWORD_LIMITS.max}
        error={form.errors.currentPassword}
      />
      <SubmitButton label="Send a confirmation link" busyLabel="Sending…" />
    </Form>
  );
}
