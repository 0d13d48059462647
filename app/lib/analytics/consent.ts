import { readCookie } from "#features/accounts/accounts.rules.ts";

/**
 * The visitor's answer to the cookie-consent banner, kept in a first-party cookie for 180 days
 * (decision 012). Until they accept, nothing personal leaves the page: no identify call, no pixel.
 */
export const CONSENT_COOKIE = "marquee_consent";
export const CONSENT_DAYS = 180;

export type ConsentChoice = "granted" | "denied";

/** The choice a `Cookie` header (or `document.cookie`) holds; null before the visitor chose. */
export function parseConsent(cookieHeader: string | null | undefined): ConsentChoice | null {
  const value = readCookie(cookieHeader, CONSENT_COOKIE);
  return value === "granted" || value === "denied" ? value : null;
}

/** The `document.cookie` assignment that remembers a choice. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const maxAge = CONSENT_DAYS * 24 * 60 * 60;
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

const CONSENT_CHANGE_EVENT = "marquee:consent-change";
/** Asks the banner to open again, so a visitor can change their answer. */
const CONSENT_SETTINGS_EVENT = "marquee:consent-settings";

export function readConsent(): ConsentChoice | null {
  return parseConsent(document.cookie);
}

export function saveConsent(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, window.location.protocol === "https:");
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

export function subscribeToConsent(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
}

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT));
}

export function subscribeToConsentSettings(onOpen: () => void): () => void {
  window.addEventListener(CONSENT_SETTINGS_EVENT, onOpen);
  return () => window.removeEventListener(CONSENT_SETTINGS_EVENT, onOpen);
}
