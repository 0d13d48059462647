import { differenceInCalendarDays, format, parseISO } from "date-fns";
import type { AccountsService, VisitorAccount } from "#features/accounts/accounts.service.server.ts";
import type { Principal } from "#features/accounts/sessions.service.server.ts";
import { newOpaqueToken } from "#features/accounts/tokens.server.ts";
import type { LocationsService } from "#features/locations/locations.service.server.ts";
import { imageUrl } from "#features/media/media.rules.ts";
import { profileUrl } from "#features/members/members.rules.ts";
import type { NewNotification } from "#features/notifications/outbox.repo.server.ts";
import type { ServiceTypesService } from "#features/service-types/service-types.service.server.ts";
import { THUMBNAIL_SIZE } from "#lib/constants.ts";
import { forbidden } from "#server/plugins/auth.ts";
import { ClientError } from "#server/plugins/errors.ts";
import type { Clock } from "./clock.server.ts";
import { bookingsCalendar } from "./ics.server.ts";
import {
  CONTACT_DETAILS_MESSAGES,
  contactsShared,
  hasContactDetails,
  hideContactDetails,
  withoutContactDetails,
} from "./contact-details.rules.ts";
import type { MarketplaceQueries, MarketplaceRepository } from "./marketplace.repo.server.ts";
import {
  BOOKING_MACHINE,
  CANCELLATION_POLICIES,
  type CancellationPolicyKey,
  formatCents,
  MARKETPLACE_MESSAGES as MESSAGES,
  mayOpenAnotherRequest,
  parseHoldReasons,
  QUOTE_MACHINE,
  REQUEST_LIMITS,
  REQUEST_MACHINE,
  refundCents,
  REVIEW_HOLD_REASONS,
  type ReviewStatus,
  reviewStanding,
  reviewStatusOf,
  transition,
  TRUST_MESSAGES,
} from "./marketplace.rules.ts";
import type {
  BookingDto,
  CancellationPreviewDto,
  FavoriteDto,
  LeadDto,
  LeadStatus,
  LeadSummaryDto,
  MessageDto,
  ModeratedReviewDto,
  PlannerRequestDto,
  QuoteDto,
  RequestCreatedDto,
  RequestForm,
  ThreadDto,
} from "./marketplace.schema.ts";
import type { PaymentProvider } from "./payments.server.ts";

type Repo = MarketplaceRepository;
type Vendor = NonNullable<Awaited<ReturnType<Repo["vendor"]>>>;
type RequestRow = NonNullable<Awaited<ReturnType<Repo["request"]>>>;
type QuoteRow = NonNullable<Awaited<ReturnType<Repo["quote"]>>>;
type BookingRow = NonNullable<Awaited<ReturnType<Repo["booking"]>>>;
type Side = "planner" | "vendor";

const SWEEP_INTERVAL_MS = 60_000;
/** Reviews listed to operators at once, oldest first. */
const MODERATION_LIST_SIZE = 200;

/** What the marketplace asks the accounts service about people (decision 022). */
export type AccountChecks = {
  isEmailVerified(accountId: number): Promise<boolean>;
  /** The two accounts have used a network address in common. */
  accountsShareAnAddress(accountId: number, otherAccountId: number): Promise<boolean>;
};

/** The account behind a visitor's request, and the email that follows it: the accounts service's part. */
export type VisitorRequestAccounts = Pick<AccountsService, "accountForVisitorRequest" | "visitorRequestStored">;

/** Where a visitor's request lands: the same page whatever their email, so it tells nobody who has an account. */
export const REQUEST_RECEIVED_PATH = "/request-received";

const notFound = (what: string) => new ClientError(404, "NOT_FOUND", `No ${what}.`);
const notAParty = () =>
  new ClientError(403, "FORBIDDEN", "Only the planner or the vendor of this booking may do this.");
const refused = (code: string, message: string, fields?: Record<string, string>) =>
  new ClientError(409, code, message, fields);

function isoTimestamp(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function longDate(day: string): string {
  return format(parseISO(day), "EEEE, MMMM d, yyyy");
}

function policyOf(key: string) {
  const policyKey = (key in CANCELLATION_POLICIES ? key : "moderate") as CancellationPolicyKey;
  const { label, description } = CANCELLATION_POLICIES[policyKey];
  return { key: policyKey, label, description };
}

export function createMarketplaceService(deps: {
  repository: Repo;
  locations: LocationsService;
  serviceTypes: ServiceTypesService;
  payments: PaymentProvider;
  accounts: AccountChecks & VisitorRequestAccounts;
  clock: Clock;
  publicOrigin: string;
  onMemberChanged: (memberId: number) => void;
}) {
  const { repository, clock, payments } = deps;
  const link = (path: string) => new URL(path, deps.publicOrigin).toString();

  function vendorSummary(vendor: Vendor) {
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

  function vendorNotice(vendor: Vendor, kind: string, subject: string, lines: string[], path: string): NewNotification {
    return {
      accountId: vendor.accountId,
      recipientEmail: vendor.email,
      kind,
      subject,
      body: [`Hi ${vendor.contactFirstName},`, "", ...lines, "", link(path)].join("\n"),
      payload: { path },
    };
  }

  function plannerNotice(request: RequestRow, kind: string, subject: string, lines: string[]): NewNotification {
    const path = `/client/events/${request.id}`;
    return {
      accountId: request.plannerAccountId,
      recipientEmail: request.plannerEmail,
      kind,
      subject,
      body: [`Hi ${request.plannerFirstName},`, "", ...lines, "", link(path)].join("\n"),
      payload: { path, requestId: request.id },
    };
  }

  function newReviewNotice(vendor: Vendor, request: RequestRow, rating: number): NewNotification {
    return vendorNotice(
      vendor,
      "new-review",
      `${request.plannerFirstName} reviewed you: ${rating} of 5`,
      [
        `${request.plannerFirstName} wrote a review of the ${request.eventType.toLowerCase()} on ${longDate(request.eventDate)}. You can reply once:`,
      ],
      `/dashboard/leads/${request.id}`,
    );
  }

  function moderatedReviewDto(row: NonNullable<Awaited<ReturnType<Repo["reviewForModeration"]>>>): ModeratedReviewDto {
    return {
      id: row.id,
      status: reviewStatusOf(row.status),
      verifiedBooking: row.verified,
      heldReasons: parseHoldReasons(row.heldReason).map((code) => ({ code, text: REVIEW_HOLD_REASONS[code] })),
      rating: row.rating,
      title: row.title,
      body: row.body,
      reviewerName: row.reviewerName,
      reviewerClientId: row.reviewerClientId,
      memberId: row.memberId,
      vendorName: row.vendorName,
      bookingId: row.bookingId,
      createdAt: isoTimestamp(row.createdAt) as string,
      moderatedAt: isoTimestamp(row.moderatedAt),
    };
  }

  async function notifyAll(repo: MarketplaceQueries, notices: NewNotification[]) {
    for (const notice of notices) await repo.outbox.enqueue(notice);
  }

  /** Delivers a stored request: the vendors become its recipients, and each is emailed the lead. */
  async function deliverRequest(repo: MarketplaceQueries, requestId: number, recipientMemberIds: number[]) {
    await repo.addRecipients(requestId, recipientMemberIds);
    const request = (await repo.request(requestId)) as RequestRow;
    const vendors = await repo.vendors(recipientMemberIds);
    await notifyAll(
      repo,
      vendors.map((vendor) =>
        vendorNotice(
          vendor,
          "new-lead",
          `New lead: ${request.eventType} on ${longDate(request.eventDate)} in ${request.cityName}`,
          [
            `${request.plannerFirstName} is planning a ${request.eventType.toLowerCase()} for ${request.guestCount} guests on ${longDate(request.eventDate)} in ${request.cityName}.`,
            "Send a quote or let them know you can't make it:",
          ],
          `/dashboard/leads/${requestId}`,
        ),
      ),
    );
  }

  /** The caller's side of a request: its planner, one of its vendors, or an administrator reading. */
  function sideOf(principal: Principal, request: { clientId: number }, memberId: number | null): Side | "admin" | null {
    if (principal.clientId !== null && principal.clientId === request.clientId) return "planner";
    if (memberId !== null && principal.memberId === memberId) return "vendor";
    if (principal.role === "admin") return "admin";
    return null;
  }

  /**
   * The vendor whose conversation about this request shares contact details with `reader`, if any:
   * the vendor of a live (not cancelled) booking, and for a planner only once their email is confirmed.
   */
  async function contactsSharedWith(
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
  }

  /** The planner's venue and details as a reader sees them: contact details hidden unless shared. */
  function shownRequest<Details extends { venueName: string | null; details: string }>(
    details: Details,
    contactsVisible: boolean,
  ): Details {
    if (contactsVisible) return details;
    return {
      ...details,
      venueName: withoutContactDetails(details.venueName),
      details: withoutContactDetails(details.details),
    };
  }

  async function requestDetails(request: RequestRow) {
    const types = await repository.requestServiceTypes([request.id]);
    return {
      id: request.id,
      status: request.status,
      eventType: request.eventType,
      eventDate: request.eventDate,
      startTime: request.startTime.slice(0, 5),
      durationMinutes: request.durationMinutes,
      cityName: request.cityName,
      cityFileName: request.cityFileName,
      venueName: request.venueName,
      guestCount: request.guestCount,
      budgetCents: request.budgetCents,
      details: request.details,
      serviceTypes: types.map(({ id, name }) => ({ id, name })),
      createdAt: isoTimestamp(request.createdAt) as string,
    };
  }

  /** A quote; its free text (what is included, the planner's note) hides contact details unless they are shared. */
  function quoteDto(
    quote: QuoteRow,
    vendor: Vendor,
    requestStatus: RequestRow["status"],
    today: string,
    contactsVisible: boolean,
  ): QuoteDto {
    const live = quote.status === "pending" && quote.expiresOn >= today && requestStatus === "open";
    const shown = <Text extends string | null>(value: Text) => (contactsVisible ? value : withoutContactDetails(value));
    return {
      id: quote.id,
      requestId: quote.requestId,
      status: quote.status === "pending" && quote.expiresOn < today ? "expired" : quote.status,
      totalCents: quote.totalCents,
      depositCents: quote.depositCents,
      balanceCents: quote.totalCents - quote.depositCents,
      included: shown(quote.included),
      cancellationPolicy: policyOf(quote.cancellationPolicy),
      expiresOn: quote.expiresOn,
      closedNote: shown(quote.closedNote),
      createdAt: isoTimestamp(quote.createdAt) as string,
      vendor: vendorSummary(vendor),
      canAccept: live,
      canDecline: live,
      canWithdraw: quote.status === "pending",
    };
  }

  function reviewOpensOn(eventDate: string): string {
    const next = parseISO(eventDate);
    next.setDate(next.getDate() + 1);
    return format(next, "yyyy-MM-dd");
  }

  async function bookingDto(booking: BookingRow, viewer: Side | "admin"): Promise<BookingDto> {
    const [request, vendor, rows, review, quote] = await Promise.all([
      repository.request(booking.requestId),
      repository.vendor(booking.memberId),
      repository.payments(booking.id),
      repository.reviewOfBooking(booking.id),
      repository.quote(booking.quoteId),
    ]);
    if (!request || !vendor || !quote) throw new Error(`booking ${booking.id} lost its request, vendor or quote`);
    const paidCents = rows.filter((row) => row.kind !== "refund").reduce((sum, row) => sum + row.amountCents, 0);
    const refundedCents = rows.filter((row) => row.kind === "refund").reduce((sum, row) => sum + row.amountCents, 0);
    const today = clock.today();
    const confirmed = booking.status === "confirmed";
    const balanceCents = booking.status === "cancelled" ? 0 : booking.totalCents - paidCents;
    const afterEvent = today > booking.eventDate;
    // The vendor sees a review once it counts; the planner sees their own, with its state.
    const shownReview = review && (viewer !== "vendor" || review.status === "counted") ? review : undefined;
    // Operators see both sides; the planner and the vendor only while contacts are shared.
    const sharesContact =
      viewer === "admin" || (await contactsSharedWith(request, booking, viewer)) === booking.memberId;
    const contact = !sharesContact
      ? null
      : viewer === "vendor"
        ? {
            name: [request.plannerFirstName, request.plannerLastName].filter(Boolean).join(" "),
            email: request.plannerEmail,
            phone: request.plannerPhone,
          }
        : { name: vendor.name, email: vendor.email, phone: vendor.phone };
    return {
      id: booking.id,
      status: booking.status,
      requestId: booking.requestId,
      quoteId: booking.quoteId,
      eventType: request.eventType,
      eventDate: booking.eventDate,
      startTime: request.startTime.slice(0, 5),
      cityName: request.cityName,
      vendor: vendorSummary(vendor),
      plannerFirstName: request.plannerFirstName,
      totalCents: booking.totalCents,
      depositCents: booking.depositCents,
      paidCents,
      refundedCents,
      balanceCents,
      cancellationPolicy: policyOf(quote.cancellationPolicy),
      cancelledBy: booking.cancelledBy === "planner" || booking.cancelledBy === "vendor" ? booking.cancelledBy : null,
      cancelledAt: isoTimestamp(booking.cancelledAt),
      // Written as the booking ended, when contacts stop being shared.
      cancelReason: withoutContactDetails(booking.cancelReason),
      payments: rows.map((row) => ({
        kind: row.kind as "deposit" | "balance" | "refund",
        amountCents: row.amountCents,
        provider: row.provider,
        reference: row.providerReference,
        createdAt: isoTimestamp(row.createdAt) as string,
      })),
      paymentMode: payments.mode,
      contact,
      review: shownReview
        ? {
            id: shownReview.id,
            rating: shownReview.rating,
            title: shownReview.title,
            body: shownReview.body,
            reviewerName: shownReview.reviewerName,
            verifiedBooking: shownReview.verified,
            status: reviewStatusOf(shownReview.status),
            createdAt: isoTimestamp(shownReview.createdAt) as string,
            vendorReply: shownReview.vendorReply,
            vendorRepliedAt: isoTimestamp(shownReview.vendorRepliedAt),
          }
        : null,
      canCancel: confirmed && !afterEvent && (viewer === "planner" || viewer === "vendor"),
      canPayBalance: confirmed && viewer === "planner" && vendor.acceptsOnlineDeposits && balanceCents > 0,
      canReview: viewer === "planner" && booking.status !== "cancelled" && afterEvent && !review,
      reviewOpensOn: reviewOpensOn(booking.eventDate),
      canReply: viewer === "vendor" && shownReview !== undefined && shownReview.vendorReply === null,
    };
  }

  async function loadRequest(requestId: number): Promise<RequestRow> {
    const request = await repository.request(requestId);
    if (!request) throw notFound(`request ${requestId}`);
    return request;
  }

  async function plannerView(request: RequestRow, viewer: "planner" | "admin"): Promise<PlannerRequestDto> {
    const today = clock.today();
    const [details, quoteRows, recipients, declines, messageCounts, booking] = await Promise.all([
      requestDetails(request),
      repository.quotesOf(request.id),
      repository.recipients(request.id),
      repository.declines(request.id),
      repository.messageCounts(request.id),
      repository.bookingOfRequest(request.id),
    ]);
    const vendorById = new Map(recipients.map((vendor) => [vendor.memberId, vendor]));
    const declineByMember = new Map(declines.map((decline) => [decline.memberId, decline.reason]));
    const quotedMembers = new Set(quoteRows.map((quote) => quote.memberId));
    // The planner reads their request as the vendors do, and each quote as its vendor's contacts allow.
    const [bookedVendorSeesContacts, plannerSeesContactsOf] = await Promise.all([
      contactsSharedWith(request, booking, "vendor").then((memberId) => memberId !== null),
      contactsSharedWith(request, booking, "planner"),
    ]);
    return {
      request: {
        ...shownRequest(details, bookedVendorSeesContacts),
        recipientCount: recipients.length,
        canClose: viewer === "planner" && request.status === "open",
        canCancel: viewer === "planner" && request.status === "open",
      },
      quotes: quoteRows.flatMap((quote) => {
        const vendor = vendorById.get(quote.memberId);
        if (!vendor) return [];
        const dto = quoteDto(quote, vendor, request.status, today, quote.memberId === plannerSeesContactsOf);
        return [
          {
            ...dto,
            canAccept: dto.canAccept && viewer === "planner",
            canDecline: dto.canDecline && viewer === "planner",
            canWithdraw: false,
          },
        ];
      }),
      vendors: recipients.map((vendor) => {
        const thread = messageCounts.get(vendor.memberId);
        return {
          ...vendorSummary(vendor),
          answer: quotedMembers.has(vendor.memberId)
            ? "quoted"
            : declineByMember.has(vendor.memberId)
              ? "declined"
              : "waiting",
          declineReason: declineByMember.get(vendor.memberId) ?? null,
          messageCount: thread?.total ?? 0,
          lastMessageAt: thread ? isoTimestamp(thread.last) : null,
        };
      }),
      booking: booking ? await bookingDto(booking, viewer) : null,
    };
  }

  async function requireRequestOwner(principal: Principal, requestId: number, allowAdmin: boolean) {
    const request = await loadRequest(requestId);
    const side = sideOf(principal, request, null);
    if (side === "planner" || (allowAdmin && side === "admin")) return { request, side };
    throw forbidden();
  }

  function leadStatus(
    lead: {
      status: RequestRow["status"];
      declinedAt: Date | null;
      quoteStatus: QuoteRow["status"] | null;
      bookedMemberId: number | null;
      quoteExpired: boolean;
    },
    memberId: number,
  ): LeadStatus {
    if (lead.bookedMemberId === memberId || lead.quoteStatus === "accepted")
      return lead.status === "cancelled" ? "cancelled" : "booked";
    if (lead.declinedAt) return "declined";
    if (lead.quoteStatus === "closed" || lead.quoteStatus === "declined" || lead.status === "booked") return "lost";
    if (lead.status === "closed") return "closed";
    if (lead.status === "cancelled") return "cancelled";
    if (lead.quoteStatus === "expired" || lead.quoteExpired) return "expired";
    if (lead.quoteStatus === "pending") return "quoted";
    if (lead.quoteStatus === "withdrawn") return "closed";
    return "new";
  }

  async function leadView(memberId: number, request: RequestRow): Promise<LeadDto> {
    const today = clock.today();
    const [details, recipient, quote, vendor, counts, booking] = await Promise.all([
      requestDetails(request),
      repository.recipient(request.id, memberId),
      repository.quoteOf(request.id, memberId),
      repository.vendor(memberId),
      repository.quoteCounts([request.id]),
      repository.bookingOfRequest(request.id),
    ]);
    if (!recipient || !vendor) throw notFound(`lead ${request.id}`);
    const mine = booking && booking.memberId === memberId ? booking : undefined;
    const contactsVisible = (await contactsSharedWith(request, booking, "vendor")) === memberId;
    const status = leadStatus(
      {
        status: request.status,
        declinedAt: recipient.declinedAt,
        quoteStatus: quote?.status ?? null,
        bookedMemberId: mine ? memberId : null,
        quoteExpired: quote ? quote.status === "pending" && quote.expiresOn < today : false,
      },
      memberId,
    );
    const open = request.status === "open";
    const latest = [request.eventDate, clock.daysFromToday(REQUEST_LIMITS.maxQuoteDays)].sort()[0] as string;
    return {
      request: shownRequest(details, contactsVisible),
      plannerFirstName: request.plannerFirstName,
      status,
      otherQuoteCount: (counts.get(request.id) ?? 0) - (quote && quote.status !== "withdrawn" ? 1 : 0),
      quote: quote ? quoteDto(quote, vendor, request.status, today, contactsVisible) : null,
      declined: recipient.declinedAt
        ? {
            reason: recipient.declinedReason ?? "",
            note: withoutContactDetails(recipient.declinedNote),
            at: isoTimestamp(recipient.declinedAt) as string,
          }
        : null,
      booking: mine ? await bookingDto(mine, "vendor") : null,
      canQuote: open && !quote && !recipient.declinedAt && request.eventDate >= clock.daysFromToday(1),
      canDecline: open && !quote && !recipient.declinedAt,
      latestExpiresOn: latest,
      earliestExpiresOn: clock.daysFromToday(1),
    };
  }

  async function leadRequest(memberId: number, requestId: number): Promise<RequestRow> {
    const request = await loadRequest(requestId);
    if (!(await repository.recipient(requestId, memberId))) throw notFound(`lead ${requestId}`);
    return request;
  }

  function bookingSide(principal: Principal, booking: BookingRow): Side {
    if (principal.clientId !== null && principal.clientId === booking.clientId) return "planner";
    if (principal.memberId !== null && principal.memberId === booking.memberId) return "vendor";
    throw notAParty();
  }

  async function loadBooking(bookingId: number): Promise<BookingRow> {
    const booking = await repository.booking(bookingId);
    if (!booking) throw notFound(`booking ${bookingId}`);
    return booking;
  }

  function preview(booking: BookingRow, policyKey: string, paidCents: number, side: Side): CancellationPreviewDto {
    const policy = policyOf(policyKey);
    const today = clock.today();
    const refund = refundCents({
      policy: policy.key,
      paidCents,
      eventDate: booking.eventDate,
      cancelledOn: today,
      cancelledBy: side,
    });
    const daysBefore = differenceInCalendarDays(parseISO(booking.eventDate), parseISO(today));
    const days = `${daysBefore} ${daysBefore === 1 ? "day" : "days"} before the event`;
    const summary =
      paidCents === 0
        ? `Nothing has been paid online, so there is nothing to refund (${policy.label} policy, ${days}).`
        : side === "vendor"
          ? `The planner will be refunded everything they paid, ${formatCents(refund)}: a vendor who cancels refunds in full.`
          : `You'll be refunded ${formatCents(refund)} of the ${formatCents(paidCents)} you paid (${policy.label} policy, ${days}).`;
    return { bookingId: booking.id, cancelledBy: side, policy, daysBefore, paidCents, refundCents: refund, summary };
  }

  async function paidCentsOf(repo: MarketplaceQueries, bookingId: number): Promise<number> {
    const rows = await repo.payments(bookingId);
    return rows.reduce((sum, row) => sum + (row.kind === "refund" ? -row.amountCents : row.amountCents), 0);
  }

  /** Moves what time has decided: quotes past their date expire, bookings past their day complete. */
  async function sweep(): Promise<{ expired: number; completed: number; reviewRequests: number }> {
    const today = clock.today();
    let expired = 0;
    for (const quote of await repository.expiredQuotes(today)) {
      if (await repository.setQuoteStatus(quote.id, "pending", "expired")) expired += 1;
    }
    let completed = 0;
    for (const booking of await repository.bookingsToComplete(today)) {
      if (await repository.setBookingStatus(booking.id, "confirmed", "completed")) completed += 1;
    }
    const asked = await repository.claimReviewRequests(clock.now());
    for (const booking of asked) {
      const [request, vendor] = await Promise.all([
        repository.request(booking.requestId),
        repository.vendor(booking.memberId),
      ]);
      if (!request || !vendor) continue;
      await repository.outbox.enqueue(
        plannerNotice(request, "review-request", `How was ${vendor.name}?`, [
          `Your ${request.eventType.toLowerCase()} on ${longDate(request.eventDate)} is over. How was ${vendor.name}?`,
          "Your review helps other planners choose.",
        ]),
      );
    }
    return { expired, completed, reviewRequests: asked.length };
  }

  return {
    sweep,
    clock,

    /** Sweeps once a minute (every process may: each change is conditional on the state it read). */
    startSweeping(): () => void {
      const timer = setInterval(() => void sweep().catch(() => {}), SWEEP_INTERVAL_MS);
      timer.unref();
      return () => clearInterval(timer);
    },

    /**
     * A planner's request, delivered to matching vendors at once. A visitor's request signs nobody in:
     * a new email gets a pending account and the request goes out; an existing planner's email keeps
     * the request until that account's owner confirms it by the emailed link. A visitor hears the same
     * in every case.
     */
    async createRequest(principal: Principal | undefined, form: RequestForm): Promise<RequestCreatedDto> {
      if (principal && principal.clientId === null) throw new ClientError(403, "PLANNERS_ONLY", MESSAGES.plannersOnly);
      if (!principal && !form.contact) {
        const message = "Tell us your first name and email, so vendors can answer you.";
        throw new ClientError(400, "VALIDATION_FAILED", message, {
          "contact.firstName": message,
          "contact.email": message,
        });
      }
      if (principal?.clientId) {
        const existing = await repository.requestByToken(principal.clientId, form.clientToken);
        if (existing) {
          const recipients = await repository.recipients(existing.id);
          return { requestId: existing.id, recipientCount: recipients.length, path: `/client/events/${existing.id}` };
        }
      }
      const today = clock.today();
      if (form.eventDate < today || form.eventDate > clock.daysFromToday(REQUEST_LIMITS.maxDaysAhead)) {
        throw new ClientError(400, "VALIDATION_FAILED", MESSAGES.eventDate, { eventDate: MESSAGES.eventDate });
      }
      const city = await deps.locations.findCityByFileName(form.cityFileName);
      if (!city) throw new ClientError(400, "VALIDATION_FAILED", MESSAGES.city, { cityFileName: MESSAGES.city });
      const known = new Set((await deps.serviceTypes.list()).map((type) => type.id));
      const serviceTypeIds = [...new Set(form.serviceTypeIds)];
      if (serviceTypeIds.some((id) => !known.has(id))) {
        throw new ClientError(400, "VALIDATION_FAILED", MESSAGES.serviceTypes, {
          serviceTypeIds: MESSAGES.serviceTypes,
        });
      }

      let recipientMemberIds: number[];
      let audience: "matching" | "vendor" | "favorites" = "matching";
      const match = { serviceTypeIds, cityId: city.id, eventDate: form.eventDate, limit: REQUEST_LIMITS.maxRecipients };
      if (form.memberId !== undefined) {
        audience = "vendor";
        if (!(await repository.vendor(form.memberId))) throw notFound(`vendor ${form.memberId}`);
        recipientMemberIds = await repository.matchingVendors({ ...match, onlyMemberIds: [form.memberId] });
        if (recipientMemberIds.length === 0)
          throw refused("VENDOR_UNAVAILABLE", MESSAGES.vendorUnavailable, { eventDate: MESSAGES.vendorUnavailable });
      } else if (form.toFavorites) {
        audience = "favorites";
        const saved = principal?.clientId ? await repository.favoriteMemberIds(principal.clientId) : [];
        if (saved.length === 0) throw new ClientError(422, "NO_FAVORITES", MESSAGES.noFavorites);
        recipientMemberIds = await repository.matchingVendors({ ...match, limit: saved.length, onlyMemberIds: saved });
        if (recipientMemberIds.length === 0) throw new ClientError(422, "NO_MATCHING_VENDORS", MESSAGES.noMatches);
      } else {
        recipientMemberIds = await repository.matchingVendors(match);
        if (recipientMemberIds.length === 0) throw new ClientError(422, "NO_MATCHING_VENDORS", MESSAGES.noMatches);
      }

      // A visitor learns nothing about the email typed: every visitor gets this answer.
      const visitorAnswer = { requestId: null, recipientCount: recipientMemberIds.length, path: REQUEST_RECEIVED_PATH };
      let clientId = principal?.clientId ?? null;
      let visitor: Exclude<VisitorAccount, { kind: "not-a-planner" }> | undefined;
      if (clientId === null) {
        const contact = form.contact as NonNullable<RequestForm["contact"]>;
        const account = await deps.accounts.accountForVisitorRequest({
          firstName: contact.firstName,
          email: contact.email,
          phone: contact.phone,
        });
        if (account.kind === "not-a-planner") return visitorAnswer;
        visitor = account;
        clientId = account.clientId;
      }
      const plannerId = clientId;
      const madeAccount = visitor?.kind === "new";
      // Someone typed an existing planner's email: nothing goes out before that planner confirms it.
      const awaitingConfirmation = visitor?.kind === "existing";
      // Read before the transaction (a confirmed email never becomes unconfirmed); counted inside it.
      const plannerAccountId = principal?.accountId ?? (await repository.clientContact(plannerId))?.accountId;
      const emailVerified = plannerAccountId != null && (await deps.accounts.isEmailVerified(plannerAccountId));
      const stored = await repository.transaction(async (repo) => {
        // A request waiting for its owner opens nothing yet, and its answer must not depend on their account.
        if (!emailVerified && !awaitingConfirmation) {
          // The planner's row is locked, so requests sent at the same moment are counted one at a time.
          await repo.lockClient(plannerId);
          if (!mayOpenAnotherRequest({ emailVerified, openRequests: await repo.openRequestCount(plannerId) }))
            throw new ClientError(403, "EMAIL_NOT_CONFIRMED", TRUST_MESSAGES.confirmEmailForMoreRequests);
        }
        const created = await repo.createRequest({
          clientId: plannerId,
          clientToken: form.clientToken,
          audience,
          targetMemberId: form.memberId ?? null,
          eventType: form.eventType,
          eventDate: form.eventDate,
          startTime: form.startTime,
          durationMinutes: form.durationMinutes,
          cityId: city.id,
          venueName: form.venueName || null,
          guestCount: form.guestCount,
          budgetCents: form.budget,
          details: form.details,
          serviceTypeIds,
          awaitingConfirmation,
        });
        if (created === undefined) {
          return { requestId: (await repo.requestByToken(plannerId, form.clientToken))?.id as number, isNew: false };
        }
        // Its reviews of the vendors this request reached will wait for an operator (decision 022).
        if (madeAccount) await repo.markSignUpRequest(plannerId, created);
        if (!awaitingConfirmation) await deliverRequest(repo, created, recipientMemberIds);
        return { requestId: created, isNew: true };
      });
      if (visitor) {
        if (stored.isNew) await deps.accounts.visitorRequestStored(visitor, stored.requestId);
        return visitorAnswer;
      }
      return {
        requestId: stored.requestId,
        recipientCount: recipientMemberIds.length,
        path: `/client/events/${stored.requestId}`,
      };
    },

    /**
     * Delivers a request that waited for its owner's confirmation, to the vendors who match it now
     * (as a new request is delivered). Null when it was not waiting (already delivered, say by a
     * second click); no vendor when the event's date has passed or the request was ended meanwhile.
     */
    async deliverConfirmedRequest(requestId: number): Promise<{ recipientCount: number } | null> {
      return repository.transaction(async (repo) => {
        const request = await repo.releaseAwaitingRequest(requestId);
        if (!request) return null;
        if (request.status !== "open" || request.eventDate < clock.today()) return { recipientCount: 0 };
        const recipientMemberIds = await repo.matchingVendors({
          serviceTypeIds: request.serviceTypeIds,
          cityId: request.cityId,
          eventDate: request.eventDate,
          limit: REQUEST_LIMITS.maxRecipients,
          ...(request.targetMemberId === null ? {} : { onlyMemberIds: [request.targetMemberId] }),
        });
        await deliverRequest(repo, requestId, recipientMemberIds);
        return { recipientCount: recipientMemberIds.length };
      });
    },

    async plannerRequest(principal: Principal, requestId: number): Promise<PlannerRequestDto> {
      const { request, side } = await requireRequestOwner(principal, requestId, true);
      return plannerView(request, side === "planner" ? "planner" : "admin");
    },

    /** The planner closes (found someone elsewhere) or cancels an open request; its pending quotes close. */
    async endRequest(principal: Principal, requestId: number, event: "close" | "cancel"): Promise<PlannerRequestDto> {
      await repository.transaction(async (repo) => {
        const request = await repo.request(requestId, { lock: true });
        if (!request) throw notFound(`request ${requestId}`);
        if (sideOf(principal, request, null) !== "planner") throw forbidden();
        const outcome = transition(REQUEST_MACHINE, request.status, event, "planner");
        if (!outcome.ok)
          throw refused(
            "REQUEST_NOT_OPEN",
            `This request is ${request.status}: it can't be ${event === "close" ? "closed" : "cancelled"} now.`,
          );
        if (!outcome.changed) return;
        await repo.setRequestStatus(requestId, request.status, outcome.to);
        const note = event === "close" ? "The planner closed this request." : "The planner cancelled this event.";
        const closed = await repo.closeOtherQuotes(requestId, null, note);
        const vendors = await repo.vendors((await repo.recipients(requestId)).map((vendor) => vendor.memberId));
        const quoted = new Set(closed.map((quote) => quote.memberId));
        await notifyAll(
          repo,
          vendors
            .filter((vendor) => quoted.has(vendor.memberId))
            .map((vendor) =>
              vendorNotice(
                vendor,
                "request-ended",
                `${request.eventType} on ${longDate(request.eventDate)}: request ${outcome.to}`,
                [note],
                `/dashboard/leads/${requestId}`,
              ),
            ),
        );
      });
      return plannerView(await loadRequest(requestId), "planner");
    },

    /**
     * Accepting a quote books it, in one transaction: the quote is accepted, the request booked, the
     * other quotes closed with a note, the date put on the vendor's calendar (and out of search), and
     * the deposit charged when the vendor takes deposits online. Accepting again answers the same booking.
     */
    async acceptQuote(principal: Principal, quoteId: number): Promise<PlannerRequestDto> {
      const requestId = await repository.transaction(async (repo) => {
        const quote = await repo.quote(quoteId, { lock: true });
        if (!quote) throw notFound(`quote ${quoteId}`);
        const request = await repo.request(quote.requestId, { lock: true });
        if (!request) throw notFound(`quote ${quoteId}`);
        if (sideOf(principal, request, null) !== "planner") throw forbidden();
        const today = clock.today();
        if (quote.status === "pending" && quote.expiresOn < today) {
          await repo.setQuoteStatus(quote.id, "pending", "expired");
          throw refused(
            "QUOTE_NOT_AVAILABLE",
            `This quote expired on ${longDate(quote.expiresOn)}: ask the vendor for a new one.`,
          );
        }
        const outcome = transition(QUOTE_MACHINE, quote.status, "accept", "planner");
        if (!outcome.ok)
          throw refused("QUOTE_NOT_AVAILABLE", `This quote can no longer be accepted: it was ${quote.status}.`);
        if (!outcome.changed) return request.id;
        const booked = transition(REQUEST_MACHINE, request.status, "book", "system");
        if (!booked.ok || !booked.changed)
          throw refused(
            "QUOTE_NOT_AVAILABLE",
            `This request is ${request.status}: its quotes can no longer be accepted.`,
          );
        if (request.eventDate < today) throw refused("QUOTE_NOT_AVAILABLE", "The event date has passed.");
        const free = await repo.matchingVendors({
          serviceTypeIds: [],
          cityId: request.cityId,
          eventDate: request.eventDate,
          limit: 1,
          onlyMemberIds: [quote.memberId],
        });
        if (free.length === 0) throw refused("QUOTE_NOT_AVAILABLE", "This vendor is no longer available on that date.");
        const vendor = (await repo.vendor(quote.memberId)) as Vendor;

        await repo.setQuoteStatus(quote.id, "pending", "accepted");
        await repo.setRequestStatus(request.id, "open", "booked");
        const bookingId = await repo.createBooking({
          quoteId: quote.id,
          requestId: request.id,
          memberId: quote.memberId,
          clientId: request.clientId,
          eventDate: request.eventDate,
          totalCents: quote.totalCents,
          depositCents: quote.depositCents,
        });
        const others = await repo.closeOtherQuotes(request.id, quote.id, "Another vendor was booked for this event.");
        await repo.addBookingToCalendar({
          memberId: quote.memberId,
          bookingId,
          title: request.eventType,
          eventType: request.eventType,
          eventDate: request.eventDate,
          startTime: request.startTime,
          cityId: request.cityId,
          // The profile shows the kind of event, the day and the city; the planner's venue stays private.
          venueName: null,
        });
        await repo.addBookingCount(quote.memberId, 1);
        if (vendor.acceptsOnlineDeposits && quote.depositCents > 0) {
          const idempotencyKey = `booking-${bookingId}-deposit`;
          const charge = await payments.charge({
            amountCents: quote.depositCents,
            idempotencyKey,
            description: `Deposit for ${vendor.name}`,
          });
          await repo.recordPayment({
            bookingId,
            kind: "deposit",
            amountCents: quote.depositCents,
            provider: payments.name,
            providerReference: charge.reference,
            idempotencyKey,
          });
        }
        const othersVendors = await repo.vendors(others.map((other) => other.memberId));
        await notifyAll(repo, [
          vendorNotice(
            vendor,
            "booking",
            `Booked: ${request.eventType} on ${longDate(request.eventDate)}`,
            [
              `${request.plannerFirstName} accepted your quote of ${formatCents(quote.totalCents)}. Their contact details are on the booking.`,
            ],
            `/dashboard/leads/${request.id}`,
          ),
          plannerNotice(request, "booking", `You booked ${vendor.name}`, [
            `${vendor.name} is booked for your ${request.eventType.toLowerCase()} on ${longDate(request.eventDate)}, for ${formatCents(quote.totalCents)}.`,
          ]),
          ...othersVendors.map((other) =>
            vendorNotice(
              other,
              "quote-closed",
              `${request.eventType} on ${longDate(request.eventDate)}: booked with another vendor`,
              ["The planner booked another vendor for this event, so your quote is closed. Thank you for quoting."],
              `/dashboard/leads/${request.id}`,
            ),
          ),
        ]);
        return request.id;
      });
      const request = await loadRequest(requestId);
      const booking = await repository.bookingOfRequest(requestId);
      if (booking) deps.onMemberChanged(booking.memberId);
      return plannerView(request, "planner");
    },

    async declineQuote(principal: Principal, quoteId: number, reason: string): Promise<PlannerRequestDto> {
      const requestId = await repository.transaction(async (repo) => {
        const quote = await repo.quote(quoteId, { lock: true });
        if (!quote) throw notFound(`quote ${quoteId}`);
        const request = (await repo.request(quote.requestId)) as RequestRow;
        if (sideOf(principal, request, null) !== "planner") throw forbidden();
        const outcome = transition(QUOTE_MACHINE, quote.status, "decline", "planner");
        if (!outcome.ok)
          throw refused("QUOTE_NOT_AVAILABLE", `This quote can no longer be declined: it was ${quote.status}.`);
        if (outcome.changed) {
          await repo.setQuoteStatus(quote.id, "pending", "declined", reason || null);
          const vendor = (await repo.vendor(quote.memberId)) as Vendor;
          await repo.outbox.enqueue(
            vendorNotice(
              vendor,
              "quote-declined",
              `${request.plannerFirstName} declined your quote`,
              [
                `${request.plannerFirstName} declined your quote for the ${request.eventType.toLowerCase()} on ${longDate(request.eventDate)}.`,
                ...(reason ? [`Their note: ${withoutContactDetails(reason)}`] : []),
              ],
              `/dashboard/leads/${request.id}`,
            ),
          );
        }
        return request.id;
      });
      return plannerView(await loadRequest(requestId), "planner");
    },

    async withdrawQuote(principal: Principal, quoteId: number): Promise<LeadDto> {
      const quote = await repository.quote(quoteId);
      if (!quote) throw notFound(`quote ${quoteId}`);
      if (principal.memberId !== quote.memberId) throw forbidden();
      const outcome = transition(QUOTE_MACHINE, quote.status, "withdraw", "vendor");
      if (!outcome.ok)
        throw refused("QUOTE_NOT_AVAILABLE", `This quote can no longer be withdrawn: it was ${quote.status}.`);
      if (outcome.changed)
        await repository.setQuoteStatus(quote.id, "pending", "withdrawn", "The vendor withdrew this quote.");
      return leadView(quote.memberId, await loadRequest(quote.requestId));
    },

    async leads(memberId: number): Promise<LeadSummaryDto[]> {
      const rows = await repository.leads(memberId);
      const ids = rows.map((row) => row.requestId);
      const [types, counts] = await Promise.all([repository.requestServiceTypes(ids), repository.quoteCounts(ids)]);
      const today = clock.today();
      return rows.map((row) => ({
        requestId: row.requestId,
        eventType: row.eventType,
        eventDate: row.eventDate,
        cityName: row.cityName,
        serviceTypes: types.filter((type) => type.requestId === row.requestId).map((type) => type.name),
        guestCount: row.guestCount,
        budgetCents: row.budgetCents,
        plannerFirstName: row.plannerFirstName,
        receivedAt: isoTimestamp(row.receivedAt) as string,
        status: leadStatus({ ...row, quoteExpired: row.quoteStatus === "pending" && row.eventDate < today }, memberId),
        quoteCount: counts.get(row.requestId) ?? 0,
      }));
    },

    async lead(memberId: number, requestId: number): Promise<LeadDto> {
      return leadView(memberId, await leadRequest(memberId, requestId));
    },

    async sendQuote(
      memberId: number,
      requestId: number,
      form: {
        total: number;
        deposit: number;
        included: string;
        cancellationPolicy: CancellationPolicyKey;
        expiresOn: string;
      },
    ): Promise<LeadDto> {
      const request = await leadRequest(memberId, requestId);
      const existing = await repository.quoteOf(requestId, memberId);
      const same = (quote: QuoteRow) =>
        quote.totalCents === form.total &&
        quote.depositCents === form.deposit &&
        quote.included === form.included &&
        quote.cancellationPolicy === form.cancellationPolicy &&
        quote.expiresOn === form.expiresOn;
      if (existing) {
        if (same(existing)) return leadView(memberId, request);
        throw refused("ALREADY_QUOTED", "You have already quoted for this request. Withdraw that quote to change it.");
      }
      const recipient = await repository.recipient(requestId, memberId);
      if (recipient?.declinedAt) throw refused("LEAD_DECLINED", "You declined this lead.");
      if (request.status !== "open")
        throw refused("REQUEST_NOT_OPEN", `This request is ${request.status}: it takes no more quotes.`);
      const earliest = clock.daysFromToday(1);
      const latest = [request.eventDate, clock.daysFromToday(REQUEST_LIMITS.maxQuoteDays)].sort()[0] as string;
      if (form.expiresOn < earliest || form.expiresOn > latest) {
        throw new ClientError(400, "VALIDATION_FAILED", MESSAGES.expiresOn, { expiresOn: MESSAGES.expiresOn });
      }
      await repository.transaction(async (repo) => {
        const created = await repo.createQuote({
          requestId,
          memberId,
          totalCents: form.total,
          depositCents: form.deposit,
          included: form.included,
          cancellationPolicy: form.cancellationPolicy,
          expiresOn: form.expiresOn,
        });
        if (created === undefined) return;
        const vendor = (await repo.vendor(memberId)) as Vendor;
        await repo.outbox.enqueue(
          plannerNotice(request, "new-quote", `New quote from ${vendor.name}: ${formatCents(form.total)}`, [
            `${vendor.name} quoted ${formatCents(form.total)} for your ${request.eventType.toLowerCase()} on ${longDate(request.eventDate)}.`,
            "Compare your quotes and message the vendors:",
          ]),
        );
      });
      const saved = await repository.quoteOf(requestId, memberId);
      if (saved && !same(saved))
        throw refused("ALREADY_QUOTED", "You have already quoted for this request. Withdraw that quote to change it.");
      return leadView(memberId, request);
    },

    async declineLead(memberId: number, requestId: number, reason: string, note: string): Promise<LeadDto> {
      const request = await leadRequest(memberId, requestId);
      const quote = await repository.quoteOf(requestId, memberId);
      if (quote) throw refused("ALREADY_QUOTED", "You have quoted for this request: withdraw the quote instead.");
      if (await repository.declineLead(requestId, memberId, reason, note || null, clock.now())) {
        const vendor = (await repository.vendor(memberId)) as Vendor;
        await repository.outbox.enqueue(
          plannerNotice(request, "lead-declined", `${vendor.name} can't take your event`, [
            `${vendor.name} can't take your ${request.eventType.toLowerCase()} on ${longDate(request.eventDate)}: ${reason.toLowerCase()}.`,
            ...(note ? [`Their note: ${withoutContactDetails(note)}`] : []),
          ]),
        );
      }
      return leadView(memberId, request);
    },

    async thread(principal: Principal, requestId: number, memberId: number): Promise<ThreadDto> {
      const request = await loadRequest(requestId);
      if (!sideOf(principal, request, memberId)) throw forbidden();
      const vendor = await repository.vendor(memberId);
      if (!vendor || !(await repository.recipient(requestId, memberId)))
        throw notFound(`conversation about request ${requestId} with vendor ${memberId}`);
      const [rows, booking] = await Promise.all([
        repository.thread(requestId, memberId),
        repository.bookingOfRequest(requestId),
      ]);
      const plannerAccount = request.plannerAccountId;
      const reader = sideOf(principal, request, memberId) === "planner" ? "planner" : "vendor";
      return {
        requestId,
        memberId,
        vendorName: vendor.name,
        plannerFirstName: request.plannerFirstName,
        contactShared: (await contactsSharedWith(request, booking, reader)) === memberId,
        messages: rows.map((row): MessageDto => {
          const senderRole = row.senderAccountId === plannerAccount ? "planner" : "vendor";
          return {
            id: row.id,
            senderRole,
            senderName: senderRole === "planner" ? request.plannerFirstName : vendor.name,
            body: row.body,
            createdAt: isoTimestamp(row.createdAt) as string,
            mine: row.senderAccountId === principal.accountId,
          };
        }),
      };
    },

    /**
     * A message in a request's conversation with one vendor. Contact details in it are hidden, as it is
     * stored, unless its reader may see them (a live booking, and a confirmed email for a planner): a
     * message written after a cancellation is hidden again, and earlier ones stay as they were stored.
     */
    async sendMessage(principal: Principal, requestId: number, memberId: number, body: string, clientToken: string) {
      const request = await loadRequest(requestId);
      const side = sideOf(principal, request, memberId);
      if (side === "admin")
        throw new ClientError(403, "FORBIDDEN", "Only the planner and the vendor write in their conversation.");
      if (!side) throw forbidden();
      const vendor = await repository.vendor(memberId);
      if (!vendor || !(await repository.recipient(requestId, memberId)))
        throw notFound(`conversation about request ${requestId} with vendor ${memberId}`);
      const booking = await repository.bookingOfRequest(requestId);
      const reader = side === "planner" ? "vendor" : "planner";
      const shared = (await contactsSharedWith(request, booking, reader)) === memberId;
      const hidden = shared ? { text: body, hidden: false } : hideContactDetails(body);
      const { message, created } = await repository.transaction(async (repo) => {
        const stored = await repo.addMessage({
          requestId,
          memberId,
          senderAccountId: principal.accountId,
          body: hidden.text,
          clientToken,
        });
        if (stored.created) {
          await repo.outbox.enqueue(
            side === "planner"
              ? vendorNotice(
                  vendor,
                  "new-message",
                  `New message from ${request.plannerFirstName}`,
                  [
                    `${request.plannerFirstName} wrote about the ${request.eventType.toLowerCase()} on ${longDate(request.eventDate)}:`,
                    "",
                    hidden.text,
                  ],
                  `/dashboard/leads/${requestId}`,
                )
              : plannerNotice(request, "new-message", `New message from ${vendor.name}`, [
                  `${vendor.name} wrote:`,
                  "",
                  hidden.text,
                ]),
          );
        }
        return stored;
      });
      const dto: MessageDto = {
        id: message.id,
        senderRole: side,
        senderName: side === "planner" ? request.plannerFirstName : vendor.name,
        body: message.body,
        createdAt: isoTimestamp(message.createdAt) as string,
        mine: true,
      };
      return { message: dto, contactHidden: hidden.hidden, created };
    },

    async cancellationPreview(principal: Principal, bookingId: number): Promise<CancellationPreviewDto> {
      const booking = await loadBooking(bookingId);
      const side = bookingSide(principal, booking);
      const quote = (await repository.quote(booking.quoteId)) as QuoteRow;
      return preview(booking, quote.cancellationPolicy, await paidCentsOf(repository, booking.id), side);
    },

    /**
     * Either side cancels; the refund follows the quote's policy and today's date, and must be the one
     * the person was shown (`expectedRefundCents`), otherwise nothing happens and they see the new one.
     */
    async cancelBooking(
      principal: Principal,
      bookingId: number,
      expectedRefundCents: number,
      reason: string,
    ): Promise<BookingDto> {
      const side = await repository.transaction(async (repo) => {
        const booking = await repo.booking(bookingId, { lock: true });
        if (!booking) throw notFound(`booking ${bookingId}`);
        const actor = bookingSide(principal, booking);
        const outcome = transition(BOOKING_MACHINE, booking.status, "cancel", actor);
        if (!outcome.ok)
          throw refused("BOOKING_NOT_CANCELLABLE", `This booking is ${booking.status}: it can't be cancelled.`);
        if (!outcome.changed) return actor;
        if (booking.eventDate < clock.today())
          throw refused("BOOKING_NOT_CANCELLABLE", "The event has passed: this booking can't be cancelled.");
        const quote = (await repo.quote(booking.quoteId)) as QuoteRow;
        const paid = await paidCentsOf(repo, booking.id);
        const refund = preview(booking, quote.cancellationPolicy, paid, actor);
        if (refund.refundCents !== expectedRefundCents) {
          throw refused(
            "REFUND_CHANGED",
            `The refund is now ${formatCents(refund.refundCents)}. Check it and confirm again.`,
          );
        }
        await repo.setBookingStatus(booking.id, "confirmed", "cancelled", {
          cancelledBy: actor,
          cancelledAt: clock.now(),
          cancelReason: reason || null,
          refundCents: refund.refundCents,
        });
        if (refund.refundCents > 0) {
          const idempotencyKey = `booking-${booking.id}-refund`;
          const made = await payments.refund({
            amountCents: refund.refundCents,
            idempotencyKey,
            description: `Refund for booking ${booking.id}`,
          });
          await repo.recordPayment({
            bookingId: booking.id,
            kind: "refund",
            amountCents: refund.refundCents,
            provider: payments.name,
            providerReference: made.reference,
            idempotencyKey,
          });
        }
        await repo.setRequestStatus(booking.requestId, "booked", "cancelled");
        await repo.removeBookingFromCalendar(booking.id);
        await repo.addBookingCount(booking.memberId, -1);
        const request = (await repo.request(booking.requestId)) as RequestRow;
        const vendor = (await repo.vendor(booking.memberId)) as Vendor;
        const who = actor === "planner" ? request.plannerFirstName : vendor.name;
        const lines = [
          `${who} cancelled the booking for the ${request.eventType.toLowerCase()} on ${longDate(request.eventDate)}.`,
          ...(reason ? [`Reason: ${withoutContactDetails(reason)}`] : []),
          refund.refundCents > 0
            ? `${formatCents(refund.refundCents)} is refunded to the planner.`
            : "Nothing is refunded.",
        ];
        await notifyAll(repo, [
          vendorNotice(
            vendor,
            "cancellation",
            `Booking cancelled: ${request.eventType} on ${longDate(request.eventDate)}`,
            lines,
            `/dashboard/leads/${request.id}`,
          ),
          plannerNotice(request, "cancellation", `Booking cancelled: ${vendor.name}`, lines),
        ]);
        return actor;
      });
      const booking = await loadBooking(bookingId);
      deps.onMemberChanged(booking.memberId);
      return bookingDto(booking, side);
    },

    async payBalance(principal: Principal, bookingId: number, expectedAmountCents: number): Promise<BookingDto> {
      await repository.transaction(async (repo) => {
        const booking = await repo.booking(bookingId, { lock: true });
        if (!booking) throw notFound(`booking ${bookingId}`);
        if (bookingSide(principal, booking) !== "planner")
          throw new ClientError(403, "FORBIDDEN", "Only the planner pays.");
        if (booking.status !== "confirmed")
          throw refused("NOTHING_TO_PAY", `This booking is ${booking.status}: there is nothing to pay.`);
        const vendor = (await repo.vendor(booking.memberId)) as Vendor;
        if (!vendor.acceptsOnlineDeposits)
          throw refused("NOTHING_TO_PAY", `${vendor.name} is paid directly, not online.`);
        const balance = booking.totalCents - (await paidCentsOf(repo, booking.id));
        if (balance <= 0) return;
        if (balance !== expectedAmountCents)
          throw refused("AMOUNT_CHANGED", `The balance is now ${formatCents(balance)}. Check it and pay again.`);
        const idempotencyKey = `booking-${booking.id}-balance`;
        const charge = await payments.charge({
          amountCents: balance,
          idempotencyKey,
          description: `Balance for ${vendor.name}`,
        });
        await repo.recordPayment({
          bookingId: booking.id,
          kind: "balance",
          amountCents: balance,
          provider: payments.name,
          providerReference: charge.reference,
          idempotencyKey,
        });
      });
      return bookingDto(await loadBooking(bookingId), "planner");
    },

    /**
     * A review from the booking's planner, after the event day, once their email is confirmed. It is
     * verified when the booking was paid through Marquee above the minimum or confirmed by an operator,
     * and held for an operator when the planner's account was made by a request to this vendor or has
     * used the vendor's network address; otherwise it counts in the rating at once (decision 022).
     */
    async review(
      principal: Principal,
      bookingId: number,
      form: { rating: number; title: string; body: string },
    ): Promise<BookingDto> {
      const booking = await loadBooking(bookingId);
      if (bookingSide(principal, booking) !== "planner")
        throw new ClientError(403, "FORBIDDEN", "Only the planner reviews.");
      if (booking.status === "cancelled")
        throw refused("NOT_REVIEWABLE", "This booking was cancelled: there is nothing to review.");
      const opens = reviewOpensOn(booking.eventDate);
      if (clock.today() < opens)
        throw refused("REVIEW_TOO_EARLY", `You can review after the event, from ${longDate(opens)}.`);
      if (!(await deps.accounts.isEmailVerified(principal.accountId)))
        throw new ClientError(403, "EMAIL_NOT_CONFIRMED", TRUST_MESSAGES.confirmEmailToReview);
      const [request, vendor] = await Promise.all([
        repository.request(booking.requestId) as Promise<RequestRow>,
        repository.vendor(booking.memberId) as Promise<Vendor>,
      ]);
      const [paidCents, accountMadeByRequestToVendor, sharesAddressWithVendor] = await Promise.all([
        paidCentsOf(repository, booking.id),
        repository.accountMadeByRequestTo(booking.clientId, booking.memberId),
        vendor.accountId === null ? false : deps.accounts.accountsShareAnAddress(principal.accountId, vendor.accountId),
      ]);
      const standing = reviewStanding({
        paidCents,
        operatorConfirmed: booking.operatorConfirmedAt !== null,
        accountMadeByRequestToVendor,
        sharesAddressWithVendor,
      });
      const created = await repository.transaction(async (repo) => {
        await repo.setBookingStatus(booking.id, "confirmed", "completed");
        const id = await repo.createReview({
          memberId: booking.memberId,
          clientId: booking.clientId,
          bookingId: booking.id,
          reviewerName: `${request.plannerFirstName}${request.plannerLastName ? ` ${request.plannerLastName.charAt(0)}.` : ""}`,
          rating: form.rating,
          title: form.title || null,
          body: form.body,
          eventType: request.eventType,
          eventDate: request.eventDate,
          verified: standing.verified,
          status: standing.status,
          heldReason: standing.heldReasons.join(",") || null,
          createdAt: clock.now(),
        });
        if (id === undefined) return false;
        // A held review is neither counted nor announced until an operator approves it.
        if (standing.status !== "counted") return true;
        await repo.refreshRating(booking.memberId);
        await repo.outbox.enqueue(newReviewNotice(vendor, request, form.rating));
        return true;
      });
      if (!created) throw refused("ALREADY_REVIEWED", "You have already reviewed this booking.");
      deps.onMemberChanged(booking.memberId);
      return bookingDto(await loadBooking(bookingId), "planner");
    },

    /** Operators: reviews in one state (held ones by default), oldest first. */
    async reviewsForModeration(status: ReviewStatus): Promise<ModeratedReviewDto[]> {
      return (await repository.reviewsByStatus(status, MODERATION_LIST_SIZE)).map(moderatedReviewDto);
    },

    /**
     * An operator approves a review (it counts, and the vendor is told) or removes it (it no longer
     * shows nor counts); recorded in the audit trail. Deciding the same again changes nothing.
     */
    async moderateReview(
      operator: Principal,
      reviewId: number,
      decision: "approve" | "remove",
      note: string,
    ): Promise<ModeratedReviewDto> {
      const to: ReviewStatus = decision === "approve" ? "counted" : "removed";
      const from: ReviewStatus[] = decision === "approve" ? ["held", "removed"] : ["held", "counted"];
      const memberId = await repository.transaction(async (repo) => {
        const review = await repo.reviewForModeration(reviewId, { lock: true });
        if (!review) throw notFound(`review ${reviewId}`);
        const current = reviewStatusOf(review.status);
        if (current === to) return review.memberId;
        if (!from.includes(current)) throw refused("REVIEW_NOT_MODERATABLE", `This review is ${current}.`);
        await repo.moderateReview(reviewId, from, to, operator.accountId, clock.now());
        await repo.refreshRating(review.memberId);
        await repo.audit({
          actorAccountId: operator.accountId,
          action: decision === "approve" ? "review.approved" : "review.removed",
          subjectAccountId: review.vendorAccountId,
          details: {
            reviewId,
            memberId: review.memberId,
            bookingId: review.bookingId,
            reviewerClientId: review.reviewerClientId,
            from: current,
            heldReasons: parseHoldReasons(review.heldReason),
            note: note || null,
          },
        });
        if (decision === "approve" && review.bookingId !== null) {
          const booking = await repo.booking(review.bookingId);
          const [request, vendor] = booking
            ? await Promise.all([repo.request(booking.requestId), repo.vendor(review.memberId)])
            : [undefined, undefined];
          if (request && vendor) await repo.outbox.enqueue(newReviewNotice(vendor, request, review.rating));
        }
        return review.memberId;
      });
      deps.onMemberChanged(memberId);
      return moderatedReviewDto(
        (await repository.reviewForModeration(reviewId)) as NonNullable<
          Awaited<ReturnType<Repo["reviewForModeration"]>>
        >,
      );
    },

    /**
     * An operator confirms that a booked event took place (after its day): its review, written or
     * still to come, is verified whatever was paid online. Audited; confirming again changes nothing.
     */
    async confirmBooking(operator: Principal, bookingId: number, note: string) {
      const result = await repository.transaction(async (repo) => {
        const booking = await repo.booking(bookingId, { lock: true });
        if (!booking) throw notFound(`booking ${bookingId}`);
        if (booking.status === "cancelled")
          throw refused("BOOKING_NOT_CONFIRMABLE", "This booking was cancelled: there is nothing to confirm.");
        if (clock.today() <= booking.eventDate)
          throw refused(
            "BOOKING_NOT_CONFIRMABLE",
            `The event is on ${longDate(booking.eventDate)}: confirm it once it has taken place.`,
          );
        if (booking.operatorConfirmedAt !== null) return { booking, at: booking.operatorConfirmedAt };
        const at = await repo.confirmBooking(booking.id, clock.now());
        const vendor = (await repo.vendor(booking.memberId)) as Vendor;
        await repo.audit({
          actorAccountId: operator.accountId,
          action: "booking.confirmed",
          subjectAccountId: vendor.accountId,
          details: { bookingId, memberId: booking.memberId, clientId: booking.clientId, note: note || null },
        });
        return { booking, at };
      });
      deps.onMemberChanged(result.booking.memberId);
      const review = await repository.reviewOfBooking(bookingId);
      const moderated = review ? await repository.reviewForModeration(review.id) : undefined;
      return {
        bookingId,
        operatorConfirmedAt: isoTimestamp(result.at) as string,
        review: moderated ? moderatedReviewDto(moderated) : null,
      };
    },

    async replyToReview(memberId: number, reviewId: number, reply: string): Promise<BookingDto> {
      const review = await repository.review(reviewId);
      // A held or removed review is not the vendor's to see, so not theirs to answer either.
      if (!review || review.memberId !== memberId || review.bookingId === null || review.status !== "counted")
        throw notFound(`review ${reviewId} from a booking`);
      // The reply is shown on the public profile, where contact details never are.
      if (hasContactDetails(reply)) {
        const message = CONTACT_DETAILS_MESSAGES.reviewReply;
        throw new ClientError(400, "VALIDATION_FAILED", message, { reply: message });
      }
      if (!(await repository.replyToReview(reviewId, reply, clock.now()))) {
        throw refused("ALREADY_REPLIED", "You have already replied to this review.");
      }
      deps.onMemberChanged(memberId);
      return bookingDto(await loadBooking(review.bookingId), "vendor");
    },

    async favorites(clientId: number): Promise<FavoriteDto[]> {
      const rows = await repository.favorites(clientId);
      return rows.map((row) => ({
        ...vendorSummary(row),
        serviceTypeName: row.serviceTypeName,
        cityName: row.cityName,
      }));
    },

    async saveFavorite(clientId: number, memberId: number): Promise<void> {
      if (!(await repository.saveFavorite(clientId, memberId))) throw notFound(`vendor ${memberId}`);
    },

    removeFavorite: (clientId: number, memberId: number) => repository.removeFavorite(clientId, memberId),

    /** The vendor's private feed address; made on first use, replaced on request (the old one stops working). */
    async calendarFeedUrl(memberId: number, renew: boolean): Promise<string> {
      const current = await repository.calendarFeedToken(memberId);
      if (!current) throw notFound(`vendor ${memberId}`);
      let token = current.token;
      if (!token || renew) {
        token = newOpaqueToken();
        await repository.setCalendarFeedToken(memberId, token);
      }
      return link(`/calendar/${token}.ics`);
    },

    /** The iCalendar text of a feed, or undefined for an unknown address. */
    async calendarFeed(token: string): Promise<string | undefined> {
      const owner = await repository.feedOwner(token);
      if (!owner) return undefined;
      const rows = await repository.feedBookings(token, clock.daysFromToday(-365));
      return bookingsCalendar({
        calendarName: `${owner.name} bookings (Marquee)`,
        host: new URL(deps.publicOrigin).host,
        stampedAt: clock.now(),
        bookings: rows.map((row) => ({
          ...row,
          // A cancelled booking no longer shares the planner's contact details.
          ...(row.status === "cancelled"
            ? { plannerEmail: null, plannerPhone: null, venueName: withoutContactDetails(row.venueName) }
            : {}),
          link: link(`/dashboard/leads/${row.requestId}`),
        })),
      });
    },
  };
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
