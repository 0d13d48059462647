/**
 * The one guard of signed-in pages and their actions, the one place a service's DomainError becomes
 * a page's answer, and the page layer's one writer of session cookies (decision 023). Every loader
 * and action that needs a session calls `pageSession` or one of the `require…` guards; they renew an
 * expired access token with the refresh token, and the renewed cookies travel back in `headers`,
 * which the loader or action must return.
 */
import { data, redirect } from "react-router";
import { logInPath, readCookie, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import {
  clearedSessionCookies,
  type IssuedTokens,
  readableCookies,
  sessionCookies,
} from "#features/accounts/session-cookies.rules.ts";
import type { Principal } from "#features/accounts/sessions.service.server.ts";
import type { Services } from "#features/services.server.ts";
import { DOMAIN_ERROR_STATUS, type DomainError, isDomainError } from "#lib/domain-errors.ts";
import { idSchema } from "#lib/integers.ts";
import { type FieldErrors, pickFieldErrors } from "#app/components/forms/form-errors.ts";
import { refusal } from "./account/account-forms.ts";

export type PageSession = { principal: Principal | undefined; headers: Headers };
export type SignedInSession = { principal: Principal; headers: Headers };

function setCookieHeaders(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** The `Set-Cookie` headers of a session a service opened (log-in, an emailed link, a renewal). */
export function sessionHeaders(services: Services, tokens: IssuedTokens): Headers {
  return setCookieHeaders(sessionCookies(tokens, services.config.secureCookies));
}

/** Adds to `headers` the readable greeting cookies (scope and first name) after a person renames themselves. */
export async function appendGreeting(headers: Headers, services: Services, accountId: number): Promise<void> {
  const greeting = await services.accounts.greeting(accountId);
  for (const cookie of greeting ? readableCookies(greeting, services.config.secureCookies) : []) {
    headers.append("Set-Cookie", cookie);
  }
}

/** The `Set-Cookie` headers that expire every session cookie (log-out). */
export function signedOutHeaders(services: Services): Headers {
  return setCookieHeaders(clearedSessionCookies(services.config.secureCookies));
}

/** The page address a guard sends back to after logging in: the path and query of the request. */
function hereOf(request: Request): string {
  const url = new URL(request.url);
  // A form sent by the page's scripts arrives as `/page.data` (`/_root.data` for `/`) with `_routes`.
  url.searchParams.delete("_routes");
  const path = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  return `${path}${url.search}`;
}

/**
 * Who sent a page request, from the HttpOnly session cookies (the readable scope cookie decides
 * nothing: anyone can write it). An expired access token is renewed with the refresh token, as the
 * browser's API client would do, and the new cookies go back in `headers`.
 */
export async function pageSession(request: Request, services: Services): Promise<PageSession> {
  const cookies = request.headers.get("Cookie");
  const accessToken = readCookie(cookies, SESSION_COOKIES.access);
  const principal = accessToken ? await services.sessions.authenticate(accessToken) : undefined;
  if (principal) return { principal, headers: new Headers() };
  const refreshToken = readCookie(cookies, SESSION_COOKIES.refresh);
  // A refresh token that renews nothing any more is an ordinary answer here: nobody is signed in.
  const refreshed = refreshToken ? await services.sessions.refresh(refreshToken) : undefined;
  if (!refreshed?.ok) return { principal: undefined, headers: new Headers() };
  return {
    principal: await services.sessions.authenticate(refreshed.tokens.accessToken),
    headers: sessionHeaders(services, refreshed.tokens),
  };
}

/** Anyone signed in; nobody goes to log in and comes back to `returnTo` (this page by default). */
export async function requireSession(
  request: Request,
  services: Services,
  returnTo: string = hereOf(request),
): Promise<SignedInSession> {
  const { principal, headers } = await pageSession(request, services);
  if (!principal) throw redirect(logInPath(returnTo), { headers });
  return { principal, headers };
}

export type MemberCenterSession = SignedInSession & { memberId: number; viewingAsAdmin: boolean };

/**
 * Whose member center a page or action is for: no session goes to log in (and comes back), a planner
 * goes home, a vendor gets their own, and an administrator any vendor's with `?memberId=`.
 */
export async function requireMemberCenter(
  request: Request,
  services: Services,
  returnTo: string = hereOf(request),
): Promise<MemberCenterSession> {
  const { principal, headers } = await requireSession(request, services, returnTo);
  if (principal.role === "client") throw redirect("/", { headers });
  const url = new URL(request.url);
  const adminViewOf =
    principal.role === "admin" ? (idSchema.safeParse(url.searchParams.get("memberId")).data ?? null) : null;
  const memberId = adminViewOf ?? principal.memberId;
  // A member session without a member record has no center to show.
  if (memberId === null) throw redirect("/", { headers });
  return { principal, headers, memberId, viewingAsAdmin: adminViewOf !== null && adminViewOf !== principal.memberId };
}

export type ClientCenterSession = SignedInSession & { clientId: number };

/** A planner's own pages: no session goes to log in, a vendor to their dashboard, an account without a planner home. */
export async function requireClientCenter(
  request: Request,
  services: Services,
  returnTo: string = hereOf(request),
): Promise<ClientCenterSession> {
  const { principal, headers } = await requireSession(request, services, returnTo);
  if (principal.role === "member") throw redirect("/dashboard", { headers });
  if (principal.clientId === null) throw redirect("/", { headers });
  return { principal, headers, clientId: principal.clientId };
}

export type OperatorSession = SignedInSession;

/**
 * The operator console's pages and actions: no session goes to log in (and comes back); anyone signed
 * in who is not an administrator is told there is no such page, so the console is not advertised.
 */
export async function requireOperator(
  request: Request,
  services: Services,
  returnTo: string = hereOf(request),
): Promise<OperatorSession> {
  const { principal, headers } = await requireSession(request, services, returnTo);
  if (principal.role !== "admin") throw data(null, { status: 404, headers });
  return { principal, headers };
}

export type PageRefusal = Pick<DomainError, "code" | "message" | "fields" | "retryAfterSeconds"> & { status: number };

/** A service's DomainError as a page says it: its status and words. Anything else is rethrown. */
export function domainRefusal(error: unknown): PageRefusal {
  if (!isDomainError(error)) throw error;
  const { kind, code, message, fields, retryAfterSeconds } = error;
  return { status: DOMAIN_ERROR_STATUS[kind], code, message, fields, retryAfterSeconds };
}

/**
 * A form action's answer to a service's DomainError: its status, its field messages beside the fields,
 * its message above the form, and what was typed. Anything else is not the person's doing and is rethrown.
 * With `formFields`, only messages about the form's own fields are placed beside them; without any,
 * the message is shown above the form.
 */
export function actionRefusal<Values, Field extends string = string>(
  error: unknown,
  values: Values,
  headers?: Headers,
  formFields?: readonly Field[],
) {
  const refused = domainRefusal(error);
  const fields: FieldErrors<Field> = formFields
    ? pickFieldErrors(refused.fields, formFields)
    : ((refused.fields ?? {}) as FieldErrors<Field>);
  return refusal(refused.status, values, fields, refused.message, refused.retryAfterSeconds, headers);
}

/** A loader's answer to a service's DomainError: the error page of its status (not found, forbidden…). */
export function loaderFailure(error: unknown): never {
  const refused = domainRefusal(error);
  throw data({ code: refused.code, message: refused.message }, { status: refused.status });
}
