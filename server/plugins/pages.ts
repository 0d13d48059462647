import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import type { FastifyInstance } from "fastify";
import { RouterContextProvider } from "react-router";
import type { ViteDevServer } from "vite";
import { CONTACT_RATE_LIMIT } from "#features/content/content.api.server.ts";
import { requestContext, type Services, servicesContext } from "#features/services.server.ts";
import { isWidgetSearch } from "#lib/widget-mode.ts";
import { apiNotFoundBody } from "./errors.ts";

/** Per address: sign-ups and reset emails are rare; log-in attempts are also throttled per account. */
const PAGE_FORM_LIMITS = {
  logIn: { max: 30, timeWindow: "1 minute" },
  signUp: { max: 10, timeWindow: "1 hour" },
  passwordReset: { max: 5, timeWindow: "15 minutes" },
} as const;

/**
 * React Router renders every path that no API route claims. Unknown /api paths are answered
 * here with JSON first, so the page catch-all never renders HTML for an API client.
 */
export async function pages(app: FastifyInstance, options: { services: Services; vite: ViteDevServer | undefined }) {
  app.all("/api/*", async (request, reply) => reply.status(404).send(apiNotFoundBody(request.method, request.url)));

  // Page forms that store something or hash a password are limited per address, like their APIs.
  const formLimits = new Map<string, ReturnType<typeof app.rateLimit>>();
  for (const [path, limit] of [
    ["/contact", CONTACT_RATE_LIMIT],
    ["/login", PAGE_FORM_LIMITS.logIn],
    ["/signup/vendor", PAGE_FORM_LIMITS.signUp],
    ["/signup/planner", PAGE_FORM_LIMITS.signUp],
    ["/forgot-password", PAGE_FORM_LIMITS.passwordReset],
  ] as const) {
    const limiter = app.rateLimit(limit);
    formLimits.set(path, limiter);
    formLimits.set(`${path}.data`, limiter);
  }
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "POST") return;
    const limiter = formLimits.get(request.url.split("?", 1)[0] ?? "");
    if (limiter) await limiter.call(app, request, reply);
  });

  // Pages may be framed by this site only (no clickjacking of log-in or payment pages); widget mode
  // exists to be embedded on other sites, so its pages may be framed anywhere.
  app.addHook("onSend", async (request, reply, payload) => {
    const contentType = reply.getHeader("content-type");
    if (typeof contentType !== "string" || !contentType.startsWith("text/html")) return payload;
    if (isWidgetSearch(request.url.split("?")[1] ?? "")) return payload;
    reply.header("x-frame-options", "SAMEORIGIN");
    reply.header("content-security-policy", "frame-ancestors 'self'");
    return payload;
  });

  await app.register(fastifyReactRouter, {
    devServer: options.vite,
    mode: options.vite ? "development" : "production",
    getLoadContext(request) {
      const context = new RouterContextProvider();
      context.set(servicesContext, options.services);
      context.set(requestContext, { ip: request.ip });
      return context;
    },
  });
}
