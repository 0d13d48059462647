import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { locations, statesProvinces, venueMarkets } from "#db/schema/locations.ts";
import { VENUE_MARKETS_MAX } from "./locations.schema.ts";

export type CityRecord = typeof locations.$inferSelect & { state: typeof statesProvinces.$inferSelect };
export type StateRecord = typeof statesProvinces.$inferSelect;

export function createLocationsRepository(db: Database) {
  const selectCities = () =>
    db
      .select({ city: locations, state: statesProvinces })
      .from(locations)
      .innerJoin(statesProvinces, eq(statesProvinces.id, locations.stateProvinceId));
  const toCity = (row: { city: typeof locations.$inferSelect; state: StateRecord }): CityRecord => ({
    ...row.city,
    state: row.state,
  });

  return {
    /** Every city with its state, largest first. */
    async listAllCities(): Promise<CityRecord[]> {
      const rows = await selectCities().orderBy(desc(locations.population), asc(locations.id));
      return rows.map(toCity);
    },
    listStates(): Promise<StateRecord[]> {
      return db.select().from(statesProvinces).orderBy(asc(statesProvinces.name));
    },
    /** The seeded place nearest to a point (GiST nearest-neighbour on the earth cube). */
    async nearestCity(latitude: number, longitude: number): Promise<CityRecord | undefined> {
      const [row] = await selectCities()
        .orderBy(
          sql`ll_to_earth(${locations.latitude}, ${locations.longitude}) <-> ll_to_earth(${latitude}, ${longitude})`,
        )
        .limit(1);
      return row && toCity(row);
    },
    async listActiveVenueMarkets() {
      return db
        .select({
          id: venueMarkets.id,
          name: venueMarkets.name,
          fileName: venueMarkets.fileName,
          stateAbbreviation: statesProvinces.abbreviation,
        })
        .from(venueMarkets)
        .innerJoin(statesProvinces, eq(statesProvinces.id, venueMarkets.stateProvinceId))
        .where(eq(venueMarkets.isActive, true))
        .orderBy(asc(venueMarkets.name))
        .limit(VENUE_MARKETS_MAX);
    },
  };
}
export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
