import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { CONTACT_RATE_LIMIT } from "#features/content/content.api.server.ts";
import { buildApp } from "#server/app.ts";
import { testConfig } from "#tests/support/app.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";

/** The forgot-password form: five a quarter of an hour per address (server/plugins/pages.ts). */
const RESET_FORM_LIMIT = 5;
/** The member and client centers' forms, together: sixty a minute per address and session (server/plugins/pages.ts). */
const CENTERS_FORM_LIMIT = 60;

type ErrorAnswer = { error: { code: string; message: string } };

/**
 * Every way the site answers 429 says `RATE_LIMITED` and when to try again (issue 18): API route
 * limits, page form limits and any other 429. The log-in throttle's page is tested in
 * features/accounts/log-in.api.test.ts; limits counted in Redis answer through the same builder
 * (tests/production/log-in-burst.production.test.ts).
 */
describe("429 answers", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    const seeded = await createSeededDatabase("pglite", 20);
    database = seeded.database;
    app = await buildApp(testConfig({ uploadsDir: seeded.uploadsDir }), { database });
    app.get("/api/v1/test-only/too-many", { config: { access: "public" }, schema: { hide: true } }, async () => {
      throw Object.assign(new Error("Slow down."), { statusCode: 429 });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const expectRateLimited = (response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
    expect(response.statusCode).toBe(429);
    const body = response.json() as ErrorAnswer;
    expect(body.error.code).toBe("RATE_LIMITED");
    expect(body.error.message).toMatch(/^Too many requests\. Please try again in \d+ (second|minute)s?\.$/);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
  };

  it("says RATE_LIMITED, with Retry-After, past an API route's limit", async () => {
    const send = () =>
      app.inject({
        method: "POST",
        url: "/api/v1/contact-messages",
        payload: {},
        remoteAddress: "198.51.100.70",
      });
    for (let call = 0; call < CONTACT_RATE_LIMIT.max; call += 1) expect((await send()).statusCode).toBe(400);
    const limited = await send();
    expectRateLimited(limited);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(10 * 60);
  });

  it("says RATE_LIMITED, with Retry-After, past a page form's limit, counting an IPv6 /64 as one address", async () => {
    const send = (remoteAddress: string) =>
      app.inject({
        method: "POST",
        url: "/forgot-password",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "email=someone%40example.com",
        remoteAddress,
      });
    for (let call = 0; call < RESET_FORM_LIMIT; call += 1) {
      expect((await send(`2001:db8:70:1::${call + 1}`)).statusCode).toBeLessThan(429);
    }
    expectRateLimited(await send("2001:db8:70:1:abcd::9"));
    // Another /64 has its own count.
    expect((await send("2001:db8:70:2::1")).statusCode).toBeLessThan(429);
  });

  it("limits the centers' page forms together, per address and session, as the API limits messages", async () => {
    const send = (url: string, accessCookie: string) =>
      app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: `mq_access=${accessCookie}` },
        payload: "intent=message&body=hello",
        remoteAddress: "198.51.100.71",
      });
    const pages = ["/client/events/1", "/dashboard/leads/1", "/dashboard", "/client/favorites"];
    for (let call = 0; call < CENTERS_FORM_LIMIT; call += 1) {
      expect((await send(pages[call % pages.length] as string, "session-one")).statusCode).toBeLessThan(429);
    }
    expectRateLimited(await send("/dashboard/leads/2", "session-one"));
    // Another session from the same address has its own allowance.
    expect((await send("/dashboard/leads/2", "session-two")).statusCode).toBeLessThan(429);
  });

  it("says RATE_LIMITED for any other 429, never BAD_REQUEST", async () => {
    const response = await app.inject("/api/v1/test-only/too-many");
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ error: { code: "RATE_LIMITED", message: "Slow down." } });
  });

  it("documents RATE_LIMITED for every limited operation", () => {
    const document = app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const limited = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) => (operation.responses?.[429] ? [operation.responses[429]] : [])),
    );
    expect(limited.length).toBeGreaterThan(3);
    for (const answer of limited) expect(JSON.stringify(answer)).toContain("RATE_LIMITED");
  });
});
