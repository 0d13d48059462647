import { data, Link, redirect } from "react-router";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import { servicesContext } from "#features/services.server.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { CHANGE_EMAIL_FIELDS, ChangeEmailForm } from "#app/components/account/change-email-form.tsx";
import { deferredSchema, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import { accountMeta, accountPage } from "./account-forms.ts";
import { changeEmailAction } from "./change-email.server.ts";
import { pageSession } from "../session.server.ts";
import type { Route } from "./+types/change-email.ts";

const PATH = "/account/email";

/** The action's schema, for the browser's checks as typed: it loads after the page (decision 019). */
const browserSchema = deferredSchema(
  async () => (await import("#features/accounts/accounts.schema.ts")).emailChangeSchema,
);

function validate(form: FormData) {
  return schemaErrors(browserSchema, CHANGE_EMAIL_FIELDS, textValues(form, CHANGE_EMAIL_FIELDS));
}

/** Where the person came from: their own account pages. */
function accountHome(role: "client" | "member" | "admin"): { href: string; label: string } {
  if (role === "member") return { href: "/dashboard", label: "Back to your dashboard" };
  if (role === "client") return { href: "/client/modify-profile.aspx", label: "Back to your account" };
  return { href: "/", label: "Back to Marquee" };
}

/** `/account/email`: any signed-in person changes the email they log in with (vendors reach it from the dashboard). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { principal, headers } = await pageSession(request, services);
  if (!principal) throw redirect(logInPath(PATH));
  return data(
    {
      page: accountPage(
        null,
        services.config.publicOrigin,
        "Change your log-in email",
        "Change the email you log in with.",
      ),
      email: principal.email,
      home: accountHome(principal.role),
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return changeEmailAction(request, context.get(servicesContext));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountMeta(loaderData?.page, { noindex: true });
}

export default function ChangeEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      title="Change your log-in email"
      lead="We'll send a link to the new address. Your email changes when you open it, and we tell your current address."
      footer={
        <p>
          <Link className="auth-link" to={loaderData.home.href}>
            {loaderData.home.label}
          </Link>
        </p>
      }
    >
      <ChangeEmailForm
        idPrefix="change-email"
        currentEmail={loaderData.email}
        answer={actionData}
        validate={validate}
      />
    </AuthCard>
  );
}
