import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idSchema } from "#lib/integers.ts";
import { notFound } from "#lib/domain-errors.ts";
import { requireMemberAccess } from "#lib/route-access.ts";
import {
  collectEventsResultSchema,
  collectEventsSchema,
  insightsQuerySchema,
  insightsSchema,
} from "./analytics.schema.ts";
import type { AnalyticsService } from "./analytics.service.server.ts";

/** A browser sends a batch every few seconds at most; more than this from one address is not a person. */
const COLLECT_RATE_LIMIT = { max: 120, timeWindow: 60_000 };
/** sendBeacon and keepalive fetch carry at most 64 KiB, so no honest batch is larger. */
const COLLECT_BODY_LIMIT = 64 * 1024;

const memberParamsSchema = z.object({ id: idSchema });

/** First-party analytics: collecting the browser's events (anyone), and a vendor's insights (the vendor). */
export async function analyticsApi(app: FastifyInstance, deps: { analytics: AnalyticsService }) {
  const { analytics } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // navigator.sendBeacon posts its JSON as text/plain (it cannot set another type without CORS); in
  // this plugin only, such a body is parsed as the JSON it is and checked by the same schema.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("text/plain", { parseAs: "string" }, parseJson);

  api.post(
    "/api/v1/analytics/events",
    {
      config: { access: "public", rateLimit: COLLECT_RATE_LIMIT },
      bodyLimit: COLLECT_BODY_LIMIT,
      schema: { body: collectEventsSchema, response: { 202: collectEventsResultSchema } },
    },
    async (request, reply) => {
      const userAgent = request.headers["user-agent"];
      const accepted = await analytics.collect(request.body, { ip: request.ip, userAgent }, request.principal);
      return reply.status(202).send({ accepted });
    },
  );

  api.get(
    "/api/v1/members/:id/insights",
    {
      config: { access: "signedIn" },
      schema: { params: memberParamsSchema, querystring: insightsQuerySchema, response: { 200: insightsSchema } },
    },
    async (request, reply) => {
      requireMemberAccess(request, request.params.id);
      const insights = await analytics.insights(request.params.id, request.query.days);
      if (!insights) throw notFound(`No vendor ${request.params.id}.`);
      reply.header("cache-control", "private, no-store");
      return insights;
    },
  );
}
