import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import type { SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { newPlanner, TEST_PASSWORD } from "#tests/support/people.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { ACCOUNT_MESSAGES, FRESH_SIGN_IN_SECONDS } from "./accounts.rules.ts";

// PUT /api/v1/accounts/{id} with SPEC's body `{ newPassword }` (decision 027): the current password is
// asked for unless the session was opened moments ago, so a stolen older session cannot take the account.
describe("changing a password", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;

  beforeAll(async () => {
    const seeded = await createSeededDatabase("pglite", 20);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const change = (accountId: number, session: SignedIn, body: Record<string, string>) =>
    app.inject({
      method: "PUT",
      url: `/api/v1/accounts/${accountId}`,
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: body,
    });
  /** The session as if its owner had signed in that many seconds ago. */
  const signedInAgo = async (session: SignedIn, seconds: number) => {
    const principal = await services.sessions.authenticate(session.accessToken);
    await database.db.execute(
      sql`update sessions set created_at = now() - make_interval(secs => ${seconds}) where id = ${principal?.sessionId}`,
    );
  };
  const logsInWith = async (email: string, password: string) =>
    services.accounts.logIn({ email, password }, "192.0.2.77").then(
      () => true,
      () => false,
    );

  it("takes SPEC's { newPassword } alone just after the owner signed in", async () => {
    const email = "fresh-change@example.com";
    const planner = await newPlanner(services, database, { firstName: "Fresh", email });
    const changed = await change(planner.accountId, planner.session, { newPassword: "glitter cannons at noon" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ changed: true });
    expect(await logsInWith(email, "glitter cannons at noon")).toBe(true);
    expect(await logsInWith(email, TEST_PASSWORD)).toBe(false);
  });

  it("asks an older session for the current password, clearly, and takes it when right", async () => {
    const email = "older-change@example.com";
    const planner = await newPlanner(services, database, { firstName: "Older", email });
    await signedInAgo(planner.session, FRESH_SIGN_IN_SECONDS + 60);

    const missing = await change(planner.accountId, planner.session, { newPassword: "a stolen session's pick" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: "CURRENT_PASSWORD_REQUIRED",
      message: ACCOUNT_MESSAGES.currentPasswordNeeded,
      fields: { currentPassword: ACCOUNT_MESSAGES.currentPasswordNeeded },
    });
    const empty = await change(planner.accountId, planner.session, {
      currentPassword: "",
      newPassword: "a stolen session's pick",
    });
    expect(empty.json().error.code).toBe("CURRENT_PASSWORD_REQUIRED");
    const wrong = await change(planner.accountId, planner.session, {
      currentPassword: "a guess",
      newPassword: "a stolen session's pick",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe(ACCOUNT_MESSAGES.currentPassword);
    expect(await logsInWith(email, TEST_PASSWORD)).toBe(true);

    const right = await change(planner.accountId, planner.session, {
      currentPassword: TEST_PASSWORD,
      newPassword: "the owner's own new pick",
    });
    expect(right.statusCode).toBe(200);
    expect(await logsInWith(email, "the owner's own new pick")).toBe(true);
  });

  it("lets the session an emailed reset link opened stand in for the current password", async () => {
    const email = "reset-change@example.com";
    const planner = await newPlanner(services, database, { firstName: "Reset", email });
    await services.accounts.requestPasswordReset(email);
    const mail = await database.db.execute<{ body: string }>(
      sql`select body from notifications where recipient_email = ${email} and kind = 'password-reset'`,
    );
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.rows[0]?.body ?? "")?.[1] ?? "";
    const { tokens } = await services.accounts.resetPassword(token, "chosen through the link", "192.0.2.78");
    const session = { accessToken: tokens.accessToken } as SignedIn;
    const changed = await change(planner.accountId, session, { newPassword: "and changed again at once" });
    expect(changed.statusCode).toBe(200);
    expect(await logsInWith(email, "and changed again at once")).toBe(true);
  });

  it("never lets one account change another's password", async () => {
    const owner = await newPlanner(services, database, { firstName: "Owner", email: "owner-change@example.com" });
    const other = await newPlanner(services, database, { firstName: "Other", email: "other-change@example.com" });
    const response = await change(owner.accountId, other.session, { newPassword: "not yours to choose" });
    expect(response.statusCode).toBe(403);
    expect(await logsInWith("owner-change@example.com", TEST_PASSWORD)).toBe(true);
  });
});
