import { differenceInCalendarDays, parseISO } from "date-fns";
import { shiftDay } from "#lib/zoned-dates.ts";
import { SERVICE_TYPES_PER_REQUEST } from "#features/service-types/service-types.rules.ts";

/**
 * The marketplace loop's states and transitions (sharetribe-style: one explicit table, computed only on
 * the server). Each event leads to one state, so an event that finds its target state already reached
 * is a retry or a double click and succeeds without changing anything.
 */

/** `operator`: someone of Marquee deciding a case (a booking problem), never a party to it. */
export type Actor = "planner" | "vendor" | "system" | "operator";

type Machine<State extends string, Event extends string> = {
  states: readonly State[];
  /** The state each event leads to. */
  targets: Record<Event, State>;
  /** From each state, the events allowed and who may cause them. */
  allowed: Record<State, Partial<Record<Event, readonly Actor[]>>>;
};

export const REQUEST_MACHINE = {
  states: ["open", "booked", "closed", "cancelled"],
  targets: { book: "booked", close: "closed", cancel: "cancelled", reopen: "open" },
  allowed: {
    // A quote accepted books the request; the planner may close it (found someone elsewhere) or cancel it.
    open: { book: ["system"], close: ["planner"], cancel: ["planner"] },
    // A cancelled booking reopens its request when the event still needs a vendor (decision 025:
    // `cancellationReopensEvent`), and cancels it when the planner called the event off.
    booked: { cancel: ["system"], reopen: ["system"] },
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
    reopen: "pending",
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
    // A runner-up: closed when another quote was booked, it reopens if that booking is cancelled and the
    // request reopens, or expires if its date has passed by then (decision 025).
    closed: { reopen: ["system"], expire: ["system"] },
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
  from: NoInfer<State>,
  event: NoInfer<Event>,
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

/*
 * The marketplace's days are the event city's days (decision 026): every `today` below is today in the
 * time zone of the event's city, and every date (event, expiry) is a day of that city's calendar.
 */

/** Calendar days from `today` to the event: 0 on its day, negative after it. */
export function daysBeforeEvent(eventDate: string, today: string): number {
  return differenceInCalendarDays(parseISO(eventDate), parseISO(today));
}

/** The event's day has ended where it takes place: it can no longer be booked or cancelled, it can be reviewed. */
export function eventDayIsOver(eventDate: string, today: string): boolean {
  return eventDate < today;
}

/** A quote can be accepted through its expiry day, and expires the day after. */
export function quoteHasExpired(expiresOn: string, today: string): boolean {
  return expiresOn < today;
}

/** A booking's planner may review it from the day after the event. */
export function reviewOpensOn(eventDate: string): string {
  return shiftDay(eventDate, 1);
}

/**
 * What a cancellation refunds, in whole cents, from what the planner has paid. A vendor who cancels
 * refunds everything; a planner gets the policy's share for the days left before the event (rounded
 * down, so a refund never exceeds the policy), counted from `cancelledOn`, the event city's today.
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
  const daysBefore = daysBeforeEvent(input.eventDate, input.cancelledOn);
  const tier = CANCELLATION_POLICIES[input.policy].tiers.find((candidate) => daysBefore >= candidate.daysBefore);
  return tier ? Math.floor((input.paidCents * tier.refundPercent) / 100) : 0;
}

/**
 * Whether cancelling a booking leaves its event open to book another vendor (decision 025). A vendor who
 * cancels always leaves it open: the planner still has an event. A planner who cancels calls the event
 * off, unless the request asked for several services: then they cancel one booking of a multi-service
 * event, which goes on. Calling off the whole event is the request's own "Cancel request".
 */
export function cancellationReopensEvent(input: { cancelledBy: "planner" | "vendor"; serviceCount: number }): boolean {
  return input.cancelledBy === "vendor" || input.serviceCount > 1;
}

/**
 * What becomes of a quote when its request reopens after a cancelled booking (decision 025). Every quote
 * closed in a booked request was closed by that booking: a runner-up. It reopens at its quoted price
 * while its expiry date has not passed, and expires otherwise; no other quote changes.
 */
export function runnerUpOnReopen(quote: { status: QuoteState; expiresOn: string }, today: string) {
  if (quote.status !== "closed") return null;
  return quoteHasExpired(quote.expiresOn, today) ? ("expire" as const) : ("reopen" as const);
}

/**
 * A runner-up the planner may book in one click after a cancellation: a quote that was there when the
 * cancelled booking was made (`bookedAt`), still pending (not withdrawn, declined nor answered "no longer
 * free") and not past its expiry date. Whether the vendor's calendar is still free that day is read
 * separately, on the server.
 */
export function isRebookOffer(
  quote: { status: QuoteState; expiresOn: string; createdAt: Date },
  bookedAt: Date,
  today: string,
): boolean {
  return quote.status === "pending" && !quoteHasExpired(quote.expiresOn, today) && quote.createdAt < bookedAt;
}

/** The kinds of event a planner picks from on the request form. */
export const EVENT_TYPES = [
  "Birthday party",
  "Wedding",
  "Wedding reception",
  "Corporate event",
  "Kids party",
  "Graduation party",
  "Holiday party",
  "Anniversary",
  "Fundraiser or gala",
  "Festival or fair",
  "School event",
  "Other",
] as const;

/** How long the planner needs the vendor, in minutes: 30 minutes to 12 hours. */
export const EVENT_LENGTH_MINUTES = { min: 30, max: 720, step: 30 } as const;

export const REQUEST_LIMITS = {
  /** Matching sends a request to at most this many vendors, best first. */
  maxRecipients: 10,
  maxServiceTypes: SERVICE_TYPES_PER_REQUEST,
  maxGuests: 100_000,
  /** A request's event date is at most this many days ahead. */
  maxDaysAhead: 730,
  detailsMin: 20,
  detailsMax: 4_000,
  messageMax: 4_000,
  reviewMin: 20,
  reviewMax: 4_000,
  replyMax: 2_000,
  /** Whole dollars: nobody books a party vendor for more through a marketplace. */
  maxAmountDollars: 1_000_000,
  /** A quote's expiry date is at most this many days ahead. */
  maxQuoteDays: 90,
  /** A vendor's leads list shows the newest this many. */
  leadsShown: 200,
  /** A conversation shows its newest this many messages. */
  threadMessagesShown: 500,
  /** A planner's saved vendors: more than anyone compares, few enough to list on one page. */
  maxFavorites: 500,
} as const;

export const MARKETPLACE_MESSAGES = {
  eventType: "Choose the kind of event.",
  eventDate: "Choose a date from today onwards, within two years.",
  startTime: "Enter a start time, for example 7:00 PM.",
  duration: "Choose how long you need the vendor.",
  city: "Choose the city of your event from the list.",
  guestCount: "Enter how many guests you expect.",
  budget: "Enter a budget in dollars, or leave it empty.",
  serviceTypes: `Choose one to ${REQUEST_LIMITS.maxServiceTypes} services.`,
  details: `Tell vendors about your event in at least ${REQUEST_LIMITS.detailsMin} characters.`,
  visitorContact: "Tell us your first name and email, so vendors can answer you.",
  plannersOnly: "Requests are sent from a planner account. Log out to make one as a planner.",
  // Why a request reached nobody, in true words, each with the next step (decided on the server).
  nobodyOffers: (services: string, city: string) => `Nobody on Marquee who offers ${services} travels to ${city}.`,
  nearestAround: (city: string, miles: number) =>
    `The nearest are around ${city}, about ${miles.toLocaleString("en-US")} miles away: ask there if your event can move, or ask for a related service.`,
  relatedFree: (services: string, city: string) => `${services} who serve ${city} are free that day: ask them instead.`,
  everyoneBooked: (reaching: number, services: string, city: string, day: string) =>
    `${reaching === 1 ? "The one vendor who offers" : `All ${reaching.toLocaleString("en-US")} vendors who offer`} ${services} near ${city} ${reaching === 1 ? "is" : "are"} booked or unavailable on ${day}. Try another date.`,
  vendorBooked: (vendor: string, day: string) =>
    `${vendor} is already booked on ${day}. Choose another date, or ask other vendors who serve your city.`,
  vendorUnavailable: (vendor: string, day: string) =>
    `${vendor} isn't available on ${day}. Choose another date, or ask other vendors who serve your city.`,
  vendorNotTakingRequests: (vendor: string) =>
    `${vendor} hasn't confirmed their listing yet, so they can't take requests. Ask other vendors who serve your city.`,
  favoritesTooFar: (city: string) =>
    `None of your saved vendors travels to ${city}. Ask the vendors who serve ${city} instead.`,
  favoritesBooked: (city: string, day: string) =>
    `Your saved vendors who serve ${city} are all booked or unavailable on ${day}. Try another date, or ask other vendors.`,
  noFavorites: "You haven't saved any vendors yet. Save vendors from their profiles, or ask matching vendors.",
  total: "Enter the total price in dollars, for example 1250 or 1250.50.",
  deposit: "Enter a deposit from $0 up to the total price.",
  included: "Say what the price includes, in at least 10 characters.",
  policy: "Choose a cancellation policy.",
  expiresOn: `Choose an expiry date from tomorrow, within ${REQUEST_LIMITS.maxQuoteDays} days, and no later than the event.`,
  declineReason: "Tell the planner why, in a few words.",
  message: `Write a message of up to ${REQUEST_LIMITS.messageMax} characters.`,
  rating: "Choose a rating from 1 to 5 stars.",
  review: `Write at least ${REQUEST_LIMITS.reviewMin} characters about the vendor.`,
  reply: `Write a reply of up to ${REQUEST_LIMITS.replyMax} characters.`,
} as const;

/** What a vendor may answer a lead with. */
export const DECLINE_REASONS = [
  "Not available on that date",
  "Too far away",
  "Budget too low",
  "Not a service I offer",
  "Other",
] as const;

/**
 * Reviews that count (decision 022). A review's booking is "verified" when at least this much was paid
 * for it through Marquee, net of refunds, or an operator confirmed it: $50 is below the deposit of any
 * real booking on Marquee and above what anyone spends to buy a rating.
 */
export const VERIFIED_REVIEW_MINIMUM_PAID_CENTS = 5_000;

/** A planner whose email is not confirmed may have this many open requests at a time. */
export const UNVERIFIED_OPEN_REQUEST_LIMIT = 2;

/** "counted": shown and in the rating; "held": waits for an operator; "removed": by an operator. */
export const REVIEW_STATUSES = ["counted", "held", "removed"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A stored status; anything unknown is treated as held, so it is never shown nor counted. */
export function reviewStatusOf(stored: string): ReviewStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(stored) ? (stored as ReviewStatus) : "held";
}

/** Why a review waits for an operator, as stored (comma-separated) and as operators read it. */
export const REVIEW_HOLD_REASON_CODES = ["sign-up-request", "shared-address"] as const;
export type ReviewHoldReason = (typeof REVIEW_HOLD_REASON_CODES)[number];
export const REVIEW_HOLD_REASONS: Record<ReviewHoldReason, string> = {
  "sign-up-request": "The reviewer's account was made by a request that went to this vendor.",
  "shared-address": "The reviewer's account and the vendor's account have used the same network address.",
};

/** Whether a new review is verified, and whether it counts at once or waits for an operator. */
export function reviewStanding(input: {
  /** Paid for the booking through Marquee, less refunds. */
  paidCents: number;
  operatorConfirmed: boolean;
  /** The reviewer's account was made by a visitor request that went to this vendor. */
  accountMadeByRequestToVendor: boolean;
  /** The reviewer's account and the vendor's account have used a network address in common. */
  sharesAddressWithVendor: boolean;
}): { verified: boolean; status: Exclude<ReviewStatus, "removed">; heldReasons: ReviewHoldReason[] } {
  const heldReasons: ReviewHoldReason[] = [];
  if (input.accountMadeByRequestToVendor) heldReasons.push("sign-up-request");
  if (input.sharesAddressWithVendor) heldReasons.push("shared-address");
  return {
    verified: input.operatorConfirmed || input.paidCents >= VERIFIED_REVIEW_MINIMUM_PAID_CENTS,
    status: heldReasons.length > 0 ? "held" : "counted",
    heldReasons,
  };
}

/** The stored form of a held review's reasons back as a list; unknown words (none today) are dropped. */
export function parseHoldReasons(stored: string | null): ReviewHoldReason[] {
  if (!stored) return [];
  return stored
    .split(",")
    .filter((reason): reason is ReviewHoldReason => (REVIEW_HOLD_REASON_CODES as readonly string[]).includes(reason));
}

/** Whether a planner may open one more request, given their email and the requests they have open. */
export function mayOpenAnotherRequest(input: { emailVerified: boolean; openRequests: number }): boolean {
  return input.emailVerified || input.openRequests < UNVERIFIED_OPEN_REQUEST_LIMIT;
}

export const TRUST_MESSAGES = {
  confirmEmailToReview:
    "Confirm your email address to post a review: open the link we emailed you, then come back to this page.",
  confirmEmailForMoreRequests: `Confirm your email address to send more requests. Until you do, you can have ${UNVERIFIED_OPEN_REQUEST_LIMIT} open requests at a time: open the link we emailed you, or close a request you no longer need.`,
} as const;

/* Problems with a booking (decision 033): either side reports one, both sides and the operator write in
 * its thread, and an operator resolves it with a full, partial or no refund. */

export const PROBLEM_MACHINE = {
  states: ["open", "resolved"],
  targets: { resolve: "resolved" },
  allowed: { open: { resolve: ["operator"] }, resolved: {} },
} as const satisfies Machine<string, string>;
export type ProblemState = (typeof PROBLEM_MACHINE.states)[number];

export const PROBLEM_KINDS = ["no_show", "not_as_agreed", "payment", "other"] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];
export const PROBLEM_KIND_LABELS: Record<ProblemKind, string> = {
  no_show: "No-show",
  not_as_agreed: "Not as agreed",
  payment: "Payment",
  other: "Something else",
};

export const PROBLEM_RESOLUTIONS = ["full_refund", "partial_refund", "no_refund"] as const;
export type ProblemResolution = (typeof PROBLEM_RESOLUTIONS)[number];
export const PROBLEM_RESOLUTION_LABELS: Record<ProblemResolution, string> = {
  full_refund: "Full refund",
  partial_refund: "Partial refund",
  no_refund: "No refund",
};

/** How long after the event day a problem may still be reported: two months covers a late card statement. */
export const PROBLEM_REPORT_WINDOW_DAYS = 60;
export const PROBLEM_LIMITS = {
  messageMax: 4_000,
  reasonMax: 1_000,
  /** Problems each side may report with one booking, one open at a time; past that, the contact page. */
  reportsPerSide: 3,
  /** A problem's thread shows its newest this many messages. */
  messagesShown: 500,
} as const;

/**
 * The most payments one booking records: its deposit, its balance, the refund of a cancellation, and one
 * refund for each problem either side may report (each of these is written once, by its idempotency key).
 */
export const MAX_BOOKING_PAYMENTS = 3 + 2 * PROBLEM_LIMITS.reportsPerSide;

/** What the operators' queues show at once: the reviews and cases to decide, and each review's newest reports. */
export const OPERATOR_QUEUES = { reviewsShown: 200, reportsPerReviewShown: 20, problemsShown: 200 } as const;

export const PROBLEM_MESSAGES = {
  kind: "Choose what went wrong.",
  message: `Describe the problem in up to ${PROBLEM_LIMITS.messageMax.toLocaleString("en-US")} characters.`,
  reply: `Write a message of up to ${PROBLEM_LIMITS.messageMax.toLocaleString("en-US")} characters.`,
  resolution: "Choose a full refund, a partial refund or no refund.",
  amount: "Enter the amount to refund in dollars, more than $0 and no more than what can be refunded.",
  reason: `Give the reason both sides will read, in up to ${PROBLEM_LIMITS.reasonMax.toLocaleString("en-US")} characters.`,
} as const;

/** A booking's problem may be reported while it stands (confirmed or completed), up to the window after its day. */
export function problemReportable(booking: { status: BookingState; eventDate: string }, today: string): boolean {
  if (booking.status === "cancelled") return false;
  return daysBeforeEvent(booking.eventDate, today) >= -PROBLEM_REPORT_WINDOW_DAYS;
}

/**
 * What a resolution refunds, in whole cents, of what is still refundable (paid through Marquee less
 * refunds): everything, the operator's amount, or nothing; null when the amount is out of bounds.
 */
export function problemRefundCents(
  resolution: ProblemResolution,
  refundableCents: number,
  requestedCents: number | null,
): number | null {
  if (resolution === "no_refund") return 0;
  if (resolution === "full_refund") return refundableCents > 0 ? refundableCents : null;
  if (requestedCents === null || !Number.isInteger(requestedCents)) return null;
  return requestedCents > 0 && requestedCents <= refundableCents ? requestedCents : null;
}
