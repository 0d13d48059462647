import { CONTACT_DETAILS_MESSAGES, hasContactDetails } from "#features/contact-details/contact-details.rules.ts";
import type { LocationsService } from "#features/locations/locations.service.server.ts";
import type { NewNotification, OutboxService } from "#features/notifications/outbox.service.server.ts";
import type { ServiceTypesService } from "#features/service-types/service-types.service.server.ts";
import { DomainError, forbidden, invalid, notFound } from "#lib/domain-errors.ts";
import { isLoopback, networkOf } from "#lib/network-address.ts";
import { slugify } from "#lib/slug.ts";
import {
  ACCOUNT_EMAILS_PER_HOUR,
  ACCOUNT_MESSAGES,
  CONFIRMATION_LINK_SECONDS,
  FRONTEND_CLIENT,
  PASSWORD_RESET_SECONDS,
  type UserType,
} from "./accounts.rules.ts";
import type { AccountsRepository, ConfirmationPurpose, EmailConfirmation } from "./accounts.repo.server.ts";
import type {
  ChangePasswordInput,
  ClientSignUpForm,
  ClientUpdateInput,
  LogInForm,
  MemberSignUpForm,
} from "./accounts.schema.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { passwordProblem } from "./password-policy.server.ts";
import type { IssuedTokens, SessionGreeting } from "./session-cookies.rules.ts";
import { type Principal, scopeOf, type SessionsService } from "./sessions.service.server.ts";
import { hashAddress, hashToken, newOpaqueToken } from "./tokens.server.ts";

/**
 * Log-in attempts counted per email and per network address over a sliding window (decision 008):
 * every attempt counts, before its password is checked, so no burst checks more than these.
 */
export const LOGIN_THROTTLE = { windowMs: 15 * 60_000, perEmail: 5, perAddress: 20 } as const;
/** At most this many reset emails per account an hour, however often the form is sent. */
const RESET_EMAILS_PER_HOUR = 3;
/** An account made from a request has no password until its owner chooses one through the emailed link. */
export const NO_PASSWORD_YET = "!no-password-yet";
/** Stored passwords are argon2id PHC strings; an account without one holds a marker such as NO_PASSWORD_YET. */
const PASSWORD_HASH_PREFIX = "$argon2id$";

/** A session opened for someone who proved themself: its tokens, and what kind of account it is. */
export type SignedIn = { tokens: IssuedTokens; userType: UserType };

const USER_TYPES = { client: "Client", member: "Member", admin: "Admin" } as const;

/**
 * The right password of an account whose email is not confirmed yet: told only after the password
 * matched, so it says nothing about who has an account.
 */
export const EMAIL_NOT_CONFIRMED = "EMAIL_NOT_CONFIRMED";

/** A refresh token that renews no session any more (RFC 6749 section 5.2): the browser's cookies are cleared. */
export const INVALID_GRANT = "INVALID_GRANT";

/** A refusal about one field: its message, beside the field and as the error's own. */
const fieldRefusal = (code: string, field: string, message: string) => invalid(code, message, { [field]: message });

/** A refusal of several fields at once: the first message is the error's own. */
function fieldsRefusal(fields: Record<string, string>): DomainError {
  return invalid("VALIDATION_FAILED", Object.values(fields)[0] ?? "The request is not valid.", fields);
}

/** Who asks to change an email: the owner (who proves their password) or an administrator (audited). */
export type EmailChangeActor =
  { kind: "owner"; currentPassword: string | undefined } | { kind: "admin"; actorAccountId: number; reason: string };

/** Where a requested email change stands: the address its link went to, or null when nothing changes. */
export type EmailChangeRequested = { pendingEmail: string | null };

/**
 * What following an emailed link did. `tokens` is the session it opened for the browser, if any:
 * the edge that answers makes the cookies.
 */
export type ConfirmOutcome =
  | { purpose: "verify_account"; tokens: IssuedTokens; userType: UserType; requestId: number | null }
  | { purpose: "change_email"; email: string; tokens: IssuedTokens | null }
  | { purpose: "undo_email_change"; email: string }
  | { purpose: "verify_listing_email"; email: string }
  | { purpose: "confirm_request"; requestId: number; recipientCount: number | null; tokens: IssuedTokens | null };

/** What an emailed link will do, shown before the person confirms it. */
export type ConfirmationPreview = {
  purpose: ConfirmationPurpose;
  email: string;
  previousEmail: string | null;
  /** The account has no password yet (made by a visitor's request, or its change was undone): choose one. */
  needsPassword: boolean;
};

/** The account behind a visitor's request: a new pending planner, an existing planner, or none (not a planner). */
export type VisitorAccount =
  | { kind: "new"; accountId: number; clientId: number; email: string; firstName: string }
  | { kind: "existing"; accountId: number; clientId: number; email: string; firstName: string }
  | { kind: "not-a-planner" };

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function createAccountsService(deps: {
  repository: AccountsRepository;
  sessions: SessionsService;
  outbox: OutboxService;
  locations: LocationsService;
  serviceTypes: ServiceTypesService;
  config: { publicOrigin: string; addressHashSecret: string };
  /** Called after a member record is created, so search and autocomplete see it at once. */
  onMemberChanged: (memberId: number | null) => void;
  /**
   * Delivers a request that waited for its owner's confirmation (the marketplace's delivery): how
   * many vendors it went to, or null when it was not waiting.
   */
  deliverConfirmedRequest: (requestId: number) => Promise<{ recipientCount: number } | null>;
  /**
   * How many categories a new vendor's listing may have, and the refusal of more: the members slice's
   * Basic plan, handed in as members sits above accounts.
   */
  newListingCategories: { max: number; tooMany: string };
  /** The status a new vendor's listing starts in: the operator's approval setting, handed in as operator sits above. */
  newListingStatus: () => Promise<"live" | "awaiting_approval">;
  now?: () => Date;
}) {
  const { repository, sessions, outbox, config } = deps;
  const now = deps.now ?? (() => new Date());
  // An unknown email, or an account with no password yet, is checked against this hash, so it costs
  // the same time as a wrong password.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword("decoy password for unknown accounts"));
  /** What log-in did in this process, for operators (GET /api/v1/admin/metrics). */
  const logInFigures = { passwordsChecked: 0, throttled: 0 };

  /**
   * Remembers that the account signed in from this network, as a keyed hash (for review moderation).
   * The server's own loopback address (no proxy in front, as in development) is no one's network.
   */
  async function recordAddress(accountId: number, address: string) {
    if (isLoopback(address)) return;
    await repository.recordAddress(accountId, hashAddress(networkOf(address), config.addressHashSecret), now());
  }

  /** Opens a session for an account whose owner proved themself, from `address`; never for a pending account. */
  async function signedIn(accountId: number, address: string): Promise<SignedIn> {
    const identity = await repository.identity(accountId);
    if (!identity) throw new Error(`no account ${accountId}`);
    if (!(await repository.emailVerifiedAt(accountId))) {
      throw forbidden(ACCOUNT_MESSAGES.confirmEmailFirst, EMAIL_NOT_CONFIRMED);
    }
    await recordAddress(accountId, address);
    return { tokens: await sessions.open(accountId), userType: USER_TYPES[identity.role] };
  }

  const linkTo = (path: string) => new URL(path, config.publicOrigin).toString();
  const hourAgo = () => new Date(now().getTime() - 3_600_000);

  /**
   * Makes a one-use link of `purpose` for `email` and mails it; the body is written around the link.
   * At most ACCOUNT_EMAILS_PER_HOUR links of one kind go to an account an hour; past that, none is
   * sent, and the caller answers as if it had been (so no form can flood an inbox).
   */
  async function sendLink(input: {
    accountId: number;
    purpose: ConfirmationPurpose;
    email: string;
    previousEmail?: string | null;
    memberId?: number | null;
    requestId?: number | null;
    seconds: number;
    /** A path on this site to go on to once the link is used (an account confirmed from a page that asked). */
    returnTo?: string;
    kind: string;
    subject: string;
    body: (link: string) => string[];
  }) {
    const recent = await repository.countRecentConfirmations(input.accountId, input.purpose, hourAgo());
    if (recent >= ACCOUNT_EMAILS_PER_HOUR) return;
    const token = newOpaqueToken();
    await repository.createEmailConfirmation({
      tokenHash: hashToken(token),
      accountId: input.accountId,
      purpose: input.purpose,
      email: input.email,
      previousEmail: input.previousEmail ?? null,
      memberId: input.memberId ?? null,
      requestId: input.requestId ?? null,
      expiresAt: new Date(now().getTime() + input.seconds * 1000),
    });
    const query = input.returnTo ? `?${new URLSearchParams({ returnTo: input.returnTo })}` : "";
    const link = linkTo(`/confirm-email/${token}${query}`);
    await outbox.enqueue({
      accountId: input.accountId,
      recipientEmail: input.email,
      kind: input.kind,
      subject: input.subject,
      body: input.body(link).join("\n"),
      payload: { link, purpose: input.purpose },
    });
  }

  /** A notice without a link, at most ACCOUNT_EMAILS_PER_HOUR of its kind an hour, so no form can flood an inbox. */
  async function sendNotice(notice: NewNotification & { accountId: number }) {
    if ((await outbox.countRecent(notice.accountId, notice.kind, hourAgo())) >= ACCOUNT_EMAILS_PER_HOUR) return;
    await outbox.enqueue(notice);
  }

  const greeting = (name: string) => (name ? `Hi ${name},` : "Hello,");

  /** The link that confirms a new account's email; an account with no password yet chooses one there. */
  async function sendVerification(
    account: { accountId: number; email: string; firstName: string },
    options: { returnTo?: string; requestId?: number; choosePassword: boolean },
  ) {
    const visitor = options.requestId !== undefined;
    await sendLink({
      accountId: account.accountId,
      purpose: "verify_account",
      email: account.email,
      requestId: options.requestId ?? null,
      seconds: visitor ? CONFIRMATION_LINK_SECONDS.visitorAccount : CONFIRMATION_LINK_SECONDS.verifyAccount,
      returnTo: options.returnTo,
      kind: "verify-account",
      subject: visitor ? "Confirm your email to follow your request" : "Confirm your email to finish signing up",
      body: (link) => [
        greeting(account.firstName),
        "",
        visitor
          ? "Your request is on its way to vendors. We made you a free Marquee planner account to follow its quotes and messages."
          : "Thanks for signing up for Marquee.",
        "",
        options.choosePassword
          ? `Confirm your email and choose a password: ${link}`
          : `Confirm your email to log in: ${link}`,
        "",
        visitor
          ? "The link works once, for seven days."
          : "The link works once, for 24 hours. If you didn't sign up, ignore this email: nothing happens without it.",
      ],
    });
  }

  /** Someone signed up with an address that has an account: its owner is told, and nothing else happens. */
  async function tellOwnerOfSignUp(email: string) {
    const owner = await repository.accountByEmail(email);
    if (!owner) return;
    await sendNotice({
      accountId: owner.accountId,
      recipientEmail: owner.email,
      kind: "sign-up-attempt",
      subject: "Someone tried to sign up with your email",
      body: [
        greeting(owner.welcomeName),
        "",
        "Someone (we hope you) tried to sign up for Marquee with this email address. It already has an account, so nothing was changed.",
        "",
        `Log in: ${linkTo("/login")}`,
        `Forgot your password? Choose a new one: ${linkTo("/forgot-password")}`,
        "",
        "If it wasn't you, you can ignore this email.",
      ].join("\n"),
      payload: { path: "/login" },
    });
  }

  /** Validates a password chosen on a link's page before the link is used up. */
  function choosePasswordProblem(preview: ConfirmationPreview, newPassword: string | undefined) {
    if (!preview.needsPassword) return undefined;
    const problem = newPassword ? passwordProblem(newPassword) : ACCOUNT_MESSAGES.passwordShort;
    return problem ? fieldRefusal("VALIDATION_FAILED", "newPassword", problem) : undefined;
  }

  async function preview(token: string): Promise<(ConfirmationPreview & EmailConfirmation) | undefined> {
    const found = await repository.usableConfirmation(hashToken(token), now());
    if (!found) return undefined;
    const hash = await repository.passwordHash(found.accountId);
    const offersPassword = found.purpose === "verify_account" || found.purpose === "confirm_request";
    return { ...found, needsPassword: offersPassword && hash === NO_PASSWORD_YET };
  }

  /** The opener's browser, when it is signed in as the account the link belongs to, gets a new session. */
  async function reopenFor(accountId: number, opener: Principal | undefined): Promise<IssuedTokens | null> {
    return opener?.accountId === accountId ? sessions.open(accountId) : null;
  }

  const invalidLink = () => invalid("CONFIRMATION_LINK_INVALID", ACCOUNT_MESSAGES.confirmationLinkInvalid);
  const emailTaken = () => invalid("EMAIL_TAKEN", ACCOUNT_MESSAGES.emailChangeTaken);

  async function sendResetLink(accountId: number, email: string, opening: string[]) {
    const token = newOpaqueToken();
    await repository.createResetToken({
      tokenHash: hashToken(token),
      accountId,
      expiresAt: new Date(now().getTime() + PASSWORD_RESET_SECONDS * 1000),
    });
    const link = linkTo(`/reset-password/${token}`);
    await outbox.enqueue({
      accountId,
      recipientEmail: email,
      kind: "password-reset",
      subject: "Choose a new Marquee password",
      body: [
        ...opening,
        "",
        `Choose a new password: ${link}`,
        "",
        "The link works once, for one hour. If you didn't ask, ignore this email: your password stays as it is.",
      ].join("\n"),
      payload: { link },
    });
  }

  /**
   * A confirmed change of log-in email: the new address takes effect, the old one gets a week-long
   * link to undo it, and every session ends (the opener's browser, if signed in as the account, gets
   * a new one).
   */
  async function emailChanged(used: EmailConfirmation, opener: Principal | undefined): Promise<ConfirmOutcome> {
    const at = now();
    if (!used.previousEmail) throw invalidLink();
    const result = await repository.changeLogInEmail(used.accountId, used.previousEmail, used.email, at);
    if (result === "stale") throw invalidLink();
    if (result === "taken") throw emailTaken();
    await repository.cancelConfirmations(used.accountId, ["change_email"], at);
    const identity = await repository.identity(used.accountId);
    await sendLink({
      accountId: used.accountId,
      purpose: "undo_email_change",
      email: used.previousEmail,
      previousEmail: used.email,
      seconds: CONFIRMATION_LINK_SECONDS.undoEmailChange,
      kind: "email-changed",
      subject: "Your Marquee email was changed",
      body: (link) => [
        greeting(identity?.welcomeName ?? ""),
        "",
        `The log-in email of your Marquee account was changed from this address to ${used.email}.`,
        "",
        "If you made this change, there is nothing to do.",
        `If you didn't, undo it: ${link}`,
        "Undoing puts this address back, logs out every session and asks you to choose a new password.",
        "",
        "The link works once, for seven days.",
      ],
    });
    await sessions.revokeAll(used.accountId, "email changed");
    return { purpose: "change_email", email: used.email, tokens: await reopenFor(used.accountId, opener) };
  }

  /** The old address takes the account back: its email returns, every session ends, and a new password is needed. */
  async function emailChangeUndone(used: EmailConfirmation): Promise<ConfirmOutcome> {
    const at = now();
    // Whoever changed the email knew the password: it stops working until the owner chooses a new one.
    const result = await repository.restoreLogInEmail(used.accountId, used.email, NO_PASSWORD_YET, at);
    if (result === "taken") throw emailTaken();
    await repository.cancelConfirmations(used.accountId, ["change_email", "undo_email_change"], at);
    await sessions.revokeAll(used.accountId, "email change undone");
    await sendResetLink(used.accountId, used.email, [
      "Your Marquee account's email is back to this address, and every session was logged out.",
      "To log in again, choose a new password.",
    ]);
    return { purpose: "undo_email_change", email: used.email };
  }

  /** The owner proves the current password; an administrator's request is written to the audit trail. */
  async function authorizeEmailChange(
    subject: { accountId: number; email: string; welcomeName: string },
    to: string,
    actor: EmailChangeActor,
    action: "change_log_in_email" | "change_listing_email",
  ): Promise<void> {
    if (actor.kind === "owner") {
      if (action === "change_listing_email") return;
      if (!actor.currentPassword) {
        throw fieldRefusal("VALIDATION_FAILED", "currentPassword", ACCOUNT_MESSAGES.emailChangeNeedsPassword);
      }
      const hash = await repository.passwordHash(subject.accountId);
      if (!hash || !(await verifyPassword(actor.currentPassword, hash))) {
        throw fieldRefusal("VALIDATION_FAILED", "currentPassword", ACCOUNT_MESSAGES.currentPassword);
      }
      return;
    }
    await repository.addAuditEvent({
      actorAccountId: actor.actorAccountId,
      action,
      subjectAccountId: subject.accountId,
      details: { from: subject.email, to, reason: actor.reason },
    });
    const what = action === "change_log_in_email" ? "the log-in email of your Marquee account" : "your listing email";
    await outbox.enqueue({
      accountId: subject.accountId,
      recipientEmail: subject.email,
      kind: "admin-email-change",
      subject: "A Marquee administrator asked to change your email",
      body: [
        greeting(subject.welcomeName),
        "",
        `A Marquee administrator asked to change ${what} from this address to ${to}.`,
        "It changes only when someone opens the link we sent to the new address.",
        "",
        `If you didn't ask for this, reply to this email or call us before then. Log in: ${linkTo("/login")}`,
      ].join("\n"),
      payload: { path: "/login" },
    });
  }

  /**
   * A new log-in email, pending until its link is opened. The answer is the same whether or not the
   * address has another account (that account's owner gets a notice instead of a link).
   */
  async function requestEmailChange(
    accountId: number,
    email: string,
    actor: EmailChangeActor,
  ): Promise<EmailChangeRequested> {
    const identity = await repository.identity(accountId);
    if (!identity) throw new Error(`no account ${accountId}`);
    if (sameAddress(identity.email, email)) return { pendingEmail: null };
    await authorizeEmailChange(identity, email, actor, "change_log_in_email");
    const holder = await repository.accountByEmail(email);
    if (holder) {
      await sendNotice({
        accountId: holder.accountId,
        recipientEmail: holder.email,
        kind: "email-change-attempt",
        subject: "Someone tried to use your email on Marquee",
        body: [
          greeting(holder.welcomeName),
          "",
          "Someone asked to make this address the log-in email of another Marquee account. It already has an account, so nothing was changed.",
          "",
          `If it was you, log in with this address instead: ${linkTo("/login")}`,
        ].join("\n"),
        payload: { path: "/login" },
      });
      return { pendingEmail: email };
    }
    await sendLink({
      accountId,
      purpose: "change_email",
      email,
      previousEmail: identity.email,
      seconds: CONFIRMATION_LINK_SECONDS.changeEmail,
      kind: "change-email",
      subject: "Confirm your new Marquee email",
      body: (link) => [
        greeting(identity.welcomeName),
        "",
        `You asked to log in to Marquee with ${email} from now on.`,
        "",
        `Confirm this address: ${link}`,
        "",
        "The link works once, for 24 hours. Until it is opened, your account keeps its current email. If you didn't ask, ignore this email.",
      ],
    });
    return { pendingEmail: email };
  }

  /**
   * A vendor's listing email (members.email), pending until the link sent to it is opened: until
   * then the listing keeps its confirmed address, the only one notifications use and planners see.
   */
  async function requestListingEmailChange(
    memberId: number,
    email: string,
    actor: { kind: "owner" } | Extract<EmailChangeActor, { kind: "admin" }>,
  ): Promise<EmailChangeRequested> {
    const listing = await repository.listing(memberId);
    if (!listing) throw new Error(`no vendor ${memberId}`);
    if (sameAddress(listing.email, email)) return { pendingEmail: null };
    if (listing.accountId === null) {
      throw fieldRefusal("VALIDATION_FAILED", "email", ACCOUNT_MESSAGES.listingWithoutAccount);
    }
    const subject = { accountId: listing.accountId, email: listing.email, welcomeName: listing.contactFirstName };
    await authorizeEmailChange(
      subject,
      email,
      actor.kind === "owner" ? { kind: "owner", currentPassword: undefined } : actor,
      "change_listing_email",
    );
    await sendLink({
      accountId: listing.accountId,
      purpose: "verify_listing_email",
      email,
      previousEmail: listing.email,
      memberId,
      seconds: CONFIRMATION_LINK_SECONDS.verifyListingEmail,
      kind: "verify-listing-email",
      subject: "Confirm your listing email",
      body: (link) => [
        greeting(listing.contactFirstName),
        "",
        `You asked Marquee to send planners' requests and messages about ${listing.name} to this address.`,
        "",
        `Confirm it: ${link}`,
        "",
        "The link works once, for 24 hours. Until then, your listing keeps its current email. If you didn't ask, ignore this email.",
      ],
    });
    return { pendingEmail: email };
  }

  async function uniqueDirectory(name: string): Promise<string> {
    const base = slugify(name).slice(0, 60) || "vendor";
    for (let suffix = 1; ; suffix += 1) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`;
      if (!(await repository.directoryTaken(candidate))) return candidate;
    }
  }

  return {
    /**
     * The log-in form: a session, or a refusal. Throttled attempts are `rate-limited`; a wrong email or
     * password is `invalid` (LOG_IN_FAILED, one message for both); the right password of an account
     * not confirmed yet is `forbidden` (EMAIL_NOT_CONFIRMED).
     */
    async logIn(input: LogInForm, address: string): Promise<SignedIn> {
      const emailKey = `email:${input.email.toLowerCase()}`;
      const addressKey = `address:${networkOf(address)}`;
      const at = now();
      // Counted before the password is checked, so parallel attempts cannot all read an old count.
      const attempts = await repository.recordLoginAttempt(
        [emailKey, addressKey],
        at,
        new Date(at.getTime() - LOGIN_THROTTLE.windowMs),
      );
      const addressAttempt = attempts.get(addressKey);
      if (
        (attempts.get(emailKey)?.count ?? 0) > LOGIN_THROTTLE.perEmail ||
        (addressAttempt?.count ?? 0) > LOGIN_THROTTLE.perAddress
      ) {
        logInFigures.throttled += 1;
        throw new DomainError("rate-limited", "RATE_LIMITED", ACCOUNT_MESSAGES.throttled, {
          // Refused attempts count too: a whole window without trying always clears the limit.
          retryAfterSeconds: LOGIN_THROTTLE.windowMs / 1000,
        });
      }
      const credentials = await repository.findCredentials(input.email);
      const hasPassword = credentials !== undefined && credentials.passwordHash.startsWith(PASSWORD_HASH_PREFIX);
      logInFigures.passwordsChecked += 1;
      const matches = await verifyPassword(input.password, hasPassword ? credentials.passwordHash : await decoy());
      if (!hasPassword || !matches) throw invalid("LOG_IN_FAILED", ACCOUNT_MESSAGES.logInFailed);
      // Said only after the password matched, so it tells nobody else that the account exists.
      if (credentials.suspendedAt !== null) throw forbidden(ACCOUNT_MESSAGES.suspended, "ACCOUNT_SUSPENDED");
      // A success clears the email's count; the address keeps counting only its failures, so many
      // people logging in from one office network are not refused.
      await repository.forgetLoginAttempts(emailKey, addressAttempt ? [addressAttempt.id] : []);
      return signedIn(credentials.id, address);
    },

    /** Passwords checked and attempts refused by the throttle since this process started. */
    logInFigures: () => ({ ...logInFigures }),

    /**
     * A planner's sign-up. A new email gets a pending account and a link to confirm it; an email that
     * has an account gets a notice to its owner instead. Both answer alike, each after hashing the
     * password, so neither the answer nor its time tells who has an account.
     */
    async signUpClient(input: ClientSignUpForm, options: { returnTo?: string } = {}): Promise<void> {
      const problem = passwordProblem(input.password);
      if (problem) throw fieldRefusal("VALIDATION_FAILED", "password", problem);
      const accountId = await repository.createClient({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        phoneNumber: input.phone,
      });
      if (accountId === undefined) await tellOwnerOfSignUp(input.email);
      else
        await sendVerification(
          { accountId, email: input.email, firstName: input.firstName },
          { ...options, choosePassword: false },
        );
    },

    /** A vendor's sign-up: a pending member account and listing, answered as signUpClient answers. */
    async signUpMember(input: MemberSignUpForm): Promise<void> {
      const fields: Record<string, string> = {};
      const problem = passwordProblem(input.password);
      if (problem) fields.password = problem;
      // Both are shown on the public profile, where contact details may not be (issue 18).
      if (hasContactDetails(input.businessName)) fields.businessName = CONTACT_DETAILS_MESSAGES.profile;
      if (hasContactDetails(input.firstName)) fields.firstName = CONTACT_DETAILS_MESSAGES.profile;
      const city = await deps.locations.findCityByFileName(input.cityFileName);
      if (!city) fields.cityFileName = ACCOUNT_MESSAGES.city;
      const categories = await deps.serviceTypes.list({ signupOnly: true });
      const chosen = [...new Set(input.serviceTypeIds)];
      const allowed = new Set(categories.map((category) => category.id));
      if (chosen.length === 0 || chosen.some((id) => !allowed.has(id)))
        fields.serviceTypeIds = ACCOUNT_MESSAGES.category;
      else if (chosen.length > deps.newListingCategories.max) {
        fields.serviceTypeIds = deps.newListingCategories.tooMany;
      }
      if (Object.keys(fields).length > 0 || !city) throw fieldsRefusal(fields);
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
          listingStatus: await deps.newListingStatus(),
        },
      });
      if (accountId === undefined) {
        await tellOwnerOfSignUp(input.email);
        return;
      }
      deps.onMemberChanged(null);
      await sendVerification({ accountId, email: input.email, firstName: input.firstName }, { choosePassword: false });
    },

    /**
     * "Send the link again": a new link for an account still waiting to be confirmed, at most
     * ACCOUNT_EMAILS_PER_HOUR an hour. Quiet whatever the email, so it tells nobody who has an account.
     */
    async resendVerification(email: string): Promise<void> {
      const account = await repository.accountByEmail(email);
      if (!account || account.emailVerifiedAt) return;
      await sendVerification(
        { accountId: account.accountId, email: account.email, firstName: account.welcomeName },
        { choosePassword: account.passwordHash === NO_PASSWORD_YET },
      );
    },

    /**
     * The account a visitor's request belongs to; nobody is signed in. A new email gets a pending
     * planner account; an existing planner keeps theirs (the request then waits for their
     * confirmation); any other account cannot send requests, and its owner is told.
     */
    async accountForVisitorRequest(contact: {
      firstName: string;
      email: string;
      phone: string | null;
    }): Promise<VisitorAccount> {
      const accountId = await repository.createClient({
        email: contact.email,
        passwordHash: NO_PASSWORD_YET,
        firstName: contact.firstName,
        phoneNumber: contact.phone,
      });
      const identity = await repository.identity(
        accountId ?? (await repository.accountByEmail(contact.email))?.accountId ?? 0,
      );
      if (!identity) throw new Error("the account of a visitor's request has gone");
      if (identity.clientId !== null) {
        const kind = accountId === undefined ? "existing" : "new";
        return {
          kind,
          accountId: identity.accountId,
          clientId: identity.clientId,
          email: identity.email,
          firstName: kind === "new" ? contact.firstName : identity.welcomeName,
        };
      }
      await sendNotice({
        accountId: identity.accountId,
        recipientEmail: identity.email,
        kind: "request-attempt",
        subject: "A request was sent with your email",
        body: [
          greeting(identity.welcomeName),
          "",
          "Someone tried to send an event request on Marquee with this email address. Requests come from planner accounts, and this address belongs to a vendor account, so nothing was sent.",
          "",
          `To plan an event, sign up as a planner with another address: ${linkTo("/signup/planner")}`,
        ].join("\n"),
        payload: { path: "/signup/planner" },
      });
      return { kind: "not-a-planner" };
    },

    /**
     * A visitor's request is stored: a new account gets the link that confirms its email and chooses
     * a password; an existing one gets the link that confirms the request and delivers it.
     */
    async visitorRequestStored(account: Exclude<VisitorAccount, { kind: "not-a-planner" }>, requestId: number) {
      if (account.kind === "new") {
        await sendVerification(account, { requestId, choosePassword: true });
        return;
      }
      await sendLink({
        accountId: account.accountId,
        purpose: "confirm_request",
        email: account.email,
        requestId,
        seconds: CONFIRMATION_LINK_SECONDS.confirmRequest,
        kind: "confirm-request",
        subject: "Confirm your request to send it to vendors",
        body: (link) => [
          greeting(account.firstName),
          "",
          "A request for quotes was sent on Marquee with your email address. We keep it until you confirm it's yours, and vendors see nothing before then.",
          "",
          `Confirm the request and send it to vendors: ${link}`,
          "",
          "The link works once, for seven days. If you didn't send it, ignore this email: it is never sent.",
        ],
      });
    },

    /** What a link will do, or undefined when it has expired or been used. */
    async previewConfirmation(token: string): Promise<ConfirmationPreview | undefined> {
      const found = await preview(token);
      return (
        found && {
          purpose: found.purpose,
          email: found.email,
          previousEmail: found.previousEmail,
          needsPassword: found.needsPassword,
        }
      );
    },

    /**
     * Follows an emailed link, once: the link is the proof. `opener` is the browser's session, if
     * any; `address` is recorded as a sign-in of the account. A used, expired or stale link is
     * refused (`invalid`, CONFIRMATION_LINK_INVALID), as is a chosen password that breaks the rules.
     */
    async confirm(
      token: string,
      input: { address: string; newPassword?: string; opener?: Principal },
    ): Promise<ConfirmOutcome> {
      const found = await preview(token);
      if (!found) throw invalidLink();
      const refused = choosePasswordProblem(found, input.newPassword);
      if (refused) throw refused;
      const used = await repository.useConfirmation(hashToken(token), now());
      if (!used) throw invalidLink();
      const { accountId } = used;
      const at = now();
      await recordAddress(accountId, input.address);
      // The chosen password is set only once the link is known to still prove the account's email.
      const setChosenPassword = async () => {
        if (found.needsPassword && input.newPassword) {
          await repository.setPassword(accountId, await hashPassword(input.newPassword));
        }
      };

      switch (used.purpose) {
        case "verify_account": {
          if (!(await repository.verifyEmail(accountId, used.email, at))) throw invalidLink();
          await setChosenPassword();
          await repository.cancelConfirmations(accountId, ["verify_account"], at);
          const session = await signedIn(accountId, input.address);
          return { purpose: "verify_account", ...session, requestId: used.requestId };
        }
        case "change_email":
          return emailChanged(used, input.opener);
        case "undo_email_change":
          return emailChangeUndone(used);
        case "verify_listing_email": {
          const member = await repository.memberOf(accountId);
          if (!member || member.id !== used.memberId) throw invalidLink();
          await repository.setListingEmail(member.id, used.email, at);
          await repository.cancelConfirmations(accountId, ["verify_listing_email"], at);
          deps.onMemberChanged(member.id);
          if (!sameAddress(member.email, used.email)) {
            await outbox.enqueue({
              accountId,
              recipientEmail: member.email,
              kind: "listing-email-changed",
              subject: "Your listing email was changed",
              body: [
                greeting(member.contactFirstName),
                "",
                `Your Marquee listing now uses ${used.email}: planners' requests and messages about your listing go there.`,
                "",
                `If you didn't make this change, log in and change your password: ${linkTo("/login")}`,
              ].join("\n"),
              payload: { path: "/dashboard" },
            });
          }
          return { purpose: "verify_listing_email", email: used.email };
        }
        case "confirm_request": {
          const requestId = used.requestId;
          if (requestId === null) throw invalidLink();
          // Only an account with no password yet is confirmed by this link: one with a password
          // proves its owner by logging in, so a stranger's password never gains the request.
          let tokens: IssuedTokens | null = null;
          if (found.needsPassword && (await repository.verifyEmail(accountId, used.email, at))) {
            await setChosenPassword();
            tokens = (await signedIn(accountId, input.address)).tokens;
          }
          const delivered = await deps.deliverConfirmedRequest(requestId);
          return {
            purpose: "confirm_request",
            requestId,
            recipientCount: delivered?.recipientCount ?? null,
            tokens,
          };
        }
      }
    },

    /** Always quiet about whether the email has an account; the link goes through the outbox. */
    async requestPasswordReset(email: string): Promise<void> {
      const credentials = await repository.findCredentials(email);
      if (!credentials) return;
      const recent = await repository.countRecentResetTokens(credentials.id, hourAgo());
      if (recent >= RESET_EMAILS_PER_HOUR) return;
      await sendResetLink(credentials.id, email, [
        "Someone (we hope you) asked to choose a new password for your Marquee account.",
      ]);
    },

    /**
     * What a reset link's page asks for, or undefined when the link has expired or been used:
     * `firstPassword` when the account has never had one (a planner made from a request, a listing
     * being claimed), so the page asks to choose a password rather than a new one.
     */
    async previewResetLink(token: string): Promise<{ firstPassword: boolean } | undefined> {
      const usable = await repository.usableResetToken(hashToken(token), now());
      if (!usable) return undefined;
      const hash = await repository.passwordHash(usable.accountId);
      return { firstPassword: !hash?.startsWith(PASSWORD_HASH_PREFIX) };
    },

    /**
     * Sets the new password, uses the link up, ends every session of the account and opens one for
     * the browser that used the link: the link proves the email, as a log-in would, so a pending
     * account is confirmed by it and its owner is signed in at once (`address` recorded). A used or
     * expired link is refused (`invalid`, RESET_LINK_INVALID).
     */
    async resetPassword(token: string, newPassword: string, address: string): Promise<SignedIn> {
      const problem = passwordProblem(newPassword);
      if (problem) throw fieldRefusal("VALIDATION_FAILED", "newPassword", problem);
      const tokenHash = hashToken(token);
      const resetLinkInvalid = () => invalid("RESET_LINK_INVALID", ACCOUNT_MESSAGES.resetLinkInvalid);
      const usable = await repository.usableResetToken(tokenHash, now());
      if (!usable) throw resetLinkInvalid();
      const changed = await repository.resetPassword(
        tokenHash,
        usable.accountId,
        await hashPassword(newPassword),
        now(),
      );
      if (!changed) throw resetLinkInvalid();
      await sessions.revokeAll(usable.accountId, "password reset");
      const identity = await repository.identity(usable.accountId);
      if (identity) await repository.verifyEmail(usable.accountId, identity.email, now());
      return signedIn(usable.accountId, address);
    },

    /**
     * PUT /api/v1/accounts/{id}: every session ends, and the caller's browser gets the new one returned.
     * The current password is proof of the owner, unless the session was opened moments ago (a log-in
     * or an emailed link, decision 027): without either, `invalid` (CURRENT_PASSWORD_REQUIRED).
     */
    async changePassword(principal: Principal, input: ChangePasswordInput): Promise<IssuedTokens> {
      if (input.currentPassword === undefined) {
        if (!(await sessions.isFresh(principal.sessionId))) {
          throw fieldRefusal("CURRENT_PASSWORD_REQUIRED", "currentPassword", ACCOUNT_MESSAGES.currentPasswordNeeded);
        }
      } else {
        const hash = await repository.passwordHash(principal.accountId);
        if (!hash || !(await verifyPassword(input.currentPassword, hash))) {
          throw fieldsRefusal({ currentPassword: ACCOUNT_MESSAGES.currentPassword });
        }
      }
      const problem = passwordProblem(input.newPassword);
      if (problem) throw fieldsRefusal({ newPassword: problem });
      await repository.setPassword(principal.accountId, await hashPassword(input.newPassword));
      await sessions.revokeAll(principal.accountId, "password changed");
      return sessions.open(principal.accountId);
    },

    /**
     * POST /api/v1/token (RFC 6749 section 6): the front-end client trades a refresh token for a new
     * pair. An unknown client is `unauthenticated` (INVALID_CLIENT); another grant type, or a token
     * that renews no session any more, is `invalid` (UNSUPPORTED_GRANT_TYPE, INVALID_GRANT).
     */
    async refreshGrant(grant: {
      grantType: string;
      clientId: string;
      clientSecret: string;
      refreshToken: string | undefined;
    }): Promise<IssuedTokens> {
      if (grant.clientId !== FRONTEND_CLIENT.id || grant.clientSecret !== FRONTEND_CLIENT.secret) {
        throw new DomainError("unauthenticated", "INVALID_CLIENT", "Unknown client.");
      }
      if (grant.grantType !== "refresh_token") {
        throw invalid("UNSUPPORTED_GRANT_TYPE", "Only grant_type=refresh_token is supported.");
      }
      const outcome = grant.refreshToken ? await sessions.refresh(grant.refreshToken) : undefined;
      if (!outcome?.ok) throw invalid(INVALID_GRANT, "The session has ended. Log in again.");
      return outcome.tokens;
    },

    /**
     * Ends the caller's session: the one `caller` (or the access token) belongs to, else the refresh
     * token's. The edge that answers expires the cookies.
     */
    async logOut(session: { accessToken?: string; refreshToken?: string; caller?: Principal }): Promise<void> {
      const { accessToken, refreshToken } = session;
      const principal = session.caller ?? (accessToken ? await sessions.authenticate(accessToken) : undefined);
      if (principal) await sessions.revoke(principal.sessionId, "logout");
      else if (refreshToken) await sessions.revokeByRefreshToken(refreshToken);
    },

    /** Whether `password` is the account's current one: the owner's proof before an irreversible change. */
    async passwordMatches(accountId: number, password: string): Promise<boolean> {
      const hash = await repository.passwordHash(accountId);
      return hash !== undefined && (await verifyPassword(password, hash));
    },

    /** What the header greets the account with (its scope and welcome name), again after the name changed. */
    async greeting(accountId: number): Promise<SessionGreeting | undefined> {
      const identity = await repository.identity(accountId);
      return identity && { scope: scopeOf(identity), welcomeName: identity.welcomeName };
    },

    client: (clientId: number) => repository.client(clientId),

    /**
     * PUT /api/v1/client/{id}: name and phone at once; a new email only from the planner themself,
     * with the current password, and only once its link is opened (administrators use the audited
     * route). A wrong password changes nothing.
     */
    async updateClient(clientId: number, input: ClientUpdateInput, by: { owner: boolean }) {
      const { email, currentPassword, ...details } = input;
      if (email !== undefined && !by.owner) throw forbidden(ACCOUNT_MESSAGES.adminEmailChange, "ADMIN_EMAIL_CHANGE");
      const missing = () => notFound(`No client ${clientId}.`);
      const client = await repository.client(clientId);
      if (!client) throw missing();
      let pendingEmail: string | null = null;
      if (email !== undefined) {
        ({ pendingEmail } = await requestEmailChange(client.accountId, email, { kind: "owner", currentPassword }));
      }
      if (!(await repository.updateClient(clientId, details))) throw missing();
      const updated = await repository.client(clientId);
      if (!updated) throw missing();
      return { client: updated, pendingEmail };
    },

    requestEmailChange,

    /**
     * PUT /api/v1/admin/accounts/{id}/email: an administrator's audited change of an account's log-in
     * email, or of its vendor listing's email.
     */
    async requestEmailChangeAsAdmin(
      accountId: number,
      change: { target: "logIn" | "listing"; email: string },
      actor: Extract<EmailChangeActor, { kind: "admin" }>,
    ): Promise<EmailChangeRequested> {
      const subject = await repository.identity(accountId);
      if (!subject) throw notFound(`No account ${accountId}.`);
      if (change.target === "logIn") return requestEmailChange(subject.accountId, change.email, actor);
      if (subject.memberId === null) throw notFound(`Account ${accountId} has no vendor listing.`);
      return requestListingEmailChange(subject.memberId, change.email, actor);
    },

    requestListingEmailChange,

    /** Whether the two accounts ever signed in from the same network (review moderation, contact rules). */
    accountsShareAnAddress: (accountIdA: number, accountIdB: number): Promise<boolean> =>
      repository.shareAnAddress(accountIdA, accountIdB),

    /** Whether the account's owner has proved its log-in email by an emailed link. */
    async isEmailVerified(accountId: number): Promise<boolean> {
      return Boolean(await repository.emailVerifiedAt(accountId));
    },

    clientRequests: (clientId: number) => repository.clientRequests(clientId),
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
