import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_PLANNER } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { logIn, type SignedIn, tokensFrom } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { FRONTEND_CLIENT } from "./accounts.rules.ts";

describe.each(testDatabaseKinds())("a refresh ends the access token it replaces, on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 20);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** POST /api/v1/token with the refresh token in the body: the new pair. */
  const refresh = async (refreshToken: string) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        grant_type: "refresh_token",
        client_id: FRONTEND_CLIENT.id,
        client_secret: FRONTEND_CLIENT.secret,
        refresh_token: refreshToken,
      }).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ access_token: string; refresh_token: string }>();
    return { accessToken: body.access_token, refreshToken: body.refresh_token };
  };
  const statusWith = async (accessToken: string) =>
    (await app.inject({ url: "/api/v1/accounts/me", headers: { authorization: `Bearer ${accessToken}` } })).statusCode;

  it("refuses the old access token (401) at once, while the new one works", async () => {
    const session = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    expect(await statusWith(session.accessToken)).toBe(200);
    const renewed = await refresh(session.refreshToken);
    expect(await statusWith(session.accessToken)).toBe(401);
    expect(await statusWith(renewed.accessToken)).toBe(200);
    // And again, one refresh later: only the newest access token works.
    const again = await refresh(renewed.refreshToken);
    expect(await statusWith(renewed.accessToken)).toBe(401);
    expect(await statusWith(again.accessToken)).toBe(200);
  });

  it("does the same for a browser refreshing through its cookies", async () => {
    const session: SignedIn = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/token",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: session.cookie },
      payload: new URLSearchParams({
        grant_type: "refresh_token",
        client_id: FRONTEND_CLIENT.id,
        client_secret: FRONTEND_CLIENT.secret,
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const renewed = tokensFrom(response.headers["set-cookie"] as string[]);
    const cookieStatus = async (cookie: string) =>
      (await app.inject({ url: "/api/v1/accounts/me", headers: { cookie } })).statusCode;
    expect(await cookieStatus(session.cookie)).toBe(401);
    expect(await cookieStatus(renewed.cookie)).toBe(200);
  });

  it("keeps both pairs of two tabs refreshing at once working, and ends the pair they replaced", async () => {
    const session = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const [first, second] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(await statusWith(session.accessToken)).toBe(401);
    expect(await statusWith(first.accessToken)).toBe(200);
    expect(await statusWith(second.accessToken)).toBe(200);
    // Refreshing ends every access token issued up to the refresh token used, the other tab's included.
    const next = await refresh(second.refreshToken);
    expect(await statusWith(second.accessToken)).toBe(401);
    const last = await refresh(next.refreshToken);
    for (const ended of [first, second, next]) expect(await statusWith(ended.accessToken)).toBe(401);
    expect(await statusWith(last.accessToken)).toBe(200);
  });

  it("leaves the access tokens of the account's other sessions alone", async () => {
    const phone = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const laptop = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    await refresh(laptop.refreshToken);
    expect(await statusWith(phone.accessToken)).toBe(200);
  });
});
