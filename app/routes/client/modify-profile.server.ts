import { redirect } from "react-router";
import { changePasswordSchema, clientUpdateSchema } from "#features/accounts/accounts.schema.ts";
import type { Services } from "#features/services.server.ts";
import {
  ACCOUNT_INTENTS,
  ACCOUNT_NOTICES,
  PASSWORD_FIELDS,
  PROFILE_FIELDS,
} from "#app/components/client-center/client-center.logic.ts";
import { issuesByField, textValue, textValues } from "#app/components/forms/form-errors.ts";
import { withNotice } from "#app/components/marketplace/marketplace-forms.ts";
import { refusal } from "../account/account-forms.ts";
import { changeEmailAction } from "../account/change-email.server.ts";
import { actionRefusal, appendGreeting, requireClientCenter, sessionHeaders } from "../session.server.ts";

export const ACCOUNT_PATH = "/client/modify-profile.aspx";

/**
 * The action of the planner's account page: their details (intent `profile`), their password (intent
 * `password`), and the log-in email form the account pages share (no intent). Each success redirects
 * back with its notice.
 */
export async function accountPageAction(request: Request, services: Services) {
  const intent = textValue(await request.clone().formData(), "intent");
  if (intent === ACCOUNT_INTENTS.profile) return saveProfile(request, services);
  if (intent === ACCOUNT_INTENTS.password) return changePassword(request, services);
  return changeEmailAction(request, services);
}

async function saveProfile(request: Request, services: Services) {
  const { principal, clientId, headers } = await requireClientCenter(request, services);
  const typed = textValues(await request.formData(), PROFILE_FIELDS);
  const values = { intent: ACCOUNT_INTENTS.profile, ...typed };
  const parsed = clientUpdateSchema.safeParse(typed);
  if (!parsed.success) {
    return refusal(400, values, issuesByField(PROFILE_FIELDS, parsed.error.issues), undefined, undefined, headers);
  }
  try {
    await services.accounts.updateClient(clientId, parsed.data, { owner: true });
  } catch (error) {
    return actionRefusal(error, values, headers, PROFILE_FIELDS);
  }
  // The header greets the planner by their first name: a new one goes into the readable cookies.
  await appendGreeting(headers, services, principal.accountId);
  return redirect(withNotice(`${ACCOUNT_PATH}#account-details`, ACCOUNT_NOTICES.profileSaved), { headers });
}

async function changePassword(request: Request, services: Services) {
  const { principal, headers } = await requireClientCenter(request, services);
  const typed = textValues(await request.formData(), PASSWORD_FIELDS);
  // Passwords are never sent back to the page.
  const values = { intent: ACCOUNT_INTENTS.password };
  const parsed = changePasswordSchema.safeParse(typed);
  if (!parsed.success) {
    return refusal(400, values, issuesByField(PASSWORD_FIELDS, parsed.error.issues), undefined, undefined, headers);
  }
  try {
    const tokens = await services.accounts.changePassword(principal, parsed.data);
    // Every other session ended; this browser carries on with the new one.
    const to = withNotice(`${ACCOUNT_PATH}#account-password`, ACCOUNT_NOTICES.passwordChanged);
    return redirect(to, { headers: sessionHeaders(services, tokens) });
  } catch (error) {
    return actionRefusal(error, values, headers, PASSWORD_FIELDS);
  }
}
