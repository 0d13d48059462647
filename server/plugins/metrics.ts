import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DatabaseHandle } from "#db/client.server.ts";

const MIB = 1024 * 1024;

const processMetricsSchema = z.object({
  pid: z.number().int(),
  uptimeSeconds: z.number(),
  memory: z.object({
    rssMb: z.number(),
    heapUsedMb: z.number(),
    heapTotalMb: z.number(),
    externalMb: z.number(),
  }),
  eventLoop: z.object({ delayMs: z.number(), utilization: z.number() }),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    pool: z.object({
      max: z.number().int(),
      total: z.number().int(),
      idle: z.number().int(),
      waiting: z.number().int(),
    }),
    /** The embedded database thread's WebAssembly memory and JavaScript heap (both part of rssMb); null on PostgreSQL. */
    embedded: z.object({ wasmMb: z.number(), heapMb: z.number() }).nullable(),
  }),
  /** Since start-up: passwords checked by log-in, and attempts the throttle refused before any check. */
  logIn: z.object({ passwordsChecked: z.number().int(), throttled: z.number().int() }),
});

const roundMb = (bytes: number) => Math.round((bytes / MIB) * 10) / 10;
function embeddedMemoryOf(database: DatabaseHandle) {
  const memory = database.embeddedMemory();
  return memory && { wasmMb: roundMb(memory.wasmBytes), heapMb: roundMb(memory.heapBytes) };
}

/**
 * What one process is using, for operators and the soak test (decision 015): memory, event-loop
 * delay, the database pool, and log-in's password checks and throttled attempts (a burst of them is
 * someone guessing). In a cluster each answer is the figures of the worker that took it.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  options: { database: DatabaseHandle; logInFigures: () => { passwordsChecked: number; throttled: number } },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/admin/metrics",
      { config: { access: "admin" }, schema: { response: { 200: processMetricsSchema } } },
      async () => {
        const memory = process.memoryUsage();
        const pressure = app.memoryUsage();
        return {
          pid: process.pid,
          uptimeSeconds: Math.round(process.uptime()),
          memory: {
            rssMb: roundMb(memory.rss),
            heapUsedMb: roundMb(memory.heapUsed),
            heapTotalMb: roundMb(memory.heapTotal),
            externalMb: roundMb(memory.external),
          },
          eventLoop: {
            delayMs: Math.round(pressure.eventLoopDelay * 10) / 10,
            utilization: Math.round(pressure.eventLoopUtilized * 1000) / 1000,
          },
          database: {
            kind: options.database.kind,
            pool: options.database.poolStats(),
            embedded: embeddedMemoryOf(options.database),
          },
          logIn: options.logInFigures(),
        };
      },
    );
}
