/**
 * The embedded database's thread: PGlite runs every query synchronously on the thread that holds
 * it, so it lives here, off the request thread, and speaks the PostgreSQL wire protocol on a Unix
 * socket to the app's ordinary node-postgres pool (decision 021).
 */
import { fsyncSync, rmSync } from "node:fs";
import { getHeapStatistics } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import type { EmbeddedWorkerData, EmbeddedWorkerMessage } from "./embedded-database.server.ts";

const { dataDir, socketPath, settings } = workerData as EmbeddedWorkerData;

/** How often the thread reports the size of its WebAssembly memory, which only ever grows. */
const MEMORY_REPORT_INTERVAL_MS = 5_000;

type EmscriptenStream = { nfd?: number };
type EmscriptenModule = { NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } } };

/**
 * PGlite's file system forwards writes to the data folder but drops fsync, so nothing a commit
 * wrote was ever flushed. This one passes fsync through to the disk.
 */
class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS["init"]>) {
    const initialised = await super.init(...args);
    const preRun = (initialised.emscriptenOpts.preRun ?? []) as Array<(module: EmscriptenModule) => void>;
    initialised.emscriptenOpts.preRun = [
      ...preRun,
      (module: EmscriptenModule) => {
        module.NODEFS.stream_ops.fsync = (stream) => {
          if (stream.nfd !== undefined) fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return initialised;
  }
}

/**
 * PGlite's own start parameters without `-F` (fsync off), with `fsync` as the WAL's sync method
 * (the only one that reaches the disk through the file system above), and memory sized on purpose.
 */
const startParams = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== "-F"),
  ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
];

const port = parentPort;
if (!port) throw new Error("the embedded database runs in a worker thread");
const send = (message: EmbeddedWorkerMessage) => port.postMessage(message);

const client = await PGlite.create({
  ...(dataDir ? { fs: new DurableNodeFS(dataDir) } : {}),
  extensions: { cube, earthdistance, pg_trgm },
  startParams,
});
rmSync(socketPath, { force: true });
// A few connections, so a replaced pool connection can attach before the old one is gone; the
// app's pool uses one at a time, since PGlite answers one statement at a time anyway.
const server = new PGLiteSocketServer({ db: client, path: socketPath, maxConnections: 4 });
await server.start();

const memoryBytes = () => (client.Module as unknown as { HEAPU8: Uint8Array }).HEAPU8.length;
const reporter = setInterval(
  () => send({ type: "memory", bytes: memoryBytes(), heapBytes: getHeapStatistics().total_heap_size }),
  MEMORY_REPORT_INTERVAL_MS,
);
send({ type: "ready", memoryBytes: memoryBytes() });

port.on("message", (message: { type: "close" }) => {
  if (message.type !== "close") return;
  clearInterval(reporter);
  void server
    .stop()
    .then(() => client.close())
    .then(() => send({ type: "closed" }));
});
