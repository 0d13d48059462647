import type { CollectedEventName, TrackedEventName } from "#features/analytics/analytics.schema.ts";
import {
  type AnalyticsRole,
  analyticsPath,
  cutText,
  describeEvent,
  describePageView,
  describeWebVital,
  type EventDescription,
  type PixelConversion,
  pixelValues,
  surveyUserId,
  type TrackedEventProperties,
  type WebVitalName,
  type WebVitalRating,
  webVitalValue,
} from "#features/analytics/analytics-events.rules.ts";
import type { ScopeView } from "#features/accounts/accounts.rules.ts";
import { pushDataLayer } from "../data-layer.ts";
import { baseProperties } from "./base-properties.ts";
import { readConsent } from "./consent.ts";
import { collect } from "./first-party.ts";
import type { PageType } from "./site-areas.ts";

/**
 * The one way to record analytics (decision 012): every event goes to `window.dataLayer` with its
 * category, label and the base properties, and to first-party collection. Nothing personal is
 * recorded here; the identify call and the advertising pixel wait for consent.
 */

type PropertyValue = string | number | boolean;
type Properties = Record<string, PropertyValue | undefined>;

/** What the page being shown adds to its events: its kind, and its place in an experiment. */
export type PageContext = { pageType: PageType; routeId: string; experiment?: string; variation?: string };

let role: AnalyticsRole = "logged out";
let page: PageContext = { pageType: "other", routeId: "root" };

export function setAnalyticsRole(next: AnalyticsRole): void {
  role = next;
}

export function setAnalyticsPage(next: PageContext): void {
  page = next;
}

export function currentPageType(): PageType {
  return page.pageType;
}

/** Keys whose value is undefined are left out, and text is kept within the collected schema's 500 characters. */
function definedProperties(properties: Properties): Record<string, PropertyValue> {
  const defined: Record<string, PropertyValue> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (value === undefined) continue;
    defined[key] = typeof value === "string" ? cutText(value, 500) : value;
  }
  return defined;
}

function record(
  name: CollectedEventName,
  description: EventDescription,
  eventProperties: Properties,
  memberId?: number,
): void {
  if (typeof window === "undefined") return;
  const properties = definedProperties({
    ...baseProperties(window.innerWidth, navigator.userAgent, role),
    pageType: page.pageType,
    experiment: page.experiment,
    variation: page.variation,
    ...eventProperties,
  });
  const path = analyticsPath(window.location.pathname);
  const vendor = memberId !== undefined && Number.isInteger(memberId) && memberId > 0 ? memberId : undefined;
  pushDataLayer({ event: name, ...description, ...properties, path, ...(vendor ? { memberId: vendor } : {}) });
  collect({ name, ...description, path, memberId: vendor, properties, occurredAt: new Date().toISOString() });
}

/**
 * One of the ten events of SPEC section 7, with its category and label built from its properties.
 * `memberId` names the vendor the event is about (a tile, a video, a conversation).
 */
export function track<Name extends TrackedEventName>(
  name: Name,
  properties: TrackedEventProperties[Name],
  options: { memberId?: number } = {},
): void {
  record(name, describeEvent(name, properties), properties, options.memberId);
}

/** A page view, once a route has rendered: its title and route, and the vendor of a profile. */
export function trackPageView(view: { title: string; memberId?: number }): void {
  record(
    "Page View",
    describePageView(page.pageType),
    { title: cutText(view.title, 200), routeId: page.routeId },
    view.memberId,
  );
}

export type WebVitalMetric = { name: WebVitalName; value: number; rating: WebVitalRating; navigationType: string };

export function trackWebVital(metric: WebVitalMetric): void {
  record("Web Vitals", describeWebVital(metric.name, metric.rating), {
    metric: metric.name,
    value: webVitalValue(metric.name, metric.value),
    rating: metric.rating,
    navigationType: metric.navigationType,
  });
}

let identifiedUserId: string | null = null;

/**
 * The survey tool's identify call for the signed-in person (SPEC section 7): after consent only,
 * once per person and page, never for an admin.
 */
export function identify(session: ScopeView): void {
  if (readConsent() !== "granted") return;
  const userId = surveyUserId(session);
  if (userId === null || userId === identifiedUserId) return;
  identifiedUserId = userId;
  pushDataLayer({ event: "identify", userId });
}

/** The advertising pixel of a conversion, after consent only; never sent first-party. */
export function sendPixel(
  conversion: PixelConversion,
  contact: { email: string; phone: string | null; firstName: string },
): void {
  if (readConsent() !== "granted") return;
  pushDataLayer({ event: "Advertising Pixel", conversion, ...pixelValues(contact) });
}

/** The visitor's answer, for tags that follow it. */
export function recordConsentChoice(consent: "granted" | "denied"): void {
  pushDataLayer({ event: "Consent Choice", consent });
}
