/**
 * In the browser, Zod validates without compiling parsers through `new Function`: the pages'
 * Content-Security-Policy forbids eval, and Zod's probe for it is reported as a violation even though
 * it is caught (decision 017). Zod reaches the browser only with the forms' schemas, loaded after the
 * page by `deferredSchema`, which calls this first (decision 019): a static `import "zod"` here would
 * put all of Zod (about 25 KiB gzip) in every page's JavaScript. The server keeps the compiled parsers.
 */
export async function loadZodForBrowser(): Promise<void> {
  // Only `config`: the whole `z` namespace would bring every one of Zod's translations along.
  const { config } = await import("zod");
  config({ jitless: true });
}
