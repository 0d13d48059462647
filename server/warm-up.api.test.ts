import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { buildTestApp } from "#tests/support/app.ts";
import { createTestDatabase, testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { warmUp } from "./warm-up.server.ts";

describe.each(testDatabaseKinds())("the warm-up walk on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = (await createSeededDatabase(kind, 40)).database;
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const profileViews = async () =>
    (
      await database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from search_hits where hit_type = 'Profile'`,
      )
    ).rows[0]?.count;

  it("renders one page of each kind a first visitor reaches, found from the pages themselves, and counts no view", async () => {
    const viewsBefore = await profileViews();
    const report = await warmUp(app);
    // The walk names itself as a probe, so no vendor's statistics count its visit.
    expect(await profileViews()).toBe(viewsBefore);
    expect(report.stoppedEarly).toBe(false);
    const walked = (pattern: RegExp) => report.pages.filter((page) => pattern.test(page));
    expect(report.pages[0]).toBe("/");
    expect(walked(/^\/services\/[^/]+$/).length).toBeGreaterThanOrEqual(1);
    const [results] = walked(/^\/search\/[^/]+$/);
    expect(results).toBeDefined();
    const resultsApi = `/api/v1${results}/results?take=1`;
    expect(report.pages).toContain(resultsApi);
    // The vendor comes from the results: the page walked right after them is a profile.
    expect(report.pages[report.pages.indexOf(resultsApi) + 1]).toMatch(/^\/[^/]+\/[^/]+$/);
    expect(walked(/^\/articles(\/[^/]+)?$/)).toHaveLength(2);
    expect(walked(/^\/themes(\/[^/]+)?$/)).toHaveLength(2);
    expect(report.pages.slice(-2)).toEqual([
      expect.stringMatching(/^\/api\/v1\/servicetypes\?/),
      expect.stringMatching(/^\/api\/v1\/locations\?/),
    ]);
  });
});

describe("the warm-up walk on a database with no vendors and no content", () => {
  it("walks what there is and ends without an error", async () => {
    const database = await createTestDatabase("pglite");
    const app = await buildTestApp(database);
    try {
      const report = await warmUp(app);
      expect(report.pages[0]).toBe("/");
      expect(report.pages).not.toContainEqual(expect.stringMatching(/^\/search\//));
    } finally {
      await app.close();
      await database.close();
    }
  });
});
