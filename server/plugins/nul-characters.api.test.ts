import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { buildApp } from "#server/app.ts";
import { testConfig } from "#tests/support/app.ts";
import { createTestDatabase } from "#tests/support/database.ts";

describe("NUL characters (U+0000), which PostgreSQL text cannot hold", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = await buildApp(testConfig(), { database });
    // A route that, like the pages, takes its body as the raw stream.
    await app.register(async (streaming) => {
      streaming.removeAllContentTypeParsers();
      streaming.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
      streaming.post("/test-only/streamed-form", async (request) => ({
        received: await new Response(Readable.toWeb(request.body as Readable) as ReadableStream).text(),
      }));
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    ["an API query string", "/api/v1/members/autocomplete?startsWith=ab%00c&useTheDjRule=true"],
    ["an API path parameter", "/api/v1/search-lookups/dj-aus%00tin-tx"],
    ["a page's query string", "/search?serviceType=%2Fetc%2Fpasswd%00&location="],
  ])("are refused with 400 in %s, before any query", async (_where, url) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("NUL_CHARACTER");
  });

  it("are refused with 400 in a JSON body and in a form body", async () => {
    const json = await app.inject({
      method: "POST",
      url: "/api/v1/contact-messages",
      headers: { "content-type": "application/json" },
      payload: '{"name":"A\\u0000na","email":"ana@example.com","topic":"planning","message":"Can you help me plan?"}',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe("NUL_CHARACTER");
    const form = await app.inject({
      method: "POST",
      url: "/api/v1/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "grant_type=refresh_token&refresh_token=a%00b&client_id=x&client_secret=y",
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().error.code).toBe("NUL_CHARACTER");
  });

  it("are refused in a page form's body, which otherwise reaches the page unchanged", async () => {
    const send = (payload: string) =>
      app.inject({
        method: "POST",
        url: "/test-only/streamed-form",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload,
      });
    const refused = await send("name=A%00na&email=ana%40example.com");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe("NUL_CHARACTER");
    const accepted = await send("name=Ana&email=ana%40example.com");
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ received: "name=Ana&email=ana%40example.com" });
  });

  it("leave an encoded percent sign followed by zeros alone", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v1/members/autocomplete?startsWith=100%2500" });
    expect(response.statusCode).toBe(200);
  });
});
