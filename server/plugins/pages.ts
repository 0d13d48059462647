import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import type { FastifyInstance } from "fastify";
import { RouterContextProvider } from "react-router";
import type { ViteDevServer } from "vite";
import { CONTACT_RATE_LIMIT } from "#features/content/content.api.server.ts";
import { type Services, servicesContext } from "#features/services.server.ts";
import { apiNotFoundBody } from "./errors.ts";

/**
 * React Router renders every path that no API route claims. Unknown /api paths are answered
 * here with JSON first, so the page catch-all never renders HTML for an API client.
 */
export async function pages(app: FastifyInstance, options: { services: Services; vite: ViteDevServer | undefined }) {
  app.all("/api/*", async (request, reply) => reply.status(404).send(apiNotFoundBody(request.method, request.url)));

  // The contact page's form action stores a message like the API does, under the same limit.
  const contactLimit = app.rateLimit(CONTACT_RATE_LIMIT);
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "POST") return;
    const path = request.url.split("?", 1)[0];
    if (path === "/contact" || path === "/contact.data") await contactLimit.call(app, request, reply);
  });

  await app.register(fastifyReactRouter, {
    devServer: options.vite,
    mode: options.vite ? "development" : "production",
    getLoadContext() {
      const context = new RouterContextProvider();
      context.set(servicesContext, options.services);
      return context;
    },
  });
}
