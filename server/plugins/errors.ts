import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type DatabaseFailure, databaseFailureOf } from "#db/failures.server.ts";
import { DOMAIN_ERROR_STATUS, type DomainErrorKind, isDomainError } from "#lib/domain-errors.ts";
import { type ErrorBody, type UnavailableReason, unavailable } from "#lib/http-answers.ts";

/**
 * A request the HTTP layer refuses before or around any route (method, length, body type, JSON depth,
 * NUL characters, cross-site, rate limit): a 4xx with this code and message. A service's refusal is a
 * DomainError instead (lib/domain-errors.ts, decision 023), which this handler maps by its kind.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  constructor(statusCode: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

/**
 * The refusals a route declares because its service may answer them (409, 422, 402); the others
 * follow from its input, access and limits. The document lists each; an API route that answers one it
 * did not declare is a contract bug: logged, and a 500 under test so that no test passes over it.
 */
export type DeclaredRefusal = Extract<DomainErrorKind, "conflict" | "refused" | "payment-failed">;
const DECLARED_REFUSALS: ReadonlySet<DomainErrorKind> = new Set<DeclaredRefusal>([
  "conflict",
  "refused",
  "payment-failed",
]);

declare module "fastify" {
  interface FastifyContextConfig {
    refusals?: readonly DeclaredRefusal[];
  }
}

function undeclaredRefusal(request: FastifyRequest, kind: DomainErrorKind): boolean {
  if (!DECLARED_REFUSALS.has(kind) || !request.routeOptions.url?.startsWith("/api/")) return false;
  return !(request.routeOptions.config.refusals ?? []).includes(kind as DeclaredRefusal);
}

/** Every 429 of the site: the code `RATE_LIMITED`, and (in Retry-After, set by the limiter) when to try again. */
export function rateLimited(after: string): HttpError {
  return new HttpError(429, "RATE_LIMITED", `Too many requests. Please try again in ${after}.`);
}

/** Fastify's rejections of a malformed request, in this API's words. */
const FRAMEWORK_REJECTIONS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "INVALID_JSON", message: "The body is not valid JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "INVALID_JSON", message: "The body is not valid JSON." },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "BODY_TOO_LARGE", message: "The body is too large." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: "BAD_REQUEST",
    message: "The body's length does not match its Content-Length.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "This content type is not accepted here.",
  },
};

/**
 * The methods the site answers. TRACE, OPTIONS (there is no CORS), WebDAV's and the like get 405
 * rather than reaching a route: React Router fails on them with a 500 or an error printed to stderr.
 */
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
const PAGE_FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * Page forms send URL-encoded bodies with a length. React Router reads a page's body itself, unlimited,
 * and answers 500 when it is of any other type (or none), so anything else is refused before it gets there.
 */
function pageFormRejection(request: FastifyRequest, bodyLimit: number): HttpError | undefined {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  const length = request.headers["content-length"];
  if (length === undefined && request.headers["transfer-encoding"] !== undefined) {
    return new HttpError(411, "LENGTH_REQUIRED", "Send the form with a Content-Length.");
  }
  if (Number(length) > bodyLimit) return new HttpError(413, "BODY_TOO_LARGE", "The body is too large.");
  const type = request.headers["content-type"]?.split(";", 1)[0]?.trim().toLowerCase();
  if (type !== PAGE_FORM_TYPE) {
    return new HttpError(
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      "Pages accept form bodies (application/x-www-form-urlencoded).",
    );
  }
  return undefined;
}

const DATABASE_FAILURE_REASONS: Record<DatabaseFailure, UnavailableReason> = {
  unavailable: "databaseUnavailable",
  timeout: "databaseTimeout",
  diskFull: "databaseDiskFull",
  outOfMemory: "databaseOutOfMemory",
};
const DATABASE_FAILURE_LOG_MESSAGES: Record<DatabaseFailure, string> = {
  unavailable: "database unavailable",
  timeout: "database statement timed out",
  diskFull: "database disk full",
  outOfMemory: "database out of memory",
};

/** An outage fails every request at once: one log line per interval, with a count, rather than one per request. */
const DATABASE_FAILURE_LOG_INTERVAL_MS = 10_000;

function validationBody(error: FastifyError): ErrorBody {
  const fields: Record<string, string> = {};
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      // A field's name comes from the caller's own keys: at most 200 characters of it, as the document says.
      const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".").slice(0, 200) || "body";
      fields[field] ??= issue.message ?? "This value is not valid.";
    }
  }
  const first = Object.values(fields)[0];
  return { error: { code: "VALIDATION_FAILED", message: first ?? "The request is not valid.", fields } };
}

/**
 * One error handler and one not-found handler: JSON for every path under /api. A database out of
 * reach or a statement cut by its timeout is a 503 with Retry-After, not a 500.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance, options: { strictContract: boolean }) => {
    // Malformed requests are refused before any route runs (issue 18): 4xx, never a 500 from deeper down.
    app.addHook("onRequest", async (request, reply) => {
      if (!ALLOWED_METHODS.includes(request.method)) {
        reply.header("allow", ALLOWED_METHODS.join(", "));
        throw new HttpError(405, "METHOD_NOT_ALLOWED", `The method ${request.method} is not allowed.`);
      }
      // The page catch-all route is the only one whose pattern is "*".
      if (request.routeOptions.url === "*") {
        const rejection = pageFormRejection(request, app.initialConfig.bodyLimit ?? 1_048_576);
        if (rejection) throw rejection;
      }
    });

    let databaseFailuresUnlogged = 0;
    let databaseFailureLoggedAt = Number.NEGATIVE_INFINITY;

    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (isDomainError(error)) {
        if (undeclaredRefusal(request, error.kind)) {
          const route = `${request.method} ${request.routeOptions.url}`;
          request.log.error({ route, kind: error.kind, code: error.code }, "a refusal the route does not declare");
          if (options.strictContract) {
            return reply.status(500).send({
              error: {
                code: "UNDECLARED_REFUSAL",
                message: `${route} answered ${error.kind}, which it does not declare.`,
              },
            } satisfies ErrorBody);
          }
        }
        if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
        const body: ErrorBody = { error: { code: error.code, message: error.message, fields: error.fields } };
        return reply.status(DOMAIN_ERROR_STATUS[error.kind]).send(body);
      }
      if (error instanceof HttpError) {
        const body: ErrorBody = { error: { code: error.code, message: error.message, fields: error.fields } };
        return reply.status(error.statusCode).send(body);
      }
      if (error.validation) {
        return reply.status(400).send(validationBody(error));
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        const known = FRAMEWORK_REJECTIONS[error.code];
        const body = known ?? {
          code: error.code ?? (statusCode === 429 ? "RATE_LIMITED" : "BAD_REQUEST"),
          message: error.message,
        };
        return reply.status(statusCode).send({ error: { ...body } } satisfies ErrorBody);
      }
      const databaseFailure = databaseFailureOf(error);
      if (databaseFailure) {
        databaseFailuresUnlogged += 1;
        if (performance.now() - databaseFailureLoggedAt >= DATABASE_FAILURE_LOG_INTERVAL_MS) {
          request.log.error(
            { err: error, req: request, statusCode: 503, requestsAnswered503: databaseFailuresUnlogged },
            DATABASE_FAILURE_LOG_MESSAGES[databaseFailure],
          );
          databaseFailureLoggedAt = performance.now();
          databaseFailuresUnlogged = 0;
        }
        return reply.send(unavailable(reply, DATABASE_FAILURE_REASONS[databaseFailure]));
      }
      const failedStatus = statusCode >= 500 ? statusCode : 500;
      request.log.error({ err: error, req: request, statusCode: failedStatus }, "request failed");
      return reply.status(failedStatus).send({
        error: { code: "INTERNAL_ERROR", message: "Something went wrong on our side. Please try again." },
      } satisfies ErrorBody);
    });

    app.setNotFoundHandler((request, reply) => {
      return reply.status(404).send(apiNotFoundBody(request.method, request.url));
    });
  },
  { name: "errors" },
);

/** How much of an unknown path the not-found message repeats: an error never echoes a caller's whole input. */
const ECHOED_PATH_MAX = 200;

export function apiNotFoundBody(method: string, url: string): ErrorBody {
  const path = url.split("?")[0] ?? url;
  const shown = path.length > ECHOED_PATH_MAX ? `${path.slice(0, ECHOED_PATH_MAX)}…` : path;
  return { error: { code: "NOT_FOUND", message: `No route ${method} ${shown}.` } };
}
