import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

export const statesProvinces = pgTable("states_provinces", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  displayName: text().notNull(),
  fileName: text().notNull().unique(),
  abbreviation: text().notNull().unique(),
  country: text().notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
});

export const venueMarkets = pgTable("venue_markets", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  fileName: text().notNull().unique(),
  stateProvinceId: integer()
    .notNull()
    .references(() => statesProvinces.id),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  isActive: boolean().notNull().default(true),
});

export const locations = pgTable(
  "locations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    geonameId: integer().unique(),
    name: text().notNull(),
    displayName: text().notNull(),
    fileName: text().notNull().unique(),
    rollupLocationFileName: text(),
    searchString: text().notNull(),
    alternateNames: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    county: text(),
    stateProvinceId: integer()
      .notNull()
      .references(() => statesProvinces.id),
    venueMarketId: integer().references(() => venueMarkets.id),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    population: integer().notNull(),
    isStateServicePageCity: boolean().notNull().default(false),
  },
  (table) => [
    index("locations_state_idx").on(table.stateProvinceId),
    index("locations_search_trgm_idx").using("gin", sql`${table.searchString} gin_trgm_ops`),
    index("locations_earth_idx").using("gist", sql`ll_to_earth(${table.latitude}, ${table.longitude})`),
    uniqueIndex("locations_name_state_idx").on(table.name, table.stateProvinceId),
  ],
);
