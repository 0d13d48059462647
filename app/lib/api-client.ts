import { FRONTEND_CLIENT, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";

/**
 * The browser's calls to our own `/api` (SPEC.md section 7): cookies included, a JSON content type
 * unless the body is a form, bodies parsed as JSON with an empty body read as `{}`, any non-OK answer
 * rejected with its parsed body (section 8), and a 401 answered by one token refresh and one retry
 * (section 4). Only call this from effects and event handlers, never while rendering.
 */

/** A JSON body as the server sent it; `{}` when the body was empty. */
export type JsonBody = unknown;

/** Reads a response body: empty (or only white space) becomes `{}`, anything else is parsed as JSON. */
export function parseJsonBody(text: string): JsonBody {
  return text.trim() === "" ? {} : (JSON.parse(text) as JsonBody);
}

/**
 * What a rejected call carries: the server's parsed body, or `{}` when a failed answer was empty or
 * not JSON (a proxy's HTML error page, say). 4xx bodies are `{ error: { code, message, fields? } }`.
 */
export function failureBody(text: string): JsonBody {
  try {
    return parseJsonBody(text);
  } catch {
    return {};
  }
}

export type ApiRequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, or as multipart when it is a `FormData`. */
  body?: unknown;
  /** Aborts the call: the promise then rejects with the fetch `AbortError`. */
  signal?: AbortSignal;
  /** Lets the call outlive the page, for reports sent as a link navigates away. */
  keepalive?: boolean;
};

/**
 * Builds the `fetch` options of a call: cookies included, JSON both ways. A form body keeps the
 * content type the browser gives it (multipart with its boundary).
 */
export function requestInit({ method = "GET", body, signal, keepalive }: ApiRequestOptions): RequestInit {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  return {
    method,
    credentials: "include",
    headers: isForm
      ? { Accept: "application/json" }
      : { "Content-Type": "application/json", Accept: "application/json" },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
    ...(keepalive ? { keepalive } : {}),
  };
}

export const TOKEN_PATH = "/api/v1/token";

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
export function refreshSession(tokenUrl: string = TOKEN_PATH): Promise<boolean> {
  refreshInFlight ??= (async () => {
    try {
      const response = await fetch(tokenUrl, {
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

/**
 * Calls the API and resolves with the parsed body. A 401 is answered by one refresh and one repeat of
 * the call; a non-OK status rejects with the parsed body (`{}` when empty); a network failure or an
 * abort rejects with the error `fetch` raised.
 */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<JsonBody> {
  let response = await fetch(path, requestInit(options));
  // The token endpoint of the host that answered: our own, or the one an absolute URL names.
  const tokenUrl = /^https?:/.test(path) ? new URL(TOKEN_PATH, path).toString() : TOKEN_PATH;
  if (response.status === 401 && !path.endsWith(TOKEN_PATH) && (await refreshSession(tokenUrl))) {
    response = await fetch(path, requestInit(options));
  }
  const text = await response.text();
  announceSessionCookies();
  if (!response.ok) throw failureBody(text);
  return parseJsonBody(text);
}

/** `apiRequest` for a GET: the common case of the autocompletes and lookups. */
export function getJson(path: string, signal?: AbortSignal): Promise<JsonBody> {
  return apiRequest(path, { signal });
}

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
