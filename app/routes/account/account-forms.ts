/**
 * What the account pages' actions and forms share: reading a submission, turning the schema's
 * issues into one message per field (the same in the browser and in the action), the cookies of a
 * successful log-in and where a person lands afterwards. Not a route module: pure, safe for the browser.
 */
import { data } from "react-router";
import type { z } from "zod";
import { PASSWORD_LIMITS, safeReturnPath, type UserType } from "#features/accounts/accounts.rules.ts";
import type { FieldErrors, FormFeedback } from "#app/components/account/use-account-form.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

/** Longer than any account field allows (passwords: 1,024), so the schema still sees a value too long. */
const VALUE_LIMIT = 2_000;

/** A form value as text, cut to a sane length (a file or a missing field reads as ""). */
export function textValue(form: FormData, name: string, limit = VALUE_LIMIT): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, limit) : "";
}

/** The named text values of a form. */
export function textValues<Field extends string>(form: FormData, fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, textValue(form, field)])) as Record<Field, string>;
}

/** The first message the schema gives for each field of the form. */
export function issuesByField<Field extends string>(
  fields: readonly Field[],
  issues: readonly z.core.$ZodIssue[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (fields as readonly string[]).includes(field) && !errors[field as Field]) {
      errors[field as Field] = issue.message;
    }
  }
  return errors;
}

/** Checks values with a form's schema: no messages when they pass. */
export function schemaErrors<Field extends string>(
  schema: z.ZodType,
  fields: readonly Field[],
  values: unknown,
): FieldErrors<Field> {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : issuesByField(fields, parsed.error.issues);
}

/** The messages a service sent by field, keeping only the form's own fields. */
export function serviceFieldErrors<Field extends string>(
  fields: readonly Field[],
  sent: Record<string, string> | undefined,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of fields) if (sent?.[field]) errors[field] = sent[field];
  return errors;
}

/**
 * The action's answer to a refused submission: what to say (by field, or about the whole form when no
 * field is named) and what was typed, to show again. Never the password.
 */
export function refusal<Field extends string, Values>(
  status: number,
  values: Values,
  errors: FieldErrors<Field>,
  message?: string,
) {
  const named = Object.values(errors).some(Boolean);
  const feedback: FormFeedback<Field> = { errors, message: named ? undefined : message };
  return data({ feedback, values }, { status });
}

/** `Set-Cookie` headers, one per cookie, for a redirect after logging in or out. */
export function cookieHeaders(setCookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Where a person goes after logging in or signing up when no page asked to be returned to. */
export function defaultLanding(userType: UserType): string {
  return userType === "Member" ? "/dashboard" : "/";
}

/** The `returnTo` of a submission (a hidden field), else of the page address; only paths on this site. */
export function returnPath(form: FormData, request: Request): string | undefined {
  return safeReturnPath(form.get("returnTo")) ?? safeReturnPath(new URL(request.url).searchParams.get("returnTo"));
}

/** `?returnTo=…` for links between the account pages, so the person still goes back where they were. */
export function returnToQuery(returnTo: string | undefined): string {
  return returnTo ? `?${new URLSearchParams({ returnTo })}` : "";
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

/** The hint under every new password box. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_LIMITS.min} characters; a passphrase of a few words is great`;
