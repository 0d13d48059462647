/**
 * The session cookies of SPEC section 4, formatted in one place for both edges that write them
 * (decision 023): the API (token, password and name changes) and the page layer (log-in, emailed
 * links, log-out, a renewed session). Services never make cookies: they return the issued tokens.
 * Pure: no I/O; `secure` is the deployment's (production only).
 */
import { READABLE_COOKIE_SECONDS, REFRESH_COOKIE_PATH, SESSION_COOKIES } from "./accounts.rules.ts";

type CookieOptions = { maxAge: number; path: string; httpOnly: boolean; secure: boolean };

/** `name=value; Max-Age=n; Path=p[; HttpOnly][; Secure]; SameSite=Lax`: one fixed order, tested as exact strings. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${options.maxAge}`, `Path=${options.path}`];
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  parts.push("SameSite=Lax");
  return parts.join("; ");
}

/** A session's new pair of tokens, their lifetimes, and what the header shows (scope and welcome name). */
export type IssuedTokens = {
  accessToken: string;
  refreshToken: string;
  accessSeconds: number;
  refreshSeconds: number;
  scope: string;
  welcomeName: string;
};

/** What the header greets a signed-in person with, before any call: the scope and the welcome name. */
export type SessionGreeting = { scope: string; welcomeName: string };

/** The readable cookies: what the header shows before any call. */
export function readableCookies({ scope, welcomeName }: SessionGreeting, secure: boolean): string[] {
  return [
    serializeCookie(SESSION_COOKIES.scope, scope, {
      maxAge: READABLE_COOKIE_SECONDS,
      path: "/",
      httpOnly: false,
      secure,
    }),
    serializeCookie(SESSION_COOKIES.welcomeName, welcomeName, {
      maxAge: READABLE_COOKIE_SECONDS,
      path: "/",
      httpOnly: false,
      secure,
    }),
  ];
}

/** Tokens in HttpOnly cookies page code cannot read; scope and welcome name readable for 30 days. */
export function sessionCookies(tokens: IssuedTokens, secure: boolean): string[] {
  return [
    serializeCookie(SESSION_COOKIES.access, tokens.accessToken, {
      maxAge: tokens.accessSeconds,
      path: "/",
      httpOnly: true,
      secure,
    }),
    serializeCookie(SESSION_COOKIES.refresh, tokens.refreshToken, {
      maxAge: tokens.refreshSeconds,
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      secure,
    }),
    ...readableCookies(tokens, secure),
  ];
}

/** Expires every session item of SPEC section 4, cookie `k` and the legacy ones included. */
export function clearedSessionCookies(secure: boolean): string[] {
  return Object.values(SESSION_COOKIES).map((name) =>
    serializeCookie(name, "", {
      maxAge: 0,
      path: name === SESSION_COOKIES.refresh ? REFRESH_COOKIE_PATH : "/",
      httpOnly: name === SESSION_COOKIES.access || name === SESSION_COOKIES.refresh,
      secure,
    }),
  );
}
