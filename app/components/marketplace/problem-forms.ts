/**
 * The forms of a booking problem's pages (decision 033): their intents, fields, the notices a success
 * leaves in the page address, and the words of a problem's states. Pure, safe for the browser.
 */
import type { ProblemDto } from "#features/marketplace/marketplace.schema.ts";

export const PROBLEM_INTENTS = { message: "problem-message", resolve: "resolve-problem" } as const;

export const REPORT_PROBLEM_FIELDS = ["kind", "body"] as const;
export type ReportProblemField = (typeof REPORT_PROBLEM_FIELDS)[number];
export const PROBLEM_MESSAGE_FIELDS = ["body"] as const;
export type ProblemMessageField = (typeof PROBLEM_MESSAGE_FIELDS)[number];
export const RESOLVE_PROBLEM_FIELDS = ["resolution", "amount", "reason"] as const;
export type ResolveProblemField = (typeof RESOLVE_PROBLEM_FIELDS)[number];

export const PROBLEM_NOTICES = {
  reported: "problem-reported",
  messageSent: "problem-message-sent",
  resolved: "problem-resolved",
} as const;

export const PROBLEM_NOTICE_TEXT: Partial<Record<string, string>> = {
  [PROBLEM_NOTICES.reported]:
    "Your report was sent. Marquee will look into it and write here; you'll get an email too.",
  [PROBLEM_NOTICES.messageSent]: "Your message was sent.",
  [PROBLEM_NOTICES.resolved]: "The problem is resolved. Both sides were emailed the decision.",
};

export const PROBLEM_STATUS_LABELS: Record<ProblemDto["status"], string> = { open: "Open", resolved: "Resolved" };

/** The id of a problem's thread, for the redirect back to it. */
export const PROBLEM_THREAD_ID = "problem-thread";
export const PROBLEM_RESOLVE_ID = "problem-resolve";
