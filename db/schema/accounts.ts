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

/** Refresh tokens are stored hashed; a family shares one absolute expiry and is revoked as a whole. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    familyId: uuid().notNull(),
    replacedByHash: text(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    familyExpiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("refresh_tokens_family_idx").on(table.familyId),
    index("refresh_tokens_account_idx").on(table.accountId),
  ],
);
