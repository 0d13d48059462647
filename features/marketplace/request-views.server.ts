import type { BookingView } from "./booking-view.server.ts";
import { withoutContactDetails } from "#features/contact-details/contact-details.rules.ts";
import {
  type BookingRow,
  eventZone,
  isoTimestamp,
  type MarketplaceContext,
  missing,
  policyOf,
  type QuoteRow,
  type RequestRow,
  type Vendor,
  vendorSummary,
} from "./marketplace-context.server.ts";
import { type BookingState, isRebookOffer, REQUEST_LIMITS } from "./marketplace.rules.ts";
import type { LeadDto, LeadStatus, PlannerRequestDto, QuoteDto } from "./marketplace.schema.ts";

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
    createdAt: isoTimestamp(quote.createdAt),
    vendor: vendorSummary(vendor),
    canAccept: live,
    canDecline: live,
    canWithdraw: quote.status === "pending",
  };
}

/**
 * Where a request stands for one vendor who received it: their own booking first (a cancelled one stays
 * "cancelled" even when the request reopens for a runner-up), then the request's state, then their quote.
 */
export function leadStatus(lead: {
  status: RequestRow["status"];
  declinedAt: Date | null;
  quoteStatus: QuoteRow["status"] | null;
  ownBookingStatus: BookingState | null;
  quoteExpired: boolean;
}): LeadStatus {
  if (lead.ownBookingStatus) return lead.ownBookingStatus === "cancelled" ? "cancelled" : "booked";
  if (lead.declinedAt) return "declined";
  if (lead.status === "booked") return "lost";
  if (lead.status === "closed") return "closed";
  if (lead.status === "cancelled") return "cancelled";
  // The request is open: the planner declined this quote, but nobody has been booked.
  if (lead.quoteStatus === "declined") return "quote-declined";
  if (lead.quoteStatus === "expired" || lead.quoteExpired) return "expired";
  if (lead.quoteStatus === "pending") return "quoted";
  if (lead.quoteStatus === "withdrawn") return "closed";
  return "new";
}

/** The cancelled booking a request is open again after, if it is (decision 025). */
function reopenedAfter(request: RequestRow, booking: BookingRow | undefined) {
  if (request.status !== "open" || booking?.status !== "cancelled" || booking.cancelledAt === null) return undefined;
  return { bookedAt: booking.createdAt, cancelledAt: booking.cancelledAt, memberId: booking.memberId };
}

/** The runner-up said "still free" after this cancellation (an answer to an earlier one does not count). */
function confirmedSince(quote: QuoteRow, cancelledAt: Date): boolean {
  return quote.stillFreeConfirmedAt !== null && quote.stillFreeConfirmedAt >= cancelledAt;
}

/** A request as its planner reads it (with its quotes, vendors and booking), and as the vendor of it reads it. */
export function createRequestViews(context: MarketplaceContext, bookingDto: BookingView) {
  const { repository, clock } = context;

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
      createdAt: isoTimestamp(request.createdAt),
    };
  }

  async function plannerView(request: RequestRow, viewer: "planner" | "admin"): Promise<PlannerRequestDto> {
    const today = context.eventToday(request);
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
      context.contactsSharedWith(request, booking, "vendor").then((memberId) => memberId !== null),
      context.contactsSharedWith(request, booking, "planner"),
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
      rebook: await rebookChoice(request, booking, quoteRows, vendorById, today),
    };
  }

  /**
   * The runner-ups a reopened request offers in one click (decision 025): quotes that were there when the
   * cancelled booking was made, still pending and unexpired, whose vendor's calendar is still free on the day.
   */
  async function rebookChoice(
    request: RequestRow,
    booking: BookingRow | undefined,
    quoteRows: QuoteRow[],
    vendorById: Map<number, Vendor>,
    today: string,
  ): Promise<PlannerRequestDto["rebook"]> {
    const reopened = reopenedAfter(request, booking);
    if (!reopened) return null;
    const candidates = quoteRows.filter((quote) => isRebookOffer(quote, reopened.bookedAt, today));
    const free = new Set(
      await repository.matchingVendors({
        serviceTypeIds: [],
        cityId: request.cityId,
        eventDate: request.eventDate,
        limit: candidates.length,
        onlyMemberIds: candidates.map((quote) => quote.memberId),
      }),
    );
    return {
      cancelledVendorName: vendorById.get(reopened.memberId)?.name ?? "Your vendor",
      offers: candidates.flatMap((quote) => {
        const vendor = vendorById.get(quote.memberId);
        if (!vendor || !free.has(quote.memberId)) return [];
        return [
          {
            quoteId: quote.id,
            vendor: vendorSummary(vendor),
            totalCents: quote.totalCents,
            depositCents: quote.depositCents,
            expiresOn: quote.expiresOn,
            stillFreeConfirmed: confirmedSince(quote, reopened.cancelledAt),
          },
        ];
      }),
    };
  }

  async function leadView(memberId: number, request: RequestRow): Promise<LeadDto> {
    const today = context.eventToday(request);
    const tomorrow = clock.daysFromToday(1, eventZone(request));
    const [details, recipient, quote, vendor, counts, booking] = await Promise.all([
      requestDetails(request),
      repository.recipient(request.id, memberId),
      repository.quoteOf(request.id, memberId),
      repository.vendor(memberId),
      repository.quoteCounts([request.id]),
      repository.bookingOfRequest(request.id),
    ]);
    if (!recipient || !vendor) throw missing(`lead ${request.id}`);
    // Their own booking, live or cancelled, even when the request was rebooked with another vendor since.
    const mine = quote?.status === "accepted" ? await repository.bookingOfQuote(quote.id) : undefined;
    const contactsVisible = (await context.contactsSharedWith(request, booking, "vendor")) === memberId;
    const status = leadStatus({
      status: request.status,
      declinedAt: recipient.declinedAt,
      quoteStatus: quote?.status ?? null,
      ownBookingStatus: mine?.status ?? null,
      quoteExpired: quote ? quote.status === "pending" && quote.expiresOn < today : false,
    });
    const reopened = reopenedAfter(request, booking);
    const runnerUp = quote && reopened && isRebookOffer(quote, reopened.bookedAt, today) ? reopened : undefined;
    const open = request.status === "open";
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
            at: isoTimestamp(recipient.declinedAt),
          }
        : null,
      booking: mine ? await bookingDto(mine, "vendor") : null,
      stillFree: quote && runnerUp ? (confirmedSince(quote, runnerUp.cancelledAt) ? "confirmed" : "asked") : null,
      canQuote: open && !quote && !recipient.declinedAt && request.eventDate >= tomorrow,
      canDecline: open && !quote && !recipient.declinedAt,
      latestExpiresOn: latestQuoteExpiry(request),
      earliestExpiresOn: tomorrow,
    };
  }

  /** A quote lasts until the event at the latest, and no more than the longest a quote may stand. */
  function latestQuoteExpiry(request: RequestRow): string {
    const longest = clock.daysFromToday(REQUEST_LIMITS.maxQuoteDays, eventZone(request));
    return [request.eventDate, longest].sort()[0] as string;
  }

  return { plannerView, leadView, latestQuoteExpiry };
}

export type RequestViews = ReturnType<typeof createRequestViews>;
