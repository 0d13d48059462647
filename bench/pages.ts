/**
 * Public pages against the floor: `node bench/pages.ts [--database-url URL] [--data-dir DIR]
 * [--vendors N] [--seconds 10] [--connections 32]`. Measures the floor first (bench/floor.ts), then
 * starts the production server on a seeded database (embedded by default) and measures each public
 * page with autocannon, one after the other: as a visitor without cookies (whom the page cache
 * serves, decision 037) and with a cookie (every answer rendered), accepting compression as browsers
 * do. Prints requests/s, p50, p99 and the share of the floor; asserts nothing.
 */
import { parseArgs } from "node:util";
import { startServer, stopServer } from "#tests/support/server-process.ts";
import { type Figures, floorTable, formatFigures, measure, measureFloor } from "./floor.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    "data-dir": { type: "string", default: "data/bench-pages" },
    vendors: { type: "string", default: "3000" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "32" },
  },
});
const options = { connections: Number(values.connections), seconds: Number(values.seconds) };

/** As a browser asks: compressed (the floor's page is not, so the share is on the safe side). */
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };
/** A cookie no page reads: enough to make every answer a rendered one. */
const RENDERED = { ...BROWSER, cookie: "bench=rendered" };

const floor = await measureFloor(options);
const server = await startServer(
  {
    DATABASE_URL: values["database-url"] ?? "",
    DATA_DIR: values["database-url"] ? "data/bench-pages-pg" : (values["data-dir"] as string),
    SEED_VENDORS: values.vendors as string,
  },
  1_800_000,
);
try {
  const base = server.baseUrl;
  const search = (await (await fetch(`${base}/api/v1/search/band-new-york-city-ny/results`)).json()) as {
    results: { profileUrl: string }[];
  };
  const profile = search.results[0]?.profileUrl;
  if (!profile) throw new Error("no vendor in the New York band search: is the database seeded?");
  const pages = [
    ["home", "/"],
    ["search results", "/search/band-new-york-city-ny"],
    ["profile", profile],
    ["landing", "/musical-entertainment"],
    ["articles", "/articles"],
    ["theme", "/themes/disco"],
  ] as const;

  const rows: { label: string; kind: "page"; figures: Figures }[] = [];
  for (const [label, path] of pages) {
    for (const [visitor, headers] of [
      ["without cookies", BROWSER],
      ["with a cookie (rendered)", RENDERED],
    ] as const) {
      const run = (seconds: number) =>
        measure(base, { ...options, seconds, requests: [{ method: "GET", path, headers }] });
      // A short warm-up, as the floor has.
      await run(2);
      const figures = await run(options.seconds);
      rows.push({ label: `${label} ${path}, ${visitor}`, kind: "page", figures });
      console.log(formatFigures(`${label} ${path}, ${visitor}`, figures));
    }
  }
  console.log(`\n${floorTable(floor, rows)}`);
} finally {
  await stopServer(server.process);
}
