import { Form } from "react-router";
import { useAccountForm } from "../account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import type { FieldErrors } from "../forms/form-errors.ts";
import { EmailField, TextField } from "../forms/form-field.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useFormTarget, useSending } from "#app/components/forms/page-forms.ts";
import { answerFor, type FormAnswer } from "../marketplace/marketplace-forms.ts";
import {
  ACCOUNT_INTENTS,
  ACCOUNT_NOTICES,
  PROFILE_FIELDS,
  PROFILE_SAVED_NOTE,
  type ProfileField,
} from "./client-center.logic.ts";
import "./client-center.css";

const ID_PREFIX = "client-profile";
const fieldId = (field: ProfileField) => `${ID_PREFIX}-${field}`;

/**
 * A planner's own details, as the loader read them, posted to the page's action (intent `profile`).
 * The route's `validate` (the action's schema) checks the form as typed; the action's field messages
 * come back beside the fields with what was typed.
 */
export function ClientProfileForm({
  details,
  email,
  notice,
  answer,
  validate,
}: {
  details: Record<ProfileField, string>;
  email: string;
  /** The notice of the form that just succeeded (`?notice=`). */
  notice: string | null;
  answer: FormAnswer | undefined;
  validate: (form: FormData) => FieldErrors<ProfileField>;
}) {
  const refused = answerFor(answer, ACCOUNT_INTENTS.profile);
  const form = useAccountForm({ fields: PROFILE_FIELDS, validate, feedback: refused?.feedback });
  const sending = useSending(ACCOUNT_INTENTS.profile);
  const target = useFormTarget();
  const shown = { ...details, ...refused?.values };
  return (
    <Form method="post" action={target} className="client-center__form" preventScrollReset {...form.formProps}>
      <input type="hidden" name="intent" value={ACCOUNT_INTENTS.profile} />
      <StatusMessage message={notice === ACCOUNT_NOTICES.profileSaved ? PROFILE_SAVED_NOTE : undefined} />
      <ErrorSummary
        message={form.message}
        items={summaryItems(PROFILE_FIELDS, form.errors, fieldId)}
        summaryRef={form.summaryRef}
        headingLevel={3}
      />
      <div className="client-center__pair">
        <TextField
          id={fieldId("firstName")}
          name="firstName"
          label="First name"
          autoComplete="given-name"
          required
          maxLength={60}
          defaultValue={shown.firstName}
          error={form.errors.firstName}
        />
        <TextField
          id={fieldId("lastName")}
          name="lastName"
          label="Last name"
          optional
          autoComplete="family-name"
          maxLength={60}
          defaultValue={shown.lastName}
          error={form.errors.lastName}
        />
      </div>
      <EmailField
        id={`${ID_PREFIX}-email`}
        hint="You log in with this address, and vendors' quotes are sent to it. To change it, use “Change your log-in email” below."
        readOnly
        value={email}
      />
      <TextField
        id={fieldId("phoneNumber")}
        name="phoneNumber"
        type="tel"
        inputMode="tel"
        label="Phone number"
        optional
        hint="Vendors you ask for a quote may call you about your event."
        autoComplete="tel"
        maxLength={30}
        defaultValue={shown.phoneNumber}
        error={form.errors.phoneNumber}
      />
      <div className="form-actions">
        <SubmitButton label="Save details" busyLabel="Saving…" busy={sending} />
      </div>
    </Form>
  );
}
