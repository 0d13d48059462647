import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isWidgetSearch } from "#lib/widget-mode.ts";
import { createCspNonce, NON_PAGE_POLICY, pagePolicy } from "../content-security-policy.ts";

/** One year, the preload lists' minimum: once a browser has seen the site over HTTPS, it never asks over HTTP. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

const cspNonces = new WeakMap<FastifyRequest, string>();

/** The nonce of this request's page: made on first use, then the same for the page and its header. */
export function cspNonceOf(request: FastifyRequest): string {
  let nonce = cspNonces.get(request);
  if (nonce === undefined) {
    nonce = createCspNonce();
    cspNonces.set(request, nonce);
  }
  return nonce;
}

function isWidgetRequest(url: string): boolean {
  const queryStart = url.indexOf("?");
  return queryStart >= 0 && isWidgetSearch(url.slice(queryStart + 1));
}

export type SecurityHeadersOptions = {
  publicOrigin: string;
  /** Where logging out leads: the log-out form's redirect must be a place forms may go. */
  logoutRedirect: string;
  /** Pages come from the Vite dev server, whose hot reload needs a looser script policy. */
  development: boolean;
};

/**
 * Headers every answer carries: no content-type sniffing (an upload can never run as a script) and a
 * referrer policy that tells other sites only our origin, never a path (paths hold search terms and
 * request ids). HSTS only where the public origin is HTTPS: over plain HTTP browsers ignore it, and a
 * developer's localhost must stay reachable. Pages get their Content-Security-Policy and may be framed
 * by this site only (no clickjacking of log-in or payment pages), except widget pages, which exist to be
 * embedded on other sites; any other answer gets a policy that lets it run and load nothing.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(async (app, options) => {
  const hsts = new URL(options.publicOrigin).protocol === "https:";
  const formTargets = [new URL(options.logoutRedirect).origin];
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    if (hsts) reply.header("strict-transport-security", `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    const contentType = reply.getHeader("content-type");
    if (typeof contentType !== "string" || !contentType.startsWith("text/html")) {
      reply.header("content-security-policy", NON_PAGE_POLICY);
      return;
    }
    const frameable = isWidgetRequest(request.url);
    if (!frameable) reply.header("x-frame-options", "SAMEORIGIN");
    reply.header(
      "content-security-policy",
      pagePolicy({ nonce: cspNonceOf(request), frameable, development: options.development, formTargets }),
    );
  });
});
