import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "#features/accounts/password.server.ts";
import { seedDemoData, seedReferenceData } from "#features/demo-data.server.ts";
import { createLocalStorage } from "#features/media/storage.service.server.ts";
import { createTestDatabase, testDatabaseKinds } from "#tests/support/database.ts";
import type { DatabaseHandle } from "../client.server.ts";
import { emptyAllTables } from "../reset.server.ts";
import { SERVICE_TYPES } from "./data/service-types.ts";
import { DEMO_PLANNER, DEMO_VENDOR, NO_LOGIN_PASSWORD_HASH } from "./seed.server.ts";
import { SERVICE_ATTRIBUTES } from "./service-attributes.ts";

const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), "marquee-seed-test-")));
const options = { vendors: 400, storage, referenceDate: new Date("2026-11-21T12:00:00Z") };

/** A digest of every row that matters, to compare two seeds. */
async function fingerprint(handle: DatabaseHandle): Promise<Record<string, string>> {
  const tables: Record<string, string> = {
    members:
      "select md5(string_agg(concat_ws('|', id, directory, name, membership_level, member_level, city_id, primary_service_type_id, pay_range_low_cents, spotlight_id, rating_average, review_count, account_id), ',' order by id)) from members",
    accounts: "select md5(string_agg(concat_ws('|', id, email, role, password_hash), ',' order by id)) from accounts",
    feedback:
      "select md5(string_agg(concat_ws('|', id, member_id, rating, body, created_at), ',' order by id)) from feedback",
    events:
      "select md5(string_agg(concat_ws('|', id, member_id, event_date, title), ',' order by id)) from calendar_events",
    impressions:
      "select md5(string_agg(concat_ws('|', member_id, day, visitor_key, position), ',' order by id)) from search_impressions",
    photos: "select md5(string_agg(concat_ws('|', id, member_id, storage_key), ',' order by id)) from member_photos",
    locations:
      "select md5(string_agg(concat_ws('|', id, file_name, rollup_location_file_name, venue_market_id), ',' order by id)) from locations",
  };
  const digest: Record<string, string> = {};
  for (const [name, query] of Object.entries(tables)) {
    const result = await handle.db.execute<{ md5: string }>(sql.raw(query));
    digest[name] = result.rows[0]?.md5 ?? "";
  }
  return digest;
}

async function scalar(handle: DatabaseHandle, query: string): Promise<number> {
  const result = await handle.db.execute<{ value: number }>(sql.raw(`select (${query})::float8 as value`));
  return Number(result.rows[0]?.value);
}

describe.each(testDatabaseKinds())("demo data seed on %s", (kind) => {
  let handle: DatabaseHandle;
  let firstFingerprint: Record<string, string>;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await seedDemoData(handle, options);
    firstFingerprint = await fingerprint(handle);
  });
  afterAll(() => handle.close());

  it("covers every US state, DC and every Canadian province and territory with real cities", async () => {
    expect(await scalar(handle, "select count(*) from states_provinces where country = 'US'")).toBe(51);
    expect(await scalar(handle, "select count(*) from states_provinces where country = 'CA'")).toBe(13);
    expect(
      await scalar(
        handle,
        "select count(*) from states_provinces s where not exists (select 1 from locations l where l.state_province_id = s.id)",
      ),
    ).toBe(0);
    expect(await scalar(handle, "select count(*) from locations")).toBeGreaterThan(4000);
    const austin = await handle.db.execute<Record<string, unknown>>(
      sql`select display_name, file_name, population, latitude, longitude, search_string from locations where file_name = 'austin-tx'`,
    );
    expect(austin.rows[0]).toMatchObject({ display_name: "Austin, TX", file_name: "austin-tx" });
    expect(Number(austin.rows[0]?.latitude)).toBeCloseTo(30.27, 1);
    expect(Number(austin.rows[0]?.population)).toBeGreaterThan(500_000);
    expect(
      await scalar(
        handle,
        "select count(*) from locations where file_name = 'toronto-on' and display_name = 'Toronto, ON'",
      ),
    ).toBe(1);
    // A suburb rolls up into its metro's big city.
    expect(
      await scalar(handle, "select count(*) from locations where rollup_location_file_name = 'dallas-tx'"),
    ).toBeGreaterThan(3);
  });

  it("has the service-type catalogue with its menus, venue, kids, virtual and signup types", async () => {
    expect(await scalar(handle, "select count(*) from service_types")).toBeGreaterThanOrEqual(80);
    expect(
      await scalar(
        handle,
        "select count(*) from service_types where file_name = 'dj' and 'disc jockey' = any(alternate_names)",
      ),
    ).toBe(1);
    for (const flag of [
      "is_venue",
      "is_kids",
      "is_virtual",
      "is_single_search_page",
      "is_signup_category",
      "is_service",
    ]) {
      expect(await scalar(handle, `select count(*) from service_types where ${flag}`)).toBeGreaterThan(0);
    }
    expect(await scalar(handle, "select count(*) from service_types where parent_id is not null")).toBeGreaterThan(10);
    expect(await scalar(handle, "select count(*) from secondary_service_types")).toBeGreaterThan(50);
  });

  it("gives every vendor a main photo of their own, showing what their kind of vendor does", async () => {
    const mains = await handle.db.execute<{ storage_key: string; kind: string }>(sql`
      select p.storage_key, case when t.is_venue then 'venue' when t.file_name = 'photographer' then 'photographer' else 'other' end as kind
      from members m join member_photos p on p.id = m.main_photo_id
      join service_types t on t.id = m.primary_service_type_id`);
    expect(new Set(mains.rows.map((row) => row.storage_key)).size).toBe(options.vendors);
    for (const row of mains.rows) {
      expect(row.storage_key).toMatch(/^seed\/vendors\/(stage|hall|party|table|podium|prints)-[a-z0-9-]+\.jpg$/);
      if (row.kind === "venue") expect(row.storage_key).toContain("/hall-");
      if (row.kind === "photographer") expect(row.storage_key).toContain("/prints-");
    }
    const sample = mains.rows.slice(0, 20);
    expect(await Promise.all(sample.map((row) => storage.exists(row.storage_key)))).toEqual(sample.map(() => true));
    // A venue's gallery beyond its own photo shows halls too, never a stage.
    expect(
      await scalar(
        handle,
        "select count(*) from member_photos p join members m on m.id = p.member_id join service_types t on t.id = m.primary_service_type_id where t.is_venue and p.storage_key not like 'seed/%hall-%'",
      ),
    ).toBe(0);
  });

  it("gives every vendor a profile worth reading", async () => {
    expect(await scalar(handle, "select count(*) from members")).toBe(options.vendors);
    expect(await scalar(handle, "select count(*) from members where main_photo_id is null")).toBe(0);
    expect(
      await scalar(
        handle,
        "select count(*) from members m where not exists (select 1 from member_service_types t where t.member_id = m.id and t.is_primary and t.service_type_id = m.primary_service_type_id)",
      ),
    ).toBe(0);
    expect(await scalar(handle, "select count(*) from feedback")).toBeGreaterThan(options.vendors);
    expect(
      await scalar(
        handle,
        "select count(*) from members where review_count > 0 and rating_average not between 1 and 5",
      ),
    ).toBe(0);
    expect(
      await scalar(handle, "select count(*) from calendar_events where event_date > '2026-11-21'"),
    ).toBeGreaterThan(0);
    expect(
      await scalar(handle, "select count(*) from calendar_events where event_date < '2026-11-21'"),
    ).toBeGreaterThan(0);
    expect(await scalar(handle, "select count(*) from blackout_dates")).toBeGreaterThan(0);
    expect(await scalar(handle, "select count(*) from calendar_entries")).toBeGreaterThan(0);
    expect(await scalar(handle, "select count(*) from member_videos")).toBeGreaterThan(0);
    expect(await scalar(handle, "select count(*) from member_audio_tracks")).toBeGreaterThan(0);
    expect(await scalar(handle, "select count(*) from members where pay_range_low_cents > pay_range_high_cents")).toBe(
      0,
    );
  });

  it("includes the member levels and spotlight cases the search rules need", async () => {
    for (const level of ["Basic", "Pro", "Premium"]) {
      expect(await scalar(handle, `select count(*) from members where membership_level = '${level}'`)).toBeGreaterThan(
        0,
      );
    }
    expect(await scalar(handle, "select count(*) from members where member_level = -9")).toBeGreaterThan(0);
    expect(
      await scalar(handle, "select count(*) from members where spotlight_id is not null and member_level >= -2"),
    ).toBeGreaterThan(0);
    expect(
      await scalar(
        handle,
        "select count(*) from members m join service_types t on t.id = m.primary_service_type_id where t.is_venue and m.venue_market_id is not null",
      ),
    ).toBeGreaterThan(0);
  });

  it("creates the demo planner and the demo vendor with the README's passwords", async () => {
    const rows = await handle.db.execute<{ email: string; password_hash: string; role: string }>(
      sql`select email, password_hash, role from accounts where email in (${DEMO_PLANNER.email}, ${DEMO_VENDOR.email}) order by email`,
    );
    const byEmail = new Map(rows.rows.map((row) => [row.email, row]));
    expect(await verifyPassword(DEMO_PLANNER.password, byEmail.get(DEMO_PLANNER.email)?.password_hash ?? "")).toBe(
      true,
    );
    expect(await verifyPassword(DEMO_VENDOR.password, byEmail.get(DEMO_VENDOR.email)?.password_hash ?? "")).toBe(true);
    expect(
      await scalar(
        handle,
        `select count(*) from members m join accounts a on a.id = m.account_id where a.email = '${DEMO_VENDOR.email}' and m.name = '${DEMO_VENDOR.name}'`,
      ),
    ).toBe(1);
    expect(
      await scalar(handle, "select count(*) from accounts where password_hash not like '$argon2id$%'"),
    ).toBeGreaterThan(0);
  });

  it("makes every vendor a member with a confirmed account of its listing email that no password opens", async () => {
    expect(
      await scalar(
        handle,
        `select count(*) from members m join accounts a on a.id = m.account_id
         where a.role = 'member' and a.email = m.email and a.email_verified_at is not null and m.email_verified_at is not null`,
      ),
    ).toBe(options.vendors);
    const hashes = await handle.db.execute<{ password_hash: string }>(
      sql`select distinct a.password_hash from members m join accounts a on a.id = m.account_id where a.email <> ${DEMO_VENDOR.email}`,
    );
    expect(hashes.rows.map((row) => row.password_hash)).toEqual([NO_LOGIN_PASSWORD_HASH]);
    for (const password of ["", NO_LOGIN_PASSWORD_HASH, DEMO_VENDOR.password]) {
      expect(await verifyPassword(password, NO_LOGIN_PASSWORD_HASH)).toBe(false);
    }
  });

  it("gives the demo vendor a year of visitors before the reference day, for its insights page", async () => {
    const demoVendor = `(select m.id from members m join accounts a on a.id = m.account_id where a.email = '${DEMO_VENDOR.email}')`;
    const days = await handle.db.execute<{ first: string; last: string; days: number; views: number }>(
      sql.raw(`select min(day) as first, max(day) as last, count(distinct day)::int as days,
                 (select count(*)::int from search_hits where member_id = ${demoVendor}) as views
               from search_impressions where member_id = ${demoVendor}`),
    );
    expect(days.rows[0]).toMatchObject({ first: "2025-11-21", last: "2026-11-20", days: 365 });
    expect(days.rows[0]?.views).toBeGreaterThan(365);
    expect(
      await scalar(
        handle,
        `select count(*) from analytics_events where member_id = ${demoVendor} and name = 'Vendor Tile Click'`,
      ),
    ).toBe(days.rows[0]?.views);
    expect(await scalar(handle, `select count(distinct member_id) from search_impressions`)).toBe(1);
  });

  it("gives the same data again for the same command", async () => {
    await emptyAllTables(handle);
    await seedDemoData(handle, options);
    expect(await fingerprint(handle)).toEqual(firstFingerprint);
  });
});

describe.each(testDatabaseKinds())("reference data alone on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await seedReferenceData(handle, { storage });
  });
  afterAll(() => handle.close());

  it("has every place, service type, attribute and piece of content, as a demo seed has", async () => {
    expect(await scalar(handle, "select count(*) from states_provinces")).toBe(64);
    expect(await scalar(handle, "select count(*) from locations")).toBeGreaterThan(4000);
    expect(await scalar(handle, "select count(*) from service_types")).toBe(SERVICE_TYPES.length);
    expect(await scalar(handle, "select count(*) from service_attributes")).toBe(SERVICE_ATTRIBUTES.length);
    expect(await scalar(handle, "select count(*) from secondary_service_types")).toBeGreaterThan(0);
    expect(await scalar(handle, "select count(*) from articles")).toBeGreaterThan(0);
    expect(await scalar(handle, "select count(*) from themes")).toBeGreaterThan(0);
  });

  it("has no vendor, planner or account, so nobody can sign in", async () => {
    for (const table of ["accounts", "members", "clients", "feedback", "search_impressions", "analytics_events"]) {
      expect(await scalar(handle, `select count(*) from ${table}`), table).toBe(0);
    }
  });
});

describe.each(testDatabaseKinds())("demo data without the demo administrator on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await seedDemoData(handle, { ...options, vendors: 20, demoAdministrator: false });
  });
  afterAll(() => handle.close());

  it("makes the demo planner and vendor but no administrator at all", async () => {
    expect(await scalar(handle, "select count(*) from accounts where role = 'admin'")).toBe(0);
    expect(
      await scalar(
        handle,
        `select count(*) from accounts where email in ('${DEMO_PLANNER.email}', '${DEMO_VENDOR.email}')`,
      ),
    ).toBe(2);
    expect(await scalar(handle, "select count(*) from members")).toBe(20);
  });
});
