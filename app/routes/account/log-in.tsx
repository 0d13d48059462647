import { data, Form, Link, redirectDocument } from "react-router";
import { requestContext, servicesContext } from "#features/services.server.ts";
import {
  ACCOUNT_MESSAGES,
  logInPath,
  PASSWORD_LIMITS,
  safeReturnPath,
  returnToQuery,
} from "#features/accounts/accounts.rules.ts";
import { ResendLinkForm } from "#app/components/account/check-email.tsx";
import { logInFormSchema } from "#features/accounts/accounts.schema.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { useAccountForm } from "#app/components/account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "#app/components/forms/error-summary.tsx";
import { issuesByField, deferredSchema, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import { EmailField } from "#app/components/forms/form-field.tsx";
import { PasswordField } from "#app/components/forms/password-field.tsx";
import { StatusMessage } from "#app/components/forms/status-message.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { EMAIL_NOT_CONFIRMED, type SignedIn } from "#features/accounts/accounts.service.server.ts";
import { isDomainError } from "#lib/domain-errors.ts";
import { accountMeta, accountPage, defaultLanding, refusal, returnPath } from "./account-forms.ts";
import { actionRefusal, sessionHeaders } from "../session.server.ts";
import type { Route } from "./+types/log-in.ts";

const FIELDS = ["email", "password"] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `log-in-${field}`;

/** The action's schema, for the browser's checks as typed: it loads after the page (decision 019). */
const browserLogInFormSchema = deferredSchema(
  async () => (await import("#features/accounts/accounts.schema.ts")).logInFormSchema,
);

function validate(form: FormData) {
  return schemaErrors(browserLogInFormSchema, FIELDS, textValues(form, FIELDS));
}

/** `/login` (`?returnTo=` a path on this site). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const url = new URL(request.url);
  return {
    page: accountPage(
      "/login",
      config.publicOrigin,
      "Log in",
      "Log in to your Marquee account to manage your event requests, or your listing if you are a vendor.",
    ),
    returnTo: safeReturnPath(url.searchParams.get("returnTo")) ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = textValues(form, FIELDS);
  const shown = { email: values.email };
  const parsed = logInFormSchema.safeParse(values);
  if (!parsed.success) return refusal(400, shown, issuesByField(FIELDS, parsed.error.issues));

  const services = context.get(servicesContext);
  let signedIn: SignedIn;
  try {
    signedIn = await services.accounts.logIn(parsed.data, context.get(requestContext).ip);
  } catch (error) {
    // Said only after the password matched: the email is its owner's, so nothing is given away.
    if (isDomainError(error) && error.code === EMAIL_NOT_CONFIRMED) {
      return data({ confirmEmail: { email: parsed.data.email } }, { status: 403 });
    }
    return actionRefusal(error, shown, undefined, FIELDS);
  }
  // A whole new document: the header, the root's data and every cached answer start again logged in.
  throw redirectDocument(returnPath(form, request) ?? defaultLanding(signedIn.userType), {
    headers: sessionHeaders(services, signedIn.tokens),
  });
}

/** A throttled log-in (429) says when to try again, as every 429 of the site does. */
export function headers({ parentHeaders, actionHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  return merged;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountMeta(loaderData?.page, { noindex: true });
}

export default function LogIn({ loaderData, actionData }: Route.ComponentProps) {
  const { returnTo } = loaderData;
  const refused = actionData && "feedback" in actionData ? actionData : undefined;
  const confirmEmail = actionData && "confirmEmail" in actionData ? actionData.confirmEmail : undefined;
  const form = useAccountForm({ fields: FIELDS, validate, feedback: refused?.feedback });
  const signUpQuery = returnToQuery(returnTo ?? undefined);
  if (confirmEmail) {
    return (
      <AuthCard
        title="Confirm your email to log in"
        footer={
          <p>
            Confirmed it already?{" "}
            <Link className="auth-link" to={logInPath(returnTo ?? undefined)} reloadDocument>
              Log in
            </Link>
          </p>
        }
      >
        <div className="auth-form">
          <StatusMessage tone="info" message={ACCOUNT_MESSAGES.confirmEmailFirst} />
          <p className="auth-form__note">Lost the email, or the link has expired? We'll send you a new one.</p>
          <ResendLinkForm email={confirmEmail.email} />
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Log in"
      lead="Welcome back to Marquee."
      footer={
        <>
          <p>
            New to Marquee?{" "}
            <Link className="auth-link" to={`/signup/landing${signUpQuery}`}>
              Sign up
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
        <EmailField
          id={fieldId("email")}
          name="email"
          autoComplete="username"
          required
          defaultValue={refused?.values.email}
          error={form.errors.email}
        />
        <div className="auth-form__password">
          <PasswordField
            id={fieldId("password")}
            name="password"
            label="Password"
            autoComplete="current-password"
            required
            maxLength={PASSWORD_LIMITS.max}
            error={form.errors.password}
          />
          <p>
            <Link className="auth-link" to="/forgot-password">
              Forgot your password?
            </Link>
          </p>
        </div>
        <SubmitButton label="Log in" busyLabel="Logging in…" fullWidth />
      </Form>
    </AuthCard>
  );
}
