import { type MembershipLevel, membershipPlan } from "#features/accounts/accounts.rules.ts";

/** A vendor's public profile URL: the service type's profile directory, then the vendor's directory. */
export function profileUrl(profileDirectory: string, memberDirectory: string): string {
  return `/${profileDirectory}/${memberDirectory}`;
}

/** Leading words that performers put before their name ("DJ Shadow", "The Lucky Stars", "MC Nova"). */
const STAGE_PREFIXES = ["dj", "the", "mc", "dr", "mr", "mrs", "ms"];

/**
 * The DJ rule of the member autocomplete: "shadow" finds "DJ Shadow". Returns the name patterns
 * (lower-case, for SQL LIKE) that typed text should match: the text itself, and the text after
 * each stage prefix.
 */
export function memberNamePrefixes(text: string, useTheDjRule: boolean): string[] {
  const query = text.trim().toLowerCase().replace(/\s+/g, " ");
  if (!useTheDjRule) return [query];
  return [
    query,
    ...STAGE_PREFIXES.filter((prefix) => !query.startsWith(`${prefix} `)).map((prefix) => `${prefix} ${query}`),
  ];
}

/**
 * How a vendor moves to another plan (decision 022): Basic is free, so moving to it is the vendor's own
 * choice; a paid plan is paid through the payment provider, or, where none is configured, asked for
 * and decided by an operator. Staying on the same plan is no move.
 */
export type MembershipMove = "stay" | "free" | "pay" | "ask";

export function membershipMove(
  current: MembershipLevel,
  target: MembershipLevel,
  canTakePayment: boolean,
): MembershipMove {
  if (current === target) return "stay";
  if (membershipPlan(target).priceCentsPerMonth === 0) return "free";
  return canTakePayment ? "pay" : "ask";
}

/**
 * A membership order's states: "pending" (asked for, waiting for an operator), "paid" (applied: paid
 * through the provider, or a free move), "approved" (applied by an operator), "declined", "cancelled"
 * (replaced by a later choice before anyone decided).
 */
export const MEMBERSHIP_ORDER_STATUSES = ["pending", "paid", "approved", "declined", "cancelled"] as const;
export type MembershipOrderStatus = (typeof MEMBERSHIP_ORDER_STATUSES)[number];

/** A stored status; an unknown one reads as cancelled (applied nowhere, decided by nobody). */
export function membershipOrderStatusOf(stored: string): MembershipOrderStatus {
  return (MEMBERSHIP_ORDER_STATUSES as readonly string[]).includes(stored)
    ? (stored as MembershipOrderStatus)
    : "cancelled";
}

export const MEMBERSHIP_MESSAGES = {
  level: "Choose a plan.",
  idempotencyKey: "Reload the page and choose your plan again.",
  samePlan: (level: MembershipLevel) => `You're already on the ${level} plan.`,
  keyReused: "This choice was already made for another plan. Reload the page and choose again.",
  paymentFailed: "Your payment didn't go through, so your plan is unchanged. Try again, or use another card.",
  ownPlanOnly: "Only the vendor can change their plan. Operators approve or decline asked-for upgrades.",
  orderDecided: (status: MembershipOrderStatus) => `This order is ${status}: it can no longer be decided.`,
} as const;
