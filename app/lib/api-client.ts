/**
 * The browser's JSON calls to our own `/api` (SPEC.md section 7): cookies included, a JSON content
 * type, bodies parsed as JSON with an empty body read as `{}`, and any non-OK answer rejected with
 * its parsed body (section 8). Only call this from effects and event handlers, never while rendering.
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
  /** Sent as JSON. */
  body?: unknown;
  /** Aborts the call: the promise then rejects with the fetch `AbortError`. */
  signal?: AbortSignal;
  /** Lets the call outlive the page, for reports sent as a link navigates away. */
  keepalive?: boolean;
};

/** Builds the `fetch` options of a call: same-origin and cross-origin cookies included, JSON both ways. */
export function requestInit({ method = "GET", body, signal, keepalive }: ApiRequestOptions): RequestInit {
  return {
    method,
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    ...(keepalive ? { keepalive } : {}),
  };
}

/**
 * Calls the API and resolves with the parsed body. A non-OK status rejects with the parsed body
 * (`{}` when empty); a network failure or an abort rejects with the error `fetch` raised.
 */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<JsonBody> {
  const response = await fetch(path, requestInit(options));
  const text = await response.text();
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

/** The error code (`NOT_FOUND`, `VALIDATION_FAILED`...) of a rejected call's body, if it has our error shape. */
export function errorCode(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("error" in body)) return undefined;
  const error = (body as { error: unknown }).error;
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === "string" ? code : undefined;
}
