import type { Principal } from "#features/accounts/sessions.service.server.ts";
import { conflict, invalid } from "#lib/domain-errors.ts";
import {
  eventZone,
  isoTimestamp,
  type MarketplaceContext,
  missing,
  notYours,
  QUOTE_CLOSED_NOTES,
  type QuoteRow,
  requestSide,
  type RequestRow,
  type Vendor,
} from "./marketplace-context.server.ts";
import {
  type CancellationPolicyKey,
  MARKETPLACE_MESSAGES as MESSAGES,
  QUOTE_MACHINE,
  quoteHasExpired,
  transition,
} from "./marketplace.rules.ts";
import type { LeadDto, LeadSummaryDto, PlannerRequestDto, StillFreeAnswer } from "./marketplace.schema.ts";
import { leadStatus, type RequestViews } from "./request-views.server.ts";

type QuoteForm = {
  total: number;
  deposit: number;
  included: string;
  cancellationPolicy: CancellationPolicyKey;
  expiresOn: string;
};

const alreadyQuoted = () =>
  conflict("ALREADY_QUOTED", "You have already quoted for this request. Withdraw that quote to change it.");

/** A vendor's leads and their answer to each (a quote or a "no"), and the planner's "no" to a quote. */
export function createQuotesService(context: MarketplaceContext, views: RequestViews) {
  const { repository, clock } = context;

  return {
    async leads(memberId: number): Promise<LeadSummaryDto[]> {
      const rows = await repository.leads(memberId);
      const ids = rows.map((row) => row.requestId);
      const [types, counts] = await Promise.all([repository.requestServiceTypes(ids), repository.quoteCounts(ids)]);
      return rows.map((row) => ({
        requestId: row.requestId,
        eventType: row.eventType,
        eventDate: row.eventDate,
        cityName: row.cityName,
        serviceTypes: types.filter((type) => type.requestId === row.requestId).map((type) => type.name),
        guestCount: row.guestCount,
        budgetCents: row.budgetCents,
        plannerFirstName: row.plannerFirstName,
        receivedAt: isoTimestamp(row.receivedAt),
        status: leadStatus({
          ...row,
          quoteExpired:
            row.quoteStatus === "pending" &&
            row.quoteExpiresOn !== null &&
            quoteHasExpired(row.quoteExpiresOn, context.eventToday(row)),
        }),
        quoteCount: counts.get(row.requestId) ?? 0,
      }));
    },

    async lead(memberId: number, requestId: number): Promise<LeadDto> {
      return views.leadView(memberId, await context.leadRequest(memberId, requestId));
    },

    /** A vendor's one quote for a lead; sending the same quote again answers the lead unchanged. */
    async sendQuote(memberId: number, requestId: number, form: QuoteForm): Promise<LeadDto> {
      const request = await context.leadRequest(memberId, requestId);
      const existing = await repository.quoteOf(requestId, memberId);
      const same = (quote: QuoteRow) =>
        quote.totalCents === form.total &&
        quote.depositCents === form.deposit &&
        quote.included === form.included &&
        quote.cancellationPolicy === form.cancellationPolicy &&
        quote.expiresOn === form.expiresOn;
      if (existing) {
        if (same(existing)) return views.leadView(memberId, request);
        throw alreadyQuoted();
      }
      const recipient = await repository.recipient(requestId, memberId);
      if (recipient?.declinedAt) throw conflict("LEAD_DECLINED", "You declined this lead.");
      if (request.status !== "open")
        throw conflict("REQUEST_NOT_OPEN", `This request is ${request.status}: it takes no more quotes.`);
      const tomorrow = clock.daysFromToday(1, eventZone(request));
      if (form.expiresOn < tomorrow || form.expiresOn > views.latestQuoteExpiry(request)) {
        throw invalid("VALIDATION_FAILED", MESSAGES.expiresOn, { expiresOn: MESSAGES.expiresOn });
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
        await context.notify(repo, [context.notices.newQuote(request, vendor, form.total)]);
      });
      // Two different quotes sent at the same moment: the one stored first stands.
      const saved = await repository.quoteOf(requestId, memberId);
      if (saved && !same(saved)) throw alreadyQuoted();
      return views.leadView(memberId, request);
    },

    async declineLead(memberId: number, requestId: number, reason: string, note: string): Promise<LeadDto> {
      const request = await context.leadRequest(memberId, requestId);
      const quote = await repository.quoteOf(requestId, memberId);
      if (quote) throw conflict("ALREADY_QUOTED", "You have quoted for this request: withdraw the quote instead.");
      if (await repository.declineLead(requestId, memberId, reason, note || null, clock.now())) {
        const vendor = (await repository.vendor(memberId)) as Vendor;
        await context.notify(repository, [context.notices.leadDeclined(request, vendor, reason, note)]);
      }
      return views.leadView(memberId, request);
    },

    async declineQuote(principal: Principal, quoteId: number, reason: string): Promise<PlannerRequestDto> {
      const requestId = await repository.transaction(async (repo) => {
        const quote = await repo.quote(quoteId, { lock: true });
        if (!quote) throw missing(`quote ${quoteId}`);
        const request = (await repo.request(quote.requestId)) as RequestRow;
        if (requestSide(principal, request, null) !== "planner") throw notYours();
        const outcome = transition(QUOTE_MACHINE, quote.status, "decline", "planner");
        if (!outcome.ok)
          throw conflict("QUOTE_NOT_AVAILABLE", `This quote can no longer be declined: it was ${quote.status}.`);
        if (outcome.changed) {
          await repo.setQuoteStatus(quote.id, "pending", "declined", reason || null);
          const vendor = (await repo.vendor(quote.memberId)) as Vendor;
          await context.notify(repo, [context.notices.quoteDeclined(vendor, request, reason)]);
        }
        return request.id;
      });
      return views.plannerView(await context.loadRequest(requestId), "planner");
    },

    /**
     * A runner-up's answer, asked after the booked vendor cancelled (decision 025): "still free" is recorded
     * and shown to the planner beside the one-click booking; "no longer free" withdraws the quote, so it is
     * offered no more. The planner is told either way; the same answer again changes nothing.
     */
    async answerStillFree(memberId: number, requestId: number, answer: StillFreeAnswer): Promise<LeadDto> {
      const request = await context.leadRequest(memberId, requestId);
      const before = await views.leadView(memberId, request);
      const quote = before.quote;
      if (answer === "no-longer-free" && quote?.status === "withdrawn") return before;
      if (answer === "still-free" && before.stillFree === "confirmed") return before;
      if (!quote || before.stillFree === null)
        throw conflict("NOT_ASKED", "Nobody is waiting for this answer: the planner isn't looking to rebook now.");
      await repository.transaction(async (repo) => {
        const changed =
          answer === "still-free"
            ? await repo.confirmStillFree(quote.id, clock.now())
            : (await repo.setQuoteStatus(quote.id, "pending", "withdrawn", QUOTE_CLOSED_NOTES.noLongerFree)) !==
              undefined;
        if (!changed) return;
        const vendor = (await repo.vendor(memberId)) as Vendor;
        await context.notify(repo, [
          context.notices.stillFreeAnswer(request, vendor, answer === "still-free", quote.totalCents),
        ]);
      });
      return views.leadView(memberId, await context.loadRequest(requestId));
    },

    async withdrawQuote(principal: Principal, quoteId: number): Promise<LeadDto> {
      const quote = await repository.quote(quoteId);
      if (!quote) throw missing(`quote ${quoteId}`);
      if (principal.memberId !== quote.memberId) throw notYours();
      const outcome = transition(QUOTE_MACHINE, quote.status, "withdraw", "vendor");
      if (!outcome.ok)
        throw conflict("QUOTE_NOT_AVAILABLE", `This quote can no longer be withdrawn: it was ${quote.status}.`);
      if (outcome.changed)
        await repository.setQuoteStatus(quote.id, "pending", "withdrawn", QUOTE_CLOSED_NOTES.withdrawn);
      return views.leadView(quote.memberId, await context.loadRequest(quote.requestId));
    },
  };
}
