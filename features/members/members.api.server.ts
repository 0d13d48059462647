import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { memberAutocompleteQuerySchema, memberAutocompleteResponseSchema } from "./members.schema.ts";
import type { MembersService } from "./members.service.server.ts";

/** Public member lookups. */
export async function membersApi(app: FastifyInstance, { members }: { members: MembersService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/v1/members/autocomplete",
    { schema: { querystring: memberAutocompleteQuerySchema, response: { 200: memberAutocompleteResponseSchema } } },
    async ({ query }) => ({ members: await members.autocomplete(query) }),
  );
}
