import swagger from "@fastify/swagger";
import type { FastifyInstance, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import { DOMAIN_ERROR_STATUS } from "#lib/domain-errors.ts";
import type { RouteAccess } from "./auth.ts";
import type { DeclaredRefusal } from "./errors.ts";
import type { ErrorBody } from "#lib/http-answers.ts";
import { API_OPERATIONS, API_TAGS } from "./openapi-operations.ts";

export const OPENAPI_PATH = "/api/openapi.json";

/** The routes the document describes: the API, and the photo, media and calendar files it links to. */
export function isDocumentedRoute(url: string): boolean {
  if (url === "/api/*") return false;
  return /^\/(api|images|media|calendar)\//.test(url);
}

/** The central error shape of server/plugins/errors.ts, as every 4xx and 5xx answer carries it. */
const errorBodySchema = z.object({
  error: z.object({
    code: z.string().max(64).describe("A stable, machine-readable code such as NOT_FOUND or VALIDATION_FAILED."),
    message: z.string().max(1_000).describe("A sentence for people."),
    fields: z
      .record(z.string().max(200), z.string().max(1_000))
      .optional()
      .describe("The message for each field that was refused."),
  }),
});
const errorBodyMatchesCentralShape: ErrorBody = {} as z.infer<typeof errorBodySchema>;
void errorBodyMatchesCentralShape;
const errorBodyJsonSchema = z.toJSONSchema(errorBodySchema, { target: "draft-2020-12" });

const ERROR_SCHEMA_REF = "#/components/schemas/Error";

/** Marked so the finished document can point every error answer at the one Error schema. */
function errorResponse(description: string) {
  return { type: "object", description, "x-error": true };
}

const ACCESS_DESCRIPTIONS: Record<RouteAccess, string> = {
  public: "Anyone may call this.",
  signedIn: "Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).",
  admin: "Administrators only.",
};

const SECURITY_SCHEMES = {
  bearerToken: { type: "http", scheme: "bearer", description: "An access token from POST /api/v1/token." },
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIES.access,
    description: "The HttpOnly access cookie a browser receives when it logs in.",
  },
} as const;

/** OpenAPI 3.1 lets non-OAuth schemes name the roles an operation needs: "admin" marks admin-only calls. */
function securityOf(access: RouteAccess) {
  if (access === "public") return undefined;
  const roles = access === "admin" ? ["admin"] : [];
  return [{ bearerToken: roles }, { sessionCookie: roles }];
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const REFUSAL_DESCRIPTIONS: Record<DeclaredRefusal, string> = {
  conflict:
    "The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which.",
  refused: "Understood and allowed, but it cannot be carried out as asked (no vendor matches, say): `code` says why.",
  "payment-failed": "The charge was declined: nothing was bought.",
};

/** The errors a route can answer with, from what it declares: input, access, limits and method. */
function errorResponses(route: RouteOptions, access: RouteAccess, hasInput: boolean) {
  const method = String(route.method);
  const responses: Record<string, unknown> = {};
  if (hasInput || UNSAFE_METHODS.has(method)) {
    responses[400] = errorResponse("The request is not valid: `fields` names each refused field.");
  }
  if (access !== "public") responses[401] = errorResponse("Not signed in, or the session has ended.");
  if (access !== "public" || UNSAFE_METHODS.has(method)) {
    responses[403] = errorResponse(
      access === "public"
        ? "Refused: the request came from another site."
        : "Refused: the record is not the caller's, or the request came from another site.",
    );
  }
  responses[404] = errorResponse("Nothing is found at this address.");
  for (const refusal of route.config?.refusals ?? []) {
    responses[DOMAIN_ERROR_STATUS[refusal]] = errorResponse(REFUSAL_DESCRIPTIONS[refusal]);
  }
  const limit = route.config?.rateLimit;
  if (limit) {
    responses[429] = errorResponse(
      `Too many requests (code \`RATE_LIMITED\`): at most ${limit.max} ${describeWindow(limit.timeWindow)} ` +
        (limit.keyGenerator
          ? "from one account, or from one network when not signed in"
          : "from one network (an IPv4 address, or an IPv6 /64)") +
        ". Wait for the seconds in Retry-After.",
    );
  }
  responses[500] = errorResponse("Something went wrong on our side.");
  responses[503] = errorResponse(
    "Unavailable for a moment (database out of reach or server saturated): retry after Retry-After.",
  );
  responses.default = errorResponse("Any other refusal of the HTTP layer, in the same shape (such as 413 or 415).");
  return responses;
}

/** A rate limit's window in words ("a minute", "every 10 minutes", "an hour"); every window is in milliseconds. */
function describeWindow(window: unknown): string {
  const minutes = Number(window) / 60_000;
  if (minutes % 60 === 0) return minutes === 60 ? "an hour" : `every ${minutes / 60} hours`;
  return minutes === 1 ? "a minute" : `every ${minutes} minutes`;
}

/** What a rate-limited route answers with every 2xx and 4xx; a 429 adds Retry-After. */
const RATE_LIMIT_HEADERS = {
  "X-RateLimit-Limit": {
    description:
      "How many requests the caller (its network, or its account where the 429 says so) may make in the window.",
    schema: { type: "integer", format: "int32", minimum: 1, maximum: 1_000 },
  },
  "X-RateLimit-Remaining": {
    description: "How many are left in the current window.",
    schema: { type: "integer", format: "int32", minimum: 0, maximum: 1_000 },
  },
  "X-RateLimit-Reset": {
    description: "Seconds until the window starts again.",
    schema: { type: "integer", format: "int32", minimum: 0, maximum: 86_400 },
  },
};
const RETRY_AFTER_HEADER = {
  "Retry-After": {
    description: "Seconds to wait before trying again.",
    schema: { type: "integer", format: "int32", minimum: 0, maximum: 86_400 },
  },
};

const zodToJsonSchema = createJsonSchemaTransform({ skipList: [] });

type JsonObject = Record<string, unknown>;

/** Fastify's wildcard parameter "*" is documented as {path}, a name OpenAPI tools understand. */
function renameWildcard(params: JsonObject): JsonObject {
  const properties = params.properties as JsonObject | undefined;
  if (!properties || !("*" in properties)) return params;
  const { "*": wildcard, ...rest } = properties;
  const required = ((params.required as string[] | undefined) ?? []).map((name) => (name === "*" ? "path" : name));
  return { ...params, properties: { ...rest, path: wildcard }, required };
}

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

/** The longest text each fixed string format allows, as Zod checks it (a date is YYYY-MM-DD). */
const FORMAT_MAX_LENGTH: Record<string, number> = { date: 10, uuid: 36, ipv4: 15, ipv6: 45 };

/**
 * Writes into the document the bounds its Zod schemas imply but JSON Schema does not carry: each
 * integer's width from its range (int32 when the range fits, as every id and count the database
 * stores does; int64 otherwise), and the length of a string whose format fixes it.
 */
function writeImpliedBounds(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) writeImpliedBounds(item);
    return;
  }
  if (!node || typeof node !== "object") return;
  const schema = node as JsonObject;
  if (schema.type === "integer" && schema.format === undefined) {
    const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
    const fits = minimum !== undefined && maximum !== undefined && minimum >= INT32.min && maximum <= INT32.max;
    schema.format = fits ? "int32" : "int64";
  }
  const formatLength = typeof schema.format === "string" ? FORMAT_MAX_LENGTH[schema.format] : undefined;
  if (schema.type === "string" && formatLength !== undefined && schema.maxLength === undefined) {
    schema.maxLength = formatLength;
  }
  for (const value of Object.values(schema)) writeImpliedBounds(value);
}

/**
 * Finishes the document: every error answer points at components.schemas.Error rather than repeating
 * it in each operation, and the bounds the schemas imply are written out.
 */
function finishDocument({ openapiObject }: { openapiObject: JsonObject }) {
  const paths = openapiObject.paths as Record<string, Record<string, { responses: Record<string, JsonObject> }>>;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const rateLimited = "429" in operation.responses;
      for (const [status, response] of Object.entries(operation.responses)) {
        const content = response.content as Record<string, { schema: JsonObject }> | undefined;
        const json = content?.["application/json"];
        if (json?.schema["x-error"]) json.schema = { $ref: ERROR_SCHEMA_REF };
        if (rateLimited && /^[24]/.test(status)) {
          response.headers = { ...RATE_LIMIT_HEADERS, ...(status === "429" ? RETRY_AFTER_HEADER : {}) };
        }
        if (status === "503") response.headers = RETRY_AFTER_HEADER;
      }
    }
  }
  writeImpliedBounds(paths);
  const components = openapiObject.components as JsonObject;
  return { ...openapiObject, components: { ...components, schemas: { Error: errorBodyJsonSchema } } };
}

type TransformInput = Parameters<typeof zodToJsonSchema>[0] & { route: RouteOptions };

function documentOperation(input: TransformInput) {
  const { route, url } = input;
  // A route marked hidden (only tests add one) stays out of the document.
  if (!isDocumentedRoute(route.url) || route.schema?.hide) return { schema: { hide: true }, url };
  const key = `${String(route.method)} ${route.url}`;
  const operation = API_OPERATIONS[key];
  if (!operation) throw new Error(`${key} has no summary in server/plugins/openapi-operations.ts`);
  const converted = input.schema ? (zodToJsonSchema(input).schema as Record<string, unknown>) : {};
  const access = route.config?.access ?? "public";
  const hasInput = Boolean(input.schema?.params || input.schema?.querystring || input.schema?.body);
  const successResponses = { ...(converted.response as object | undefined), ...operation.responses };
  if (Object.keys(successResponses).length === 0) throw new Error(`${key} declares no response schema`);
  return {
    url: url.replace(/\*$/, ":path"),
    schema: {
      ...converted,
      ...(converted.params ? { params: renameWildcard(converted.params as JsonObject) } : {}),
      ...(operation.body ? { body: operation.body } : {}),
      ...(operation.consumes ? { consumes: operation.consumes } : {}),
      operationId: operation.operationId,
      summary: operation.summary,
      description: [operation.description, ACCESS_DESCRIPTIONS[access]].filter(Boolean).join("\n\n"),
      tags: [operation.tag],
      security: securityOf(access),
      response: { ...successResponses, ...(url.startsWith("/api/") ? errorResponses(route, access, hasInput) : {}) },
    },
  };
}

/**
 * The OpenAPI 3.1 document of every API route, built from the routes' own Zod schemas by
 * @fastify/swagger, which sees each route registered after this plugin. Served at OPENAPI_PATH.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance, options: { publicOrigin: string }) => {
    // x-internal: false says the API is for outside callers too (OWASP API9, inventory).
    const publicServer = {
      url: options.publicOrigin,
      description: options.publicOrigin.startsWith("https:") ? "Production" : "Local development",
      "x-internal": false,
    };
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Marquee API",
          version: "1",
          description:
            "The API of Marquee, the marketplace where event planners find and book entertainers, vendors, " +
            "venues and event services. Every answer is JSON; every error has the shape " +
            "`{ error: { code, message, fields? } }`.",
        },
        servers: [publicServer],
        tags: [...API_TAGS],
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform: documentOperation as never,
      transformObject: finishDocument as never,
    });

    app.get(
      OPENAPI_PATH,
      {
        config: { access: "public" },
        schema: { response: { 200: z.looseObject({ openapi: z.literal("3.1.0") }) } },
      },
      async () => app.swagger(),
    );
  },
  { name: "openapi" },
);
