import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts, clients } from "./accounts.ts";
import { locations } from "./locations.ts";
import { members } from "./members.ts";
import { serviceTypes } from "./service-types.ts";

export const requestStatus = pgEnum("request_status", ["open", "booked", "closed", "cancelled"]);
export const quoteStatus = pgEnum("quote_status", [
  "pending",
  "accepted",
  "declined",
  "expired",
  "closed",
  "withdrawn",
]);
export const bookingStatus = pgEnum("booking_status", ["confirmed", "completed", "cancelled"]);

/** A planner's event request, sent to matching vendors (or to one vendor when `targetMemberId` is set). */
export const requests = pgTable(
  "requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    targetMemberId: integer().references(() => members.id),
    eventType: text().notNull(),
    eventDate: date({ mode: "string" }).notNull(),
    startTime: time().notNull(),
    durationMinutes: integer().notNull(),
    cityId: integer()
      .notNull()
      .references(() => locations.id),
    venueName: text(),
    guestCount: integer().notNull(),
    budgetCents: integer(),
    details: text().notNull(),
    status: requestStatus().notNull().default("open"),
    /** Made once by the planner's form: a repeated submission answers the request already made. */
    clientToken: uuid().notNull(),
    /** "matching", "vendor" (one vendor) or "favorites". */
    audience: text().notNull().default("matching"),
    /** Sent by a visitor with the email of an existing account: delivered only once that account's owner confirms. */
    awaitingConfirmation: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("requests_client_idx").on(table.clientId, table.createdAt),
    uniqueIndex("requests_client_token_idx").on(table.clientId, table.clientToken),
  ],
);

export const requestServiceTypes = pgTable(
  "request_service_types",
  {
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: "cascade" }),
    serviceTypeId: integer()
      .notNull()
      .references(() => serviceTypes.id),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.serviceTypeId] })],
);

/** A request as a vendor sees it in the leads inbox. */
export const requestRecipients = pgTable(
  "request_recipients",
  {
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: "cascade" }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    declinedReason: text(),
    declinedNote: text(),
    declinedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.memberId] }),
    index("request_recipients_member_idx").on(table.memberId),
  ],
);

export const quotes = pgTable(
  "quotes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: "cascade" }),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    totalCents: integer().notNull(),
    depositCents: integer().notNull(),
    included: text().notNull(),
    cancellationPolicy: text().notNull(),
    expiresOn: date({ mode: "string" }).notNull(),
    status: quoteStatus().notNull().default("pending"),
    closedNote: text(),
    /** A runner-up, asked after the booked vendor cancelled, confirmed being still free on the date (decision 025). */
    stillFreeConfirmedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("quotes_request_member_idx").on(table.requestId, table.memberId)],
);

export const messages = pgTable(
  "messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: "cascade" }),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    senderAccountId: integer()
      .notNull()
      .references(() => accounts.id),
    body: text().notNull(),
    /** Made once per message by the sender's form: a retried send is not stored twice. */
    clientToken: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("messages_thread_idx").on(table.requestId, table.memberId, table.createdAt),
    uniqueIndex("messages_sender_token_idx").on(table.senderAccountId, table.clientToken),
  ],
);

export const bookings = pgTable(
  "bookings",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    quoteId: integer()
      .notNull()
      .unique()
      .references(() => quotes.id),
    requestId: integer()
      .notNull()
      .references(() => requests.id),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    eventDate: date({ mode: "string" }).notNull(),
    totalCents: integer().notNull(),
    depositCents: integer().notNull(),
    status: bookingStatus().notNull().default("confirmed"),
    cancelledBy: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    refundCents: integer(),
    /** When the planner was asked for a review, so they are asked once. */
    reviewRequestedAt: timestamp({ withTimezone: true }),
    /** An operator confirmed the event took place: its review counts as verified without a payment above the minimum. */
    operatorConfirmedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("bookings_member_date_idx").on(table.memberId, table.eventDate)],
);

export const payments = pgTable(
  "payments",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id),
    kind: text().notNull(),
    amountCents: integer().notNull(),
    provider: text().notNull(),
    providerReference: text().notNull(),
    idempotencyKey: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("payments_booking_idx").on(table.bookingId)],
);

/** Vendors a planner saved, to come back to or to ask for quotes all at once. */
export const favorites = pgTable(
  "favorites",
  {
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.memberId] })],
);

/** Outbox of notifications; a sender delivers them by email when SMTP is configured. */
export const notifications = pgTable(
  "notifications",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer().references(() => accounts.id, { onDelete: "cascade" }),
    recipientEmail: text().notNull(),
    kind: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    payload: jsonb().notNull(),
    attempts: smallint().notNull().default(0),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("notifications_unsent_idx").on(table.sentAt, table.createdAt),
    // Notices and links an account was sent lately are counted on every resend and sign-up attempt.
    index("notifications_account_kind_idx").on(table.accountId, table.kind, table.createdAt),
  ],
);

/**
 * A problem either side reported with a booking (no-show, not as agreed, payment, other). The operator
 * resolves it with a full, partial or no refund, with a reason both sides see.
 */
export const bookingProblems = pgTable(
  "booking_problems",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id),
    reportedByAccountId: integer(),
    /** `planner` or `vendor`. */
    reporterSide: text().notNull(),
    kind: text().notNull(),
    /** `open` or `resolved`. */
    status: text().notNull().default("open"),
    /** `full_refund`, `partial_refund` or `no_refund`. */
    resolution: text(),
    refundCents: integer(),
    resolutionReason: text(),
    resolvedByAccountId: integer(),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("booking_problems_status_idx").on(table.status, table.createdAt),
    index("booking_problems_booking_idx").on(table.bookingId),
  ],
);

/** The thread of a booking problem: the planner, the vendor and the operator. */
export const bookingProblemMessages = pgTable(
  "booking_problem_messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    problemId: integer()
      .notNull()
      .references(() => bookingProblems.id, { onDelete: "cascade" }),
    authorAccountId: integer(),
    /** `planner`, `vendor` or `operator`. */
    authorSide: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("booking_problem_messages_problem_idx").on(table.problemId, table.createdAt)],
);
