import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServices } from "#features/services.server.ts";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import { logIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import routes from "#app/routes.ts";

type Caller = "visitor" | "planner" | "vendor" | "admin";
type RouteEntry = { path?: string; children?: RouteEntry[] };
type OpenApiDocument = { paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>> };

/** Every page path of the route table, nested layouts flattened. */
function pagePaths(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((entry) => [...(entry.path ? [entry.path] : []), ...pagePaths(entry.children ?? [])]);
}

/** A path with every `:param` (and `{param}`) filled with a record id that exists in a small seed. */
const withIds = (path: string) => path.replace(/:[A-Za-z]+|\{[A-Za-z]+\}/g, "1");

const ADMIN_PAGES = pagePaths(routes as RouteEntry[])
  .filter((path) => path === "admin" || path.startsWith("admin/"))
  .map((path) => `/${withIds(path)}`);

/**
 * The access matrix of the operator console: every administrators-only API operation the OpenAPI
 * document lists, and every /admin page and its actions, refused to visitors, planners and vendors.
 * The list comes from the document and the route table, so a new operator route is covered by adding it.
 */
describe("the operator console's access matrix", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const cookies = new Map<Caller, string>();
  let adminOperations: { method: string; path: string }[] = [];

  beforeAll(async () => {
    const seeded = await createSeededDatabase("pglite", 40);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    const services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    cookies.set("visitor", "");
    cookies.set("planner", (await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password)).cookie);
    cookies.set("vendor", (await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password)).cookie);
    cookies.set("admin", (await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password)).cookie);
    const document = (await app.inject("/api/openapi.json")).json<OpenApiDocument>();
    adminOperations = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.some((scheme) => Object.values(scheme).flat().includes("admin")))
        .map(([method, _operation]) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const inject = (caller: Caller, method: string, url: string, payload?: string) =>
    app.inject({
      method: method as "GET",
      url,
      headers: {
        cookie: cookies.get(caller) ?? "",
        ...(payload === undefined ? {} : { "content-type": "application/x-www-form-urlencoded" }),
      },
      payload,
    });

  it("finds the console's pages and operations to check", () => {
    expect(ADMIN_PAGES).toContain("/admin");
    expect(ADMIN_PAGES.length).toBeGreaterThanOrEqual(10);
    expect(adminOperations.length).toBeGreaterThanOrEqual(5);
  });

  it("documents every /api/v1/admin operation as administrators only", async () => {
    const document = (await app.inject("/api/openapi.json")).json<OpenApiDocument>();
    const adminPaths = Object.keys(document.paths).filter((path) => path.startsWith("/api/v1/admin/"));
    for (const path of adminPaths)
      for (const method of Object.keys(document.paths[path] ?? {}))
        expect(adminOperations, `${method} ${path}`).toContainEqual({ method: method.toUpperCase(), path });
  });

  it("refuses every administrators-only operation to visitors (401), planners and vendors (403), before reading its input", async () => {
    for (const { method, path } of adminOperations) {
      const url = withIds(path);
      const payload = method === "GET" || method === "DELETE" ? undefined : "{}";
      for (const [caller, status] of [
        ["visitor", 401],
        ["planner", 403],
        ["vendor", 403],
      ] as const) {
        const response = await app.inject({
          method: method as "POST",
          url,
          headers: { cookie: cookies.get(caller) ?? "", "content-type": "application/json" },
          payload,
        });
        expect(response.statusCode, `${caller} ${method} ${url}`).toBe(status);
      }
      const admin = await app.inject({
        method: method as "POST",
        url,
        headers: { cookie: cookies.get("admin") ?? "", "content-type": "application/json" },
        payload,
      });
      expect([401, 403], `admin ${method} ${url}`).not.toContain(admin.statusCode);
    }
  });

  it("sends a visitor to log in from every console page and back, and tells planners and vendors there is no such page", async () => {
    for (const url of ADMIN_PAGES) {
      const visitor = await inject("visitor", "GET", url);
      expect(visitor.statusCode, `visitor ${url}`).toBe(302);
      expect(visitor.headers.location, `visitor ${url}`).toBe(logInPath(url));
      for (const caller of ["planner", "vendor"] as const) {
        const page = await inject(caller, "GET", url);
        expect(page.statusCode, `${caller} ${url}`).toBe(404);
        expect(page.body, `${caller} ${url}`).not.toContain("admin-nav");
      }
    }
  });

  it("refuses every console action to planners and vendors, whatever the form says", async () => {
    for (const url of ADMIN_PAGES) {
      for (const caller of ["planner", "vendor"] as const) {
        const posted = await inject(caller, "POST", url, "intent=suspend&reason=x&decision=hide&note=x");
        expect([404, 405], `${caller} POST ${url}`).toContain(posted.statusCode);
      }
    }
  });

  it("opens the console to an administrator", async () => {
    const overview = await inject("admin", "GET", "/admin");
    expect(overview.statusCode).toBe(200);
    expect(overview.body).toContain("admin-nav");
  });
});
