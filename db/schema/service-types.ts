import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

export const serviceTypes = pgTable(
  "service_types",
  {
    id: integer().primaryKey(),
    personForm: text().notNull(),
    pluralForm: text().notNull(),
    fileName: text().notNull().unique(),
    alternateNames: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    menuGroup: text(),
    /** Path segment of profile URLs of this type ("dj" in /dj/neon-nights-dj-co). */
    profileDirectory: text().notNull(),
    /** A landing directory that searches for this umbrella type go to instead. */
    canonicalProfileDirectory: text(),
    isSingleSearchPage: boolean().notNull().default(false),
    isService: boolean().notNull().default(false),
    isVenue: boolean().notNull().default(false),
    isKids: boolean().notNull().default(false),
    isVirtual: boolean().notNull().default(false),
    isSignupCategory: boolean().notNull().default(false),
    parentId: integer().references((): AnyPgColumn => serviceTypes.id),
    defaultSearchDistanceMiles: integer().notNull().default(50),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [
    index("service_types_person_form_trgm_idx").using("gin", sql`lower(${table.personForm}) gin_trgm_ops`),
    index("service_types_parent_idx").on(table.parentId),
  ],
);

/** Secondary service types: related kinds shown as "related vendors" beside a search. */
export const secondaryServiceTypes = pgTable(
  "secondary_service_types",
  {
    serviceTypeId: integer()
      .notNull()
      .references(() => serviceTypes.id),
    secondaryServiceTypeId: integer()
      .notNull()
      .references(() => serviceTypes.id),
  },
  (table) => [primaryKey({ columns: [table.serviceTypeId, table.secondaryServiceTypeId] })],
);

export const serviceAttributes = pgTable("service_attributes", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  groupName: text().notNull(),
});
