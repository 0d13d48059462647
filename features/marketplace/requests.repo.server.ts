import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { clients } from "#db/schema/accounts.ts";
import { locations } from "#db/schema/locations.ts";
import { memberPhotos, members } from "#db/schema/members.ts";
import { favorites, requestRecipients, requests, requestServiceTypes } from "#db/schema/requests.ts";
import { serviceTypes } from "#db/schema/service-types.ts";
import { memberFreeOn } from "#features/members/member-calendar.service.server.ts";
import { REQUEST_LIMITS, type RequestState } from "./marketplace.rules.ts";

const METRES_PER_MILE = 1609.344;

export type NewRequest = {
  clientId: number;
  clientToken: string;
  audience: "matching" | "vendor" | "favorites";
  targetMemberId: number | null;
  eventType: string;
  eventDate: string;
  startTime: string;
  durationMinutes: number;
  cityId: number;
  venueName: string | null;
  guestCount: number;
  budgetCents: number | null;
  details: string;
  serviceTypeIds: number[];
  /** Sent by a visitor with an existing account's email: stored, delivered only once the owner confirms it. */
  awaitingConfirmation: boolean;
};

/**
 * A vendor who has an account, has confirmed the listing's email and whose listing is live (not waiting
 * for approval, declined, suspended or deleted: decision 031): their leads can be mailed.
 */
const takesRequests = sql`m.account_id is not null and m.email_verified_at is not null and m.listing_status = 'live'`;

/**
 * The vendor `m` reaches city `c`: within their travel distance, or, for a venue (which travels
 * nowhere: the event comes to it), in the city's venue market, as venue search reads it.
 */
const reachesCity = sql`(case when m.travel_distance_miles = 0
  then m.venue_market_id is not null and m.venue_market_id = c.venue_market_id
  else earth_distance(m.earth_point, ll_to_earth(c.latitude, c.longitude)) <= m.travel_distance_miles * ${METRES_PER_MILE}::float8 end)`;

/** Nothing on the vendor's calendar that day, as every calendar of theirs shows it. */
const freeOn = (eventDate: string) => memberFreeOn(sql`m.id`, eventDate);

/** The vendor `m` offers one of the services, or a sub-service of one (a Wedding DJ is a DJ), as search reads it. */
const offersOneOf = (serviceTypeIds: (number | SQL)[]) => {
  const ids = sql.join(
    serviceTypeIds.map((id) => (typeof id === "number" ? sql`${id}` : id)),
    sql`, `,
  );
  return sql`exists (select 1 from member_service_types t join service_types st on st.id = t.service_type_id
    where t.member_id = m.id and (st.id in (${ids}) or st.parent_id in (${ids})))`;
};

/** A vendor as a planner sees them beside a quote or in a thread. */
const vendorColumns = {
  memberId: members.id,
  name: members.name,
  directory: members.directory,
  profileDirectory: serviceTypes.profileDirectory,
  photoKey: sql<string | null>`coalesce(${memberPhotos.profileStorageKey}, ${memberPhotos.storageKey})`,
  ratingAverage: members.ratingAverage,
  reviewCount: members.reviewCount,
  acceptsOnlineDeposits: members.acceptsOnlineDeposits,
  contactFirstName: members.contactFirstName,
  email: members.email,
  phone: members.phone,
  accountId: members.accountId,
};

/** Requests, the vendors who received them and may answer, their planners, and the vendors planners saved. */
export function requestQueries(db: Database) {
  const vendorsQuery = () =>
    db
      .select(vendorColumns)
      .from(members)
      .innerJoin(serviceTypes, eq(serviceTypes.id, members.primaryServiceTypeId))
      .leftJoin(memberPhotos, eq(memberPhotos.id, members.mainPhotoId));

  return {
    /**
     * Vendors who can answer a request: they take requests (a confirmed listing), reach the city and are
     * free on the date; asked all at once, also they offer one of the services or a sub-service of one.
     * A vendor asked by name is asked wherever the event is: whether to travel further is theirs to say.
     * Best first (plan, rating, reviews).
     */
    async matchingVendors(input: {
      serviceTypeIds: number[];
      cityId: number;
      eventDate: string;
      limit: number;
      onlyMemberIds?: number[];
      anyDistance?: boolean;
    }): Promise<number[]> {
      const only =
        input.onlyMemberIds === undefined
          ? offersOneOf(input.serviceTypeIds)
          : input.onlyMemberIds.length === 0
            ? sql`false`
            : sql`m.id in ${input.onlyMemberIds}`;
      const result = await db.execute<{ id: number }>(sql`
        select m.id from members m, locations c
        where c.id = ${input.cityId} and ${takesRequests} and ${only}
          and ${input.anyDistance ? sql`true` : reachesCity} and ${freeOn(input.eventDate)}
        order by m.membership_level desc, m.rating_average desc, m.review_count desc, m.id
        limit ${input.limit}`);
      return result.rows.map((row) => Number(row.id));
    },

    /**
     * Why one vendor asked by name cannot take a request: whether they take requests at all, and what
     * takes the date (blacked out, or booked: a booking or an entry of their own).
     */
    async vendorReach(memberId: number, eventDate: string) {
      const result = await db.execute<{
        name: string;
        takes_requests: boolean;
        free: boolean;
        blacked_out: boolean;
      }>(sql`
        select m.name, ${takesRequests} as takes_requests, ${freeOn(eventDate)} as free,
          exists (select 1 from blackout_dates b where b.member_id = m.id and b.blackout_date = ${eventDate}) as blacked_out
        from members m
        where m.id = ${memberId}`);
      const row = result.rows[0];
      return row
        ? {
            name: row.name,
            takesRequests: row.takes_requests,
            booked: !row.free && !row.blacked_out,
          }
        : undefined;
    },

    /** How many of these vendors (or of all who offer the services) reach the city, and how many of those are free then. */
    async reachCounts(input: {
      serviceTypeIds: number[];
      cityId: number;
      eventDate: string;
      onlyMemberIds?: number[];
    }) {
      const only =
        input.onlyMemberIds === undefined
          ? offersOneOf(input.serviceTypeIds)
          : input.onlyMemberIds.length === 0
            ? sql`false`
            : sql`m.id in ${input.onlyMemberIds}`;
      const result = await db.execute<{ reaching: number; free: number }>(sql`
        select count(*)::int as reaching, count(*) filter (where ${freeOn(input.eventDate)})::int as free
        from members m, locations c
        where c.id = ${input.cityId} and ${takesRequests} and ${only} and ${reachesCity}`);
      return { reaching: Number(result.rows[0]?.reaching ?? 0), free: Number(result.rows[0]?.free ?? 0) };
    },

    /** The city of the nearest vendor who offers one of the services and takes requests, with its distance from the event's city. */
    async nearestOffering(serviceTypeIds: number[], cityId: number) {
      const result = await db.execute<{ city: string; file_name: string; miles: number }>(sql`
        select h.display_name as city, h.file_name,
          earth_distance(m.earth_point, ll_to_earth(c.latitude, c.longitude)) / ${METRES_PER_MILE}::float8 as miles
        from members m join locations h on h.id = m.city_id, locations c
        where c.id = ${cityId} and ${takesRequests} and ${offersOneOf(serviceTypeIds)}
        order by miles, m.id
        limit 1`);
      const row = result.rows[0];
      return row ? { city: row.city, cityFileName: row.file_name, miles: Math.round(Number(row.miles)) } : undefined;
    },

    /**
     * A service next to the asked ones (a parent, or one search shows beside them) that a vendor who
     * reaches the city and is free on the date offers; the first in the catalogue's order.
     */
    async relatedServiceWithVendors(serviceTypeIds: number[], cityId: number, eventDate: string) {
      const result = await db.execute<{ id: number; plural_form: string }>(sql`
        select s.id, s.plural_form from service_types s
        where s.id not in ${serviceTypeIds}
          and (s.id in (select parent_id from service_types where id in ${serviceTypeIds})
            or s.id in (select secondary_service_type_id from secondary_service_types where service_type_id in ${serviceTypeIds}))
          and exists (
            select 1 from members m, locations c
            where c.id = ${cityId} and ${takesRequests} and ${offersOneOf([sql`s.id`])} and ${reachesCity} and ${freeOn(eventDate)})
        order by s.sort_order
        limit 1`);
      const row = result.rows[0];
      return row ? { id: Number(row.id), pluralForm: row.plural_form } : undefined;
    },

    async favoriteMemberIds(clientId: number): Promise<number[]> {
      const rows = await db
        .select({ memberId: favorites.memberId })
        .from(favorites)
        .where(eq(favorites.clientId, clientId));
      return rows.map((row) => row.memberId);
    },

    async favorites(clientId: number) {
      return db
        .select({ ...vendorColumns, serviceTypeName: serviceTypes.personForm, cityName: locations.displayName })
        .from(favorites)
        .innerJoin(members, eq(members.id, favorites.memberId))
        .innerJoin(serviceTypes, eq(serviceTypes.id, members.primaryServiceTypeId))
        .innerJoin(locations, eq(locations.id, members.cityId))
        .leftJoin(memberPhotos, eq(memberPhotos.id, members.mainPhotoId))
        .where(eq(favorites.clientId, clientId))
        .orderBy(desc(favorites.createdAt), asc(members.id))
        .limit(REQUEST_LIMITS.maxFavorites);
    },

    /**
     * Saves a vendor to a planner's list, which keeps at most `maxFavorites`: the planner's row is locked
     * first, so parallel saves count one after another. Saving one already saved changes nothing.
     */
    async saveFavorite(clientId: number, memberId: number): Promise<"saved" | "no-vendor" | "full"> {
      const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
      if (!member) return "no-vendor";
      return db.transaction(async (tx) => {
        await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for("update");
        const mine = eq(favorites.clientId, clientId);
        const [already] = await tx
          .select({ memberId: favorites.memberId })
          .from(favorites)
          .where(and(mine, eq(favorites.memberId, memberId)));
        if (already) return "saved";
        const [held] = await tx.select({ n: count() }).from(favorites).where(mine);
        if ((held?.n ?? 0) >= REQUEST_LIMITS.maxFavorites) return "full";
        await tx.insert(favorites).values({ clientId, memberId }).onConflictDoNothing();
        return "saved";
      });
    },

    async removeFavorite(clientId: number, memberId: number): Promise<void> {
      await db.delete(favorites).where(and(eq(favorites.clientId, clientId), eq(favorites.memberId, memberId)));
    },

    async requestByToken(clientId: number, clientToken: string) {
      const [row] = await db
        .select({ id: requests.id })
        .from(requests)
        .where(and(eq(requests.clientId, clientId), eq(requests.clientToken, clientToken)));
      return row;
    },

    /** Inserts the request; undefined when the same form already sent it (same client token). */
    async createRequest(input: NewRequest): Promise<number | undefined> {
      const { serviceTypeIds, ...values } = input;
      const [row] = await db
        .insert(requests)
        .values(values)
        .onConflictDoNothing({ target: [requests.clientId, requests.clientToken] })
        .returning({ id: requests.id });
      if (!row) return undefined;
      await db
        .insert(requestServiceTypes)
        .values(serviceTypeIds.map((serviceTypeId) => ({ requestId: row.id, serviceTypeId })));
      return row.id;
    },

    async addRecipients(requestId: number, memberIds: number[]) {
      if (memberIds.length === 0) return;
      await db
        .insert(requestRecipients)
        .values(memberIds.map((memberId) => ({ requestId, memberId })))
        .onConflictDoNothing();
    },

    /**
     * Takes a request out of waiting for its owner's confirmation (locked, so two clicks deliver it
     * once), with what matching it again needs; undefined when it was not waiting.
     */
    async releaseAwaitingRequest(requestId: number) {
      const [released] = await db
        .update(requests)
        .set({ awaitingConfirmation: false })
        .where(and(eq(requests.id, requestId), eq(requests.awaitingConfirmation, true)))
        .returning({
          id: requests.id,
          status: requests.status,
          cityId: requests.cityId,
          eventDate: requests.eventDate,
          targetMemberId: requests.targetMemberId,
        });
      if (!released) return undefined;
      const types = await db
        .select({ serviceTypeId: requestServiceTypes.serviceTypeId })
        .from(requestServiceTypes)
        .where(eq(requestServiceTypes.requestId, requestId));
      return { ...released, serviceTypeIds: types.map((type) => type.serviceTypeId) };
    },

    async request(requestId: number, options: { lock?: boolean } = {}) {
      const query = db
        .select({
          id: requests.id,
          clientId: requests.clientId,
          status: requests.status,
          eventType: requests.eventType,
          eventDate: requests.eventDate,
          startTime: requests.startTime,
          durationMinutes: requests.durationMinutes,
          cityId: requests.cityId,
          cityName: locations.displayName,
          cityFileName: locations.fileName,
          cityLatitude: locations.latitude,
          cityLongitude: locations.longitude,
          venueName: requests.venueName,
          guestCount: requests.guestCount,
          budgetCents: requests.budgetCents,
          details: requests.details,
          createdAt: requests.createdAt,
          plannerFirstName: clients.firstName,
          plannerLastName: clients.lastName,
          plannerEmail: clients.email,
          plannerPhone: clients.phoneNumber,
          plannerAccountId: clients.accountId,
        })
        .from(requests)
        .innerJoin(locations, eq(locations.id, requests.cityId))
        .innerJoin(clients, eq(clients.id, requests.clientId))
        .where(eq(requests.id, requestId));
      const [row] = options.lock ? await query.for("update", { of: requests }) : await query;
      return row;
    },

    async requestServiceTypes(requestIds: number[]) {
      if (requestIds.length === 0) return [];
      return db
        .select({ requestId: requestServiceTypes.requestId, id: serviceTypes.id, name: serviceTypes.personForm })
        .from(requestServiceTypes)
        .innerJoin(serviceTypes, eq(serviceTypes.id, requestServiceTypes.serviceTypeId))
        .where(inArray(requestServiceTypes.requestId, requestIds))
        .orderBy(asc(serviceTypes.personForm));
    },

    async recipients(requestId: number) {
      return vendorsQuery()
        .innerJoin(requestRecipients, eq(requestRecipients.memberId, members.id))
        .where(eq(requestRecipients.requestId, requestId))
        .orderBy(asc(requestRecipients.createdAt), asc(members.id));
    },

    async recipient(requestId: number, memberId: number) {
      const [row] = await db
        .select()
        .from(requestRecipients)
        .where(and(eq(requestRecipients.requestId, requestId), eq(requestRecipients.memberId, memberId)));
      return row;
    },

    async declines(requestId: number) {
      return db
        .select({ memberId: requestRecipients.memberId, reason: requestRecipients.declinedReason })
        .from(requestRecipients)
        .where(and(eq(requestRecipients.requestId, requestId), isNotNull(requestRecipients.declinedAt)));
    },

    /** Records a vendor's "no" once; false when they had already declined. */
    async declineLead(requestId: number, memberId: number, reason: string, note: string | null, at: Date) {
      const rows = await db
        .update(requestRecipients)
        .set({ declinedReason: reason, declinedNote: note, declinedAt: at })
        .where(
          and(
            eq(requestRecipients.requestId, requestId),
            eq(requestRecipients.memberId, memberId),
            isNull(requestRecipients.declinedAt),
          ),
        )
        .returning({ requestId: requestRecipients.requestId });
      return rows.length > 0;
    },

    async vendor(memberId: number) {
      const [row] = await vendorsQuery().where(eq(members.id, memberId));
      return row;
    },

    async vendors(memberIds: number[]) {
      if (memberIds.length === 0) return [];
      return vendorsQuery().where(inArray(members.id, memberIds));
    },

    async setRequestStatus(requestId: number, from: RequestState, to: RequestState): Promise<boolean> {
      const rows = await db
        .update(requests)
        .set({ status: to })
        .where(and(eq(requests.id, requestId), eq(requests.status, from)))
        .returning({ id: requests.id });
      return rows.length > 0;
    },

    /** Remembers the visitor request whose sending made this planner's account (only the first one). */
    async markSignUpRequest(clientId: number, requestId: number): Promise<void> {
      await db
        .update(clients)
        .set({ signUpRequestId: requestId })
        .where(and(eq(clients.id, clientId), isNull(clients.signUpRequestId)));
    },

    /** Locks the planner's row, so requests sent at the same moment are counted one after another. */
    async lockClient(clientId: number): Promise<void> {
      await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for("update");
    },

    async openRequestCount(clientId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(requests)
        .where(and(eq(requests.clientId, clientId), eq(requests.status, "open")));
      return row?.total ?? 0;
    },

    async clientContact(clientId: number) {
      const [row] = await db
        .select({
          clientId: clients.id,
          accountId: clients.accountId,
          firstName: clients.firstName,
          lastName: clients.lastName,
          email: clients.email,
          phone: clients.phoneNumber,
        })
        .from(clients)
        .where(eq(clients.id, clientId));
      return row;
    },
  };
}
