import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import { parseScope, readCookie, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import { servicesContext } from "#features/services.server.ts";
import { AuthProvider } from "#app/lib/session.ts";
import type { Route } from "./+types/root.ts";
import faviconUrl from "./assets/favicon.svg";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { NotFoundPage } from "./components/status-pages/not-found-page.tsx";
import { ServerErrorPage } from "./components/status-pages/server-error-page.tsx";
import "./styles/app.css";

export function loader({ context, request }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return {
    contactPhone: config.contactPhone,
    session: parseScope(readCookie(request.headers.get("Cookie"), SESSION_COOKIES.scope)),
  };
}

/**
 * The root's data is configuration plus who is signed in: only a form submission (logging in,
 * signing up) can change it while a page is open.
 */
export function shouldRevalidate({ formMethod }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined;
}

/** The document shell for pages and error pages alike, so a 404 keeps the header and footer. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b21b6" />
        <link rel="icon" type="image/svg+xml" href={faviconUrl} />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <AuthProvider>
          <SiteHeader />
          {/* tabIndex -1 lets the skip link move keyboard focus, not just the scroll position. */}
          <main id="main-content" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter contactPhone={data?.contactPhone} />
        </AuthProvider>
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
