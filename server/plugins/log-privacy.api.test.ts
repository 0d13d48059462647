import { randomBytes, randomInt } from "node:crypto";
import { Readable } from "node:stream";
import { format } from "node:util";
import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/client.server.ts";
import { accounts } from "#db/schema/accounts.ts";
import { DEMO_PLANNER } from "#db/seed/seed.server.ts";
import { FRONTEND_CLIENT } from "#features/accounts/accounts.rules.ts";
import { buildApp } from "#server/app.ts";
import { tokensFrom } from "#tests/support/accounts.ts";
import { testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { freePort } from "#tests/support/server-process.ts";

/** Typed by "a user" into every field, header and query string below; it must never reach a log line. */
const MARKER = `zq${randomBytes(6).toString("hex")}`;
const PHONE_DIGITS = String(randomInt(1_000_000, 9_999_999));
const PHONE = `+1 555 ${PHONE_DIGITS}`;
const EMAIL = `${MARKER}@example.com`;
const PASSWORD = `pw ${MARKER} horse battery`;
const NAME = `Ann ${MARKER}`;

const FORM = "application/x-www-form-urlencoded";
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
// Same-origin, as a browser on the site sends it; the marker rides along in the path and query.
const USER_HEADERS = {
  "user-agent": `Mozilla/5.0 (${MARKER})`,
  referer: `http://localhost:80/search/${MARKER}?q=${MARKER}`,
  "accept-language": `en-${MARKER}`,
};

type Case = { name: string; request: InjectOptions; status: number };

describe.each(testDatabaseKinds())("what reaches the log on %s", (kind) => {
  const logLines: string[] = [];
  const consoleLines: string[] = [];
  let database: DatabaseHandle;
  let unreachable: DatabaseHandle;
  let app: FastifyInstance;
  let plannerCookie: string;
  let plannerAccountId: number;
  let plannerClientId: number;

  const send = (request: InjectOptions) => app.inject({ ...request, headers: { ...USER_HEADERS, ...request.headers } });
  const asPlanner = (request: InjectOptions): InjectOptions => ({
    ...request,
    headers: { ...request.headers, cookie: plannerCookie },
  });

  /** Every line written since `from`, by the app's logger and by anything printing to the console. */
  const linesSince = (from: { log: number; console: number }) => [
    ...logLines.slice(from.log),
    ...consoleLines.slice(from.console),
  ];
  const mark = () => ({ log: logLines.length, console: consoleLines.length });

  function expectNothingTyped(lines: string[]) {
    for (const line of lines) {
      expect(line).not.toContain(MARKER);
      expect(line).not.toContain(PHONE_DIGITS);
    }
  }

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 3);
    database = seeded.database;
    unreachable = await openDatabase({
      kind: "postgres",
      url: `postgres://marquee@127.0.0.1:${await freePort()}/none`,
    });
    for (const method of ["error", "warn", "log", "info"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        consoleLines.push(format(...args));
      });
    }
    app = await buildApp(testConfig({ logLevel: "info", uploadsDir: seeded.uploadsDir }), {
      database,
      logStream: { write: (line) => logLines.push(line) },
    });
    // Failures a bug or the database could cause anywhere, each carrying what the caller typed.
    const test = { config: { access: "public" } } as const;
    app.post<{ Body: { value: string } }>("/api/v1/test-only/cast", test, async (request) => {
      await database.db.execute(sql`select ${request.body.value}::int`);
      return {};
    });
    app.post<{ Body: { value: string } }>("/api/v1/test-only/duplicate", test, async (request) => {
      const row = { email: request.body.value, passwordHash: "x", role: "client" as const };
      await database.db.insert(accounts).values(row);
      await database.db.insert(accounts).values(row);
      return {};
    });
    app.post<{ Body: { value: string } }>("/api/v1/test-only/parse", test, async (request) => {
      return JSON.parse(request.body.value) as unknown;
    });
    app.post<{ Body: { value: string } }>("/api/v1/test-only/throw", test, async (request) => {
      throw new TypeError(`No handler for "${request.body.value}" ('${request.body.value}')`);
    });
    app.post<{ Body: { value: string } }>("/api/v1/test-only/careless-log", test, async (request) => {
      const value = request.body.value;
      request.log.warn({ body: request.body, email: value, account: { password: value, phone: PHONE } }, "careless");
      request.log.error(new Error(`failed for '${value}' <${EMAIL}>`));
      request.log.error({ error: new Error(`also "${value}"`) }, "logged under another key");
      request.log.warn(`looked at ${request.url}`);
      return {};
    });
    app.get<{ Querystring: { value: string } }>("/api/v1/test-only/unreachable", test, async (request) => {
      await unreachable.db.execute(sql`select ${request.query.value}`);
      return {};
    });
    await app.ready();

    const logIn = await app.inject({
      method: "POST",
      url: "/login",
      headers: { "content-type": FORM },
      payload: form({ email: DEMO_PLANNER.email, password: DEMO_PLANNER.password }),
    });
    plannerCookie = tokensFrom(logIn.headers["set-cookie"] as string[]).cookie;
    const me = await app.inject({ url: "/api/v1/accounts/me", headers: { cookie: plannerCookie } });
    const account = me.json<{ account: { id: number; clientId: number } }>().account;
    plannerAccountId = account.id;
    plannerClientId = account.clientId;
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await app?.close();
    await unreachable?.close();
    await database?.close();
  });

  const nested = `{"a":${"[".repeat(10_000)}"${MARKER}"${"]".repeat(10_000)}}`;
  const multipart = `--b\r\nContent-Disposition: form-data; name="email"\r\n\r\n${EMAIL}\r\n--b--\r\n`;
  const cases = (): Case[] => [
    {
      name: "a failed log-in on the page form",
      request: {
        method: "POST",
        url: "/login",
        headers: { "content-type": FORM },
        payload: form({ email: EMAIL, password: PASSWORD }),
      },
      status: 400,
    },
    {
      name: "a failed log-in returning to a path with a line break",
      request: {
        method: "POST",
        url: `/login?returnTo=%2Fclient%0A${MARKER}`,
        headers: { "content-type": FORM },
        payload: form({ email: EMAIL, password: PASSWORD, returnTo: `/x\n${MARKER}` }),
      },
      status: 400,
    },
    {
      name: "the log-in page returning to a path with a line break",
      request: { url: `/login?returnTo=%2F%0A${MARKER}` },
      status: 200,
    },
    {
      name: "a sign-up",
      request: {
        method: "POST",
        url: "/signup/planner",
        headers: { "content-type": FORM },
        payload: form({ firstName: NAME, email: EMAIL, phone: PHONE, password: PASSWORD }),
      },
      status: 200,
    },
    {
      name: "a sign-up with an email that has an account (answered alike)",
      request: {
        method: "POST",
        url: "/signup/planner",
        headers: { "content-type": FORM },
        payload: form({ firstName: NAME, email: EMAIL, phone: PHONE, password: PASSWORD }),
      },
      status: 200,
    },
    {
      name: "a pending account logging in (403, confirm the email first)",
      request: {
        method: "POST",
        url: "/login",
        headers: { "content-type": FORM },
        payload: form({ email: EMAIL, password: PASSWORD }),
      },
      status: 403,
    },
    {
      name: "asking for the confirmation link again",
      request: {
        method: "POST",
        url: "/confirm-email",
        headers: { "content-type": FORM },
        payload: form({ email: EMAIL }),
      },
      status: 200,
    },
    {
      name: "an emailed link that does not exist (410)",
      request: { url: `/confirm-email/${MARKER}` },
      status: 410,
    },
    ...Array.from({ length: 5 }, (_, index) => ({
      name: `password reset ${index + 1}`,
      request: {
        method: "POST",
        url: "/forgot-password",
        headers: { "content-type": FORM },
        payload: form({ email: EMAIL }),
      },
      status: 200,
    })),
    {
      name: "a password reset over the rate limit (429)",
      request: {
        method: "POST",
        url: "/forgot-password",
        headers: { "content-type": FORM },
        payload: form({ email: EMAIL }),
      },
      status: 429,
    },
    {
      name: "an unknown bearer token (401)",
      request: { url: "/api/v1/accounts/me", headers: { authorization: `Bearer ${MARKER}` } },
      status: 401,
    },
    {
      name: "another client's record (403)",
      request: asPlanner({ url: `/api/v1/client/${plannerClientId + 1000}?note=${MARKER}` }),
      status: 403,
    },
    {
      name: "a request from another site (403)",
      request: {
        method: "POST",
        url: "/api/v1/token",
        headers: { origin: `https://${MARKER}.example`, "content-type": FORM },
        payload: form({ grant_type: MARKER, client_id: MARKER, client_secret: MARKER }),
      },
      status: 403,
    },
    {
      name: "an unknown client at the token endpoint (401)",
      request: {
        method: "POST",
        url: "/api/v1/token",
        headers: { "content-type": FORM },
        payload: form({ grant_type: "refresh_token", refresh_token: MARKER, client_id: MARKER, client_secret: MARKER }),
      },
      status: 401,
    },
    {
      name: "a refresh token that does not exist (400)",
      request: {
        method: "POST",
        url: "/api/v1/token",
        headers: { "content-type": FORM },
        payload: form({
          grant_type: "refresh_token",
          refresh_token: MARKER,
          client_id: FRONTEND_CLIENT.id,
          client_secret: FRONTEND_CLIENT.secret,
        }),
      },
      status: 400,
    },
    { name: "an unknown API path (404)", request: { url: `/api/v1/nothing-here?secret=${MARKER}` }, status: 404 },
    { name: "an unknown page (404)", request: { url: `/nothing-here?q=${MARKER}` }, status: 404 },
    { name: "a URL that is not valid (400)", request: { url: `/%E0%A4%A?q=${MARKER}` }, status: 400 },
    {
      name: "an email change with a wrong current password (400)",
      request: asPlanner({
        method: "PUT",
        url: `/api/v1/client/${plannerClientId}`,
        payload: { firstName: NAME, phoneNumber: PHONE, email: EMAIL, currentPassword: PASSWORD },
      }),
      status: 400,
    },
    {
      name: "a password change that fails validation (400)",
      request: asPlanner({
        method: "PUT",
        url: `/api/v1/accounts/${plannerAccountId}`,
        payload: { currentPassword: PASSWORD, newPassword: MARKER.slice(0, 3) },
      }),
      status: 400,
    },
    {
      name: "a contact message that fails validation (400)",
      request: {
        method: "POST",
        url: "/api/v1/contact-messages",
        payload: { name: NAME, email: EMAIL, topic: MARKER, message: PASSWORD },
      },
      status: 400,
    },
    {
      name: "malformed JSON (400)",
      request: {
        method: "POST",
        url: "/api/v1/contact-messages",
        headers: { "content-type": "application/json" },
        payload: `{"name":"${MARKER}`,
      },
      status: 400,
    },
    {
      name: "JSON nested 10,000 levels deep (400)",
      request: {
        method: "POST",
        url: "/api/v1/contact-messages",
        headers: { "content-type": "application/json" },
        payload: nested,
      },
      status: 400,
    },
    {
      name: "a JSON body over the limit (413)",
      request: {
        method: "POST",
        url: "/api/v1/contact-messages",
        payload: { name: NAME, message: MARKER.repeat(100_000) },
      },
      status: 413,
    },
    {
      name: "an API body of a type no route reads (415)",
      request: {
        method: "POST",
        url: "/api/v1/contact-messages",
        headers: { "content-type": "application/xml" },
        payload: `<name>${MARKER}</name>`,
      },
      status: 415,
    },
    ...["text/plain", "application/xml", "application/json", "multipart/form-data; boundary=b"].map((type) => ({
      name: `a page form sent as ${type} (415)`,
      request: {
        method: "POST",
        url: "/contact",
        headers: { "content-type": type },
        payload: type.startsWith("multipart") ? multipart : type === "application/json" ? nested : `email=${EMAIL}`,
      },
      status: 415,
    })),
    {
      name: "a page form over the limit (413)",
      request: {
        method: "POST",
        url: "/login",
        headers: { "content-type": FORM },
        payload: form({ email: EMAIL, password: MARKER.repeat(100_000) }),
      },
      status: 413,
    },
    {
      name: "a page form streamed without a length (411)",
      request: {
        method: "POST",
        url: "/login",
        headers: { "content-type": FORM, "transfer-encoding": "chunked" },
        payload: Readable.from([form({ email: EMAIL, password: PASSWORD })]),
      },
      status: 411,
    },
    { name: "a page form with no body (415)", request: { method: "DELETE", url: `/login?q=${MARKER}` }, status: 415 },
    {
      name: "OPTIONS on the API (405)",
      request: { method: "OPTIONS", url: `/api/v1/servicetypes?q=${MARKER}` },
      status: 405,
    },
    { name: "TRACE on a page (405)", request: { method: "TRACE", url: `/?q=${MARKER}` }, status: 405 },
    {
      name: "PROPFIND on the API (405)",
      request: { method: "PROPFIND", url: `/api/v1/servicetypes?q=${MARKER}` },
      status: 405,
    },
    {
      name: "a failed cast in the database (500)",
      request: { method: "POST", url: "/api/v1/test-only/cast", payload: { value: MARKER } },
      status: 500,
    },
    {
      name: "a unique constraint violated (500)",
      request: { method: "POST", url: "/api/v1/test-only/duplicate", payload: { value: `${MARKER}@dup.example` } },
      status: 500,
    },
    {
      name: "JSON.parse of what was typed (500)",
      request: { method: "POST", url: "/api/v1/test-only/parse", payload: { value: `{"a":${MARKER}}` } },
      status: 500,
    },
    {
      name: "an error quoting what was typed (500)",
      request: { method: "POST", url: "/api/v1/test-only/throw", payload: { value: MARKER } },
      status: 500,
    },
    {
      name: "careless log calls",
      request: { method: "POST", url: `/api/v1/test-only/careless-log?secret=${MARKER}`, payload: { value: MARKER } },
      status: 200,
    },
    {
      name: "the database out of reach (503)",
      request: { url: `/api/v1/test-only/unreachable?value=${MARKER}` },
      status: 503,
    },
  ];

  it("answers every failing path as expected and logs none of what was typed", async () => {
    for (const { name, request, status } of cases()) {
      const before = mark();
      const response = await send(request);
      expect({ name, status: response.statusCode }).toEqual({ name, status });
      if (request.url?.toString().startsWith("/api/") && status >= 400) {
        expect(response.json<{ error: { code: string } }>().error.code, name).toMatch(/^[A-Z_]+$/);
      }
      expectNothingTyped(linesSince(before));
    }
  });

  it("writes one line per entry, with no line break in any field but our own stack", () => {
    expect(logLines.length).toBeGreaterThan(50);
    const walk = (value: unknown, key: string): void => {
      if (typeof value === "string" && key !== "stack") expect(value, key).not.toMatch(/[\r\n\u2028\u2029]/);
      if (typeof value === "object" && value !== null) {
        for (const [innerKey, inner] of Object.entries(value)) walk(inner, innerKey);
      }
    };
    for (const line of logLines) {
      expect(line.indexOf("\n")).toBe(line.length - 1);
      walk(JSON.parse(line), "");
    }
  });

  it("keeps what an operator needs: class, SQLSTATE, constraint, route, method, status, request id, our frames", () => {
    const failures = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === "request failed");
    const duplicate = failures.find(
      (entry) => (entry.req as { route?: string }).route === "/api/v1/test-only/duplicate",
    );
    expect(duplicate).toMatchObject({
      level: 50,
      requestId: expect.stringMatching(/^[\w-]{8,64}$/),
      statusCode: 500,
      req: { method: "POST", url: "/api/v1/test-only/duplicate", route: "/api/v1/test-only/duplicate" },
      err: {
        type: "DrizzleQueryError",
        message: "Failed query",
        cause: { code: "23505", constraint: "accounts_email_idx", table: "accounts" },
      },
    });
    const thrown = failures.find((entry) => (entry.req as { route?: string }).route === "/api/v1/test-only/throw");
    const stack = (thrown?.err as { stack: string }).stack;
    expect(stack).toMatch(
      /^TypeError: No handler for "…"\)\n {4}at .*server\/plugins\/log-privacy\.api\.test\.ts\S*:\d+:\d+/,
    );
    expect(stack).not.toContain("node_modules");
    expect(stack).not.toContain("node:internal");
  });

  it("logs nothing typed whatever the text, over a few operations", async () => {
    const operations: Record<string, (text: string) => InjectOptions> = {
      logIn: (text) => ({
        method: "POST",
        url: "/login",
        headers: { "content-type": FORM },
        payload: form({ email: text, password: text }),
      }),
      token: (text) => ({
        method: "POST",
        url: "/api/v1/token",
        headers: { "content-type": FORM },
        payload: form({
          grant_type: text,
          refresh_token: text,
          client_id: FRONTEND_CLIENT.id,
          client_secret: FRONTEND_CLIENT.secret,
        }),
      }),
      serviceTypes: (text) => ({ url: `/api/v1/servicetypes?query=${encodeURIComponent(text)}` }),
      contact: (text) => ({
        method: "POST",
        url: "/api/v1/contact-messages",
        payload: { name: text, email: text, topic: "other", message: text },
      }),
      updateClient: (text) =>
        asPlanner({
          method: "PUT",
          url: `/api/v1/client/${plannerClientId}`,
          payload: { lastName: text.slice(0, 60) },
        }),
      cast: (text) => ({ method: "POST", url: "/api/v1/test-only/cast", payload: { value: text } }),
    };
    const typed = fc.oneof(fc.string({ unit: "binary-ascii" }), fc.string({ unit: "grapheme" }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(operations)), typed, typed, async (operation, before, after) => {
        const mark0 = mark();
        const build = operations[operation] as (text: string) => InjectOptions;
        const response = await send(build(`${before}${MARKER}${after}`));
        if (operation !== "cast") expect(response.statusCode).toBeLessThan(500);
        expectNothingTyped(linesSince(mark0));
      }),
      { numRuns: 40 },
    );
  });

  it("logs nothing typed from the whole run", () => {
    expectNothingTyped([...logLines, ...consoleLines]);
  });

  // A return path with a line break, a TAB or a character beyond Latin-1 is refused (safeReturnPath),
  // and any page error goes through the request's logger (app/entry.server.tsx), never raw to the console.
  it("logs nothing typed when a log-in returns to a path with a line break, a TAB or non-Latin-1", async () => {
    for (const unsafe of ["%0A", "%0D", "%0D%0A", "%09", "%E4%B8%AD", "%E2%80%A8"]) {
      const before = mark();
      const response = await send({
        method: "POST",
        url: `/login?returnTo=%2Fclient${unsafe}${MARKER}`,
        headers: { "content-type": FORM },
        payload: form({ email: DEMO_PLANNER.email, password: DEMO_PLANNER.password }),
      });
      expectNothingTyped(linesSince(before));
      expect({ unsafe, status: response.statusCode, location: response.headers.location }).toEqual({
        unsafe,
        status: 302,
        location: "/",
      });
    }
  });
});
