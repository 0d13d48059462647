import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServerDatabase } from "#tests/support/database.ts";
import { logIn } from "#tests/support/form-log-in.ts";
import { createAdministrator, startServer, stopServer } from "#tests/support/server-process.ts";

/**
 * A launch with no known credentials (decision 030), on real processes: production without
 * DEMO_DATA serves the reference data and no account, refuses to serve a database where an
 * account signs in with a password the README publishes, and `npm run create-admin` is the way in.
 */

/** Production without demo data, on the embedded database, whatever this test process was given. */
const LAUNCH = { DEMO_DATA: "", DATABASE_URL: "", DATABASE_READ_URL: "", REDIS_URL: "" };
const OWNER = { email: "owner@example.com", password: "a long phrase only the owner knows" };
/** Seeding the reference data makes every content image: a loaded CI machine may take minutes. */
const START_TIMEOUT_MS = 280_000;
const scratch = mkdtempSync(path.join(tmpdir(), "marquee-launch-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs create-admin while a server may hold the database, as a child process, and answers its exit code and output. */
function createAdminExit(
  environment: Record<string, string>,
  email: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/create-admin.ts", "--email", email], {
      env: { ...process.env, NODE_ENV: "production", ...environment, MARQUEE_ADMIN_PASSWORD: OWNER.password },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** The first link under `prefix` on a listing page, so the test follows whatever content the folder holds. */
async function firstLink(baseUrl: string, listing: string, prefix: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}${listing}`)).text();
  const match = new RegExp(`href="(${prefix}[a-z0-9-]+)"`).exec(html);
  if (!match?.[1]) throw new Error(`no link under ${prefix} on ${listing}`);
  return match[1];
}

describe("a production launch without DEMO_DATA on the embedded database", () => {
  const dataDir = path.join(scratch, "embedded");
  const environment = { ...LAUNCH, DATA_DIR: dataDir };

  it("has no vendors and no demo accounts, and every reference page answers", async () => {
    const server = await startServer(environment, START_TIMEOUT_MS);
    try {
      const { baseUrl } = server;
      for (const account of [DEMO_PLANNER, DEMO_VENDOR, DEMO_ADMIN]) {
        await expect(logIn(baseUrl, account.email, account.password)).rejects.toThrow(/could not log in/);
      }
      const suggestions = (await (
        await fetch(`${baseUrl}/api/v1/members/autocomplete?startsWith=${encodeURIComponent(DEMO_VENDOR.name)}`)
      ).json()) as { members: unknown[] };
      expect(suggestions.members).toEqual([]);

      // With no vendors a search finds nothing: SPEC section 4's empty search, the 404 state.
      for (const search of ["/search/dj-austin-tx", "/virtual-event-services"])
        expect((await fetch(`${baseUrl}${search}`)).status, search).toBe(404);
      const pages = [
        "/",
        "/articles",
        await firstLink(baseUrl, "/articles", "/articles/"),
        "/themes",
        await firstLink(baseUrl, "/themes", "/themes/"),
        "/events",
        await firstLink(baseUrl, "/events", "/events/"),
        "/dj",
        "/musical-entertainment",
        "/services/dj",
        "/gigkids",
        "/local",
        "/contact",
        "/free-guides",
      ];
      for (const page of pages) {
        const response = await fetch(`${baseUrl}${page}`);
        expect(response.status, page).toBe(200);
        expect(await response.text(), page).not.toContain(DEMO_VENDOR.name);
      }
    } finally {
      await stopServer(server.process);
    }
  });

  it("lets create-admin in only while no server holds the database, and the administrator signs in", async () => {
    const server = await startServer(environment, START_TIMEOUT_MS);
    try {
      const refused = await createAdminExit(environment, OWNER.email);
      expect(refused.code).toBe(2);
      expect(refused.output).toContain(`in use by a running server (process ${server.process.pid})`);
    } finally {
      await stopServer(server.process);
    }
    expect(createAdministrator(environment, OWNER)).toContain(`created the administrator ${OWNER.email}`);
    const again = await startServer(environment, START_TIMEOUT_MS);
    try {
      expect(await logIn(again.baseUrl, OWNER.email, OWNER.password)).toContain("=");
    } finally {
      await stopServer(again.process);
    }
  });

  it("refuses to serve once an account signs in with a published password, and says which and why", async () => {
    createAdministrator(environment, DEMO_ADMIN);
    let output = "";
    await expect(
      startServer(environment, START_TIMEOUT_MS, "server/main.ts", (text) => (output += text)),
    ).rejects.toThrow(/exited/);
    expect(output).toContain(`refusing to serve: ${DEMO_ADMIN.email} signs in with a password published in the README`);
    // A public demo site is the operator's choice: it serves, and says so in its log.
    let demoOutput = "";
    const demo = await startServer(
      { ...environment, DEMO_DATA: "true", LOG_LEVEL: "warn" },
      START_TIMEOUT_MS,
      "server/main.ts",
      (text) => {
        demoOutput += text;
      },
    );
    await stopServer(demo.process);
    expect(demoOutput).toContain("DEMO_DATA=true in production: this is a public demo site");
  });
});

describe.skipIf(!process.env.DATABASE_URL)("create-admin on PostgreSQL", () => {
  it("creates an administrator a production start without demo data serves, and promotes on a second run", async () => {
    const database = await createServerDatabase("marquee_launch");
    const environment = { DATABASE_URL: database.url, DEMO_DATA: "", DATA_DIR: path.join(scratch, "postgres") };
    try {
      expect(createAdministrator(environment, OWNER)).toContain("created the administrator");
      expect(createAdministrator(environment, OWNER)).toContain("is an administrator now");
      const server = await startServer(environment, START_TIMEOUT_MS);
      try {
        expect(await logIn(server.baseUrl, OWNER.email, OWNER.password)).toContain("=");
      } finally {
        await stopServer(server.process);
      }
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query("select email, role from accounts order by email");
      await client.end();
      expect(rows).toEqual([{ email: OWNER.email, role: "admin" }]);
    } finally {
      await database.drop();
    }
  });
});
