import { asc } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { CATALOGUE_LIMITS } from "./service-types.schema.ts";
import { secondaryServiceTypes, serviceAttributes, serviceTypes } from "#db/schema/service-types.ts";

export type ServiceTypeRecord = typeof serviceTypes.$inferSelect;

export function createServiceTypesRepository(db: Database) {
  return {
    listAll(): Promise<ServiceTypeRecord[]> {
      return db.select().from(serviceTypes).orderBy(asc(serviceTypes.sortOrder)).limit(CATALOGUE_LIMITS.serviceTypes);
    },
    listSecondaryPairs() {
      return db.select().from(secondaryServiceTypes);
    },
    listAttributes() {
      return db
        .select()
        .from(serviceAttributes)
        .orderBy(asc(serviceAttributes.groupName), asc(serviceAttributes.name))
        .limit(CATALOGUE_LIMITS.serviceAttributes);
    },
  };
}
export type ServiceTypesRepository = ReturnType<typeof createServiceTypesRepository>;
