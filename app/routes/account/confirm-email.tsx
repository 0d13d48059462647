import { Form, Link } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { ACCOUNT_MESSAGES } from "#features/accounts/accounts.rules.ts";
import { resendConfirmationFormSchema } from "#features/accounts/accounts.schema.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { useAccountForm } from "#app/components/account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "#app/components/forms/error-summary.tsx";
import { deferredSchema, issuesByField, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import { EmailField } from "#app/components/forms/form-field.tsx";
import { StatusMessage } from "#app/components/forms/status-message.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { accountMeta, accountPage, refusal } from "./account-forms.ts";
import type { Route } from "./+types/confirm-email.ts";

const FIELDS = ["email"] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `confirm-email-${field}`;

/** The action's schema, for the browser's checks as typed: it loads after the page (decision 019). */
const browserSchema = deferredSchema(
  async () => (await import("#features/accounts/accounts.schema.ts")).resendConfirmationFormSchema,
);

function validate(form: FormData) {
  return schemaErrors(browserSchema, FIELDS, textValues(form, FIELDS));
}

/** `/confirm-email`: "Send the link again" for an account still waiting for its email to be confirmed. */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return {
    page: accountPage(
      "/confirm-email",
      config.publicOrigin,
      "Confirm your email",
      "Ask for a new link to confirm the email address of your Marquee account.",
    ),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = textValues(form, FIELDS);
  const parsed = resendConfirmationFormSchema.safeParse(values);
  if (!parsed.success) return refusal(400, values, issuesByField(FIELDS, parsed.error.issues));
  // The same answer for every address: the page never tells who has an account, or whether it is confirmed.
  await context.get(servicesContext).accounts.resendVerification(parsed.data.email);
  return { sent: { email: parsed.data.email } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountMeta(loaderData?.page, { noindex: true });
}

export default function ConfirmEmail({ actionData }: Route.ComponentProps) {
  const refused = actionData && "feedback" in actionData ? actionData : undefined;
  const sent = actionData && "sent" in actionData ? actionData.sent : undefined;
  const form = useAccountForm({ fields: FIELDS, validate, feedback: refused?.feedback });
  return (
    <AuthCard
      title="Confirm your email"
      lead={sent ? undefined : "Enter the address you signed up with and we'll send you a new link to confirm it."}
      footer={
        <p>
          Confirmed already?{" "}
          <Link className="auth-link" to="/login">
            Log in
          </Link>
        </p>
      }
    >
      <Form method="post" className="auth-form" {...form.formProps}>
        <StatusMessage message={sent ? ACCOUNT_MESSAGES.linkSentAgain : undefined} />
        <ErrorSummary
          message={form.message}
          items={summaryItems(FIELDS, form.errors, fieldId)}
          summaryRef={form.summaryRef}
        />
        <EmailField
          id={fieldId("email")}
          name="email"
          required
          defaultValue={sent?.email ?? refused?.values.email}
          error={form.errors.email}
        />
        <SubmitButton label="Send the link again" busyLabel="Sending…" fullWidth />
      </Form>
    </AuthCard>
  );
}
