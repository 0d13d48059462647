import { data } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import {
  CHANGE_EMAIL_FIELDS,
  type ChangeEmailAnswer,
  ChangeEmailForm,
} from "#app/components/account/change-email-form.tsx";
import { ChangePasswordForm } from "#app/components/client-center/change-password-form.tsx";
import { ClientCenterHeader } from "#app/components/client-center/client-center-header.tsx";
import { PASSWORD_FIELDS, PROFILE_FIELDS } from "#app/components/client-center/client-center.logic.ts";
import { ClientProfileForm } from "#app/components/client-center/client-profile-form.tsx";
import { deferredSchema, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import { NOTICE_PARAM } from "#app/components/forms/page-forms.ts";
import { requireClientCenter } from "../session.server.ts";
import { accountPageAction } from "./modify-profile.server.ts";
import type { Route } from "./+types/modify-profile.ts";

/** The schemas the action decides with, for the browser's checks as typed: they load after the page (decision 019). */
const accountSchemas = () => import("#features/accounts/accounts.schema.ts");
const clientUpdateSchema = deferredSchema(async () => (await accountSchemas()).clientUpdateSchema);
const changePasswordSchema = deferredSchema(async () => (await accountSchemas()).changePasswordSchema);
const emailChangeSchema = deferredSchema(async () => (await accountSchemas()).emailChangeSchema);
const validateProfile = (form: FormData) =>
  schemaErrors(clientUpdateSchema, PROFILE_FIELDS, textValues(form, PROFILE_FIELDS));
const validatePassword = (form: FormData) =>
  schemaErrors(changePasswordSchema, PASSWORD_FIELDS, textValues(form, PASSWORD_FIELDS));
const validateEmailChange = (form: FormData) =>
  schemaErrors(emailChangeSchema, CHANGE_EMAIL_FIELDS, textValues(form, CHANGE_EMAIL_FIELDS));

type ActionAnswer = NonNullable<Route.ComponentProps["actionData"]>;

/** The answer of the log-in email form, the account pages' own: it names no intent. */
function isEmailAnswer(answer: ActionAnswer): answer is ChangeEmailAnswer {
  return "emailChange" in answer || !("intent" in answer.values);
}

/** `/client/modify-profile.aspx`: a planner's own details, log-in email and password. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { clientId, headers } = await requireClientCenter(request, services);
  const client = await services.accounts.client(clientId);
  if (!client) throw new Error(`The session's client ${clientId} is missing.`);
  return data(
    {
      details: { firstName: client.firstName, lastName: client.lastName ?? "", phoneNumber: client.phoneNumber ?? "" },
      email: client.email,
      notice: new URL(request.url).searchParams.get(NOTICE_PARAM),
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountPageAction(request, context.get(servicesContext));
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
  const { details, email, notice } = loaderData;
  const emailAnswer = actionData && isEmailAnswer(actionData) ? actionData : undefined;
  const ownAnswer = actionData && !isEmailAnswer(actionData) ? actionData : undefined;
  return (
    <>
      <ClientCenterHeader
        title="Your account"
        lead="Keep your contact details up to date so vendors can reach you about your events."
        current="account"
      />
      <div className="container client-center">
        <section className="client-center__section" id="account-details" aria-labelledby="account-details-title">
          <h2 className="client-center__section-title" id="account-details-title">
            Your details
          </h2>
          <p className="client-center__section-lead">Vendors see these when you ask them for a quote.</p>
          <ClientProfileForm
            details={details}
            email={email}
            notice={notice}
            answer={ownAnswer}
            validate={validateProfile}
          />
        </section>
        <section className="client-center__section" id="account-email" aria-labelledby="account-email-title">
          <h2 className="client-center__section-title" id="account-email-title">
            Change your log-in email
          </h2>
          <p className="client-center__section-lead">
            We'll send a link to the new address. Your email changes when you open it, and we tell your current address.
          </p>
          <ChangeEmailForm
            idPrefix="account-email"
            currentEmail={email}
            answer={emailAnswer}
            validate={validateEmailChange}
          />
        </section>
        <section className="client-center__section" id="account-password" aria-labelledby="account-password-title">
          <h2 className="client-center__section-title" id="account-password-title">
            Change your password
          </h2>
          <p className="client-center__section-lead">Enter your current password, then the new one.</p>
          <ChangePasswordForm email={email} notice={notice} answer={ownAnswer} validate={validatePassword} />
        </section>
        <section className="client-center__section" id="account-data" aria-labelledby="account-data-title">
          <h2 className="client-center__section-title" id="account-data-title">
            Your data
          </h2>
          <p className="client-center__section-lead">
            <a href="/account/data">Download everything Marquee keeps about you</a> or{" "}
            <a href="/account/delete">delete your account</a>.
          </p>
        </section>
      </div>
    </>
  );
}
