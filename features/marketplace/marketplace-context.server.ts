import type { AccountsService } from "#features/accounts/accounts.service.server.ts";
import type { Principal } from "#features/accounts/sessions.service.server.ts";
import { type LocationsService, timeZoneAt } from "#features/locations/locations.service.server.ts";
import { imageUrl } from "#features/media/media.rules.ts";
import { profileUrl } from "#features/members/members.rules.ts";
import type { MemberCalendarService } from "#features/members/member-calendar.service.server.ts";
import type { NewNotification } from "#features/notifications/outbox.service.server.ts";
import type { ServiceTypesService } from "#features/service-types/service-types.service.server.ts";
import { THUMBNAIL_SIZE } from "#lib/constants.ts";
import { forbidden, notFound } from "#lib/domain-errors.ts";
import type { Clock } from "./clock.server.ts";
import { contactsShared } from "#features/contact-details/contact-details.rules.ts";
import { marketplaceNotices } from "./marketplace.notifications.ts";
import type { MarketplaceQueries, MarketplaceRepository } from "./marketplace.repo.server.ts";
import { CANCELLATION_POLICIES, type CancellationPolicyKey } from "./marketplace.rules.ts";
import type { PaymentProvider } from "#features/payments/payments.service.server.ts";

/**
 * What every use case of the marketplace shares: its dependencies, the rows it reads, the loads that
 * check who may see a request or a booking, whose contact details are shared, and the notices it sends.
 */

export type Vendor = NonNullable<Awaited<ReturnType<MarketplaceRepository["vendor"]>>>;
export type RequestRow = NonNullable<Awaited<ReturnType<MarketplaceRepository["request"]>>>;
export type QuoteRow = NonNullable<Awaited<ReturnType<MarketplaceRepository["quote"]>>>;
export type BookingRow = NonNullable<Awaited<ReturnType<MarketplaceRepository["booking"]>>>;
export type ModerationRow = NonNullable<Awaited<ReturnType<MarketplaceRepository["reviewForModeration"]>>>;
/** Where an event takes place, as a request row carries it: its days are that city's days (decision 026). */
export type EventPlace = { cityLatitude: number; cityLongitude: number };
/** The IANA time zone of an event's city. */
export const eventZone = (place: EventPlace) => timeZoneAt(place.cityLatitude, place.cityLongitude);
/** A party to a request or a booking. */
export type Side = "planner" | "vendor";

/** What the marketplace asks the accounts service about people (decision 022). */
export type AccountChecks = {
  isEmailVerified(accountId: number): Promise<boolean>;
  /** The two accounts have used a network address in common. */
  accountsShareAnAddress(accountId: number, otherAccountId: number): Promise<boolean>;
};

/** The account behind a visitor's request, and the email that follows it: the accounts service's part. */
export type VisitorRequestAccounts = Pick<AccountsService, "accountForVisitorRequest" | "visitorRequestStored">;

export type MarketplaceDeps = {
  repository: MarketplaceRepository;
  locations: LocationsService;
  serviceTypes: ServiceTypesService;
  payments: PaymentProvider;
  accounts: AccountChecks & VisitorRequestAccounts;
  clock: Clock;
  /** A vendor's days, the one calendar truth their feed lists. */
  memberCalendar: Pick<MemberCalendarService, "days">;
  publicOrigin: string;
  /** A vendor's public facts changed (bookings, rating): search and suggestions forget them. */
  onMemberChanged: (memberId: number) => void;
};

/** The notes a quote keeps when it closes without the vendor's doing; vendors read them on the lead. */
export const QUOTE_CLOSED_NOTES = {
  requestClosed: "The planner closed this request.",
  requestCancelled: "The planner cancelled this event.",
  bookedElsewhere: "Another vendor was booked for this event.",
  withdrawn: "The vendor withdrew this quote.",
  noLongerFree: "The vendor is no longer free on that date.",
} as const;

/** "No booking 12.": what is missing, or not the caller's to know about. */
export const missing = (what: string) => notFound(`No ${what}.`);
export const notYours = () => forbidden("You may not see or change this.");
const notAParty = () => forbidden("Only the planner or the vendor of this booking may do this.");

export function isoTimestamp(value: Date | string): string;
export function isoTimestamp(value: Date | string | null): string | null;
export function isoTimestamp(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function policyOf(key: string) {
  const policyKey = (key in CANCELLATION_POLICIES ? key : "moderate") as CancellationPolicyKey;
  const { label, description } = CANCELLATION_POLICIES[policyKey];
  return { key: policyKey, label, description };
}

/** A vendor as planners see them beside a quote, a booking or a saved vendor. */
export function vendorSummary(vendor: Vendor) {
  return {
    memberId: vendor.memberId,
    name: vendor.name,
    profilePath: profileUrl(vendor.profileDirectory, vendor.directory),
    photoUrl: vendor.photoKey ? imageUrl(vendor.photoKey, { width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE }) : null,
    ratingAverage: vendor.ratingAverage,
    reviewCount: vendor.reviewCount,
    acceptsOnlineDeposits: vendor.acceptsOnlineDeposits,
  };
}

/** The caller's side of a request: its planner, one of its vendors, or an administrator reading. */
export function requestSide(
  principal: Principal,
  request: { clientId: number },
  memberId: number | null,
): Side | "admin" | null {
  if (principal.clientId !== null && principal.clientId === request.clientId) return "planner";
  if (memberId !== null && principal.memberId === memberId) return "vendor";
  if (principal.role === "admin") return "admin";
  return null;
}

/** The caller's side of a booking; anyone else is refused (administrators read, they do not act). */
export function bookingSide(principal: Principal, booking: BookingRow): Side {
  if (principal.clientId !== null && principal.clientId === booking.clientId) return "planner";
  if (principal.memberId !== null && principal.memberId === booking.memberId) return "vendor";
  throw notAParty();
}

/** What has been paid online for a booking, less what was refunded. */
export async function paidCentsOf(repo: MarketplaceQueries, bookingId: number): Promise<number> {
  const rows = await repo.payments(bookingId);
  return rows.reduce((sum, row) => sum + (row.kind === "refund" ? -row.amountCents : row.amountCents), 0);
}

export function createMarketplaceContext(deps: MarketplaceDeps) {
  const { repository } = deps;

  async function loadRequest(requestId: number): Promise<RequestRow> {
    const request = await repository.request(requestId);
    if (!request) throw missing(`request ${requestId}`);
    return request;
  }

  async function loadBooking(bookingId: number): Promise<BookingRow> {
    const booking = await repository.booking(bookingId);
    if (!booking) throw missing(`booking ${bookingId}`);
    return booking;
  }

  return {
    ...deps,
    notices: marketplaceNotices(deps.publicOrigin),
    link: (path: string) => new URL(path, deps.publicOrigin).toString(),
    loadRequest,
    loadBooking,
    /** Today in the event's city: every date rule of the marketplace compares with this day. */
    eventToday: (place: EventPlace) => deps.clock.today(eventZone(place)),

    /** Writes notices to the outbox within `repo`'s transaction: they go out with the change, or not at all. */
    async notify(repo: MarketplaceQueries, notices: NewNotification[]) {
      for (const notice of notices) await repo.outbox.enqueue(notice);
    },

    /** A request its planner reads (and an administrator too, when `allowAdmin`). */
    async requireRequestOwner(principal: Principal, requestId: number, allowAdmin: boolean) {
      const request = await loadRequest(requestId);
      const side = requestSide(principal, request, null);
      if (side === "planner" || (allowAdmin && side === "admin")) return { request, side };
      throw notYours();
    },

    /** A request the vendor received: to anyone else it is not a lead of theirs. */
    async leadRequest(memberId: number, requestId: number): Promise<RequestRow> {
      const request = await loadRequest(requestId);
      if (!(await repository.recipient(requestId, memberId))) throw missing(`lead ${requestId}`);
      return request;
    },

    /**
     * The vendor whose conversation about this request shares contact details with `reader`, if any:
     * the vendor of a live (not cancelled) booking, and for a planner only once their email is confirmed.
     */
    async contactsSharedWith(
      request: RequestRow,
      booking: BookingRow | undefined,
      reader: Side,
    ): Promise<number | null> {
      if (!booking) return null;
      const plannerEmailVerified =
        reader === "planner" &&
        booking.status !== "cancelled" &&
        (await deps.accounts.isEmailVerified(request.plannerAccountId));
      return contactsShared({ booking, memberId: booking.memberId, reader, plannerEmailVerified })
        ? booking.memberId
        : null;
    },
  };
}

export type MarketplaceContext = ReturnType<typeof createMarketplaceContext>;
