import { Validator } from "@seriousme/openapi-schema-validator";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { buildTestApp } from "#tests/support/app.ts";
import { createTestDatabase } from "#tests/support/database.ts";
import { isDocumentedRoute, OPENAPI_PATH } from "./openapi.ts";

type Operation = {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> }>;
};
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * Every route Fastify's router holds, as "METHOD /path" with parameter names dropped (the printed tree
 * merges sibling parameters). Wildcard routes are not printed reliably, so they are left out here.
 */
function routerRoutes(app: FastifyInstance): Set<string> {
  const routes = new Set<string>();
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const path = (prefixes[depth - 1] ?? "") + (match[2] ?? "");
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    if (path.includes("*")) continue;
    for (const method of (match[3] ?? "").split(", ")) {
      if (HTTP_METHODS.includes(method)) routes.add(`${method} ${path.replace(/:[^/]+/g, ":")}`);
    }
  }
  return routes;
}

function documentedOperations(
  document: OpenApiDocument,
): Array<{ method: string; path: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

describe("the OpenAPI document", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let document: OpenApiDocument;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = await buildTestApp(database);
    const response = await app.inject({ method: "GET", url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("describes every API route the server answers, and no route it does not", () => {
    const documented = new Set(
      documentedOperations(document).map(({ method, path }) => `${method} ${path.replace(/\{[^}]+\}/g, ":")}`),
    );
    const served = [...routerRoutes(app)].filter((route) => isDocumentedRoute(route.split(" ")[1] ?? ""));
    expect(served.length).toBeGreaterThan(70);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);

    for (const { method, path } of documentedOperations(document)) {
      const url = path.replace("{path}", "*").replace(/\{([^}]+)\}/g, ":$1");
      expect(app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
    }
  });

  it("gives every operation a tag, a summary, its callers and its answers", () => {
    for (const { method, path, operation } of documentedOperations(document)) {
      const name = `${method} ${path}`;
      expect(operation.tags, name).toHaveLength(1);
      expect(operation.summary, name).toBeTruthy();
      const successes = Object.keys(operation.responses).filter((status) => /^[23]\d\d$/.test(status));
      expect(successes, name).not.toEqual([]);
      if (!path.startsWith("/api/")) continue;
      expect(operation.responses["500"]?.content?.["application/json"]?.schema, name).toEqual({
        $ref: "#/components/schemas/Error",
      });
    }
  });

  it("marks who may call each operation, and the limits and refusals that follow", () => {
    const paths = document.paths;
    expect(paths["/api/v1/accounts/me"]?.get?.security).toEqual([{ bearerToken: [] }, { sessionCookie: [] }]);
    expect(paths["/api/v1/accounts/me"]?.get?.responses).toHaveProperty("401");
    expect(paths["/api/v1/servicetypes"]?.get?.security).toBeUndefined();
    expect(paths["/api/v1/contact-messages"]?.post?.responses).toHaveProperty("429");
    expect(paths["/api/v1/servicetypes"]?.get?.responses).not.toHaveProperty("429");
  });

  it("documents the rate-limit headers a limited operation sends, and Retry-After on its 429 and on every 503", async () => {
    const contact = document.paths["/api/v1/contact-messages"]?.post;
    const limitHeaders = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"];
    for (const [status, answer] of Object.entries(contact?.responses ?? {})) {
      if (/^[24]/.test(status))
        expect(Object.keys(answer.headers ?? {}), status).toEqual(expect.arrayContaining(limitHeaders));
    }
    expect(contact?.responses["429"]?.headers).toHaveProperty("Retry-After");
    expect(document.paths["/api/v1/servicetypes"]?.get?.responses["200"]?.headers).toBeUndefined();
    expect(document.paths["/api/v1/servicetypes"]?.get?.responses["503"]?.headers).toHaveProperty("Retry-After");

    // A limit counted per network, and one counted per caller: refused input carries the headers too.
    for (const url of ["/api/v1/contact-messages", "/api/v1/requests"]) {
      const sent = await app.inject({ method: "POST", url, payload: {} });
      expect(sent.statusCode, url).toBe(400);
      for (const name of limitHeaders) expect(sent.headers[name.toLowerCase()], `${url} ${name}`).toMatch(/^\d+$/);
    }
  });

  it("lists the refusals a route declares with their statuses, and only those", () => {
    const accept = document.paths["/api/v1/quotes/{quoteId}/accept"]?.post?.responses ?? {};
    expect(accept).toHaveProperty("409");
    expect(accept).not.toHaveProperty("422");
    const request = document.paths["/api/v1/requests"]?.post?.responses ?? {};
    expect(request).toHaveProperty("409");
    expect(request).toHaveProperty("422");
    expect(document.paths["/api/v1/servicetypes"]?.get?.responses).not.toHaveProperty("409");
  });

  it("names each integer's width and bounds each input text, as the schemas that check them do", () => {
    const member = document.paths["/api/v1/members/{id}"]?.get as unknown as {
      parameters: { name: string; schema: { format?: string; maximum?: number } }[];
    };
    expect(member.parameters.find((parameter) => parameter.name === "id")?.schema).toMatchObject({
      format: "int32",
      maximum: 2_147_483_647,
    });
    const integersWithoutFormat: string[] = [];
    const visit = (node: unknown, path: string) => {
      if (!node || typeof node !== "object") return;
      const schema = node as { type?: unknown; format?: unknown };
      if (schema.type === "integer" && typeof schema.format !== "string") integersWithoutFormat.push(path);
      for (const [key, value] of Object.entries(node)) visit(value, `${path}.${key}`);
    };
    visit(document.paths, "paths");
    expect(integersWithoutFormat).toEqual([]);
  });

  it("is open to everyone, ahead of the catch-all for unknown API paths", async () => {
    const response = await app.inject({ method: "GET", url: OPENAPI_PATH, headers: { accept: "application/json" } });
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ openapi: "3.1.0", info: { title: "Marquee API" } });
  });
});
