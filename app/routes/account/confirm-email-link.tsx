import { data, Form, Link, redirectDocument } from "react-router";
import { requestContext, servicesContext } from "#features/services.server.ts";
import { ACCOUNT_MESSAGES, logInPath, safeReturnPath } from "#features/accounts/accounts.rules.ts";
import { confirmLinkFormSchema } from "#features/accounts/accounts.schema.ts";
import type { ConfirmationPreview, ConfirmOutcome } from "#features/accounts/accounts.service.server.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { useAccountForm } from "#app/components/account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "#app/components/forms/error-summary.tsx";
import { deferredSchema, issuesByField, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import { NewPasswordField } from "#app/components/forms/password-field.tsx";
import { StatusMessage } from "#app/components/forms/status-message.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { accountMeta, accountPage, defaultLanding, refusal, returnPath } from "./account-forms.ts";
import { actionRefusal, pageSession, sessionHeaders } from "../session.server.ts";
import type { Route } from "./+types/confirm-email-link.ts";

const FIELDS = ["newPassword"] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `confirm-link-${field}`;

/** The action's schema, for the browser's checks as typed: it loads after the page (decision 019). */
const browserSchema = deferredSchema(
  async () => (await import("#features/accounts/accounts.schema.ts")).confirmLinkFormSchema,
);

/** What each kind of link says before it is used, and the button that uses it. */
function wording(preview: ConfirmationPreview): { title: string; lead: string; button: string } {
  switch (preview.purpose) {
    case "verify_account":
      return {
        title: "Confirm your email",
        lead: preview.needsPassword
          ? `Confirm ${preview.email} and choose a password, so you can log in to follow your request.`
          : `Confirm ${preview.email} to finish setting up your Marquee account.`,
        button: preview.needsPassword ? "Confirm and save my password" : "Confirm and log in",
      };
    case "change_email":
      return {
        title: "Confirm your new email",
        lead: `From now on you'll log in with ${preview.email} instead of ${preview.previousEmail ?? "your old address"}. Every session of your account will be logged out.`,
        button: "Confirm my new email",
      };
    case "undo_email_change":
      return {
        title: "Undo the email change",
        lead: `This puts ${preview.email} back as your log-in email, logs out every session and emails you a link to choose a new password.`,
        button: "Undo the change",
      };
    case "verify_listing_email":
      return {
        title: "Confirm your listing email",
        lead: `Planners' requests and messages about your listing will go to ${preview.email}.`,
        button: "Confirm my listing email",
      };
    case "confirm_request":
      return {
        title: "Confirm your request",
        lead: preview.needsPassword
          ? "Your request goes to vendors once you confirm it. Choose a password to follow its quotes."
          : `A request for quotes was sent with ${preview.email}. It goes to vendors once you confirm it's yours.`,
        button: "Confirm and send my request",
      };
  }
}

/** What the page says once a link has been used (when it does not lead straight into the account). */
function doneWording(outcome: ConfirmOutcome): { title: string; message: string } {
  switch (outcome.purpose) {
    case "change_email":
      return { title: "Your email is changed", message: `You now log in with ${outcome.email}.` };
    case "undo_email_change":
      return {
        title: "Your email is back",
        message: `${outcome.email} is your log-in email again, and every session was logged out. We've emailed it a link to choose a new password.`,
      };
    case "verify_listing_email":
      return {
        title: "Your listing email is confirmed",
        message: `Requests and messages about your listing now go to ${outcome.email}.`,
      };
    case "confirm_request":
      return {
        title: "Your request is confirmed",
        message:
          outcome.recipientCount === null
            ? "This request was confirmed already."
            : outcome.recipientCount === 0
              ? "No vendor is free for it any more, so it was not sent. Try another date from your account."
              : `We've sent it to ${outcome.recipientCount} ${outcome.recipientCount === 1 ? "vendor" : "vendors"}. Log in to follow their quotes.`,
      };
    case "verify_account":
      return { title: "Your email is confirmed", message: "You're logged in." };
  }
}

/**
 * `/confirm-email/:token`: the page of every emailed link (a new account, a new log-in email, its
 * undo, a listing email, a visitor's request). Opening it changes nothing (mail scanners open links);
 * its button does, once. A used or expired link answers 410 Gone.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const page = accountPage(
    null,
    services.config.publicOrigin,
    "Confirm your email",
    "Confirm an emailed Marquee link.",
  );
  const preview = await services.accounts.previewConfirmation(params.token);
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get("returnTo")) ?? null;
  return preview ? { page, preview, returnTo } : data({ page, preview: null, returnTo }, { status: 410 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await request.formData();
  const values = textValues(form, FIELDS);
  const parsed = confirmLinkFormSchema.safeParse({ newPassword: values.newPassword || undefined });
  if (!parsed.success) return refusal(400, {}, issuesByField(FIELDS, parsed.error.issues));
  const { principal, headers } = await pageSession(request, services);
  let outcome: ConfirmOutcome;
  try {
    outcome = await services.accounts.confirm(params.token, {
      address: context.get(requestContext).ip,
      newPassword: parsed.data.newPassword,
      opener: principal,
    });
  } catch (error) {
    return actionRefusal(error, {}, headers, FIELDS);
  }
  if (outcome.purpose === "verify_account") {
    const landing =
      outcome.requestId === null ? defaultLanding(outcome.userType) : `/client/events/${outcome.requestId}`;
    throw redirectDocument(returnPath(form, request) ?? landing, { headers: sessionHeaders(services, outcome.tokens) });
  }
  if (outcome.purpose === "confirm_request" && outcome.tokens) {
    throw redirectDocument(`/client/events/${outcome.requestId}?sent=${outcome.recipientCount ?? 0}`, {
      headers: sessionHeaders(services, outcome.tokens),
    });
  }
  // A new log-in email ends every session; the browser that opened the link, if it was the account's, gets a new one.
  const reopened = outcome.purpose === "change_email" ? outcome.tokens : null;
  const answerHeaders = reopened ? sessionHeaders(services, reopened) : headers;
  const next = outcome.purpose === "confirm_request" ? logInPath(`/client/events/${outcome.requestId}`) : "/login";
  // Status 200 said outright: the loader, run again after the action, finds the link spent (410).
  return data(
    { done: { ...doneWording(outcome), next, signedIn: reopened !== null } },
    { status: 200, headers: answerHeaders },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The address holds the link's token: never sent to another site as a referrer, never indexed.
  // ("no-referrer" would also blank the Origin of the page's own form post, which then fails the CSRF check.)
  return [...accountMeta(loaderData?.page, { noindex: true }), { name: "referrer", content: "same-origin" }];
}

export default function ConfirmEmailLink({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && "feedback" in actionData ? actionData : undefined;
  const done = actionData && "done" in actionData ? actionData.done : undefined;
  const form = useAccountForm({
    fields: FIELDS,
    validate: (formData) =>
      loaderData.preview?.needsPassword ? schemaErrors(browserSchema, FIELDS, textValues(formData, FIELDS)) : {},
    feedback: refused?.feedback,
  });

  if (done) {
    return (
      <AuthCard
        title={done.title}
        footer={
          <p>
            <Link className="auth-link" to={done.signedIn ? "/" : done.next} reloadDocument>
              {done.signedIn ? "Go to Marquee" : "Log in"}
            </Link>
          </p>
        }
      >
        <StatusMessage message={done.message} />
      </AuthCard>
    );
  }

  const { preview } = loaderData;
  if (!preview) {
    return (
      <AuthCard
        title="This link can't be used"
        footer={
          <p>
            Need a new link to confirm your account?{" "}
            <Link className="auth-link" to="/confirm-email">
              Send it again
            </Link>
          </p>
        }
      >
        <StatusMessage
          tone="info"
          message={`${ACCOUNT_MESSAGES.confirmationLinkInvalid} Ask for a new one if you need it.`}
        />
      </AuthCard>
    );
  }

  const { title, lead, button } = wording(preview);
  return (
    <AuthCard title={title} lead={lead}>
      <Form method="post" className="auth-form" {...form.formProps}>
        <ErrorSummary
          message={form.message}
          items={summaryItems(FIELDS, form.errors, fieldId)}
          summaryRef={form.summaryRef}
        />
        {loaderData.returnTo ? <input type="hidden" name="returnTo" value={loaderData.returnTo} /> : null}
        {preview.needsPassword ? (
          <>
            <input type="text" name="username" autoComplete="username" value={preview.email} readOnly hidden />
            <NewPasswordField
              id={fieldId("newPassword")}
              name="newPassword"
              label="Choose a password"
              error={form.errors.newPassword}
            />
          </>
        ) : null}
        <SubmitButton label={button} busyLabel="Confirming…" fullWidth />
      </Form>
    </AuthCard>
  );
}
