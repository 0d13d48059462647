import { differenceInCalendarDays, format, parseISO } from "date-fns";
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
import type { MarketplaceQueries, MarketplaceRepository } from "./marketplace.repo.server.ts";
import {
  BOOKING_MACHINE,
  CANCELLATION_POLICIES,
  type CancellationPolicyKey,
  formatCents,
  hideContactDetails,
  MARKETPLACE_MESSAGES as MESSAGES,
  QUOTE_MACHINE,
  REQUEST_LIMITS,
  REQUEST_MACHINE,
  refundCents,
  transition,
} from "./marketplace.rules.ts";
import type {
  BookingDto,
  CancellationPreviewDto,
  FavoriteDto,
  LeadDto,
  LeadStatus,
  LeadSummaryDto,
  MessageDto,
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

/** A visitor's request makes their planner account; the accounts service does that part. */
export type GuestSignUp = (contact: {
  firstName: string;
  email: string;
  phone: string | null;
}) => Promise<{ ok: true; clientId: number; setCookies: string[] } | { ok: false }>;

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

  async function notifyAll(repo: MarketplaceQueries, notices: NewNotification[]) {
    for (const notice of notices) await repo.outbox.enqueue(notice);
  }

  /** The caller's side of a request: its planner, one of its vendors, or an administrator reading. */
  function sideOf(principal: Principal, request: { clientId: number }, memberId: number | null): Side | "admin" | null {
    if (principal.clientId !== null && principal.clientId === request.clientId) return "planner";
    if (memberId !== null && principal.memberId === memberId) return "vendor";
    if (principal.role === "admin") return "admin";
    return null;
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

  function quoteDto(quote: QuoteRow, vendor: Vendor, requestStatus: RequestRow["status"], today: string): QuoteDto {
    const live = quote.status === "pending" && quote.expiresOn >= today && requestStatus === "open";
    return {
      id: quote.id,
      requestId: quote.requestId,
      status: quote.status === "pending" && quote.expiresOn < today ? "expired" : quote.status,
      totalCents: quote.totalCents,
      depositCents: quote.depositCents,
      balanceCents: quote.totalCents - quote.depositCents,
      included: quote.included,
      cancellationPolicy: policyOf(quote.cancellationPolicy),
      expiresOn: quote.expiresOn,
      closedNote: quote.closedNote,
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
    const contact =
      viewer === "vendor"
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
      cancelReason: booking.cancelReason,
      payments: rows.map((row) => ({
        kind: row.kind as "deposit" | "balance" | "refund",
        amountCents: row.amountCents,
        provider: row.provider,
        reference: row.providerReference,
        createdAt: isoTimestamp(row.createdAt) as string,
      })),
      paymentMode: payments.mode,
      contact,
      review: review
        ? {
            id: review.id,
            rating: review.rating,
            title: review.title,
            body: review.body,
            reviewerName: review.reviewerName,
            verifiedBooking: true,
            createdAt: isoTimestamp(review.createdAt) as string,
            vendorReply: review.vendorReply,
            vendorRepliedAt: isoTimestamp(review.vendorRepliedAt),
          }
        : null,
      canCancel: confirmed && !afterEvent && (viewer === "planner" || viewer === "vendor"),
      canPayBalance: confirmed && viewer === "planner" && vendor.acceptsOnlineDeposits && balanceCents > 0,
      canReview: viewer === "planner" && booking.status !== "cancelled" && afterEvent && !review,
      reviewOpensOn: reviewOpensOn(booking.eventDate),
      canReply: viewer === "vendor" && review !== undefined && review.vendorReply === null,
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
    return {
      request: {
        ...details,
        recipientCount: recipients.length,
        canClose: viewer === "planner" && request.status === "open",
        canCancel: viewer === "planner" && request.status === "open",
      },
      quotes: quoteRows.flatMap((quote) => {
        const vendor = vendorById.get(quote.memberId);
        if (!vendor) return [];
        const dto = quoteDto(quote, vendor, request.status, today);
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
      request: details,
      plannerFirstName: request.plannerFirstName,
      status,
      otherQuoteCount: (counts.get(request.id) ?? 0) - (quote && quote.status !== "withdrawn" ? 1 : 0),
      quote: quote ? quoteDto(quote, vendor, request.status, today) : null,
      declined: recipient.declinedAt
        ? {
            reason: recipient.declinedReason ?? "",
            note: recipient.declinedNote,
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
          "Your review helps other planners choose, and it is marked as from a verified booking.",
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

    async createRequest(
      principal: Principal | undefined,
      form: RequestForm,
      signUpGuest: GuestSignUp,
    ): Promise<RequestCreatedDto & { setCookies: string[] }> {
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
          return {
            requestId: existing.id,
            recipientCount: recipients.length,
            accountCreated: false,
            path: `/client/events/${existing.id}`,
            setCookies: [],
          };
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

      let clientId = principal?.clientId ?? null;
      let setCookies: string[] = [];
      if (clientId === null) {
        const contact = form.contact as NonNullable<RequestForm["contact"]>;
        const account = await signUpGuest({ firstName: contact.firstName, email: contact.email, phone: contact.phone });
        if (!account.ok)
          throw refused("LOG_IN_TO_SEND", MESSAGES.logInToSend, { "contact.email": MESSAGES.logInToSend });
        clientId = account.clientId;
        setCookies = account.setCookies;
      }
      const plannerId = clientId;
      const requestId = await repository.transaction(async (repo) => {
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
          recipientMemberIds,
        });
        if (created === undefined) return (await repo.requestByToken(plannerId, form.clientToken))?.id as number;
        const request = (await repo.request(created)) as RequestRow;
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
              `/dashboard/leads/${created}`,
            ),
          ),
        );
        return created;
      });
      return {
        requestId,
        recipientCount: recipientMemberIds.length,
        accountCreated: setCookies.length > 0,
        path: `/client/events/${requestId}`,
        setCookies,
      };
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
                ...(reason ? [`Their note: ${reason}`] : []),
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
            ...(note ? [`Their note: ${note}`] : []),
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
      return {
        requestId,
        memberId,
        vendorName: vendor.name,
        plannerFirstName: request.plannerFirstName,
        contactShared: booking?.memberId === memberId,
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

    /** A message in a request's conversation with one vendor; contact details are hidden until they book. */
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
      const shared = booking?.memberId === memberId;
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
          ...(reason ? [`Reason: ${reason}`] : []),
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

    /** A review from the booking's planner, after the event day; it counts in the rating at once. */
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
      const request = (await repository.request(booking.requestId)) as RequestRow;
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
          createdAt: clock.now(),
        });
        if (id === undefined) return false;
        await repo.refreshRating(booking.memberId);
        const vendor = (await repo.vendor(booking.memberId)) as Vendor;
        await repo.outbox.enqueue(
          vendorNotice(
            vendor,
            "new-review",
            `${request.plannerFirstName} reviewed you: ${form.rating} of 5`,
            [
              `${request.plannerFirstName} wrote a review of the ${request.eventType.toLowerCase()} on ${longDate(request.eventDate)}. You can reply once:`,
            ],
            `/dashboard/leads/${request.id}`,
          ),
        );
        return true;
      });
      if (!created) throw refused("ALREADY_REVIEWED", "You have already reviewed this booking.");
      deps.onMemberChanged(booking.memberId);
      return bookingDto(await loadBooking(bookingId), "planner");
    },

    async replyToReview(memberId: number, reviewId: number, reply: string): Promise<BookingDto> {
      const review = await repository.review(reviewId);
      if (!review || review.memberId !== memberId || review.bookingId === null)
        throw notFound(`review ${reviewId} from a booking`);
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
          link: link(`/dashboard/leads/${row.requestId}`),
        })),
      });
    },
  };
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
