import type { ScopeView, UserType } from "#features/accounts/accounts.rules.ts";
import { monthInZone } from "#lib/zoned-dates.ts";

/**
 * The header and footer menus as data, so the desktop mega menu, the mobile menu and any test read
 * one source. Labels and targets follow SPEC.md section 2 "Header and footer".
 */

export type NavLinkItem = { readonly label: string; readonly href: string };

export type NavGroup = {
  readonly id: string;
  readonly title: string;
  readonly links: readonly NavLinkItem[];
};

export type NavSection = {
  readonly id: "party-planning" | "services";
  readonly label: string;
  readonly groups: readonly NavGroup[];
};

export type NavSectionId = NavSection["id"];

export const PARTY_PLANNING_SECTION: NavSection = {
  id: "party-planning",
  label: "Party Planning",
  groups: [
    {
      id: "party-themes",
      title: "Party Themes",
      links: [
        { label: "Disco", href: "/themes/disco" },
        { label: "Western", href: "/themes/western" },
        { label: "Decades", href: "/themes/decades" },
        { label: "Kids Party Themes", href: "/themes/kids-party-themes" },
        { label: "See All Themes", href: "/themes" },
      ],
    },
    {
      id: "event-guides",
      title: "Event Guides",
      links: [
        { label: "Kids Parties", href: "/gigkids" },
        { label: "Wedding Ideas", href: "/events/wedding" },
        { label: "Virtual Event Services", href: "/virtual-event-services" },
        { label: "Event Inspiration", href: "/event-inspiration" },
        { label: "See All Event Types", href: "/events" },
      ],
    },
    {
      id: "planning-ideas",
      title: "Planning Ideas",
      links: [
        { label: "Tips", href: "/articles/tag/tips" },
        { label: "Advice", href: "/articles/tag/advice" },
        { label: "Inspiration", href: "/articles/tag/inspiration" },
        { label: "Party Trends", href: "/articles/tag/party-trends" },
        { label: "See All Articles", href: "/articles" },
      ],
    },
  ],
};

export const SERVICES_SECTION: NavSection = {
  id: "services",
  label: "Services",
  groups: [
    {
      id: "live-music",
      title: "Live Music",
      links: [
        { label: "Cover Bands", href: "/services/cover-band" },
        { label: "Wedding Bands", href: "/services/wedding-band" },
        { label: "Jazz Bands", href: "/services/jazz-band" },
        { label: "Acoustic Guitarists", href: "/services/acoustic-guitarist" },
        { label: "String Quartets", href: "/services/string-quartet" },
        { label: "Singers", href: "/services/singer" },
        { label: "See All", href: "/musical-entertainment" },
      ],
    },
    {
      id: "djs",
      title: "DJs",
      links: [
        { label: "DJs", href: "/services/dj" },
        { label: "Wedding DJs", href: "/services/wedding-dj" },
        { label: "Party DJs", href: "/services/party-dj" },
        { label: "Karaoke DJs", href: "/services/karaoke-dj" },
        { label: "Latin DJs", href: "/services/latin-dj" },
        { label: "See All", href: "/dj" },
      ],
    },
    {
      id: "variety-acts",
      title: "Variety Acts",
      links: [
        { label: "Magicians", href: "/services/magician" },
        { label: "Comedians", href: "/services/comedian" },
        { label: "Impersonators", href: "/services/impersonator" },
        { label: "Caricaturists", href: "/services/caricaturist" },
        { label: "Balloon Twisters", href: "/services/balloon-twister" },
        { label: "Hypnotists", href: "/services/hypnotist" },
        { label: "See All", href: "/variety-act-landing" },
      ],
    },
    {
      id: "speakers",
      title: "Speakers",
      links: [
        { label: "Motivational Speakers", href: "/services/motivational-speaker" },
        { label: "Keynote Speakers", href: "/services/keynote-speaker" },
        { label: "Emcees", href: "/services/emcee" },
        { label: "Business Speakers", href: "/services/business-speaker" },
        { label: "See All", href: "/speakers" },
      ],
    },
    {
      id: "event-services",
      title: "Event Services",
      links: [
        { label: "Photographers", href: "/services/photographer" },
        { label: "Face Painters", href: "/services/face-painting" },
        { label: "Photo Booths", href: "/services/photo-booth" },
        { label: "Videographers", href: "/services/videographer" },
        { label: "Bartenders", href: "/services/bartender" },
        { label: "Caterers", href: "/services/caterer" },
        { label: "See All", href: "/event-services" },
      ],
    },
    {
      id: "venues",
      title: "Venues",
      links: [
        { label: "Wedding Venues", href: "/services/wedding-venue" },
        { label: "Party Venues", href: "/services/party-venue" },
        { label: "Banquet Halls", href: "/services/banquet-hall" },
        { label: "Barn Venues", href: "/services/barn-venue" },
        { label: "Garden Venues", href: "/services/garden-venue" },
        { label: "See All", href: "/venues" },
      ],
    },
  ],
};

export const NAV_SECTIONS: readonly NavSection[] = [PARTY_PLANNING_SECTION, SERVICES_SECTION];

/** What a logged-out visitor sees on the right of the header (SPEC.md section 6, role Visitor). */
export const VISITOR_LINKS = {
  logIn: { label: "Log In", href: "/login" },
  listYourService: { label: "List Your Service", href: "/signup/vendor" },
} as const satisfies Record<string, NavLinkItem>;

/** The client center of a planner (SPEC.md section 2: Requests and Account; section 6, role client). */
export const CLIENT_LINKS = {
  requests: { label: "Requests", href: "/client/events" },
  account: { label: "Account", href: "/client/modify-profile.aspx" },
  contact: { label: "Contact", href: "/contact" },
} as const satisfies Record<string, NavLinkItem>;

/** The member center of a vendor (SPEC.md section 6, role member). */
export const MEMBER_LINKS = {
  dashboard: { label: "Dashboard", href: "/dashboard" },
  membershipSelection: { label: "Membership Selection", href: "/dashboard/membership" },
} as const satisfies Record<string, NavLinkItem>;

/** An administrator's way into the operator console (issue 21: the menu held only Log out). */
export const ADMIN_LINKS = {
  console: { label: "Operator console", href: "/admin" },
} as const satisfies Record<string, NavLinkItem>;

/** The id of the "Hi, {welcome name}" tab; it shares the open-section state with the public sections. */
export const ACCOUNT_SECTION_ID = "account";
export type HeaderSectionId = NavSectionId | typeof ACCOUNT_SECTION_ID;

/** What the header needs to know about the person: the shape of `useAuth()` in app/lib/session.ts. */
export type HeaderAuth = {
  session: ScopeView | null;
  status: "anonymous" | "checking" | "authenticated";
  profile: unknown;
};

/** The right-hand side of the header for one person. */
export type HeaderAccount =
  | { kind: "visitor" }
  | {
      kind: "signed-in";
      userType: UserType;
      /** The label of the account tab: "Hi, {welcome name}". */
      greeting: string;
      /** The links of the account tab's panel; a Log out button always follows them. */
      links: readonly NavLinkItem[];
      /** Members do not get the public section menus in the mobile menu (SPEC.md section 6). */
      publicSectionsOnMobile: boolean;
    };

function isEmptyProfile(profile: unknown): boolean {
  return (
    profile === null ||
    profile === undefined ||
    (typeof profile === "object" && Object.keys(profile as Record<string, unknown>).length === 0)
  );
}

/**
 * Decides what the header offers (SPEC.md sections 2 and 6): a visitor, or a session that ended when
 * its check failed, gets Log In and List Your Service; a client the client center and Contact; a member
 * the Dashboard (Membership Selection once the check found no member record) and Contact; an admin the
 * operator console. Until the check has finished a member is shown the Dashboard.
 */
export function headerAccount(auth: HeaderAuth): HeaderAccount {
  const { session, status, profile } = auth;
  if (!session || status === "anonymous") return { kind: "visitor" };
  const name = session.welcomeName.trim();
  const greeting = name ? `Hi, ${name}` : "Hi there";
  switch (session.userType) {
    case "Client":
      return {
        kind: "signed-in",
        userType: "Client",
        greeting,
        links: [CLIENT_LINKS.requests, CLIENT_LINKS.account, CLIENT_LINKS.contact],
        publicSectionsOnMobile: true,
      };
    case "Member": {
      const noMemberRecord = status === "authenticated" && isEmptyProfile(profile);
      return {
        kind: "signed-in",
        userType: "Member",
        greeting,
        links: [noMemberRecord ? MEMBER_LINKS.membershipSelection : MEMBER_LINKS.dashboard, CLIENT_LINKS.contact],
        publicSectionsOnMobile: false,
      };
    }
    case "Admin":
      return {
        kind: "signed-in",
        userType: "Admin",
        greeting,
        links: [ADMIN_LINKS.console],
        publicSectionsOnMobile: true,
      };
  }
}

export const FOOTER_COLUMNS: readonly NavGroup[] = [
  {
    id: "for-planners",
    title: "For planners",
    links: [
      { label: "Find vendors", href: "/services/dj" },
      { label: "Party themes", href: "/themes" },
      { label: "Articles", href: "/articles" },
      { label: "Event guides", href: "/events" },
    ],
  },
  {
    id: "for-vendors",
    title: "For vendors",
    links: [
      { label: "List Your Service", href: "/signup/landing" },
      { label: "Log In", href: "/login" },
      { label: "Advertise with us", href: "/advertise-with-us" },
      { label: "Testimonials", href: "/testimonials" },
    ],
  },
  {
    id: "company",
    title: "Company",
    links: [
      { label: "Contact", href: "/contact" },
      { label: "Press", href: "/press" },
      { label: "Free guides", href: "/free-guides" },
      { label: "Event expert", href: "/event-expert" },
      { label: "Add search to your site", href: "/embed" },
    ],
  },
  {
    id: "legal",
    title: "Legal",
    links: [
      { label: "Terms of Service", href: "/terms" },
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Cookie Policy", href: "/cookies" },
    ],
  },
];

export const EMAIL_US_LINK: NavLinkItem = { label: "Email Us", href: "/contact" };

export type LogoVariant = "standard" | "june";

/**
 * The site's own time zone: Marquee's home market, Austin. Pages are drawn on the server, which does not
 * know a visitor's zone, and the logo must be the same on the server and in the browser (decision 026).
 */
export const SITE_TIME_ZONE = "America/Chicago";

/** SPEC.md section 2: the logo changes in June, the site's June (`SITE_TIME_ZONE`). */
export function logoVariantFor(date: Date): LogoVariant {
  return monthInZone(date, SITE_TIME_ZONE) === 6 ? "june" : "standard";
}

/**
 * Pages that show no menu (SPEC.md section 2: then 'Email Us' and the phone number instead): the
 * steps of sending a request and of signing up, where a menu would only lead people away half-way.
 */
const ROUTES_WITHOUT_MENU: ReadonlySet<string> = new Set([
  "create-request",
  "request-quote",
  "routes/account/sign-up-vendor",
  "routes/account/sign-up-planner",
]);

export function showsMenu(routeIds: readonly string[]): boolean {
  return !routeIds.some((id) => ROUTES_WITHOUT_MENU.has(id));
}

/**
 * Paths that SPEC.md section 2 leaves to the separate older site stack: a trailing "..." there means
 * "and everything below", so those entries match as prefixes and the others only exactly.
 */
const LEGACY_EXACT_PATHS: readonly string[] = [
  "/free-guides",
  "/testimonials",
  "/advertise-with-us",
  "/event-expert",
  "/createrequest",
  "/requestquote",
  "/virtual-event-services",
];
const LEGACY_PATH_PREFIXES: readonly string[] = [
  "/press",
  "/local",
  "/gigkids",
  "/kids-party-entertainment",
  "/events",
  "/event-inspiration",
  "/wedding-entertainment",
  "/signup",
];

/** True when a link must load a full document instead of navigating client-side. */
export function isServedByLegacyStack(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] ?? href;
  return LEGACY_EXACT_PATHS.includes(path) || LEGACY_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}
