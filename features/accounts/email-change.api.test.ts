import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import {
  confirmByEmailedLink,
  emailedLink,
  linkToken,
  logIn,
  type SignedIn,
  tokensFrom,
} from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { ACCOUNT_MESSAGES, emailChangeSentMessage } from "./accounts.rules.ts";

const FORM = "application/x-www-form-urlencoded";
const PASSWORD = "a lantern-lit garden party";

describe.each(testDatabaseKinds())("changing an email takes proof, on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let djId: number;
  let nextAddress = 1;

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 40);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    djId = (await services.serviceTypes.list({ signupOnly: true })).find((type) => type.fileName === "dj")
      ?.id as number;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const send = (session: SignedIn | null, options: InjectOptions) =>
    app.inject({
      remoteAddress: `198.51.100.${nextAddress++}`,
      ...options,
      headers: { ...(session ? { cookie: session.cookie } : {}), ...options.headers },
    });
  const api = (session: SignedIn | null, method: "GET" | "PUT", url: string, payload?: Record<string, unknown>) =>
    send(session, { method, url, ...(payload ? { payload } : {}) });
  const page = (session: SignedIn | null, url: string, fields: Record<string, string> = {}) =>
    send(session, {
      method: "POST",
      url,
      headers: { "content-type": FORM },
      payload: new URLSearchParams(fields).toString(),
    });
  const me = async (session: SignedIn) =>
    (await api(session, "GET", "/api/v1/accounts/me")).json<{
      account: { id: number; email: string; clientId: number; memberId: number };
    }>().account;
  const emailOf = async (accountId: number) =>
    (await database.db.execute<{ email: string }>(sql`select email from accounts where id = ${accountId}`)).rows[0]
      ?.email;
  const mailCount = async (email: string, kind: string) =>
    (
      await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from notifications where lower(recipient_email) = lower(${email}) and kind = ${kind}`,
      )
    ).rows[0]?.n ?? 0;
  /** Follows the newest link of a kind emailed to `email`, pressing its button as the browser `session` (if any). */
  const followLink = async (email: string, kind: string, session: SignedIn | null = null) =>
    page(session, new URL(await emailedLink(database, email, kind)).pathname);

  async function newPlanner(email: string): Promise<SignedIn> {
    await services.accounts.signUpClient({
      firstName: "Morgan",
      email,
      phone: null,
      password: PASSWORD,
    });
    return confirmByEmailedLink(services, database, email);
  }

  it("asks a planner for the current password, and changes nothing until the new address's link is opened", async () => {
    const session = await newPlanner("morgan@example.com");
    const { id: accountId, clientId } = await me(session);
    const url = `/api/v1/client/${clientId}`;

    const withoutPassword = await api(session, "PUT", url, { email: "morgan.new@example.com", firstName: "Mo" });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().error.fields).toEqual({ currentPassword: ACCOUNT_MESSAGES.emailChangeNeedsPassword });
    const wrong = await api(session, "PUT", url, { email: "morgan.new@example.com", currentPassword: "a guess" });
    expect(wrong.json().error.fields).toEqual({ currentPassword: ACCOUNT_MESSAGES.currentPassword });
    // A refused change changes nothing at all, the name included.
    expect((await api(session, "GET", url)).json().client).toMatchObject({ firstName: "Morgan" });

    const asked = await api(session, "PUT", url, {
      email: "morgan.new@example.com",
      currentPassword: PASSWORD,
      firstName: "Mo",
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      client: { email: "morgan@example.com", firstName: "Mo" },
      pendingEmail: "morgan.new@example.com",
    });
    expect(await emailOf(accountId)).toBe("morgan@example.com");
    expect(await mailCount("morgan.new@example.com", "change-email")).toBe(1);
    // Its own email again: nothing to confirm.
    const same = await api(session, "PUT", url, { email: "morgan@example.com" });
    expect(same.json()).toMatchObject({ pendingEmail: null });
  });

  it("takes a confirmed change, tells the old address with an undo link, and ends every other session", async () => {
    const first = await logIn(services, "morgan@example.com", PASSWORD);
    const second = await logIn(services, "morgan@example.com", PASSWORD);
    const { id: accountId } = await me(first);
    const confirmed = await followLink("morgan.new@example.com", "change-email", first);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain("You now log in with morgan.new@example.com.");
    expect(await emailOf(accountId)).toBe("morgan.new@example.com");
    const client = await database.db.execute<{ email: string }>(
      sql`select email from clients where account_id = ${accountId}`,
    );
    expect(client.rows[0]?.email).toBe("morgan.new@example.com");

    // Every session ended; the browser that opened the link was given a new one.
    for (const ended of [first, second]) expect((await api(ended, "GET", "/api/v1/accounts/me")).statusCode).toBe(401);
    const renewed = tokensFrom(confirmed.headers["set-cookie"] as string[]);
    expect((await me(renewed)).email).toBe("morgan.new@example.com");
    await logIn(services, "morgan.new@example.com", PASSWORD);
    await expect(logIn(services, "morgan@example.com", PASSWORD)).rejects.toThrow();

    const undo = await emailedLink(database, "morgan@example.com", "email-changed");
    expect(undo).toMatch(/\/confirm-email\/[\w-]{43}$/);
    const undoLife = await database.db.execute<{ days: number }>(
      sql`select round(extract(epoch from expires_at - created_at) / 86400)::int as days from email_confirmations
        where account_id = ${accountId} and purpose = 'undo_email_change'`,
    );
    expect(undoLife.rows[0]?.days).toBe(7);
    // The change link was used up.
    expect((await followLink("morgan.new@example.com", "change-email")).statusCode).toBe(400);
  });

  it("undoes a change from the old address: the email returns, every session ends, a new password is needed", async () => {
    const session = await logIn(services, "morgan.new@example.com", PASSWORD);
    const { id: accountId, clientId } = await me(session);
    // A second change waiting for its link is cancelled by the undo.
    await api(session, "PUT", `/api/v1/client/${clientId}`, { email: "thief@example.com", currentPassword: PASSWORD });
    const undone = await followLink("morgan@example.com", "email-changed");
    expect(undone.statusCode).toBe(200);
    expect(undone.body).toContain("is your log-in email again");
    expect(await emailOf(accountId)).toBe("morgan@example.com");
    expect((await api(session, "GET", "/api/v1/accounts/me")).statusCode).toBe(401);
    // Whoever changed it knew the password: it no longer works anywhere.
    await expect(logIn(services, "morgan@example.com", PASSWORD)).rejects.toThrow();
    await expect(logIn(services, "morgan.new@example.com", PASSWORD)).rejects.toThrow();
    expect((await followLink("thief@example.com", "change-email")).statusCode).toBe(400);
    expect(await emailOf(accountId)).toBe("morgan@example.com");
    // The owner chooses a new password by the link that came with the undo.
    const reset = linkToken(await emailedLink(database, "morgan@example.com", "password-reset"));
    await services.accounts.resetPassword(reset, "my own new passphrase", "192.0.2.20");
    await logIn(services, "morgan@example.com", "my own new passphrase");
    expect((await followLink("morgan@example.com", "email-changed")).statusCode).toBe(400);
  });

  it("answers a change to an address with an account as any other, and tells that address's owner instead", async () => {
    const session = await newPlanner("quinn@example.com");
    const { id: accountId, clientId } = await me(session);
    const asked = await api(session, "PUT", `/api/v1/client/${clientId}`, {
      email: DEMO_VENDOR.email,
      currentPassword: PASSWORD,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ pendingEmail: DEMO_VENDOR.email });
    expect(await mailCount(DEMO_VENDOR.email, "change-email")).toBe(0);
    expect(await mailCount(DEMO_VENDOR.email, "email-change-attempt")).toBe(1);
    expect(await emailOf(accountId)).toBe("quinn@example.com");
  });

  it("takes the same proof on the planner's account page and on /account/email, without scripts", async () => {
    const session = await logIn(services, "quinn@example.com", PASSWORD);
    const refused = await page(session, "/client/modify-profile.aspx", {
      email: "quinn2@example.com",
      currentPassword: "",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(ACCOUNT_MESSAGES.emailChangeNeedsPassword);
    const sent = await page(session, "/client/modify-profile.aspx", {
      email: "quinn2@example.com",
      currentPassword: PASSWORD,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(emailChangeSentMessage("quinn2@example.com").replaceAll("'", "&#x27;"));
    expect(await mailCount("quinn2@example.com", "change-email")).toBe(1);

    const form = await send(session, { method: "GET", url: "/account/email" });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain("quinn@example.com");
    const wrong = await page(session, "/account/email", { email: "quinn3@example.com", currentPassword: "nope nope" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(ACCOUNT_MESSAGES.currentPassword);
    expect(
      (await page(null, "/account/email", { email: "a@example.com", currentPassword: "x" })).headers.location,
    ).toBe("/login?returnTo=%2Faccount%2Femail");
    expect((await send(null, { method: "GET", url: "/account/email" })).headers.location).toBe(
      "/login?returnTo=%2Faccount%2Femail",
    );
  });

  it("changes a vendor's log-in email the same way, through PUT /api/v1/accounts/{id}/email", async () => {
    const vendor = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const { id: accountId } = await me(vendor);
    const url = `/api/v1/accounts/${accountId}/email`;
    expect((await api(vendor, "PUT", url, { email: "neon@example.com" })).statusCode).toBe(400);
    expect((await api(planner, "PUT", url, { email: "neon@example.com", currentPassword: "x" })).statusCode).toBe(403);
    const asked = await api(vendor, "PUT", url, { email: "neon@example.com", currentPassword: DEMO_VENDOR.password });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ pendingEmail: "neon@example.com" });
    expect(await emailOf(accountId)).toBe(DEMO_VENDOR.email);
    expect(await mailCount("neon@example.com", "change-email")).toBe(1);
  });

  it("keeps a vendor's new listing email pending: notices go to the confirmed one, planners see only it", async () => {
    const vendor = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const { memberId, id: accountId } = await me(vendor);
    const listingEmail = async () =>
      (
        await database.db.execute<{ email: string; email_verified_at: Date | null }>(
          sql`select email, email_verified_at from members where id = ${memberId}`,
        )
      ).rows[0];
    const before = await listingEmail();
    const updated = await api(vendor, "PUT", `/api/v1/members/${memberId}`, {
      email: "bookings@neon-nights.example",
      tagline: "Lights, music, a full dance floor",
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().member).toMatchObject({
      email: before?.email,
      pendingEmail: "bookings@neon-nights.example",
      tagline: "Lights, music, a full dance floor",
    });
    expect((await listingEmail())?.email).toBe(before?.email);
    expect(await mailCount("bookings@neon-nights.example", "verify-listing-email")).toBe(1);

    // A lead sent now goes to the confirmed address only.
    const planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const day = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
    await database.db.execute(sql`delete from calendar_events where member_id = ${memberId}`);
    await database.db.execute(sql`delete from blackout_dates where member_id = ${memberId}`);
    const request = await app.inject({
      method: "POST",
      url: "/api/v1/requests",
      headers: { authorization: `Bearer ${planner.accessToken}` },
      payload: {
        eventType: "Birthday party",
        eventDate: day,
        startTime: "19:00",
        durationMinutes: 240,
        cityFileName: "austin-tx",
        guestCount: 40,
        serviceTypeIds: [djId],
        details: "A surprise party for forty guests with music and a little dancing.",
        clientToken: crypto.randomUUID(),
        memberId,
      },
    });
    expect(request.statusCode, request.body).toBe(201);
    expect(await mailCount("bookings@neon-nights.example", "new-lead")).toBe(0);
    expect(await mailCount(before?.email as string, "new-lead")).toBeGreaterThan(0);

    const confirmed = await followLink("bookings@neon-nights.example", "verify-listing-email");
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain("Your listing email is confirmed");
    expect(await listingEmail()).toMatchObject({ email: "bookings@neon-nights.example" });
    expect((await listingEmail())?.email_verified_at).not.toBeNull();
    expect(await mailCount(before?.email as string, "listing-email-changed")).toBe(1);
    // The log-in email is another matter: it did not move.
    expect(await emailOf(accountId)).toBe(DEMO_VENDOR.email);
  });

  it("lets an administrator change an email only through the audited route, which tells the owner", async () => {
    const adminSession = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { id: adminId } = await me(adminSession);
    const planner = await newPlanner("riley@example.com");
    const { id: plannerId, clientId } = await me(planner);
    const vendor = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const { memberId, id: vendorId } = await me(vendor);

    const direct = await api(adminSession, "PUT", `/api/v1/client/${clientId}`, { email: "riley.admin@example.com" });
    expect(direct.statusCode).toBe(403);
    expect(direct.json().error.code).toBe("ADMIN_EMAIL_CHANGE");
    const directListing = await api(adminSession, "PUT", `/api/v1/members/${memberId}`, { email: "x@example.com" });
    expect(directListing.statusCode).toBe(403);
    // Other fields an administrator may still set.
    expect((await api(adminSession, "PUT", `/api/v1/client/${clientId}`, { lastName: "Reyes" })).statusCode).toBe(200);

    const route = `/api/v1/admin/accounts/${plannerId}/email`;
    const body = { email: "riley.admin@example.com", reason: "Owner called support from their new address" };
    expect((await api(planner, "PUT", route, body)).statusCode).toBe(403);
    expect((await api(null, "PUT", route, body)).statusCode).toBe(401);
    expect((await api(adminSession, "PUT", route, { email: "riley.admin@example.com" })).statusCode).toBe(400);
    const changed = await api(adminSession, "PUT", route, body);
    expect(changed.statusCode).toBe(202);
    expect(changed.json()).toEqual({ pendingEmail: "riley.admin@example.com" });
    expect(await emailOf(plannerId)).toBe("riley@example.com");
    const audit = await database.db.execute<{ actor_account_id: number; action: string; details: unknown }>(
      sql`select actor_account_id, action, details from audit_events where subject_account_id = ${plannerId}`,
    );
    expect(audit.rows).toEqual([
      {
        actor_account_id: adminId,
        action: "change_log_in_email",
        details: { from: "riley@example.com", to: "riley.admin@example.com", reason: body.reason },
      },
    ]);
    expect(await mailCount("riley@example.com", "admin-email-change")).toBe(1);
    expect(await mailCount("riley.admin@example.com", "change-email")).toBe(1);
    expect((await followLink("riley.admin@example.com", "change-email")).statusCode).toBe(200);
    expect(await emailOf(plannerId)).toBe("riley.admin@example.com");
    expect(await mailCount("riley@example.com", "email-changed")).toBe(1);

    const listing = await api(adminSession, "PUT", `/api/v1/admin/accounts/${vendorId}/email`, {
      email: "events@neon-nights.example",
      target: "listing",
      reason: "Vendor asked by phone",
    });
    expect(listing.statusCode).toBe(202);
    const listingAudit = await database.db.execute<{ action: string }>(
      sql`select action from audit_events where subject_account_id = ${vendorId}`,
    );
    expect(listingAudit.rows).toEqual([{ action: "change_listing_email" }]);
    expect(await mailCount("events@neon-nights.example", "verify-listing-email")).toBe(1);
    const noListing = await api(adminSession, "PUT", `/api/v1/admin/accounts/${plannerId}/email`, {
      ...body,
      target: "listing",
    });
    expect(noListing.statusCode).toBe(404);
  });
});
