import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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

/** Failed log-ins by key (`email:` or `address:`), counted over a sliding window for throttling. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    throttleKey: text().notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("login_failures_key_idx").on(table.throttleKey, table.failedAt)],
);
