import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { SERVING_ENVIRONMENT, SERVING_NODE_FLAGS } from "#server/process-settings.ts";

export type RunningServer = { process: ChildProcess; baseUrl: string; readyMs: number };

export function freePort(): Promise<number> {
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
 * The environment of a production process in the tests. The tests and benchmarks measure the demo
 * data set, so they ask for it as a public demo site would (DEMO_DATA=true, decision 030); a test
 * of a launch without it passes DEMO_DATA="".
 */
function productionEnvironment(environment: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DEMO_DATA: "true",
    // Production with DATABASE_URL requires the key; every test process hashes with this one.
    ADDRESS_HASH_SECRET: "test-only address hash secret, never deployed",
    ...environment,
  };
}

/**
 * Runs `npm run create-admin` as an operator does, on the database `environment` names (the
 * embedded one only while no server has it open): production never makes the demo administrator,
 * so the tests that act as one make it first. Returns what the command printed; throws when
 * it failed, with its output.
 */
export function createAdministrator(
  environment: Record<string, string>,
  account: { email: string; password: string },
): string {
  const result = spawnSync(process.execPath, ["scripts/create-admin.ts", "--email", account.email], {
    env: { ...productionEnvironment(environment), MARQUEE_ADMIN_PASSWORD: account.password },
    encoding: "utf8",
  });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`create-admin exited with ${result.status}: ${output}`);
  return output;
}

/**
 * Starts the product as `npm start` runs it (`node server/main.ts`: migrate, seed an empty
 * database, serve the production build), or as `npm run start:cluster` does with
 * `scripts/cluster.ts`, on a free port (or `environment.PORT`), and resolves once readiness answers 200.
 */
export async function startServer(
  environment: Record<string, string>,
  timeoutMs = 150_000,
  entry: "server/main.ts" | "scripts/cluster.ts" = "server/main.ts",
  /** Receives everything the server writes (its log), instead of this process's own output. */
  onOutput?: (text: string) => void,
): Promise<RunningServer> {
  const port = environment.PORT ? Number(environment.PORT) : await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVING_NODE_FLAGS, entry], {
    env: {
      ...productionEnvironment(environment),
      ...SERVING_ENVIRONMENT,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...environment,
    },
    stdio: onOutput ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
  });
  if (onOutput) {
    child.stdout?.on("data", (chunk: Buffer) => onOutput(chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => onOutput(chunk.toString()));
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    if (performance.now() - started > timeoutMs) {
      child.kill("SIGKILL");
      throw new Error(`the server was not ready within ${timeoutMs} ms`);
    }
    const ready = await fetch(`${baseUrl}/api/v1/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { process: child, baseUrl, readyMs: Math.round(performance.now() - started) };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sends SIGTERM, as a process manager does, and resolves with the exit code. */
export async function stopServer(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  return exited;
}

/** Resident memory of a process in MiB, read from /proc. */
export async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kibibytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kibibytes / 1024);
}
