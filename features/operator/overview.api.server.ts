import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireAdmin } from "#lib/route-access.ts";
import { overviewQuerySchema, overviewSchema } from "./overview.schema.ts";
import type { OverviewService } from "./overview.service.server.ts";

/** `GET /api/v1/admin/overview?days=30`: the console's overview figures, administrators only. */
export async function overviewApi(app: FastifyInstance, { overview }: { overview: OverviewService }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/admin/overview",
      { config: { access: "admin" }, schema: { querystring: overviewQuerySchema, response: { 200: overviewSchema } } },
      async (request) => {
        requireAdmin(request);
        return overview.overview(request.query.days);
      },
    );
}
