import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "#lib/domain-errors.ts";
import {
  citiesQuerySchema,
  geolocationResponseSchema,
  locationsQuerySchema,
  locationsResponseSchema,
  venueMarketsResponseSchema,
} from "./locations.schema.ts";
import type { LocationsService } from "./locations.service.server.ts";

/** Place lookups for the search form and landing pages: public. */
export async function locationsApi(app: FastifyInstance, { locations }: { locations: LocationsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/v1/locations",
    {
      config: { access: "public" },
      schema: { querystring: locationsQuerySchema, response: { 200: locationsResponseSchema } },
    },
    async ({ query }) => ({ locations: await locations.search(query) }),
  );

  api.get(
    "/api/v1/cities",
    {
      config: { access: "public" },
      schema: { querystring: citiesQuerySchema, response: { 200: locationsResponseSchema } },
    },
    async ({ query }) => {
      const cities = await locations.listCities(query);
      if (!cities) throw notFound(`No state or province ${query.stateAbbreviation}.`);
      return { locations: cities };
    },
  );

  api.get(
    "/api/v1/geolocation",
    { config: { access: "public" }, schema: { response: { 200: geolocationResponseSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "private, max-age=86400");
      return { location: await locations.geolocate(request.ip) };
    },
  );

  api.get(
    "/api/v1/venues/active-markets",
    { config: { access: "public" }, schema: { response: { 200: venueMarketsResponseSchema } } },
    async () => ({
      venueMarkets: await locations.activeVenueMarkets(),
    }),
  );
}
