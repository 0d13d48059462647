import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

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

/** One error handler and one not-found handler: JSON for every path under /api. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
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
