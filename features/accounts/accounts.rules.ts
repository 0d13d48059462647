/**
 * Account rules shared by the server and the browser: password lengths, session lifetimes, cookie
 * names and the scope string.
 */

import { POSTGRES_INTEGER_MAX } from "#lib/constants.ts";

export const PASSWORD_LIMITS = { min: 8, max: 1024 } as const;

/** The fixed public identifiers of the browser client (SPEC section 7): not credentials. */
export const FRONTEND_CLIENT = { id: "marquee-web", secret: "marquee-web-public" } as const;

export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** Refresh tokens rotate on every use, but the family they belong to ends 30 days after log-in. */
export const SESSION_SECONDS = 30 * 24 * 60 * 60;
/**
 * A password changes without the current one only this soon after its owner signed in (with a
 * password or an emailed link): a session stolen later cannot take the account over (decision 027).
 */
export const FRESH_SIGN_IN_SECONDS = 10 * 60;
/** A rotated refresh token presented again this soon is a parallel refresh from one browser, not a replay. */
export const REFRESH_GRACE_SECONDS = 30;
/** Scope and welcome name stay readable for 30 days (SPEC section 9). */
export const READABLE_COOKIE_SECONDS = 30 * 24 * 60 * 60;
export const PASSWORD_RESET_SECONDS = 60 * 60;

const HOUR_SECONDS = 60 * 60;
/**
 * How long each kind of emailed link works (issue 18). A link to confirm a new account lasts a day; the
 * one a visitor's request sends lasts a week, as it also brings them their quotes; an undo link lasts a
 * week, so an owner back from a trip can still take their account back.
 */
export const CONFIRMATION_LINK_SECONDS = {
  verifyAccount: 24 * HOUR_SECONDS,
  visitorAccount: 7 * 24 * HOUR_SECONDS,
  changeEmail: 24 * HOUR_SECONDS,
  undoEmailChange: 7 * 24 * HOUR_SECONDS,
  verifyListingEmail: 24 * HOUR_SECONDS,
  confirmRequest: 7 * 24 * HOUR_SECONDS,
} as const;
/** At most this many links or notices of one kind to one account an hour, however often a form is sent. */
export const ACCOUNT_EMAILS_PER_HOUR = 3;

/** A planner's list of requests shows the newest this many. */
export const PLANNER_REQUESTS_SHOWN = 200;

export const SESSION_COOKIES = {
  access: "mq_access",
  refresh: "mq_refresh",
  scope: "mq_scope",
  welcomeName: "mq_welcome",
  defaultPerformerContext: "mq_performer",
  legacyAuth: "mq_legacy_auth",
  k: "k",
  token: "token",
} as const;

/** The refresh cookie travels with every request, so a page's logout can end the session it belongs to. */
export const REFRESH_COOKIE_PATH = "/";

export type UserType = "Member" | "Client" | "Admin";

/** What the readable scope cookie says about the person: enough to draw the header before any call. */
export type ScopeView = {
  userType: UserType;
  accountId: number;
  clientId: number | null;
  memberId: number | null;
  welcomeName: string;
};

/**
 * The scope: space-separated items, `Member`/`Client`/`Admin`, `A{accountId}`, `C{clientId}`,
 * `M{memberId}` and `W{welcome name, URL-encoded}` (decision 008).
 */
export function formatScope(view: ScopeView): string {
  const items: string[] = [view.userType, `A${view.accountId}`];
  if (view.clientId !== null) items.push(`C${view.clientId}`);
  if (view.memberId !== null) items.push(`M${view.memberId}`);
  items.push(`W${encodeURIComponent(view.welcomeName)}`);
  return items.join(" ");
}

export function parseScope(scope: string | undefined | null): ScopeView | null {
  if (!scope) return null;
  const items = scope.split(" ");
  const userType: UserType | undefined = items.includes("Admin")
    ? "Admin"
    : items.includes("Member")
      ? "Member"
      : items.includes("Client")
        ? "Client"
        : undefined;
  const number = (prefix: string) => {
    const item = items.find((part) => new RegExp(`^${prefix}\\d+$`).test(part));
    const value = item ? Number(item.slice(1)) : null;
    // A forged scope cookie may carry any digits; no id passes the integer maximum.
    return value !== null && value >= 1 && value <= POSTGRES_INTEGER_MAX ? value : null;
  };
  const accountId = number("A");
  if (!userType || accountId === null) return null;
  const welcome = items.find((part) => part.startsWith("W"));
  let welcomeName = "";
  try {
    welcomeName = welcome ? decodeURIComponent(welcome.slice(1)) : "";
  } catch {
    welcomeName = "";
  }
  return { userType, accountId, clientId: number("C"), memberId: number("M"), welcomeName };
}

/** Reads one cookie from a `Cookie` header (or `document.cookie`). */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Visible ASCII only: a TAB or newline would reach a Location header or a log line, other characters a 500. */
const SITE_PATH = /^\/[\x21-\x7e]*$/;

/** A path on this site to return to after logging in; anything else (other hosts, `//x`) is ignored. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || !SITE_PATH.test(value) || value.startsWith("//") || value.includes("\\")) {
    return undefined;
  }
  return value.length <= 500 ? value : undefined;
}

/** `?returnTo=…` for links between the account pages, so the person still goes back where they were. */
export function returnToQuery(returnTo: string | undefined): string {
  return returnTo ? `?${new URLSearchParams({ returnTo })}` : "";
}

/** The log-in page, coming back to `returnTo` afterwards. */
export function logInPath(returnTo?: string): string {
  return `/login${returnToQuery(returnTo)}`;
}

export const ACCOUNT_MESSAGES = {
  email: "Enter a valid email address.",
  passwordShort: `Use at least ${PASSWORD_LIMITS.min} characters.`,
  passwordLong: `Use at most ${PASSWORD_LIMITS.max.toLocaleString("en-US")} characters.`,
  passwordCommon: "This password is too common. Choose one that is harder to guess.",
  passwordRequired: "Enter your password.",
  currentPassword: "Your current password is not right.",
  currentPasswordNeeded:
    "Enter your current password. It is needed to change your password more than 10 minutes after you log in.",
  firstName: "Enter your first name.",
  businessName: "Enter your business or act name.",
  phone: "Enter a valid phone number.",
  category: "Please enter a vendor category.",
  city: "Choose your city from the list.",
  checkEmail: "Check your email to finish signing up",
  confirmEmailFirst: "Confirm your email address to log in: open the link we emailed you when you signed up.",
  linkSentAgain:
    "If an account is waiting for that address to be confirmed, we've sent it a new link. It works for 24 hours.",
  confirmationLinkInvalid: "This link has expired or has been used.",
  emailChangeNeedsPassword: "Enter your current password to change your email.",
  emailChangeTaken: "Another account uses this address now, so your email was not changed.",
  requestReceived: "Request received: check your email to confirm it and follow its quotes.",
  listingWithoutAccount: "This listing has no account to confirm an email with.",
  adminEmailChange:
    "Administrators change emails through PUT /api/v1/admin/accounts/{id}/email, which is audited and tells the owner.",
  logInFailed: "That email and password don't match an account.",
  suspended:
    "This account is suspended, so it cannot log in. Write to us through the contact page if you think this is a mistake.",
  throttled: "Too many attempts to log in. Wait a few minutes, then try again.",
  resetLinkInvalid: "This link has expired or has been used. Ask for a new one.",
  resetRequested:
    "If an account uses that email, we've sent it a link to choose a new password. The link works for one hour.",
} as const;

/** What a person is told once a link to confirm a new email is on its way. */
export function emailChangeSentMessage(email: string): string {
  return `We've sent a link to ${email}. Your email changes when you open it; until then, keep using the one you have.`;
}
