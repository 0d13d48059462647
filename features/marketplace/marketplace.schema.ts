import { z } from "zod";
import { boundedText } from "#lib/text-bounds.ts";
import { idSchema, integerSchema } from "#lib/integers.ts";
import { emailSchema, firstNameSchema, phoneSchema } from "#features/accounts/accounts.schema.ts";
import {
  CANCELLATION_POLICY_KEYS,
  DECLINE_REASONS,
  EVENT_LENGTH_MINUTES,
  EVENT_TYPES,
  MAX_BOOKING_PAYMENTS,
  OPERATOR_QUEUES,
  MARKETPLACE_MESSAGES as MESSAGES,
  PROBLEM_KINDS,
  PROBLEM_LIMITS,
  PROBLEM_MESSAGES,
  PROBLEM_RESOLUTIONS,
  REQUEST_LIMITS,
  REVIEW_HOLD_REASON_CODES,
  REVIEW_STATUSES,
} from "./marketplace.rules.ts";
import { parseDollarsToCents } from "#lib/money.ts";
import {
  REVIEW_DECISIONS,
  REVIEW_REPORT_LIMITS,
  REVIEW_REPORT_MESSAGES,
  REVIEW_REPORT_REASON_CODES,
  REVIEW_REPORT_STATUSES,
} from "./reviews.rules.ts";

/**
 * The marketplace's calls: one schema per form, used by the page (errors as typed) and by the server
 * (to decide), and the shapes of the answers, whose types the pages import. Amounts are typed in dollars
 * and turned into whole cents here, on the server; the browser never computes a price.
 */

const isoDate = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/);
/** The largest amount anyone may type, in cents: what an expected refund or payment can be. */
const MAX_AMOUNT_CENTS = REQUEST_LIMITS.maxAmountDollars * 100;

/** A typed amount in dollars, as whole cents; `emptyAs` is what an empty field means, when it may be empty. */
function dollars(message: string): z.ZodPipe<z.ZodString, z.ZodTransform<number, string>>;
function dollars(
  message: string,
  options: { emptyAs: null },
): z.ZodPipe<z.ZodString, z.ZodTransform<number | null, string>>;
function dollars(message: string, options?: { emptyAs: null }) {
  return z
    .string()
    .trim()
    .max(16, message)
    .transform((value, context) => {
      if (value === "" && options) return options.emptyAs;
      const cents = parseDollarsToCents(value);
      if (cents === null || cents > REQUEST_LIMITS.maxAmountDollars * 100) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return cents;
    });
}

/** Who is asking when nobody is signed in: the request makes their planner account. */
export const requestContactSchema = z.object({
  firstName: firstNameSchema,
  email: emailSchema,
  phone: phoneSchema.optional().default(""),
});

/** POST /api/v1/requests: the `/createrequest` and `/requestquote` form. */
export const requestFormSchema = z.object({
  eventType: z.enum(EVENT_TYPES, MESSAGES.eventType),
  eventDate: isoDate.or(z.literal("")).refine((value) => value !== "", MESSAGES.eventDate),
  startTime: z
    .string()
    .max(5, MESSAGES.startTime)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.startTime),
  durationMinutes: integerSchema(EVENT_LENGTH_MINUTES.min, EVENT_LENGTH_MINUTES.max, { message: MESSAGES.duration }),
  /** The city's fileName from the location autocomplete. */
  cityFileName: z.string().trim().min(1, MESSAGES.city).max(200, MESSAGES.city),
  venueName: z.string().trim().max(120).optional().default(""),
  guestCount: integerSchema(1, REQUEST_LIMITS.maxGuests, { message: MESSAGES.guestCount }),
  /** Dollars, or empty for no budget. */
  budget: z
    .string()
    .trim()
    .max(16, MESSAGES.budget)
    .optional()
    .default("")
    .pipe(dollars(MESSAGES.budget, { emptyAs: null })),
  serviceTypeIds: z
    .array(idSchema)
    .min(1, MESSAGES.serviceTypes)
    .max(REQUEST_LIMITS.maxServiceTypes, MESSAGES.serviceTypes),
  details: z
    .string()
    .trim()
    .min(REQUEST_LIMITS.detailsMin, MESSAGES.details)
    .max(REQUEST_LIMITS.detailsMax, MESSAGES.details),
  /** One vendor (`/requestquote?memberId=`), the planner's saved vendors, or (neither) matching vendors. */
  memberId: idSchema.optional(),
  toFavorites: z.boolean().optional().default(false),
  /** Made by the form once; a repeated submission with the same token answers the request already made. */
  clientToken: z.uuid(),
  /** Required when nobody is signed in. */
  contact: requestContactSchema.optional(),
});
export type RequestFormInput = z.input<typeof requestFormSchema>;
export type RequestForm = z.output<typeof requestFormSchema>;

export const requestCreatedSchema = z.object({
  /** Null for a visitor, who is signed in by nothing and told the same whatever their email. */
  requestId: z.number().int().nullable(),
  /** The vendors it goes to (for a visitor's request, once its email is confirmed where that is needed). */
  recipientCount: z.number().int(),
  /** Where the planner follows the request; a visitor's page asks them to check their email. */
  path: boundedText("url"),
});
export type RequestCreatedDto = z.infer<typeof requestCreatedSchema>;

/** POST /api/v1/members/{id}/leads/{requestId}/quote. */
export const quoteFormSchema = z
  .object({
    total: dollars(MESSAGES.total).refine((cents) => cents > 0, MESSAGES.total),
    deposit: z.string().trim().max(16, MESSAGES.deposit).optional().default("0").pipe(dollars(MESSAGES.deposit)),
    included: z.string().trim().min(10, MESSAGES.included).max(2_000, MESSAGES.included),
    cancellationPolicy: z.enum(CANCELLATION_POLICY_KEYS, MESSAGES.policy),
    expiresOn: isoDate.or(z.literal("")).refine((value) => value !== "", MESSAGES.expiresOn),
  })
  .refine((quote) => quote.deposit <= quote.total, { message: MESSAGES.deposit, path: ["deposit"] });
export type QuoteFormInput = z.input<typeof quoteFormSchema>;

/** POST /api/v1/members/{id}/leads/{requestId}/decline. */
export const declineLeadSchema = z.object({
  reason: z.enum(DECLINE_REASONS, MESSAGES.declineReason),
  note: z.string().trim().max(500).optional().default(""),
});

/** POST /api/v1/quotes/{quoteId}/decline. */
export const declineQuoteSchema = z.object({ reason: z.string().trim().max(500).optional().default("") });

/** POST /api/v1/requests/{requestId}/threads/{memberId}. */
export const messageFormSchema = z.object({
  body: z.string().trim().min(1, MESSAGES.message).max(REQUEST_LIMITS.messageMax, MESSAGES.message),
  clientToken: z.uuid(),
});

/** POST /api/v1/bookings/{bookingId}/cancel: the refund the person saw, so a changed one is shown again. */
export const cancelBookingSchema = z.object({
  expectedRefundCents: integerSchema(0, MAX_AMOUNT_CENTS),
  reason: z.string().trim().max(500).optional().default(""),
});

/** POST /api/v1/bookings/{bookingId}/pay-balance. */
export const payBalanceSchema = z.object({ expectedAmountCents: integerSchema(1, MAX_AMOUNT_CENTS) });

/**
 * POST /api/v1/requests/{requestId}/rebook, and the request page's one-click "Book … at $X" (decision 025):
 * the runner-up's quote and the price the planner was shown, which must be its quoted price.
 */
export const rebookSchema = z.object({ quoteId: idSchema, expectedTotalCents: integerSchema(1, MAX_AMOUNT_CENTS) });

/** A runner-up's answer, asked after the booked vendor cancelled: still free on the date, or not. */
export const STILL_FREE_ANSWERS = ["still-free", "no-longer-free"] as const;
/** POST /api/v1/members/{id}/leads/{requestId}/still-free, and the lead page's two buttons. */
export const stillFreeAnswerSchema = z.object({ answer: z.enum(STILL_FREE_ANSWERS) });
export type StillFreeAnswer = (typeof STILL_FREE_ANSWERS)[number];

/** POST /api/v1/bookings/{bookingId}/review. */
export const reviewFormSchema = z.object({
  rating: integerSchema(1, 5, { message: MESSAGES.rating }),
  title: z.string().trim().max(120).optional().default(""),
  body: z.string().trim().min(REQUEST_LIMITS.reviewMin, MESSAGES.review).max(REQUEST_LIMITS.reviewMax, MESSAGES.review),
});

/** POST /api/v1/members/{id}/reviews/{reviewId}/reply. */
export const reviewReplySchema = z.object({
  reply: z.string().trim().min(1, MESSAGES.reply).max(REQUEST_LIMITS.replyMax, MESSAGES.reply),
});

export const requestIdParamsSchema = z.object({ requestId: idSchema });
export const quoteIdParamsSchema = z.object({ quoteId: idSchema });
export const bookingIdParamsSchema = z.object({ bookingId: idSchema });
export const leadParamsSchema = z.object({ id: idSchema, requestId: idSchema });
export const threadParamsSchema = z.object({ requestId: idSchema, memberId: idSchema });
export const reviewReplyParamsSchema = z.object({ id: idSchema, reviewId: idSchema });
export const favoriteParamsSchema = z.object({ clientId: idSchema, memberId: idSchema });

/* The answers. */

const policySchema = z.object({
  key: z.enum(CANCELLATION_POLICY_KEYS),
  label: boundedText("name"),
  description: boundedText("text"),
});

const vendorSummarySchema = z.object({
  memberId: z.number().int(),
  name: boundedText("name"),
  profilePath: boundedText("url"),
  photoUrl: boundedText("url").nullable(),
  ratingAverage: z.number(),
  reviewCount: z.number().int(),
  acceptsOnlineDeposits: z.boolean(),
});

export const quoteSchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  status: z.enum(["pending", "accepted", "declined", "expired", "closed", "withdrawn"]),
  totalCents: z.number().int(),
  depositCents: z.number().int(),
  /** Due after the deposit. */
  balanceCents: z.number().int(),
  included: boundedText("text"),
  cancellationPolicy: policySchema,
  expiresOn: boundedText("day"),
  closedNote: boundedText("text").nullable(),
  createdAt: boundedText("timestamp"),
  vendor: vendorSummarySchema,
  /** What the planner may do with it now (only allowed events are offered). */
  canAccept: z.boolean(),
  canDecline: z.boolean(),
  /** The vendor may withdraw it. */
  canWithdraw: z.boolean(),
});
export type QuoteDto = z.infer<typeof quoteSchema>;

export const paymentSchema = z.object({
  kind: z.enum(["deposit", "balance", "refund"]),
  amountCents: z.number().int(),
  provider: boundedText("name"),
  reference: boundedText("name"),
  createdAt: boundedText("timestamp"),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: boundedText("name").nullable(),
  body: boundedText("text"),
  reviewerName: boundedText("name"),
  /** Paid through Marquee above the minimum, or confirmed by an operator (decision 022). */
  verifiedBooking: z.boolean(),
  /** Only "counted" reviews are on the profile and in the rating; the vendor sees no other. */
  status: z.enum(REVIEW_STATUSES),
  createdAt: boundedText("timestamp"),
  vendorReply: boundedText("text").nullable(),
  vendorRepliedAt: boundedText("timestamp").nullable(),
});
export type ReviewDto = z.infer<typeof reviewSchema>;

export const bookingSchema = z.object({
  id: z.number().int(),
  status: z.enum(["confirmed", "completed", "cancelled"]),
  requestId: z.number().int(),
  quoteId: z.number().int(),
  eventType: boundedText("name"),
  eventDate: boundedText("day"),
  startTime: boundedText("clock"),
  cityName: boundedText("name"),
  vendor: vendorSummarySchema,
  plannerFirstName: boundedText("name"),
  totalCents: z.number().int(),
  depositCents: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  /** Still to pay (online or directly): the total less what was paid online, nothing once cancelled. */
  balanceCents: z.number().int(),
  cancellationPolicy: policySchema,
  cancelledBy: z.enum(["planner", "vendor"]).nullable(),
  cancelledAt: boundedText("timestamp").nullable(),
  cancelReason: boundedText("text").nullable(),
  payments: z.array(paymentSchema).max(MAX_BOOKING_PAYMENTS),
  /** "test": the built-in provider; nothing real is charged. */
  paymentMode: z.enum(["test"]),
  /**
   * The other side's contact details, shared while the booking is live; null once it is cancelled, and
   * for a planner whose email is not confirmed yet.
   */
  contact: z
    .object({ name: boundedText("name"), email: boundedText("email"), phone: boundedText("name").nullable() })
    .nullable(),
  review: reviewSchema.nullable(),
  /** The caller's possible actions. */
  canCancel: z.boolean(),
  canPayBalance: z.boolean(),
  canReview: z.boolean(),
  /** The first day a review may be written (the day after the event). */
  reviewOpensOn: boundedText("day"),
  canReply: z.boolean(),
});
export type BookingDto = z.infer<typeof bookingSchema>;

const requestDetailsSchema = z.object({
  id: z.number().int(),
  status: z.enum(["open", "booked", "closed", "cancelled"]),
  eventType: boundedText("name"),
  eventDate: boundedText("day"),
  startTime: boundedText("clock"),
  durationMinutes: z.number().int(),
  cityName: boundedText("name"),
  cityFileName: boundedText("name"),
  venueName: boundedText("name").nullable(),
  guestCount: z.number().int(),
  budgetCents: z.number().int().nullable(),
  details: boundedText("text"),
  serviceTypes: z
    .array(z.object({ id: z.number().int(), name: boundedText("name") }))
    .max(REQUEST_LIMITS.maxServiceTypes),
  createdAt: boundedText("timestamp"),
});

/** GET /api/v1/requests/{requestId}: the planner's page of one request. */
export const plannerRequestSchema = z.object({
  request: requestDetailsSchema.extend({
    recipientCount: z.number().int(),
    canClose: z.boolean(),
    canCancel: z.boolean(),
  }),
  /** One quote at most from each vendor the request went to. */
  quotes: z.array(quoteSchema).max(REQUEST_LIMITS.maxRecipients),
  /** Every vendor the request went to, with their answer so far and their thread. */
  vendors: z
    .array(
      vendorSummarySchema.extend({
        answer: z.enum(["waiting", "quoted", "declined"]),
        declineReason: boundedText("text").nullable(),
        messageCount: z.number().int(),
        lastMessageAt: boundedText("timestamp").nullable(),
      }),
    )
    .max(REQUEST_LIMITS.maxRecipients),
  booking: bookingSchema.nullable(),
  /**
   * After the booked vendor cancelled (or the planner cancelled one booking of a multi-service event),
   * while the request is open again: the runner-ups to book in one click at their quoted price.
   */
  rebook: z
    .object({
      cancelledVendorName: boundedText("name"),
      offers: z
        .array(
          z.object({
            quoteId: z.number().int(),
            vendor: vendorSummarySchema,
            totalCents: z.number().int(),
            depositCents: z.number().int(),
            expiresOn: boundedText("day"),
            /** The vendor answered "still free" since the cancellation; otherwise they were asked and have not answered. */
            stillFreeConfirmed: z.boolean(),
          }),
        )
        .max(REQUEST_LIMITS.maxRecipients),
    })
    .nullable(),
});
export type PlannerRequestDto = z.infer<typeof plannerRequestSchema>;
export type RebookOfferDto = NonNullable<PlannerRequestDto["rebook"]>["offers"][number];

export const leadStatusSchema = z.enum([
  "new",
  "quoted",
  "declined",
  "booked",
  "lost",
  "quote-declined",
  "closed",
  "cancelled",
  "expired",
]);
export type LeadStatus = z.infer<typeof leadStatusSchema>;

/** GET /api/v1/members/{id}/leads. */
export const leadListSchema = z.object({
  leads: z
    .array(
      z.object({
        requestId: z.number().int(),
        eventType: boundedText("name"),
        eventDate: boundedText("day"),
        cityName: boundedText("name"),
        serviceTypes: z.array(boundedText("name")).max(REQUEST_LIMITS.maxServiceTypes),
        guestCount: z.number().int(),
        budgetCents: z.number().int().nullable(),
        plannerFirstName: boundedText("name"),
        receivedAt: boundedText("timestamp"),
        status: leadStatusSchema,
        /** Quotes sent by every vendor, this one included. */
        quoteCount: z.number().int(),
      }),
    )
    .max(REQUEST_LIMITS.leadsShown),
});
export type LeadSummaryDto = z.infer<typeof leadListSchema>["leads"][number];

/** GET /api/v1/members/{id}/leads/{requestId}: the vendor's page of one lead. */
export const leadSchema = z.object({
  request: requestDetailsSchema,
  plannerFirstName: boundedText("name"),
  status: leadStatusSchema,
  /** How many other vendors have quoted: shown to every vendor, not sold. */
  otherQuoteCount: z.number().int(),
  quote: quoteSchema.nullable(),
  declined: z
    .object({ reason: boundedText("text"), note: boundedText("text").nullable(), at: boundedText("timestamp") })
    .nullable(),
  booking: bookingSchema.nullable(),
  /**
   * A runner-up's check after the booked vendor cancelled (decision 025): "asked" while the planner waits
   * for their answer, "confirmed" once they said they are still free; null when it does not apply.
   */
  stillFree: z.enum(["asked", "confirmed"]).nullable(),
  canQuote: z.boolean(),
  canDecline: z.boolean(),
  /** The latest expiry date the quote may carry (the event date, or 90 days ahead). */
  latestExpiresOn: boundedText("day"),
  earliestExpiresOn: boundedText("day"),
});
export type LeadDto = z.infer<typeof leadSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  senderRole: z.enum(["planner", "vendor"]),
  senderName: boundedText("name"),
  body: boundedText("text"),
  createdAt: boundedText("timestamp"),
  mine: z.boolean(),
});
export type MessageDto = z.infer<typeof messageSchema>;

/** GET /api/v1/requests/{requestId}/threads/{memberId}. */
export const threadSchema = z.object({
  requestId: z.number().int(),
  memberId: z.number().int(),
  vendorName: boundedText("name"),
  plannerFirstName: boundedText("name"),
  /** Booked: contact details in messages are no longer hidden. */
  contactShared: z.boolean(),
  messages: z.array(messageSchema).max(REQUEST_LIMITS.threadMessagesShown),
});
export type ThreadDto = z.infer<typeof threadSchema>;

export const messageSentSchema = z.object({
  message: messageSchema,
  /** Contact details in the message were hidden (before a booking). */
  contactHidden: z.boolean(),
});

/** GET /api/v1/bookings/{bookingId}/cancellation: what cancelling now would refund the caller's side. */
export const cancellationPreviewSchema = z.object({
  bookingId: z.number().int(),
  cancelledBy: z.enum(["planner", "vendor"]),
  policy: policySchema,
  daysBefore: z.number().int(),
  paidCents: z.number().int(),
  refundCents: z.number().int(),
  /** One sentence for the confirmation, e.g. "You'll be refunded $125 of the $250 you paid (Moderate policy, 12 days before)." */
  summary: boundedText("text"),
});
export type CancellationPreviewDto = z.infer<typeof cancellationPreviewSchema>;

/** GET /api/v1/client/{clientId}/favorites. */
export const favoritesSchema = z.object({
  favorites: z
    .array(vendorSummarySchema.extend({ serviceTypeName: boundedText("name"), cityName: boundedText("name") }))
    .max(REQUEST_LIMITS.maxFavorites),
});
export type FavoriteDto = z.infer<typeof favoritesSchema>["favorites"][number];

/** GET and POST /api/v1/members/{id}/calendar-feed. */
export const calendarFeedSchema = z.object({ url: boundedText("url") });

/* Operators: reviews held for moderation, and bookings they confirm (decision 022). */

/** GET /api/v1/admin/reviews: the reviews waiting for a decision (held or reported), or those hidden. */
export const moderationQuerySchema = z.object({ show: z.enum(["waiting", "hidden"]).optional().default("waiting") });

export const reviewIdParamsSchema = z.object({ reviewId: idSchema });

/** POST /api/v1/admin/bookings/{bookingId}/confirm. */
export const operatorNoteSchema = z.object({ note: z.string().trim().max(1_000).optional().default("") }).optional();

export const moderatedReviewSchema = z.object({
  id: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  verifiedBooking: z.boolean(),
  heldReasons: z
    .array(z.object({ code: z.enum(REVIEW_HOLD_REASON_CODES), text: boundedText("text") }))
    .max(REVIEW_HOLD_REASON_CODES.length),
  rating: z.number().int(),
  title: boundedText("name").nullable(),
  body: boundedText("text"),
  reviewerName: boundedText("name"),
  reviewerClientId: z.number().int().nullable(),
  memberId: z.number().int(),
  vendorName: boundedText("name"),
  bookingId: z.number().int().nullable(),
  createdAt: boundedText("timestamp"),
  moderatedAt: boundedText("timestamp").nullable(),
  /** Shown on the profile in place of a hidden review's text. */
  publicNote: boundedText("text").nullable(),
  /** The newest reports of this review, newest first; `open` ones wait for the decision. */
  reports: z
    .array(
      z.object({
        id: z.number().int(),
        reason: z.enum(REVIEW_REPORT_REASON_CODES),
        reasonText: boundedText("text"),
        message: boundedText("text").nullable(),
        status: z.enum(REVIEW_REPORT_STATUSES),
        reporterEmail: boundedText("email").nullable(),
        reporterRole: z.enum(["planner", "vendor", "operator"]).nullable(),
        createdAt: boundedText("timestamp"),
      }),
    )
    .max(OPERATOR_QUEUES.reportsPerReviewShown),
});
export type ModeratedReviewDto = z.infer<typeof moderatedReviewSchema>;
export const moderatedReviewListSchema = z.object({
  reviews: z.array(moderatedReviewSchema).max(OPERATOR_QUEUES.reviewsShown),
});
export const moderatedReviewAnswerSchema = z.object({ review: moderatedReviewSchema });

/**
 * POST /api/v1/admin/reviews/{reviewId}/decision, and the queue page's two buttons: keep (the review
 * counts, its reports close as kept) or hide (with the note shown in its place). Decision 032.
 */
export const reviewDecisionSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS),
    publicNote: z
      .string()
      .trim()
      .max(REVIEW_REPORT_LIMITS.publicNoteMax, REVIEW_REPORT_MESSAGES.publicNote)
      .optional()
      .default(""),
  })
  .refine((form) => form.decision === "keep" || form.publicNote.length >= REVIEW_REPORT_LIMITS.publicNoteMin, {
    message: REVIEW_REPORT_MESSAGES.publicNote,
    path: ["publicNote"],
  });

/** POST /api/v1/reviews/{reviewId}/reports, and the report page's form. */
export const reviewReportFormSchema = z.object({
  reason: z.enum(REVIEW_REPORT_REASON_CODES, REVIEW_REPORT_MESSAGES.reason),
  message: z
    .string()
    .trim()
    .max(REVIEW_REPORT_LIMITS.messageMax, REVIEW_REPORT_MESSAGES.message)
    .optional()
    .default(""),
});
export const reviewReportAnswerSchema = z.object({
  reportId: z.number().int(),
  reviewId: z.number().int(),
  /** The reviewed vendor's profile, where the reporter goes back to. */
  profilePath: boundedText("url"),
});
export type ReviewReportAnswer = z.infer<typeof reviewReportAnswerSchema>;

export const bookingConfirmationSchema = z.object({
  bookingId: z.number().int(),
  operatorConfirmedAt: boundedText("timestamp"),
  /** The booking's review, now verified, if there is one. */
  review: moderatedReviewSchema.nullable(),
});

/* Problems with a booking (decision 033). */

/** POST /api/v1/bookings/{bookingId}/problems: the report form. */
export const reportProblemSchema = z.object({
  kind: z.enum(PROBLEM_KINDS, PROBLEM_MESSAGES.kind),
  body: z.string().trim().min(1, PROBLEM_MESSAGES.message).max(PROBLEM_LIMITS.messageMax, PROBLEM_MESSAGES.message),
});

/** POST /api/v1/problems/{problemId}/messages: a message in a problem's thread. */
export const problemMessageFormSchema = z.object({
  body: z.string().trim().min(1, PROBLEM_MESSAGES.reply).max(PROBLEM_LIMITS.messageMax, PROBLEM_MESSAGES.reply),
});

/**
 * POST /api/v1/admin/problems/{problemId}/resolve: the amount, typed in dollars, counts only for a
 * partial refund; the server checks it against what is still refundable.
 */
export const resolveProblemSchema = z
  .object({
    resolution: z.enum(PROBLEM_RESOLUTIONS, PROBLEM_MESSAGES.resolution),
    amount: dollars(PROBLEM_MESSAGES.amount, { emptyAs: null }).default(null),
    reason: z.string().trim().min(1, PROBLEM_MESSAGES.reason).max(PROBLEM_LIMITS.reasonMax, PROBLEM_MESSAGES.reason),
  })
  .superRefine((input, context) => {
    if (input.resolution === "partial_refund" && !input.amount)
      context.addIssue({ code: "custom", path: ["amount"], message: PROBLEM_MESSAGES.amount });
  });
export type ResolveProblemInput = z.input<typeof resolveProblemSchema>;

export const problemIdParamsSchema = z.object({ problemId: idSchema });

/** GET /api/v1/admin/problems: open ones first, or only one state. */
export const problemQueueQuerySchema = z.object({ status: z.enum(["open", "resolved"]).optional() });

const problemSideSchema = z.enum(["planner", "vendor"]);

export const problemSummarySchema = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  requestId: z.number().int(),
  status: z.enum(["open", "resolved"]),
  kind: z.enum(PROBLEM_KINDS),
  kindLabel: boundedText("name"),
  reporterSide: problemSideSchema,
  vendorName: boundedText("name"),
  plannerFirstName: boundedText("name"),
  eventType: boundedText("name"),
  eventDate: boundedText("day"),
  createdAt: boundedText("timestamp"),
  resolution: z.enum(PROBLEM_RESOLUTIONS).nullable(),
  refundCents: z.number().int().nullable(),
});
export type ProblemSummaryDto = z.infer<typeof problemSummarySchema>;
/** A booking's problems (a few per side), or the operators' queue. */
export const problemListSchema = z.object({
  problems: z.array(problemSummarySchema).max(OPERATOR_QUEUES.problemsShown),
});

export const problemMessageSchema = z.object({
  id: z.number().int(),
  authorSide: z.enum(["planner", "vendor", "operator"]),
  authorName: boundedText("name"),
  body: boundedText("text"),
  createdAt: boundedText("timestamp"),
  mine: z.boolean(),
});
export type ProblemMessageDto = z.infer<typeof problemMessageSchema>;

/** GET /api/v1/problems/{problemId}: the case as its planner, its vendor or an operator reads it. */
export const problemSchema = problemSummarySchema.extend({
  viewerSide: z.enum(["planner", "vendor", "operator"]),
  /** One sentence on the outcome both sides read, e.g. "Marquee refunded $150 of the $300 paid." */
  resolutionSummary: boundedText("text").nullable(),
  resolutionReason: boundedText("text").nullable(),
  resolvedAt: boundedText("timestamp").nullable(),
  /** Paid through Marquee (deposit and balance), refunded so far, and what is left to refund. */
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  refundableCents: z.number().int(),
  paymentMode: z.enum(["test"]),
  messages: z.array(problemMessageSchema).max(PROBLEM_LIMITS.messagesShown),
  canReply: z.boolean(),
  canResolve: z.boolean(),
});
export type ProblemDto = z.infer<typeof problemSchema>;
