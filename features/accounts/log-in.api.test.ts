import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN, DEMO_PLANNER } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { DOMAIN_ERROR_STATUS, isDomainError } from "#lib/domain-errors.ts";
import { logIn } from "#tests/support/accounts.ts";
import { freePort } from "#tests/support/server-process.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { ACCOUNT_MESSAGES } from "./accounts.rules.ts";
import { LOGIN_THROTTLE, NO_PASSWORD_YET } from "./accounts.service.server.ts";

/** The status a log-in through the service would answer: 200 for a session, else its refusal's. */
async function statusOf(attempt: Promise<unknown>): Promise<number> {
  try {
    await attempt;
    return 200;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return DOMAIN_ERROR_STATUS[error.kind];
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** An account made by a visitor's request, whose owner has not chosen a password yet. */
const PASSWORD_LESS_EMAIL = "no-password-yet@example.com";

describe.each(testDatabaseKinds())("logging in through the /login form on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 40);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    await database.db.execute(
      sql`insert into accounts (email, password_hash, role) values (${PASSWORD_LESS_EMAIL}, ${NO_PASSWORD_YET}, 'client')`,
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const forgetFailures = () => database.db.execute(sql`delete from login_attempts`);
  const postLogIn = (
    email: string,
    password: string,
    headers: Record<string, string> = {},
    remoteAddress = "127.0.0.1",
  ) =>
    app.inject({
      method: "POST",
      url: "/login",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: new URLSearchParams({ email, password }).toString(),
      remoteAddress,
    });
  const attemptsUnder = async (key: string) =>
    (
      await database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from login_attempts where throttle_key = ${key}`,
      )
    ).rows[0]?.count;
  /** The app's own figures (GET /api/v1/admin/metrics): passwords it checked and attempts it refused. */
  const logInFigures = async () => {
    const { cookie } = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password, "::1");
    const metrics = await app.inject({ url: "/api/v1/admin/metrics", headers: { cookie } });
    return metrics.json<{ logIn: { passwordsChecked: number; throttled: number } }>().logIn;
  };

  it("logs in with the right password and lands on the page asked for, with the session cookies", async () => {
    await forgetFailures();
    const response = await app.inject({
      method: "POST",
      url: "/login?returnTo=%2Fclient%2Fevents",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: DEMO_PLANNER.email, password: DEMO_PLANNER.password }).toString(),
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/client/events");
    const cookies = response.headers["set-cookie"] as string[];
    expect(cookies.map((cookie) => cookie.split("=", 1)[0])).toEqual([
      "mq_access",
      "mq_refresh",
      "mq_scope",
      "mq_welcome",
    ]);
  });

  it("does not return to another site after logging in", async () => {
    await forgetFailures();
    const response = await app.inject({
      method: "POST",
      url: "/login?returnTo=%2F%2Fevil.example%2F",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: DEMO_PLANNER.email, password: DEMO_PLANNER.password }).toString(),
    });
    expect(response.headers.location).toBe("/");
  });

  it("answers an unknown email, an account with no password yet and a wrong password alike: status, page and time", async () => {
    await forgetFailures();
    const unknown = await postLogIn("nobody-here@example.com", "some wrong password");
    await forgetFailures();
    const wrong = await postLogIn(DEMO_PLANNER.email, "some wrong password");
    await forgetFailures();
    const passwordLess = await postLogIn(PASSWORD_LESS_EMAIL, "some wrong password");
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(passwordLess.statusCode).toBe(unknown.statusCode);
    // Each page has its own Content-Security-Policy nonce; everything else must be the same.
    const comparable = (body: string, email: string) =>
      body.replaceAll(email, "EMAIL").replace(/nonce="[^"]+"/g, 'nonce="NONCE"');
    expect(comparable(wrong.body, DEMO_PLANNER.email)).toBe(comparable(unknown.body, "nobody-here@example.com"));
    expect(comparable(passwordLess.body, PASSWORD_LESS_EMAIL)).toBe(
      comparable(unknown.body, "nobody-here@example.com"),
    );
    expect(wrong.body).toContain("That email and password don&#x27;t match an account.");
    // Nor does the marker stored for "no password yet" open the account.
    await forgetFailures();
    expect((await postLogIn(PASSWORD_LESS_EMAIL, NO_PASSWORD_YET)).statusCode).toBe(400);

    // Interleaved rounds, median of each kind. Other test files share the CPU, so a burst of load can
    // skew one sample set: a systematic gap fails all five tries, a burst only some.
    const kinds = ["unknown", "passwordLess", "wrong"] as const;
    const emailOf = (kind: (typeof kinds)[number], round: number) =>
      kind === "unknown"
        ? `nobody-${round}@example.com`
        : kind === "passwordLess"
          ? PASSWORD_LESS_EMAIL
          : DEMO_PLANNER.email;
    const gaps: { unknown: number; passwordLess: number }[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const timings = { unknown: [] as number[], passwordLess: [] as number[], wrong: [] as number[] };
      for (let round = 0; round < 21; round += 1) {
        for (const kind of kinds) {
          await forgetFailures();
          const started = performance.now();
          const refused = await services.accounts
            .logIn({ email: emailOf(kind, round), password: "some wrong password" }, "198.51.100.7")
            .catch((error: unknown) => error);
          timings[kind].push(performance.now() - started);
          expect(refused).toMatchObject({
            kind: "invalid",
            code: "LOG_IN_FAILED",
            message: ACCOUNT_MESSAGES.logInFailed,
          });
        }
      }
      const wrongMedian = median(timings.wrong);
      const gap = {
        unknown: Math.abs(median(timings.unknown) / wrongMedian - 1),
        passwordLess: Math.abs(median(timings.passwordLess) / wrongMedian - 1),
      };
      gaps.push(gap);
      if (gap.unknown < 0.1 && gap.passwordLess < 0.1) break;
    }
    expect(Math.min(...gaps.map((gap) => gap.unknown))).toBeLessThan(0.1);
    expect(Math.min(...gaps.map((gap) => gap.passwordLess))).toBeLessThan(0.1);
  });

  it("throttles an account after repeated failures, however the X-Forwarded-For header rotates", async () => {
    await forgetFailures();
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perEmail; attempt += 1) {
      const response = await postLogIn(DEMO_PLANNER.email, `guess number ${attempt}`, {
        "x-forwarded-for": `198.51.100.${attempt + 20}`,
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await postLogIn(DEMO_PLANNER.email, DEMO_PLANNER.password, { "x-forwarded-for": "192.0.2.200" });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain("Too many attempts to log in.");
    // Refused attempts count too, so a whole window without trying is what always clears the limit.
    expect(blocked.headers["retry-after"]).toBe(String(LOGIN_THROTTLE.windowMs / 1000));
    await expect(
      services.accounts.logIn({ email: DEMO_PLANNER.email, password: DEMO_PLANNER.password }, "192.0.2.201"),
    ).rejects.toMatchObject({
      kind: "rate-limited",
      code: "RATE_LIMITED",
      message: ACCOUNT_MESSAGES.throttled,
      retryAfterSeconds: LOGIN_THROTTLE.windowMs / 1000,
    });
    // An unknown email is throttled the same way, so the limit tells nothing about who has an account.
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perEmail; attempt += 1) {
      await postLogIn("ghost@example.com", `guess number ${attempt}`);
    }
    expect((await postLogIn("ghost@example.com", "another guess")).statusCode).toBe(429);
  });

  it("throttles an address that tries many accounts", async () => {
    await forgetFailures();
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perAddress; attempt += 1) {
      const outcome = services.accounts.logIn(
        { email: `spray-${attempt}@example.com`, password: "password guess" },
        "192.0.2.99",
      );
      expect(await statusOf(outcome)).toBe(400);
    }
    const blocked = services.accounts.logIn(
      { email: DEMO_PLANNER.email, password: DEMO_PLANNER.password },
      "192.0.2.99",
    );
    expect(await statusOf(blocked)).toBe(429);
    const elsewhere = services.accounts.logIn(
      { email: DEMO_PLANNER.email, password: DEMO_PLANNER.password },
      "192.0.2.100",
    );
    expect(await statusOf(elsewhere)).toBe(200);
    // An IPv6 address is its /64: moving within it is not a new address.
    await forgetFailures();
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perAddress; attempt += 1) {
      await statusOf(
        services.accounts.logIn(
          { email: `spray-${attempt}@example.com`, password: "password guess" },
          `2001:db8:7:9::${attempt.toString(16)}`,
        ),
      );
    }
    expect(
      await statusOf(
        services.accounts.logIn(
          { email: DEMO_PLANNER.email, password: DEMO_PLANNER.password },
          "2001:db8:7:9:ffff:1:2:3",
        ),
      ),
    ).toBe(429);
  });

  it("checks at most 5 of 24 wrong passwords sent at once for one email, from 24 addresses", async () => {
    await forgetFailures();
    const before = await logInFigures();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        postLogIn(DEMO_PLANNER.email, `parallel guess ${index}`, {}, `198.51.100.${index + 1}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // 400 is a password checked and found wrong; 429 a refusal before any check.
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    const checked = statuses.filter((status) => status === 400).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_THROTTLE.perEmail);
    const after = await logInFigures();
    // The app's own count of argon2 verifications agrees (the admin log-ins are another app's).
    expect(after.passwordsChecked - before.passwordsChecked).toBe(checked);
    expect(after.throttled - before.throttled).toBe(24 - checked);
    // Every attempt was recorded before its password was checked, refused ones too.
    expect(await attemptsUnder(`email:${DEMO_PLANNER.email}`)).toBe(24);
    // The email stays locked for the right password as well.
    expect((await postLogIn(DEMO_PLANNER.email, DEMO_PLANNER.password, {}, "198.51.100.99")).statusCode).toBe(429);
  });

  it("checks at most 20 of 30 passwords sent at once from one address to 30 emails", async () => {
    await forgetFailures();
    const before = await logInFigures();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        statusOf(
          services.accounts.logIn({ email: `burst-${index}@example.com`, password: "password guess" }, "192.0.2.150"),
        ),
      ),
    );
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(LOGIN_THROTTLE.perAddress);
    expect(await attemptsUnder("address:192.0.2.150")).toBe(30);
    // `services` is another instance than the app's: the app checked no password of this burst.
    expect((await logInFigures()).passwordsChecked).toBe(before.passwordsChecked);
  });

  it("clears an email's attempts on success, and counts only failures against an address", async () => {
    await forgetFailures();
    const address = "203.0.113.77";
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perEmail - 1; attempt += 1) {
      expect((await postLogIn(DEMO_PLANNER.email, `guess ${attempt}`, {}, address)).statusCode).toBe(400);
    }
    expect((await postLogIn(DEMO_PLANNER.email, DEMO_PLANNER.password, {}, address)).statusCode).toBe(302);
    expect(await attemptsUnder(`email:${DEMO_PLANNER.email}`)).toBe(0);
    expect(await attemptsUnder(`address:${address}`)).toBe(LOGIN_THROTTLE.perEmail - 1);
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perEmail; attempt += 1) {
      expect((await postLogIn(DEMO_PLANNER.email, `guess again ${attempt}`, {}, address)).statusCode).toBe(400);
    }
    // An office behind one address: many people log in, each success leaves the address's count as it was.
    await forgetFailures();
    for (let person = 0; person < LOGIN_THROTTLE.perAddress + 5; person += 1) {
      const outcome = services.accounts.logIn(
        { email: DEMO_PLANNER.email, password: DEMO_PLANNER.password },
        "203.0.113.78",
      );
      expect(await statusOf(outcome)).toBe(200);
    }
    expect(await attemptsUnder("address:203.0.113.78")).toBe(0);
  });

  it("returns after log-in only to a site path of safe characters, never failing", async () => {
    const logInReturningTo = (query: string, hidden?: string) =>
      app.inject({
        method: "POST",
        url: `/login?returnTo=${query}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({
          email: DEMO_PLANNER.email,
          password: DEMO_PLANNER.password,
          ...(hidden === undefined ? {} : { returnTo: hidden }),
        }).toString(),
        remoteAddress: "203.0.113.90",
      });
    await forgetFailures();
    const unsafe = {
      tab: "/\t/evil.example",
      carriageReturn: "/client\rSet-Cookie: x=1",
      lineFeed: "/client\nforged log line",
      crlf: "/client\r\nLocation: https://evil.example",
      nonLatin1: "/client/\u4e2d\u6587",
      emoji: "/client/\u{1f389}",
      latin1: "/caf\u00e9",
      backslash: "/\\evil.example",
      otherHost: "//evil.example/",
      scheme: "https://evil.example/",
    };
    for (const [name, path] of Object.entries(unsafe)) {
      for (const response of [
        await logInReturningTo(encodeURIComponent(path)),
        await logInReturningTo("%2Fclient%2Fevents", path),
      ]) {
        expect({ name, status: response.statusCode }).toEqual({ name, status: 302 });
        // The hidden field is refused, so the query's safe path (or the default landing) is used.
        expect(["/", "/client/events"], name).toContain(response.headers.location);
      }
      const page = await app.inject({ url: `/login?returnTo=${encodeURIComponent(path)}` });
      expect({ name, status: page.statusCode }).toEqual({ name, status: 200 });
      expect(page.body).not.toContain('name="returnTo"');
    }
    // Non-Latin-1 written raw in the request line, as some clients send it.
    const raw = await app.inject({
      method: "POST",
      url: "/login?returnTo=/client/中文",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: DEMO_PLANNER.email, password: DEMO_PLANNER.password }).toString(),
      remoteAddress: "203.0.113.91",
    });
    expect(raw.statusCode).toBe(302);
    expect(raw.headers.location).toBe("/");
    expect((await logInReturningTo("%2Fclient%2Fevents%3Ftab%3D1")).headers.location).toBe("/client/events?tab=1");
  });

  it("guards the member and client centers, and sends the older sign-up paths to the new pages", async () => {
    for (const path of ["/dashboard", "/client/events", "/client/modify-profile.aspx"]) {
      const anonymous = await app.inject(path);
      expect(anonymous.statusCode).toBe(302);
      expect(anonymous.headers.location).toBe(`/login?returnTo=${encodeURIComponent(path)}`);
    }
    await forgetFailures();
    const { cookie } = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password, "203.0.113.40");
    const requests = await app.inject({ url: "/client/events", headers: { cookie } });
    expect(requests.statusCode).toBe(200);
    expect(requests.body).toContain("Your requests");
    expect((await app.inject({ url: "/dashboard", headers: { cookie } })).headers.location).toBe("/");
    for (const [from, to] of [
      ["/signup", "/signup/landing"],
      ["/signup/member?ref=nav", "/signup/vendor?ref=nav"],
      ["/signup/client", "/signup/planner"],
    ]) {
      const response = await app.inject(from as string);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(to);
    }
  });

  it("signs up a planner, refusing a common password, and answers alike whether the email has an account", async () => {
    const signUp = (fields: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: "/signup/planner",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
      });
    const common = await signUp({ firstName: "Casey", email: "casey@example.com", phone: "", password: "iloveyou" });
    expect(common.statusCode).toBe(400);
    expect(common.body).toContain("This password is too common.");
    const taken = await signUp({
      firstName: "Casey",
      email: DEMO_PLANNER.email,
      phone: "",
      password: "a long walk home",
    });
    const created = await signUp({
      firstName: "Casey",
      email: "casey@example.com",
      phone: "(512) 555-0100",
      password: "a".repeat(100) + " long passphrases are welcome",
    });
    // Both wait for the emailed link: no session, and the same page but for the address it names.
    for (const response of [taken, created]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    const comparable = (body: string, email: string) =>
      body.replaceAll(email, "EMAIL").replace(/nonce="[^"]+"/g, 'nonce="NONCE"');
    expect(comparable(taken.body, DEMO_PLANNER.email)).toBe(comparable(created.body, "casey@example.com"));
  });
});

describe.each(testDatabaseKinds())(
  "password reset by emailed link, delivered through the outbox over SMTP, on %s",
  (kind) => {
    let database: DatabaseHandle;
    let services: Services;
    let smtp: SMTPServer;
    const received: { to: string; text: string }[] = [];

    beforeAll(async () => {
      const port = await freePort();
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        onData(stream, session, callback) {
          let text = "";
          stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
          stream.on("end", () => {
            received.push({ to: session.envelope.rcptTo.map((address) => address.address).join(","), text });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
      const seeded = await createSeededDatabase(kind, 40);
      database = seeded.database;
      services = createServices(
        testConfig({ uploadsDir: seeded.uploadsDir, smtpUrl: `smtp://127.0.0.1:${port}` }),
        database,
      );
    });
    afterAll(async () => {
      await services.outbox.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await database.close();
    });

    it("mails a one-hour, one-use link that sets a new password and ends every session", async () => {
      const before = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password, "203.0.113.5");
      await services.accounts.requestPasswordReset("nobody-at-all@example.com");
      await services.accounts.requestPasswordReset(DEMO_PLANNER.email);
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
      expect(received[0]?.to).toBe(DEMO_PLANNER.email);
      const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(received[0]?.text.replace(/=\r?\n/g, "") ?? "")?.[1];
      expect(token).toBeDefined();
      // The outbox marks the mail sent once the SMTP server has accepted it, just after the server has it.
      const unsent = async () =>
        (await database.db.execute<{ sent_at: Date | null }>(sql`select sent_at from notifications`)).rows.filter(
          (row) => row.sent_at === null,
        ).length;
      await expect.poll(unsent, { timeout: 10_000 }).toBe(0);

      expect(await services.accounts.previewResetLink(token as string)).toEqual({ firstPassword: false });
      await expect(services.accounts.resetPassword(token as string, "123456789", "203.0.113.5")).rejects.toMatchObject({
        kind: "invalid",
        fields: { newPassword: expect.any(String) },
      });
      const reset = await services.accounts.resetPassword(
        token as string,
        "confetti on the dance floor",
        "203.0.113.5",
      );
      // The link proved the email: the browser that used it is signed in at once.
      expect(reset.userType).toBe("Client");
      expect(await services.sessions.authenticate(reset.tokens.accessToken)).toMatchObject({
        email: DEMO_PLANNER.email,
      });
      expect(await services.accounts.previewResetLink(token as string)).toBeUndefined();
      await expect(
        services.accounts.resetPassword(token as string, "a second new password", "203.0.113.5"),
      ).rejects.toMatchObject({ kind: "invalid", message: ACCOUNT_MESSAGES.resetLinkInvalid });
      expect(await services.sessions.authenticate(before.accessToken)).toBeUndefined();
      const after = services.accounts.logIn(
        { email: DEMO_PLANNER.email, password: "confetti on the dance floor" },
        "203.0.113.5",
      );
      expect(await statusOf(after)).toBe(200);
    });
  },
);
