import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { servicesContext } from "#features/services.server.ts";
import type { Route } from "./+types/root.ts";
import faviconUrl from "./assets/favicon.svg";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { NotFoundPage } from "./components/status-pages/not-found-page.tsx";
import { ServerErrorPage } from "./components/status-pages/server-error-page.tsx";
import "./styles/app.css";

export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return { contactPhone: config.contactPhone };
}

/** The root's data is configuration that does not change while a page is open: never fetch it again. */
export function shouldRevalidate() {
  return false;
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
        <SiteHeader />
        {/* tabIndex -1 lets the skip link move keyboard focus, not just the scroll position. */}
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter contactPhone={data?.contactPhone} />
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
