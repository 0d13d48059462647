import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "#lib/domain-errors.ts";
import {
  serviceAttributesResponseSchema,
  serviceTypeIdParamsSchema,
  serviceTypesQuerySchema,
  serviceTypesResponseSchema,
} from "./service-types.schema.ts";
import type { ServiceTypesService } from "./service-types.service.server.ts";

/** Service type and attribute lookups: public reference data for the search form and sign-up. */
export async function serviceTypesApi(app: FastifyInstance, { serviceTypes }: { serviceTypes: ServiceTypesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/v1/servicetypes",
    {
      config: { access: "public" },
      schema: { querystring: serviceTypesQuerySchema, response: { 200: serviceTypesResponseSchema } },
    },
    async ({ query }) => {
      if (query.getOnlySignupCategories) return { serviceTypes: await serviceTypes.list({ signupOnly: true }) };
      if (!query.query) return { serviceTypes: (await serviceTypes.list()).slice(0, query.take) };
      return { serviceTypes: await serviceTypes.search(query.query, query.take, query.includeVenues) };
    },
  );

  api.get(
    "/api/v1/servicetypes/gigkids",
    { config: { access: "public" }, schema: { response: { 200: serviceTypesResponseSchema } } },
    async () => ({
      serviceTypes: await serviceTypes.list({ kidsOnly: true }),
    }),
  );

  api.get(
    "/api/v1/servicetypes/:id/secondaryservicetypes",
    {
      config: { access: "public" },
      schema: { params: serviceTypeIdParamsSchema, response: { 200: serviceTypesResponseSchema } },
    },
    async ({ params }) => {
      const secondary = await serviceTypes.secondary(params.id);
      if (!secondary) throw notFound(`No service type ${params.id}.`);
      return { serviceTypes: secondary };
    },
  );

  api.get(
    "/api/v1/serviceattributes",
    { config: { access: "public" }, schema: { response: { 200: serviceAttributesResponseSchema } } },
    async () => ({
      serviceAttributes: await serviceTypes.attributes(),
    }),
  );
}
