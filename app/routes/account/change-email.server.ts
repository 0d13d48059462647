import { data } from "react-router";
import { emailChangeSchema } from "#features/accounts/accounts.schema.ts";
import type { Services } from "#features/services.server.ts";
import { CHANGE_EMAIL_FIELDS } from "#app/components/account/change-email-form.tsx";
import { issuesByField, textValues } from "#app/components/forms/form-errors.ts";
import { refusal } from "./account-forms.ts";
import { actionRefusal, requireSession } from "../session.server.ts";

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
  const { principal, headers } = await requireSession(request, services, new URL(request.url).pathname);
  try {
    const { pendingEmail } = await services.accounts.requestEmailChange(principal.accountId, parsed.data.email, {
      kind: "owner",
      currentPassword: parsed.data.currentPassword,
    });
    return data({ emailChange: { sentTo: pendingEmail } }, { headers });
  } catch (error) {
    return actionRefusal(error, shown, headers, CHANGE_EMAIL_FIELDS);
  }
}
