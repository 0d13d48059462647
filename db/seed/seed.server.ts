import { createHash } from "node:crypto";
import { count, eq, inArray, or, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { createRandom } from "#lib/random.ts";
import type { Database, DatabaseHandle } from "../client.server.ts";
import { accounts, clients } from "../schema/accounts.ts";
import { analyticsEvents } from "../schema/analytics.ts";
import { locations, statesProvinces, venueMarkets } from "../schema/locations.ts";
import {
  blackoutDates,
  calendarEntries,
  calendarEvents,
  feedback,
  memberAudioTracks,
  memberPhotos,
  members,
  memberServiceAttributes,
  memberServiceTypes,
  memberVideos,
} from "../schema/members.ts";
import { searchHits, searchImpressions } from "../schema/search.ts";
import { secondaryServiceTypes, serviceAttributes, serviceTypes } from "../schema/service-types.ts";
import { SERVICE_TYPES } from "./data/service-types.ts";
import { STATES_PROVINCES } from "./data/states-provinces.ts";
import { FIRST_NAMES, LAST_NAMES } from "./data/vendor-text.ts";
import { demoVendorActivity } from "./demo-activity.server.ts";
import { generateSeedMedia, generateVendorPhotos, type SeedStorage } from "./media.server.ts";
import { loadPlaces } from "./places.server.ts";
import { SERVICE_ATTRIBUTES } from "./service-attributes.ts";
import {
  type CityChoice,
  planVendor,
  runningTotals,
  serviceTypeWeight,
  type VendorContext,
  type VendorPlan,
} from "./vendors.server.ts";

export const DEFAULT_VENDOR_COUNT = 3_000;
export const DEFAULT_RANDOM_SEED = 2026;

/** The demo accounts the README names; their passwords are for local development only. */
export const DEMO_PLANNER = {
  email: "planner@marquee.test",
  password: "plan-a-party-2026",
  firstName: "Jordan",
  lastName: "Avery",
};
export const DEMO_VENDOR = { email: "vendor@marquee.test", password: "book-my-band-2026", name: "Neon Nights DJ Co." };
export const DEMO_ADMIN = { email: "admin@marquee.test", password: "run-the-show-2026" };
/** Every password the README publishes: a production database must hold no account that signs in with one. */
export const PUBLISHED_PASSWORDS = [DEMO_PLANNER.password, DEMO_VENDOR.password, DEMO_ADMIN.password] as const;

/**
 * Seeded planners' and vendors' accounts carry this instead of a hash: no password verifies it, so
 * nobody logs in as them until the email's owner chooses a password through "Forgot password".
 */
export const NO_LOGIN_PASSWORD_HASH = "!no-login";
/** The demo's people confirmed their emails long ago, as real accounts of long standing have. */
const SEEDED_EMAIL_VERIFIED_AT = new Date("2024-01-02T12:00:00Z");
const VENDOR_CHUNK = 1_000;
/** PostgreSQL allows 65,535 bind parameters in one statement; stay well under it. */
const MAX_PARAMETERS_PER_INSERT = 30_000;

/**
 * What the seed needs from the features above db/, which it never imports: the caller hands them in
 * (features/demo-data.server.ts, the one place that seeds for the server, the scripts and the tests).
 */
export type SeedInputs = {
  /** Where the demo photos, clips and audio are written (the configured uploads storage). */
  storage: SeedStorage;
  /** The accounts' password hashing, given a fixed salt for the demo accounts. */
  hashPassword: (password: string, salt: Buffer) => Promise<string>;
  /** The statuses a vendor's calendar entry may have (the members slice's rule). */
  calendarEntryStatuses: readonly string[];
};

export type SeedOptions = SeedInputs & {
  vendors: number;
  randomSeed?: number;
  /** Upcoming and past dates are placed around this day (default: today). */
  referenceDate?: Date;
  /** Whether the demo administrator is made: outside production only, where its password is public. */
  demoAdministrator: boolean;
  onProgress?: (message: string) => void;
};

export type SeedSummary = {
  vendors: number;
  cities: number;
  serviceTypes: number;
};

async function insertAll(database: Database, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS_PER_INSERT / columns));
  for (let start = 0; start < rows.length; start += perStatement) {
    await database.insert(table).values(rows.slice(start, start + perStatement));
  }
}

/** The demo vendor's year of visitors (db/seed/demo-activity.server.ts), for its insights page. */
async function insertDemoVendorActivity(database: Database, accountId: number, referenceDate: Date) {
  const [member] = await database.select({ id: members.id }).from(members).where(eq(members.accountId, accountId));
  if (!member) return;
  const [video] = await database
    .select({ id: memberVideos.id, title: memberVideos.title })
    .from(memberVideos)
    .where(eq(memberVideos.memberId, member.id))
    .orderBy(memberVideos.sortOrder)
    .limit(1);
  const activity = demoVendorActivity(member.id, referenceDate, video);
  await insertAll(database, searchImpressions, activity.impressions);
  await insertAll(database, searchHits, activity.profileViews);
  await insertAll(database, analyticsEvents, activity.events);
}

/** A salt derived from the email, so the demo accounts hash to the same bytes on every seed. */
function demoSalt(email: string): Buffer {
  return createHash("sha256").update(`marquee-demo:${email}`).digest().subarray(0, 16);
}

/**
 * The reference data every deployment needs, in the caller's transaction: states and provinces,
 * venue markets, cities, the service-type catalogue and its attributes. No accounts, no vendors.
 */
async function insertReferenceRows(database: Database, progress: (message: string) => void) {
  const { cities, markets } = loadPlaces();
  const stateRows = await database
    .insert(statesProvinces)
    .values(
      STATES_PROVINCES.map((state) => ({
        name: state.name,
        displayName: state.name,
        fileName: state.fileName,
        abbreviation: state.abbreviation,
        country: state.country,
        latitude: state.latitude,
        longitude: state.longitude,
      })),
    )
    .returning({ id: statesProvinces.id, abbreviation: statesProvinces.abbreviation });
  const stateId = new Map(stateRows.map((row) => [row.abbreviation, row.id]));

  const marketRows = await database
    .insert(venueMarkets)
    .values(
      markets.map((market) => ({
        name: market.name,
        fileName: market.fileName,
        stateProvinceId: stateId.get(market.state.abbreviation) as number,
        latitude: market.latitude,
        longitude: market.longitude,
      })),
    )
    .returning({ id: venueMarkets.id, fileName: venueMarkets.fileName });
  const marketId = new Map(marketRows.map((row) => [row.fileName, row.id]));

  await insertAll(
    database,
    locations,
    cities.map((city) => ({
      geonameId: city.geonameId,
      name: city.name,
      displayName: city.displayName,
      fileName: city.fileName,
      rollupLocationFileName: city.rollupLocationFileName,
      searchString: city.searchString,
      alternateNames: city.alternateNames,
      stateProvinceId: stateId.get(city.state.abbreviation) as number,
      venueMarketId: city.venueMarketFileName ? (marketId.get(city.venueMarketFileName) ?? null) : null,
      latitude: city.latitude,
      longitude: city.longitude,
      population: city.population,
      isStateServicePageCity: city.isStateServicePageCity,
    })),
  );
  const cityRows = await database
    .select({
      id: locations.id,
      name: locations.name,
      displayName: locations.displayName,
      latitude: locations.latitude,
      longitude: locations.longitude,
      venueMarketId: locations.venueMarketId,
      population: locations.population,
    })
    .from(locations)
    .orderBy(locations.id);
  progress(`${cityRows.length} cities in ${stateRows.length} states and provinces`);

  const typeId = new Map(SERVICE_TYPES.map((type) => [type.fileName, type.id]));
  await insertAll(
    database,
    serviceTypes,
    SERVICE_TYPES.map((type, sortOrder) => ({
      id: type.id,
      personForm: type.personForm,
      pluralForm: type.pluralForm,
      fileName: type.fileName,
      alternateNames: type.alternateNames,
      menuGroup: type.menuGroup,
      profileDirectory: type.profileDirectory ?? type.fileName,
      canonicalProfileDirectory: type.canonicalProfileDirectory,
      isSingleSearchPage: type.isSingleSearchPage,
      isService: type.isService,
      isVenue: type.isVenue,
      isKids: type.isKids,
      isVirtual: type.isVirtual,
      isSignupCategory: type.isSignupCategory,
      parentId: null,
      defaultSearchDistanceMiles: type.defaultSearchDistanceMiles,
      sortOrder,
    })),
  );
  for (const type of SERVICE_TYPES.filter((candidate) => candidate.parentFileName)) {
    await database
      .update(serviceTypes)
      .set({ parentId: typeId.get(type.parentFileName as string) as number })
      .where(sql`${serviceTypes.id} = ${type.id}`);
  }
  await insertAll(
    database,
    secondaryServiceTypes,
    SERVICE_TYPES.flatMap((type) =>
      type.secondaryFileNames.map((secondary) => ({
        serviceTypeId: type.id,
        secondaryServiceTypeId: typeId.get(secondary) as number,
      })),
    ),
  );
  const attributeRows = await database
    .insert(serviceAttributes)
    .values(SERVICE_ATTRIBUTES.map((attribute) => ({ ...attribute })))
    .returning({ id: serviceAttributes.id });
  progress(`${SERVICE_TYPES.length} service types, ${attributeRows.length} service attributes`);
  return {
    cityRows,
    austinIndex: cityRows.findIndex((city) => city.displayName === "Austin, TX"),
    attributeIds: attributeRows.map((row) => row.id),
  };
}

/**
 * Fills an empty database with the reference data alone (places, service types, attributes): what
 * a deployment without demo data starts from.
 */
export async function seedReferenceRows(
  handle: DatabaseHandle,
  options: { onProgress?: (message: string) => void } = {},
): Promise<SeedSummary> {
  const progress = options.onProgress ?? (() => {});
  const reference = await handle.db.transaction((tx) => insertReferenceRows(tx as unknown as Database, progress));
  await handle.db.execute(sql`analyze`);
  return { vendors: 0, cities: reference.cityRows.length, serviceTypes: SERVICE_TYPES.length };
}

/**
 * Fills an empty database with the reference data and deterministic demo data on top: vendors with
 * photos, media, reviews and calendars, planners, the demo planner and vendor, and the demo
 * administrator when asked for (never in production). The same options give the same rows; one
 * transaction, so a failed seed leaves nothing behind.
 */
export async function seedDatabase(handle: DatabaseHandle, options: SeedOptions): Promise<SeedSummary> {
  const { hashPassword } = options;
  const progress = options.onProgress ?? (() => {});
  const random = createRandom(options.randomSeed ?? DEFAULT_RANDOM_SEED);
  const referenceDate = options.referenceDate ?? new Date();
  const media = await generateSeedMedia(options.storage);
  const plannerHash = await hashPassword(DEMO_PLANNER.password, demoSalt(DEMO_PLANNER.email));
  const vendorHash = await hashPassword(DEMO_VENDOR.password, demoSalt(DEMO_VENDOR.email));
  const adminHash = options.demoAdministrator
    ? await hashPassword(DEMO_ADMIN.password, demoSalt(DEMO_ADMIN.email))
    : undefined;
  let cityCount = 0;

  await handle.db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    const { cityRows, austinIndex, attributeIds } = await insertReferenceRows(database, progress);
    cityCount = cityRows.length;

    const clientCount = Math.max(50, Math.round(options.vendors / 20));
    const emailVerifiedAt = SEEDED_EMAIL_VERIFIED_AT;
    const accountRows = await database
      .insert(accounts)
      .values([
        { email: DEMO_PLANNER.email, passwordHash: plannerHash, role: "client" as const, emailVerifiedAt },
        { email: DEMO_VENDOR.email, passwordHash: vendorHash, role: "member" as const, emailVerifiedAt },
        ...Array.from({ length: clientCount - 1 }, (_, index) => ({
          email: `planner${index + 1}@example.com`,
          passwordHash: NO_LOGIN_PASSWORD_HASH,
          role: "client" as const,
          emailVerifiedAt,
        })),
      ])
      .returning({ id: accounts.id, email: accounts.email });
    if (adminHash) {
      await database
        .insert(accounts)
        .values({ email: DEMO_ADMIN.email, passwordHash: adminHash, role: "admin", emailVerifiedAt });
    }
    const [plannerAccount, vendorAccount, ...otherAccounts] = accountRows;
    const clientRows = await database
      .insert(clients)
      .values([
        {
          accountId: plannerAccount?.id as number,
          firstName: DEMO_PLANNER.firstName,
          lastName: DEMO_PLANNER.lastName,
          email: DEMO_PLANNER.email,
          phoneNumber: "(512) 555-0142",
        },
        ...otherAccounts.map((account) => ({
          accountId: account.id,
          firstName: random.pick(FIRST_NAMES),
          lastName: random.pick(LAST_NAMES),
          email: account.email,
          phoneNumber: null,
        })),
      ])
      .returning({ id: clients.id });
    progress(`${clientRows.length} planners`);

    const cityChoices: CityChoice[] = cityRows;
    const context: VendorContext = {
      random,
      referenceDate,
      cities: cityChoices,
      // Bigger places have more vendors, but not in strict proportion: small towns get some too.
      cityWeights: runningTotals(cityRows.map((city) => city.population ** 0.8)),
      serviceTypes: SERVICE_TYPES,
      serviceTypeWeights: runningTotals(SERVICE_TYPES.map(serviceTypeWeight)),
      attributeIds,
      clientIds: clientRows.map((row) => row.id),
      media,
      calendarEntryStatuses: options.calendarEntryStatuses,
      usedDirectories: new Set(),
    };

    for (let start = 0; start < options.vendors; start += VENDOR_CHUNK) {
      const plans: VendorPlan[] = [];
      for (let index = start; index < Math.min(options.vendors, start + VENDOR_CHUNK); index += 1) {
        plans.push(
          index === 0
            ? planVendor(context, index, {
                name: DEMO_VENDOR.name,
                email: DEMO_VENDOR.email,
                cityIndex: Math.max(0, austinIndex),
                serviceTypeFileName: "dj",
                membershipLevel: "Premium",
                acceptsOnlineDeposits: true,
              })
            : planVendor(context, index),
        );
      }
      // The photos are drawn on sharp's threads while the rows go in, so the two overlap.
      await Promise.all([
        generateVendorPhotos(
          options.storage,
          plans.flatMap((plan) => (plan.ownPhoto ? [plan.ownPhoto] : [])),
        ),
        insertVendors(database, plans, start === 0 ? (vendorAccount?.id ?? null) : null),
      ]);
      progress(`${Math.min(options.vendors, start + VENDOR_CHUNK)} of ${options.vendors} vendors`);
    }

    if (vendorAccount) await insertDemoVendorActivity(database, vendorAccount.id, referenceDate);

    await database.execute(sql`
      update members m set main_photo_id = p.id
      from (select distinct on (member_id) member_id, id from member_photos order by member_id, sort_order) p
      where p.member_id = m.id`);
    await database.execute(sql`
      update members m set rating_average = r.average, review_count = r.total
      from (select member_id, round(avg(rating)::numeric, 2)::float8 as average, count(*)::int as total
            from feedback group by member_id) r
      where r.member_id = m.id`);
  });

  // Fresh statistics, so the planner uses the geographic and service indexes from the first search.
  await handle.db.execute(sql`analyze`);
  return { vendors: options.vendors, cities: cityCount, serviceTypes: SERVICE_TYPES.length };
}

/**
 * Inserts a chunk of vendors, each a member with a confirmed account of its listing email (the demo
 * vendor's is made beforehand, with its password), so every one can be asked for a quote and mailed.
 */
async function insertVendors(database: Database, plans: VendorPlan[], demoVendorAccountId: number | null) {
  const needAccounts = plans.filter((_, index) => index !== 0 || demoVendorAccountId === null);
  const newAccounts =
    needAccounts.length === 0
      ? []
      : await database
          .insert(accounts)
          .values(
            needAccounts.map((plan) => ({
              email: plan.member.email,
              passwordHash: NO_LOGIN_PASSWORD_HASH,
              role: "member" as const,
              emailVerifiedAt: SEEDED_EMAIL_VERIFIED_AT,
            })),
          )
          .returning({ id: accounts.id, email: accounts.email });
  const accountIdByEmail = new Map(newAccounts.map((row) => [row.email, row.id]));
  const inserted = await database
    .insert(members)
    .values(
      plans.map((plan, index) => ({
        ...plan.member,
        accountId:
          index === 0 && demoVendorAccountId !== null
            ? demoVendorAccountId
            : (accountIdByEmail.get(plan.member.email) as number),
        emailVerifiedAt: SEEDED_EMAIL_VERIFIED_AT,
      })),
    )
    .returning({ id: members.id, directory: members.directory });
  const memberId = new Map(inserted.map((row) => [row.directory, row.id]));
  const withMember = <T extends object>(pick: (plan: VendorPlan) => T[]) =>
    plans.flatMap((plan) =>
      pick(plan).map((row) => ({ memberId: memberId.get(plan.member.directory) as number, ...row })),
    );

  await insertAll(
    database,
    memberServiceTypes,
    withMember((plan) =>
      plan.serviceTypeIds.map((serviceTypeId, index) => ({ serviceTypeId, isPrimary: index === 0 })),
    ),
  );
  await insertAll(
    database,
    memberServiceAttributes,
    withMember((plan) => plan.attributeIds.map((serviceAttributeId) => ({ serviceAttributeId }))),
  );
  await insertAll(
    database,
    memberPhotos,
    withMember((plan) => plan.photos),
  );
  await insertAll(
    database,
    memberVideos,
    withMember((plan) => plan.videos),
  );
  await insertAll(
    database,
    memberAudioTracks,
    withMember((plan) => plan.audioTracks),
  );
  await insertAll(
    database,
    feedback,
    withMember((plan) => plan.reviews),
  );
  await insertAll(
    database,
    calendarEvents,
    withMember((plan) => plan.events),
  );
  await insertAll(
    database,
    blackoutDates,
    withMember((plan) => plan.blackoutDates),
  );
  await insertAll(
    database,
    calendarEntries,
    withMember((plan) => plan.calendarEntries),
  );
}

/**
 * The accounts whose passwords are checked against the published ones at a production start: the
 * demo accounts' emails and every administrator (a handful, never every planner and vendor).
 */
export async function signInsToCheckForPublishedPasswords(
  handle: DatabaseHandle,
): Promise<{ email: string; passwordHash: string }[]> {
  return handle.db
    .select({ email: accounts.email, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(
      or(
        inArray(sql`lower(${accounts.email})`, [DEMO_PLANNER.email, DEMO_VENDOR.email, DEMO_ADMIN.email]),
        eq(accounts.role, "admin"),
      ),
    )
    .orderBy(accounts.email);
}

/** Whether the database holds demo (or real) data already: the service type catalogue is never empty then. */
export async function isSeeded(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await handle.db.select({ total: count() }).from(serviceTypes);
  return (row?.total ?? 0) > 0;
}
