/** A vendor's plans, cheapest first: the one list every schema and page names them from (stored as db/schema's enum). */
export const MEMBERSHIP_LEVELS = ["Basic", "Pro", "Premium"] as const;
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number];

export type MembershipPlan = {
  level: MembershipLevel;
  priceCentsPerMonth: number;
  maxCategories: number;
  maxPhotos: number;
  /** What the plan gives, as written on the membership page. */
  benefits: string[];
};

/** Search ranks Premium above Pro above Basic (the membership boost in search.repo.server.ts). */
/** The most photos any plan keeps in a gallery (Premium's): what a gallery's list holds at most. */
export const MAX_GALLERY_PHOTOS = 100;

export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [
  {
    level: "Basic",
    priceCentsPerMonth: 0,
    maxCategories: 2,
    maxPhotos: 8,
    benefits: [
      "A public profile with reviews, calendar and blackout dates",
      "Listed in search in up to 2 categories",
      "Up to 8 photos",
      "Receive requests from planners",
    ],
  },
  {
    level: "Pro",
    priceCentsPerMonth: 2_900,
    maxCategories: 5,
    maxPhotos: 40,
    benefits: [
      "Everything in Basic",
      "Listed in up to 5 categories",
      "Up to 40 photos",
      "Ranked above Basic members in search",
      "Shown in the paid venue vendors on venue profiles",
    ],
  },
  {
    level: "Premium",
    priceCentsPerMonth: 5_900,
    maxCategories: 12,
    maxPhotos: MAX_GALLERY_PHOTOS,
    benefits: [
      "Everything in Pro",
      "Listed in up to 12 categories",
      "Up to 100 photos",
      "Ranked first in search",
      "A Premium badge on your profile",
    ],
  },
];

export function membershipPlan(level: MembershipLevel): MembershipPlan {
  return MEMBERSHIP_PLANS.find((plan) => plan.level === level) ?? (MEMBERSHIP_PLANS[0] as MembershipPlan);
}

/** The refusal of more categories than a plan lists, the same on the sign-up page, the dashboard and the server. */
export function tooManyCategoriesMessage(level: MembershipLevel): string {
  const plan = membershipPlan(level);
  const more = level === "Premium" ? "" : "; a bigger plan lists you in more";
  return `Your ${level} plan allows up to ${plan.maxCategories} categories${more}.`;
}

/**
 * Whether a new set of categories goes beyond the plan. Only adding is refused: a vendor who holds more
 * than their plan lists (a plan changed by an operator, a seeded listing) keeps or trims what they have.
 */
export function exceedsCategoryLimit(
  held: readonly number[],
  next: readonly number[],
  level: MembershipLevel,
): boolean {
  if (next.length <= membershipPlan(level).maxCategories) return false;
  const kept = new Set(held);
  return next.some((id) => !kept.has(id));
}

/**
 * The categories a vendor is listed in after a save, the primary one first. Without a list the vendor
 * keeps what they hold. With the list a form showed as chosen (`shown`), only what was ticked or
 * unticked there changes, so categories the form did not show, or another tab added meanwhile, stay.
 * Otherwise the list is the whole new set.
 */
export function categoriesToSave(
  held: readonly number[],
  change: { primaryServiceTypeId: number; serviceTypeIds?: readonly number[]; shownServiceTypeIds?: readonly number[] },
): number[] {
  const { primaryServiceTypeId, serviceTypeIds, shownServiceTypeIds } = change;
  let next: readonly number[] = held;
  if (serviceTypeIds !== undefined && shownServiceTypeIds === undefined) next = serviceTypeIds;
  if (serviceTypeIds !== undefined && shownServiceTypeIds !== undefined) {
    const ticked = new Set(serviceTypeIds);
    const shown = new Set(shownServiceTypeIds);
    next = [...held.filter((id) => ticked.has(id) || !shown.has(id)), ...serviceTypeIds.filter((id) => !shown.has(id))];
  }
  return [...new Set([primaryServiceTypeId, ...next])];
}

/** The statuses of an entry a vendor keeps in their own calendar. */
export const CALENDAR_ENTRY_STATUSES = ["Hold", "Tentative", "Booked elsewhere"] as const;

/** A vendor's public profile URL: the service type's profile directory, then the vendor's directory. */
export function profileUrl(profileDirectory: string, memberDirectory: string): string {
  return `/${profileDirectory}/${memberDirectory}`;
}

/**
 * What a vendor's search card and profile say of them alike: the rating to one decimal (its text blank
 * until a review counts), the counts, and the price range in whole dollars.
 */
export function vendorCardFacts(vendor: {
  ratingAverage: number;
  reviewCount: number;
  bookingCount: number;
  payRangeLowCents: number | null;
  payRangeHighCents: number | null;
}) {
  const rating = Math.round(vendor.ratingAverage * 10) / 10;
  const dollars = (cents: number | null) => (cents === null ? null : Math.round(cents / 100));
  return {
    rating,
    ratingString: vendor.reviewCount > 0 ? rating.toFixed(1) : "",
    reviewCount: vendor.reviewCount,
    bookingCount: vendor.bookingCount,
    payRangeLow: dollars(vendor.payRangeLowCents),
    payRangeHigh: dollars(vendor.payRangeHighCents),
  };
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

/**
 * Whether a vendor's listing is shown (members.listing_status). Only `live` listings appear in search,
 * receive requests and have a profile page; `suspended` and `deleted` profiles answer 410 Gone, the
 * others 404 (decision 031).
 */
export const LISTING_STATUSES = ["live", "awaiting_approval", "declined", "suspended", "deleted"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Listings whose page once existed and is gone, for now or for good: their address answers 410. */
export const GONE_LISTING_STATUSES: readonly ListingStatus[] = ["suspended", "deleted"];

/** The longest caption a gallery photo takes: a line under the photo, read aloud as its description. */
export const PHOTO_CAPTION_MAX_LENGTH = 150;
