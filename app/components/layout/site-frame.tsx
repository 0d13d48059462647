import { type ReactNode, useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { isWidgetSearch, withWidgetParam } from "#lib/widget-mode.ts";
import { NavigationProgress } from "./navigation-progress.tsx";
import { showsMenu } from "./navigation.ts";
import { SiteFooter, WidgetFooter } from "./site-footer.tsx";
import { ContactOnlyHeader, SiteHeader, WidgetHeader } from "./site-header.tsx";

/**
 * Links that load a whole page (the older stack's paths, plain anchors) leave React Router, so its
 * middleware cannot keep them in the widget; the address is completed as the click happens.
 */
function useWidgetDocumentLinks(widget: boolean) {
  useEffect(() => {
    if (!widget) return;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
      const href = withWidgetParam(`${anchor.pathname}${anchor.search}${anchor.hash}`);
      if (href !== `${anchor.pathname}${anchor.search}${anchor.hash}`) anchor.href = href;
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, [widget]);
}

/**
 * The frame around every page (SPEC.md section 2): the full header and footer; the logo with 'Email
 * Us' and the phone number on pages that show no menu; the minimal header and lighter footer in
 * widget mode.
 */
export function SiteFrame({ contactPhone, children }: { contactPhone: string | undefined; children: ReactNode }) {
  const widget = isWidgetSearch(useLocation().search);
  const menu = showsMenu(useMatches().map((match) => match.id));
  useWidgetDocumentLinks(widget);
  return (
    <>
      <NavigationProgress />
      {widget ? <WidgetHeader /> : menu ? <SiteHeader /> : <ContactOnlyHeader contactPhone={contactPhone} />}
      {/* tabIndex -1 lets the skip link move keyboard focus, not just the scroll position. */}
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      {widget ? <WidgetFooter /> : <SiteFooter contactPhone={contactPhone} />}
    </>
  );
}
