import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_PLANNER } from "#db/seed/seed.server.ts";
import { createServices } from "#features/services.server.ts";
import { logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { FAVORITES_FULL_MESSAGE } from "./favorites.service.server.ts";
import { REQUEST_LIMITS } from "./marketplace.rules.ts";
import type { FavoriteDto } from "./marketplace.schema.ts";

/**
 * The favourites calls as a caller may make them: a JSON content type on every call and no body on
 * PUT or DELETE, which Fastify hands to the route as a null body.
 */
describe.each(testDatabaseKinds())("favourites calls without a body on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let planner: SignedIn;
  let clientId: number;
  let memberIds: number[];

  const bodiless = (method: "PUT" | "DELETE", url: string) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${planner.accessToken}`, "content-type": "application/json" },
    });
  const saved = async () =>
    (
      (
        await app.inject({
          method: "GET",
          url: `/api/v1/client/${clientId}/favorites`,
          headers: { authorization: `Bearer ${planner.accessToken}` },
        })
      ).json() as { favorites: FavoriteDto[] }
    ).favorites.map((favorite) => favorite.memberId);

  beforeAll(async () => {
    // More vendors than a planner's list keeps, to fill it.
    const seeded = await createSeededDatabase(kind, 600);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    const services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const me = await app.inject({
      method: "GET",
      url: "/api/v1/accounts/me",
      headers: { authorization: `Bearer ${planner.accessToken}` },
    });
    clientId = (me.json() as { account: { clientId: number } }).account.clientId;
    const vendors = await app.inject({ method: "GET", url: "/api/v1/search/members?memberIds=2,3" });
    memberIds = (vendors.json() as { vendors: { memberId: number }[] }).vendors.map((vendor) => vendor.memberId);
    expect(memberIds).toHaveLength(2);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("saves a vendor with a bodiless PUT, twice alike, and removes them with a bodiless DELETE", async () => {
    const [first, second] = memberIds as [number, number];
    const before = await saved();
    const put = await bodiless("PUT", `/api/v1/client/${clientId}/favorites/${first}`);
    expect(put.statusCode, put.body).toBe(204);
    expect((await bodiless("PUT", `/api/v1/client/${clientId}/favorites/${first}`)).statusCode).toBe(204);
    expect((await bodiless("PUT", `/api/v1/client/${clientId}/favorites/${second}`)).statusCode).toBe(204);
    expect(await saved()).toEqual(expect.arrayContaining([...before, first, second]));
    expect((await bodiless("DELETE", `/api/v1/client/${clientId}/favorites/${first}`)).statusCode).toBe(204);
    expect(await saved()).not.toContain(first);
  });

  it("still refuses a body that is not an empty object, and a vendor who does not exist", async () => {
    const [first] = memberIds as [number];
    const withBody = await app.inject({
      method: "PUT",
      url: `/api/v1/client/${clientId}/favorites/${first}`,
      headers: { authorization: `Bearer ${planner.accessToken}` },
      payload: [1, 2],
    });
    expect(withBody.statusCode).toBe(400);
    expect((await bodiless("PUT", `/api/v1/client/${clientId}/favorites/99999999`)).statusCode).toBe(404);
  });

  it("keeps at most the list's limit, counting parallel saves one after another", async () => {
    const limit = REQUEST_LIMITS.maxFavorites;
    await database.db.execute(sql`delete from favorites where client_id = ${clientId}`);
    const vendors = await database.db.execute<{ id: number }>(
      sql`select id from members order by id limit ${limit + 5}`,
    );
    const ids = vendors.rows.map((row) => row.id);
    const kept = ids[0] as number;
    await database.db.execute(
      sql`insert into favorites (client_id, member_id) select ${clientId}, id from members order by id limit ${limit - 2}`,
    );
    // Two places left, five saves at once: two are kept, three refused with the reason.
    const answers = await Promise.all(
      ids.slice(limit - 2, limit + 3).map((id) => bodiless("PUT", `/api/v1/client/${clientId}/favorites/${id}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 204, 409, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      error: { code: "FAVORITES_FULL", message: FAVORITES_FULL_MESSAGE },
    });
    expect(await saved()).toHaveLength(limit);
    // A vendor already saved stays saved on a full list.
    expect((await bodiless("PUT", `/api/v1/client/${clientId}/favorites/${kept}`)).statusCode).toBe(204);
    expect((await bodiless("DELETE", `/api/v1/client/${clientId}/favorites/${kept}`)).statusCode).toBe(204);
    expect((await bodiless("PUT", `/api/v1/client/${clientId}/favorites/${kept}`)).statusCode).toBe(204);
    expect(await saved()).toHaveLength(limit);
  });
});
