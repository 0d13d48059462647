import { redirect } from "react-router";
import { parseScope, readCookie, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import { type FieldErrors, type FormSchema, schemaErrors } from "#app/components/forms/form-errors.ts";

/**
 * The loader guard of the client center pages. The readable scope cookie decides only what page to
 * show: every call the page makes is checked by the API against the access token. No session: log in
 * and come back; a member: their own center; a session without a client (an admin): the home page.
 */
export function requireClientScope(request: Request, path: string): { clientId: number; accountId: number } {
  const scope = parseScope(readCookie(request.headers.get("Cookie"), SESSION_COOKIES.scope));
  if (!scope) throw redirect(logInPath(path));
  if (scope.userType === "Member") throw redirect("/dashboard");
  if (scope.clientId === null) throw redirect("/");
  return { clientId: scope.clientId, accountId: scope.accountId };
}

/** A form check in the browser from the schema the server decides with: the first message of each field. */
export function validatorFor<F extends string>(schema: FormSchema, fields: readonly F[]) {
  return (values: Record<F, string>): FieldErrors<F> => schemaErrors(schema, fields, values);
}
