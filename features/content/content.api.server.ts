import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "#lib/domain-errors.ts";
import { CONTACT_MESSAGES } from "./content.rules.ts";
import {
  articleResponseSchema,
  articlesPageDtoSchema,
  articlesQuerySchema,
  contactMessageResponseSchema,
  contactMessageSchema,
  eventGuideResponseSchema,
  eventGuidesResponseSchema,
  infoPageResponseSchema,
  promotionResponseSchema,
  serviceContentResponseSchema,
  servicePageQuerySchema,
  slugParamsSchema,
  themeCountResponseSchema,
  themeResponseSchema,
  themesQuerySchema,
  themesResponseSchema,
} from "./content.schema.ts";
import type { ContentService } from "./content.service.server.ts";

/** A visitor may send a few contact messages, not a flood. Shared by the API and the /contact page. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

const missing = (what: string) => notFound(`No ${what}.`);

/**
 * Content calls of SPEC section 7. Reads are public. The themes calls, `/themes...` in SPEC, live
 * under `/api/cms/themes` so they never meet the `/themes` pages (decision 007).
 */
export async function contentApi(app: FastifyInstance, { content }: { content: ContentService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/cms/articles",
    { schema: { querystring: articlesQuerySchema, response: { 200: articlesPageDtoSchema } } },
    async ({ query }) => content.articles(query),
  );

  api.get(
    "/api/v1/articles/:slug",
    { config: { access: "public" }, schema: { params: slugParamsSchema, response: { 200: articleResponseSchema } } },
    async ({ params }) => {
      const article = await content.article(params.slug);
      if (!article) throw missing(`article ${params.slug}`);
      return { article };
    },
  );

  api.get("/api/cms/article-promotion", { schema: { response: { 200: promotionResponseSchema } } }, async () => ({
    promotion: await content.promotion(),
  }));

  api.get(
    "/api/cms/themes",
    {
      schema: { querystring: themesQuerySchema, response: { 200: themesResponseSchema.or(themeCountResponseSchema) } },
    },
    async ({ query }) => {
      if (query.load === "countOnly" && !query.ingredient && !query.concept && !query.filterBySlugs) {
        return { count: await content.themeCount() };
      }
      const themes = await content.themes(query);
      return query.load === "countOnly" ? { count: themes.length } : { themes, count: themes.length };
    },
  );

  api.get(
    "/api/cms/themes/:slug",
    { schema: { params: slugParamsSchema, response: { 200: themeResponseSchema } } },
    async ({ params }) => {
      const theme = await content.theme(params.slug);
      if (!theme) throw missing(`theme ${params.slug}`);
      return { theme };
    },
  );

  api.get("/api/cms/events", { schema: { response: { 200: eventGuidesResponseSchema } } }, async () => ({
    events: await content.eventGuides(),
  }));

  // SPEC section 4: empty content for an event is an error with statusCode 404.
  api.get(
    "/api/cms/events/:slug",
    { schema: { params: slugParamsSchema, response: { 200: eventGuideResponseSchema } } },
    async ({ params }) => {
      const event = await content.eventGuide({ slug: params.slug });
      if (!event) throw missing(`event guide ${params.slug}`);
      return { event };
    },
  );

  api.get(
    "/api/cms/service/:slug",
    {
      schema: {
        params: slugParamsSchema,
        querystring: servicePageQuerySchema,
        response: { 200: serviceContentResponseSchema },
      },
    },
    async ({ params, query }) => {
      const page = await content.servicePage(params.slug, query);
      if (!page) throw missing(`${query.servicePageType} page for ${params.slug}`);
      return { content: page };
    },
  );

  api.get(
    "/api/cms/pages/:slug",
    { schema: { params: slugParamsSchema, response: { 200: infoPageResponseSchema } } },
    async ({ params }) => {
      const page = await content.infoPage(`/${params.slug}`);
      if (!page) throw missing(`page ${params.slug}`);
      return { page };
    },
  );

  api.post(
    "/api/v1/contact-messages",
    {
      config: { access: "public", rateLimit: CONTACT_RATE_LIMIT },
      schema: { body: contactMessageSchema, response: { 201: contactMessageResponseSchema } },
    },
    async (request, reply) => {
      const id = await content.submitContactMessage(request.body);
      return reply.status(201).send({ id, message: CONTACT_MESSAGES.sent });
    },
  );
}
