import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const accountRole = pgEnum("account_role", ["client", "member", "admin"]);

export const accounts = pgTable(
  "accounts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: accountRole().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the owner proved the log-in email by a link sent to it; null until then (a pending account). */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** Set by an operator: the account cannot log in and its listing is hidden until restored. */
    suspendedAt: timestamp({ withTimezone: true }),
    suspendedReason: text(),
    /** The owner deleted the account: personal data was removed or anonymised, the row stays for the records others rely on. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex("accounts_email_idx").on(sql`lower(${table.email})`)],
);

export const clients = pgTable("clients", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  accountId: integer()
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: "cascade" }),
  firstName: text().notNull(),
  lastName: text(),
  email: text().notNull(),
  phoneNumber: text(),
  /** The visitor request whose sending made this account, if one did (its reviews of that request's vendors are held). */
  signUpRequestId: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A log-in: the family of refresh tokens it hands out. It ends at `expiresAt` (30 days after log-in,
 * however often it is refreshed), at logout, at a password change, or when a used refresh token is replayed.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokeReason: text(),
  },
  (table) => [index("sessions_account_idx").on(table.accountId)],
);

/** Access tokens are opaque and stored hashed, so logging out ends them at once. */
export const accessTokens = pgTable(
  "access_tokens",
  {
    tokenHash: text().primaryKey(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("access_tokens_session_idx").on(table.sessionId)],
);

/** Refresh tokens are stored hashed; each is used once, then replaced (rotation). */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("refresh_tokens_session_idx").on(table.sessionId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("password_reset_tokens_account_idx").on(table.accountId)],
);

/**
 * Log-in attempts by key (`email:` or `address:`), written before the password is checked and
 * counted over a sliding window, so parallel attempts cannot pass the limit (decision 008).
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    throttleKey: text().notNull(),
    attemptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("login_attempts_key_idx").on(table.throttleKey, table.attemptedAt)],
);

/**
 * One-use links sent to an email address to prove it: confirming a new account ("verify_account"),
 * a new log-in email ("change_email"), undoing a change from the old address ("undo_email_change"),
 * a vendor's listing email ("verify_listing_email"), or a request sent with an existing account's
 * email ("confirm_request"). Stored hashed, like every token.
 */
export const emailConfirmations = pgTable(
  "email_confirmations",
  {
    tokenHash: text().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    purpose: text().notNull(),
    /** The address the link was sent to, and that it proves. */
    email: text().notNull(),
    /** For a change: the address it replaces, restored by the undo link. */
    previousEmail: text(),
    memberId: integer(),
    requestId: integer(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("email_confirmations_account_idx").on(table.accountId, table.purpose)],
);

/** Network addresses an account has used (hashed with the server's secret), to hold reviews from the vendor's own addresses. */
export const accountAddresses = pgTable(
  "account_addresses",
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    addressHash: text().notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.addressHash] }),
    index("account_addresses_address_idx").on(table.addressHash),
  ],
);

/**
 * What operators did, and what owners did that an operator must be able to trace (account deletion):
 * who, which record, before and after, when. Append-only: a trigger refuses every UPDATE and DELETE,
 * and the account ids are plain numbers so that no deletion elsewhere rewrites a row here.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorAccountId: integer(),
    action: text().notNull(),
    subjectAccountId: integer(),
    /** The kind of record acted on (`member`, `review`, `booking_problem`, `article`, ...) and its id. */
    recordType: text(),
    recordId: integer(),
    before: jsonb(),
    after: jsonb(),
    details: jsonb().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_events_subject_idx").on(table.subjectAccountId, table.createdAt),
    index("audit_events_created_idx").on(table.createdAt),
    index("audit_events_action_idx").on(table.action, table.createdAt),
    index("audit_events_record_idx").on(table.recordType, table.recordId),
    index("audit_events_actor_idx").on(table.actorAccountId, table.createdAt),
  ],
);

/** Operator settings of the marketplace, one JSON value per key (`vendorApproval`: new listings wait for approval). */
export const marketplaceSettings = pgTable("marketplace_settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedByAccountId: integer(),
});
