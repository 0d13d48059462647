import { redirect } from "react-router";
import { parseScope, readCookie, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import { logInPath } from "#app/components/client-center/client-center.logic.ts";

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

type SchemaIssue = { path: readonly PropertyKey[]; message: string };
type Schema = { safeParse(value: unknown): { success: true } | { success: false; error: { issues: SchemaIssue[] } } };

/** A form check in the browser from the schema the server decides with: the first message of each field. */
export function validatorFor<F extends string>(schema: Schema, fields: readonly F[]) {
  return (values: Record<F, string>): Partial<Record<F, string>> => {
    const result = schema.safeParse(values);
    const errors: Partial<Record<F, string>> = {};
    if (result.success) return errors;
    for (const issue of result.error.issues) {
      const field = fields.find((name) => name === issue.path[0]);
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  };
}
