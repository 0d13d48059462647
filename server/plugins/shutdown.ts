import { Server as NetServer } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { unavailable } from "#lib/http-answers.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Starts a graceful shutdown: from now on every request, on any connection, gets a 503 telling
     * the client to retry elsewhere (readiness fails too, so a load balancer moves on), while
     * requests already in flight finish. Resolves once none is in flight, no new connection is
     * taken, and the open ones have sent nothing for a moment, so that closing them drops no
     * request a client already sent.
     */
    drain(): Promise<void>;
  }
}

/** Connections kept alive must have been quiet this long before they are closed. */
const QUIET_BEFORE_CLOSE_MS = 500;
/** The longest a busy keep-alive client can hold the close back once nothing is in flight. */
const MAX_LINGER_MS = 3_000;

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

export const shutdownPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    let inFlight = 0;
    let lastArrival = 0;
    let notifyIdle: (() => void) | undefined;

    const allFinished = () =>
      inFlight === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            notifyIdle = resolve;
          });

    app.decorate("drain", async () => {
      draining = true;
      await allFinished();
      // Stops taking connections without http.Server.close(), which would also cut idle keep-alive
      // connections at once: one may hold a request that has arrived but not yet been read.
      if (app.server.listening) NetServer.prototype.close.call(app.server);
      const lingerUntil = performance.now() + MAX_LINGER_MS;
      for (;;) {
        const quietFor = performance.now() - lastArrival;
        if (quietFor >= QUIET_BEFORE_CLOSE_MS || performance.now() >= lingerUntil) break;
        await sleep(QUIET_BEFORE_CLOSE_MS - quietFor);
      }
      await allFinished();
    });
    app.addHook("preClose", async () => {
      draining = true;
    });

    app.addHook("onRequest", async (_request, reply) => {
      lastArrival = performance.now();
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
