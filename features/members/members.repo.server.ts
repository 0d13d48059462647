import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { members } from "#db/schema/members.ts";
import { serviceTypes } from "#db/schema/service-types.ts";

const AUTOCOMPLETE_CANDIDATES = 100;

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
    /**
     * Members whose name starts with one of the prefixes (optionally only in places starting with
     * `placeText`), most reviewed first. Each prefix walks the name index (byte order, as the index keeps it) for at most
     * AUTOCOMPLETE_CANDIDATES names, so a common prefix ("the") stays as quick as a rare one.
     */
    async autocomplete(namePrefixes: string[], placeText: string | undefined, take: number) {
      const candidates = sql.join(
        namePrefixes.map(
          (prefix) =>
            sql`(select id from members where lower(name) like ${`${escapeLike(prefix)}%`} order by lower(name) using ~<~ limit ${AUTOCOMPLETE_CANDIDATES})`,
        ),
        sql` union `,
      );
      const place = placeText
        ? sql`and (l.name ilike ${`${escapeLike(placeText)}%`} or l.display_name ilike ${`${escapeLike(placeText)}%`})`
        : sql``;
      const result = await db.execute<{
        id: number;
        name: string;
        directory: string;
        personForm: string;
        serviceTypeFileName: string;
        profileDirectory: string;
        cityDisplayName: string;
      }>(sql`
        select m.id, m.name, m.directory, st.person_form as "personForm", st.file_name as "serviceTypeFileName",
          st.profile_directory as "profileDirectory", l.display_name as "cityDisplayName"
        from (${candidates}) c
        join members m on m.id = c.id
        join service_types st on st.id = m.primary_service_type_id
        join locations l on l.id = m.city_id
        where m.listing_status = 'live' ${place}
        order by m.review_count desc, m.id
        limit ${take}`);
      return result.rows;
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;
