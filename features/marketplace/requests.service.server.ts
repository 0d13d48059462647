import type { VisitorAccount } from "#features/accounts/accounts.service.server.ts";
import type { Principal } from "#features/accounts/sessions.service.server.ts";
import { timeZoneAt } from "#features/locations/locations.service.server.ts";
import { conflict, forbidden, invalid, refused } from "#lib/domain-errors.ts";
import {
  type MarketplaceContext,
  missing,
  notYours,
  QUOTE_CLOSED_NOTES,
  requestSide,
  type RequestRow,
} from "./marketplace-context.server.ts";
import { longDate } from "./marketplace.notifications.ts";
import type { MarketplaceQueries } from "./marketplace.repo.server.ts";
import {
  MARKETPLACE_MESSAGES as MESSAGES,
  mayOpenAnotherRequest,
  REQUEST_LIMITS,
  REQUEST_MACHINE,
  transition,
  TRUST_MESSAGES,
} from "./marketplace.rules.ts";
import type { PlannerRequestDto, RequestCreatedDto, RequestForm } from "./marketplace.schema.ts";
import type { RequestViews } from "./request-views.server.ts";

type CheckedRequest = { cityId: number; cityName: string; serviceTypeIds: number[] };

/** Where a visitor's request lands: the same page whatever their email, so it tells nobody who has an account. */
export const REQUEST_RECEIVED_PATH = "/request-received";

/** A planner's requests: sent to the vendors who can take them, read with their answers, closed or cancelled. */
export function createRequestsService(context: MarketplaceContext, views: RequestViews) {
  const { repository, clock } = context;

  /** Delivers a stored request: the vendors become its recipients, and each is emailed the lead. */
  async function deliverRequest(repo: MarketplaceQueries, requestId: number, recipientMemberIds: number[]) {
    await repo.addRecipients(requestId, recipientMemberIds);
    const request = (await repo.request(requestId)) as RequestRow;
    const vendors = await repo.vendors(recipientMemberIds);
    await context.notify(
      repo,
      vendors.map((vendor) => context.notices.newLead(vendor, request)),
    );
  }

  /** The services asked for as a planner reads them: "DJs", "DJs or Bands". */
  async function servicesNamed(serviceTypeIds: number[]): Promise<string> {
    const byId = new Map((await context.serviceTypes.list()).map((type) => [type.id, type.pluralForm]));
    return new Intl.ListFormat("en-US", { type: "disjunction" }).format(
      serviceTypeIds.map((id) => byId.get(id) ?? "").filter(Boolean),
    );
  }

  /**
   * Why a request to everyone who matches reached nobody, and what to try next: nobody offering the
   * services reaches the city (where the nearest are, a related service someone nearby offers), or
   * everyone who does is booked or unavailable that day (another date).
   */
  async function nobodyMatched(match: { serviceTypeIds: number[]; cityId: number; eventDate: string }, city: string) {
    const services = await servicesNamed(match.serviceTypeIds);
    const { reaching } = await repository.reachCounts(match);
    if (reaching > 0) {
      return refused(
        "NO_MATCHING_VENDORS",
        MESSAGES.everyoneBooked(reaching, services, city, longDate(match.eventDate)),
      );
    }
    const [nearest, related] = await Promise.all([
      repository.nearestOffering(match.serviceTypeIds, match.cityId),
      repository.relatedServiceWithVendors(match.serviceTypeIds, match.cityId, match.eventDate),
    ]);
    const nextSteps = [
      related ? MESSAGES.relatedFree(related.pluralForm, city) : undefined,
      nearest ? MESSAGES.nearestAround(nearest.city, nearest.miles) : undefined,
    ];
    return refused(
      "NO_MATCHING_VENDORS",
      [MESSAGES.nobodyOffers(services, city), ...nextSteps].filter(Boolean).join(" "),
    );
  }

  /** Why the one vendor asked by name cannot take the request: not taking requests, or not free that day. */
  async function vendorCannotTake(memberId: number, eventDate: string) {
    const vendor = await repository.vendorReach(memberId, eventDate);
    if (!vendor) return missing(`vendor ${memberId}`);
    const day = longDate(eventDate);
    if (!vendor.takesRequests) return conflict("VENDOR_UNAVAILABLE", MESSAGES.vendorNotTakingRequests(vendor.name));
    const message = vendor.booked
      ? MESSAGES.vendorBooked(vendor.name, day)
      : MESSAGES.vendorUnavailable(vendor.name, day);
    return conflict("VENDOR_UNAVAILABLE", message, { eventDate: message });
  }

  /** The vendors a new request goes to: the one asked for, the planner's saved ones, or all who match. */
  async function recipientsOf(
    principal: Principal | undefined,
    form: RequestForm,
    { cityId, cityName, serviceTypeIds }: CheckedRequest,
  ) {
    const match = { serviceTypeIds, cityId, eventDate: form.eventDate, limit: REQUEST_LIMITS.maxRecipients };
    if (form.memberId !== undefined) {
      if (!(await repository.vendor(form.memberId))) throw missing(`vendor ${form.memberId}`);
      const memberIds = await repository.matchingVendors({
        ...match,
        onlyMemberIds: [form.memberId],
        anyDistance: true,
      });
      if (memberIds.length === 0) throw await vendorCannotTake(form.memberId, form.eventDate);
      return { audience: "vendor" as const, memberIds };
    }
    if (form.toFavorites) {
      const saved = principal?.clientId ? await repository.favoriteMemberIds(principal.clientId) : [];
      if (saved.length === 0) throw refused("NO_FAVORITES", MESSAGES.noFavorites);
      const memberIds = await repository.matchingVendors({ ...match, limit: saved.length, onlyMemberIds: saved });
      if (memberIds.length === 0) {
        const { reaching } = await repository.reachCounts({ ...match, onlyMemberIds: saved });
        throw refused(
          "NO_MATCHING_VENDORS",
          reaching > 0
            ? MESSAGES.favoritesBooked(cityName, longDate(form.eventDate))
            : MESSAGES.favoritesTooFar(cityName),
        );
      }
      return { audience: "favorites" as const, memberIds };
    }
    const memberIds = await repository.matchingVendors(match);
    if (memberIds.length === 0) throw await nobodyMatched(match, cityName);
    return { audience: "matching" as const, memberIds };
  }

  /** The request's date, city and services, checked against today and what exists. */
  async function checkedRequest(form: RequestForm): Promise<CheckedRequest> {
    const city = await context.locations.findCityByFileName(form.cityFileName);
    if (!city) throw invalid("VALIDATION_FAILED", MESSAGES.city, { cityFileName: MESSAGES.city });
    // Today where the event takes place (decision 026).
    const zone = timeZoneAt(city.latitude, city.longitude);
    if (form.eventDate < clock.today(zone) || form.eventDate > clock.daysFromToday(REQUEST_LIMITS.maxDaysAhead, zone)) {
      throw invalid("VALIDATION_FAILED", MESSAGES.eventDate, { eventDate: MESSAGES.eventDate });
    }
    const known = new Set((await context.serviceTypes.list()).map((type) => type.id));
    const serviceTypeIds = [...new Set(form.serviceTypeIds)];
    if (serviceTypeIds.some((id) => !known.has(id))) {
      throw invalid("VALIDATION_FAILED", MESSAGES.serviceTypes, { serviceTypeIds: MESSAGES.serviceTypes });
    }
    return { cityId: city.id, cityName: city.displayName, serviceTypeIds };
  }

  return {
    /**
     * A planner's request, delivered to matching vendors at once. A visitor's request signs nobody in:
     * a new email gets a pending account and the request goes out; an existing planner's email keeps
     * the request until that account's owner confirms it by the emailed link. A visitor hears the same
     * in every case.
     */
    async createRequest(principal: Principal | undefined, form: RequestForm): Promise<RequestCreatedDto> {
      if (principal && principal.clientId === null) throw forbidden(MESSAGES.plannersOnly, "PLANNERS_ONLY");
      if (!principal && !form.contact) {
        const message = MESSAGES.visitorContact;
        throw invalid("VALIDATION_FAILED", message, { "contact.firstName": message, "contact.email": message });
      }
      if (principal?.clientId) {
        const existing = await repository.requestByToken(principal.clientId, form.clientToken);
        if (existing) {
          const recipients = await repository.recipients(existing.id);
          return { requestId: existing.id, recipientCount: recipients.length, path: `/client/events/${existing.id}` };
        }
      }
      const checked = await checkedRequest(form);
      const recipients = await recipientsOf(principal, form, checked);

      // A visitor learns nothing about the email typed: every visitor gets this answer.
      const visitorAnswer = {
        requestId: null,
        recipientCount: recipients.memberIds.length,
        path: REQUEST_RECEIVED_PATH,
      };
      let clientId = principal?.clientId ?? null;
      let visitor: Exclude<VisitorAccount, { kind: "not-a-planner" }> | undefined;
      if (clientId === null) {
        const contact = form.contact as NonNullable<RequestForm["contact"]>;
        const account = await context.accounts.accountForVisitorRequest({
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
      const emailVerified = plannerAccountId != null && (await context.accounts.isEmailVerified(plannerAccountId));
      const stored = await repository.transaction(async (repo) => {
        // A request waiting for its owner opens nothing yet, and its answer must not depend on their account.
        if (!emailVerified && !awaitingConfirmation) {
          // The planner's row is locked, so requests sent at the same moment are counted one at a time.
          await repo.lockClient(plannerId);
          if (!mayOpenAnotherRequest({ emailVerified, openRequests: await repo.openRequestCount(plannerId) }))
            throw forbidden(TRUST_MESSAGES.confirmEmailForMoreRequests, "EMAIL_NOT_CONFIRMED");
        }
        const created = await repo.createRequest({
          clientId: plannerId,
          clientToken: form.clientToken,
          audience: recipients.audience,
          targetMemberId: form.memberId ?? null,
          eventType: form.eventType,
          eventDate: form.eventDate,
          startTime: form.startTime,
          durationMinutes: form.durationMinutes,
          cityId: checked.cityId,
          venueName: form.venueName || null,
          guestCount: form.guestCount,
          budgetCents: form.budget,
          details: form.details,
          serviceTypeIds: checked.serviceTypeIds,
          awaitingConfirmation,
        });
        if (created === undefined) {
          return { requestId: (await repo.requestByToken(plannerId, form.clientToken))?.id as number, isNew: false };
        }
        // Its reviews of the vendors this request reached will wait for an operator (decision 022).
        if (madeAccount) await repo.markSignUpRequest(plannerId, created);
        if (!awaitingConfirmation) await deliverRequest(repo, created, recipients.memberIds);
        return { requestId: created, isNew: true };
      });
      if (visitor) {
        if (stored.isNew) await context.accounts.visitorRequestStored(visitor, stored.requestId);
        return visitorAnswer;
      }
      return {
        requestId: stored.requestId,
        recipientCount: recipients.memberIds.length,
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
        const city = await context.locations.findCityById(request.cityId);
        if (!city) throw new Error(`request ${requestId} lost its city`);
        const today = clock.today(timeZoneAt(city.latitude, city.longitude));
        if (request.status !== "open" || request.eventDate < today) return { recipientCount: 0 };
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
      const { request, side } = await context.requireRequestOwner(principal, requestId, true);
      return views.plannerView(request, side === "planner" ? "planner" : "admin");
    },

    /** The planner closes (found someone elsewhere) or cancels an open request; its pending quotes close. */
    async endRequest(principal: Principal, requestId: number, event: "close" | "cancel"): Promise<PlannerRequestDto> {
      await repository.transaction(async (repo) => {
        const request = await repo.request(requestId, { lock: true });
        if (!request) throw missing(`request ${requestId}`);
        if (requestSide(principal, request, null) !== "planner") throw notYours();
        const outcome = transition(REQUEST_MACHINE, request.status, event, "planner");
        if (!outcome.ok)
          throw conflict(
            "REQUEST_NOT_OPEN",
            `This request is ${request.status}: it can't be ${event === "close" ? "closed" : "cancelled"} now.`,
          );
        if (!outcome.changed) return;
        await repo.setRequestStatus(requestId, request.status, outcome.to);
        const note = event === "close" ? QUOTE_CLOSED_NOTES.requestClosed : QUOTE_CLOSED_NOTES.requestCancelled;
        const closed = await repo.closeOtherQuotes(requestId, null, note);
        const vendors = await repo.vendors((await repo.recipients(requestId)).map((vendor) => vendor.memberId));
        const quoted = new Set(closed.map((quote) => quote.memberId));
        await context.notify(
          repo,
          vendors
            .filter((vendor) => quoted.has(vendor.memberId))
            .map((vendor) => context.notices.requestEnded(vendor, request, outcome.to, note)),
        );
      });
      return views.plannerView(await context.loadRequest(requestId), "planner");
    },
  };
}
