import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { ACCOUNT_MESSAGES } from "#features/accounts/accounts.rules.ts";
import { forgotPasswordFormSchema } from "#features/accounts/accounts.schema.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { useAccountForm } from "#app/components/account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "#app/components/forms/error-summary.tsx";
import { issuesByField, deferredSchema, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import { EmailField } from "#app/components/forms/form-field.tsx";
import { StatusMessage } from "#app/components/forms/status-message.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { accountMeta, accountPage, refusal } from "./account-forms.ts";
import type { Route } from "./+types/forgot-password.ts";

const FIELDS = ["email"] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `forgot-password-${field}`;

/** The action's schema, for the browser's checks as typed: it loads after the page (decision 019). */
const browserForgotPasswordFormSchema = deferredSchema(
  async () => (await import("#features/accounts/accounts.schema.ts")).forgotPasswordFormSchema,
);

function validate(form: FormData) {
  return schemaErrors(browserForgotPasswordFormSchema, FIELDS, textValues(form, FIELDS));
}

/** `/forgot-password`: asks for a link to choose a new password. */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return {
    page: accountPage(
      "/forgot-password",
      config.publicOrigin,
      "Forgot your password?",
      "Enter the email address of your Marquee account and we'll send you a link to choose a new password.",
    ),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = textValues(form, FIELDS);
  const parsed = forgotPasswordFormSchema.safeParse(values);
  if (!parsed.success) return refusal(400, values, issuesByField(FIELDS, parsed.error.issues));
  // The same answer whether or not an account uses the address: the page never tells who has one.
  await context.get(servicesContext).accounts.requestPasswordReset(parsed.data.email);
  return { sent: true as const };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountMeta(loaderData?.page, { noindex: true });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const refused = actionData && "feedback" in actionData ? actionData : undefined;
  const sent = Boolean(actionData && "sent" in actionData);
  const form = useAccountForm({ fields: FIELDS, validate, feedback: refused?.feedback });
  const sentRef = useRef<HTMLDivElement>(null);

  // The form is gone once the link is asked for: keep the focus on what replaced it.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  return (
    <AuthCard
      title="Forgot your password?"
      lead={
        sent
          ? undefined
          : "Enter the email address you use for Marquee and we'll send you a link to choose a new password."
      }
      footer={
        <p>
          Remembered it?{" "}
          <Link className="auth-link" to="/login">
            Back to log in
          </Link>
        </p>
      }
    >
      {sent ? (
        <div className="auth-form" ref={sentRef} tabIndex={-1}>
          <StatusMessage message={ACCOUNT_MESSAGES.resetRequested} />
          <p className="auth-form__note">
            No email after a few minutes? Check your spam folder, or{" "}
            <Link className="auth-link" to="/forgot-password">
              ask for another link
            </Link>
            .
          </p>
        </div>
      ) : (
        <Form method="post" className="auth-form" {...form.formProps}>
          <ErrorSummary
            message={form.message}
            items={summaryItems(FIELDS, form.errors, fieldId)}
            summaryRef={form.summaryRef}
          />
          <EmailField
            id={fieldId("email")}
            name="email"
            required
            defaultValue={refused?.values.email}
            error={form.errors.email}
          />
          <SubmitButton label="Send me a link" busyLabel="Sending…" fullWidth />
        </Form>
      )}
    </AuthCard>
  );
}
