import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequest, errorCode, failureBody, getJson, isAbortError, parseJsonBody, requestInit } from "./api-client.ts";

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
    const init = requestInit({ method: "POST", body: { a: 1 } });
    expect(init.credentials).toBe("include");
    expect(init.headers).toMatchObject({ "Content-Type": "application/json" });
    expect(init.body).toBe('{"a":1}');
    expect(requestInit({}).body).toBeUndefined();
  });

  it("keeps a call alive past the page only when asked, for reports sent as a link leaves", () => {
    expect(requestInit({ method: "POST", body: {}, keepalive: true }).keepalive).toBe(true);
    expect(requestInit({}).keepalive).toBeUndefined();
  });

  it("reads our error code from an error body", () => {
    expect(errorCode({ error: { code: "NOT_FOUND", message: "x" } })).toBe("NOT_FOUND");
    expect(errorCode({})).toBeUndefined();
    expect(errorCode("nope")).toBeUndefined();
  });
});

describe("apiRequest against a real HTTP server", () => {
  let server: Server;
  let origin: string;
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
      if (request.url === "/ok") return send(200, JSON.stringify({ contentType: request.headers["content-type"] }));
      if (request.url === "/empty") return send(200, "");
      if (request.url === "/missing")
        return send(404, JSON.stringify({ error: { code: "NOT_FOUND", message: "No such search." } }));
      if (request.url === "/empty-error") return send(500, "");
      if (request.url === "/slow") return void setTimeout(() => send(200, "{}"), 2_000);
      if (request.url === "/guarded") {
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
      if (request.url === "/upload") {
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
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("resolves with the parsed body and sends the JSON content type", async () => {
    await expect(getJson(`${origin}/ok`)).resolves.toEqual({ contentType: "application/json" });
  });

  it("resolves an empty body as {}", async () => {
    await expect(getJson(`${origin}/empty`)).resolves.toEqual({});
  });

  it("rejects a non-OK answer with its parsed body, or {} when it is empty", async () => {
    await expect(getJson(`${origin}/missing`)).rejects.toEqual({
      error: { code: "NOT_FOUND", message: "No such search." },
    });
    await expect(getJson(`${origin}/empty-error`)).rejects.toEqual({});
  });

  it("sends a JSON body", async () => {
    await expect(apiRequest(`${origin}/echo`, { method: "POST", body: { type: "Profile" } })).resolves.toEqual({
      type: "Profile",
    });
  });

  it("an aborted call rejects with an AbortError", async () => {
    const controller = new AbortController();
    const call = getJson(`${origin}/slow`, controller.signal);
    controller.abort();
    const error = await call.catch((rejection: unknown) => rejection);
    expect(isAbortError(error)).toBe(true);
  });

  it("answers a 401 with one token refresh shared by parallel calls, then repeats each call", async () => {
    resetSession(true);
    const results = await Promise.all([1, 2, 3].map(() => getJson(`${origin}/guarded`)));
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
    await expect(getJson(`${origin}/guarded`)).rejects.toEqual({
      error: { code: "UNAUTHENTICATED", message: "Log in." },
    });
    expect(tokenCalls).toHaveLength(1);
    expect(guardedCalls).toBe(1);
  });

  it("sends a form body as multipart, with the browser's own content type", async () => {
    const form = new FormData();
    form.append("originalPhoto", new Blob([new Uint8Array([1, 2, 3])], { type: "image/jpeg" }), "a.jpg");
    const body = (await apiRequest(`${origin}/upload`, { method: "POST", body: form })) as { contentType: string };
    expect(body.contentType).toMatch(/^multipart\/form-data; boundary=/);
  });
});
