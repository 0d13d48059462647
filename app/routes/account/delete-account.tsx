import { data, Form, Link, redirectDocument } from "react-router";
import { PASSWORD_LIMITS } from "#features/accounts/accounts.rules.ts";
import { deleteAccountFormSchema } from "#features/personal-data/personal-data.schema.ts";
import { servicesContext } from "#features/services.server.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { useAccountForm } from "#app/components/account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "#app/components/forms/error-summary.tsx";
import { deferredSchema, issuesByField, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import { TextField } from "#app/components/forms/form-field.tsx";
import { PasswordField } from "#app/components/forms/password-field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { accountMeta, accountPage, refusal } from "./account-forms.ts";
import { actionRefusal, requireSession, signedOutHeaders } from "../session.server.ts";
import type { Route } from "./+types/delete-account.ts";

const PATH = "/account/delete";
/** The page after a deletion: the session is gone, so it is shown to nobody in particular. */
const DONE_PATH = `${PATH}?deleted=1`;
const FIELDS = ["currentPassword", "confirmation"] as const;

/** The action's schema, for the browser's checks as typed: it loads after the page (decision 019). */
const browserSchema = deferredSchema(
  async () => (await import("#features/personal-data/personal-data.schema.ts")).deleteAccountFormSchema,
);

function validate(form: FormData) {
  return schemaErrors(browserSchema, FIELDS, textValues(form, FIELDS));
}

function pageOf(publicOrigin: string) {
  return accountPage(null, publicOrigin, "Delete your account", "Delete your Marquee account and its personal data.");
}

/** `/account/delete`: the owner deletes their own account (decision 036); afterwards, the confirmation. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const page = pageOf(services.config.publicOrigin);
  if (new URL(request.url).searchParams.has("deleted")) return data({ page, deleted: true as const, role: null });
  const { principal, headers } = await requireSession(request, services);
  return data({ page, deleted: false as const, role: principal.role }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await request.formData();
  const values = textValues(form, FIELDS);
  const parsed = deleteAccountFormSchema.safeParse(values);
  if (!parsed.success) return refusal(400, {}, issuesByField(FIELDS, parsed.error.issues));
  const { principal, headers } = await requireSession(request, services, PATH);
  try {
    await services.personalData.deleteAccount(principal.accountId, { currentPassword: parsed.data.currentPassword });
  } catch (error) {
    return actionRefusal(error, {}, headers, FIELDS);
  }
  // A whole-document load, so the header forgets the signed-in person with the cleared cookies.
  throw redirectDocument(DONE_PATH, { headers: signedOutHeaders(services) });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountMeta(loaderData?.page, { noindex: true });
}

function Deleted() {
  return (
    <AuthCard title="Your account is deleted" lead="You're logged out, and your personal data is gone.">
      <p>
        Bookings and payments stay in the other side's records with their amounts, and reviews you wrote are shown as
        from a former member. You can sign up again with the same email whenever you like.
      </p>
      <p>
        <Link className="auth-link" to="/">
          Go to Marquee's home page
        </Link>
      </p>
    </AuthCard>
  );
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const form = useAccountForm({ fields: FIELDS, validate, feedback: actionData?.feedback });
  if (loaderData.deleted) return <Deleted />;
  const fieldId = (field: (typeof FIELDS)[number]) => `delete-account-${field}`;
  return (
    <AuthCard
      title="Delete your account"
      lead="This can't be undone. Download your data first if you want a copy."
      size="wide"
      footer={
        <p>
          <Link className="auth-link" to="/account/data">
            Download your data
          </Link>
        </p>
      }
    >
      <section aria-labelledby="delete-account-deleted">
        <h2 id="delete-account-deleted">What is deleted</h2>
        <ul>
          <li>Your email, password, log-ins, emailed links and the network addresses you used.</li>
          {loaderData.role === "member" ? (
            <li>
              Your listing leaves search and your profile page: its text, contact details, photos, videos, audio,
              calendar entries and blackout dates are removed, and your open quotes are withdrawn.
            </li>
          ) : (
            <li>Your name and phone number, your saved vendors; your open requests are closed.</li>
          )}
          <li>Your messages read "[deleted]" in the other side's copy of the conversation.</li>
        </ul>
      </section>
      <section aria-labelledby="delete-account-kept">
        <h2 id="delete-account-kept">What is kept</h2>
        <ul>
          <li>Past bookings and payments with their amounts, which the other side and accounting rely on.</li>
          <li>Reviews keep their text and are shown as from a "Former member".</li>
          <li>A record in our audit log that the account was deleted, with no personal data in it.</li>
        </ul>
        <p>
          You can't delete your account while a booking is still to happen: cancel it first, or wait until the day after
          the event.
        </p>
      </section>
      <Form method="post" className="auth-form" {...form.formProps}>
        <ErrorSummary
          message={form.message}
          items={summaryItems(FIELDS, form.errors, fieldId)}
          summaryRef={form.summaryRef}
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
        <TextField
          id={fieldId("confirmation")}
          name="confirmation"
          label="Type DELETE to confirm"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={20}
          error={form.errors.confirmation}
        />
        <SubmitButton label="Delete my account" busyLabel="Deleting…" />
      </Form>
    </AuthCard>
  );
}
