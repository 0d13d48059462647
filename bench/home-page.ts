/**
 * Home page: `node bench/home-page.ts`. Starts the production server on a seeded embedded
 * database, counts the JavaScript the home page loads (raw and gzip), and measures requests/s and
 * latency with autocannon at 32 connections for 10 seconds.
 */
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startServer, stopServer } from "#tests/support/server-process.ts";

const server = await startServer({ DATA_DIR: "data/bench-startup", DATABASE_URL: "" });
try {
  const html = await (await fetch(server.baseUrl)).text();
  const scripts = new Set<string>();
  for (const match of html.matchAll(
    /<link rel="modulepreload" href="([^"]+)"|<script[^>]+src="([^"]+)"|import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g,
  )) {
    const source = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (source?.startsWith("/")) scripts.add(source);
  }
  let raw = 0;
  let gzip = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(`${server.baseUrl}${script}`)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  console.log(
    `home page JavaScript: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip`,
  );

  const result = await autocannon({ url: server.baseUrl, connections: 32, duration: 10 });
  console.log(
    `home page at 32 connections: ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
  );
} finally {
  await stopServer(server.process);
}
