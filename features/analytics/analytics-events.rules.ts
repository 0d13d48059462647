/**
 * The browser's analytics events (SPEC section 7, Analytics): the properties of each of the ten
 * events and the category and label built from them, the page view and web vitals descriptions,
 * and the values of the identity and advertising-pixel calls. Pure, so the browser and the server
 * (and the insights built on what was collected) read events the same way. Decision 012.
 */
import type { TrackedEventName } from "./analytics.schema.ts";

/** Where the analytics role of a person comes from: the user type of their session. */
export type AnalyticsRole = "vendor" | "planner" | "logged out";

/** Pages people read for ideas. */
export type InspirationPage = "article" | "article list" | "theme" | "theme list" | "event guide" | "event guide list";
/** Pages where people find, compare and ask vendors. */
export type MarketplacePage = "home" | "search results" | "service landing" | "vendor profile" | "request form";

/** How a visitor used a vendor tile: the same words as first-party tile tracking. */
export type VendorTileAction = "view-profile" | "request-quote" | "play-video";
/** The list a vendor tile sits in. */
export type VendorTileSection =
  "primary results" | "related vendors" | "sponsored" | "nearby" | "more venues" | "landing top vendors";

export type NavClickProperties = {
  menu: "header" | "mobile" | "footer";
  section?: string;
  group?: string;
  linkText: string;
  href: string;
};

export type MenuInteractionProperties = {
  menu: "header" | "mobile" | "account" | "search";
  section?: string;
  action: "open" | "close";
};

export type CarouselInteractionProperties = {
  carousel: string;
  action: "open" | "next" | "previous" | "close";
  /** The item shown after the action, counted from 0. */
  index: number;
  total: number;
};

export type ViewedVideoProperties = { placement: "profile"; videoId: number; videoTitle: string };

export type SentAMessageProperties = { requestId: number; senderRole: "planner" | "vendor" };

export type ClickToMarketplaceProperties = {
  fromPage: InspirationPage;
  destination: MarketplacePage;
  linkText: string;
  href: string;
};

export type ClickToInspirationProperties = {
  fromPage: MarketplacePage;
  destination: InspirationPage;
  linkText: string;
  href: string;
};

export type PlannerOnboardingFlow = "planner sign-up" | "request form";
export type PlannerOnboardingProperties = {
  flow: PlannerOnboardingFlow;
  /** The part of the flow: "account" for the sign-up; "event", "services", "about you" or "send" for the request form. */
  step: string;
  action: "started" | "step completed" | "submitted" | "failed";
  /**
   * Why it failed: "invalid" (the browser's check), the server's error code, "refused" (a sign-up
   * refused without one) or "no answer" (the request never reached us).
   */
  reason?: string;
};

export type SearchInteractionProperties = {
  form: "page" | "header";
  action: "category chosen" | "location chosen" | "submitted";
  /** What the service type box holds: a service type, or a vendor searched by name. */
  choiceKind?: "service type" | "vendor";
  choice?: string;
  location?: string;
  hasEventDate?: boolean;
};

export type VendorTileClickProperties = {
  section: VendorTileSection;
  action: VendorTileAction;
  /** The tile's place in its list, counted from 0 as first-party tracking counts it. */
  position: number;
};

/** The properties each of the ten events carries. */
export type TrackedEventProperties = {
  "Carousel Interaction": CarouselInteractionProperties;
  "Viewed Video": ViewedVideoProperties;
  "Nav Click": NavClickProperties;
  "Menu Interaction": MenuInteractionProperties;
  "Sent A Message": SentAMessageProperties;
  "Click to Marketplace": ClickToMarketplaceProperties;
  "Click to Inspiration": ClickToInspirationProperties;
  "Planner Onboarding Flow Interaction": PlannerOnboardingProperties;
  "Search Interaction": SearchInteractionProperties;
  "Vendor Tile Click": VendorTileClickProperties;
};

export type EventDescription = { category: string; label: string };

/** One part of a label: whitespace collapsed, trimmed, long text cut. */
export const LABEL_PART_MAX = 80;
/** The collected event schema allows 300 characters of label and 100 of category. */
export const LABEL_MAX = 300;

/** Text cut to `max` characters, the last one an ellipsis when anything was cut. */
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** The parts that are there, each tidied, joined with " > ". */
export function labelOf(...parts: (string | number | null | undefined)[]): string {
  const present = parts
    .map((part) => (part === null || part === undefined ? "" : cutText(String(part), LABEL_PART_MAX)))
    .filter((part) => part !== "");
  return cutText(present.join(" > "), LABEL_MAX);
}

function position(index: number, total: number): string {
  const shown = Math.max(0, Math.trunc(index)) + 1;
  return total > 0 ? `${Math.min(shown, Math.trunc(total))} of ${Math.trunc(total)}` : String(shown);
}

const DESCRIBERS: { [Name in TrackedEventName]: (properties: TrackedEventProperties[Name]) => EventDescription } = {
  "Carousel Interaction": (p) => ({
    category: "Carousel",
    label: labelOf(p.carousel, p.action, position(p.index, p.total)),
  }),
  "Viewed Video": (p) => ({ category: "Video", label: labelOf(p.placement, p.videoTitle) }),
  "Nav Click": (p) => ({ category: "Navigation", label: labelOf(p.menu, p.section, p.group, p.linkText) }),
  "Menu Interaction": (p) => ({ category: "Menu", label: labelOf(p.menu, p.section, p.action) }),
  "Sent A Message": (p) => ({
    category: "Messaging",
    label: p.senderRole === "planner" ? "planner to vendor" : "vendor to planner",
  }),
  "Click to Marketplace": (p) => ({
    category: "Inspiration to Marketplace",
    label: labelOf(p.fromPage, p.destination, p.linkText),
  }),
  "Click to Inspiration": (p) => ({
    category: "Marketplace to Inspiration",
    label: labelOf(p.fromPage, p.destination, p.linkText),
  }),
  "Planner Onboarding Flow Interaction": (p) => ({
    category: "Planner Onboarding",
    label: labelOf(p.flow, p.step, p.action, p.action === "failed" ? p.reason : undefined),
  }),
  "Search Interaction": (p) => ({
    category: "Search",
    label: labelOf(p.form, p.action, searchValue(p)),
  }),
  "Vendor Tile Click": (p) => ({
    category: "Vendor Tile",
    label: labelOf(p.section, p.action.replace("-", " "), Math.max(0, Math.trunc(p.position)) + 1),
  }),
};

/** What a search interaction was about: the choice, the place, or "{choice} in {place}" for a search. */
function searchValue(p: SearchInteractionProperties): string | undefined {
  const choice = p.choice ? cutText(p.choice, LABEL_PART_MAX) : "";
  const location = p.location ? cutText(p.location, LABEL_PART_MAX) : "";
  if (p.action === "category chosen") return choice || undefined;
  if (p.action === "location chosen") return location || undefined;
  return [choice, location].filter(Boolean).join(" in ") || undefined;
}

/** The category and label of one of the ten events, built from its properties. */
export function describeEvent<Name extends TrackedEventName>(
  name: Name,
  properties: TrackedEventProperties[Name],
): EventDescription {
  return DESCRIBERS[name](properties);
}

/** A page view: category "Page", labelled with the kind of page. */
export function describePageView(pageType: string): EventDescription {
  return { category: "Page", label: labelOf(pageType) || "other" };
}

export type WebVitalName = "CLS" | "FCP" | "INP" | "LCP" | "TTFB";
export type WebVitalRating = "good" | "needs-improvement" | "poor";

/** A web vital: category "Web Vitals", labelled "{metric} > {rating}". */
export function describeWebVital(metric: WebVitalName, rating: WebVitalRating): EventDescription {
  return { category: "Web Vitals", label: labelOf(metric, rating) };
}

/** CLS is a unitless score kept to 4 decimals; the others are milliseconds, kept whole. */
export function webVitalValue(metric: WebVitalName, value: number): number {
  return metric === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/**
 * The path analytics may see: no query or fragment (they can carry an email or a search someone
 * typed) and no secret in the path (a password reset link's token).
 */
export function analyticsPath(pathOrUrl: string): string {
  const path = pathOrUrl.replace(/[?#].*$/s, "") || "/";
  return path.replace(/^\/reset-password\/[^/]+/, "/reset-password/:token");
}

/** The session's user type as navigation analytics name it (SPEC section 6). */
export function analyticsRole(userType: "Member" | "Client" | "Admin" | null | undefined): AnalyticsRole {
  if (userType === "Member") return "vendor";
  if (userType === "Client") return "planner";
  // Staff browse as the public does; the spec's roles are vendor, planner and logged out.
  return "logged out";
}

/**
 * The survey tool's user id (SPEC section 7): m{memberId} or c{clientId}; admin sessions are never
 * identified (SPEC section 6).
 */
export function surveyUserId(session: {
  userType: "Member" | "Client" | "Admin";
  memberId: number | null;
  clientId: number | null;
}): string | null {
  if (session.userType === "Member") return session.memberId !== null ? `m${session.memberId}` : null;
  if (session.userType === "Client") return session.clientId !== null ? `c${session.clientId}` : null;
  return null;
}

/** The conversions the advertising pixel hears of. */
export const PIXEL_CONVERSIONS = ["planner sign-up", "vendor sign-up", "request sent"] as const;
export type PixelConversion = (typeof PIXEL_CONVERSIONS)[number];

export type PixelValues = { email: string; phone: string; firstName: string };

/** The advertising pixel's values (SPEC section 7): lower-cased email, digits-only phone, lower-cased first name. */
export function pixelValues(contact: { email: string; phone?: string | null; firstName: string }): PixelValues {
  return {
    email: contact.email.trim().toLowerCase(),
    phone: (contact.phone ?? "").replace(/\D/g, ""),
    firstName: contact.firstName.trim().toLowerCase(),
  };
}
