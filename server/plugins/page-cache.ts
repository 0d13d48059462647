import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type CachedPage, gzipSegments, gzipWithNonce, type PageStore } from "../page-cache.server.ts";
import { cspNonceOf } from "./security-headers.ts";

/** Says how an answer was made: from a fresh copy, a stale one (while another request renders it), or rendered. */
export const PAGE_CACHE_HEADER = "x-page-cache";

/**
 * Pages never kept, whatever they answer: forms whose page carries a one-time link or leads to one,
 * and the areas of signed-in people (which send a visitor without cookies to log in anyway).
 */
const NEVER_CACHED_PREFIXES = [
  "/api/",
  "/admin",
  "/dashboard",
  "/client/",
  "/account/",
  "/login",
  "/logout",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/confirm-email",
  "/reviews/",
  "/bookings/",
  "/problems/",
  "/createrequest",
  "/requestquote",
  "/request-received",
  "/contact",
  "/dev/",
  "/embed",
] as const;

/** Longer addresses are rendered, not kept: no visitor's link is that long, and keys stay small. */
const MAX_CACHED_URL_LENGTH = 512;

/** Headers each answer makes for itself, never taken from a copy. */
const PER_ANSWER_HEADERS = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "content-security-policy",
  "date",
  "keep-alive",
  "referrer-policy",
  "set-cookie",
  "strict-transport-security",
  "transfer-encoding",
  "vary",
  "x-content-type-options",
  "x-frame-options",
  "x-request-id",
  PAGE_CACHE_HEADER,
]);

export type PageCacheOptions = {
  store: PageStore;
  /** 0 turns the cache off. */
  freshMs: number;
  staleMs: number;
  /** Counts a view of a vendor's profile for this visitor (search tracking), however the page was made. */
  countProfileView: (request: FastifyRequest, memberId: number) => Promise<void>;
};

export type PageCache = ReturnType<typeof createPageCache>;

/** Whether an Accept-Encoding header takes gzip: named with a weight above 0, or else through `*`. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  const weights = new Map<string, number>();
  for (const entry of value.split(",")) {
    const [name = "", ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith("q="));
    weights.set(name, weight === undefined ? 1 : Number(weight.slice(2)));
  }
  const weight = weights.get("gzip") ?? weights.get("*") ?? 0;
  return weight > 0;
}

/**
 * The anonymous page cache (decision 037). Only a GET from a visitor who sends no cookie and no
 * credentials is served from a copy or makes one: a signed-in visitor, one who made a consent choice
 * or any other cookie-borne variation always gets a page rendered for them. A copy is a 200 HTML page
 * that set no cookie. Every answer gets its own CSP nonce (put in place of the copy's) and request id.
 */
export function createPageCache(options: PageCacheOptions) {
  const { store, freshMs, staleMs } = options;
  const lifetimeMs = freshMs + staleMs;
  const cacheControl = `public, max-age=0, s-maxage=${freshMs / 1000}, stale-while-revalidate=${staleMs / 1000}`;
  /** Renders this process will keep: the key and the generation it was looked up under. */
  const toKeep = new WeakMap<FastifyRequest, { key: string; generation: string }>();
  const profileViews = new WeakMap<FastifyRequest, number>();
  /** Stale copies being rendered again here, until when: meanwhile the stale copy is served. */
  const refreshing = new Map<string, number>();

  function keyOf(request: FastifyRequest): string | undefined {
    if (freshMs === 0 || request.method !== "GET") return undefined;
    if (request.headers.cookie || request.headers.authorization) return undefined;
    const url = request.url;
    if (url.length > MAX_CACHED_URL_LENGTH) return undefined;
    const path = url.split("?", 1)[0] ?? "";
    if (path.endsWith(".data") || NEVER_CACHED_PREFIXES.some((prefix) => path.startsWith(prefix))) return undefined;
    return url;
  }

  function isRefreshing(key: string): boolean {
    const until = refreshing.get(key);
    if (until !== undefined && until > Date.now()) return true;
    refreshing.delete(key);
    return false;
  }

  async function answerFromCopy(
    request: FastifyRequest,
    reply: FastifyReply,
    copy: { key: string; generation: string; page: CachedPage },
    state: string,
  ) {
    const { page } = copy;
    if (page.profileViewOf !== null) await options.countProfileView(request, page.profileViewOf);
    reply.code(page.status).headers(page.headers);
    reply.header(PAGE_CACHE_HEADER, state).header("cache-control", cacheControl);
    const nonce = cspNonceOf(request);
    if (!acceptsGzip(request.headers["accept-encoding"])) {
      reply.header("vary", "Cookie");
      return reply.send(page.body.replaceAll(page.nonce, nonce));
    }
    // Compressed once, by the first answer that needs it, and kept with the copy.
    let segments = page.gzipSegments;
    if (!segments) {
      segments = gzipSegments(page.body, page.nonce);
      const left = page.storedAt + lifetimeMs - Date.now();
      if (left > 0) store.write(copy.key, copy.generation, { ...page, gzipSegments: segments }, left);
    }
    // Already compressed: the compression hook leaves an answer with a Content-Encoding alone.
    reply.header("content-encoding", "gzip").header("vary", "Cookie, Accept-Encoding");
    return reply.send(gzipWithNonce({ ...page, gzipSegments: segments }, nonce));
  }

  return {
    /** An onRequest hook of the pages: answers from a fresh copy, or from a stale one while it is being renewed. */
    async serve(request: FastifyRequest, reply: FastifyReply) {
      const key = keyOf(request);
      if (key === undefined) return;
      const found = await store.read(key);
      // The store did not answer: render, and keep nothing.
      if (!found) return;
      const { page, generation } = found;
      const age = page ? Date.now() - page.storedAt : Number.POSITIVE_INFINITY;
      if (page && age < freshMs) return answerFromCopy(request, reply, { key, generation, page }, "HIT");
      if (page && age < lifetimeMs) {
        if (isRefreshing(key)) return answerFromCopy(request, reply, { key, generation, page }, "STALE");
        if (refreshing.size > 10_000) refreshing.clear();
        refreshing.set(key, Date.now() + freshMs);
      }
      toKeep.set(request, { key, generation });
      reply.header(PAGE_CACHE_HEADER, "MISS");
    },

    /**
     * An onSend hook that must run before compression: keeps the page this request rendered, and says
     * how shared caches may keep pages (decision 037).
     */
    async keepRendered(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const pending = toKeep.get(request);
      const contentType = String(reply.getHeader("content-type") ?? "");
      if (pending) {
        toKeep.delete(request);
        refreshing.delete(pending.key);
      }
      const isHtml = contentType.startsWith("text/html");
      if (!pending || reply.statusCode !== 200 || reply.hasHeader("set-cookie") || !isHtml) {
        if (isHtml && !reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-cache");
        return payload;
      }
      const body = payload instanceof Readable ? await text(payload) : String(payload);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !PER_ANSWER_HEADERS.has(name)) headers[name] = String(value);
      }
      store.write(
        pending.key,
        pending.generation,
        {
          storedAt: Date.now(),
          status: 200,
          headers,
          body,
          nonce: cspNonceOf(request),
          profileViewOf: profileViews.get(request) ?? null,
          gzipSegments: null,
        },
        lifetimeMs,
      );
      reply.header("cache-control", cacheControl).header("vary", "Cookie");
      return body;
    },

    /** A profile page counts its view through here, so a copy of it counts each answer's view too. */
    async countProfileView(request: FastifyRequest, memberId: number): Promise<void> {
      profileViews.set(request, memberId);
      await options.countProfileView(request, memberId);
    },

    /** Something a public page shows has changed: no copy made before now is served again. */
    clear(): void {
      refreshing.clear();
      store.clear();
    },
  };
}

/** Registered before compression, whose onSend would otherwise hand this hook compressed bytes. */
export const pageCachePlugin = fp<{ pageCache: PageCache }>(async (app, { pageCache }) => {
  app.addHook("onSend", (request, reply, payload) => pageCache.keepRendered(request, reply, payload));
});
