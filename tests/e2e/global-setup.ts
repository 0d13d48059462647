import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { findChromium } from "#tests/support/browser.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    screenshotsDir: string;
  }
}

const STARTUP_TIMEOUT_MS = 150_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the product as `npm start` runs it (server/main.ts: migrate, seed an empty embedded
 * database, serve the production build) on a free port, for the browser tests.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    const message = "Chromium was not found (install the Debian package 'chromium' or set CHROMIUM_PATH): end-to-end tests cannot run.";
    if (process.env.CI === "true") throw new Error(message);
    console.warn(`\n${"!".repeat(100)}\n!! ${message}\n!! They are SKIPPED on this machine.\n${"!".repeat(100)}\n`);
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-e2e-"));
  const port = await freePort();
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_VENDORS: "150",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    if (Date.now() > deadline) throw new Error(`the server was not ready within ${STARTUP_TIMEOUT_MS} ms`);
    const ready = await fetch(`${baseUrl}/api/v1/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  project.provide("baseUrl", baseUrl);
  project.provide("chromiumPath", chromiumPath ?? "");
  project.provide("screenshotsDir", path.resolve("test-results/screenshots"));

  return async () => {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
