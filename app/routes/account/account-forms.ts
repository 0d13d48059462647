/**
 * What the account pages' actions and forms share: the answer to a refused submission and where a
 * person lands after logging in or signing up. The session cookies: ../session.server.ts. Reading a
 * submission and the schema's messages by field: #app/components/forms/form-errors.ts. Not a route
 * module: pure, safe for the browser.
 */
import { data } from "react-router";
import { safeReturnPath, type UserType } from "#features/accounts/accounts.rules.ts";
import type { FormFeedback } from "#app/components/account/use-account-form.ts";
import type { FieldErrors } from "#app/components/forms/form-errors.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

/**
 * The action's answer to a refused submission: what to say (by field, or about the whole form when no
 * field is named) and what was typed, to show again. Never the password. A 429 says when to try again.
 */
export function refusal<Field extends string, Values>(
  status: number,
  values: Values,
  errors: FieldErrors<Field>,
  message?: string,
  retryAfterSeconds?: number,
  sessionHeaders?: Headers,
) {
  const named = Object.values(errors).some(Boolean);
  const feedback: FormFeedback<Field> = { errors, message: named ? undefined : message };
  const headers = new Headers(sessionHeaders);
  if (retryAfterSeconds !== undefined) headers.set("Retry-After", String(retryAfterSeconds));
  return data({ feedback, values }, { status, headers });
}

/** Where a person goes after logging in or signing up when no page asked to be returned to. */
export function defaultLanding(userType: UserType): string {
  return userType === "Member" ? "/dashboard" : "/";
}

/** The `returnTo` of a submission (a hidden field), else of the page address; only paths on this site. */
export function returnPath(form: FormData, request: Request): string | undefined {
  return safeReturnPath(form.get("returnTo")) ?? safeReturnPath(new URL(request.url).searchParams.get("returnTo"));
}

/** A page's title and description, and its canonical address (its path without the query), if it has one. */
export type AccountPage = { title: string; description: string; canonicalUrl: string | null };

export function accountPage(
  canonicalPath: string | null,
  publicOrigin: string,
  title: string,
  description: string,
): AccountPage {
  return {
    title: `${title} | Marquee`,
    description,
    canonicalUrl: canonicalPath === null ? null : new URL(canonicalPath, publicOrigin).toString(),
  };
}

/** The meta tags of an account page; the log-in and password pages are kept out of search engines. */
export function accountMeta(page: AccountPage | undefined, { noindex = false }: { noindex?: boolean } = {}) {
  if (!page) return [];
  const { title, description, canonicalUrl } = page;
  return [
    ...(canonicalUrl === null
      ? [{ title }, { name: "description", content: description }]
      : pageMeta({ title, description, canonicalUrl })),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
