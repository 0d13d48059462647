import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiUrl, createApiClient, failureBody, parseJsonBody, requestInit } from "#lib/api-client/client.ts";
import { errorCode, isAbortError, refreshSession } from "./api-client.ts";

describe("JSON bodies (SPEC sections 7 and 8)", () => {
  it("reads an empty body as {}", () => {
    expect(parseJsonBody("")).toEqual({});
    expect(parseJsonBody("  \n")).toEqual({});
    expect(parseJsonBody('{"a":1}')).toEqual({ a: 1 });
  });

  it("a failed answer that is not JSON rejects with {}", () => {
    expect(failureBody("<html>Bad gateway</html>")).toEqual({});
    expect(failureBody('{"error":{"code":"NOT_FOUND","message":"x"}}')).toEqual({
      error: { code: "NOT_FOUND", message: "x" },
    });
  });

  it("includes cookies and sets a JSON content type", () => {
    const init = requestInit("post", { body: { a: 1 } });
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(init.headers).toMatchObject({ "Content-Type": "application/json" });
    expect(init.body).toBe('{"a":1}');
    expect(requestInit("get", {}).body).toBeUndefined();
  });

  it("sends an outside caller's access token as a bearer token", () => {
    expect(requestInit("get", {}, "abc").headers).toMatchObject({ Authorization: "Bearer abc" });
    expect(requestInit("get", {}).headers).not.toHaveProperty("Authorization");
  });

  it("keeps a call alive past the page only when asked, for reports sent as a link leaves", () => {
    expect(requestInit("post", { body: {}, keepalive: true }).keepalive).toBe(true);
    expect(requestInit("get", {}).keepalive).toBeUndefined();
  });

  it("puts path parameters in, encoded, and appends the query without what is unset", () => {
    expect(apiUrl("/api/v1/search-lookups/{url}", { url: "dj austin/tx" })).toBe(
      "/api/v1/search-lookups/dj%20austin%2Ftx",
    );
    expect(
      apiUrl("/api/v1/locations", {}, { startsWith: "st. john's", take: 15, includeCounties: false, skip: undefined }),
    ).toBe("/api/v1/locations?startsWith=st.+john%27s&take=15&includeCounties=false");
    expect(apiUrl("/api/v1/search/members", {}, { memberIds: [3, 1, 2] })).toBe(
      "/api/v1/search/members?memberIds=3%2C1%2C2",
    );
    expect(apiUrl("/api/v1/accounts/me")).toBe("/api/v1/accounts/me");
  });

  it("reads our error code from an error body", () => {
    expect(errorCode({ error: { code: "NOT_FOUND", message: "x" } })).toBe("NOT_FOUND");
    expect(errorCode({})).toBeUndefined();
    expect(errorCode("nope")).toBeUndefined();
  });
});

describe("the typed client against a real HTTP server", () => {
  let server: Server;
  let origin: string;
  let api: ReturnType<typeof createApiClient>;
  let guardedCalls = 0;
  let refreshed = false;
  let refreshWorks = true;
  const tokenCalls: { contentType: string | undefined; body: string }[] = [];
  const resetSession = (works: boolean) => {
    guardedCalls = 0;
    refreshed = false;
    refreshWorks = works;
    tokenCalls.length = 0;
  };
  beforeAll(async () => {
    server = createServer((request, response) => {
      const send = (status: number, body: string) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(body);
      };
      if (request.url === "/api/v1/health")
        return send(200, JSON.stringify({ contentType: request.headers["content-type"] }));
      if (request.url === "/api/v1/ready") return send(200, "");
      if (request.url === "/api/v1/search-lookups/missing")
        return send(404, JSON.stringify({ error: { code: "NOT_FOUND", message: "No such search." } }));
      if (request.url === "/api/v1/search-lookups/broken") return send(500, "");
      if (request.url === "/api/v1/geolocation") return void setTimeout(() => send(200, "{}"), 2_000);
      if (request.url === "/api/v1/accounts/me") {
        guardedCalls += 1;
        return refreshed
          ? send(200, JSON.stringify({ ok: true }))
          : send(401, JSON.stringify({ error: { code: "UNAUTHENTICATED", message: "Log in." } }));
      }
      if (request.url === "/api/v1/token") {
        let text = "";
        request.on("data", (chunk: Buffer) => (text += chunk.toString()));
        request.on("end", () => {
          tokenCalls.push({ contentType: request.headers["content-type"], body: text });
          // Answer late, so parallel callers pile up behind the one refresh.
          setTimeout(() => {
            refreshed = refreshWorks;
            send(refreshWorks ? 200 : 400, refreshWorks ? "{}" : JSON.stringify({ error: { code: "INVALID_GRANT" } }));
          }, 50);
        });
        return;
      }
      if (request.url === "/api/v1/members/7/gallery-photos") {
        return send(200, JSON.stringify({ contentType: request.headers["content-type"] }));
      }
      if (request.method === "POST") {
        let text = "";
        request.on("data", (chunk: Buffer) => (text += chunk.toString()));
        request.on("end", () => send(201, text));
        return;
      }
      send(500, "{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    api = createApiClient({ baseUrl: origin, refresh: refreshSession });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("resolves with the parsed body and sends the JSON content type", async () => {
    await expect(api.get("/api/v1/health")).resolves.toEqual({ contentType: "application/json" });
  });

  it("resolves an empty body as {}", async () => {
    await expect(api.get("/api/v1/ready")).resolves.toEqual({});
  });

  it("rejects a non-OK answer with its parsed body, or {} when it is empty", async () => {
    await expect(api.get("/api/v1/search-lookups/{url}", { path: { url: "missing" } })).rejects.toEqual({
      error: { code: "NOT_FOUND", message: "No such search." },
    });
    await expect(api.get("/api/v1/search-lookups/{url}", { path: { url: "broken" } })).rejects.toEqual({});
  });

  it("sends a JSON body", async () => {
    const action = { memberId: 7, action: "view-profile", position: 2 } as const;
    await expect(api.post("/api/v1/search-tile-action", { body: action })).resolves.toEqual(action);
  });

  it("an aborted call rejects with an AbortError", async () => {
    const controller = new AbortController();
    const call = api.get("/api/v1/geolocation", { signal: controller.signal });
    controller.abort();
    const error = await call.catch((rejection: unknown) => rejection);
    expect(isAbortError(error)).toBe(true);
  });

  it("answers a 401 with one token refresh shared by parallel calls, then repeats each call", async () => {
    resetSession(true);
    const results = await Promise.all([1, 2, 3].map(() => api.get("/api/v1/accounts/me")));
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]?.contentType).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(tokenCalls[0]?.body))).toEqual({
      grant_type: "refresh_token",
      client_id: "marquee-web",
      client_secret: "marquee-web-public",
    });
    expect(guardedCalls).toBe(6);
  });

  it("rejects with the 401 body when the refresh fails, and tries only once", async () => {
    resetSession(false);
    await expect(api.get("/api/v1/accounts/me")).rejects.toEqual({
      error: { code: "UNAUTHENTICATED", message: "Log in." },
    });
    expect(tokenCalls).toHaveLength(1);
    expect(guardedCalls).toBe(1);
  });

  it("sends a form body as multipart, with the browser's own content type", async () => {
    const form = new FormData();
    form.append("originalPhoto", new Blob([new Uint8Array([1, 2, 3])], { type: "image/jpeg" }), "a.jpg");
    const answer = await api.post("/api/v1/members/{id}/gallery-photos", { path: { id: 7 }, body: form });
    expect((answer as unknown as { contentType: string }).contentType).toMatch(/^multipart\/form-data; boundary=/);
  });
});
