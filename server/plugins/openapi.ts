import swagger from "@fastify/swagger";
import type { FastifyInstance, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import type { RouteAccess } from "./auth.ts";
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
    code: z.string().describe("A stable, machine-readable code such as NOT_FOUND or VALIDATION_FAILED."),
    message: z.string().describe("A sentence for people."),
    fields: z.record(z.string(), z.string()).optional().describe("The message for each field that was refused."),
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
  if (route.config?.rateLimit) {
    responses[429] = errorResponse("Too many requests (code `RATE_LIMITED`): wait for the time in Retry-After.");
  }
  responses[500] = errorResponse("Something went wrong on our side.");
  responses[503] = errorResponse(
    "Unavailable for a moment (database out of reach or server saturated): retry after Retry-After.",
  );
  responses.default = errorResponse("Any other refusal, in the same shape (such as 409, 413 or 415).");
  return responses;
}

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

/** Points every error answer at components.schemas.Error rather than repeating it in each operation. */
function shareErrorSchema({ openapiObject }: { openapiObject: JsonObject }) {
  const paths = openapiObject.paths as Record<string, Record<string, { responses: Record<string, JsonObject> }>>;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      for (const response of Object.values(operation.responses)) {
        const content = response.content as Record<string, { schema: JsonObject }> | undefined;
        const json = content?.["application/json"];
        if (json?.schema["x-error"]) json.schema = { $ref: ERROR_SCHEMA_REF };
      }
    }
  }
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
        servers: [{ url: options.publicOrigin }],
        tags: [...API_TAGS],
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform: documentOperation as never,
      transformObject: shareErrorSchema as never,
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
