/**
 * The one way a service says no (decision 023). Services throw a DomainError; they never choose an
 * HTTP status or return one. The API maps the kind to a status once (server/plugins/errors.ts) and the
 * pages map it once (app/routes/session.server.ts). Below the features: anything may import it.
 */
export const DOMAIN_ERROR_STATUS = {
  /** The input breaks a rule; `fields` names the fields at fault. */
  invalid: 400,
  /** Nobody is signed in, or the credentials are not valid. */
  unauthenticated: 401,
  /** A charge was declined. */
  "payment-failed": 402,
  /** Signed in, but not allowed to do this. */
  forbidden: 403,
  "not-found": 404,
  /** The state of things does not allow it now (already decided, a duplicate, a key reused). */
  conflict: 409,
  /** Understood and allowed, but it cannot be carried out as asked (no vendor matches, nothing saved). */
  refused: 422,
  /** Too many attempts: try again after `retryAfterSeconds`. */
  "rate-limited": 429,
} as const;

export type DomainErrorKind = keyof typeof DOMAIN_ERROR_STATUS;

/**
 * Marks a DomainError whichever copy of this module made it. The pages' server bundle has a copy of
 * its own (vite.config.ts keeps only `*.server.ts` modules outside it), so the services' errors are
 * not `instanceof` the bundle's class; the registry symbol is the same in both.
 */
const DOMAIN_ERROR: unique symbol = Symbol.for("marquee.domain-error");

export class DomainError extends Error {
  readonly [DOMAIN_ERROR] = true;
  readonly kind: DomainErrorKind;
  /** A stable, upper-case code for programs (`NOT_FOUND`, `NO_MATCHING_VENDORS`). */
  readonly code: string;
  /** Messages by field name, for a form to show beside each field. */
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: DomainErrorKind,
    code: string,
    message: string,
    options: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.kind = kind;
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (message: string, code = "NOT_FOUND") => new DomainError("not-found", code, message);
export const forbidden = (message: string, code = "FORBIDDEN") => new DomainError("forbidden", code, message);
export const conflict = (code: string, message: string, fields?: Record<string, string>) =>
  new DomainError("conflict", code, message, { fields });
export const invalid = (code: string, message: string, fields?: Record<string, string>) =>
  new DomainError("invalid", code, message, { fields });
export const refused = (code: string, message: string) => new DomainError("refused", code, message);

export function isDomainError(error: unknown): error is DomainError {
  return typeof error === "object" && error !== null && DOMAIN_ERROR in error;
}
