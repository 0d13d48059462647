/**
 * Scale-out figures: `node bench/cluster.ts [--database-url URL] [--redis-url URL] [--seconds 15]`.
 * Against a database seeded with 100,000 vendors (`DATABASE_URL=... npm run seed -- --vendors 100000
 * --date 2026-11-21`), starts `npm run start:cluster` (one worker per core) on PostgreSQL and Redis,
 * measures at 32 connections the search page, the search API, a profile page and the home page, and
 * prints each beside its target and beside the floor measured in the same run (bench/floor.ts).
 * Prints figures; asserts nothing.
 */
import { parseArgs } from "node:util";
import { type Figures, floorTable, measure as measureFigures, measureFloor } from "./floor.ts";
import { startServer, stopServer } from "#tests/support/server-process.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/marquee_bench_100k" },
    "redis-url": { type: "string", default: "redis://127.0.0.1:6379/7" },
    seconds: { type: "string", default: "15" },
  },
});
const seconds = Number(values.seconds);
const CONNECTIONS = 32;

const SERVICE_TYPES = ["dj", "wedding-band", "magician", "photographer", "face-painting", "cover-band", "caterer"];
const CITIES = [
  "new-york-city-ny",
  "los-angeles-ca",
  "chicago-il",
  "houston-tx",
  "austin-tx",
  "denver-co",
  "seattle-wa",
];
const lookups = SERVICE_TYPES.flatMap((type) => CITIES.map((city) => `${type}-${city}`));

const measure = (baseUrl: string, paths: string[]) =>
  measureFigures(baseUrl, { connections: CONNECTIONS, seconds, paths });

type Row = { label: string; kind: "api" | "page"; figures: Figures; target: string; met: boolean };

console.log(
  `floor: a bare Fastify route and a minimal React Router page, ${CONNECTIONS} connections, ${seconds} s each`,
);
const floor = await measureFloor({ connections: CONNECTIONS, seconds });

const server = await startServer(
  {
    DATABASE_URL: values["database-url"] as string,
    REDIS_URL: values["redis-url"] as string,
    DATA_DIR: "data/bench-cluster",
  },
  600_000,
  "scripts/cluster.ts",
);
const rows: Row[] = [];
try {
  // First visits store each lookup and warm the shared caches; the benchmark measures the steady state.
  for (const lookup of lookups) await (await fetch(`${server.baseUrl}/search/${lookup}`)).text();
  const profiles = (
    (await (await fetch(`${server.baseUrl}/api/v1/search/dj-austin-tx/results?take=25`)).json()) as {
      results: { profileUrl: string }[];
    }
  ).results.map((result) => new URL(result.profileUrl, server.baseUrl).pathname);

  const page = await measure(
    server.baseUrl,
    lookups.map((lookup) => `/search/${lookup}`),
  );
  rows.push({
    label: "search page",
    kind: "page",
    figures: page,
    target: ">= 300 requests/s, p99 < 250 ms",
    met: page.requestsPerSecond >= 300 && page.p99Ms < 250 && page.non2xx === 0,
  });
  const api = await measure(
    server.baseUrl,
    lookups.map((lookup) => `/api/v1/search/${lookup}/results`),
  );
  rows.push({
    label: "search API",
    kind: "api",
    figures: api,
    target: "p99 <= 50 ms",
    met: api.p99Ms <= 50 && api.non2xx === 0,
  });
  const profile = await measure(server.baseUrl, profiles);
  rows.push({ label: "profile page", kind: "page", figures: profile, target: "-", met: profile.non2xx === 0 });
  const home = await measure(server.baseUrl, ["/"]);
  rows.push({ label: "home page", kind: "page", figures: home, target: "-", met: home.non2xx === 0 });
} finally {
  await stopServer(server.process);
}

console.log(
  `\nstart:cluster on PostgreSQL and Redis, 100,000 vendors, ${CONNECTIONS} connections, ${seconds} s each\n`,
);
console.log(floorTable(floor, rows));
console.log("");
for (const row of rows) {
  console.log(
    `${row.label}: target ${row.target}: ${row.met ? "met" : "NOT met"} (${row.figures.non2xx} non-2xx, ${row.figures.errors} errors)`,
  );
}
