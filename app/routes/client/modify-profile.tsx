import { useState } from "react";
import { servicesContext } from "#features/services.server.ts";
import { CHANGE_EMAIL_FIELDS, ChangeEmailForm } from "#app/components/account/change-email-form.tsx";
import { ChangePasswordForm } from "#app/components/client-center/change-password-form.tsx";
import { ClientCenterHeader } from "#app/components/client-center/client-center-header.tsx";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import { PASSWORD_FIELDS, PROFILE_FIELDS } from "#app/components/client-center/client-center.logic.ts";
import { ClientProfileForm } from "#app/components/client-center/client-profile-form.tsx";
import { deferredSchema, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import { changeEmailAction } from "../account/change-email.server.ts";
import { requireClientScope, validatorFor } from "./client-center.guard.ts";
import type { Route } from "./+types/modify-profile.ts";

const PATH = "/client/modify-profile.aspx";

/** The schemas the API decides with, for the browser's checks as typed: they load after the page (decision 019). */
const accountSchemas = () => import("#features/accounts/accounts.schema.ts");
const validateProfile = validatorFor(
  deferredSchema(async () => (await accountSchemas()).clientUpdateSchema),
  PROFILE_FIELDS,
);
const validatePassword = validatorFor(
  deferredSchema(async () => (await accountSchemas()).changePasswordSchema),
  PASSWORD_FIELDS,
);
const emailChangeSchema = deferredSchema(async () => (await accountSchemas()).emailChangeSchema);
const validateEmailChange = (form: FormData) =>
  schemaErrors(emailChangeSchema, CHANGE_EMAIL_FIELDS, textValues(form, CHANGE_EMAIL_FIELDS));

/** `/client/modify-profile.aspx`: a planner's own details and password. */
export function loader({ request }: Route.LoaderArgs) {
  return requireClientScope(request, PATH);
}

/** The log-in email form posts here (it works without scripts): the new address gets a confirmation link. */
export async function action({ request, context }: Route.ActionArgs) {
  return changeEmailAction(request, context.get(servicesContext));
}

export function meta() {
  return [
    { title: "Your account | Marquee" },
    {
      name: "description",
      content: "Change the name, email, phone number and password of your Marquee planner account.",
    },
    { name: "robots", content: "noindex" },
  ];
}

export default function ModifyProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { clientId, accountId } = loaderData;
  const [email, setEmail] = useState<string>();
  const logInHref = logInPath(PATH);
  return (
    <>
      <ClientCenterHeader
        title="Your account"
        lead="Keep your contact details up to date so vendors can reach you about your events."
        current="account"
      />
      <div className="container client-center">
        <section className="client-center__section" aria-labelledby="account-details-title">
          <h2 className="client-center__section-title" id="account-details-title">
            Your details
          </h2>
          <p className="client-center__section-lead">Vendors see these when you ask them for a quote.</p>
          <ClientProfileForm
            clientId={clientId}
            validate={validateProfile}
            logInHref={logInHref}
            onClientLoaded={(client) => setEmail(client.email)}
          />
        </section>
        <section className="client-center__section" aria-labelledby="account-email-title">
          <h2 className="client-center__section-title" id="account-email-title">
            Change your log-in email
          </h2>
          <p className="client-center__section-lead">
            We'll send a link to the new address. Your email changes when you open it, and we tell your current address.
          </p>
          <ChangeEmailForm
            idPrefix="account-email"
            currentEmail={email}
            answer={actionData}
            validate={validateEmailChange}
          />
        </section>
        <section className="client-center__section" aria-labelledby="account-password-title">
          <h2 className="client-center__section-title" id="account-password-title">
            Change your password
          </h2>
          <p className="client-center__section-lead">Enter your current password, then the new one.</p>
          <ChangePasswordForm accountId={accountId} validate={validatePassword} logInHref={logInHref} email={email} />
        </section>
      </div>
    </>
  );
}
