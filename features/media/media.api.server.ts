import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ClientError } from "#server/plugins/errors.ts";
import type { MediaService } from "./media.service.server.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Stored photos at any allowed size (/images/rs_{w}.{h}/key), and stored clips and audio as uploaded (/media/key). */
export async function mediaRoutes(app: FastifyInstance, deps: { media: MediaService; uploadsDir: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/images/:suffix/*",
    { schema: { params: z.object({ suffix: z.string().max(40), "*": z.string().max(300) }) } },
    async (request, reply) => {
      const result = await deps.media.image(request.params.suffix, request.params["*"], request.headers.accept);
      if (result.kind === "bad-request") throw new ClientError(400, "BAD_IMAGE_SIZE", result.message);
      if (result.kind === "not-found") throw new ClientError(404, "NOT_FOUND", "No such image.");
      return reply
        .header("content-type", result.contentType)
        .header("cache-control", IMMUTABLE)
        .header("vary", "Accept")
        .send(result.body);
    },
  );

  await app.register(fastifyStatic, {
    root: deps.uploadsDir,
    prefix: "/media/",
    decorateReply: false,
    dotfiles: "deny",
    cacheControl: false,
    setHeaders: (response) => response.header("cache-control", IMMUTABLE),
  });
}
