import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { locations, statesProvinces } from "./locations.ts";
import { members } from "./members.ts";
import { serviceTypes } from "./service-types.ts";

/** A search URL slug ("dj-austin-tx") resolved to a service type and a place. */
export const searchLookups = pgTable(
  "search_lookups",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    url: text().notNull(),
    serviceTypeId: integer()
      .notNull()
      .references(() => serviceTypes.id),
    locationId: integer().references(() => locations.id),
    stateProvinceId: integer().references(() => statesProvinces.id),
    isVenue: boolean().notNull().default(false),
    isValidSearch: boolean().notNull().default(true),
    redirectUrl: text(),
    version: integer().notNull().default(1),
  },
  (table) => [
    uniqueIndex("search_lookups_url_idx").on(table.url),
    index("search_lookups_service_state_idx").on(table.serviceTypeId, table.stateProvinceId),
  ],
);

/** One row per counted visit to a profile or appearance in results, de-duplicated per visitor and day. */
export const searchHits = pgTable(
  "search_hits",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    hitType: text().notNull(),
    visitorKey: text().notNull(),
    day: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("search_hits_dedupe_idx").on(table.memberId, table.hitType, table.visitorKey, table.day)],
);

export const searchImpressions = pgTable(
  "search_impressions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    searchLookupId: integer().references(() => searchLookups.id, { onDelete: "set null" }),
    position: smallint().notNull(),
    resultSection: smallint().notNull(),
    visitorKey: text().notNull(),
    day: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An impression without a lookup is still one per visitor and day: nulls must not be distinct.
    unique("search_impressions_dedupe")
      .on(table.memberId, table.searchLookupId, table.visitorKey, table.day)
      .nullsNotDistinct(),
    index("search_impressions_member_day_idx").on(table.memberId, table.day),
  ],
);

export const searchTileActions = pgTable(
  "search_tile_actions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer().references(() => members.id, { onDelete: "cascade" }),
    action: text().notNull(),
    details: jsonb().notNull(),
    visitorKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("search_tile_actions_member_idx").on(table.memberId, table.createdAt)],
);
