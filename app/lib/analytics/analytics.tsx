import { useEffect, useEffectEvent, useSyncExternalStore } from "react";
import { useLocation, useMatches } from "react-router";
import { analyticsRole } from "#features/analytics/analytics-events.rules.ts";
import { isWidgetSearch } from "#lib/widget-mode.ts";
import { ConsentBanner } from "#app/components/consent/consent-banner.tsx";
import { type AuthState, useAuth } from "../session.ts";
import { type ConsentChoice, readConsent, subscribeToConsent } from "./consent.ts";
import { clearConversion, contactOf, takeConversion } from "./conversions.ts";
import { flushEvents } from "./first-party.ts";
import { pageAnalyticsOf } from "./page-analytics.ts";
import { crossLink, pageTypeFor } from "./site-areas.ts";
import {
  currentPageType,
  identify,
  sendPixel,
  setAnalyticsPage,
  setAnalyticsRole,
  track,
  trackPageView,
  trackWebVital,
} from "./track.ts";

/**
 * Browser analytics for the whole site (decision 012): page views on every route change, web vitals,
 * the click-to events, the consent banner, and, once the visitor accepted, the identify call and the
 * advertising pixel. Queued first-party events leave as the page is hidden. Mounted once, inside the
 * AuthProvider. `consentOnServer` is the choice the request's cookie held (undefined when unknown):
 * the server renders the banner to a visitor who has not chosen, so it is painted with the page
 * rather than after hydration, where it became the page's largest contentful paint (decision 019).
 */
export function Analytics({ consentOnServer }: { consentOnServer: ConsentChoice | null | undefined }) {
  const auth = useAuth();
  const consent = useSyncExternalStore(subscribeToConsent, readConsent, () => consentOnServer);
  const userType = auth.session?.userType;
  const widget = isWidgetSearch(useLocation().search);

  // Before the page view below, so the first one already carries the role.
  useEffect(() => setAnalyticsRole(analyticsRole(userType)), [userType]);
  usePageViews();
  useWebVitals();
  useFlushWhenHidden();
  useCrossLinkClicks();
  useIdentity(auth, consent);
  usePendingConversion(auth, consent);

  // A widget lives in another site's page, which asks its own visitors: it never asks, so it never
  // sends anything personal either.
  return widget ? null : <ConsentBanner consent={consent} />;
}

/** A route change is a new address; a new hash (a jump within the page) is not. */
function usePageViews() {
  const location = useLocation();
  const matches = useMatches();
  const address = `${location.pathname}${location.search}`;
  const onPageShown = useEffectEvent(() => {
    const routeId = matches.at(-1)?.id ?? "root";
    const { memberId, experiment, variation } = pageAnalyticsOf(matches);
    setAnalyticsPage({ pageType: pageTypeFor(routeId), routeId, experiment, variation });
    trackPageView({ title: document.title, memberId });
  });
  useEffect(() => onPageShown(), [address]);
}

let vitalsObserved = false;

/**
 * LCP, INP and CLS are final only when the page is hidden; FCP and TTFB come soon after loading.
 * web-vitals loads after hydration, outside the page's first JavaScript: its observers are
 * buffered, so the entries from before it arrived still reach it.
 */
function useWebVitals() {
  useEffect(() => {
    // web-vitals observes for the life of the page; a second mount must not observe twice.
    if (vitalsObserved) return;
    vitalsObserved = true;
    void import("web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      onTTFB(trackWebVital);
      onFCP(trackWebVital);
      onLCP(trackWebVital);
      onINP(trackWebVital);
      onCLS(trackWebVital);
    });
  }, []);
}

/**
 * The page may be closed any time after it is hidden. web-vitals listens on the window in the
 * capture phase, so it reports the final LCP, INP and CLS before this listener on the document
 * flushes, and they leave in the same batch.
 */
function useFlushWhenHidden() {
  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === "hidden") flushEvents("beacon");
    };
    const onPageHide = () => flushEvents("beacon");
    document.addEventListener("visibilitychange", onVisibilityChange);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onVisibilityChange);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, []);
}

/**
 * Links between inspiration and the marketplace, wherever they sit in a page's content: one listener
 * for all of them, in the capture phase, so the click is recorded before the route changes.
 */
function useCrossLinkClicks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
      if (!link || !link.closest("#main-content")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const found = crossLink(currentPageType(), url.pathname);
      if (!found) return;
      const linkText = link.getAttribute("aria-label") ?? link.textContent ?? "";
      const href = `${url.pathname}${url.search}`;
      if (found.name === "Click to Marketplace") track(found.name, { ...found.properties, linkText, href });
      else track(found.name, { ...found.properties, linkText, href });
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
}

/** Identify the signed-in person once they consented and their session proved itself, also when consent comes later. */
function useIdentity(auth: AuthState, consent: ConsentChoice | null | undefined) {
  const { session, status } = auth;
  useEffect(() => {
    if (consent === "granted" && status === "authenticated" && session) identify(session);
  }, [consent, status, session]);
}

/** A sign-up or a request sent on the page before is told to the pixel here, once consented (see conversions.ts). */
function usePendingConversion(auth: AuthState, consent: ConsentChoice | null | undefined) {
  const { session, status, profile } = auth;
  useEffect(() => {
    if (consent === "denied") {
      clearConversion();
      return;
    }
    if (consent !== "granted" || status !== "authenticated" || !session) return;
    const contact = contactOf(profile);
    if (!contact) return;
    const conversion = takeConversion(session.userType);
    if (conversion) sendPixel(conversion, contact);
  }, [consent, status, session, profile]);
}
