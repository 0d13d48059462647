import fp from "fastify-plugin";

/** One year, the preload lists' minimum: once a browser has seen the site over HTTPS, it never asks over HTTP. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * Headers every answer carries: no content-type sniffing (an upload can never run as a script) and a
 * referrer policy that tells other sites only our origin, never a path (paths hold search terms and
 * request ids). HSTS only where the public origin is HTTPS: over plain HTTP browsers ignore it, and a
 * developer's localhost must stay reachable.
 */
export const securityHeadersPlugin = fp<{ publicOrigin: string }>(async (app, options) => {
  const hsts = new URL(options.publicOrigin).protocol === "https:";
  app.addHook("onSend", async (_request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    if (hsts) reply.header("strict-transport-security", `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
  });
});
