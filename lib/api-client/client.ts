import type { paths } from "./schema.ts";

/**
 * A typed client of the API, from the types `npm run api:client` generates out of the OpenAPI
 * document: each call names a documented path and method, and the compiler checks its path
 * parameters, query and body and knows the shape of its answer. It is the one way the browser calls
 * the API (app/lib/api-client.ts) and what an outside caller can use with a bearer token (README).
 */

/** The methods the API answers: it has no PATCH. */
export type HttpMethod = "get" | "post" | "put" | "delete";

/** Where a refresh token buys a new access token; a 401 from here is final. */
export const TOKEN_PATH = "/api/v1/token";

type OperationAt<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;

/** The documented paths that answer a method. */
export type PathWith<M extends HttpMethod> = {
  [P in keyof paths]: [OperationAt<P, M>] extends [never] ? never : P;
}[keyof paths];

type ParametersOf<Operation> = Operation extends { parameters: infer Parameters } ? Parameters : never;

type PathInput<Operation> = ParametersOf<Operation> extends { path: infer Path } ? { path: Path } : unknown;

/** A query as the document types it, where a flag documented as "true" | "false" may also be a boolean. */
type QueryValues<Query> = {
  [Name in keyof Query]: NonNullable<Query[Name]> extends "true" | "false" ? Query[Name] | boolean : Query[Name];
};

type QueryInput<Operation> =
  ParametersOf<Operation> extends { query: infer Query }
    ? { query: QueryValues<Query> }
    : ParametersOf<Operation> extends { query?: infer Query }
      ? [Query] extends [never | undefined]
        ? unknown
        : { query?: QueryValues<NonNullable<Query>> }
      : unknown;

type BodyOf<Content> = Content extends { "application/json": infer Json }
  ? Json
  : Content extends { "multipart/form-data": unknown }
    ? FormData
    : never;

type BodyInput<Operation> = Operation extends { requestBody: { content: infer Content } }
  ? { body: BodyOf<Content> }
  : Operation extends { requestBody?: { content: infer Content } }
    ? { body?: BodyOf<Content> }
    : unknown;

export type CallOptions = {
  /** Aborts the call: the promise then rejects with the fetch `AbortError`. */
  signal?: AbortSignal;
  /** Lets the call outlive the page, for reports sent as a link navigates away. */
  keepalive?: boolean;
};

/** What one call of an operation takes: its path parameters, query and body as the document types them. */
export type CallInput<Operation> = PathInput<Operation> & QueryInput<Operation> & BodyInput<Operation> & CallOptions;

type JsonAnswer<Response> = Response extends { content: { "application/json": infer Json } }
  ? Json
  : Record<string, never>;

/** The body of an operation's successful answer; an empty answer (204) reads as `{}`. */
export type AnswerOf<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends 200 | 201 | 202 | 204 ? JsonAnswer<Responses[Status]> : never;
    }[keyof Responses]
  : never;

type InputArguments<Operation> =
  object extends CallInput<Operation> ? [input?: CallInput<Operation>] : [input: CallInput<Operation>];

type MethodCaller<M extends HttpMethod> = <P extends PathWith<M>>(
  path: P,
  ...input: InputArguments<OperationAt<P, M>>
) => Promise<AnswerOf<OperationAt<P, M>>>;

export type ApiClient = { [M in HttpMethod]: MethodCaller<M> };

export type ApiClientOptions = {
  /** Where the API answers, such as `https://marquee.example`; empty for the page's own origin. */
  baseUrl?: string;
  /** The current access token from POST /api/v1/token, sent as a bearer token; the browser sends cookies instead. */
  accessToken?: () => string | undefined;
  /** Asked once on a 401: when it resolves true (a new token), the call is made once more. */
  refresh?: (baseUrl: string) => Promise<boolean>;
  /** Told after every answer, which may have set or cleared session cookies. */
  onAnswer?: () => void;
};

/** Reads a body: empty (or only white space) becomes `{}`, anything else is parsed as JSON. */
export function parseJsonBody(text: string): unknown {
  return text.trim() === "" ? {} : JSON.parse(text);
}

/**
 * What a rejected call carries: the server's parsed body, or `{}` when a failed answer was empty or
 * not JSON (a proxy's HTML error page, say). 4xx bodies are `{ error: { code, message, fields? } }`.
 */
export function failureBody(text: string): unknown {
  try {
    return parseJsonBody(text);
  } catch {
    return {};
  }
}

type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** A documented path with its parameters put in and its query appended; lists go comma-separated. */
export function apiUrl(template: string, path: object = {}, query: object = {}): string {
  const values = path as Record<string, string | number>;
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    search.append(name, Array.isArray(value) ? value.join(",") : String(value));
  }
  const queryString = search.toString();
  return queryString === "" ? filled : `${filled}?${queryString}`;
}

/**
 * The `fetch` options of a call: cookies included, JSON both ways. A form body keeps the content type
 * the runtime gives it (multipart with its boundary).
 */
export function requestInit(
  method: HttpMethod,
  { body, signal, keepalive }: { body?: unknown } & CallOptions,
  accessToken?: string,
): RequestInit {
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (!isForm) headers["Content-Type"] = "application/json";
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return {
    method: method.toUpperCase(),
    credentials: "include",
    headers,
    body: body === undefined || isForm ? body : JSON.stringify(body),
    signal,
    keepalive,
  };
}

const HTTP_METHODS: readonly HttpMethod[] = ["get", "post", "put", "delete"];

/**
 * A client whose calls resolve with the parsed body of a successful answer. A 401 is answered by one
 * `refresh` and one repeat of the call; any other failure rejects with the parsed body (`{}` when
 * empty); a network failure or an abort rejects with the error `fetch` raised.
 */
export function createApiClient({ baseUrl = "", accessToken, refresh, onAnswer }: ApiClientOptions = {}): ApiClient {
  const call =
    (method: HttpMethod) =>
    async (template: string, input: Record<string, unknown> = {}) => {
      const url = baseUrl + apiUrl(template, input.path as object, input.query as object);
      let response = await fetch(url, requestInit(method, input, accessToken?.()));
      if (response.status === 401 && template !== TOKEN_PATH && (await refresh?.(baseUrl)))
        response = await fetch(url, requestInit(method, input, accessToken?.()));
      const text = await response.text();
      onAnswer?.();
      if (!response.ok) throw failureBody(text);
      return parseJsonBody(text);
    };
  return Object.fromEntries(HTTP_METHODS.map((method) => [method, call(method)])) as ApiClient;
}
