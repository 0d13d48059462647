/**
 * Search benchmarks: `node bench/search.ts [--database-url URL | --data-dir DIR]` against an already
 * seeded database (`npm run seed -- --vendors 100000`). Starts the production server, then measures
 * with autocannon at 32 connections: the search API (requests/s, p50, p99), the three autocomplete
 * APIs (p99) and the /search/... page (requests/s, p99). Prints figures; asserts nothing.
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startServer, stopServer } from "#tests/support/server-process.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    "data-dir": { type: "string", default: "data/bench-100k" },
    seconds: { type: "string", default: "15" },
  },
});
const seconds = Number(values.seconds);
const environment = values["database-url"]
  ? { DATABASE_URL: values["database-url"], DATA_DIR: "data/bench-pg" }
  : { DATABASE_URL: "", DATA_DIR: values["data-dir"] as string };

const SERVICE_TYPES = [
  "dj",
  "wedding-band",
  "magician",
  "photographer",
  "face-painting",
  "cover-band",
  "caterer",
  "comedian",
];
const CITIES = [
  "new-york-city-ny",
  "los-angeles-ca",
  "chicago-il",
  "houston-tx",
  "austin-tx",
  "denver-co",
  "seattle-wa",
  "atlanta-ga",
  "toronto-on",
  "miami-fl",
  "boston-ma",
  "phoenix-az",
];
const lookups = SERVICE_TYPES.flatMap((type) => CITIES.map((city) => `${type}-${city}`));
const TYPED = ["dj", "ma", "pho", "wed", "ban", "fac", "com", "cat", "kar", "sin"];
const PLACES = ["aus", "new", "chi", "san", "bos", "sea", "den", "tor", "mia", "pho"];
const NAMES = ["neo", "the", "dj ", "lun", "gol", "ste", "bri", "mar", "sil", "vel"];

async function measure(label: string, baseUrl: string, paths: string[]) {
  const result = await autocannon({
    url: baseUrl,
    connections: 32,
    duration: seconds,
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  console.log(
    `${label}: ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
  );
}

const server = await startServer(environment, 600_000);
try {
  // First visits store each lookup; the benchmark measures the steady state after that.
  for (const lookup of lookups) await (await fetch(`${server.baseUrl}/api/v1/search/${lookup}/results`)).text();
  await measure(
    "search API",
    server.baseUrl,
    lookups.map((lookup) => `/api/v1/search/${lookup}/results`),
  );
  await measure(
    "service type autocomplete",
    server.baseUrl,
    TYPED.map((text) => `/api/v1/servicetypes?query=${encodeURIComponent(text)}&take=10`),
  );
  await measure(
    "location autocomplete",
    server.baseUrl,
    PLACES.map(
      (text) =>
        `/api/v1/locations?startsWith=${text}&take=15&includeCities=true&includeStatesAndProvinces=true&includeAlternateCityNames=true&includeCounties=false`,
    ),
  );
  await measure(
    "member autocomplete",
    server.baseUrl,
    NAMES.map((text) => `/api/v1/members/autocomplete?startsWith=${encodeURIComponent(text)}&useTheDjRule=true`),
  );
  await measure(
    "search page",
    server.baseUrl,
    lookups.map((lookup) => `/search/${lookup}`),
  );
} finally {
  await stopServer(server.process);
}
