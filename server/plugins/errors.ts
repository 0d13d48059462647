import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { databaseFailureOf } from "#db/failures.server.ts";

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** A failure the caller caused and may be told about: it becomes a 4xx with this code and message. */
export class ClientError extends Error {
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

/** How long a caller should wait before trying a 503 again: a restart, an outage or overload passes in seconds. */
export const RETRY_AFTER_SECONDS = 5;

const UNAVAILABLE_REASONS = {
  databaseUnavailable: {
    code: "DATABASE_UNAVAILABLE",
    message: "We cannot reach our database right now. Please try again in a moment.",
  },
  databaseTimeout: { code: "DATABASE_TIMEOUT", message: "That took too long to answer. Please try again in a moment." },
  overloaded: { code: "OVERLOADED", message: "We are very busy right now. Please try again in a moment." },
  notReady: { code: "NOT_READY", message: "The database cannot be reached." },
  shuttingDown: { code: "SHUTTING_DOWN", message: "This server is restarting. Please try again in a moment." },
} as const;
export type UnavailableReason = keyof typeof UNAVAILABLE_REASONS;

/** Sets 503 and Retry-After on the reply and gives the body to send: every "try again soon" answer. */
export function unavailable(reply: FastifyReply, reason: UnavailableReason): ErrorBody {
  reply.status(503).header("retry-after", String(RETRY_AFTER_SECONDS));
  return { error: { ...UNAVAILABLE_REASONS[reason] } };
}

/** An outage fails every request at once: one log line per interval, with a count, rather than one per request. */
const DATABASE_FAILURE_LOG_INTERVAL_MS = 10_000;

function validationBody(error: FastifyError): ErrorBody {
  const fields: Record<string, string> = {};
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
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
  async (app: FastifyInstance) => {
    let databaseFailuresUnlogged = 0;
    let databaseFailureLoggedAt = Number.NEGATIVE_INFINITY;

    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof ClientError) {
        const body: ErrorBody = { error: { code: error.code, message: error.message, fields: error.fields } };
        return reply.status(error.statusCode).send(body);
      }
      if (error.validation) {
        return reply.status(400).send(validationBody(error));
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        return reply
          .status(statusCode)
          .send({ error: { code: error.code ?? "BAD_REQUEST", message: error.message } } satisfies ErrorBody);
      }
      const databaseFailure = databaseFailureOf(error);
      if (databaseFailure) {
        databaseFailuresUnlogged += 1;
        if (performance.now() - databaseFailureLoggedAt >= DATABASE_FAILURE_LOG_INTERVAL_MS) {
          request.log.error(
            // The driver's own error: Drizzle's wrapper would put the query's parameters in the log.
            { databaseError: String(error.cause ?? error.message), requestsAnswered503: databaseFailuresUnlogged },
            databaseFailure === "timeout" ? "database statement timed out" : "database unavailable",
          );
          databaseFailureLoggedAt = performance.now();
          databaseFailuresUnlogged = 0;
        }
        return reply.send(
          unavailable(reply, databaseFailure === "timeout" ? "databaseTimeout" : "databaseUnavailable"),
        );
      }
      request.log.error({ err: error }, "request failed");
      return reply.status(statusCode >= 500 ? statusCode : 500).send({
        error: { code: "INTERNAL_ERROR", message: "Something went wrong on our side. Please try again." },
      } satisfies ErrorBody);
    });

    app.setNotFoundHandler((request, reply) => {
      return reply.status(404).send(apiNotFoundBody(request.method, request.url));
    });
  },
  { name: "errors" },
);

export function apiNotFoundBody(method: string, url: string): ErrorBody {
  const path = url.split("?")[0] ?? url;
  return { error: { code: "NOT_FOUND", message: `No route ${method} ${path}.` } };
}
