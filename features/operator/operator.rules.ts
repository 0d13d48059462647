import { QUOTE_MACHINE, type QuoteState } from "#features/marketplace/marketplace.rules.ts";
import type { ListingStatus } from "#features/members/members.rules.ts";

/** The marketplace setting that makes new vendor listings wait for an operator's approval. */
export const VENDOR_APPROVAL_SETTING = "vendorApproval";

export const ACCOUNT_SEARCH_PAGE_SIZE = 25;
/** How many of each kind of record an account's page lists, newest first. */
export const ACCOUNT_DETAIL_ROWS = 20;

/** The approval queue shows the oldest this many listings waiting; the next appear as these are decided. */
export const APPROVAL_QUEUE_SHOWN = 50;

/**
 * The quote states a suspension withdraws from: those the marketplace's own table lets a quote be
 * withdrawn from, so the operator withdraws exactly what the vendor could have.
 */
export const WITHDRAWABLE_QUOTE_STATES: QuoteState[] = QUOTE_MACHINE.states.filter(
  (state) => "withdraw" in QUOTE_MACHINE.allowed[state],
);

/** What a listing's status means, in the console's words. */
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  live: "Live",
  awaiting_approval: "Waiting for approval",
  declined: "Declined",
  suspended: "Suspended",
  deleted: "Deleted",
};

export const OPERATOR_MESSAGES = {
  noAccount: "There is no such vendor or planner account.",
  noListing: "There is no such listing waiting for approval.",
  notAwaiting: "This listing is not waiting for approval any more.",
  reasonRequired: "Give the reason: the account's owner may be told it.",
} as const;
