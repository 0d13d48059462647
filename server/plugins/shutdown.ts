import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { unavailable } from "./errors.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Starts a graceful shutdown: from now on every new request, on any connection, gets a 503
     * telling the client to retry elsewhere (readiness fails too, so a load balancer moves on),
     * while requests already in flight finish. Resolves when none is left in flight.
     */
    drain(): Promise<void>;
  }
}

export const shutdownPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    let inFlight = 0;
    let notifyIdle: (() => void) | undefined;

    app.decorate("drain", () => {
      draining = true;
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        notifyIdle = resolve;
      });
    });
    app.addHook("preClose", async () => {
      draining = true;
    });

    app.addHook("onRequest", async (_request, reply) => {
      if (!draining) {
        inFlight += 1;
        // "close" fires once per response, whether it finished or the client went away.
        reply.raw.once("close", () => {
          inFlight -= 1;
          if (inFlight === 0 && notifyIdle) notifyIdle();
        });
        return;
      }
      reply.header("connection", "close");
      return reply.send(unavailable(reply, "shuttingDown"));
    });
  },
  { name: "shutdown" },
);
