import { and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { locations } from "#db/schema/locations.ts";
import { members } from "#db/schema/members.ts";
import { serviceTypes } from "#db/schema/service-types.ts";

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function createMembersRepository(db: Database) {
  return {
    async findProfilePath(memberId: number) {
      const [row] = await db
        .select({ directory: members.directory, profileDirectory: serviceTypes.profileDirectory })
        .from(members)
        .innerJoin(serviceTypes, eq(serviceTypes.id, members.primaryServiceTypeId))
        .where(eq(members.id, memberId))
        .limit(1);
      return row;
    },
    /** Members whose name starts with one of the prefixes, optionally only in places starting with `placeText`. */
    autocomplete(namePrefixes: string[], placeText: string | undefined, take: number) {
      // lower(name) LIKE 'prefix%' is answered by the trigram index on lower(name).
      const nameMatches = namePrefixes.map((prefix) => sql`lower(${members.name}) like ${`${escapeLike(prefix)}%`}`);
      const conditions: SQL[] = [or(...nameMatches) as SQL];
      if (placeText) {
        const place = `${escapeLike(placeText)}%`;
        conditions.push(or(ilike(locations.name, place), ilike(locations.displayName, place)) as SQL);
      }
      return db
        .select({
          id: members.id,
          name: members.name,
          directory: members.directory,
          personForm: serviceTypes.personForm,
          serviceTypeFileName: serviceTypes.fileName,
          profileDirectory: serviceTypes.profileDirectory,
          cityDisplayName: locations.displayName,
        })
        .from(members)
        .innerJoin(serviceTypes, eq(serviceTypes.id, members.primaryServiceTypeId))
        .innerJoin(locations, eq(locations.id, members.cityId))
        .where(and(...conditions))
        .orderBy(desc(members.reviewCount), members.id)
        .limit(take);
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;
