import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { FRONTEND_CLIENT } from "#features/accounts/accounts.rules.ts";
import { createServices } from "#features/services.server.ts";
import { logIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { createApiClient } from "./client.ts";

/** The typed client as the README shows an outside caller using it: over HTTP, with a refresh token. */
describe("the typed client against the real app, as an outside caller", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let baseUrl: string;
  let refreshToken: string;

  beforeAll(async () => {
    const seeded = await createSeededDatabase("pglite", 10);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    await app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    ({ refreshToken } = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password));
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("calls in public, refreshes its token on a 401 and repeats the call, and rejects with the error body", async () => {
    let tokens = { access_token: "", refresh_token: refreshToken };
    let refreshes = 0;
    const marquee = createApiClient({
      baseUrl,
      accessToken: () => tokens.access_token,
      refresh: async () => {
        refreshes += 1;
        const answer = await createApiClient({ baseUrl }).post("/api/v1/token", {
          body: {
            grant_type: "refresh_token",
            refresh_token: tokens.refresh_token,
            client_id: FRONTEND_CLIENT.id,
            client_secret: FRONTEND_CLIENT.secret,
          },
        });
        tokens = { access_token: answer.access_token ?? "", refresh_token: answer.refresh_token ?? "" };
        return tokens.access_token !== "";
      },
    });

    const { searchLookup } = await marquee.get("/api/v1/search-lookups/{url}", { path: { url: "dj-austin-tx" } });
    expect(searchLookup.isValidSearch).toBe(true);
    expect(refreshes).toBe(0);

    const { account } = await marquee.get("/api/v1/accounts/me");
    expect(refreshes).toBe(1);
    expect(account.email).toBe(DEMO_VENDOR.email);
    const memberId = account.memberId as number;
    const { leads } = await marquee.get("/api/v1/members/{id}/leads", { path: { id: memberId } });
    expect(Array.isArray(leads)).toBe(true);
    expect(refreshes).toBe(1);

    await expect(marquee.get("/api/v1/members/{id}/leads", { path: { id: memberId + 1 } })).rejects.toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
    await expect(
      marquee.get("/api/v1/search-lookups/{url}", { path: { url: "no-such-search-anywhere" } }),
    ).rejects.toMatchObject({ error: { code: "NOT_FOUND" } });
  });
});
