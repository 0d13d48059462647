/** PostgreSQL states meaning the server is going away, starting up or full; all of class 08 (connection) too. */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "53400"]);
/** Class 53, insufficient resources: these clear by themselves once space or memory is freed. */
const DISK_FULL_SQLSTATE = "53100";
const OUT_OF_MEMORY_SQLSTATE = "53200";
const STATEMENT_TIMEOUT_SQLSTATE = "57014";
const NETWORK_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** node-postgres reports a lost, refused or timed-out connection by message only. */
const LOST_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  // The pool was closed under a request: the process is stopping, or its database is being replaced.
  /^Cannot use a pool after calling end on the pool$/,
];
/** A connection that was open and is not any more: the server ended it, or it broke. */
const DROPPED_CONNECTION_CODES = new Set(["57P01", "57P02", "ECONNRESET", "EPIPE"]);
const DROPPED_CONNECTION_MESSAGES = [/^Connection terminated unexpectedly$/, /is not queryable$/];

function* errorChain(error: unknown): Generator<Error> {
  let current = error;
  // Drizzle wraps the driver's error, so the causes are searched too.
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    yield current;
    current = current.cause;
  }
}

const codeOf = (error: Error) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : "";
};

export type DatabaseFailure = "unavailable" | "timeout" | "diskFull" | "outOfMemory";

/**
 * Whether an error means the database is out of reach, cut a statement short, or lacks the disk or
 * memory to carry it out: each passes without the caller's doing, so each is a "try again soon".
 */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  for (const current of errorChain(error)) {
    const code = codeOf(current);
    if (code === STATEMENT_TIMEOUT_SQLSTATE || current.message === "Query read timeout") return "timeout";
    if (code === DISK_FULL_SQLSTATE) return "diskFull";
    if (code === OUT_OF_MEMORY_SQLSTATE) return "outOfMemory";
    if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || NETWORK_ERROR_CODES.has(code)) {
      return "unavailable";
    }
    if (LOST_CONNECTION_MESSAGES.some((pattern) => pattern.test(current.message))) return "unavailable";
  }
  return undefined;
}

/** Whether a query failed because its pooled connection had died, rather than because the database is away. */
export function isDroppedConnection(error: unknown): boolean {
  for (const current of errorChain(error)) {
    if (DROPPED_CONNECTION_CODES.has(codeOf(current))) return true;
    if (DROPPED_CONNECTION_MESSAGES.some((pattern) => pattern.test(current.message))) return true;
  }
  return false;
}
