import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";
import { cspNonceContext, firstPaintContext, requestContext } from "#features/services.server.ts";

export const streamTimeout = 5_000;

/**
 * A loader's, action's or render's error goes to the request's logger, never to the console raw: a
 * database error's message would carry the query's parameters, what the user typed.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as RouterContextProvider).get(requestContext).log.error({ err: error }, "page failed");
};

/**
 * React Router's Node entry with the page's Content-Security-Policy nonce (decision 017): ServerRouter
 * puts it on every script element React Router renders (its <Links>, <Scripts> and
 * <ScrollRestoration> default to it), and React on the inline scripts it writes.
 *
 * Once rendered, the page is readied for its first paint (server/first-paint.ts): its critical styles
 * in its head, its scripts and stylesheet fetched after what it shows.
 *
 * Every page is rendered whole and answered as one buffer: no page defers data, so streaming the
 * shell first would gain nothing, while writing a page in hundreds of small chunks costs the server a
 * tenth of its time under load (docs/performance.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);
  const readyForFirstPaint = loadContext.get(firstPaintContext);
  const stylesheets = routerContext.staticHandlerContext.matches.flatMap(
    (match) => routerContext.manifest.routes[match.route.id]?.css ?? [],
  );

  return new Promise<Response>((resolve, reject) => {
    // Abort after streamTimeout, with time left to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        // The timeout's closure would otherwise keep the render alive.
        clearTimeout(timeoutId);
        timeoutId = undefined;
        responseHeaders.set("Content-Type", "text/html");
        const page = Buffer.concat(chunks);
        const answer = readyForFirstPaint ? readyForFirstPaint(page, stylesheets) : page;
        resolve(new Response(answer, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and are logged by React Router; only later ones are logged here.
          if (shellRendered) loadContext.get(requestContext).log.error({ err: error }, "page failed while rendering");
        },
      },
    );
  });
}
