import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import { parseScope, readCookie, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import { servicesContext } from "#features/services.server.ts";
import { Analytics } from "#app/lib/analytics/analytics.tsx";
import { parseConsent } from "#app/lib/analytics/consent.ts";
import { AuthProvider } from "#app/lib/session.ts";
import { isWidgetSearch, withWidgetParam } from "#lib/widget-mode.ts";
import type { Route } from "./+types/root.ts";
import typefaceUrl from "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url";
import faviconUrl from "./assets/favicon.svg";
import { logoVariantFor } from "./components/layout/navigation.ts";
import { SiteFrame } from "./components/layout/site-frame.tsx";
import { useSiteLinkNavigation } from "./components/layout/site-link.tsx";
import { ModalProvider } from "./components/modal/modal.tsx";
import { NotFoundPage } from "./components/status-pages/not-found-page.tsx";
import { ServerErrorPage } from "./components/status-pages/server-error-page.tsx";
import "./styles/app.css";

export function loader({ context, request }: Route.LoaderArgs) {
  const { config, marketplace } = context.get(servicesContext);
  return {
    contactPhone: config.contactPhone,
    logoVariant: logoVariantFor(marketplace.clock.now()),
    session: parseScope(readCookie(request.headers.get("Cookie"), SESSION_COOKIES.scope)),
    consent: parseConsent(request.headers.get("Cookie")),
  };
}

/**
 * A widget stays a widget (SPEC.md section 2): a navigation inside it that lost the parameter (a
 * plain link, a form, a redirect) is sent to the same address with it.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  ({ request }) => {
    const target = new URL(request.url);
    if (!isWidgetSearch(window.location.search) || isWidgetSearch(target.search)) return;
    throw redirect(withWidgetParam(`${target.pathname}${target.search}`));
  },
];

/**
 * The root's data is configuration plus who is signed in: only a form submission (logging in,
 * signing up) can change it while a page is open.
 */
export function shouldRevalidate({ formMethod }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined;
}

/**
 * Figtree (latin), served from its package's file by our own server. "optional": the preloaded face is
 * used when it arrives by the first paint, else the fallback stays for that page, so text never moves
 * once shown. Declared once, in the head, not in the stylesheet: the stylesheet arrives after the
 * first paint (decision 045), and a second declaration of the face would swap it in then. No
 * unicode-range: the file is preloaded on every page, and a character it lacks falls back on its own.
 * Italics are slanted by the browser, which spares a second file. Its metric-matched fallback is a
 * local face, declared in app/styles/app.css (decision 051).
 */
const TYPEFACE_STYLE = `@font-face{font-family:Figtree;font-display:optional;font-weight:300 900;src:url(${typefaceUrl})}`;

/** The document shell for pages and error pages alike, so a 404 keeps the header and footer. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  useSiteLinkNavigation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b21b6" />
        <link rel="icon" type="image/svg+xml" href={faviconUrl} />
        {/* The typeface shows only if it arrives by the first paint (font-display: optional): fetched at once. */}
        <link rel="preload" href={typefaceUrl} as="font" type="font/woff2" crossOrigin="anonymous" />
        <style dangerouslySetInnerHTML={{ __html: TYPEFACE_STYLE }} />
        <Meta />
        {import.meta.env.DEV ? <Links /> : null}
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <AuthProvider>
          <ModalProvider>
            <SiteFrame contactPhone={data?.contactPhone}>{children}</SiteFrame>
          </ModalProvider>
          <Analytics consentOnServer={data?.consent} />
        </AuthProvider>
        {/* Built pages carry their critical styles in the head (decision 045): the stylesheet then
            loads without holding back the first paint, for what scripts add later. */}
        {import.meta.env.DEV ? null : <Links />}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ServerErrorPage />;
}
