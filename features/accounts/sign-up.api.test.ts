import { sql } from "drizzle-orm";
import { CONTACT_DETAILS_MESSAGES } from "#features/contact-details/contact-details.rules.ts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { networkOf } from "#lib/network-address.ts";
import { DEVELOPMENT_ADDRESS_HASH_SECRET } from "#server/config.ts";
import { emailedLink, linkToken, logIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { ACCOUNT_EMAILS_PER_HOUR, ACCOUNT_MESSAGES } from "./accounts.rules.ts";
import { hashAddress } from "./tokens.server.ts";

const FORM = "application/x-www-form-urlencoded";
const PASSWORD = "streamers and a string quartet";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** A page's HTML with what legitimately differs between two answers taken out: the nonce and the typed email. */
function comparable(body: string, email: string): string {
  return body.replaceAll(email, "EMAIL").replace(/nonce="[^"]+"/g, 'nonce="NONCE"');
}

function setCookieNames(headers: Record<string, unknown>): string[] {
  const header = headers["set-cookie"];
  const cookies = Array.isArray(header) ? (header as string[]) : typeof header === "string" ? [header] : [];
  return cookies.map((cookie) => cookie.split("=", 1)[0] as string);
}

describe.each(testDatabaseKinds())("signing up with a confirmed email, on %s", (kind) => {
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

  /** A page form posted from an address of its own, so the per-address form limits stay out of the way. */
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url,
      remoteAddress: `198.51.100.${nextAddress++}`,
      headers: { "content-type": FORM, ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const accountRow = async (email: string) =>
    (
      await database.db.execute<{ id: number; email_verified_at: Date | null }>(
        sql`select id, email_verified_at from accounts where lower(email) = lower(${email})`,
      )
    ).rows[0];
  const mailTo = async (email: string) =>
    (
      await database.db.execute<{ kind: string; subject: string; body: string }>(
        sql`select kind, subject, body from notifications where lower(recipient_email) = lower(${email}) order by id`,
      )
    ).rows;

  it("answers a new email and one that has an account alike: check your email, no session", async () => {
    const planner = (email: string) => ({ firstName: "Casey", email, phone: "", password: PASSWORD });
    const fresh = await post("/signup/planner", planner("casey@example.com"));
    const taken = await post("/signup/planner", planner(DEMO_PLANNER.email));
    expect(fresh.statusCode).toBe(200);
    expect(taken.statusCode).toBe(200);
    expect(comparable(fresh.body, "casey@example.com")).toBe(comparable(taken.body, DEMO_PLANNER.email));
    expect(fresh.body).toContain(ACCOUNT_MESSAGES.checkEmail);
    expect(fresh.body).toContain("Send the link again");
    for (const answer of [fresh, taken]) expect(setCookieNames(answer.headers)).not.toContain("mq_access");

    // The new address has a pending account and its link; the owner of the other address is told.
    expect((await accountRow("casey@example.com"))?.email_verified_at).toBeNull();
    expect((await mailTo("casey@example.com")).map((mail) => mail.kind)).toEqual(["verify-account"]);
    const notice = (await mailTo(DEMO_PLANNER.email)).at(-1);
    expect(notice).toMatchObject({ kind: "sign-up-attempt", subject: "Someone tried to sign up with your email" });
    expect(notice?.body).toContain("/forgot-password");
    expect(notice?.body).not.toContain("/confirm-email/");

    const vendor = (email: string) => ({
      businessName: "Sam Sound Co.",
      firstName: "Sam",
      email,
      cityFileName: "austin-tx",
      serviceTypeIds: String(djId),
      password: PASSWORD,
    });
    const freshVendor = await post("/signup/vendor", vendor("sam-new@example.com"));
    const takenVendor = await post("/signup/vendor", vendor(DEMO_VENDOR.email));
    expect(freshVendor.statusCode).toBe(200);
    expect(takenVendor.statusCode).toBe(200);
    expect(comparable(freshVendor.body, "sam-new@example.com")).toBe(comparable(takenVendor.body, DEMO_VENDOR.email));
    expect(setCookieNames(freshVendor.headers)).not.toContain("mq_access");
    // The pending vendor's listing is not confirmed either, so it receives no lead yet.
    const listing = await database.db.execute<{ email_verified_at: Date | null }>(
      sql`select m.email_verified_at from members m join accounts a on a.id = m.account_id where a.email = 'sam-new@example.com'`,
    );
    expect(listing.rows[0]?.email_verified_at).toBeNull();
  });

  it("refuses contact details in a vendor's business name or first name, which the public profile shows", async () => {
    const vendor = (businessName: string, firstName: string) => ({
      businessName,
      firstName,
      email: `contact-${nextAddress}@example.com`,
      cityFileName: "austin-tx",
      serviceTypeIds: String(djId),
      password: PASSWORD,
    });
    for (const [businessName, firstName] of [
      ["DJ Call five one two 555 0199", "Sam"],
      ["Neon Beats", "Sam at gmail dot com"],
      ["neon-beats-dj.com", "Sam"],
    ] as const) {
      const response = await post("/signup/vendor", vendor(businessName, firstName));
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(CONTACT_DETAILS_MESSAGES.profile.replaceAll("'", "&#x27;"));
      expect(await accountRow(`contact-${nextAddress - 1}@example.com`)).toBeUndefined();
    }
    expect((await post("/signup/vendor", vendor("Neon Beats 2026", "Sam"))).statusCode).toBe(200);
  });

  it("takes as long for an email with an account as for a new one: both hash the password", async () => {
    const ratios: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const timings = { fresh: [] as number[], taken: [] as number[] };
      for (let round = 0; round < 9; round += 1) {
        for (const which of ["fresh", "taken"] as const) {
          const email = which === "fresh" ? `timing-${attempt}-${round}@example.com` : DEMO_PLANNER.email;
          const started = performance.now();
          await services.accounts.signUpClient({
            firstName: "Tim",
            email,
            phone: null,
            password: PASSWORD,
          });
          timings[which].push(performance.now() - started);
        }
      }
      ratios.push(median(timings.taken) / median(timings.fresh));
      if (Math.abs((ratios.at(-1) as number) - 1) < 0.25) break;
    }
    const closest = ratios.reduce((best, ratio) => (Math.abs(ratio - 1) < Math.abs(best - 1) ? ratio : best));
    expect(closest).toBeGreaterThan(0.75);
    expect(closest).toBeLessThan(1.33);
  });

  it("refuses a common password the same way whatever the email", async () => {
    const fresh = await post("/signup/planner", { firstName: "Lee", email: "lee@example.com", password: "iloveyou" });
    const taken = await post("/signup/planner", { firstName: "Lee", email: DEMO_PLANNER.email, password: "iloveyou" });
    expect(fresh.statusCode).toBe(400);
    expect(taken.statusCode).toBe(400);
    expect(fresh.body).toContain("This password is too common.");
    expect(comparable(fresh.body, "lee@example.com")).toBe(comparable(taken.body, DEMO_PLANNER.email));
    expect(await accountRow("lee@example.com")).toBeUndefined();
  });

  it("keeps a pending account out: the right password is told to confirm the email, a wrong one is refused as ever", async () => {
    await services.accounts.signUpClient({
      firstName: "Pat",
      email: "pat@example.com",
      phone: null,
      password: PASSWORD,
    });
    const right = await post("/login", { email: "pat@example.com", password: PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.body).toContain(ACCOUNT_MESSAGES.confirmEmailFirst.replaceAll("'", "&#x27;"));
    expect(right.body).toMatch(/<form[^>]*action="\/confirm-email"/);
    expect(setCookieNames(right.headers)).not.toContain("mq_access");
    const wrong = await post("/login", { email: "pat@example.com", password: "not the password at all" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).not.toContain("Confirm your email");
    await expect(
      services.accounts.logIn({ email: "pat@example.com", password: PASSWORD }, "192.0.2.50"),
    ).rejects.toMatchObject({ kind: "forbidden", code: "EMAIL_NOT_CONFIRMED" });
    expect(await services.accounts.isEmailVerified((await accountRow("pat@example.com"))?.id as number)).toBe(false);
  });

  it("confirms by the emailed link's button, once: signed in, back where the sign-up started, address recorded", async () => {
    const signUp = await post("/signup/planner?returnTo=%2Fclient%2Fevents", {
      firstName: "Robin",
      email: "robin@example.com",
      password: PASSWORD,
      returnTo: "/client/events",
    });
    expect(signUp.statusCode).toBe(200);
    const link = await emailedLink(database, "robin@example.com", "verify-account");
    expect(link).toMatch(/^http:\/\/localhost:3000\/confirm-email\/[\w-]{43}\?returnTo=%2Fclient%2Fevents$/);
    const path = link.replace("http://localhost:3000", "");

    // Opening the link (a mail scanner does) changes nothing; it shows the button.
    const opened = await app.inject(path);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain("Confirm and log in");
    expect(opened.body).toContain('name="referrer" content="same-origin"');
    expect((await accountRow("robin@example.com"))?.email_verified_at).toBeNull();

    const confirmed = await app.inject({
      method: "POST",
      url: path,
      remoteAddress: "203.0.113.77",
      headers: { "content-type": FORM },
      payload: "returnTo=%2Fclient%2Fevents",
    });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe("/client/events");
    expect(setCookieNames(confirmed.headers)).toEqual(["mq_access", "mq_refresh", "mq_scope", "mq_welcome"]);
    const accountId = (await accountRow("robin@example.com"))?.id as number;
    expect(await services.accounts.isEmailVerified(accountId)).toBe(true);
    // The address is kept only as a keyed hash.
    const addresses = await database.db.execute<{ address_hash: string }>(
      sql`select address_hash from account_addresses where account_id = ${accountId}`,
    );
    expect(addresses.rows.map((row) => row.address_hash)).toEqual([
      hashAddress("203.0.113.77", DEVELOPMENT_ADDRESS_HASH_SECRET),
    ]);
    expect(JSON.stringify(addresses.rows)).not.toContain("203.0.113");

    // One use: the button again, and the page, say the link is spent.
    const again = await app.inject({ method: "POST", url: path, headers: { "content-type": FORM }, payload: "" });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(ACCOUNT_MESSAGES.confirmationLinkInvalid);
    expect((await app.inject(path)).statusCode).toBe(410);
    await logIn(services, "robin@example.com", PASSWORD);
  });

  it("lets a link expire after 24 hours", async () => {
    await services.accounts.signUpClient({
      firstName: "Kim",
      email: "kim@example.com",
      phone: null,
      password: PASSWORD,
    });
    const token = linkToken(await emailedLink(database, "kim@example.com", "verify-account"));
    const expires = await database.db.execute<{ hours: number }>(
      sql`select round(extract(epoch from expires_at - created_at) / 3600)::int as hours from email_confirmations
        where account_id = (select id from accounts where email = 'kim@example.com')`,
    );
    expect(expires.rows[0]?.hours).toBe(24);
    await database.db.execute(
      sql`update email_confirmations set expires_at = now() - interval '1 second'
        where account_id = (select id from accounts where email = 'kim@example.com')`,
    );
    expect((await app.inject(`/confirm-email/${token}`)).statusCode).toBe(410);
    await expect(services.accounts.confirm(token, { address: "192.0.2.1" })).rejects.toMatchObject({
      kind: "invalid",
      message: ACCOUNT_MESSAGES.confirmationLinkInvalid,
    });
    expect((await accountRow("kim@example.com"))?.email_verified_at).toBeNull();
  });

  it("sends the link again with the same answer for any address, to a pending account only, a few times an hour", async () => {
    await services.accounts.signUpClient({ firstName: "Jo", email: "jo@example.com", phone: null, password: PASSWORD });
    const answers = [];
    for (const email of ["jo@example.com", DEMO_PLANNER.email, "nobody-here@example.com"]) {
      const answer = await post("/confirm-email", { email });
      expect(answer.statusCode).toBe(200);
      answers.push(comparable(answer.body, email));
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toContain(ACCOUNT_MESSAGES.linkSentAgain.replaceAll("'", "&#x27;"));
    const verifyLinks = async (email: string) =>
      (await mailTo(email)).filter((mail) => mail.kind === "verify-account").length;
    expect(await verifyLinks("jo@example.com")).toBe(2);
    expect(await verifyLinks(DEMO_PLANNER.email)).toBe(0);
    for (let attempt = 0; attempt < ACCOUNT_EMAILS_PER_HOUR + 2; attempt += 1) {
      await services.accounts.resendVerification("jo@example.com");
    }
    expect(await verifyLinks("jo@example.com")).toBe(ACCOUNT_EMAILS_PER_HOUR);
    // Any of the links confirms the account; the others end with it.
    const first = linkToken(await emailedLink(database, "jo@example.com", "verify-account"));
    expect(await services.accounts.confirm(first, { address: "192.0.2.2" })).toMatchObject({
      purpose: "verify_account",
    });
    const open = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from email_confirmations where used_at is null
        and account_id = (select id from accounts where email = 'jo@example.com')`,
    );
    expect(open.rows[0]?.n).toBe(0);
  });

  it("confirms a pending account by a password reset, whose link proves the email too", async () => {
    await services.accounts.signUpClient({
      firstName: "Ari",
      email: "ari@example.com",
      phone: null,
      password: PASSWORD,
    });
    await services.accounts.requestPasswordReset("ari@example.com");
    const token = linkToken(await emailedLink(database, "ari@example.com", "password-reset"));
    await services.accounts.resetPassword(token, "a brand new passphrase", "192.0.2.3");
    await logIn(services, "ari@example.com", "a brand new passphrase");
  });

  it("tells the review and contact rules whether two accounts signed in from one network", async () => {
    const accountOf = async (email: string) => (await accountRow(email))?.id as number;
    const planner = await accountOf(DEMO_PLANNER.email);
    const vendor = await accountOf(DEMO_VENDOR.email);
    const robin = await accountOf("robin@example.com");
    expect(await services.accounts.accountsShareAnAddress(planner, vendor)).toBe(false);
    await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password, "2001:db8:aa:bb::1");
    await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password, "2001:db8:aa:cc::1");
    expect(await services.accounts.accountsShareAnAddress(planner, vendor)).toBe(false);
    // Another address of the same IPv6 /64 is the same subscriber.
    await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password, "2001:db8:aa:bb::9");
    expect(await services.accounts.accountsShareAnAddress(planner, vendor)).toBe(true);
    expect(await services.accounts.accountsShareAnAddress(vendor, planner)).toBe(true);
    expect(await services.accounts.accountsShareAnAddress(planner, robin)).toBe(false);
    const stored = await database.db.execute<{ address_hash: string }>(
      sql`select address_hash from account_addresses where account_id = ${planner}`,
    );
    expect(stored.rows.map((row) => row.address_hash)).toContain(
      hashAddress(networkOf("2001:db8:aa:bb::1"), DEVELOPMENT_ADDRESS_HASH_SECRET),
    );
    expect(await services.accounts.isEmailVerified(planner)).toBe(true);
  });
});
