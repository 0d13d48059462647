import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditPageSchema, auditSearchSchema } from "./audit.schema.ts";
import type { AuditService } from "./audit.service.server.ts";

/** The audit log for operators: read and search only; nothing here (or anywhere) edits or deletes it. */
export async function auditApi(app: FastifyInstance, deps: { audit: AuditService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/v1/admin/audit-events",
    {
      config: { access: "admin" },
      schema: { querystring: auditSearchSchema, response: { 200: auditPageSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return deps.audit.search(request.query);
    },
  );
}
