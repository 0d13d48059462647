import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "#lib/domain-errors.ts";
import { requireAdmin } from "#lib/route-access.ts";
import { OPERATOR_MESSAGES } from "./operator.rules.ts";
import {
  accountDetailSchema,
  accountIdParamsSchema,
  accountSearchPageSchema,
  accountSearchSchema,
  approvalOutcomeSchema,
  approvalQueueSchema,
  listingIdParamsSchema,
  operatorReasonSchema,
  suspensionOutcomeSchema,
  vendorApprovalSchema,
} from "./operator.schema.ts";
import type { OperatorService } from "./operator.service.server.ts";

/** The operator console's accounts section (issue 21): administrators only, each route checks it again. */
export async function operatorApi(app: FastifyInstance, { operator }: { operator: OperatorService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: "admin" } as const;

  api.get(
    "/api/v1/admin/accounts",
    { config: admin, schema: { querystring: accountSearchSchema, response: { 200: accountSearchPageSchema } } },
    async (request) => {
      requireAdmin(request);
      return operator.searchAccounts(request.query);
    },
  );

  api.get(
    "/api/v1/admin/accounts/:id",
    { config: admin, schema: { params: accountIdParamsSchema, response: { 200: accountDetailSchema } } },
    async (request) => {
      requireAdmin(request);
      const account = await operator.account(request.params.id);
      if (!account) throw notFound(OPERATOR_MESSAGES.noAccount, "NO_ACCOUNT");
      return account;
    },
  );

  api.post(
    "/api/v1/admin/accounts/:id/suspend",
    {
      config: admin,
      schema: { params: accountIdParamsSchema, body: operatorReasonSchema, response: { 200: suspensionOutcomeSchema } },
    },
    async (request) =>
      operator.suspend({ accountId: requireAdmin(request).accountId }, request.params.id, request.body),
  );

  api.post(
    "/api/v1/admin/accounts/:id/restore",
    { config: admin, schema: { params: accountIdParamsSchema, response: { 200: suspensionOutcomeSchema } } },
    async (request) => operator.restore({ accountId: requireAdmin(request).accountId }, request.params.id),
  );

  api.get(
    "/api/v1/admin/settings/vendor-approval",
    { config: admin, schema: { response: { 200: vendorApprovalSchema } } },
    async (request) => {
      requireAdmin(request);
      return operator.vendorApproval();
    },
  );

  api.put(
    "/api/v1/admin/settings/vendor-approval",
    { config: admin, schema: { body: vendorApprovalSchema, response: { 200: vendorApprovalSchema } } },
    async (request) =>
      operator.setVendorApproval({ accountId: requireAdmin(request).accountId }, request.body.required),
  );

  api.get(
    "/api/v1/admin/approvals",
    { config: admin, schema: { response: { 200: approvalQueueSchema } } },
    async (request) => {
      requireAdmin(request);
      return operator.approvalQueue();
    },
  );

  api.post(
    "/api/v1/admin/approvals/:memberId/approve",
    {
      config: { ...admin, refusals: ["conflict"] },
      schema: { params: listingIdParamsSchema, response: { 200: approvalOutcomeSchema } },
    },
    async (request) => operator.approve({ accountId: requireAdmin(request).accountId }, request.params.memberId),
  );

  api.post(
    "/api/v1/admin/approvals/:memberId/decline",
    {
      config: { ...admin, refusals: ["conflict"] },
      schema: { params: listingIdParamsSchema, body: operatorReasonSchema, response: { 200: approvalOutcomeSchema } },
    },
    async (request) =>
      operator.decline({ accountId: requireAdmin(request).accountId }, request.params.memberId, request.body),
  );
}
