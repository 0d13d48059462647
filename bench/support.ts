import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

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

/** Starts `node server/main.ts` and resolves once it answers readiness, with the time that took. */
export async function startServer(environment: Record<string, string>): Promise<{ process: ChildProcess; baseUrl: string; readyMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), ...environment },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${baseUrl}/api/v1/ready`).then((response) => response.ok, () => false);
    if (ready) return { process: child, baseUrl, readyMs: Math.round(performance.now() - started) };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Resident memory of a process in MiB, read from /proc. */
export async function residentMiB(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kibibytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kibibytes / 1024);
}
