import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { locations, statesProvinces, venueMarkets } from "#db/schema/locations.ts";

export type CityRecord = typeof locations.$inferSelect & { state: typeof statesProvinces.$inferSelect };
export type StateRecord = typeof statesProvinces.$inferSelect;

/** Escapes LIKE wildcards so typed text matches literally. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function createLocationsRepository(db: Database) {
  const selectCities = () =>
    db
      .select({ city: locations, state: statesProvinces })
      .from(locations)
      .innerJoin(statesProvinces, eq(statesProvinces.id, locations.stateProvinceId));
  const toCity = (row: { city: typeof locations.$inferSelect; state: StateRecord }): CityRecord => ({ ...row.city, state: row.state });

  return {
    /** Cities whose name (or an alternate name) starts with the text, largest first; `stateText` narrows by state. */
    async searchCities(nameText: string, stateText: string | undefined, includeAlternateNames: boolean, take: number) {
      const namePrefix = likePrefix(nameText);
      const nameMatch = includeAlternateNames
        ? or(ilike(locations.name, namePrefix), sql`exists (select 1 from unnest(${locations.alternateNames}) alternate where alternate ilike ${namePrefix})`)
        : ilike(locations.name, namePrefix);
      const conditions: SQL[] = [nameMatch as SQL];
      if (stateText) {
        conditions.push(or(ilike(statesProvinces.abbreviation, likePrefix(stateText)), ilike(statesProvinces.name, likePrefix(stateText))) as SQL);
      }
      const rows = await selectCities().where(and(...conditions)).orderBy(desc(locations.population), asc(locations.id)).limit(take);
      return rows.map(toCity);
    },
    searchStates(text: string, take: number): Promise<StateRecord[]> {
      return db
        .select()
        .from(statesProvinces)
        .where(or(ilike(statesProvinces.name, likePrefix(text)), sql`lower(${statesProvinces.abbreviation}) = lower(${text})`))
        .orderBy(asc(statesProvinces.name))
        .limit(take);
    },
    async findCityByFileName(fileName: string): Promise<CityRecord | undefined> {
      const [row] = await selectCities().where(eq(locations.fileName, fileName)).limit(1);
      return row && toCity(row);
    },
    async findCityById(id: number): Promise<CityRecord | undefined> {
      const [row] = await selectCities().where(eq(locations.id, id)).limit(1);
      return row && toCity(row);
    },
    async findStateByFileName(fileName: string): Promise<StateRecord | undefined> {
      const [row] = await db.select().from(statesProvinces).where(eq(statesProvinces.fileName, fileName)).limit(1);
      return row;
    },
    async findStateByAbbreviation(abbreviation: string): Promise<StateRecord | undefined> {
      const [row] = await db.select().from(statesProvinces).where(eq(statesProvinces.abbreviation, abbreviation.toUpperCase())).limit(1);
      return row;
    },
    listStates(): Promise<StateRecord[]> {
      return db.select().from(statesProvinces).orderBy(asc(statesProvinces.name));
    },
    async listCities(filter: { stateProvinceId?: number; onlyStateServicePageCities?: boolean; take: number }): Promise<CityRecord[]> {
      const conditions: SQL[] = [];
      if (filter.stateProvinceId) conditions.push(eq(locations.stateProvinceId, filter.stateProvinceId));
      if (filter.onlyStateServicePageCities) conditions.push(eq(locations.isStateServicePageCity, true));
      const rows = await selectCities()
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(asc(locations.name))
        .limit(filter.take);
      return rows.map(toCity);
    },
    async largestCities(take: number): Promise<CityRecord[]> {
      const rows = await selectCities().orderBy(desc(locations.population), asc(locations.id)).limit(take);
      return rows.map(toCity);
    },
    /** The seeded place nearest to a point (GiST nearest-neighbour on the earth cube). */
    async nearestCity(latitude: number, longitude: number): Promise<CityRecord | undefined> {
      const [row] = await selectCities()
        .orderBy(sql`ll_to_earth(${locations.latitude}, ${locations.longitude}) <-> ll_to_earth(${latitude}, ${longitude})`)
        .limit(1);
      return row && toCity(row);
    },
    async listActiveVenueMarkets() {
      return db
        .select({ id: venueMarkets.id, name: venueMarkets.name, fileName: venueMarkets.fileName, stateAbbreviation: statesProvinces.abbreviation })
        .from(venueMarkets)
        .innerJoin(statesProvinces, eq(statesProvinces.id, venueMarkets.stateProvinceId))
        .where(eq(venueMarkets.isActive, true))
        .orderBy(asc(venueMarkets.name));
    },
  };
}
export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
