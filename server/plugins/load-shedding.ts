import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { DatabaseHandle } from "#db/client.server.ts";
import type { AppConfig } from "#lib/app-config.ts";
import { RETRY_AFTER_SECONDS, unavailable } from "#lib/http-answers.ts";
import { pingDatabase, PROBE_PATHS } from "./health.ts";

/** How often the pressure figures are sampled, and how often the database is pinged. */
const SAMPLE_INTERVAL_MS = 500;
const DATABASE_CHECK_INTERVAL_MS = 2_000;

declare module "fastify" {
  interface FastifyInstance {
    /** Whether the process is turning requests away for its own load (event loop, heap), not for its database. */
    isOverloaded(): boolean;
  }
}

export type LoadSheddingOptions = { database: DatabaseHandle; limits: AppConfig["loadShedding"] };

/**
 * Past its limits (event-loop delay, heap in use) or while its database does not answer,
 * the process answers every request at once with 503 and Retry-After instead of queueing work it
 * cannot finish in time. Liveness and readiness answer for themselves. Decision 015.
 */
export const loadSheddingPlugin = fp(
  async (app: FastifyInstance, { database, limits }: LoadSheddingOptions) => {
    let databaseReachable = true;
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxHeapUsedBytes: limits.maxHeapUsedBytes,
      sampleInterval: SAMPLE_INTERVAL_MS,
      retryAfter: RETRY_AFTER_SECONDS,
      // The embedded database lives in this process and cannot become unreachable; a ping would only
      // queue behind the requests in flight.
      ...(database.kind === "postgres" && {
        healthCheckInterval: DATABASE_CHECK_INTERVAL_MS,
        healthCheck: async () => {
          const reachable = await pingDatabase(database).then(
            () => true,
            () => false,
          );
          if (reachable !== databaseReachable) {
            if (reachable) app.log.info("database reachable again: serving requests");
            else app.log.error("database unreachable: answering 503 until it is back");
          }
          databaseReachable = reachable;
          return reachable;
        },
      }),
      pressureHandler: (request, reply, type) => {
        // A request this handler does not answer goes through as usual.
        if (PROBE_PATHS.has(request.routeOptions.url ?? "")) return;
        reply.send(unavailable(reply, type === underPressure.TYPE_HEALTH_CHECK ? "databaseUnavailable" : "overloaded"));
      },
    });
    app.decorate("isOverloaded", () => databaseReachable && app.isUnderPressure());
  },
  { name: "load-shedding" },
);
