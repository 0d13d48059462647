import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "#lib/domain-errors.ts";
import { unavailable } from "#lib/http-answers.ts";
import type { MediaService } from "./media.service.server.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Renders (cache misses) per address: a cold page of search results asks for some forty; hits are not counted. */
export const IMAGE_RENDER_RATE_LIMIT = { max: 120, timeWindow: 60_000 } as const;
const imageParamsSchema = z.object({ suffix: z.string().max(40), "*": z.string().max(300) });
const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/** The byte span a `Range` header asks for, or undefined for the whole file; "unsatisfiable" when it is outside it. */
function requestedRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = header ? SINGLE_RANGE.exec(header) : null;
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const start = match[1] === "" ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === "" || match[2] === "" ? size - 1 : Math.min(size - 1, Number(match[2]));
  return start > end || start >= size ? "unsatisfiable" : { start, end };
}

/** Stored photos at the sizes pages use (/images/rs_{w}.{h}/key), and stored clips and audio as uploaded (/media/key). */
export async function mediaRoutes(app: FastifyInstance, deps: { media: MediaService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/images/:suffix/*",
    {
      schema: { params: imageParamsSchema },
      config: {
        rateLimit: {
          ...IMAGE_RENDER_RATE_LIMIT,
          // After validation, so only well-formed requests that would render are counted.
          hook: "preHandler",
          allowList: (request) => {
            const params = request.params as z.infer<typeof imageParamsSchema>;
            return !deps.media.wouldRender(params.suffix, params["*"], request.headers.accept);
          },
        },
      },
    },
    async (request, reply) => {
      // A caller that leaves while its render waits for a turn gives the turn up.
      const callerLeft = new AbortController();
      reply.raw.once("close", () => callerLeft.abort());
      const result = await deps.media.image(
        request.params.suffix,
        request.params["*"],
        request.headers.accept,
        callerLeft.signal,
      );
      if (result.kind === "not-found") throw notFound("No such image.");
      if (result.kind === "busy") return reply.send(unavailable(reply, "overloaded"));
      return reply
        .header("content-type", result.contentType)
        .header("cache-control", IMMUTABLE)
        .header("vary", "Accept")
        .send(result.body);
    },
  );

  // Served by the media service rather than from a folder, so local disk and object storage answer alike.
  api.get("/media/*", { schema: { params: z.object({ "*": z.string().max(300) }) } }, async (request, reply) => {
    const result = await deps.media.original(request.params["*"]);
    if (result.kind === "not-found") throw notFound("No such file.");
    const { body, contentType, etag, lastModified } = result.file;
    reply
      .header("cache-control", IMMUTABLE)
      .header("etag", etag)
      .header("last-modified", lastModified.toUTCString())
      .header("accept-ranges", "bytes");
    if (request.headers["if-none-match"]?.split(/\s*,\s*/).includes(etag)) return reply.status(304).send();
    const range = requestedRange(request.headers.range, body.length);
    if (range === "unsatisfiable") return reply.status(416).header("content-range", `bytes */${body.length}`).send();
    reply.header("content-type", contentType);
    if (!range) return reply.send(body);
    return reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${body.length}`)
      .send(body.subarray(range.start, range.end + 1));
  });
}
