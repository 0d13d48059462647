import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "#tests/support/database.ts";
import type { DatabaseHandle } from "./client.server.ts";
import { migrateDatabase } from "./migrate.server.ts";

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
});
