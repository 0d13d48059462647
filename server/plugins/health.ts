import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { DatabaseHandle } from "#db/client.server.ts";
import { unavailable } from "#lib/http-answers.ts";

const DATABASE_PING_TIMEOUT_MS = 2_000;

/** Liveness and readiness: load shedding never answers for them (decision 015). */
export const PROBE_PATHS: ReadonlySet<string> = new Set(["/api/v1/health", "/api/v1/ready"]);

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${milliseconds} ms`)), milliseconds);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Resolves when the database answers a trivial query in time; rejects otherwise. */
export function pingDatabase(database: DatabaseHandle): Promise<void> {
  return withTimeout(database.ping(), DATABASE_PING_TIMEOUT_MS);
}

/**
 * Liveness says the process answers, and fails while it turns requests away for its own load, which
 * clears by itself when the load passes; readiness says it can reach its database and is not shedding
 * load, so a load balancer sends its traffic elsewhere meanwhile. Open to everyone.
 */
export async function healthRoutes(app: FastifyInstance, options: { database: DatabaseHandle }) {
  const liveSchema = z.object({ status: z.literal("ok") });
  const readySchema = z.object({ status: z.literal("ready"), database: z.enum(["pglite", "postgres"]) });
  app.get(
    "/api/v1/health",
    { config: { access: "public" }, schema: { response: { 200: liveSchema } } },
    async (_request, reply) => {
      if (app.isOverloaded()) return reply.send(unavailable(reply, "overloaded"));
      return { status: "ok" };
    },
  );

  app.get(
    "/api/v1/ready",
    { config: { access: "public" }, schema: { response: { 200: readySchema } } },
    async (request, reply) => {
      try {
        await pingDatabase(options.database);
      } catch (error) {
        request.log.warn({ err: error }, "readiness check failed");
        return reply.send(unavailable(reply, "notReady"));
      }
      if (app.isUnderPressure()) return reply.send(unavailable(reply, "overloaded"));
      return { status: "ready", database: options.database.kind };
    },
  );
}
