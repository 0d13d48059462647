import { type ComponentPropsWithRef, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { isWidgetSearch, withWidgetParam } from "#lib/widget-mode.ts";
import { isServedByLegacyStack } from "./navigation.ts";

type SiteLinkProps = Omit<ComponentPropsWithRef<"a">, "href"> & { href: string };

/**
 * A link to one of our pages: an anchor that `useSiteLinkNavigation` turns into a client-side
 * navigation, or a full page load for paths of the older stack. Inside the widget the link keeps the
 * page a widget. A plain anchor, not React Router's Link: a results page draws over a hundred links,
 * and each Link resolved its path twice against the route tree while the server rendered it.
 */
export function SiteLink({ href, children, ...props }: SiteLinkProps) {
  const target = isWidgetSearch(useLocation().search) ? withWidgetParam(href) : href;
  const clientSide = target.startsWith("/") && !target.startsWith("//") && !isServedByLegacyStack(href);
  // `data-discover`: React Router's lazy route discovery reads it. `data-site-link`: the listener below
  // follows only these, never a Link of React Router (which may ask for a full page load).
  return (
    <a
      href={target}
      data-discover={clientSide ? "true" : undefined}
      data-site-link={clientSide ? "" : undefined}
      {...props}
    >
      {children}
    </a>
  );
}

/** Whether a click asks the browser for something other than following the link here (a new tab, a download). */
function isPlainClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!link.target || link.target === "_self") &&
    !link.hasAttribute("download")
  );
}

/**
 * One click listener for the whole document: a plain click on a site link navigates client-side, as
 * React Router's Link does (and a link to the page already shown replaces its history entry). Links
 * whose own handler took the click, Links of React Router (some ask for a full page load) and every
 * other anchor are left alone.
 */
export function useSiteLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[data-site-link]") : null;
      if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event, link)) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const path = `${url.pathname}${url.search}${url.hash}`;
      const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(path, { replace: path === current });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
