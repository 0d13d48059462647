import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { logIn, type SignedIn, tokensFrom } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { FRONTEND_CLIENT, parseScope, readCookie, SESSION_COOKIES } from "./accounts.rules.ts";

const TOKEN = /[A-Za-z0-9_-]{43}/.source;

function tokenForm(fields: Record<string, string>): string {
  return new URLSearchParams({
    grant_type: "refresh_token",
    client_id: FRONTEND_CLIENT.id,
    client_secret: FRONTEND_CLIENT.secret,
    ...fields,
  }).toString();
}

function setCookiesOf(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers["set-cookie"];
  return Array.isArray(header) ? (header as string[]) : typeof header === "string" ? [header] : [];
}

describe.each(testDatabaseKinds())("accounts: sessions and tokens on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 60);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const refresh = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/api/v1/token",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: tokenForm(fields),
    });
  const me = (session: SignedIn) =>
    app.inject({ url: "/api/v1/accounts/me", headers: { authorization: `Bearer ${session.accessToken}` } });

  it("sets the session cookies with exactly these attributes", async () => {
    const session = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const [access, refreshCookie, scope, welcome] = session.setCookies;
    expect(access).toMatch(new RegExp(`^mq_access=${TOKEN}; Max-Age=900; Path=/; HttpOnly; SameSite=Lax$`));
    expect(refreshCookie).toMatch(new RegExp(`^mq_refresh=${TOKEN}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax$`));
    expect(scope).toMatch(/^mq_scope=Client%20A\d+%20C\d+%20WJordan; Max-Age=2592000; Path=\/; SameSite=Lax$/);
    expect(welcome).toBe("mq_welcome=Jordan; Max-Age=2592000; Path=/; SameSite=Lax");

    const production = createServices(testConfig({ environment: "production" }), database);
    const secure = await logIn(production, DEMO_PLANNER.email, DEMO_PLANNER.password, "203.0.113.11");
    expect(secure.setCookies[0]).toMatch(
      new RegExp(`^mq_access=${TOKEN}; Max-Age=900; Path=/; HttpOnly; Secure; SameSite=Lax$`),
    );
    expect(secure.setCookies[3]).toBe("mq_welcome=Jordan; Max-Age=2592000; Path=/; Secure; SameSite=Lax");
  });

  it("describes the person in the scope: type, client or member id, account id and welcome name", async () => {
    const planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const vendor = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const scopeOf = (session: SignedIn) => parseScope(readCookie(session.cookie, SESSION_COOKIES.scope));
    expect(scopeOf(planner)).toMatchObject({ userType: "Client", welcomeName: "Jordan", memberId: null });
    expect(scopeOf(planner)?.clientId).toBeGreaterThan(0);
    expect(scopeOf(vendor)).toMatchObject({ userType: "Member", clientId: null });
    expect(scopeOf(vendor)?.memberId).toBeGreaterThan(0);
    expect(scopeOf(admin)).toMatchObject({ userType: "Admin", welcomeName: "Admin" });
  });

  it("refreshes with a refresh token from the body, rotating it, and answers the tokens and scope", async () => {
    const session = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const response = await refresh({ refresh_token: session.refreshToken });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 900 });
    expect(body.access_token).toMatch(new RegExp(`^${TOKEN}$`));
    expect(body.refresh_token).toMatch(new RegExp(`^${TOKEN}$`));
    expect(body.refresh_token).not.toBe(session.refreshToken);
    expect(parseScope(body.scope)?.userType).toBe("Client");
    expect((await me({ ...session, accessToken: body.access_token })).statusCode).toBe(200);
  });

  it("refreshes a browser through its cookie without handing the tokens to page code", async () => {
    const session = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const response = await refresh({}, { cookie: session.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().access_token).toBeUndefined();
    expect(response.json().refresh_token).toBeUndefined();
    const renewed = tokensFrom(setCookiesOf(response));
    expect(renewed.refreshToken).not.toBe(session.refreshToken);
    expect((await me(renewed)).statusCode).toBe(200);
  });

  it("lets a parallel refresh with the same token succeed within the grace window", async () => {
    const session = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const [first, second] = await Promise.all([
      refresh({ refresh_token: session.refreshToken }),
      refresh({ refresh_token: session.refreshToken }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json().refresh_token).not.toBe(second.json().refresh_token);
  });

  it("treats a used refresh token replayed after the grace window as theft and ends the whole session", async () => {
    const session = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const rotated = (await refresh({ refresh_token: session.refreshToken })).json();
    await database.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '31 seconds' where used_at is not null`,
    );
    const replay = await refresh({ refresh_token: session.refreshToken });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe("INVALID_GRANT");
    // The thief's copy is dead, and so is the legitimate successor and its access token.
    expect((await refresh({ refresh_token: rotated.refresh_token })).statusCode).toBe(400);
    expect((await me({ ...session, accessToken: rotated.access_token })).statusCode).toBe(401);
  });

  it("ends a session 30 days after log-in however often it was refreshed", async () => {
    const session = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const rotated = (await refresh({ refresh_token: session.refreshToken })).json();
    await database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'
      where id = (select session_id from refresh_tokens order by id desc limit 1)`);
    const expired = await refresh({ refresh_token: rotated.refresh_token });
    expect(expired.statusCode).toBe(400);
    // A refused refresh clears the browser's token, refresh token, scope and welcome name cookies.
    expect(setCookiesOf(expired)).toEqual(
      expect.arrayContaining([
        "mq_access=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
        "mq_refresh=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
        "mq_scope=; Max-Age=0; Path=/; SameSite=Lax",
        "mq_welcome=; Max-Age=0; Path=/; SameSite=Lax",
      ]),
    );
    expect((await me({ ...session, accessToken: rotated.access_token })).statusCode).toBe(401);
  });

  it("logs out: the session ends at once and every session cookie is expired, k included", async () => {
    const session = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/token/revoke",
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode).toBe(200);
    const cleared = setCookiesOf(response);
    for (const name of [
      "mq_access",
      "mq_refresh",
      "mq_scope",
      "mq_welcome",
      "mq_performer",
      "mq_legacy_auth",
      "k",
      "token",
    ]) {
      expect(cleared.some((cookie) => cookie.startsWith(`${name}=; Max-Age=0; Path=/`))).toBe(true);
    }
    expect((await me(session)).statusCode).toBe(401);
    expect((await refresh({ refresh_token: session.refreshToken })).statusCode).toBe(400);
  });

  it("ends every session when the password changes, and keeps the changing browser signed in", async () => {
    const first = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const second = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const accountId = parseScope(readCookie(first.cookie, SESSION_COOKIES.scope))?.accountId;
    const change = (currentPassword: string, newPassword: string, session: SignedIn) =>
      app.inject({
        method: "PUT",
        url: `/api/v1/accounts/${accountId}`,
        headers: { authorization: `Bearer ${session.accessToken}` },
        payload: { currentPassword, newPassword },
      });
    const wrong = await change("not-my-password", "a-much-longer-passphrase", first);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe("Your current password is not right.");
    const common = await change(DEMO_VENDOR.password, "password123", first);
    expect(common.json().error.fields.newPassword).toMatch(/too common/);

    const changed = await change(DEMO_VENDOR.password, "disco ball in the rain", first);
    expect(changed.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await refresh({ refresh_token: second.refreshToken })).statusCode).toBe(400);
    expect((await me(tokensFrom(setCookiesOf(changed)))).statusCode).toBe(200);
    await services.accounts.changePassword(
      (await services.sessions.authenticate(tokensFrom(setCookiesOf(changed)).accessToken))!,
      { currentPassword: "disco ball in the rain", newPassword: DEMO_VENDOR.password },
    );
  });

  it("refuses other clients, other grants and missing tokens", async () => {
    const wrongClient = await refresh({ client_id: "someone-else", refresh_token: "x" });
    expect(wrongClient.statusCode).toBe(401);
    expect(wrongClient.json().error.code).toBe("INVALID_CLIENT");
    const passwordGrant = await refresh({ grant_type: "password" });
    expect(passwordGrant.statusCode).toBe(400);
    expect(passwordGrant.json().error.code).toBe("UNSUPPORTED_GRANT_TYPE");
    expect((await refresh({})).statusCode).toBe(400);
    expect((await refresh({ refresh_token: "made-up" })).statusCode).toBe(400);
  });

  it("refuses cookie-authenticated unsafe requests from other sites", async () => {
    const session = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const revoke = (headers: Record<string, string>) =>
      app.inject({ method: "POST", url: "/api/v1/token/revoke", headers: { cookie: session.cookie, ...headers } });
    const crossSite: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
    ];
    for (const headers of crossSite) {
      const refused = await revoke(headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe("CROSS_SITE_REQUEST");
    }
    expect((await me(session)).statusCode).toBe(200);
    const pageForm = await app.inject({
      method: "POST",
      url: "/login",
      headers: { "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a%40b.c&password=whatever1",
    });
    expect(pageForm.statusCode).toBe(403);
    expect((await revoke({ "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
  });
});
