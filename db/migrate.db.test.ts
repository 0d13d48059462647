import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "#tests/support/database.ts";
import type { DatabaseHandle } from "./client.server.ts";
import { MIGRATION_LOCK_TIMEOUT, migrateDatabase } from "./migrate.server.ts";

const committedMigrations = path.join(import.meta.dirname, "migrations");

type Journal = { entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[] };

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the committed migrations with these after them, as the next release would add them. */
function migrationsWith(...next: string[]): string {
  const folder = mkdtempSync(path.join(tmpdir(), "marquee-migrations-"));
  folders.push(folder);
  cpSync(committedMigrations, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as Journal;
  const last = journal.entries.at(-1);
  if (!last) throw new Error("no committed migrations");
  next.forEach((statement, index) => {
    const tag = `${String(last.idx + 1 + index).padStart(4, "0")}_probe_${index}`;
    writeFileSync(path.join(folder, `${tag}.sql`), statement);
    journal.entries.push({ ...last, idx: last.idx + 1 + index, when: last.when + 1 + index, tag });
  });
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const poolOf = (handle: DatabaseHandle) => (handle.db as unknown as { $client: pg.Pool }).$client;

const settingsProbe = `create table migration_settings as
  select current_setting('lock_timeout') as lock_timeout, current_setting('statement_timeout') as statement_timeout`;
const accountsProbe = "alter table accounts add column lock_probe text";

describe.each(testDatabaseKinds())("migrations on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it("creates every table of the domain", async () => {
    const result = await handle.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = result.rows.map((row) => row.table_name);
    for (const table of [
      "states_provinces",
      "locations",
      "venue_markets",
      "service_types",
      "service_attributes",
      "accounts",
      "clients",
      "members",
      "member_photos",
      "member_videos",
      "member_audio_tracks",
      "feedback",
      "calendar_events",
      "blackout_dates",
      "calendar_entries",
      "search_lookups",
      "search_hits",
      "search_impressions",
      "search_tile_actions",
      "analytics_events",
      "articles",
      "article_tags",
      "article_promotions",
      "themes",
      "theme_ingredients",
      "event_guides",
      "service_pages",
      "info_pages",
      "refresh_tokens",
      "requests",
      "quotes",
      "messages",
      "bookings",
      "payments",
      "notifications",
    ]) {
      expect(tables).toContain(table);
    }
  });

  it("has earthdistance and pg_trgm working for radius search and autocomplete", async () => {
    const distance = await handle.db.execute<{ metres: number }>(
      sql`select earth_distance(ll_to_earth(30.26715, -97.74306), ll_to_earth(32.78306, -96.80667))::float8 as metres`,
    );
    expect(distance.rows[0]?.metres).toBeGreaterThan(285_000);
    expect(distance.rows[0]?.metres).toBeLessThan(300_000);
    const similarity = await handle.db.execute<{ score: number }>(
      sql`select similarity('magician', 'magican')::float8 as score`,
    );
    expect(similarity.rows[0]?.score).toBeGreaterThan(0.4);
  });

  it("is a no-op when applied a second time", async () => {
    await expect(migrateDatabase(handle)).resolves.toBeUndefined();
  });

  it("runs each migration under the lock and statement timeouts, and gives the connection back without them", async () => {
    await migrateDatabase(handle, migrationsWith(settingsProbe));
    const during = await handle.db.execute<{ lock_timeout: string; statement_timeout: string }>(
      sql`select lock_timeout, statement_timeout from migration_settings`,
    );
    expect(during.rows).toEqual([{ lock_timeout: MIGRATION_LOCK_TIMEOUT, statement_timeout: "1min" }]);
    const after = await handle.db.execute<{ lock_timeout: string }>(sql`show lock_timeout`);
    expect(after.rows).toEqual([{ lock_timeout: "0" }]);
  });

  // PGlite has one session, so no other connection can hold a lock there.
  it.runIf(kind === "postgres")(
    "gives up on a table another connection holds within the lock timeout, and applies on the next try",
    async () => {
      const folder = migrationsWith(settingsProbe, accountsProbe);
      const holder = await poolOf(handle).connect();
      try {
        await holder.query("begin");
        await holder.query("lock table accounts in access exclusive mode");
        const started = performance.now();
        const failure: unknown = await migrateDatabase(handle, folder).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect((failure as Error | undefined)?.cause).toMatchObject({ code: "55P03" }); // lock_not_available
        expect(performance.now() - started).toBeLessThan(10_000);
      } finally {
        await holder.query("rollback");
        holder.release();
      }
      await migrateDatabase(handle, folder);
      const probe = await handle.db.execute(
        sql`select 1 from information_schema.columns where table_name = 'accounts' and column_name = 'lock_probe'`,
      );
      expect(probe.rowCount).toBe(1);
    },
  );
});
