import { useState } from "react";
import { ChangePasswordForm } from "#app/components/client-center/change-password-form.tsx";
import { ClientCenterHeader } from "#app/components/client-center/client-center-header.tsx";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import { PASSWORD_FIELDS, PROFILE_FIELDS } from "#app/components/client-center/client-center.logic.ts";
import { ClientProfileForm } from "#app/components/client-center/client-profile-form.tsx";
import { deferredSchema } from "#app/components/forms/form-errors.ts";
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

/** `/client/modify-profile.aspx`: a planner's own details and password. */
export function loader({ request }: Route.LoaderArgs) {
  return requireClientScope(request, PATH);
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

export default function ModifyProfile({ loaderData }: Route.ComponentProps) {
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
