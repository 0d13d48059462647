import type { LocationsService } from "#features/locations/locations.service.server.ts";
import type { OutboxService } from "#features/notifications/outbox.service.server.ts";
import type { ServiceTypesService } from "#features/service-types/service-types.service.server.ts";
import { slugify } from "#lib/slug.ts";
import {
  ACCOUNT_MESSAGES,
  membershipPlan,
  PASSWORD_RESET_SECONDS,
  readCookie,
  SESSION_COOKIES,
  tooManyCategoriesMessage,
  type UserType,
} from "./accounts.rules.ts";
import type { AccountsRepository } from "./accounts.repo.server.ts";
import type {
  ChangePasswordInput,
  ClientSignUpForm,
  ClientUpdateInput,
  LogInForm,
  MemberSignUpForm,
} from "./accounts.schema.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { passwordProblem } from "./password-policy.server.ts";
import { clearedSessionCookies, type IssuedTokens, readableCookies, sessionCookies } from "./session-cookies.server.ts";
import { type Principal, scopeOf, type SessionsService } from "./sessions.service.server.ts";
import { hashToken, newOpaqueToken } from "./tokens.server.ts";

/** Failed log-ins counted per email and per network address over a sliding window (decision 008). */
export const LOGIN_THROTTLE = { windowMs: 15 * 60_000, perEmail: 5, perAddress: 20 } as const;
/** At most this many reset emails per account an hour, however often the form is sent. */
const RESET_EMAILS_PER_HOUR = 3;
/** The link a request's new planner gets to choose a password lasts a week: it comes with a welcome. */
const WELCOME_LINK_SECONDS = 7 * 24 * 60 * 60;
/** An account made from a request has no password until its owner chooses one through the emailed link. */
export const NO_PASSWORD_YET = "!no-password-yet";

export type AuthOutcome =
  | { ok: true; setCookies: string[]; userType: UserType }
  | { ok: false; status: 400 | 409 | 429; message: string; fields?: Record<string, string> };

const USER_TYPES = { client: "Client", member: "Member", admin: "Admin" } as const;

const EMAIL_TAKEN: AuthOutcome = {
  ok: false,
  status: 409,
  message: ACCOUNT_MESSAGES.emailTaken,
  fields: { email: ACCOUNT_MESSAGES.emailTaken },
};

export function createAccountsService(deps: {
  repository: AccountsRepository;
  sessions: SessionsService;
  outbox: OutboxService;
  locations: LocationsService;
  serviceTypes: ServiceTypesService;
  config: { publicOrigin: string; secureCookies: boolean; logoutRedirect: string };
  /** Called after a member record is created, so search and autocomplete see it at once. */
  onMemberChanged: (memberId: number | null) => void;
  now?: () => Date;
}) {
  const { repository, sessions, outbox, config } = deps;
  const now = deps.now ?? (() => new Date());
  // An unknown email is checked against this hash, so it costs the same time as a wrong password.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword("decoy password for unknown accounts"));

  const cookiesFor = (tokens: IssuedTokens) => sessionCookies(tokens, config.secureCookies);

  async function signedIn(accountId: number): Promise<AuthOutcome> {
    const tokens = await sessions.open(accountId);
    const identity = await repository.identity(accountId);
    return { ok: true, setCookies: cookiesFor(tokens), userType: USER_TYPES[identity?.role ?? "client"] };
  }

  async function uniqueDirectory(name: string): Promise<string> {
    const base = slugify(name).slice(0, 60) || "vendor";
    for (let suffix = 1; ; suffix += 1) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`;
      if (!(await repository.directoryTaken(candidate))) return candidate;
    }
  }

  return {
    async logIn(input: LogInForm, address: string): Promise<AuthOutcome> {
      const emailKey = `email:${input.email}`;
      const addressKey = `address:${address}`;
      const since = new Date(now().getTime() - LOGIN_THROTTLE.windowMs);
      const [emailFailures, addressFailures] = await Promise.all([
        repository.countLoginFailures(emailKey, since),
        repository.countLoginFailures(addressKey, since),
      ]);
      if (emailFailures >= LOGIN_THROTTLE.perEmail || addressFailures >= LOGIN_THROTTLE.perAddress) {
        return { ok: false, status: 429, message: ACCOUNT_MESSAGES.throttled };
      }
      const credentials = await repository.findCredentials(input.email);
      const matches = await verifyPassword(input.password, credentials?.passwordHash ?? (await decoy()));
      if (!credentials || !matches) {
        await repository.recordLoginFailures([emailKey, addressKey], now(), since);
        return { ok: false, status: 400, message: ACCOUNT_MESSAGES.logInFailed };
      }
      await repository.clearLoginFailures(emailKey);
      return signedIn(credentials.id);
    },

    async signUpClient(input: ClientSignUpForm): Promise<AuthOutcome> {
      const problem = passwordProblem(input.password);
      if (problem) return { ok: false, status: 400, message: problem, fields: { password: problem } };
      const accountId = await repository.createClient({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        phoneNumber: input.phone,
      });
      if (accountId === undefined) {
        return EMAIL_TAKEN;
      }
      return signedIn(accountId);
    },

    async signUpMember(input: MemberSignUpForm): Promise<AuthOutcome> {
      const fields: Record<string, string> = {};
      const problem = passwordProblem(input.password);
      if (problem) fields.password = problem;
      const city = await deps.locations.findCityByFileName(input.cityFileName);
      if (!city) fields.cityFileName = ACCOUNT_MESSAGES.city;
      const categories = await deps.serviceTypes.list({ signupOnly: true });
      const chosen = [...new Set(input.serviceTypeIds)];
      const allowed = new Set(categories.map((category) => category.id));
      if (chosen.length === 0 || chosen.some((id) => !allowed.has(id)))
        fields.serviceTypeIds = ACCOUNT_MESSAGES.category;
      else if (chosen.length > membershipPlan("Basic").maxCategories) {
        fields.serviceTypeIds = tooManyCategoriesMessage("Basic");
      }
      const firstField = Object.values(fields)[0];
      if (firstField || !city) return { ok: false, status: 400, message: firstField ?? ACCOUNT_MESSAGES.city, fields };
      const primaryServiceTypeId = chosen[0] as number;
      const accountId = await repository.createMember({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        member: {
          directory: await uniqueDirectory(input.businessName),
          name: input.businessName,
          contactFirstName: input.firstName,
          email: input.email,
          cityId: city.id,
          latitude: city.latitude,
          longitude: city.longitude,
          primaryServiceTypeId,
          serviceTypeIds: chosen,
        },
      });
      if (accountId === undefined) {
        return EMAIL_TAKEN;
      }
      deps.onMemberChanged(null);
      return signedIn(accountId);
    },

    /**
     * A visitor's request makes their planner account: signed in at once, with a week-long link to
     * choose a password. An email that already has an account must log in instead (nothing is created).
     */
    async signUpGuestClient(contact: { firstName: string; email: string; phone: string | null }) {
      const accountId = await repository.createClient({
        email: contact.email,
        passwordHash: NO_PASSWORD_YET,
        firstName: contact.firstName,
        phoneNumber: contact.phone,
      });
      if (accountId === undefined) return { ok: false as const };
      const token = newOpaqueToken();
      await repository.createResetToken({
        tokenHash: hashToken(token),
        accountId,
        expiresAt: new Date(now().getTime() + WELCOME_LINK_SECONDS * 1000),
      });
      const link = new URL(`/reset-password/${token}`, config.publicOrigin).toString();
      await outbox.enqueue({
        accountId,
        recipientEmail: contact.email,
        kind: "welcome",
        subject: "Your Marquee planner account",
        body: [
          `Hi ${contact.firstName},`,
          "",
          "We made your free Marquee planner account when you sent your request, so you can follow its quotes and messages.",
          "",
          `Choose a password to log in again: ${link}`,
          "",
          'The link works once, for seven days; after that, use "Forgot password" on the log-in page.',
        ].join("\n"),
        payload: { link },
      });
      const identity = await repository.identity(accountId);
      const outcome = await signedIn(accountId);
      if (!outcome.ok || identity?.clientId == null) throw new Error("a new planner account has no client");
      return { ok: true as const, clientId: identity.clientId, setCookies: outcome.setCookies };
    },

    /** Always quiet about whether the email has an account; the link goes through the outbox. */
    async requestPasswordReset(email: string): Promise<void> {
      const credentials = await repository.findCredentials(email);
      if (!credentials) return;
      const at = now();
      const recent = await repository.countRecentResetTokens(credentials.id, new Date(at.getTime() - 3_600_000));
      if (recent >= RESET_EMAILS_PER_HOUR) return;
      const token = newOpaqueToken();
      await repository.createResetToken({
        tokenHash: hashToken(token),
        accountId: credentials.id,
        expiresAt: new Date(at.getTime() + PASSWORD_RESET_SECONDS * 1000),
      });
      const link = new URL(`/reset-password/${token}`, config.publicOrigin).toString();
      await outbox.enqueue({
        accountId: credentials.id,
        recipientEmail: email,
        kind: "password-reset",
        subject: "Choose a new Marquee password",
        body: [
          "Someone (we hope you) asked to choose a new password for your Marquee account.",
          "",
          `Choose a new password: ${link}`,
          "",
          "The link works once, for one hour. If you didn't ask, ignore this email: your password stays as it is.",
        ].join("\n"),
        payload: { link },
      });
    },

    async isResetTokenUsable(token: string): Promise<boolean> {
      return (await repository.usableResetToken(hashToken(token), now())) !== undefined;
    },

    /** Sets the new password, uses the link up and ends every session of the account. */
    async resetPassword(
      token: string,
      newPassword: string,
    ): Promise<{ ok: true } | { ok: false; message: string; fields?: Record<string, string> }> {
      const problem = passwordProblem(newPassword);
      if (problem) return { ok: false, message: problem, fields: { newPassword: problem } };
      const tokenHash = hashToken(token);
      const usable = await repository.usableResetToken(tokenHash, now());
      if (!usable) return { ok: false, message: ACCOUNT_MESSAGES.resetLinkInvalid };
      const changed = await repository.resetPassword(
        tokenHash,
        usable.accountId,
        await hashPassword(newPassword),
        now(),
      );
      if (!changed) return { ok: false, message: ACCOUNT_MESSAGES.resetLinkInvalid };
      await sessions.revokeAll(usable.accountId, "password reset");
      return { ok: true };
    },

    /** PUT /api/v1/accounts/{id}: every session ends; the caller's browser gets a new one. */
    async changePassword(
      principal: Principal,
      input: ChangePasswordInput,
    ): Promise<{ ok: true; setCookies: string[] } | { ok: false; fields: Record<string, string> }> {
      const hash = await repository.passwordHash(principal.accountId);
      if (!hash || !(await verifyPassword(input.currentPassword, hash))) {
        return { ok: false, fields: { currentPassword: ACCOUNT_MESSAGES.currentPassword } };
      }
      const problem = passwordProblem(input.newPassword);
      if (problem) return { ok: false, fields: { newPassword: problem } };
      await repository.setPassword(principal.accountId, await hashPassword(input.newPassword));
      await sessions.revokeAll(principal.accountId, "password changed");
      return { ok: true, setCookies: cookiesFor(await sessions.open(principal.accountId)) };
    },

    /** POST /api/v1/token with a refresh token: new cookies, or the reason it was refused. */
    async refresh(refreshToken: string) {
      const outcome = await sessions.refresh(refreshToken);
      return outcome.ok ? { ...outcome, setCookies: cookiesFor(outcome.tokens) } : outcome;
    },

    /** Ends the session the request's cookies belong to and expires every session cookie. */
    async logOut(
      cookieHeader: string | null | undefined,
      caller?: Principal,
    ): Promise<{ setCookies: string[]; redirectTo: string }> {
      const refreshToken = readCookie(cookieHeader, SESSION_COOKIES.refresh);
      const accessToken = readCookie(cookieHeader, SESSION_COOKIES.access);
      const principal = caller ?? (accessToken ? await sessions.authenticate(accessToken) : undefined);
      if (principal) await sessions.revoke(principal.sessionId, "logout");
      else if (refreshToken) await sessions.revokeByRefreshToken(refreshToken);
      return { setCookies: clearedSessionCookies(config.secureCookies), redirectTo: config.logoutRedirect };
    },

    clearedCookies: () => clearedSessionCookies(config.secureCookies),

    /** The scope and welcome name cookies again, after the name they greet changed. */
    async renamedCookies(accountId: number): Promise<string[]> {
      const identity = await repository.identity(accountId);
      return identity ? readableCookies(scopeOf(identity), identity.welcomeName, config.secureCookies) : [];
    },

    client: (clientId: number) => repository.client(clientId),

    async updateClient(clientId: number, changes: ClientUpdateInput) {
      return repository.updateClient(clientId, changes);
    },

    clientRequests: (clientId: number) => repository.clientRequests(clientId),
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
