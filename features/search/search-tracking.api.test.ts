import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";

/** What a script changing its User-Agent on every call would send: real browsers' strings. */
const ROTATING_AGENTS = [
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
];

describe.each(testDatabaseKinds())("search tracking resists User-Agent rotation on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let memberIds: number[];

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 20);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    const rows = await database.db.execute<{ id: number }>(sql`select id from members order by id limit 6`);
    memberIds = rows.rows.map((row) => row.id);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, payload: object, userAgent: string, remoteAddress: string) =>
    app.inject({ method: "POST", url, payload, headers: { "user-agent": userAgent }, remoteAddress });
  /** Sends the same call once per rotating User-Agent from each address; answers each call's `recorded`. */
  const rotate = async (url: string, payload: object, addresses: string[]) => {
    const recorded: number[] = [];
    for (const address of addresses) {
      for (const userAgent of ROTATING_AGENTS) {
        const response = await post(url, payload, userAgent, address);
        expect(response.statusCode, response.body).toBe(202);
        recorded.push(response.json<{ recorded: number }>().recorded);
      }
    }
    return recorded;
  };
  const today = async (memberId: number) => (await services.analytics.insights(memberId, 30))?.daily.at(-1);
  const once = [1, 0, 0, 0, 0];

  it("counts a profile view once per address and day, whatever the User-Agent", async () => {
    const [fromOne, fromTwo] = memberIds as [number, number];
    const url = (memberId: number) => `/api/v1/members/${memberId}/tracksearchhit`;
    expect(await rotate(url(fromOne), { type: "Profile" }, ["198.51.100.40"])).toEqual(once);
    expect(await today(fromOne)).toMatchObject({ profileViews: 1 });
    expect(await rotate(url(fromTwo), { type: "Profile" }, ["198.51.100.41", "198.51.100.42"])).toEqual([
      ...once,
      ...once,
    ]);
    expect(await today(fromTwo)).toMatchObject({ profileViews: 2 });
    // Addresses of one IPv6 /64 are one subscriber's.
    const ipv6 = ROTATING_AGENTS.map((_, index) => `2001:db8:5:1::${index + 1}`);
    const recorded: number[] = [];
    for (const [index, userAgent] of ROTATING_AGENTS.entries()) {
      recorded.push((await post(url(fromTwo), { type: "Profile" }, userAgent, ipv6[index] as string)).json().recorded);
    }
    expect(recorded).toEqual(once);
    expect(await today(fromTwo)).toMatchObject({ profileViews: 3 });
  });

  it("counts search impressions once per address, search and day, whatever the User-Agent", async () => {
    const [, , first, second] = memberIds as [number, number, number, number];
    const payload = {
      resultSection: 1,
      impressions: [
        { memberId: first, position: 0 },
        { memberId: second, position: 1 },
      ],
    };
    const url = "/api/v1/members/tracksearchhit";
    expect(await rotate(url, payload, ["198.51.100.50"])).toEqual([2, 0, 0, 0, 0]);
    expect(await rotate(url, payload, ["198.51.100.51"])).toEqual([2, 0, 0, 0, 0]);
    expect(await today(first)).toMatchObject({ searchImpressions: 2 });
    expect(await today(second)).toMatchObject({ searchImpressions: 2 });
  });

  it("keeps every tile action, under one visitor key per address and day", async () => {
    const memberId = memberIds[4] as number;
    await rotate("/api/v1/search-tile-action", { memberId, action: "view-photos" }, ["198.51.100.60", "198.51.100.61"]);
    const rows = await database.db.execute<{ actions: number; visitors: number }>(
      sql`select count(*)::int as actions, count(distinct visitor_key)::int as visitors
          from search_tile_actions where member_id = ${memberId}`,
    );
    expect(rows.rows[0]).toEqual({ actions: 2 * ROTATING_AGENTS.length, visitors: 2 });
  });
});
