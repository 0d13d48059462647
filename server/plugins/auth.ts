import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { readCookie, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import type { Principal, SessionsService } from "#features/accounts/sessions.service.server.ts";
import { requireAdmin, requirePrincipal } from "#lib/route-access.ts";
import { HttpError } from "./errors.ts";

/** Who may call a route: anyone, anyone signed in (ownership is then checked by the handler), or admins. */
export type RouteAccess = "public" | "signedIn" | "admin";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal: Principal | undefined;
  }
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return undefined;
  return header.slice("Bearer ".length).trim() || undefined;
}

/**
 * Whether a browser sent this request from another site: Fetch Metadata first, the Origin header for
 * browsers without it. Requests with neither (servers, scripts) are not browser requests.
 */
export function isCrossSiteRequest(request: FastifyRequest, ownOrigins: ReadonlySet<string>): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin" && site !== "none";
  const origin = request.headers.origin;
  if (typeof origin === "string") return !ownOrigins.has(origin);
  return false;
}

/**
 * Authentication for every request: a bearer token, or the HttpOnly access cookie of a browser.
 * Unsafe requests from other sites are refused before anything runs, and every /api/v1 route must
 * declare its access at start-up (ARCHITECTURE.md, Authentication).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { sessions: SessionsService; publicOrigin: string }) => {
    app.decorateRequest("principal", undefined);

    app.addHook("onRoute", (route) => {
      if (!route.url.startsWith("/api/v1/") || route.config?.access) return;
      throw new Error(`${String(route.method)} ${route.url} must declare config.access`);
    });

    app.addHook("onRequest", async (request: FastifyRequest) => {
      const viaBearer = bearerToken(request);
      if (UNSAFE_METHODS.has(request.method) && !viaBearer) {
        const ownOrigins = new Set([options.publicOrigin, `${request.protocol}://${request.host}`]);
        if (isCrossSiteRequest(request, ownOrigins)) {
          throw new HttpError(403, "CROSS_SITE_REQUEST", "Requests from other sites are not accepted.");
        }
      }
      if (!request.url.startsWith("/api/")) return;
      const token = viaBearer ?? readCookie(request.headers.cookie, SESSION_COOKIES.access);
      if (token) request.principal = await options.sessions.authenticate(token);
    });

    // Before input validation: a caller who may not use a route learns nothing of what it accepts.
    app.addHook("preValidation", async (request: FastifyRequest, _reply: FastifyReply) => {
      const access = request.routeOptions.config.access;
      if (access === "signedIn") requirePrincipal(request);
      if (access === "admin") requireAdmin(request);
    });
  },
  { name: "auth" },
);
