import type { AnalyticsRole } from "#features/analytics/analytics-events.rules.ts";
import { breakpointSize, type BreakpointSize, isMobileWidth } from "#lib/breakpoints.ts";

export const APPLICATION = "marquee-web";
export const PRODUCT_NAME = "Marquee";

export type BrowserFamily = "Chrome" | "Edge" | "Firefox" | "Safari" | "Samsung Internet" | "Other";

/**
 * The browser family of a user agent. Order matters: Edge, Samsung Internet and other Chromium
 * browsers (Opera, Vivaldi, Yandex: Other) also say "Chrome", and Chrome also says "Safari".
 */
export function browserFamily(userAgent: string): BrowserFamily {
  if (/SamsungBrowser\//.test(userAgent)) return "Samsung Internet";
  if (/\bEdg(e|A|iOS)?\//.test(userAgent)) return "Edge";
  if (/\b(OPR|Opera|Vivaldi|YaBrowser)\//.test(userAgent)) return "Other";
  if (/\b(Firefox|FxiOS)\//.test(userAgent)) return "Firefox";
  if (/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//.test(userAgent)) return "Chrome";
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(userAgent)) return "Safari";
  return "Other";
}

/** What every event carries (decision 012): the application, the product, the screen, the browser and the role. */
export type BaseProperties = {
  application: typeof APPLICATION;
  productName: typeof PRODUCT_NAME;
  breakpointSize: BreakpointSize;
  deviceType: "mobile" | "desktop";
  browser: BrowserFamily;
  role: AnalyticsRole;
};

/** Sizes follow the header's breakpoints, where the site itself switches between mobile and desktop. */
export function baseProperties(width: number, userAgent: string, role: AnalyticsRole): BaseProperties {
  return {
    application: APPLICATION,
    productName: PRODUCT_NAME,
    breakpointSize: breakpointSize("header", width),
    deviceType: isMobileWidth("header", width) ? "mobile" : "desktop",
    browser: browserFamily(userAgent),
    role,
  };
}
