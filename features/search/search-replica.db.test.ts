import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { seedDemoData } from "#features/demo-data.server.ts";
import { createLocalStorage } from "#features/media/storage.service.server.ts";
import { searchSettingsQuerySchema } from "#features/search/search.schema.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { testConfig } from "#tests/support/app.ts";
import { SEED_REFERENCE_DATE } from "#tests/support/seeded.ts";

const serverUrl = process.env.DATABASE_URL;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function urlOf(name: string): string {
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Rows of a table in one database, counted apart from the app's pools. */
async function countIn(name: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: urlOf(name) });
  await client.connect();
  try {
    return Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
  } finally {
    await client.end();
  }
}

// A replica is a copy of the primary (a template copy here): its vendors are renamed so that each
// answer shows which database it came from.
describe.skipIf(!serverUrl)("search with a read replica (DATABASE_READ_URL) on PostgreSQL", () => {
  const primary = `marquee_primary_${randomBytes(6).toString("hex")}`;
  const replica = `${primary}_replica`;
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "marquee-uploads-"));
  let database: DatabaseHandle;
  let services: Services;

  beforeAll(async () => {
    await admin(`create database ${primary}`);
    const seeding = await openDatabase({ kind: "postgres", url: urlOf(primary), maxConnections: 5 });
    await migrateDatabase(seeding);
    await seedDemoData(seeding, {
      vendors: 60,
      storage: createLocalStorage(uploadsDir),
      referenceDate: SEED_REFERENCE_DATE,
    });
    await seeding.close();
    await admin(`create database ${replica} template ${primary}`);
    const renaming = new pg.Client({ connectionString: urlOf(replica) });
    await renaming.connect();
    await renaming.query(`update members set name = 'Replica ' || name`);
    await renaming.end();

    database = await openDatabase({
      kind: "postgres",
      url: urlOf(primary),
      readUrl: urlOf(replica),
      maxConnections: 5,
    });
    services = createServices(testConfig({ uploadsDir }), database);
  });

  afterAll(async () => {
    await database?.close();
    await admin(`drop database if exists ${primary} with (force)`);
    await admin(`drop database if exists ${replica} with (force)`);
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it("reads search results from the replica, and writes lookups and tracking to the primary", async () => {
    const response = await services.search.search("dj-austin-tx", "results", searchSettingsQuerySchema.parse({}));
    if (!("results" in response)) throw new Error(`the search did not resolve: ${response.kind}`);
    expect(response.results.length).toBeGreaterThan(0);
    expect(response.results.every((item) => item.name.startsWith("Replica "))).toBe(true);

    // The first visit of a search stores its lookup: on the primary only.
    expect(await countIn(primary, "search_lookups where url = 'dj-austin-tx'")).toBe(1);
    expect(await countIn(replica, "search_lookups where url = 'dj-austin-tx'")).toBe(0);

    const shown = response.results.slice(0, 3).map((item, position) => ({ memberId: item.memberId, position }));
    const visitor = { ip: "203.0.113.40", userAgent: BROWSER };
    const counts = async () =>
      Promise.all(
        [primary, replica].flatMap((name) => [countIn(name, "search_impressions"), countIn(name, "search_hits")]),
      );
    const [primaryImpressions = 0, primaryHits = 0, replicaImpressions, replicaHits] = await counts();
    expect(await services.tracking.impressions({ resultSection: 1, impressions: shown }, visitor)).toBe(shown.length);
    expect(await services.tracking.profileHit(shown[0]?.memberId as number, visitor)).toBe(1);
    expect(await counts()).toEqual([
      primaryImpressions + shown.length,
      primaryHits + 1,
      replicaImpressions,
      replicaHits,
    ]);
  });
});
