import { useId } from "react";
import { apiRequest } from "#app/lib/api-client.ts";
import { EmailField, TextField } from "../forms/form-field.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { ClientLoadPending, useClientLoad } from "./client-load.tsx";
import {
  type ClientDto,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileValues,
  profileValues,
  readClient,
  type Validate,
} from "./client-center.logic.ts";
import { ClientFormMessages, useClientForm } from "./use-client-form.tsx";
import "./client-center.css";

const EMPTY_VALUES: ProfileValues = { firstName: "", lastName: "", email: "", phoneNumber: "" };

export const PROFILE_SAVED_NOTE = "Your details have been saved.";

/**
 * A planner's own details: loaded from `GET /api/v1/client/{clientId}`, saved with a PUT of the same
 * path. The page's `validate` (the server's schema) checks the form on submit and re-checks a field
 * with a message as it is corrected; the server's field messages are shown the same way.
 */
export function ClientProfileForm({
  clientId,
  validate,
  logInHref,
  onClientLoaded,
}: {
  clientId: number;
  validate: Validate<ProfileField>;
  /** Where to log in again if the session has ended. */
  logInHref: string;
  /** Told about the client once loaded or saved (the password form offers the email to password managers). */
  onClientLoaded?: (client: ClientDto) => void;
}) {
  const id = useId();
  const form = useClientForm(PROFILE_FIELDS, validate, EMPTY_VALUES);
  const { values, errors, change } = form;
  const show = (client: ClientDto) => {
    form.setValues(profileValues(client));
    onClientLoaded?.(client);
  };
  const { load, retry } = useClientLoad(`/api/v1/client/${clientId}`, readClient, "your details", show);

  const onSubmit = form.onSubmit({
    send: async (values) => {
      // The email changes only through its own form, with the password and a confirmation link.
      const body = { firstName: values.firstName, lastName: values.lastName, phoneNumber: values.phoneNumber };
      const client = readClient(await apiRequest(`/api/v1/client/${clientId}`, { method: "PUT", body }));
      if (client) show(client);
      return PROFILE_SAVED_NOTE;
    },
    sessionEnded: "Your session has ended, so your changes were not saved.",
    failed: "We couldn't save your details. Check your connection and try again.",
  });

  if (load.state !== "loaded") {
    return (
      <ClientLoadPending
        load={load}
        retry={retry}
        loadingText="Loading your details…"
        noScriptText="Turn on JavaScript in your browser to see and change your details."
        logInHref={logInHref}
      />
    );
  }

  const fieldId = (field: ProfileField) => `${id}-${field}`;

  return (
    <form className="client-center__form" noValidate onSubmit={onSubmit} aria-busy={form.saving || undefined}>
      <ClientFormMessages
        form={form}
        fields={PROFILE_FIELDS}
        fieldId={fieldId}
        logInHref={logInHref}
        afterLogIn="and then save your details."
      />
      <div className="client-center__pair">
        <TextField
          id={fieldId("firstName")}
          name="firstName"
          label="First name"
          autoComplete="given-name"
          required
          maxLength={60}
          value={values.firstName}
          error={errors.firstName}
          onValueChange={(value) => change("firstName", value)}
        />
        <TextField
          id={fieldId("lastName")}
          name="lastName"
          label="Last name"
          optional
          autoComplete="family-name"
          maxLength={60}
          value={values.lastName}
          error={errors.lastName}
          onValueChange={(value) => change("lastName", value)}
        />
      </div>
      <EmailField
        id={fieldId("email")}
        name="email"
        hint="You log in with this address, and vendors' quotes are sent to it. To change it, use “Change your log-in email” below."
        readOnly
        value={values.email}
        error={errors.email}
      />
      <TextField
        id={fieldId("phoneNumber")}
        name="phoneNumber"
        type="tel"
        inputMode="tel"
        label="Phone number"
        optional
        hint="Vendors you ask for a quote may call you about your event."
        autoComplete="tel"
        maxLength={30}
        value={values.phoneNumber}
        error={errors.phoneNumber}
        onValueChange={(value) => change("phoneNumber", value)}
      />
      <div className="form-actions">
        <SubmitButton label="Save details" busyLabel="Saving…" busy={form.saving} />
      </div>
    </form>
  );
}
