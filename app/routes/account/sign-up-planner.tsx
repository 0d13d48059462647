import { Form, Link, redirectDocument } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { safeReturnPath } from "#features/accounts/accounts.rules.ts";
import { clientSignUpFormSchema } from "#features/accounts/accounts.schema.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { useSignUpAnalytics } from "#app/components/account/sign-up-analytics.ts";
import { SignUpEmailField } from "#app/components/account/sign-up-email-field.tsx";
import { useAccountForm } from "#app/components/account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "#app/components/forms/error-summary.tsx";
import {
  issuesByField,
  pickFieldErrors,
  deferredSchema,
  schemaErrors,
  textValues,
} from "#app/components/forms/form-errors.ts";
import { TextField } from "#app/components/forms/form-field.tsx";
import { NewPasswordField } from "#app/components/forms/password-field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import { accountMeta, accountPage, cookieHeaders, refusal, returnPath } from "./account-forms.ts";
import type { Route } from "./+types/sign-up-planner.ts";

const FIELDS = ["firstName", "email", "phone", "password"] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `sign-up-planner-${field}`;

/** The action's schema, for the browser's checks as typed: it loads after the page (decision 019). */
const browserClientSignUpFormSchema = deferredSchema(
  async () => (await import("#features/accounts/accounts.schema.ts")).clientSignUpFormSchema,
);

function validate(form: FormData) {
  return schemaErrors(browserClientSignUpFormSchema, FIELDS, textValues(form, FIELDS));
}

/** `/signup/planner` (`?returnTo=` a path on this site): a client account for someone planning an event. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return {
    page: accountPage(
      "/signup/planner",
      config.publicOrigin,
      "Sign up to plan your event",
      "Create a free Marquee account to request quotes from entertainers and event vendors and keep your event requests in one place.",
    ),
    returnTo: safeReturnPath(new URL(request.url).searchParams.get("returnTo")) ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = textValues(form, FIELDS);
  const shown = { firstName: values.firstName, email: values.email, phone: values.phone };
  const parsed = clientSignUpFormSchema.safeParse(values);
  if (!parsed.success) return refusal(400, { ...shown, emailTaken: false }, issuesByField(FIELDS, parsed.error.issues));

  const services = context.get(servicesContext);
  const outcome = await services.accounts.signUpClient(parsed.data);
  if (!outcome.ok) {
    const emailTaken = outcome.status === 409;
    const errors = pickFieldErrors(outcome.fields, FIELDS);
    if (emailTaken) errors.email ??= outcome.message;
    return refusal(outcome.status, { ...shown, emailTaken }, errors, outcome.message);
  }
  throw redirectDocument(returnPath(form, request) ?? "/", { headers: cookieHeaders(outcome.setCookies) });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountMeta(loaderData?.page);
}

export default function SignUpPlanner({ loaderData, actionData }: Route.ComponentProps) {
  const { returnTo } = loaderData;
  const values = actionData?.values;
  const analytics = useSignUpAnalytics("planner sign-up", values);
  const form = useAccountForm({ fields: FIELDS, validate, feedback: actionData?.feedback, ...analytics });
  const logInHref = logInPath(returnTo ?? undefined);
  return (
    <AuthCard
      title="Sign up to plan your event"
      lead="Free for planners. Request quotes from entertainers and vendors, and keep your requests in one place."
      footer={
        <>
          <p>
            Already have an account?{" "}
            <Link className="auth-link" to={logInHref}>
              Log in
            </Link>
          </p>
          <p>
            Offer entertainment or event services?{" "}
            <Link className="auth-link" to="/signup/vendor">
              List Your Service
            </Link>
          </p>
        </>
      }
    >
      <Form method="post" className="auth-form" {...form.formProps}>
        <ErrorSummary
          message={form.message}
          items={summaryItems(FIELDS, form.errors, fieldId)}
          summaryRef={form.summaryRef}
        />
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <TextField
          id={fieldId("firstName")}
          name="firstName"
          label="First name"
          autoComplete="given-name"
          required
          maxLength={60}
          defaultValue={values?.firstName}
          error={form.errors.firstName}
        />
        <SignUpEmailField
          id={fieldId("email")}
          defaultValue={values?.email}
          error={form.errors.email}
          emailTaken={values?.emailTaken}
          logInHref={logInHref}
        />
        <TextField
          id={fieldId("phone")}
          name="phone"
          label="Phone number"
          optional
          hint="So vendors can call you about your event."
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
          defaultValue={values?.phone}
          error={form.errors.phone}
        />
        <NewPasswordField id={fieldId("password")} name="password" label="Password" error={form.errors.password} />
        <SubmitButton label="Create my account" busyLabel="Creating your account…" fullWidth />
      </Form>
    </AuthCard>
  );
}
