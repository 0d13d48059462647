import { randomUUID } from "node:crypto";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import { networkOf } from "#lib/network-address.ts";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { ViteDevServer } from "vite";
import type { DatabaseHandle } from "#db/client.server.ts";
import { accountsApi } from "#features/accounts/accounts.api.server.ts";
import { analyticsApi } from "#features/analytics/analytics.api.server.ts";
import { auditApi } from "#features/audit/audit.api.server.ts";
import { operatorApi } from "#features/operator/operator.api.server.ts";
import { overviewApi } from "#features/operator/overview.api.server.ts";
import { personalDataApi } from "#features/personal-data/personal-data.api.server.ts";
import { locationsApi } from "#features/locations/locations.api.server.ts";
import { mediaRoutes } from "#features/media/media.api.server.ts";
import { membersApi } from "#features/members/members.api.server.ts";
import { contentAdminApi } from "#features/content/content-admin.api.server.ts";
import { contentApi } from "#features/content/content.api.server.ts";
import { profilesApi } from "#features/profiles/profiles.api.server.ts";
import { marketplaceApi } from "#features/marketplace/marketplace.api.server.ts";
import { searchApi } from "#features/search/search.api.server.ts";
import { serviceTypesApi } from "#features/service-types/service-types.api.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { inProcessCaches, redisCaches } from "#lib/shared-cache.server.ts";
import type { AppConfig } from "#lib/app-config.ts";
import { loggerOptions, PrivateLogController } from "./logging.ts";
import { authPlugin } from "./plugins/auth.ts";
import { HttpError, errorsPlugin, rateLimited } from "./plugins/errors.ts";
import { healthRoutes } from "./plugins/health.ts";
import { metricsRoutes } from "./plugins/metrics.ts";
import { loadSheddingPlugin } from "./plugins/load-shedding.ts";
import { nulCharactersPlugin } from "./plugins/nul-characters.ts";
import { openapiPlugin } from "./plugins/openapi.ts";
import { createPageCache, pageCachePlugin } from "./plugins/page-cache.ts";
import { pages } from "./plugins/pages.ts";
import { inProcessPageStore, redisPageStore } from "./page-cache.server.ts";
import { sharedRateLimitStore } from "./rate-limit-store.server.ts";
import { closeRedis, openRedis } from "./redis.server.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { shutdownPlugin } from "./plugins/shutdown.ts";

export type BuildAppOptions = {
  database: DatabaseHandle;
  /** The Vite dev server, in development only: pages are then compiled on demand. */
  vite?: ViteDevServer;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
};

const REQUEST_ID_HEADER = "x-request-id";
const REQUEST_ID_PATTERN = /^[\w-]{8,64}$/;
/** No request body needs more; JSON nested deeper overflows the stack of whatever walks it (issue 18). */
const MAX_JSON_DEPTH = 64;

/** Whether JSON text opens more than `limit` objects and arrays inside each other, counted before parsing. */
function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === "}" || char === "]") depth -= 1;
  }
  return false;
}

/** A view of a vendor's profile, by the visitor's address and browser; a failure never costs the page. */
async function countProfileView(services: Services, request: FastifyRequest, memberId: number) {
  const visitor = { ip: request.ip, userAgent: request.headers["user-agent"] };
  await services.tracking.profileHit(memberId, visitor).catch(() => undefined);
}

/** The whole product as one Fastify app: external plugins, then app plugins, then APIs, then pages. */
export async function buildApp(config: AppConfig, options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Nothing a person typed reaches the log (server/logging.ts).
    logger: loggerOptions(config.logLevel, options.logStream),
    // The caller's request id is vetted in genReqId rather than trusted as it comes.
    requestIdHeader: false,
    logController: new PrivateLogController({ requestIdLogLabel: "requestId" }),
    genReqId: (request) => {
      const incoming = request.headers[REQUEST_ID_HEADER];
      return typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 72_000,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // request.ip (rate limits, analytics) comes from X-Forwarded-For only when the reverse proxy sent it.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Browser calls always declare JSON (SPEC section 7), a DELETE without a body too: an empty body is no body.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, "JSON_TOO_DEEP", `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`));
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // With REDIS_URL, rate limits and caches are shared by every process (decision 014).
  const redis = config.redisUrl
    ? openRedis(config.redisUrl, {
        keyPrefix: config.redisKeyPrefix,
        onStateChange: (state, error) =>
          state === "up"
            ? app.log.info("Redis is up: rate limits and caches are shared")
            : app.log.warn({ err: error }, "Redis is down: rate limits count per process, caches are bypassed"),
      })
    : undefined;
  if (redis) app.addHook("onClose", () => closeRedis(redis));
  const services = createServices(config, options.database, {
    caches: redis ? redisCaches(redis) : inProcessCaches(),
    onPublicPagesChanged: () => pageCache.clear(),
  });
  // Pages for visitors without cookies are kept a short while (decision 037); the services clear them on change.
  const pageCache = createPageCache({
    store: redis ? redisPageStore(redis) : inProcessPageStore(),
    freshMs: options.vite ? 0 : config.pageCache.freshMs,
    staleMs: config.pageCache.staleMs,
    countProfileView: (request, memberId) => countProfileView(services, request, memberId),
  });
  await app.register(pageCachePlugin, { pageCache });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Limits are declared per route (tracking calls) and on page forms; the plugin sets Retry-After.
  // An IPv6 caller counts as its /64, which one subscriber holds whole.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => networkOf(request.ip),
    store: redis && sharedRateLimitStore(redis),
    errorResponseBuilder: (_request, context) => rateLimited(context.after),
  });
  await app.register(securityHeadersPlugin, {
    publicOrigin: config.publicOrigin,
    logoutRedirect: config.logoutRedirect,
    development: options.vite !== undefined,
  });
  await app.register(errorsPlugin, { strictContract: config.environment === "test" });
  await app.register(nulCharactersPlugin);
  await app.register(shutdownPlugin);
  await app.register(loadSheddingPlugin, { database: options.database, limits: config.loadShedding });

  await app.register(authPlugin, { sessions: services.sessions, publicOrigin: config.publicOrigin });
  services.outbox.start();
  const stopSweeping = services.marketplace.startSweeping();
  const stopRetaining = services.retention.startRetaining(app.log);
  app.addHook("onClose", async () => {
    services.outbox.stop();
    stopSweeping();
    stopRetaining();
  });
  // Before every route, so the OpenAPI document sees them all.
  await app.register(openapiPlugin, { publicOrigin: config.publicOrigin });
  await app.register(healthRoutes, { database: options.database });
  await app.register(metricsRoutes, { database: options.database, logInFigures: services.accounts.logInFigures });
  await app.register(accountsApi, { accounts: services.accounts, secureCookies: services.config.secureCookies });
  await app.register(serviceTypesApi, { serviceTypes: services.serviceTypes });
  await app.register(locationsApi, { locations: services.locations });
  await app.register(membersApi, {
    members: services.members,
    memberAccount: services.memberAccount,
    memberCalendar: services.memberCalendar,
    membership: services.membership,
    accounts: services.accounts,
    secureCookies: services.config.secureCookies,
  });
  await app.register(marketplaceApi, { marketplace: services.marketplace, testClock: config.testClock });
  await app.register(searchApi, { search: services.search, tracking: services.tracking });
  await app.register(analyticsApi, { analytics: services.analytics });
  await app.register(profilesApi, { profiles: services.profiles });
  await app.register(contentApi, { content: services.content });
  await app.register(contentAdminApi, { contentAdmin: services.contentAdmin });
  await app.register(mediaRoutes, { media: services.media });
  await app.register(auditApi, { audit: services.audit });
  await app.register(operatorApi, { operator: services.operator });
  await app.register(overviewApi, { overview: services.overview });
  await app.register(personalDataApi, {
    personalData: services.personalData,
    secureCookies: services.config.secureCookies,
  });
  await app.register(pages, { services, pageCache, vite: options.vite });

  return app;
}
