/**
 * The membership page's words, decided from the plan, the payment provider and the orders the server
 * sent (decision 022). Pure, so every case is unit-tested in Node.
 */
import { formatCents } from "#lib/money.ts";
import { type MembershipLevel, membershipMove, membershipPlan } from "#features/members/members.rules.ts";
import type { MembershipDto, MembershipOrderDto } from "#features/members/members.schema.ts";
import { calendarDate, formatDate } from "#lib/dates.ts";

/** What a plan's card offers: nothing (the current plan), a button, or the note of an ask already sent. */
export type PlanAction =
  | { kind: "current" }
  | { kind: "asked"; text: string }
  | { kind: "button"; label: string; busyLabel: string; primary: boolean };

/** "Nov 25, 2026" from an ISO moment: its UTC day, so the server's page and the browser's agree. */
export function orderDayText(iso: string): string {
  const day = calendarDate(iso.slice(0, 10));
  return day ? formatDate(day, "shortDate") : iso.slice(0, 10);
}

function rank(level: MembershipLevel): number {
  return membershipPlan(level).priceCentsPerMonth;
}

export function planAction(membership: MembershipDto, level: MembershipLevel): PlanAction {
  const move = membershipMove(membership.membershipLevel, level, membership.paymentMode !== null);
  if (move === "stay") return { kind: "current" };
  const up = rank(level) > rank(membership.membershipLevel);
  if (move === "free") return { kind: "button", label: `Switch to ${level}`, busyLabel: "Switching…", primary: false };
  const price = formatCents(membershipPlan(level).priceCentsPerMonth);
  if (move === "pay") {
    return {
      kind: "button",
      label: `${up ? "Upgrade" : "Switch"} to ${level}: pay ${price}`,
      busyLabel: "Paying…",
      primary: up,
    };
  }
  const pending = membership.pendingOrder;
  if (pending?.level === level) {
    return { kind: "asked", text: `You asked for ${level} on ${orderDayText(pending.createdAt)}.` };
  }
  return {
    kind: "button",
    label: up ? `Ask for an upgrade to ${level}` : `Ask to switch to ${level}`,
    busyLabel: "Sending…",
    primary: up,
  };
}

/** The note after a choice went through. */
export function orderOutcomeText(order: MembershipOrderDto): string {
  if (order.status === "pending")
    return `Thanks: we've received your request for ${order.level}. Our team will email you when it's switched on.`;
  if (order.amountCents === 0) return `You're now a ${order.level} member.`;
  const test = order.provider === "test" ? " in test mode: no card was charged" : "";
  return `You're now a ${order.level} member. You paid ${formatCents(order.amountCents)}${test}.`;
}

/** An order in the plan history. */
export function orderStatusText(order: MembershipOrderDto): string {
  switch (order.status) {
    case "pending":
      return "Waiting for our team";
    case "paid":
      if (order.amountCents === 0) return "Changed";
      return order.provider === "test" ? "Paid (test mode)" : "Paid";
    case "approved":
      return "Switched on by our team";
    case "declined":
      return "Declined";
    case "cancelled":
      return "Replaced by a later choice";
  }
}
