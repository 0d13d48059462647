import { and, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { deleteInBatches } from "#db/batched-delete.server.ts";
import type { Database } from "#db/client.server.ts";
import {
  accessTokens,
  accountAddresses,
  accounts,
  clients,
  emailConfirmations,
  loginAttempts,
  passwordResetTokens,
  refreshTokens,
  sessions,
} from "#db/schema/accounts.ts";
import { members, memberServiceTypes } from "#db/schema/members.ts";
import { auditWithin } from "../audit/audit.service.server.ts";
import { requests, requestServiceTypes, quotes } from "#db/schema/requests.ts";
import { locations } from "#db/schema/locations.ts";
import { serviceTypes } from "#db/schema/service-types.ts";
import { PLANNER_REQUESTS_SHOWN } from "./accounts.rules.ts";

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

/** What a one-use emailed link proves (email_confirmations.purpose). */
export type ConfirmationPurpose =
  "verify_account" | "change_email" | "undo_email_change" | "verify_listing_email" | "confirm_request";

export type NewEmailConfirmation = {
  tokenHash: string;
  accountId: number;
  purpose: ConfirmationPurpose;
  email: string;
  previousEmail?: string | null;
  memberId?: number | null;
  requestId?: number | null;
  expiresAt: Date;
};

const confirmationColumns = {
  accountId: emailConfirmations.accountId,
  purpose: emailConfirmations.purpose,
  email: emailConfirmations.email,
  previousEmail: emailConfirmations.previousEmail,
  memberId: emailConfirmations.memberId,
  requestId: emailConfirmations.requestId,
};

export type EmailConfirmation = {
  accountId: number;
  purpose: ConfirmationPurpose;
  email: string;
  previousEmail: string | null;
  memberId: number | null;
  requestId: number | null;
};

const sameEmail = (column: typeof accounts.email | typeof members.email, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;

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
  /** `awaiting_approval` while the operator asks to approve new listings (decision 031), else `live`. */
  listingStatus: "live" | "awaiting_approval";
};

/** A session, a reset link or an emailed link stopped working at the first of these moments (least() skips nulls). */
const stoppedBefore = (cutoff: Date, ...moments: PgColumn[]) => sql`least(${sql.join(moments, sql`, `)}) < ${cutoff}`;

export function createAccountsRepository(db: Database) {
  return {
    /** Makes the account of this email an administrator signing in with this hash, creating a confirmed one when none exists. */
    async saveAdministrator(email: string, passwordHash: string, now: Date): Promise<"created" | "promoted"> {
      const [promoted] = await db
        .update(accounts)
        .set({ passwordHash, role: "admin", emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${now})` })
        .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`)
        .returning({ id: accounts.id });
      if (promoted) return "promoted";
      await db.insert(accounts).values({ email, passwordHash, role: "admin", emailVerifiedAt: now });
      return "created";
    },
    async findCredentials(email: string) {
      const [row] = await db
        .select({ id: accounts.id, passwordHash: accounts.passwordHash, suspendedAt: accounts.suspendedAt })
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

    /**
     * A pending planner account (its email not yet confirmed). Resolves undefined when the email is
     * taken (also when two sign-ups race for it).
     */
    async createClient(input: { email: string; passwordHash: string; firstName: string; phoneNumber: string | null }) {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .insert(accounts)
          .values({ email: input.email, passwordHash: input.passwordHash, role: "client", emailVerifiedAt: null })
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

    /** A pending vendor account; its listing email is the same address, confirmed with the account. */
    async createMember(input: { email: string; passwordHash: string; member: NewMember }) {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .insert(accounts)
          .values({ email: input.email, passwordHash: input.passwordHash, role: "member", emailVerifiedAt: null })
          .onConflictDoNothing()
          .returning({ id: accounts.id });
        if (!account) return undefined;
        const { serviceTypeIds, ...member } = input.member;
        const [created] = await tx
          .insert(members)
          .values({ ...member, accountId: account.id, membershipLevel: "Basic", emailVerifiedAt: null })
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

    async createSession(input: { id: string; accountId: number; createdAt: Date; expiresAt: Date }) {
      await db.insert(sessions).values(input);
    },

    /** When a session was opened: the moment its owner proved who they are (a password or an emailed link). */
    async sessionStartedAt(sessionId: string): Promise<Date | undefined> {
      const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
      return row?.createdAt;
    },

    /**
     * Stores a new pair issued at `issuedAt`. `endAccessExpiringBy` ends the session's older access
     * tokens at once: those expiring by then were issued no later than the refresh token just used.
     */
    async storeTokens(input: {
      sessionId: string;
      accessHash: string;
      accessExpiresAt: Date;
      refreshHash: string;
      issuedAt: Date;
      endAccessExpiringBy?: Date;
    }) {
      await db.transaction(async (tx) => {
        await tx
          .insert(accessTokens)
          .values({ tokenHash: input.accessHash, sessionId: input.sessionId, expiresAt: input.accessExpiresAt });
        await tx
          .insert(refreshTokens)
          .values({ sessionId: input.sessionId, tokenHash: input.refreshHash, createdAt: input.issuedAt });
        const expired = lt(accessTokens.expiresAt, new Date());
        await tx
          .delete(accessTokens)
          .where(
            and(
              eq(accessTokens.sessionId, input.sessionId),
              ne(accessTokens.tokenHash, input.accessHash),
              input.endAccessExpiringBy ? or(expired, lte(accessTokens.expiresAt, input.endAccessExpiringBy)) : expired,
            ),
          );
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
            // A suspended account's tokens stop working at once, even one issued in a race with the suspension.
            isNull(accounts.suspendedAt),
          ),
        );
      return row ? { sessionId: row.sessionId, ...toIdentity(row) } : undefined;
    },

    async refreshTokenByHash(refreshHash: string) {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          usedAt: refreshTokens.usedAt,
          createdAt: refreshTokens.createdAt,
          sessionId: sessions.id,
          accountId: sessions.accountId,
          sessionExpiresAt: sessions.expiresAt,
          sessionRevokedAt: sessions.revokedAt,
          accountSuspendedAt: accounts.suspendedAt,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
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

    /**
     * Records one attempt under each key, then answers, per key, the attempt's id and how many
     * attempts the key has had since `since`, this one included. The insert and the count are separate
     * statements: under READ COMMITTED the count sees every attempt committed before it, so of k
     * attempts at once, on one process or many, the last to be recorded counts at least k (decision
     * 008). Older attempts of these keys are forgotten.
     */
    async recordLoginAttempt(
      keys: readonly string[],
      at: Date,
      since: Date,
    ): Promise<Map<string, { id: number; count: number }>> {
      const inserted = await db
        .insert(loginAttempts)
        .values(keys.map((throttleKey) => ({ throttleKey, attemptedAt: at })))
        .returning({ id: loginAttempts.id, key: loginAttempts.throttleKey });
      const counted = await db
        .select({ key: loginAttempts.throttleKey, count: sql<number>`count(*)::int` })
        .from(loginAttempts)
        .where(and(inArray(loginAttempts.throttleKey, [...keys]), gt(loginAttempts.attemptedAt, since)))
        .groupBy(loginAttempts.throttleKey);
      // Every key's old attempts go, not only these keys': an email never tried again leaves nothing
      // behind, so the table holds one window of attempts at most.
      await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, since));
      const counts = new Map(counted.map((row) => [row.key, row.count]));
      return new Map(inserted.map((row) => [row.key, { id: row.id, count: counts.get(row.key) ?? 0 }]));
    },

    /** Forgets every attempt under `key` and the attempts with these ids (after a successful log-in). */
    async forgetLoginAttempts(key: string, ids: readonly number[]) {
      await db.delete(loginAttempts).where(or(eq(loginAttempts.throttleKey, key), inArray(loginAttempts.id, [...ids])));
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

    // Emailed links, email changes, sign-in addresses and the audit trail.

    /** The account an email belongs to (any state), with what a message to its owner needs. */
    async accountByEmail(email: string) {
      const [row] = await db
        .select({ ...identityColumns, emailVerifiedAt: accounts.emailVerifiedAt, passwordHash: accounts.passwordHash })
        .from(accounts)
        .leftJoin(clients, eq(clients.accountId, accounts.id))
        .leftJoin(members, eq(members.accountId, accounts.id))
        .where(sameEmail(accounts.email, email))
        .limit(1);
      return row
        ? { ...toIdentity(row), emailVerifiedAt: row.emailVerifiedAt, passwordHash: row.passwordHash }
        : undefined;
    },

    async emailVerifiedAt(accountId: number): Promise<Date | null | undefined> {
      const [row] = await db
        .select({ emailVerifiedAt: accounts.emailVerifiedAt })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row ? row.emailVerifiedAt : undefined;
    },

    /** The vendor record of an account, with its listing email. */
    async memberOf(accountId: number) {
      const [row] = await db
        .select({ id: members.id, email: members.email, contactFirstName: members.contactFirstName })
        .from(members)
        .where(eq(members.accountId, accountId));
      return row;
    },

    /** A vendor record by id: its listing email and the account that owns it (null for an unclaimed listing). */
    async listing(memberId: number) {
      const [row] = await db
        .select({
          id: members.id,
          accountId: members.accountId,
          name: members.name,
          email: members.email,
          contactFirstName: members.contactFirstName,
        })
        .from(members)
        .where(eq(members.id, memberId));
      return row;
    },

    async createEmailConfirmation(input: NewEmailConfirmation) {
      await db.insert(emailConfirmations).values(input);
    },

    async countRecentConfirmations(accountId: number, purpose: ConfirmationPurpose, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(emailConfirmations)
        .where(
          and(
            eq(emailConfirmations.accountId, accountId),
            eq(emailConfirmations.purpose, purpose),
            gt(emailConfirmations.createdAt, since),
          ),
        );
      return row?.count ?? 0;
    },

    /** An unused, unexpired link, read without using it. */
    async usableConfirmation(tokenHash: string, now: Date): Promise<EmailConfirmation | undefined> {
      const [row] = await db
        .select(confirmationColumns)
        .from(emailConfirmations)
        .where(
          and(
            eq(emailConfirmations.tokenHash, tokenHash),
            isNull(emailConfirmations.usedAt),
            gt(emailConfirmations.expiresAt, now),
          ),
        );
      return row as EmailConfirmation | undefined;
    },

    /** Uses a link up; undefined when it was used (by a parallel click too), expired or never existed. */
    async useConfirmation(tokenHash: string, now: Date): Promise<EmailConfirmation | undefined> {
      const [row] = await db
        .update(emailConfirmations)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailConfirmations.tokenHash, tokenHash),
            isNull(emailConfirmations.usedAt),
            gt(emailConfirmations.expiresAt, now),
          ),
        )
        .returning(confirmationColumns);
      return row as EmailConfirmation | undefined;
    },

    /** Ends an account's other unused links of these kinds (the change they carry is settled or undone). */
    async cancelConfirmations(accountId: number, purposes: ConfirmationPurpose[], now: Date) {
      await db
        .update(emailConfirmations)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailConfirmations.accountId, accountId),
            inArray(emailConfirmations.purpose, purposes),
            isNull(emailConfirmations.usedAt),
          ),
        );
    },

    /**
     * Marks the account's email confirmed, if it is still `email`, and the listing email of its vendor
     * record when that is the same address. False when the account now has another email.
     */
    async verifyEmail(accountId: number, email: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const verified = await tx
          .update(accounts)
          .set({ emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${now})` })
          .where(and(eq(accounts.id, accountId), sameEmail(accounts.email, email)))
          .returning({ id: accounts.id });
        if (verified.length === 0) return false;
        await tx
          .update(members)
          .set({ emailVerifiedAt: now })
          .where(
            and(eq(members.accountId, accountId), sameEmail(members.email, email), isNull(members.emailVerifiedAt)),
          );
        return true;
      });
    },

    /**
     * Moves the log-in email (and the planner's contact email) from `from` to `to`, confirmed now.
     * "stale" when the account no longer has `from`, "taken" when another account has `to`.
     */
    async changeLogInEmail(
      accountId: number,
      from: string,
      to: string,
      now: Date,
    ): Promise<"changed" | "stale" | "taken"> {
      return db.transaction(async (tx) => {
        const [clash] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(sameEmail(accounts.email, to), sql`${accounts.id} <> ${accountId}`));
        if (clash) return "taken";
        const changed = await tx
          .update(accounts)
          .set({ email: to, emailVerifiedAt: now })
          .where(and(eq(accounts.id, accountId), sameEmail(accounts.email, from)))
          .returning({ id: accounts.id });
        if (changed.length === 0) return "stale";
        await tx.update(clients).set({ email: to }).where(eq(clients.accountId, accountId));
        return "changed";
      });
    },

    /**
     * Puts back the log-in email an undo link proves, with a password nobody knows (the owner
     * chooses a new one by the reset link). "taken" when another account has taken that address since.
     */
    async restoreLogInEmail(
      accountId: number,
      email: string,
      lockedPasswordHash: string,
      now: Date,
    ): Promise<"restored" | "taken"> {
      return db.transaction(async (tx) => {
        const [clash] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(sameEmail(accounts.email, email), sql`${accounts.id} <> ${accountId}`));
        if (clash) return "taken";
        await tx
          .update(accounts)
          .set({ email, emailVerifiedAt: now, passwordHash: lockedPasswordHash, passwordChangedAt: now })
          .where(eq(accounts.id, accountId));
        await tx.update(clients).set({ email }).where(eq(clients.accountId, accountId));
        return "restored";
      });
    },

    /** The vendor's listing email, confirmed now by its link. */
    async setListingEmail(memberId: number, email: string, now: Date) {
      await db.update(members).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(members.id, memberId));
    },

    /** One row per account and address hash: first and last time it signed in from there. */
    async recordAddress(accountId: number, addressHash: string, now: Date) {
      await db
        .insert(accountAddresses)
        .values({ accountId, addressHash, firstSeenAt: now, lastSeenAt: now })
        .onConflictDoUpdate({
          target: [accountAddresses.accountId, accountAddresses.addressHash],
          set: { lastSeenAt: now },
        });
    },

    async shareAnAddress(accountIdA: number, accountIdB: number): Promise<boolean> {
      const [row] = await db
        .select({ accountId: accountAddresses.accountId })
        .from(accountAddresses)
        .where(
          and(
            eq(accountAddresses.accountId, accountIdA),
            sql`exists (select 1 from ${accountAddresses} other where other.account_id = ${accountIdB} and other.address_hash = ${accountAddresses.addressHash})`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async addAuditEvent(input: {
      actorAccountId: number;
      action: string;
      subjectAccountId: number;
      details: Record<string, unknown>;
    }): Promise<number> {
      return auditWithin(db).record(input);
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

    /** Updates the client's name and phone; the email changes only through a confirmed link. */
    async updateClient(
      clientId: number,
      changes: { firstName?: string; lastName?: string | null; phoneNumber?: string | null },
    ): Promise<boolean> {
      if (Object.keys(changes).length === 0) {
        const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
        return client !== undefined;
      }
      const updated = await db
        .update(clients)
        .set(changes)
        .where(eq(clients.id, clientId))
        .returning({ id: clients.id });
      return updated.length > 0;
    },

    /** A planner's newest requests; one a visitor sent with this account's email is theirs only once they confirm it. */
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
        .where(and(eq(requests.clientId, clientId), eq(requests.awaitingConfirmation, false)))
        .orderBy(desc(requests.createdAt))
        .limit(PLANNER_REQUESTS_SHOWN);
    },

    // Retention (retention.rules.ts): each resolves how many rows it deleted, `batchRows` at most a statement.

    /**
     * Deletes the sessions that ended (expired or revoked) before `cutoff`, their tokens first, a batch
     * at a time: a session holds a refresh token per rotation, so its cascade alone could be large.
     */
    async deleteSessionsEndedBefore(cutoff: Date, batchRows: number) {
      const removed = { sessions: 0, accessTokens: 0, refreshTokens: 0 };
      for (;;) {
        const ended = await db
          .select({ id: sessions.id })
          .from(sessions)
          .where(stoppedBefore(cutoff, sessions.expiresAt, sessions.revokedAt))
          .limit(batchRows);
        const ids = ended.map((session) => session.id);
        if (ids.length === 0) return removed;
        removed.accessTokens += await deleteInBatches(
          db,
          accessTokens,
          accessTokens.tokenHash,
          inArray(accessTokens.sessionId, ids),
          batchRows,
        );
        removed.refreshTokens += await deleteInBatches(
          db,
          refreshTokens,
          refreshTokens.id,
          inArray(refreshTokens.sessionId, ids),
          batchRows,
        );
        removed.sessions += await deleteInBatches(db, sessions, sessions.id, inArray(sessions.id, ids), batchRows);
        if (ids.length < batchRows) return removed;
      }
    },

    /** Deletes the password reset links used or expired before `cutoff`. */
    async deleteResetTokensSpentBefore(cutoff: Date, batchRows: number): Promise<number> {
      const spent = stoppedBefore(cutoff, passwordResetTokens.usedAt, passwordResetTokens.expiresAt);
      return deleteInBatches(db, passwordResetTokens, passwordResetTokens.tokenHash, spent, batchRows);
    },

    /** Deletes the emailed links used (or cancelled) or expired before `cutoff`. */
    async deleteConfirmationsSpentBefore(cutoff: Date, batchRows: number): Promise<number> {
      const spent = stoppedBefore(cutoff, emailConfirmations.usedAt, emailConfirmations.expiresAt);
      return deleteInBatches(db, emailConfirmations, emailConfirmations.tokenHash, spent, batchRows);
    },

    /** Deletes the log-in attempts made before `cutoff`, when no log-in since has cleared them. */
    async deleteLoginAttemptsBefore(cutoff: Date, batchRows: number): Promise<number> {
      return deleteInBatches(db, loginAttempts, loginAttempts.id, lt(loginAttempts.attemptedAt, cutoff), batchRows);
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
