import { Form, Link } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { safeReturnPath } from "#features/accounts/accounts.rules.ts";
import { clientSignUpFormSchema } from "#features/accounts/accounts.schema.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { useSignUpAnalytics } from "#app/components/account/sign-up-analytics.ts";
import { CheckEmail } from "#app/components/account/check-email.tsx";
import { useAccountForm } from "#app/components/account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "#app/components/forms/error-summary.tsx";
import { issuesByField, deferredSchema, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import { EmailField, TextField } from "#app/components/forms/form-field.tsx";
import { NewPasswordField } from "#app/components/forms/password-field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { ACCOUNT_MESSAGES, logInPath } from "#features/accounts/accounts.rules.ts";
import { accountMeta, accountPage, refusal, returnPath } from "./account-forms.ts";
import { actionRefusal } from "../session.server.ts";
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

/**
 * A new address gets a pending account and a link; an address with an account gets a note to its
 * owner. Both answer "check your email", with no session: nothing tells who has an account.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = textValues(form, FIELDS);
  const shown = { firstName: values.firstName, email: values.email, phone: values.phone };
  const parsed = clientSignUpFormSchema.safeParse(values);
  if (!parsed.success) return refusal(400, shown, issuesByField(FIELDS, parsed.error.issues));

  const services = context.get(servicesContext);
  try {
    await services.accounts.signUpClient(parsed.data, { returnTo: returnPath(form, request) });
  } catch (error) {
    return actionRefusal(error, shown, undefined, FIELDS);
  }
  return { sent: { email: parsed.data.email } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountMeta(loaderData?.page);
}

export default function SignUpPlanner({ loaderData, actionData }: Route.ComponentProps) {
  const { returnTo } = loaderData;
  const refused = actionData && "feedback" in actionData ? actionData : undefined;
  const sent = actionData && "sent" in actionData ? actionData.sent : undefined;
  const values = refused?.values;
  const analytics = useSignUpAnalytics("planner sign-up", refused);
  const form = useAccountForm({ fields: FIELDS, validate, feedback: refused?.feedback, ...analytics });
  const logInHref = logInPath(returnTo ?? undefined);
  if (sent) {
    return (
      <AuthCard title={ACCOUNT_MESSAGES.checkEmail}>
        <CheckEmail email={sent.email} />
      </AuthCard>
    );
  }
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
        <EmailField
          id={fieldId("email")}
          name="email"
          required
          defaultValue={values?.email}
          error={form.errors.email}
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
        <p>
          By signing up you agree to the{" "}
          <Link className="auth-link" to="/terms">
            Terms of Service
          </Link>{" "}
          and the{" "}
          <Link className="auth-link" to="/privacy">
            Privacy Policy
          </Link>
          .
        </p>
        <SubmitButton label="Create my account" busyLabel="Creating your account…" fullWidth />
      </Form>
    </AuthCard>
  );
}
