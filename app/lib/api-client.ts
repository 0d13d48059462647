import { FRONTEND_CLIENT, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import { createApiClient, TOKEN_PATH } from "#lib/api-client/client.ts";

/**
 * The browser's calls to our own `/api` (SPEC.md section 7), through the typed client generated from
 * the OpenAPI document: cookies included, JSON both ways, an empty body read as `{}`, any non-OK answer
 * rejected with its parsed body (section 8), and a 401 answered by one token refresh and one retry
 * (section 4). Only call this from effects and event handlers, never while rendering.
 */

/** The cookies page code can clear; the HttpOnly token cookies are cleared by the token endpoint's answer. */
const READABLE_SESSION_COOKIES = [SESSION_COOKIES.scope, SESSION_COOKIES.welcomeName];

function clearReadableSessionCookies(): void {
  if (typeof document === "undefined") return;
  for (const name of READABLE_SESSION_COOKIES) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** Fired after every answer from our API: the server may have set or cleared the session cookies. */
export const SESSION_COOKIES_EVENT = "marquee:session-cookies";

function announceSessionCookies(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(SESSION_COOKIES_EVENT));
}

/** One refresh at a time: parallel calls that meet a 401 wait for the same refresh. */
let refreshInFlight: Promise<boolean> | null = null;

/**
 * Asks the token endpoint for a new access token with the refresh token the browser holds as a cookie.
 * Resolves whether it worked; on failure the session cookies are gone (SPEC section 8).
 */
export function refreshSession(baseUrl = ""): Promise<boolean> {
  refreshInFlight ??= (async () => {
    try {
      const response = await fetch(baseUrl + TOKEN_PATH, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: new URLSearchParams({
          grant_type: "refresh_token",
          client_id: FRONTEND_CLIENT.id,
          client_secret: FRONTEND_CLIENT.secret,
        }).toString(),
      });
      if (!response.ok) clearReadableSessionCookies();
      return response.ok;
    } catch {
      return false;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/** The one way browser code calls the API: `api.get("/api/v1/locations", { query: { startsWith } })`. */
export const api = createApiClient({ refresh: refreshSession, onAnswer: announceSessionCookies });

/** Whether a rejection is the abort of a call we cancelled ourselves, which is never an error to show. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

function errorObject(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== "object" || body === null || !("error" in body)) return undefined;
  const error = (body as { error: unknown }).error;
  return typeof error === "object" && error !== null ? (error as Record<string, unknown>) : undefined;
}

/** The error code (`NOT_FOUND`, `VALIDATION_FAILED`...) of a rejected call's body, if it has our error shape. */
export function errorCode(body: unknown): string | undefined {
  const code = errorObject(body)?.code;
  return typeof code === "string" ? code : undefined;
}

/** The message of a rejected call's body, to show as it is. */
export function errorMessage(body: unknown): string | undefined {
  const message = errorObject(body)?.message;
  return typeof message === "string" ? message : undefined;
}

/** The per-field messages of a rejected call's body (`VALIDATION_FAILED` and friends). */
export function fieldErrors(body: unknown): Record<string, string> {
  const fields = errorObject(body)?.fields;
  if (typeof fields !== "object" || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}
