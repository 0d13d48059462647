/**
 * The shapes of this site's HTTP answers that route modules (`*.api.server.ts`) and the server's
 * plugins share, with nothing of server/ in them (decision 023): the error body, the "try again
 * soon" 503, and the schema of an empty answer. Which status a service's refusal becomes is not
 * here: the error handler maps a DomainError's kind (lib/domain-errors.ts).
 */
import { z } from "zod";

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** How long a caller should wait before trying a 503 again: a restart, an outage or overload passes in seconds. */
export const RETRY_AFTER_SECONDS = 5;

const UNAVAILABLE_REASONS = {
  databaseUnavailable: {
    code: "DATABASE_UNAVAILABLE",
    message: "We cannot reach our database right now. Please try again in a moment.",
  },
  databaseTimeout: { code: "DATABASE_TIMEOUT", message: "That took too long to answer. Please try again in a moment." },
  databaseDiskFull: {
    code: "DATABASE_DISK_FULL",
    message: "We cannot save anything right now: our storage is full. Please try again in a moment.",
  },
  databaseOutOfMemory: {
    code: "DATABASE_OUT_OF_MEMORY",
    message: "Our database is short of memory right now. Please try again in a moment.",
  },
  overloaded: { code: "OVERLOADED", message: "We are very busy right now. Please try again in a moment." },
  notReady: { code: "NOT_READY", message: "The database cannot be reached." },
  shuttingDown: { code: "SHUTTING_DOWN", message: "This server is restarting. Please try again in a moment." },
} as const;
export type UnavailableReason = keyof typeof UNAVAILABLE_REASONS;

/** The part of a reply an answer sets: its status and headers. */
type ReplyHead = { status(statusCode: number): unknown; header(name: string, value: string): unknown };

/** Sets 503 and Retry-After on the reply and gives the body to send: every "try again soon" answer. */
export function unavailable(reply: ReplyHead, reason: UnavailableReason): ErrorBody {
  reply.status(503);
  reply.header("retry-after", String(RETRY_AFTER_SECONDS));
  return { error: { ...UNAVAILABLE_REASONS[reason] } };
}

/** The response schema of a 204 answer: declared so the API document shows that nothing comes back. */
export const noContentResponseSchema = z.null().describe("Done; no content.");
