import { and, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import {
  accessTokens,
  accounts,
  clients,
  loginFailures,
  passwordResetTokens,
  refreshTokens,
  sessions,
} from "#db/schema/accounts.ts";
import { members, memberServiceTypes } from "#db/schema/members.ts";
import { requests, requestServiceTypes, quotes } from "#db/schema/requests.ts";
import { locations } from "#db/schema/locations.ts";
import { serviceTypes } from "#db/schema/service-types.ts";

export type AccountRole = "client" | "member" | "admin";

/** An account with what the scope needs: its client or member record and the name to greet it by. */
export type AccountIdentity = {
  accountId: number;
  email: string;
  role: AccountRole;
  clientId: number | null;
  memberId: number | null;
  welcomeName: string;
};

const identityColumns = {
  accountId: accounts.id,
  email: accounts.email,
  role: accounts.role,
  clientId: clients.id,
  memberId: members.id,
  clientFirstName: clients.firstName,
  memberFirstName: members.contactFirstName,
};

function toIdentity(row: {
  accountId: number;
  email: string;
  role: AccountRole;
  clientId: number | null;
  memberId: number | null;
  clientFirstName: string | null;
  memberFirstName: string | null;
}): AccountIdentity {
  return {
    accountId: row.accountId,
    email: row.email,
    role: row.role,
    clientId: row.clientId,
    memberId: row.memberId,
    welcomeName: row.clientFirstName ?? row.memberFirstName ?? (row.role === "admin" ? "Admin" : ""),
  };
}

export type NewMember = {
  directory: string;
  name: string;
  contactFirstName: string;
  email: string;
  cityId: number;
  latitude: number;
  longitude: number;
  primaryServiceTypeId: number;
  serviceTypeIds: number[];
};

export function createAccountsRepository(db: Database) {
  return {
    async findCredentials(email: string) {
      const [row] = await db
        .select({ id: accounts.id, passwordHash: accounts.passwordHash })
        .from(accounts)
        .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },

    async passwordHash(accountId: number) {
      const [row] = await db
        .select({ passwordHash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row?.passwordHash;
    },

    async identity(accountId: number): Promise<AccountIdentity | undefined> {
      const [row] = await db
        .select(identityColumns)
        .from(accounts)
        .leftJoin(clients, eq(clients.accountId, accounts.id))
        .leftJoin(members, eq(members.accountId, accounts.id))
        .where(eq(accounts.id, accountId));
      return row ? toIdentity(row) : undefined;
    },

    /** Resolves undefined when the email is taken (also when two sign-ups race for it). */
    async createClient(input: { email: string; passwordHash: string; firstName: string; phoneNumber: string | null }) {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .insert(accounts)
          .values({ email: input.email, passwordHash: input.passwordHash, role: "client" })
          .onConflictDoNothing()
          .returning({ id: accounts.id });
        if (!account) return undefined;
        await tx.insert(clients).values({
          accountId: account.id,
          firstName: input.firstName,
          email: input.email,
          phoneNumber: input.phoneNumber,
        });
        return account.id;
      });
    },

    async createMember(input: { email: string; passwordHash: string; member: NewMember }) {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .insert(accounts)
          .values({ email: input.email, passwordHash: input.passwordHash, role: "member" })
          .onConflictDoNothing()
          .returning({ id: accounts.id });
        if (!account) return undefined;
        const { serviceTypeIds, ...member } = input.member;
        const [created] = await tx
          .insert(members)
          .values({ ...member, accountId: account.id, membershipLevel: "Basic" })
          .returning({ id: members.id });
        if (!created) throw new Error("member insert returned nothing");
        await tx.insert(memberServiceTypes).values(
          serviceTypeIds.map((serviceTypeId) => ({
            memberId: created.id,
            serviceTypeId,
            isPrimary: serviceTypeId === member.primaryServiceTypeId,
          })),
        );
        return account.id;
      });
    },

    async directoryTaken(directory: string): Promise<boolean> {
      const [row] = await db.select({ id: members.id }).from(members).where(eq(members.directory, directory)).limit(1);
      return row !== undefined;
    },

    async setPassword(accountId: number, passwordHash: string) {
      await db.update(accounts).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(accounts.id, accountId));
    },

    // Sessions and tokens.

    async createSession(input: { id: string; accountId: number; expiresAt: Date }) {
      await db.insert(sessions).values(input);
    },

    async storeTokens(input: { sessionId: string; accessHash: string; accessExpiresAt: Date; refreshHash: string }) {
      await db.transaction(async (tx) => {
        await tx
          .insert(accessTokens)
          .values({ tokenHash: input.accessHash, sessionId: input.sessionId, expiresAt: input.accessExpiresAt });
        await tx.insert(refreshTokens).values({ sessionId: input.sessionId, tokenHash: input.refreshHash });
        await tx
          .delete(accessTokens)
          .where(and(eq(accessTokens.sessionId, input.sessionId), lt(accessTokens.expiresAt, new Date())));
      });
    },

    /** The session an unexpired access token belongs to, if that session is still live. */
    async principalByAccessHash(accessHash: string, now: Date) {
      const [row] = await db
        .select({ sessionId: sessions.id, ...identityColumns })
        .from(accessTokens)
        .innerJoin(sessions, eq(sessions.id, accessTokens.sessionId))
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .leftJoin(clients, eq(clients.accountId, accounts.id))
        .leftJoin(members, eq(members.accountId, accounts.id))
        .where(
          and(
            eq(accessTokens.tokenHash, accessHash),
            gt(accessTokens.expiresAt, now),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        );
      return row ? { sessionId: row.sessionId, ...toIdentity(row) } : undefined;
    },

    async refreshTokenByHash(refreshHash: string) {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          usedAt: refreshTokens.usedAt,
          sessionId: sessions.id,
          accountId: sessions.accountId,
          sessionExpiresAt: sessions.expiresAt,
          sessionRevokedAt: sessions.revokedAt,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, refreshHash));
      return row;
    },

    /** Marks a refresh token used; false when another request used it first. */
    async useRefreshToken(id: number, now: Date): Promise<boolean> {
      const used = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      return used.length > 0;
    },

    async refreshTokenUsedAt(id: number) {
      const [row] = await db
        .select({ usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.id, id));
      return row?.usedAt ?? null;
    },

    async revokeSession(sessionId: string, reason: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ revokedAt: new Date(), revokeReason: reason })
          .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
        await tx.delete(accessTokens).where(eq(accessTokens.sessionId, sessionId));
      });
    },

    async revokeAccountSessions(accountId: number, reason: string) {
      await db.transaction(async (tx) => {
        const revoked = await tx
          .update(sessions)
          .set({ revokedAt: new Date(), revokeReason: reason })
          .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
        for (const { id } of revoked) await tx.delete(accessTokens).where(eq(accessTokens.sessionId, id));
      });
    },

    // Log-in throttling.

    /** Records a failure under each key, and forgets those keys' failures older than `forgetBefore`. */
    async recordLoginFailures(keys: string[], now: Date, forgetBefore: Date) {
      await db.insert(loginFailures).values(keys.map((throttleKey) => ({ throttleKey, failedAt: now })));
      await db
        .delete(loginFailures)
        .where(and(inArray(loginFailures.throttleKey, keys), lt(loginFailures.failedAt, forgetBefore)));
    },

    async countLoginFailures(key: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(loginFailures)
        .where(and(eq(loginFailures.throttleKey, key), gt(loginFailures.failedAt, since)));
      return row?.count ?? 0;
    },

    async clearLoginFailures(key: string) {
      await db.delete(loginFailures).where(eq(loginFailures.throttleKey, key));
    },

    // Password resets.

    async createResetToken(input: { tokenHash: string; accountId: number; expiresAt: Date }) {
      await db.insert(passwordResetTokens).values(input);
    },

    async countRecentResetTokens(accountId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.accountId, accountId), gt(passwordResetTokens.createdAt, since)));
      return row?.count ?? 0;
    },

    async usableResetToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ accountId: passwordResetTokens.accountId })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        );
      return row;
    },

    /** Uses a reset token and sets the password in one step; false when the token was already used. */
    async resetPassword(tokenHash: string, accountId: number, passwordHash: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt)))
          .returning({ accountId: passwordResetTokens.accountId });
        if (used.length === 0) return false;
        await tx.update(accounts).set({ passwordHash, passwordChangedAt: now }).where(eq(accounts.id, accountId));
        // Every other reset link of the account dies with this one.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)));
        return true;
      });
    },

    // Clients.

    async client(clientId: number) {
      const [row] = await db
        .select({
          id: clients.id,
          accountId: clients.accountId,
          firstName: clients.firstName,
          lastName: clients.lastName,
          email: clients.email,
          phoneNumber: clients.phoneNumber,
        })
        .from(clients)
        .where(eq(clients.id, clientId));
      return row;
    },

    /** Updates the client and, with the email, the account's log-in email. */
    async updateClient(
      clientId: number,
      changes: { firstName?: string; lastName?: string | null; email?: string; phoneNumber?: string | null },
    ): Promise<{ kind: "updated" } | { kind: "email-taken" } | { kind: "missing" }> {
      return db.transaction(async (tx) => {
        const [client] = await tx
          .select({ accountId: clients.accountId })
          .from(clients)
          .where(eq(clients.id, clientId));
        if (!client) return { kind: "missing" };
        if (changes.email) {
          const clash = await tx
            .select({ id: accounts.id })
            .from(accounts)
            .where(
              sql`lower(${accounts.email}) = ${changes.email.toLowerCase()} and ${accounts.id} <> ${client.accountId}`,
            );
          if (clash.length > 0) return { kind: "email-taken" };
          await tx.update(accounts).set({ email: changes.email }).where(eq(accounts.id, client.accountId));
        }
        if (Object.keys(changes).length > 0) await tx.update(clients).set(changes).where(eq(clients.id, clientId));
        return { kind: "updated" };
      });
    },

    async clientRequests(clientId: number) {
      return db
        .select({
          id: requests.id,
          eventType: requests.eventType,
          eventDate: requests.eventDate,
          cityName: locations.displayName,
          status: requests.status,
          createdAt: requests.createdAt,
          serviceTypes: sql<
            string[]
          >`coalesce((select array_agg(st.plural_form order by st.plural_form) from ${requestServiceTypes} rst join ${serviceTypes} st on st.id = rst.service_type_id where rst.request_id = ${requests.id}), '{}')`,
          quoteCount: sql<number>`(select count(*)::int from ${quotes} q where q.request_id = ${requests.id})`,
        })
        .from(requests)
        .innerJoin(locations, eq(locations.id, requests.cityId))
        .where(eq(requests.clientId, clientId))
        .orderBy(desc(requests.createdAt));
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
