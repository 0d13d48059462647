import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_PLANNER } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { freePort } from "#tests/support/server-process.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { ACCOUNT_MESSAGES } from "./accounts.rules.ts";
import { LOGIN_THROTTLE } from "./accounts.service.server.ts";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

describe("logging in through the /login form", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;

  beforeAll(async () => {
    const seeded = await createSeededDatabase("pglite", 40);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const forgetFailures = () => database.db.execute(sql`delete from login_failures`);
  const postLogIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/login",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: new URLSearchParams({ email, password }).toString(),
    });

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

  it("answers an unknown email and a wrong password alike: status, page and time", async () => {
    await forgetFailures();
    const unknown = await postLogIn("nobody-here@example.com", "some wrong password");
    await forgetFailures();
    const wrong = await postLogIn(DEMO_PLANNER.email, "some wrong password");
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(unknown.statusCode);
    // Each page has its own Content-Security-Policy nonce; everything else must be the same.
    const comparable = (body: string, email: string) =>
      body.replaceAll(email, "EMAIL").replace(/nonce="[^"]+"/g, 'nonce="NONCE"');
    expect(comparable(wrong.body, DEMO_PLANNER.email)).toBe(comparable(unknown.body, "nobody-here@example.com"));
    expect(wrong.body).toContain("That email and password don&#x27;t match an account.");

    // Interleaved pairs, median of each kind. Other test files share the CPU, so a burst of load can
    // skew one sample set: a systematic gap fails all three tries, a burst only one.
    const ratios: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const timings = { unknown: [] as number[], wrong: [] as number[] };
      for (let round = 0; round < 21; round += 1) {
        for (const kind of ["unknown", "wrong"] as const) {
          await forgetFailures();
          const email = kind === "unknown" ? `nobody-${round}@example.com` : DEMO_PLANNER.email;
          const started = performance.now();
          const outcome = await services.accounts.logIn({ email, password: "some wrong password" }, "198.51.100.7");
          timings[kind].push(performance.now() - started);
          expect(outcome).toEqual({ ok: false, status: 400, message: ACCOUNT_MESSAGES.logInFailed });
        }
      }
      ratios.push(median(timings.unknown) / median(timings.wrong));
      if (Math.abs((ratios.at(-1) as number) - 1) < 0.1) break;
    }
    const closest = ratios.reduce((best, ratio) => (Math.abs(ratio - 1) < Math.abs(best - 1) ? ratio : best));
    expect(closest).toBeGreaterThan(0.9);
    expect(closest).toBeLessThan(1.1);
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
    // An unknown email is throttled the same way, so the limit tells nothing about who has an account.
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perEmail; attempt += 1) {
      await postLogIn("ghost@example.com", `guess number ${attempt}`);
    }
    expect((await postLogIn("ghost@example.com", "another guess")).statusCode).toBe(429);
  });

  it("throttles an address that tries many accounts", async () => {
    await forgetFailures();
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perAddress; attempt += 1) {
      const outcome = await services.accounts.logIn(
        { email: `spray-${attempt}@example.com`, password: "password guess" },
        "192.0.2.99",
      );
      expect(outcome.ok).toBe(false);
    }
    const blocked = await services.accounts.logIn(
      { email: DEMO_PLANNER.email, password: DEMO_PLANNER.password },
      "192.0.2.99",
    );
    expect(blocked).toMatchObject({ ok: false, status: 429 });
    const elsewhere = await services.accounts.logIn(
      { email: DEMO_PLANNER.email, password: DEMO_PLANNER.password },
      "192.0.2.100",
    );
    expect(elsewhere.ok).toBe(true);
  });

  it("guards the member and client centers, and sends the older sign-up paths to the new pages", async () => {
    for (const path of ["/dashboard", "/client/events", "/client/modify-profile.aspx"]) {
      const anonymous = await app.inject(path);
      expect(anonymous.statusCode).toBe(302);
      expect(anonymous.headers.location).toBe(`/login?returnTo=${encodeURIComponent(path)}`);
    }
    await forgetFailures();
    const planner = await services.accounts.logIn(
      { email: DEMO_PLANNER.email, password: DEMO_PLANNER.password },
      "203.0.113.40",
    );
    if (!planner.ok) throw new Error(planner.message);
    const cookie = planner.setCookies.map((setCookie) => setCookie.split(";", 1)[0]).join("; ");
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

  it("signs up a planner, refusing a common password and an email already in use", async () => {
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
    expect(taken.statusCode).toBe(409);
    const created = await signUp({
      firstName: "Casey",
      email: "casey@example.com",
      phone: "(512) 555-0100",
      password: "a".repeat(100) + " long passphrases are welcome",
    });
    expect(created.statusCode).toBe(302);
    expect(created.headers["set-cookie"]).toEqual(
      expect.arrayContaining([expect.stringMatching(/^mq_welcome=Casey;/)]),
    );
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
      const before = await services.accounts.logIn(
        { email: DEMO_PLANNER.email, password: DEMO_PLANNER.password },
        "203.0.113.5",
      );
      if (!before.ok) throw new Error(before.message);
      await services.accounts.requestPasswordReset("nobody-at-all@example.com");
      await services.accounts.requestPasswordReset(DEMO_PLANNER.email);
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
      expect(received[0]?.to).toBe(DEMO_PLANNER.email);
      const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(received[0]?.text.replace(/=\r?\n/g, "") ?? "")?.[1];
      expect(token).toBeDefined();
      const sent = await database.db.execute<{ sent_at: Date | null }>(sql`select sent_at from notifications`);
      expect(sent.rows.every((row) => row.sent_at !== null)).toBe(true);

      expect(await services.accounts.isResetTokenUsable(token as string)).toBe(true);
      expect(await services.accounts.resetPassword(token as string, "123456789")).toMatchObject({ ok: false });
      expect(await services.accounts.resetPassword(token as string, "confetti on the dance floor")).toEqual({
        ok: true,
      });
      expect(await services.accounts.isResetTokenUsable(token as string)).toBe(false);
      expect(await services.accounts.resetPassword(token as string, "a second new password")).toMatchObject({
        ok: false,
        message: ACCOUNT_MESSAGES.resetLinkInvalid,
      });
      const oldAccess = before.setCookies[0]?.split(";")[0]?.split("=")[1] as string;
      expect(await services.sessions.authenticate(decodeURIComponent(oldAccess))).toBeUndefined();
      const after = await services.accounts.logIn(
        { email: DEMO_PLANNER.email, password: "confetti on the dance floor" },
        "203.0.113.5",
      );
      expect(after.ok).toBe(true);
    });
  },
);
