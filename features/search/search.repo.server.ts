import { eq, sql, type SQL } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client.server.ts";
import { searchHits, searchImpressions, searchLookups, searchTileActions } from "#db/schema/search.ts";
import { KILOMETRES_PER_MILE } from "#lib/geo.ts";
import type { MembershipLevel } from "#features/members/members.rules.ts";
import { memberFreeOn } from "#features/members/member-calendar.service.server.ts";

const METRES_PER_MILE = KILOMETRES_PER_MILE * 1000;

export type SearchLookupRecord = typeof searchLookups.$inferSelect;

/** Who may appear in a result set: every filter of the search settings, already resolved. */
export type VendorCriteria = {
  serviceTypeIds: number[];
  primaryCategoryOnly: boolean;
  /** Centre of a radius search; null searches the whole country (or the state below). */
  center: { latitude: number; longitude: number } | null;
  radiusMiles: number | null;
  /** Vendors must also be willing to travel the distance to the centre. */
  respectTravelDistance: boolean;
  stateProvinceId: number | null;
  exactCityId: number | null;
  venueMarketId: number | null;
  eventDate: string | null;
  minNumberOfReviews: number | null;
  minRating: number | null;
  acceptsOnlineDeposits: boolean;
  /** A vendor's stated price range must reach into this budget, in cents; no stated range, no match. */
  priceMinCents: number | null;
  priceMaxCents: number | null;
  /** Service attribute slugs the vendor must all have. */
  attributeSlugs: string[];
  includeInVirtualEvents: boolean;
  paidOnly: boolean;
  spotlightOnly: boolean;
  excludeMemberIds: number[];
  /** Leave out vendors who provide any of these types (related vendors are not the primary kind). */
  excludeServiceTypeIds: number[];
};

export type VendorOrder = { sort: 1 | 2 | 3; seed: number };

export type VendorRow = {
  id: number;
  name: string;
  directory: string;
  tagline: string | null;
  membership_level: MembershipLevel;
  member_level: number;
  spotlight_id: number | null;
  rating_average: number;
  review_count: number;
  booking_count: number;
  pay_range_low_cents: number | null;
  pay_range_high_cents: number | null;
  number_of_offers: number;
  accepts_online_deposits: boolean;
  primary_service_file_name: string;
  primary_service_person_form: string;
  profile_directory: string;
  city_display_name: string;
  distance_metres: number | null;
  photo_key: string | null;
  /** The vendor's own square crop for search tiles when they uploaded one, else the photo itself. */
  search_photo_key: string | null;
  photo_crop_x: number | null;
  photo_crop_y: number | null;
  photo_crop_width: number | null;
  photo_crop_height: number | null;
  photo_rotation: number | null;
  search_crop_x: number | null;
  search_crop_y: number | null;
  search_crop_width: number | null;
  search_crop_height: number | null;
  search_rotation: number | null;
  video_title: string | null;
  video_key: string | null;
  video_poster_key: string | null;
  audio_track_count: number;
  next_event_date: string | null;
};

export type RankedVendor = { id: number; distance_metres: number | null };

function centreOf(center: NonNullable<VendorCriteria["center"]>): SQL {
  return sql`ll_to_earth(${center.latitude}::float8, ${center.longitude}::float8)`;
}

function distanceExpression(center: VendorCriteria["center"]): SQL {
  return center ? sql`earth_distance(${centreOf(center)}, m.earth_point)` : sql`null::float8`;
}

/** Checks on the distance computed once per candidate: within the radius, and within the vendor's own reach. */
function distanceClause(criteria: VendorCriteria): SQL {
  if (!criteria.center || criteria.radiusMiles === null) return sql`true`;
  const radius = sql`${criteria.radiusMiles * METRES_PER_MILE}::float8`;
  if (!criteria.respectTravelDistance) return sql`m.distance_metres <= ${radius}`;
  return sql`m.distance_metres <= ${radius} and (m.travel_distance_miles = 0 or m.distance_metres <= m.travel_distance_miles * ${METRES_PER_MILE}::float8)`;
}

function whereClause(criteria: VendorCriteria): SQL {
  // Only live listings are shown: not those waiting for approval, declined, suspended or deleted (decision 031).
  const conditions: SQL[] = [sql`m.listing_status = 'live'`];
  if (criteria.serviceTypeIds.length > 0) {
    conditions.push(
      criteria.primaryCategoryOnly
        ? sql`m.primary_service_type_id in ${criteria.serviceTypeIds}`
        : sql`exists (select 1 from member_service_types t where t.member_id = m.id and t.service_type_id in ${criteria.serviceTypeIds})`,
    );
  }
  if (criteria.center && criteria.radiusMiles !== null) {
    // earth_box is answered by the GiST index on the stored point; the exact distance is checked after.
    conditions.push(
      sql`earth_box(${centreOf(criteria.center)}, ${criteria.radiusMiles * METRES_PER_MILE}::float8) @> m.earth_point`,
    );
  }
  if (criteria.stateProvinceId !== null) {
    conditions.push(sql`m.city_id in (select id from locations where state_province_id = ${criteria.stateProvinceId})`);
  }
  if (criteria.exactCityId !== null) conditions.push(sql`m.city_id = ${criteria.exactCityId}`);
  if (criteria.venueMarketId !== null) conditions.push(sql`m.venue_market_id = ${criteria.venueMarketId}`);
  if (criteria.eventDate) conditions.push(memberFreeOn(sql`m.id`, criteria.eventDate));
  if (criteria.minNumberOfReviews !== null) conditions.push(sql`m.review_count >= ${criteria.minNumberOfReviews}`);
  if (criteria.minRating !== null) conditions.push(sql`m.rating_average >= ${criteria.minRating}`);
  if (criteria.acceptsOnlineDeposits) conditions.push(sql`m.accepts_online_deposits`);
  if (criteria.priceMinCents !== null) {
    conditions.push(sql`coalesce(m.pay_range_high_cents, m.pay_range_low_cents) >= ${criteria.priceMinCents}`);
  }
  if (criteria.priceMaxCents !== null) conditions.push(sql`m.pay_range_low_cents <= ${criteria.priceMaxCents}`);
  for (const slug of criteria.attributeSlugs) {
    conditions.push(
      sql`exists (select 1 from member_service_attributes a join service_attributes s on s.id = a.service_attribute_id where a.member_id = m.id and s.slug = ${slug})`,
    );
  }
  if (criteria.includeInVirtualEvents) conditions.push(sql`m.include_in_virtual_events`);
  if (criteria.paidOnly) conditions.push(sql`m.membership_level <> 'Basic'`);
  // SPEC section 6: a sponsored listing is a spotlight only with member level >= -2 and a spotlight id.
  if (criteria.spotlightOnly) conditions.push(sql`m.member_level >= -2 and m.spotlight_id is not null`);
  if (criteria.excludeMemberIds.length > 0) conditions.push(sql`m.id not in ${criteria.excludeMemberIds}`);
  if (criteria.excludeServiceTypeIds.length > 0) {
    conditions.push(
      sql`not exists (select 1 from member_service_types x where x.member_id = m.id and x.service_type_id in ${criteria.excludeServiceTypeIds})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/**
 * Recommended order (decision 005): membership, rating, reviews and bookings raise a vendor;
 * distance lowers it; a per-search rotation of up to 10 points, fixed by the seed, lets
 * comparable vendors take turns at the top across searches while one search stays stable.
 */
function orderClause(order: VendorOrder): SQL {
  if (order.sort === 2) return sql`m.review_count desc, m.rating_average desc, m.id`;
  if (order.sort === 3) return sql`m.booking_count desc, m.review_count desc, m.id`;
  return sql`(
      case m.membership_level when 'Premium' then 30 when 'Pro' then 20 else 10 end
      + m.rating_average * 4
      + ln(1 + m.review_count) * 3
      + ln(1 + m.booking_count) * 2
      - coalesce(m.distance_metres, 0) / 16093.44
      + (abs(hashtext(m.id::text || ':' || ${order.seed}::text)) % 1000) / 100.0
    ) desc, m.id`;
}

/**
 * Searches read from `readDb` (a read replica when one is configured); every write, and the read
 * that confirms a write, goes to the primary `db`.
 */
export function createSearchRepository({ db, readDb }: Pick<DatabaseHandle, "db" | "readDb">) {
  return {
    async findLookupByUrl(url: string): Promise<SearchLookupRecord | undefined> {
      const [row] = await readDb.select().from(searchLookups).where(eq(searchLookups.url, url)).limit(1);
      return row;
    },
    async findLookupById(id: number): Promise<SearchLookupRecord | undefined> {
      const [row] = await readDb.select().from(searchLookups).where(eq(searchLookups.id, id)).limit(1);
      return row;
    },
    /** Stores a resolved lookup once; concurrent first visits of one URL agree on a single row. */
    async saveLookup(lookup: typeof searchLookups.$inferInsert): Promise<SearchLookupRecord> {
      await db.insert(searchLookups).values(lookup).onConflictDoNothing({ target: searchLookups.url });
      const [row] = await db.select().from(searchLookups).where(eq(searchLookups.url, lookup.url)).limit(1);
      if (!row) throw new Error(`search lookup ${lookup.url} was not stored`);
      return row;
    },

    /**
     * The ids of every matching vendor in the asked order (at most `limit`), with distances and
     * the full count. Each candidate's distance is computed once, from its stored earth point.
     */
    async rankVendors(
      criteria: VendorCriteria,
      order: VendorOrder,
      limit: number,
    ): Promise<{ ranked: RankedVendor[]; total: number }> {
      const result = await readDb.execute<RankedVendor & { total: number }>(sql`
        with m as (
          select m.id, m.travel_distance_miles, m.membership_level, m.rating_average, m.review_count, m.booking_count,
            ${distanceExpression(criteria.center)} as distance_metres
          from members m
          where ${whereClause(criteria)}
        )
        select m.id, m.distance_metres, count(*) over ()::int as total
        from m
        where ${distanceClause(criteria)}
        order by ${orderClause(order)}
        limit ${limit}`);
      return {
        ranked: result.rows.map(({ id, distance_metres }) => ({ id, distance_metres })),
        total: result.rows[0]?.total ?? 0,
      };
    },

    /** Everything a result card shows, for these vendors, in the order given. */
    async vendorDetails(ranked: RankedVendor[], today: string): Promise<VendorRow[]> {
      if (ranked.length === 0) return [];
      const result = await readDb.execute<Omit<VendorRow, "distance_metres">>(sql`
        select m.id, m.name, m.directory, m.tagline, m.membership_level, m.member_level, m.spotlight_id,
          m.rating_average, m.review_count, m.booking_count, m.pay_range_low_cents, m.pay_range_high_cents,
          m.number_of_offers, m.accepts_online_deposits,
          st.file_name as primary_service_file_name, st.person_form as primary_service_person_form,
          st.profile_directory, l.display_name as city_display_name,
          coalesce(p.profile_storage_key, p.storage_key) as photo_key,
          coalesce(p.search_storage_key, p.storage_key) as search_photo_key, p.crop_x as photo_crop_x, p.crop_y as photo_crop_y,
          p.crop_width as photo_crop_width, p.crop_height as photo_crop_height, p.rotation as photo_rotation,
          p.search_crop_x, p.search_crop_y, p.search_crop_width, p.search_crop_height, p.search_rotation,
          v.title as video_title, v.storage_key as video_key, v.poster_storage_key as video_poster_key,
          (select count(*)::int from member_audio_tracks a where a.member_id = m.id) as audio_track_count,
          (select min(e.event_date)::text from calendar_events e where e.member_id = m.id and e.event_date >= ${today}) as next_event_date
        from members m
        join service_types st on st.id = m.primary_service_type_id
        join locations l on l.id = m.city_id
        left join member_photos p on p.id = m.main_photo_id
        left join lateral (
          select title, storage_key, poster_storage_key from member_videos mv
          where mv.member_id = m.id and mv.storage_key is not null order by mv.sort_order limit 1
        ) v on true
        where m.id in ${ranked.map((entry) => entry.id)} and m.listing_status = 'live'`);
      const byId = new Map(result.rows.map((row) => [row.id, row]));
      return ranked.flatMap((entry) => {
        const row = byId.get(entry.id);
        return row ? [{ ...row, distance_metres: entry.distance_metres }] : [];
      });
    },

    async recordHit(hit: typeof searchHits.$inferInsert): Promise<boolean> {
      const inserted = await db.insert(searchHits).values(hit).onConflictDoNothing().returning({ id: searchHits.id });
      return inserted.length > 0;
    },
    async recordImpressions(rows: (typeof searchImpressions.$inferInsert)[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(searchImpressions)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: searchImpressions.id });
      return inserted.length;
    },
    async recordTileAction(action: typeof searchTileActions.$inferInsert): Promise<void> {
      await db.insert(searchTileActions).values(action);
    },
    /** How many live listings each venue market holds, for the markets that hold any. */
    async liveVenueCountsByMarket(): Promise<Map<number, number>> {
      const result = await readDb.execute<{ market_id: number; venues: number }>(sql`
        select venue_market_id as market_id, count(*)::int as venues
        from members
        where listing_status = 'live' and venue_market_id is not null
        group by venue_market_id`);
      return new Map(result.rows.map((row) => [row.market_id, row.venues]));
    },
    async existingMemberIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await readDb.execute<{ id: number }>(sql`select id from members where id in ${ids}`);
      return rows.rows.map((row) => row.id);
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
