import { data, Form, Link, redirectDocument } from "react-router";
import { requestContext, servicesContext } from "#features/services.server.ts";
import { ACCOUNT_MESSAGES } from "#features/accounts/accounts.rules.ts";
import { resetPasswordFormSchema } from "#features/accounts/accounts.schema.ts";
import type { SignedIn } from "#features/accounts/accounts.service.server.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { useAccountForm } from "#app/components/account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "#app/components/forms/error-summary.tsx";
import { issuesByField, deferredSchema, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import { NewPasswordField } from "#app/components/forms/password-field.tsx";
import { StatusMessage } from "#app/components/forms/status-message.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { accountMeta, accountPage, defaultLanding, refusal } from "./account-forms.ts";
import { actionRefusal, sessionHeaders } from "../session.server.ts";
import type { Route } from "./+types/reset-password.ts";

const FIELDS = ["newPassword"] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `reset-password-${field}`;

/** The action's schema, for the browser's checks as typed: it loads after the page (decision 019). */
const browserResetPasswordFormSchema = deferredSchema(
  async () => (await import("#features/accounts/accounts.schema.ts")).resetPasswordFormSchema,
);

function validate(form: FormData) {
  return schemaErrors(browserResetPasswordFormSchema, FIELDS, textValues(form, FIELDS));
}

/** The page's words: an account that never had a password (a new planner, a claimed listing) chooses one. */
function wording(firstPassword: boolean) {
  return firstPassword
    ? { title: "Choose a password", label: "Password", button: "Save my password and log in" }
    : { title: "Choose a new password", label: "New password", button: "Save my new password and log in" };
}

/**
 * `/reset-password/:token`: the link from a reset email, or the one that lets the owner of an account
 * without a password choose one. Saving signs them in at once: the link proved the email, as a log-in
 * would. A used or expired link answers 410 Gone.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const link = await services.accounts.previewResetLink(params.token);
  const { title } = wording(link?.firstPassword ?? false);
  const page = accountPage(null, services.config.publicOrigin, title, `${title} for your Marquee account.`);
  return link
    ? { page, usable: true, firstPassword: link.firstPassword }
    : data({ page, usable: false, firstPassword: false }, { status: 410 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await request.formData();
  const parsed = resetPasswordFormSchema.safeParse(textValues(form, FIELDS));
  if (!parsed.success) return refusal(400, {}, issuesByField(FIELDS, parsed.error.issues));
  let signedIn: SignedIn;
  try {
    signedIn = await services.accounts.resetPassword(
      params.token,
      parsed.data.newPassword,
      context.get(requestContext).ip,
    );
  } catch (error) {
    return actionRefusal(error, {}, undefined, FIELDS);
  }
  // A whole new document: the header, the root's data and every cached answer start again logged in.
  throw redirectDocument(defaultLanding(signedIn.userType), { headers: sessionHeaders(services, signedIn.tokens) });
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The address holds the reset token: never sent to another site as a referrer, never indexed.
  // ("no-referrer" would also blank the Origin of the page's own form post, which then fails the CSRF check.)
  return [...accountMeta(loaderData?.page, { noindex: true }), { name: "referrer", content: "same-origin" }];
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const form = useAccountForm({ fields: FIELDS, validate, feedback: actionData?.feedback });
  const askAgain = (
    <Link className="auth-link" to="/forgot-password">
      Ask for a new link
    </Link>
  );

  if (!loaderData.usable) {
    return (
      <AuthCard title="This link can't be used" footer={<p>{askAgain}</p>}>
        <StatusMessage tone="info" message={ACCOUNT_MESSAGES.resetLinkInvalid} />
      </AuthCard>
    );
  }

  const { title, label, button } = wording(loaderData.firstPassword);
  return (
    <AuthCard
      title={title}
      lead="You're logged in as soon as it is saved, and log in with it from then on."
      footer={<p>Link not working? {askAgain}</p>}
    >
      <Form method="post" className="auth-form" {...form.formProps}>
        <ErrorSummary
          message={form.message}
          items={summaryItems(FIELDS, form.errors, fieldId)}
          summaryRef={form.summaryRef}
        />
        <NewPasswordField
          id={fieldId("newPassword")}
          name="newPassword"
          label={label}
          error={form.errors.newPassword}
        />
        <SubmitButton label={button} busyLabel="Saving…" fullWidth />
      </Form>
    </AuthCard>
  );
}
