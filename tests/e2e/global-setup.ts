import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { DEMO_ADMIN } from "#db/seed/seed.server.ts";
import { findChromium } from "#tests/support/browser.ts";
import { createAdministrator, startServer, stopServer } from "#tests/support/server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    screenshotsDir: string;
  }
}

/** Starts the product as `npm start` does, on a fresh embedded database with the demo data set and an administrator, for the browser tests. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    const message =
      "Chromium was not found (install the Debian package 'chromium' or set CHROMIUM_PATH): end-to-end tests cannot run.";
    if (process.env.CI === "true") throw new Error(message);
    console.warn(`\n${"!".repeat(100)}\n!! ${message}\n!! They are SKIPPED on this machine.\n${"!".repeat(100)}\n`);
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-e2e-"));
  // The browser, the server and its embedded database share a busy CI machine, where a long query
  // can hold the event loop past the production limit: shedding has its own tests (decision 015).
  const database = { DATABASE_URL: "", DATA_DIR: dataDir };
  // Production never makes the demo administrator: the operator's command does, before the server has the database.
  createAdministrator(database, DEMO_ADMIN);
  const server = await startServer({
    ...database,
    DEMO_DATA: "true",
    SEED_VENDORS: "600",
    TEST_CLOCK: "true",
    MAX_EVENT_LOOP_DELAY_MS: "0",
    // Loopback is the proxy, as in production: each browser context is a person at an address of
    // their own (useChromium), so per-address limits such as ten sign-ups an hour hold per person.
    TRUST_PROXY: "127.0.0.1",
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("chromiumPath", chromiumPath ?? "");
  project.provide("screenshotsDir", path.resolve("test-results/screenshots"));

  return async () => {
    await stopServer(server.process);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
