import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import type { FastifyInstance } from "fastify";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { readCookie, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import { apiDocumentContext } from "#features/api-reference/api-reference.server.ts";
import { EMAIL_CHANGE_RATE_LIMIT } from "#features/accounts/accounts.api.server.ts";
import { CONTACT_RATE_LIMIT } from "#features/content/content.api.server.ts";
import {
  cspNonceContext,
  firstPaintContext,
  requestContext,
  type Services,
  servicesContext,
} from "#features/services.server.ts";
import { networkOf } from "#lib/network-address.ts";
import { createFirstPaint } from "../first-paint.ts";
import { apiNotFoundBody } from "./errors.ts";
import type { PageCache } from "./page-cache.ts";
import { cspNonceOf } from "./security-headers.ts";

/** Per address: sign-ups and reset emails are rare; log-in attempts are also throttled per account. */
const PAGE_FORM_LIMITS = {
  logIn: { max: 30, timeWindow: 60_000 },
  signUp: { max: 10, timeWindow: 60 * 60_000 },
  passwordReset: { max: 5, timeWindow: 15 * 60_000 },
  /** "Send the link again" and the emailed links' buttons: each sends an email or spends a link. */
  emailLinks: { max: 10, timeWindow: 15 * 60_000 },
  /** The request form: as `POST /api/v1/requests`, more than any planner sends, too few to spam vendors with. */
  request: { max: 30, timeWindow: 60 * 60_000 },
  /** The member and client centers' forms (messages, quotes, bookings, profile): as the API's message limit. */
  centers: { max: 60, timeWindow: 60_000 },
} as const;

/** Page areas whose every form is limited together, per address, by PAGE_FORM_LIMITS.centers. */
const CENTER_PREFIXES = ["/dashboard", "/client/"] as const;

/**
 * React Router renders every path that no API route claims. Unknown /api paths are answered
 * here with JSON first, so the page catch-all never renders HTML for an API client.
 */
export async function pages(
  app: FastifyInstance,
  options: { services: Services; pageCache: PageCache; vite: ViteDevServer | undefined },
) {
  const { pageCache } = options;
  app.all("/api/*", async (request, reply) => reply.status(404).send(apiNotFoundBody(request.method, request.url)));
  // After the process's own onRequest hooks (shutdown, load shedding, sessions): a copy is a page like any other.
  app.addHook("onRequest", (request, reply) => pageCache.serve(request, reply));

  // Page forms that store something or hash a password are limited per address, like their APIs.
  const formLimits = new Map<string, ReturnType<typeof app.rateLimit>>();
  for (const [path, limit] of [
    ["/contact", CONTACT_RATE_LIMIT],
    ["/login", PAGE_FORM_LIMITS.logIn],
    ["/signup/vendor", PAGE_FORM_LIMITS.signUp],
    ["/signup/planner", PAGE_FORM_LIMITS.signUp],
    ["/forgot-password", PAGE_FORM_LIMITS.passwordReset],
    ["/confirm-email", PAGE_FORM_LIMITS.emailLinks],
    ["/account/email", EMAIL_CHANGE_RATE_LIMIT],
    ["/client/modify-profile.aspx", EMAIL_CHANGE_RATE_LIMIT],
    ["/createrequest", PAGE_FORM_LIMITS.request],
    ["/requestquote", PAGE_FORM_LIMITS.request],
  ] as const) {
    // Keyed by form as well as network (an IPv6 /64 as one): with Redis these limiters count in one shared store.
    const limiter = app.rateLimit({ ...limit, keyGenerator: (request) => `${path}:${networkOf(request.ip)}` });
    formLimits.set(path, limiter);
    formLimits.set(`${path}.data`, limiter);
  }
  // Per session as well as per network: people behind one office address each get their own allowance.
  // The access cookie cannot be made up (the page refuses a forged one before its form does anything).
  const centersLimiter = app.rateLimit({
    ...PAGE_FORM_LIMITS.centers,
    keyGenerator: (request) => {
      const accessToken = readCookie(request.headers.cookie, SESSION_COOKIES.access) ?? "";
      const session = createHash("sha256").update(accessToken).digest("base64url").slice(0, 16);
      return `centers:${networkOf(request.ip)}:${session}`;
    },
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "POST") return;
    const path = request.url.split("?", 1)[0] ?? "";
    const limiter =
      formLimits.get(path) ?? (CENTER_PREFIXES.some((prefix) => path.startsWith(prefix)) ? centersLimiter : undefined);
    if (limiter) await limiter.call(app, request, reply);
  });

  // The build is loaded once: given a loader instead, React Router imports it and indexes every
  // route again on each request.
  const build = options.vite ? undefined : await loadServerBuild();
  const firstPaint = build
    ? createFirstPaint(
        path.resolve(build.assetsBuildDirectory),
        new Set(Object.values(build.assets.routes).flatMap((route) => route?.css ?? [])),
      )
    : null;
  await app.register(fastifyReactRouter, {
    devServer: options.vite,
    build,
    mode: options.vite ? "development" : "production",
    getLoadContext(request) {
      const context = new RouterContextProvider();
      context.set(servicesContext, options.services);
      context.set(requestContext, {
        ip: request.ip,
        log: request.log,
        countProfileView: (memberId) => pageCache.countProfileView(request, memberId),
      });
      context.set(apiDocumentContext, () => app.swagger());
      context.set(cspNonceContext, cspNonceOf(request));
      context.set(firstPaintContext, firstPaint);
      return context;
    },
  });
}

const SERVER_BUILD = path.resolve("build/server/index.js");

async function loadServerBuild(): Promise<ServerBuild> {
  if (!existsSync(SERVER_BUILD))
    throw new Error(`No production build at ${SERVER_BUILD}: run \`npm run build\` first.`);
  return (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
}
