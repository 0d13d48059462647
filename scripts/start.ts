/**
 * `npm start`: builds the pages when the build is missing or older than the sources, then starts
 * the server, which migrates the database and seeds it when it is empty: with demo data unless
 * NODE_ENV=production or DEMO_DATA=false is set.
 * `npm start -- --no-build` serves the build as it is.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { SERVING_ENVIRONMENT, SERVING_NODE_FLAGS } from "#server/process-settings.ts";

const SERVER_BUILD = "build/server/index.js";
const SOURCES = ["app", "features", "lib", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, child) => Math.max(newest, newestModification(path.join(entry, child))), 0);
}

const built = existsSync(SERVER_BUILD) ? statSync(SERVER_BUILD).mtimeMs : 0;
if (!process.argv.includes("--no-build") && built < Math.max(...SOURCES.map(newestModification))) {
  console.log(
    built === 0 ? "Building Marquee for the first time…" : "Sources changed since the last build; rebuilding…",
  );
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs as a child so that it starts with its own V8 and allocator settings; signals are
// passed on, and its exit code is this process's. The IPC channel closes when this process dies by
// any means, which tells the server to stop.
const server = spawn(process.execPath, [...SERVING_NODE_FLAGS, "server/main.ts"], {
  stdio: ["inherit", "inherit", "inherit", "ipc"],
  // The README's try-out gets the demo data set; a caller that declares production itself does not (decision 030).
  env: {
    DEMO_DATA: process.env.NODE_ENV === "production" ? "false" : "true",
    ...process.env,
    NODE_ENV: "production",
    ...SERVING_ENVIRONMENT,
  },
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
