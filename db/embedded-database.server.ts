import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";

/** The PostgreSQL settings the embedded database starts with, and why (decision 021). */
export const EMBEDDED_DATABASE_SETTINGS = {
  // Every commit is flushed to disk before it is acknowledged (see the worker's file system).
  wal_sync_method: "fsync",
  // PGlite's 128 MB default is a fixed share of a heap that never shrinks. Pages it does not hold
  // are read through the kernel's page cache, which is not this process's memory.
  shared_buffers: "32MB",
  work_mem: "4MB",
  maintenance_work_mem: "32MB",
  temp_buffers: "4MB",
  // Bounds the WAL kept on disk between checkpoints (1 GB by default), and so the replay after a crash.
  max_wal_size: "256MB",
} as const;

/**
 * PGlite's WebAssembly memory grows and is never given back. Past this the database thread is
 * replaced at the next quiet moment, which returns the memory to the system.
 */
export const EMBEDDED_DATABASE_MAX_MEMORY_BYTES = 640 * 1024 * 1024;
/**
 * The thread's JavaScript heap: it only passes messages through, so a small young generation (V8's
 * default is 64 MiB of it) keeps its garbage short-lived; past the old generation's bound the thread
 * ends and is started again.
 */
const THREAD_HEAP_LIMITS = { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 256 };
/** Waits between attempts to bring back a database thread that died: doubling, up to the last. */
const RESTART_BACKOFF_MS = [250, 500, 1_000, 2_000, 5_000];

export type EmbeddedWorkerData = {
  dataDir: string | undefined;
  socketPath: string;
  settings: Record<string, string>;
};
export type EmbeddedWorkerMessage =
  { type: "ready"; memoryBytes: number } | { type: "memory"; bytes: number; heapBytes: number } | { type: "closed" };

export type EmbeddedDatabaseEvent =
  | { type: "started"; memoryBytes: number; restarts: number }
  | { type: "exited"; code: number; error?: Error }
  | { type: "oversized"; memoryBytes: number };

export type EmbeddedDatabase = {
  /** The folder of the Unix socket, as node-postgres takes it for `host`. */
  socketDir: string;
  port: number;
  /** The last size the thread reported of its WebAssembly memory. */
  memoryBytes(): number;
  /** The last size the thread reported of its JavaScript heap. */
  heapBytes(): number;
  /** Whether the thread's memory passed its bound, so it should be replaced when the pool is idle. */
  oversized(): boolean;
  /** Stops the thread cleanly (a checkpoint, then the socket) and starts a fresh one on the same data. */
  restart(): Promise<void>;
  close(): Promise<void>;
};

/** How long a clean stop may take before the thread is ended; the next start replays the WAL. */
const STOP_TIMEOUT_MS = 15_000;
/** The port only names the socket file (`.s.PGSQL.<port>`), as PostgreSQL's own sockets are named. */
const SOCKET_PORT = 5432;

/**
 * Starts PGlite in a worker thread serving a Unix socket, and keeps it running: a thread that dies
 * is started again with a backoff, on the same data folder, while queries meanwhile fail fast and
 * are answered 503 by the app.
 */
export async function startEmbeddedDatabase(
  dataDir: string | undefined,
  onEvent: (event: EmbeddedDatabaseEvent) => void = () => {},
  maxMemoryBytes = EMBEDDED_DATABASE_MAX_MEMORY_BYTES,
): Promise<EmbeddedDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // A socket path is limited to about 100 bytes, so it lives in a short temporary folder.
  const socketDir = mkdtempSync(path.join(tmpdir(), "marquee-db-"));
  const workerData: EmbeddedWorkerData = {
    dataDir,
    socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    settings: EMBEDDED_DATABASE_SETTINGS,
  };

  let worker: Worker | undefined;
  const stopping = new WeakSet<Worker>();
  let memoryBytes = 0;
  let heapBytes = 0;
  let restarts = 0;
  let closing = false;
  let pendingRestart: ReturnType<typeof setTimeout> | undefined;

  const launch = () =>
    new Promise<void>((resolve, reject) => {
      const started = new Worker(new URL("./embedded-database.worker.ts", import.meta.url), {
        workerData,
        resourceLimits: THREAD_HEAP_LIMITS,
      });
      worker = started;
      let ready = false;
      started.on("message", (message: EmbeddedWorkerMessage) => {
        if (message.type === "ready") {
          ready = true;
          memoryBytes = message.memoryBytes;
          onEvent({ type: "started", memoryBytes, restarts });
          resolve();
        } else if (message.type === "memory") {
          memoryBytes = message.bytes;
          heapBytes = message.heapBytes;
          if (memoryBytes > maxMemoryBytes) onEvent({ type: "oversized", memoryBytes });
        }
      });
      let failure: Error | undefined;
      started.on("error", (error: unknown) => {
        failure = error instanceof Error ? error : new Error(String(error));
      });
      started.on("exit", (code) => {
        if (worker === started) worker = undefined;
        if (!ready) {
          reject(failure ?? new Error(`the embedded database stopped while starting (exit code ${code})`));
          return;
        }
        if (closing || stopping.has(started)) return;
        onEvent({ type: "exited", code, error: failure });
        scheduleRecovery(0);
      });
    });

  const scheduleRecovery = (attempt: number) => {
    if (closing) return;
    const delay = RESTART_BACKOFF_MS[Math.min(attempt, RESTART_BACKOFF_MS.length - 1)] ?? 5_000;
    pendingRestart = setTimeout(() => {
      pendingRestart = undefined;
      restarts += 1;
      launch().catch((error: unknown) => {
        onEvent({ type: "exited", code: 1, error: error instanceof Error ? error : new Error(String(error)) });
        scheduleRecovery(attempt + 1);
      });
    }, delay);
  };

  /** Asks the thread to check-point and close, and waits until it has gone. */
  const stop = async () => {
    const running = worker;
    if (!running) return;
    stopping.add(running);
    const exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
    running.on("message", (message: EmbeddedWorkerMessage) => {
      if (message.type === "closed") void running.terminate();
    });
    // A thread stuck in a statement cannot take the message; it is ended without its checkpoint.
    const stuck = setTimeout(() => void running.terminate(), STOP_TIMEOUT_MS);
    running.postMessage({ type: "close" });
    await exited;
    clearTimeout(stuck);
  };

  await launch();

  return {
    socketDir,
    port: SOCKET_PORT,
    memoryBytes: () => memoryBytes,
    heapBytes: () => heapBytes,
    oversized: () => memoryBytes > maxMemoryBytes,
    restart: async () => {
      await stop();
      restarts += 1;
      await launch();
    },
    close: async () => {
      closing = true;
      if (pendingRestart) clearTimeout(pendingRestart);
      await stop();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
