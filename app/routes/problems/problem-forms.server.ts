/**
 * The forms of a booking problem's pages (decision 033), handled once for the parties' page and the
 * operator's: a message in the thread and, for operators, the resolution. Each answers with a redirect
 * back (PRG, `?notice=`) or the refusal to show beside the form.
 */
import { redirect } from "react-router";
import { problemMessageFormSchema, resolveProblemSchema } from "#features/marketplace/marketplace.schema.ts";
import type { Services } from "#features/services.server.ts";
import { issuesByField, textValues } from "#app/components/forms/form-errors.ts";
import { withNotice } from "#app/components/marketplace/marketplace-forms.ts";
import {
  PROBLEM_INTENTS,
  PROBLEM_MESSAGE_FIELDS,
  PROBLEM_NOTICES,
  PROBLEM_THREAD_ID,
  RESOLVE_PROBLEM_FIELDS,
} from "#app/components/marketplace/problem-forms.ts";
import { PROBLEM_LIMITS } from "#features/marketplace/marketplace.rules.ts";
import { refusal } from "../account/account-forms.ts";
import { actionRefusal, type SignedInSession } from "../session.server.ts";

/** Longer than any field of these forms allows, so the schema still sees a text too long. */
const VALUE_LIMIT = PROBLEM_LIMITS.messageMax + 1_000;

export async function postProblemMessage(
  form: FormData,
  { principal, headers }: SignedInSession,
  services: Services,
  problemId: number,
  redirectTo: string,
) {
  const values = { intent: PROBLEM_INTENTS.message, ...textValues(form, PROBLEM_MESSAGE_FIELDS, VALUE_LIMIT) };
  const parsed = problemMessageFormSchema.safeParse(values);
  if (!parsed.success) {
    return refusal(
      400,
      values,
      issuesByField(PROBLEM_MESSAGE_FIELDS, parsed.error.issues),
      undefined,
      undefined,
      headers,
    );
  }
  try {
    await services.marketplace.postProblemMessage(principal, problemId, parsed.data.body);
    return redirect(`${withNotice(redirectTo, PROBLEM_NOTICES.messageSent)}#${PROBLEM_THREAD_ID}`, { headers });
  } catch (error) {
    return actionRefusal(error, values, headers);
  }
}

export async function resolveProblem(
  form: FormData,
  { principal, headers }: SignedInSession,
  services: Services,
  problemId: number,
  redirectTo: string,
) {
  const values = { intent: PROBLEM_INTENTS.resolve, ...textValues(form, RESOLVE_PROBLEM_FIELDS, VALUE_LIMIT) };
  const parsed = resolveProblemSchema.safeParse(values);
  if (!parsed.success) {
    return refusal(
      400,
      values,
      issuesByField(RESOLVE_PROBLEM_FIELDS, parsed.error.issues),
      undefined,
      undefined,
      headers,
    );
  }
  try {
    await services.marketplace.resolveProblem(principal, problemId, parsed.data);
    return redirect(withNotice(redirectTo, PROBLEM_NOTICES.resolved), { headers });
  } catch (error) {
    return actionRefusal(error, values, headers, RESOLVE_PROBLEM_FIELDS);
  }
}
