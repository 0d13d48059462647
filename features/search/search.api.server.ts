import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { boundedText } from "#lib/text-bounds.ts";
import { invalid, notFound } from "#lib/domain-errors.ts";
import { idSchema, integerSchema } from "#lib/integers.ts";
import { SEARCH_MESSAGES } from "./search.rules.ts";
import {
  cityGroupsResponseSchema,
  impressionsBodySchema,
  memberIdParamsSchema,
  profileHitBodySchema,
  searchLinksResponseSchema,
  searchLookupResponseSchema,
  searchLookupsQuerySchema,
  searchParamsSchema,
  searchResponseSchema,
  searchResultItemSchema,
  searchSettingsQuerySchema,
  searchTileActionBodySchema,
  trackingResponseSchema,
} from "./search.schema.ts";
import type { SearchService } from "./search.service.server.ts";
import type { SearchTrackingService } from "./search-tracking.service.server.ts";

/** Tracking calls are cheap to make and easy to abuse: each address gets this many a minute. */
const TRACKING_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

const lookupIdParamsSchema = z.object({ id: idSchema });
/** The most vendors one call names by id. */
const MEMBER_IDS_MAX = 100;
/** The most vendors a service type's top list takes. */
const SERVICE_TYPE_TOP_MAX = 50;

const memberIdsQuerySchema = z.object({
  memberIds: z
    .string()
    // 100 ids of at most 10 digits, and the commas between them.
    .max(1_099, "memberIds may name at most 100 vendors.")
    .regex(/^\d+(,\d+)*$/, "memberIds must be a comma-separated list of ids.")
    .transform((text) => [...new Set(text.split(",").map(Number))])
    .refine((ids) => ids.length <= MEMBER_IDS_MAX, "memberIds may name at most 100 vendors.")
    .refine((ids) => ids.every((id) => idSchema.safeParse(id).success), "memberIds must be ids of vendors."),
});
const serviceTypeSearchQuerySchema = z.object({
  take: integerSchema(1, SERVICE_TYPE_TOP_MAX, { default: 8 }),
  ip: z.union([z.ipv4(), z.ipv6()]).optional(),
});

const noMatch = (what: string) => notFound(`No search matches ${what}.`);
const urlRequired = () => invalid("URL_REQUIRED", SEARCH_MESSAGES.urlRequired);

/** Search lookups, searches, search copy and result tracking: public; tracking is rate limited. */
export async function searchApi(
  app: FastifyInstance,
  deps: { search: SearchService; tracking: SearchTrackingService },
) {
  const { search, tracking } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/v1/search-lookups",
    {
      config: { access: "public" },
      schema: {
        querystring: z.union([searchLookupsQuerySchema, z.object({}).passthrough()]),
        response: { 200: searchLinksResponseSchema },
      },
    },
    async ({ query }) => {
      if (!("serviceTypeId" in query) || typeof query.serviceTypeId !== "number") {
        throw urlRequired();
      }
      const links = await search.landingLinks(query as z.output<typeof searchLookupsQuerySchema>);
      if (!links) throw notFound("No such service type or state.");
      return { searchLookups: links };
    },
  );

  api.get(
    "/api/v1/search-lookups/:url",
    {
      config: { access: "public" },
      schema: { params: z.object({ url: z.string().max(200) }), response: { 200: searchLookupResponseSchema } },
    },
    async ({ params }) => {
      if (params.url.trim() === "") throw urlRequired();
      let resolution = await search.resolveLookupUrl(params.url);
      if (resolution.kind === "redirect")
        resolution = await search.resolveLookupUrl(resolution.url.replace(/^\/search\//, ""));
      if (resolution.kind !== "found") throw noMatch(params.url);
      return { searchLookup: resolution.lookup };
    },
  );

  api.get(
    "/api/v1/search-lookups/:id/city-groups",
    {
      config: { access: "public" },
      schema: { params: lookupIdParamsSchema, response: { 200: cityGroupsResponseSchema } },
    },
    async ({ params }) => {
      const cityGroups = await search.cityGroups(params.id);
      if (!cityGroups) throw noMatch(`lookup ${params.id}`);
      return { cityGroups };
    },
  );

  api.get(
    "/api/v1/search/service-type/:id",
    {
      config: { access: "public" },
      schema: {
        params: lookupIdParamsSchema,
        querystring: serviceTypeSearchQuerySchema,
        response: {
          200: z.object({ vendors: z.array(searchResultItemSchema).max(SERVICE_TYPE_TOP_MAX) }).passthrough(),
        },
      },
    },
    async ({ params, query, ip }) => {
      const found = await search.topForServiceType(params.id, query.take, query.ip ?? ip);
      if (!found) throw notFound(`No service type ${params.id}.`);
      return found;
    },
  );

  api.get(
    "/api/v1/search/members",
    {
      config: { access: "public" },
      schema: {
        querystring: memberIdsQuerySchema,
        response: { 200: z.object({ vendors: z.array(searchResultItemSchema).max(MEMBER_IDS_MAX) }) },
      },
    },
    async ({ query }) => ({ vendors: await search.vendorsByIds(query.memberIds) }),
  );

  api.get(
    "/api/v1/search/:lookup/:slug",
    {
      config: { access: "public" },
      schema: {
        params: searchParamsSchema,
        querystring: searchSettingsQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await search.search(request.params.lookup, request.params.slug, request.query);
      if ("kind" in result) {
        if (result.kind === "redirect") {
          const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
          return reply.redirect(`/api/v1${result.url}/${request.params.slug}${query}`, 301);
        }
        throw noMatch(request.params.lookup);
      }
      return result;
    },
  );

  api.get(
    "/api/cms/search/:slug",
    {
      schema: {
        params: z.object({ slug: z.string().trim().min(1).max(200) }),
        response: {
          200: z.object({
            slug: boundedText("name"),
            heading: boundedText("name"),
            intro: boundedText("text"),
            metaTitle: boundedText("name"),
            metaDescription: boundedText("text"),
          }),
        },
      },
    },
    async ({ params }) => {
      const copy = await search.searchCopy(params.slug);
      if (!copy) throw noMatch(params.slug);
      return copy;
    },
  );

  const visitorOf = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : undefined,
  });

  api.post(
    "/api/v1/search-tile-action",
    {
      config: { access: "public", rateLimit: TRACKING_RATE_LIMIT },
      schema: { body: searchTileActionBodySchema, response: { 202: trackingResponseSchema } },
    },
    async (request, reply) =>
      reply.status(202).send({ recorded: await tracking.tileAction(request.body, visitorOf(request)) }),
  );

  api.post(
    "/api/v1/members/tracksearchhit",
    {
      config: { access: "public", rateLimit: TRACKING_RATE_LIMIT },
      schema: { body: impressionsBodySchema, response: { 202: trackingResponseSchema } },
    },
    async (request, reply) =>
      reply.status(202).send({ recorded: await tracking.impressions(request.body, visitorOf(request)) }),
  );

  api.post(
    "/api/v1/members/:id/tracksearchhit",
    {
      config: { access: "public", rateLimit: TRACKING_RATE_LIMIT },
      schema: { params: memberIdParamsSchema, body: profileHitBodySchema, response: { 202: trackingResponseSchema } },
    },
    async (request, reply) =>
      reply.status(202).send({ recorded: await tracking.profileHit(request.params.id, visitorOf(request)) }),
  );
}
