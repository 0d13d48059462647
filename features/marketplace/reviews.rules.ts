/**
 * Reported reviews and the operators' one decision on a review (decision 032, amending 022): a planner
 * or vendor reports a review with a reason; an operator keeps it (it counts) or hides it with a public
 * note, for held and reported reviews alike.
 */

/** Why a review is reported, as stored and as people read it. */
export const REVIEW_REPORT_REASONS = {
  "not-a-real-booking": "Not about a real booking",
  offensive: "Offensive or hateful",
  "contact-details-or-spam": "Contact details or spam",
  "about-another-vendor": "About another vendor",
  other: "Something else",
} as const;
export type ReviewReportReason = keyof typeof REVIEW_REPORT_REASONS;
export const REVIEW_REPORT_REASON_CODES = Object.keys(REVIEW_REPORT_REASONS) as [
  ReviewReportReason,
  ...ReviewReportReason[],
];

/** A stored reason back as a code; an unknown word (none today) reads as "other". */
export function reviewReportReasonOf(stored: string): ReviewReportReason {
  return Object.hasOwn(REVIEW_REPORT_REASONS, stored) ? (stored as ReviewReportReason) : "other";
}

/** A report's state: waiting for an operator, or closed by their decision. */
export const REVIEW_REPORT_STATUSES = ["open", "kept", "hidden"] as const;
export type ReviewReportStatus = (typeof REVIEW_REPORT_STATUSES)[number];

/** A stored report state back as a state; an unknown word (none today) reads as still open. */
export function reviewReportStatusOf(stored: string): ReviewReportStatus {
  return (REVIEW_REPORT_STATUSES as readonly string[]).includes(stored) ? (stored as ReviewReportStatus) : "open";
}

/** An operator's decision on a review: it counts, or it is hidden behind a public note. */
export const REVIEW_DECISIONS = ["keep", "hide"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_REPORT_LIMITS = { messageMax: 1_000, publicNoteMin: 5, publicNoteMax: 300 } as const;

export const REVIEW_REPORT_MESSAGES = {
  reason: "Choose why you are reporting this review.",
  message: `Keep the details under ${REVIEW_REPORT_LIMITS.messageMax} characters.`,
  publicNote: `Write a note of ${REVIEW_REPORT_LIMITS.publicNoteMin} to ${REVIEW_REPORT_LIMITS.publicNoteMax} characters: it is shown on the profile in place of the review.`,
  alreadyReported: "You have already reported this review; an operator will look at it.",
} as const;

/** The `?notice=` a reporter comes back to the profile with. */
export const REVIEW_REPORTED_NOTICE = "review-reported";

/** What the profile shows in place of a hidden review's text. */
export function hiddenReviewText(publicNote: string): string {
  return `This review was hidden by Marquee: ${publicNote}`;
}

/** The state a decision gives a review, and the state it gives the review's open reports. */
export function decisionOutcome(decision: ReviewDecision): {
  reviewStatus: "counted" | "removed";
  reportStatus: Exclude<ReviewReportStatus, "open">;
} {
  return decision === "keep"
    ? { reviewStatus: "counted", reportStatus: "kept" }
    : { reviewStatus: "removed", reportStatus: "hidden" };
}
