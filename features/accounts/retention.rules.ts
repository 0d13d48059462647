/**
 * How long the records of signing in are kept once they no longer work: long enough to answer a
 * question about a recent sign-in or emailed link, no longer, as each names an account.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ended session (expired, logged out or revoked) and its tokens stay a week, so support can still trace a recent sign-in. */
export const ENDED_SESSION_KEPT_MS = 7 * DAY_MS;

/** A used or expired reset or confirmation link stays a week, so "my link did not work" can still be looked into. */
export const SPENT_LINK_KEPT_MS = 7 * DAY_MS;

/** Retention deletes at most this many rows a statement, so a year of backlog never holds a long lock or statement. */
export const RETENTION_BATCH_ROWS = 5_000;
