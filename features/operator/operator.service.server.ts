import { conflict, notFound } from "#lib/domain-errors.ts";
import { type ListingStatus, profileUrl } from "#features/members/members.rules.ts";
import { operatorNotices, SUSPENDED_QUOTE_NOTE } from "./operator.notifications.ts";
import { type OperatorRepository, toIso } from "./operator.repo.server.ts";
import { ACCOUNT_SEARCH_PAGE_SIZE, OPERATOR_MESSAGES } from "./operator.rules.ts";
import type {
  AccountDetailDto,
  AccountSearch,
  AccountSummaryDto,
  ApprovalQueueDto,
  OperatorReason,
} from "./operator.schema.ts";

/** Who acts in the console: the signed-in administrator's account. */
export type Operator = { accountId: number };

const noAccount = () => notFound(OPERATOR_MESSAGES.noAccount, "NO_ACCOUNT");

/**
 * The operator console's accounts section (issue 21): finding vendors and planners, an account's whole
 * story, suspending and restoring, and the approval of new listings (decision 031). Every change is
 * audited in its own transaction; search and suggestions forget a listing whose visibility changed.
 */
export function createOperatorService(deps: {
  repository: OperatorRepository;
  publicOrigin: string;
  /** A listing's visibility changed: search caches and name suggestions forget it. */
  onMemberChanged: (memberId: number | null) => void;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const notices = operatorNotices(deps.publicOrigin);

  async function detail(accountId: number): Promise<AccountDetailDto | undefined> {
    const account = await repository.account(accountId);
    if (!account) return undefined;
    const listing = account.member_id === null ? undefined : await repository.listing(account.member_id);
    const [vendorBookings, reviews, plannerRequests, plannerBookings, reports] = await Promise.all([
      listing ? repository.bookings({ memberId: listing.id }) : [],
      listing ? repository.reviews(listing.id) : [],
      account.client_id === null ? [] : repository.requests(account.client_id),
      account.client_id === null ? [] : repository.bookings({ clientId: account.client_id }),
      repository.reports(account.id, listing?.id ?? null),
    ]);
    const bookingDto = (row: (typeof vendorBookings)[number]) => ({
      id: row.id,
      requestId: row.request_id,
      eventDate: row.event_date,
      eventType: row.event_type,
      status: row.status,
      totalCents: row.total_cents,
      otherSide: row.other_side,
    });
    return {
      accountId: account.id,
      kind: account.role === "member" ? "vendor" : "planner",
      email: account.email,
      emailConfirmed: account.email_verified_at !== null,
      createdAt: account.createdAt,
      suspendedAt: toIso(account.suspended_at),
      suspendedReason: account.suspended_reason,
      deletedAt: toIso(account.deleted_at),
      vendor: listing
        ? {
            memberId: listing.id,
            name: listing.name,
            profilePath: profileUrl(listing.profile_directory, listing.directory),
            listingStatus: listing.listing_status,
            listingStatusChangedAt: toIso(listing.listing_status_changed_at),
            membershipLevel: listing.membership_level,
            city: listing.city,
            categories: listing.categories,
            ratingAverage: Number(listing.rating_average),
            reviewCount: Number(listing.review_count),
            openQuoteCount: Number(listing.open_quote_count),
            bookings: vendorBookings.map(bookingDto),
            reviews: reviews.map((review) => ({
              id: review.id,
              rating: Number(review.rating),
              title: review.title,
              reviewerName: review.reviewer_name,
              status: review.status,
              createdAt: toIso(review.created_at) as string,
            })),
          }
        : null,
      planner:
        account.client_id === null
          ? null
          : {
              clientId: account.client_id,
              name: account.client_name ?? "",
              requests: plannerRequests.map((request) => ({
                id: request.id,
                eventType: request.event_type,
                eventDate: request.event_date,
                status: request.status,
              })),
              bookings: plannerBookings.map(bookingDto),
            },
      reports: reports.map((report) => ({
        id: report.id,
        feedbackId: report.feedback_id,
        reason: report.reason,
        status: report.status,
        createdAt: toIso(report.created_at) as string,
        relation: report.relation,
      })),
    };
  }

  async function requireDetail(accountId: number): Promise<AccountDetailDto> {
    const found = await detail(accountId);
    if (!found) throw noAccount();
    return found;
  }

  return {
    /** One page of vendors and planners matching a name, email, city or id; newest accounts first. */
    async searchAccounts(search: AccountSearch) {
      const { rows, total } = await repository.searchAccounts(search);
      const accounts: AccountSummaryDto[] = rows.map((row) => ({
        accountId: row.account_id,
        kind: row.kind,
        name: row.name,
        email: row.email,
        city: row.city,
        memberId: row.member_id,
        clientId: row.client_id,
        listingStatus: row.listing_status,
        suspendedAt: toIso(row.suspended_at),
        createdAt: toIso(row.created_at) as string,
      }));
      return { accounts, total, page: search.page, pageSize: ACCOUNT_SEARCH_PAGE_SIZE };
    },

    /** A vendor's or planner's account as the console shows it; undefined for no such account (or an administrator's). */
    account: detail,

    /**
     * Suspends an account: it cannot log in, every session ends, its listing leaves search and its
     * profile answers 410, its open quotes are withdrawn and planners with upcoming bookings are told.
     * Suspending a suspended account changes nothing (`changed: false`).
     */
    async suspend(operator: Operator, accountId: number, input: OperatorReason) {
      const outcome = await repository.suspend({
        accountId,
        actorAccountId: operator.accountId,
        reason: input.reason,
        at: now(),
        withdrawnNote: SUSPENDED_QUOTE_NOTE,
        plannerNotice: (booking, vendorName) => notices.vendorSuspended(booking, vendorName),
      });
      if (!outcome) throw noAccount();
      if (outcome.changed) deps.onMemberChanged(outcome.memberId ?? null);
      return {
        account: await requireDetail(accountId),
        changed: outcome.changed,
        withdrawnQuoteCount: outcome.withdrawn.length,
        notifiedPlannerCount: outcome.notified,
      };
    },

    /** Lifts a suspension: log-in works again and a suspended listing is live; withdrawn quotes stay withdrawn. */
    async restore(operator: Operator, accountId: number) {
      const outcome = await repository.restore({ accountId, actorAccountId: operator.accountId, at: now() });
      if (!outcome) throw noAccount();
      if (outcome.changed) deps.onMemberChanged(outcome.memberId);
      return {
        account: await requireDetail(accountId),
        changed: outcome.changed,
        withdrawnQuoteCount: 0,
        notifiedPlannerCount: 0,
      };
    },

    vendorApproval: async () => ({ required: await repository.vendorApprovalRequired() }),

    /** The status a new vendor's listing starts in: waiting for approval while the setting asks for it. */
    async newListingStatus(): Promise<Extract<ListingStatus, "live" | "awaiting_approval">> {
      return (await repository.vendorApprovalRequired()) ? "awaiting_approval" : "live";
    },

    async setVendorApproval(operator: Operator, required: boolean) {
      await repository.setVendorApproval(required, operator.accountId, now());
      return { required };
    },

    /** Listings waiting for approval, the oldest first, and how many wait in all. */
    async approvalQueue(): Promise<ApprovalQueueDto> {
      const rows = await repository.approvalQueue();
      const listings = rows.map((row) => ({
        memberId: row.id,
        accountId: row.account_id,
        name: row.name,
        email: row.email,
        city: row.city,
        categories: row.categories,
        createdAt: toIso(row.created_at) as string,
      }));
      return { listings, waitingCount: rows[0]?.waiting_count ?? 0 };
    },

    approve: (operator: Operator, memberId: number) => decide(operator, memberId, "live", null),

    decline: (operator: Operator, memberId: number, input: OperatorReason) =>
      decide(operator, memberId, "declined", input.reason),
  };

  async function decide(operator: Operator, memberId: number, to: "live" | "declined", reason: string | null) {
    const outcome = await repository.decideListing({
      memberId,
      to,
      actorAccountId: operator.accountId,
      reason,
      at: now(),
      notice: (owner) => (reason === null ? notices.listingApproved(owner) : notices.listingDeclined(owner, reason)),
    });
    if (!outcome) throw notFound(OPERATOR_MESSAGES.noListing, "NO_LISTING");
    if ("refused" in outcome) throw conflict("LISTING_NOT_AWAITING", OPERATOR_MESSAGES.notAwaiting);
    if (outcome.changed) deps.onMemberChanged(memberId);
    return { memberId, listingStatus: outcome.status, changed: outcome.changed };
  }
}

export type OperatorService = ReturnType<typeof createOperatorService>;
