/**
 * `npm start`: builds the pages when the build is missing or older than the sources, then starts
 * the server, which migrates the database and seeds it with demo data when it is empty.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SERVER_BUILD = "build/server/index.js";
const SOURCES = ["app", "features", "lib", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, child) => Math.max(newest, newestModification(path.join(entry, child))), 0);
}

const built = existsSync(SERVER_BUILD) ? statSync(SERVER_BUILD).mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newestModification))) {
  console.log(
    built === 0 ? "Building Marquee for the first time…" : "Sources changed since the last build; rebuilding…",
  );
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV = "production";
await import("../server/main.ts");
