import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "./members.ts";

/**
 * First-party analytics: the events the browser pushes to its data layer, posted to us as well
 * (decision 011). Nothing personal is kept: no address, no account, only a daily visitor hash.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    /** bigint: every click of every visitor adds a row, more than an integer counts in time. */
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    category: text().notNull(),
    label: text().notNull(),
    path: text().notNull(),
    /** The vendor the event is about; a removed vendor leaves the event in the site's figures. */
    memberId: integer().references(() => members.id, { onDelete: "set null" }),
    properties: jsonb().notNull(),
    /** 'vendor', 'planner' or 'logged out' (SPEC section 6), from the session, never from the body. */
    viewerRole: text().notNull(),
    /** HMAC (address-hash secret) of day and network address: counts visitors per day without keeping who they are. */
    visitorKey: text().notNull(),
    /** The browser's time, kept only within a day of receipt; otherwise the time of receipt. */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("analytics_events_viewer_role_check", sql`${table.viewerRole} in ('vendor', 'planner', 'logged out')`),
    // A vendor's insights: their events over a period.
    index("analytics_events_member_time_idx").on(table.memberId, table.occurredAt),
    // Site-wide figures per event name over a period.
    index("analytics_events_name_time_idx").on(table.name, table.occurredAt),
  ],
);
