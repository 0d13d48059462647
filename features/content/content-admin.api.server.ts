import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "#lib/domain-errors.ts";
import { requirePrincipal } from "#lib/route-access.ts";
import type { ContentAdminService } from "./content-admin.service.server.ts";
import {
  contactInboxDtoSchema,
  contactInboxQuerySchema,
  contactMessageDetailResponseSchema,
  contactMessageParamsSchema,
  contactReplySchema,
  contactStatusChangeSchema,
  contentEditBodySchema,
  contentItemParamsSchema,
  contentItemResponseSchema,
  contentKindParamsSchema,
  contentListResponseSchema,
  contentPublishSchema,
  markdownPreviewResponseSchema,
  markdownPreviewSchema,
  newArticleSchema,
} from "./content.schema.ts";

/** The operator console's contact inbox and content editing, for administrators only (decision 034). */
export async function contentAdminApi(app: FastifyInstance, { contentAdmin }: { contentAdmin: ContentAdminService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: "admin" } as const;

  async function messageOrMissing(messageId: number) {
    const contactMessage = await contentAdmin.contactMessage(messageId);
    if (!contactMessage) throw notFound(`No contact message ${messageId}.`);
    return { contactMessage };
  }

  api.get(
    "/api/v1/admin/contact-messages",
    { config: admin, schema: { querystring: contactInboxQuerySchema, response: { 200: contactInboxDtoSchema } } },
    async ({ query }) => contentAdmin.contactInbox(query),
  );

  api.get(
    "/api/v1/admin/contact-messages/:messageId",
    {
      config: admin,
      schema: { params: contactMessageParamsSchema, response: { 200: contactMessageDetailResponseSchema } },
    },
    async ({ params }) => messageOrMissing(params.messageId),
  );

  api.post(
    "/api/v1/admin/contact-messages/:messageId/replies",
    {
      config: { ...admin, refusals: ["conflict"] },
      schema: {
        params: contactMessageParamsSchema,
        body: contactReplySchema,
        response: { 201: contactMessageDetailResponseSchema },
      },
    },
    async (request, reply) => {
      await contentAdmin.replyToContact(requirePrincipal(request).accountId, request.params.messageId, request.body);
      return reply.status(201).send(await messageOrMissing(request.params.messageId));
    },
  );

  api.put(
    "/api/v1/admin/contact-messages/:messageId/status",
    {
      config: admin,
      schema: {
        params: contactMessageParamsSchema,
        body: contactStatusChangeSchema,
        response: { 200: contactMessageDetailResponseSchema },
      },
    },
    async (request) => {
      const open = request.body.status === "open";
      await contentAdmin.setContactOpen(requirePrincipal(request).accountId, request.params.messageId, open);
      return messageOrMissing(request.params.messageId);
    },
  );

  api.post(
    "/api/v1/admin/content/preview",
    { config: admin, schema: { body: markdownPreviewSchema, response: { 200: markdownPreviewResponseSchema } } },
    async ({ body }) => ({ html: contentAdmin.previewMarkdown(body.bodyMarkdown) }),
  );

  api.post(
    "/api/v1/admin/content/articles",
    {
      config: { ...admin, refusals: ["conflict"] },
      schema: { body: newArticleSchema, response: { 201: contentItemResponseSchema } },
    },
    async (request, reply) => {
      const id = await contentAdmin.createArticle(requirePrincipal(request).accountId, request.body);
      const item = await contentAdmin.contentItem("articles", id);
      if (!item) throw notFound(`No article ${id}.`);
      return reply.status(201).send({ item });
    },
  );

  api.get(
    "/api/v1/admin/content/:kind",
    { config: admin, schema: { params: contentKindParamsSchema, response: { 200: contentListResponseSchema } } },
    async ({ params }) => ({ items: await contentAdmin.contentList(params.kind) }),
  );

  api.get(
    "/api/v1/admin/content/:kind/:id",
    { config: admin, schema: { params: contentItemParamsSchema, response: { 200: contentItemResponseSchema } } },
    async ({ params }) => {
      const item = await contentAdmin.contentItem(params.kind, params.id);
      if (!item) throw notFound(`No ${params.kind} item ${params.id}.`);
      return { item };
    },
  );

  api.put(
    "/api/v1/admin/content/:kind/:id",
    {
      config: admin,
      schema: {
        params: contentItemParamsSchema,
        body: contentEditBodySchema,
        response: { 200: contentItemResponseSchema },
      },
    },
    async (request) => ({
      item: await contentAdmin.saveContent(
        requirePrincipal(request).accountId,
        request.params.kind,
        request.params.id,
        request.body,
      ),
    }),
  );

  api.put(
    "/api/v1/admin/content/:kind/:id/published",
    {
      config: admin,
      schema: {
        params: contentItemParamsSchema,
        body: contentPublishSchema,
        response: { 200: contentItemResponseSchema },
      },
    },
    async (request) => ({
      item: await contentAdmin.setPublished(
        requirePrincipal(request).accountId,
        request.params.kind,
        request.params.id,
        request.body.published,
      ),
    }),
  );
}
