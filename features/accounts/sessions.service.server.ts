import { randomUUID } from "node:crypto";
import {
  ACCESS_TOKEN_SECONDS,
  formatScope,
  FRESH_SIGN_IN_SECONDS,
  REFRESH_GRACE_SECONDS,
  SESSION_SECONDS,
  type UserType,
} from "./accounts.rules.ts";
import type { AccountIdentity, AccountsRepository } from "./accounts.repo.server.ts";
import type { IssuedTokens } from "./session-cookies.rules.ts";
import { hashToken, newOpaqueToken } from "./tokens.server.ts";

/** Who is calling, as the access token says. */
export type Principal = AccountIdentity & { sessionId: string };

export type RefreshOutcome =
  { ok: true; tokens: IssuedTokens } | { ok: false; reason: "unknown" | "expired" | "revoked" | "replayed" };

const USER_TYPES: Record<AccountIdentity["role"], UserType> = { client: "Client", member: "Member", admin: "Admin" };

export function scopeOf(identity: AccountIdentity): string {
  return formatScope({
    userType: USER_TYPES[identity.role],
    accountId: identity.accountId,
    clientId: identity.clientId,
    memberId: identity.memberId,
    welcomeName: identity.welcomeName,
  });
}

/**
 * Sessions (decision 008): a log-in opens a session, the family of its refresh tokens. Refresh tokens
 * rotate on every use, and the access token issued with the used one ends at once; a used one
 * presented again within REFRESH_GRACE_SECONDS (parallel tabs refreshing at once) gets a fresh pair,
 * later it is a replay and ends the session. The session ends SESSION_SECONDS after log-in however
 * often it is refreshed.
 */
export function createSessionsService(deps: { repository: AccountsRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * A new pair for the session. After a refresh, `replacesPairIssuedAt` is when the used refresh token
   * was issued: the access token issued with it, and any older one of the session, ends at once.
   */
  async function issue(
    sessionId: string,
    expiresAt: Date,
    identity: AccountIdentity,
    replacesPairIssuedAt?: Date,
  ): Promise<IssuedTokens> {
    const at = now();
    const remainingSeconds = Math.max(1, Math.round((expiresAt.getTime() - at.getTime()) / 1000));
    const accessSeconds = Math.min(ACCESS_TOKEN_SECONDS, remainingSeconds);
    const accessToken = newOpaqueToken();
    const refreshToken = newOpaqueToken();
    await repository.storeTokens({
      sessionId,
      accessHash: hashToken(accessToken),
      accessExpiresAt: new Date(at.getTime() + accessSeconds * 1000),
      refreshHash: hashToken(refreshToken),
      issuedAt: at,
      // Access tokens issued with the used refresh token, or before it, expire by this moment. Those
      // issued later (a parallel refresh within the grace window) keep working.
      endAccessExpiringBy:
        replacesPairIssuedAt && new Date(replacesPairIssuedAt.getTime() + ACCESS_TOKEN_SECONDS * 1000),
    });
    return {
      accessToken,
      refreshToken,
      accessSeconds,
      refreshSeconds: remainingSeconds,
      scope: scopeOf(identity),
      welcomeName: identity.welcomeName,
    };
  }

  return {
    async open(accountId: number): Promise<IssuedTokens> {
      const identity = await repository.identity(accountId);
      if (!identity) throw new Error(`no account ${accountId}`);
      const id = randomUUID();
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + SESSION_SECONDS * 1000);
      await repository.createSession({ id, accountId, createdAt, expiresAt });
      return issue(id, expiresAt, identity);
    },

    async refresh(refreshToken: string): Promise<RefreshOutcome> {
      const token = await repository.refreshTokenByHash(hashToken(refreshToken));
      if (!token) return { ok: false, reason: "unknown" };
      const at = now();
      if (token.sessionRevokedAt || token.accountSuspendedAt) return { ok: false, reason: "revoked" };
      if (token.sessionExpiresAt <= at) return { ok: false, reason: "expired" };
      const firstUse = token.usedAt === null && (await repository.useRefreshToken(token.id, at));
      if (!firstUse) {
        const usedAt = token.usedAt ?? (await repository.refreshTokenUsedAt(token.id));
        const withinGrace = usedAt !== null && at.getTime() - usedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000;
        if (!withinGrace) {
          await repository.revokeSession(token.sessionId, "refresh token replayed");
          return { ok: false, reason: "replayed" };
        }
      }
      const identity = await repository.identity(token.accountId);
      if (!identity) return { ok: false, reason: "unknown" };
      return { ok: true, tokens: await issue(token.sessionId, token.sessionExpiresAt, identity, token.createdAt) };
    },

    async authenticate(accessToken: string): Promise<Principal | undefined> {
      return repository.principalByAccessHash(hashToken(accessToken), now());
    },

    /** Ends the session a refresh token belongs to (logout when the access token has already expired). */
    async revokeByRefreshToken(refreshToken: string): Promise<void> {
      const token = await repository.refreshTokenByHash(hashToken(refreshToken));
      if (token) await repository.revokeSession(token.sessionId, "logout");
    },

    /**
     * Whether the session was opened within FRESH_SIGN_IN_SECONDS: its owner proved who they are (a
     * password or an emailed link) that recently, so that proof may stand in for the current password.
     */
    async isFresh(sessionId: string): Promise<boolean> {
      const startedAt = await repository.sessionStartedAt(sessionId);
      return startedAt !== undefined && now().getTime() - startedAt.getTime() <= FRESH_SIGN_IN_SECONDS * 1000;
    },

    revoke: (sessionId: string, reason: string) => repository.revokeSession(sessionId, reason),
    revokeAll: (accountId: number, reason: string) => repository.revokeAccountSessions(accountId, reason),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
