import { z } from "zod";
import { boundedText } from "#lib/text-bounds.ts";
import { idSchema, integerSchema } from "#lib/integers.ts";
import { LISTING_STATUSES } from "#features/members/members.rules.ts";
import { MAX_CATEGORIES } from "#features/members/members.schema.ts";
import {
  ACCOUNT_DETAIL_ROWS,
  ACCOUNT_SEARCH_PAGE_SIZE,
  APPROVAL_QUEUE_SHOWN,
  OPERATOR_MESSAGES,
} from "./operator.rules.ts";

/** The console's account search: words or an id, vendors, planners or both, one page of results. */
export const accountSearchSchema = z.object({
  q: z.string().trim().max(200).optional(),
  kind: z.enum(["all", "vendor", "planner"]).default("all"),
  page: integerSchema(1, 10_000, { default: 1 }),
});
export type AccountSearch = z.infer<typeof accountSearchSchema>;

export const accountIdParamsSchema = z.object({ id: idSchema });
export const listingIdParamsSchema = z.object({ memberId: idSchema });

/** Why an operator suspends an account or declines a listing: required, kept in the audit log. */
export const operatorReasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, OPERATOR_MESSAGES.reasonRequired)
    .max(1000, "Keep the reason under 1,000 characters."),
});
export type OperatorReason = z.infer<typeof operatorReasonSchema>;

/** The vendor-approval setting: whether new vendor listings wait for an operator before they go live. */
export const vendorApprovalSchema = z.object({ required: z.boolean() });
export type VendorApproval = z.infer<typeof vendorApprovalSchema>;

const listingStatusSchema = z.enum(LISTING_STATUSES);

export const accountSummarySchema = z.object({
  accountId: z.number(),
  kind: z.enum(["vendor", "planner"]),
  name: boundedText("name"),
  email: boundedText("email"),
  city: boundedText("name").nullable(),
  memberId: z.number().nullable(),
  clientId: z.number().nullable(),
  listingStatus: listingStatusSchema.nullable(),
  suspendedAt: boundedText("timestamp").nullable(),
  createdAt: boundedText("timestamp"),
});
export type AccountSummaryDto = z.infer<typeof accountSummarySchema>;

export const accountSearchPageSchema = z.object({
  accounts: z.array(accountSummarySchema).max(ACCOUNT_SEARCH_PAGE_SIZE),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

const bookingRowSchema = z.object({
  id: z.number(),
  requestId: z.number(),
  eventDate: boundedText("day"),
  eventType: boundedText("name"),
  status: boundedText("name"),
  totalCents: z.number(),
  otherSide: boundedText("name"),
});

const reportRowSchema = z.object({
  id: z.number(),
  feedbackId: z.number(),
  reason: boundedText("text"),
  status: boundedText("name"),
  createdAt: boundedText("timestamp"),
  /** `about`: a report of one of this vendor's reviews; `made`: a report this account made. */
  relation: z.enum(["about", "made"]),
});

export const accountDetailSchema = z.object({
  accountId: z.number(),
  kind: z.enum(["vendor", "planner"]),
  email: boundedText("email"),
  emailConfirmed: z.boolean(),
  createdAt: boundedText("timestamp"),
  suspendedAt: boundedText("timestamp").nullable(),
  suspendedReason: boundedText("text").nullable(),
  deletedAt: boundedText("timestamp").nullable(),
  vendor: z
    .object({
      memberId: z.number(),
      name: boundedText("name"),
      profilePath: boundedText("url"),
      listingStatus: listingStatusSchema,
      listingStatusChangedAt: boundedText("timestamp").nullable(),
      membershipLevel: boundedText("name"),
      city: boundedText("name"),
      categories: z.array(boundedText("name")).max(MAX_CATEGORIES),
      ratingAverage: z.number(),
      reviewCount: z.number(),
      openQuoteCount: z.number(),
      bookings: z.array(bookingRowSchema).max(ACCOUNT_DETAIL_ROWS),
      reviews: z
        .array(
          z.object({
            id: z.number(),
            rating: z.number(),
            title: boundedText("name").nullable(),
            reviewerName: boundedText("name"),
            status: boundedText("name"),
            createdAt: boundedText("timestamp"),
          }),
        )
        .max(ACCOUNT_DETAIL_ROWS),
    })
    .nullable(),
  planner: z
    .object({
      clientId: z.number(),
      name: boundedText("name"),
      requests: z
        .array(
          z.object({
            id: z.number(),
            eventType: boundedText("name"),
            eventDate: boundedText("day"),
            status: boundedText("name"),
          }),
        )
        .max(ACCOUNT_DETAIL_ROWS),
      bookings: z.array(bookingRowSchema).max(ACCOUNT_DETAIL_ROWS),
    })
    .nullable(),
  reports: z.array(reportRowSchema).max(ACCOUNT_DETAIL_ROWS),
});
export type AccountDetailDto = z.infer<typeof accountDetailSchema>;

export const suspensionOutcomeSchema = z.object({
  account: accountDetailSchema,
  /** False when the account was already in the asked state (a repeated or parallel request). */
  changed: z.boolean(),
  withdrawnQuoteCount: z.number(),
  notifiedPlannerCount: z.number(),
});

export const approvalQueueItemSchema = z.object({
  memberId: z.number(),
  accountId: z.number().nullable(),
  name: boundedText("name"),
  email: boundedText("email"),
  city: boundedText("name"),
  categories: z.array(boundedText("name")).max(MAX_CATEGORIES),
  createdAt: boundedText("timestamp"),
});
export type ApprovalQueueItemDto = z.infer<typeof approvalQueueItemSchema>;

export const approvalQueueSchema = z.object({
  listings: z.array(approvalQueueItemSchema).max(APPROVAL_QUEUE_SHOWN),
  waitingCount: z.number().int(),
});
export type ApprovalQueueDto = z.infer<typeof approvalQueueSchema>;

export const approvalOutcomeSchema = z.object({
  memberId: z.number(),
  listingStatus: listingStatusSchema,
  changed: z.boolean(),
});
