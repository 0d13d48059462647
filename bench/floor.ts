/**
 * The floor: `node bench/floor.ts [--seconds 15] [--connections 32]`. On this machine, in this run,
 * measures with autocannon (a) a bare Fastify 5 route answering a small JSON and (b) a minimal React
 * Router page (bench/floor-app, built into a temporary folder and served by
 * @mcansh/react-router-fastify as Marquee's pages are), each server in its own process. Prints
 * requests/s, p50 and p99; asserts nothing. Other benchmarks call `measureFloor` to print their own
 * figures beside it (`floorTable`).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freePort } from "#tests/support/server-process.ts";

export type Figures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** Answered in the whole run. */
  requests: number;
};
export type Floor = { fastify: Figures; reactRouter: Figures };
type MeasureOptions = { connections: number; seconds: number };

const FLOOR_APP = fileURLToPath(new URL("./floor-app/", import.meta.url));
const NODE_MODULES = fileURLToPath(new URL("../node_modules/", import.meta.url));
const REACT_ROUTER_CLI = path.join(NODE_MODULES, "@react-router/dev/bin.cjs");

type MeasuredRequest = { method: "GET"; path: string; headers?: Record<string, string> };

/** Measures `url` (or its `paths` or `requests`, in turn) with autocannon the way the other benchmarks do. */
export async function measure(
  url: string,
  options: MeasureOptions & { paths?: string[]; requests?: MeasuredRequest[] },
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: options.requests ?? options.paths?.map((path) => ({ method: "GET", path })),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    requests: result.requests.total,
  };
}

function buildFloorApp(buildDirectory: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [REACT_ROUTER_CLI, "build"], {
      cwd: FLOOR_APP,
      env: { ...process.env, NODE_ENV: "production", FLOOR_BUILD_DIRECTORY: buildDirectory },
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the floor app build exited ${code}`))));
  });
}

async function startFloorServer(kind: "fastify" | "react-router", buildDirectory: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(FLOOR_APP, "serve.ts"), kind, String(port), buildDirectory], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}/`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${kind} floor server exited with code ${child.exitCode}`);
    if (performance.now() - started > 30_000) {
      child.kill("SIGKILL");
      throw new Error(`the ${kind} floor server was not ready within 30 s`);
    }
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function measureServer(kind: "fastify" | "react-router", buildDirectory: string, options: MeasureOptions) {
  const server = await startFloorServer(kind, buildDirectory);
  try {
    // A short warm-up first, as the product benchmarks fill their caches before measuring.
    await measure(server.url, { connections: options.connections, seconds: 2 });
    return await measure(server.url, options);
  } finally {
    await stop(server.child);
  }
}

/** Builds the floor app, then measures both floors one after the other (never at the same time). */
export async function measureFloor(options: MeasureOptions = { connections: 32, seconds: 15 }): Promise<Floor> {
  const buildDirectory = mkdtempSync(path.join(tmpdir(), "marquee-floor-build-"));
  try {
    await buildFloorApp(buildDirectory);
    // The server build imports react-router and friends: from a temporary folder, they are found here.
    symlinkSync(NODE_MODULES, path.join(buildDirectory, "node_modules"));
    const fastify = await measureServer("fastify", buildDirectory, options);
    const reactRouter = await measureServer("react-router", buildDirectory, options);
    return { fastify, reactRouter };
  } finally {
    rmSync(buildDirectory, { recursive: true, force: true });
  }
}

/** One line per figure, as the other benchmarks print theirs. */
export function formatFigures(label: string, figures: Figures): string {
  return `${label}: ${figures.requestsPerSecond} requests/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.non2xx} non-2xx, ${figures.errors} errors`;
}

/**
 * A Markdown table of measured figures beside the floor they are held to: API figures beside the
 * bare Fastify route, page figures beside the minimal React Router page (share = requests/s as a
 * share of the floor's).
 */
export function floorTable(floor: Floor, rows: { label: string; kind: "api" | "page"; figures: Figures }[]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const describe = (figures: Figures) => [`${figures.requestsPerSecond}`, `${figures.p50Ms}`, `${figures.p99Ms}`];
  return [
    line(["measured", "requests/s", "p50 ms", "p99 ms", "floor", "floor requests/s", "floor p99 ms", "share of floor"]),
    line(Array.from({ length: 8 }, () => "---")),
    ...rows.map(({ label, kind, figures }) => {
      const [floorLabel, floorFigures] =
        kind === "api" ? ["bare Fastify route", floor.fastify] : ["minimal React Router page", floor.reactRouter];
      const share = `${Math.round((100 * figures.requestsPerSecond) / Math.max(1, floorFigures.requestsPerSecond))} %`;
      return line([
        label,
        ...describe(figures),
        floorLabel,
        `${floorFigures.requestsPerSecond}`,
        `${floorFigures.p99Ms}`,
        share,
      ]);
    }),
  ].join("\n");
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { seconds: { type: "string", default: "15" }, connections: { type: "string", default: "32" } },
  });
  const options = { connections: Number(values.connections), seconds: Number(values.seconds) };
  const floor = await measureFloor(options);
  console.log(`floor at ${options.connections} connections, ${options.seconds} s each:`);
  console.log(formatFigures("bare Fastify route (small JSON)", floor.fastify));
  console.log(formatFigures("minimal React Router page", floor.reactRouter));
}
