import { data, redirect } from "react-router";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import { emailChangeSchema } from "#features/accounts/accounts.schema.ts";
import type { Services } from "#features/services.server.ts";
import { CHANGE_EMAIL_FIELDS } from "#app/components/account/change-email-form.tsx";
import { issuesByField, pickFieldErrors, textValues } from "#app/components/forms/form-errors.ts";
import { refusal } from "./account-forms.ts";
import { pageSession } from "../session.server.ts";

/**
 * The action of the log-in email forms (`/account/email`, the planner's account page): with the
 * current password, a link goes to the new address; the email changes when it is opened.
 */
export async function changeEmailAction(request: Request, services: Services) {
  const form = await request.formData();
  const values = textValues(form, CHANGE_EMAIL_FIELDS);
  const shown = { email: values.email };
  const parsed = emailChangeSchema.safeParse(values);
  if (!parsed.success) return refusal(400, shown, issuesByField(CHANGE_EMAIL_FIELDS, parsed.error.issues));
  const { principal, headers } = await pageSession(request, services);
  if (!principal) throw redirect(logInPath(new URL(request.url).pathname));
  const outcome = await services.accounts.requestEmailChange(principal.accountId, parsed.data.email, {
    kind: "owner",
    currentPassword: parsed.data.currentPassword,
  });
  if (!outcome.ok) {
    return refusal(400, shown, pickFieldErrors(outcome.fields, CHANGE_EMAIL_FIELDS), outcome.message);
  }
  return data({ emailChange: { sentTo: outcome.pendingEmail } }, { headers });
}
