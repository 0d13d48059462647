import { differenceInCalendarDays, parseISO } from "date-fns";

/**
 * The marketplace loop's states and transitions (sharetribe-style: one explicit table, computed only on
 * the server). Each event leads to one state, so an event that finds its target state already reached
 * is a retry or a double click and succeeds without changing anything.
 */

export type Actor = "planner" | "vendor" | "system";

type Machine<State extends string, Event extends string> = {
  states: readonly State[];
  /** The state each event leads to. */
  targets: Record<Event, State>;
  /** From each state, the events allowed and who may cause them. */
  allowed: Record<State, Partial<Record<Event, readonly Actor[]>>>;
};

export const REQUEST_MACHINE = {
  states: ["open", "booked", "closed", "cancelled"],
  targets: { book: "booked", close: "closed", cancel: "cancelled" },
  allowed: {
    // A quote accepted books the request; the planner may close it (found someone elsewhere) or cancel it.
    open: { book: ["system"], close: ["planner"], cancel: ["planner"] },
    // A cancelled booking cancels its request: the other quotes were closed when it was booked.
    booked: { cancel: ["system"] },
    closed: {},
    cancelled: {},
  },
} as const satisfies Machine<string, string>;

export const QUOTE_MACHINE = {
  states: ["pending", "accepted", "declined", "expired", "closed", "withdrawn"],
  targets: {
    accept: "accepted",
    decline: "declined",
    expire: "expired",
    close: "closed",
    withdraw: "withdrawn",
  },
  allowed: {
    pending: {
      accept: ["planner"],
      decline: ["planner"],
      withdraw: ["vendor"],
      // Past its expiry date; or another quote of the request was accepted, or the request ended.
      expire: ["system"],
      close: ["system"],
    },
    accepted: {},
    declined: {},
    expired: {},
    closed: {},
    withdrawn: {},
  },
} as const satisfies Machine<string, string>;

export const BOOKING_MACHINE = {
  states: ["confirmed", "completed", "cancelled"],
  targets: { complete: "completed", cancel: "cancelled" },
  allowed: {
    // Either side may cancel before the event; the day after it, the booking completes.
    confirmed: { cancel: ["planner", "vendor"], complete: ["system"] },
    completed: {},
    cancelled: {},
  },
} as const satisfies Machine<string, string>;

export type RequestState = (typeof REQUEST_MACHINE.states)[number];
export type QuoteState = (typeof QUOTE_MACHINE.states)[number];
export type BookingState = (typeof BOOKING_MACHINE.states)[number];

export type TransitionOutcome<State extends string> =
  { ok: true; to: State; changed: boolean } | { ok: false; reason: "not-allowed" | "not-yours" };

/** Decides one transition: the new state, a repeat of the same event (unchanged), or a refusal. */
export function transition<State extends string, Event extends string>(
  machine: Machine<State, Event>,
  from: State,
  event: Event,
  actor: Actor,
): TransitionOutcome<State> {
  const to = machine.targets[event];
  if (from === to) return { ok: true, to, changed: false };
  const actors = machine.allowed[from][event];
  if (!actors) return { ok: false, reason: "not-allowed" };
  if (!actors.includes(actor)) return { ok: false, reason: "not-yours" };
  return { ok: true, to, changed: true };
}

export const CANCELLATION_POLICY_KEYS = ["flexible", "moderate", "strict"] as const;
export type CancellationPolicyKey = (typeof CANCELLATION_POLICY_KEYS)[number];

type RefundTier = { daysBefore: number; refundPercent: number };

/** The policies a vendor chooses from for a quote, as written on the quote and before a cancellation. */
export const CANCELLATION_POLICIES: Record<
  CancellationPolicyKey,
  { label: string; description: string; tiers: readonly RefundTier[] }
> = {
  flexible: {
    label: "Flexible",
    description: "Full refund if cancelled 7 or more days before the event; no refund after that.",
    tiers: [{ daysBefore: 7, refundPercent: 100 }],
  },
  moderate: {
    label: "Moderate",
    description:
      "Full refund if cancelled 30 or more days before the event; half from 7 to 29 days before; no refund after that.",
    tiers: [
      { daysBefore: 30, refundPercent: 100 },
      { daysBefore: 7, refundPercent: 50 },
    ],
  },
  strict: {
    label: "Strict",
    description: "Half refunded if cancelled 60 or more days before the event; no refund after that.",
    tiers: [{ daysBefore: 60, refundPercent: 50 }],
  },
};

/**
 * What a cancellation refunds, in whole cents, from what the planner has paid. A vendor who cancels
 * refunds everything; a planner gets the policy's share for the days left before the event (rounded
 * down, so a refund never exceeds the policy).
 */
export function refundCents(input: {
  policy: CancellationPolicyKey;
  paidCents: number;
  eventDate: string;
  cancelledOn: string;
  cancelledBy: "planner" | "vendor";
}): number {
  if (!Number.isInteger(input.paidCents) || input.paidCents < 0) throw new RangeError("paidCents must be whole cents");
  if (input.cancelledBy === "vendor") return input.paidCents;
  const daysBefore = differenceInCalendarDays(parseISO(input.eventDate), parseISO(input.cancelledOn));
  const tier = CANCELLATION_POLICIES[input.policy].tiers.find((candidate) => daysBefore >= candidate.daysBefore);
  return tier ? Math.floor((input.paidCents * tier.refundPercent) / 100) : 0;
}
