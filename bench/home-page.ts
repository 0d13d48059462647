/**
 * Home page: `node bench/home-page.ts`. Starts the production server on a seeded embedded
 * database, counts the JavaScript the home page loads (raw and gzip), and measures requests/s and
 * latency with autocannon at 32 connections for 10 seconds.
 */
import autocannon from "autocannon";
import { startServer, stopServer } from "#tests/support/server-process.ts";
import { kib, pageJavaScript } from "./page-javascript.ts";

const server = await startServer({ DATA_DIR: "data/bench-startup", DATABASE_URL: "" });
try {
  const { files, raw, gzip } = await pageJavaScript(server.baseUrl, "/");
  console.log(`home page JavaScript: ${files} files, ${kib(raw)} raw, ${kib(gzip)} gzip`);

  const result = await autocannon({ url: server.baseUrl, connections: 32, duration: 10 });
  console.log(
    `home page at 32 connections: ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
  );
} finally {
  await stopServer(server.process);
}
