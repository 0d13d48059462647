import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "#db/client.server.ts";

const READINESS_TIMEOUT_MS = 2_000;

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

/** Liveness says the process answers; readiness says it can reach its database. Open to everyone. */
export async function healthRoutes(app: FastifyInstance, options: { database: DatabaseHandle }) {
  app.get("/api/v1/health", { config: { access: "public" } }, async () => ({ status: "ok" }));

  app.get("/api/v1/ready", { config: { access: "public" } }, async (request, reply) => {
    try {
      await withTimeout(options.database.ping(), READINESS_TIMEOUT_MS);
      return { status: "ready", database: options.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send({ error: { code: "NOT_READY", message: "The database cannot be reached." } });
    }
  });
}
