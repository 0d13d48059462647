import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import {
  accessTokens,
  accounts,
  emailConfirmations,
  loginAttempts,
  passwordResetTokens,
  refreshTokens,
  sessions,
} from "#db/schema/accounts.ts";
import { notifications } from "#db/schema/requests.ts";
import { createTestDatabase, testDatabaseKinds } from "#tests/support/database.ts";
import { createOutboxRepository, MAX_DELIVERY_ATTEMPTS } from "../notifications/outbox.repo.server.ts";
import { createOutboxRetention } from "../notifications/retention.service.server.ts";
import { SENT_NOTIFICATION_KEPT_MS } from "../notifications/retention.rules.ts";
import { createAccountsRepository } from "./accounts.repo.server.ts";
import { LOGIN_THROTTLE } from "./accounts.service.server.ts";
import { ENDED_SESSION_KEPT_MS, SPENT_LINK_KEPT_MS } from "./retention.rules.ts";
import { createRetentionService } from "./retention.service.server.ts";

const NOW = new Date("2026-06-01T12:00:00Z");
const MINUTE_MS = 60_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const sessionCutoff = ENDED_SESSION_KEPT_MS;
const linkCutoff = SPENT_LINK_KEPT_MS;

describe.each(testDatabaseKinds())("retention on %s", (kind) => {
  let database: DatabaseHandle;
  let accountId: number;

  const retention = (batchRows?: number) =>
    createRetentionService({
      repository: createAccountsRepository(database.db),
      outbox: createOutboxRetention(createOutboxRepository(database.db)),
      batchRows,
    });

  /** A session with one access and `refreshCount` refresh tokens, all named after `label`. */
  async function addSession(label: string, ends: { expiresAt: Date; revokedAt?: Date }, refreshCount = 1) {
    const id = randomUUID();
    await database.db.insert(sessions).values({ id, accountId, createdAt: ago(60 * 24 * 60 * MINUTE_MS), ...ends });
    await database.db
      .insert(accessTokens)
      .values({ tokenHash: `access-${label}`, sessionId: id, expiresAt: ends.expiresAt });
    await database.db
      .insert(refreshTokens)
      .values(
        Array.from({ length: refreshCount }, (_, index) => ({ sessionId: id, tokenHash: `refresh-${label}-${index}` })),
      );
    return id;
  }

  async function remaining() {
    const tokenHashes = async (table: typeof passwordResetTokens | typeof emailConfirmations | typeof accessTokens) =>
      (await database.db.select({ tokenHash: table.tokenHash }).from(table)).map((row) => row.tokenHash).sort();
    return {
      sessions: (await database.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id).sort(),
      accessTokens: await tokenHashes(accessTokens),
      refreshTokens: (await database.db.select({ tokenHash: refreshTokens.tokenHash }).from(refreshTokens))
        .map((row) => row.tokenHash)
        .sort(),
      passwordResetTokens: await tokenHashes(passwordResetTokens),
      emailConfirmations: await tokenHashes(emailConfirmations),
      loginAttempts: (await database.db.select({ key: loginAttempts.throttleKey }).from(loginAttempts))
        .map((row) => row.key)
        .sort(),
      notifications: (await database.db.select({ kind: notifications.kind }).from(notifications))
        .map((row) => row.kind)
        .sort(),
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const [account] = await database.db
      .insert(accounts)
      .values({ email: "kept@example.com", passwordHash: "x", role: "client" })
      .returning({ id: accounts.id });
    accountId = account!.id;
  });
  beforeEach(async () => {
    for (const table of [sessions, passwordResetTokens, emailConfirmations, loginAttempts, notifications]) {
      await database.db.delete(table);
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  it("deletes a session and its tokens a grace after it expired or was revoked, not before", async () => {
    await addSession("expired-past-grace", { expiresAt: ago(sessionCutoff + MINUTE_MS) });
    const expiredInGrace = await addSession("expired-in-grace", { expiresAt: ago(sessionCutoff - MINUTE_MS) });
    await addSession("revoked-past-grace", {
      expiresAt: ago(-20 * 24 * 60 * MINUTE_MS),
      revokedAt: ago(sessionCutoff + MINUTE_MS),
    });
    const revokedInGrace = await addSession("revoked-in-grace", {
      expiresAt: ago(-20 * 24 * 60 * MINUTE_MS),
      revokedAt: ago(sessionCutoff - MINUTE_MS),
    });
    const live = await addSession("live", { expiresAt: ago(-MINUTE_MS) });

    const run = await retention().retain(NOW);

    expect(run).toMatchObject({ sessions: 2, accessTokens: 2, refreshTokens: 2 });
    expect(await remaining()).toMatchObject({
      sessions: [expiredInGrace, revokedInGrace, live].sort(),
      accessTokens: ["access-expired-in-grace", "access-live", "access-revoked-in-grace"],
      refreshTokens: ["refresh-expired-in-grace-0", "refresh-live-0", "refresh-revoked-in-grace-0"],
    });
  });

  it("deletes reset and confirmation links a grace after they were used or expired, and keeps the rest", async () => {
    const links = [
      { label: "used-past-grace", usedAt: ago(linkCutoff + MINUTE_MS), expiresAt: ago(linkCutoff - 30 * MINUTE_MS) },
      { label: "used-in-grace", usedAt: ago(linkCutoff - MINUTE_MS), expiresAt: ago(linkCutoff - 30 * MINUTE_MS) },
      { label: "expired-past-grace", usedAt: null, expiresAt: ago(linkCutoff + MINUTE_MS) },
      { label: "expired-in-grace", usedAt: null, expiresAt: ago(linkCutoff - MINUTE_MS) },
      { label: "usable", usedAt: null, expiresAt: ago(-30 * MINUTE_MS) },
    ];
    await database.db
      .insert(passwordResetTokens)
      .values(links.map(({ label, ...link }) => ({ tokenHash: `reset-${label}`, accountId, ...link })));
    await database.db.insert(emailConfirmations).values(
      links.map(({ label, ...link }) => ({
        tokenHash: `confirm-${label}`,
        accountId,
        purpose: "verify_account",
        email: "kept@example.com",
        ...link,
      })),
    );

    const run = await retention().retain(NOW);

    expect(run).toMatchObject({ passwordResetTokens: 2, emailConfirmations: 2 });
    expect(await remaining()).toMatchObject({
      passwordResetTokens: ["reset-expired-in-grace", "reset-usable", "reset-used-in-grace"],
      emailConfirmations: ["confirm-expired-in-grace", "confirm-usable", "confirm-used-in-grace"],
    });
  });

  it("deletes log-in attempts older than the throttle's window, and keeps those it still counts", async () => {
    await database.db.insert(loginAttempts).values([
      { throttleKey: "email:old@example.com", attemptedAt: ago(LOGIN_THROTTLE.windowMs + 1000) },
      { throttleKey: "email:recent@example.com", attemptedAt: ago(LOGIN_THROTTLE.windowMs - 1000) },
    ]);

    expect(await retention().retain(NOW)).toMatchObject({ loginAttempts: 1 });
    expect((await remaining()).loginAttempts).toEqual(["email:recent@example.com"]);
  });

  it("deletes notifications sent long ago, and keeps recent ones and every unsent one however old", async () => {
    const notification = (kind: string, sentAt: Date | null, attempts = 1) => ({
      accountId,
      recipientEmail: "kept@example.com",
      kind,
      subject: kind,
      body: kind,
      payload: {},
      attempts,
      sentAt,
      createdAt: ago(400 * 24 * 60 * MINUTE_MS),
    });
    await database.db
      .insert(notifications)
      .values([
        notification("sent-past-retention", ago(SENT_NOTIFICATION_KEPT_MS + MINUTE_MS)),
        notification("sent-within-retention", ago(SENT_NOTIFICATION_KEPT_MS - MINUTE_MS)),
        notification("unsent", null, 0),
        notification("given-up", null, MAX_DELIVERY_ATTEMPTS),
      ]);

    expect(await retention().retain(NOW)).toMatchObject({ sentNotifications: 1 });
    expect((await remaining()).notifications).toEqual(["given-up", "sent-within-retention", "unsent"]);
  });

  it("repeats its batches until the backlog is gone", async () => {
    for (let index = 0; index < 5; index += 1) {
      await addSession(`ended-${index}`, { expiresAt: ago(sessionCutoff + MINUTE_MS) }, 3);
    }
    await database.db.insert(loginAttempts).values(
      Array.from({ length: 7 }, (_, index) => ({
        throttleKey: `address:${index}`,
        attemptedAt: ago(LOGIN_THROTTLE.windowMs + 1000),
      })),
    );

    const run = await retention(2).retain(NOW);

    expect(run).toMatchObject({ sessions: 5, accessTokens: 5, refreshTokens: 15, loginAttempts: 7 });
    expect(await remaining()).toMatchObject({ sessions: [], accessTokens: [], refreshTokens: [], loginAttempts: [] });
  });
});
