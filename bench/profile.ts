/**
 * Profile benchmarks: `node bench/profile.ts [--database-url URL | --data-dir DIR]` against a seeded
 * database. Measures at 32 connections: the profile page (requests/s, p50, p99), the image route for
 * cached thumbnails (requests/s), and the JavaScript a profile page loads (gzip). Prints figures.
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startServer, stopServer } from "#tests/support/server-process.ts";
import { kib, pageJavaScript } from "./page-javascript.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    "data-dir": { type: "string", default: "data/bench-100k" },
    seconds: { type: "string", default: "10" },
  },
});
const environment = values["database-url"]
  ? { DATABASE_URL: values["database-url"], DATA_DIR: "data/bench-pg" }
  : { DATABASE_URL: "", DATA_DIR: values["data-dir"] as string };

async function measure(label: string, baseUrl: string, paths: string[], headers: Record<string, string> = {}) {
  const result = await autocannon({
    url: baseUrl,
    connections: 32,
    duration: Number(values.seconds),
    requests: paths.map((path) => ({ method: "GET", path, headers })),
  });
  console.log(
    `${label}: ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
  );
}

const server = await startServer(environment, 600_000);
try {
  const search = (await (await fetch(`${server.baseUrl}/api/v1/search/dj-new-york-city-ny/results`)).json()) as {
    results: { profileUrl: string; thumbnailUrl: string | null }[];
  };
  const venues = (
    (await (await fetch(`${server.baseUrl}/api/v1/members/profile/venue-urls`)).json()) as { venueUrls: string[] }
  ).venueUrls.slice(0, 10);
  const profiles = [...search.results.map((item) => item.profileUrl), ...venues];
  const thumbnails = search.results.flatMap((item) => (item.thumbnailUrl ? [item.thumbnailUrl] : []));
  for (const url of thumbnails)
    await (await fetch(`${server.baseUrl}${url}`, { headers: { accept: "image/webp" } })).arrayBuffer();

  const { files, gzip } = await pageJavaScript(server.baseUrl, profiles[0] as string);
  console.log(`profile page JavaScript: ${files} files, ${kib(gzip)} gzip`);

  await measure("profile page", server.baseUrl, profiles);
  await measure("cached thumbnails (WebP)", server.baseUrl, thumbnails, { accept: "image/webp" });
} finally {
  await stopServer(server.process);
}
