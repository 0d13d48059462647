/**
 * Widget mode (SPEC section 2): a `widget` query parameter turns a page into an embeddable one with a
 * minimal header and a lighter footer. Once a page is shown as a widget, every page reached from it
 * is one too, so the parameter travels with each navigation inside the frame.
 */
export const WIDGET_PARAM = "widget";

export function isWidgetSearch(search: string): boolean {
  // Every link asks: most addresses cannot hold the parameter, not even percent-encoded.
  if (!search.includes(WIDGET_PARAM) && !search.includes("%")) return false;
  return new URLSearchParams(search).has(WIDGET_PARAM);
}

/** True for links that stay on this site: a path, not a protocol-relative or absolute address. */
function isSitePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/** The same site path with the widget parameter added; other addresses are returned unchanged. */
export function withWidgetParam(href: string): string {
  if (!isSitePath(href)) return href;
  const url = new URL(href, "http://site.invalid");
  if (url.searchParams.has(WIDGET_PARAM)) return href;
  url.searchParams.set(WIDGET_PARAM, "1");
  return `${url.pathname}${url.search}${url.hash}`;
}
