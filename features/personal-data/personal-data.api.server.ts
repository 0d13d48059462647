import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "#lib/domain-errors.ts";
import { perCaller } from "#lib/rate-limit-keys.ts";
import { requirePrincipal } from "#lib/route-access.ts";
import { clearedSessionCookies } from "#features/accounts/session-cookies.rules.ts";
import { exportFileName } from "./personal-data.rules.ts";
import { accountDeletedSchema, deleteAccountSchema, personalDataSchema } from "./personal-data.schema.ts";
import type { PersonalDataService } from "./personal-data.service.server.ts";

/**
 * The signed-in person's own data: a download of all of it, and deleting the account. Both act only
 * on the caller's own account; there is no administrator's path to anyone else's (decision 036).
 */
export async function personalDataApi(
  app: FastifyInstance,
  deps: { personalData: PersonalDataService; secureCookies: boolean },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** A download of everything an account holds: a few an hour is plenty for its owner, and costly in bulk. */
  const EXPORT_RATE_LIMIT = { ...perCaller, max: 10, timeWindow: 60 * 60_000 };

  api.get(
    "/api/v1/me/data",
    {
      config: { access: "signedIn", rateLimit: EXPORT_RATE_LIMIT },
      schema: { response: { 200: personalDataSchema } },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const data = await deps.personalData.export(principal.accountId);
      if (!data) throw notFound("This account is deleted.");
      reply.header("cache-control", "private, no-store");
      reply.header("content-disposition", `attachment; filename="${exportFileName(new Date(data.exportedAt))}"`);
      return data;
    },
  );

  api.delete(
    "/api/v1/me",
    {
      config: { access: "signedIn", refusals: ["conflict", "refused"] },
      schema: { body: deleteAccountSchema, response: { 200: accountDeletedSchema } },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      await deps.personalData.deleteAccount(principal.accountId, request.body);
      reply.header("set-cookie", clearedSessionCookies(deps.secureCookies));
      reply.header("cache-control", "no-store");
      return { deleted: true as const };
    },
  );
}
