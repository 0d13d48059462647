import type { PixelConversion } from "#features/analytics/analytics-events.rules.ts";
import type { UserType } from "#features/accounts/accounts.rules.ts";

/**
 * A conversion (a sign-up, a request sent) happens on one page and is known for certain on the next:
 * sign-up answers with a full page load into the new session, the request form leaves for the
 * request's page. The page that converts leaves a mark in session storage (no personal data, only
 * which conversion); the next page, once the session's own record has loaded, tells the pixel with
 * the email, phone and first name of that record, if the visitor consented. Decision 012.
 */
const PENDING_CONVERSION_KEY = "marquee.pendingConversion";
/** A mark older than this belongs to an attempt that never completed. */
export const PENDING_CONVERSION_MS = 30 * 60 * 1000;

type PendingConversion = { conversion: PixelConversion; savedAt: number };

/** The session a conversion leads to: vendors sign up as members, planners are clients. */
export function conversionUserType(conversion: PixelConversion): UserType {
  return conversion === "vendor sign-up" ? "Member" : "Client";
}

/** The mark, if it is fresh and belongs to this kind of session. */
export function matchingConversion(
  stored: string | null,
  userType: UserType,
  now: number,
): PixelConversion | undefined {
  if (!stored) return undefined;
  let pending: Partial<PendingConversion>;
  try {
    pending = JSON.parse(stored) as Partial<PendingConversion>;
  } catch {
    return undefined;
  }
  const { conversion, savedAt } = pending;
  if (conversion !== "planner sign-up" && conversion !== "vendor sign-up" && conversion !== "request sent") {
    return undefined;
  }
  if (typeof savedAt !== "number" || now - savedAt > PENDING_CONVERSION_MS || savedAt > now) return undefined;
  return conversionUserType(conversion) === userType ? conversion : undefined;
}

/** Storage may be switched off or full: a conversion not remembered is only a pixel not sent. */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function markConversion(conversion: PixelConversion): void {
  try {
    storage()?.setItem(PENDING_CONVERSION_KEY, JSON.stringify({ conversion, savedAt: Date.now() }));
  } catch {
    // Nothing to do: see storage().
  }
}

export function clearConversion(): void {
  try {
    storage()?.removeItem(PENDING_CONVERSION_KEY);
  } catch {
    // Nothing to do: see storage().
  }
}

/** The pending conversion for this session, taken: it is told once. */
export function takeConversion(userType: UserType): PixelConversion | undefined {
  let stored: string | null = null;
  try {
    stored = storage()?.getItem(PENDING_CONVERSION_KEY) ?? null;
  } catch {
    return undefined;
  }
  if (stored === null) return undefined;
  clearConversion();
  return matchingConversion(stored, userType, Date.now());
}

/** The contact details of the session's own record: a client's, or a vendor's contact person. */
export function contactOf(profile: unknown): { email: string; phone: string | null; firstName: string } | undefined {
  if (typeof profile !== "object" || profile === null) return undefined;
  const record = profile as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const email = text(record.email);
  const firstName = text(record.firstName) ?? text(record.contactFirstName);
  if (!email || firstName === undefined) return undefined;
  return { email, firstName, phone: text(record.phoneNumber) ?? text(record.phone) ?? null };
}
