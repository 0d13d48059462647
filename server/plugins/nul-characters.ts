import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "./errors.ts";

const NUL_MESSAGE = "The request contains a NUL character (U+0000), which no text field accepts.";
const TEXT_BODY_TYPES = ["application/json", "application/x-www-form-urlencoded"];
const ENCODED_NUL = /%00|\0/;

function isParsed(body: unknown): boolean {
  return (
    Array.isArray(body) ||
    (typeof body === "object" && body !== null && Object.getPrototypeOf(body) === Object.prototype)
  );
}

/**
 * Whether the body holds a NUL. API bodies arrive parsed; a page form's body arrives as the stream
 * React Router reads, so it is read here (React Router would read it whole too) and handed on as a
 * fresh stream of the same bytes.
 */
async function bodyHasNul(request: FastifyRequest): Promise<boolean> {
  const type = request.headers["content-type"] ?? "";
  if (!TEXT_BODY_TYPES.some((textType) => type.startsWith(textType))) return false;
  const { body } = request;
  if (isParsed(body)) return JSON.stringify(body).includes("\\u0000");
  if (!(body instanceof Readable)) return false;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  const bytes = Buffer.concat(chunks);
  request.body = Readable.from([bytes]);
  return ENCODED_NUL.test(bytes.toString("latin1"));
}

/**
 * PostgreSQL text cannot hold U+0000: a query given one fails, and the caller got a 500 (found by
 * the security scan, e.g. `/search?serviceType=%00`). Every request is checked here instead, once:
 * its URL (paths, query strings, pages and API alike) and its JSON or form body.
 */
export const nulCharactersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request) => {
      if (ENCODED_NUL.test(request.url)) throw new HttpError(400, "NUL_CHARACTER", NUL_MESSAGE);
    });
    app.addHook("preValidation", async (request) => {
      if (await bodyHasNul(request)) throw new HttpError(400, "NUL_CHARACTER", NUL_MESSAGE);
    });
  },
  { name: "nul-characters" },
);
