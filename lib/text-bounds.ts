import { z } from "zod";

/**
 * The longest text each kind of field in the API's answers carries. Every answer is checked against
 * its Zod schema before it is sent (fastify-type-provider-zod's serializer), so these bounds hold,
 * and the OpenAPI document shows them (issue 24). Each is at least the input limit of the fields of its
 * kind, so nothing a form accepts is refused on the way out.
 */
export const TEXT_BOUNDS = {
  /** An instant as `toISOString()` writes it: 24 characters, 27 for years past 9999. */
  timestamp: 32,
  /** A day, YYYY-MM-DD. */
  day: 10,
  /** A time of day as PostgreSQL's `time` gives it, HH:MM:SS. */
  clock: 8,
  /** An address's length limit (RFC 5321). */
  email: 254,
  /** Names, titles, labels, statuses, slugs and file names: every such input is at most 200. */
  name: 200,
  /** A link or path on this site or a video host's. */
  url: 2_048,
  /** An access or refresh token. */
  token: 4_096,
  /** Free text: descriptions, messages, reviews, notes (the longest input is a vendor's about, 5,000). */
  text: 20_000,
  /** An article's Markdown (at most 100,000 characters) or the HTML made from it. */
  document: 1_000_000,
} as const;

export type TextKind = keyof typeof TEXT_BOUNDS;

/** A string of an answer, bounded by its kind. */
export function boundedText(kind: TextKind) {
  return z.string().max(TEXT_BOUNDS[kind]);
}
