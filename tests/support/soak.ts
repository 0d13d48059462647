import { get } from "node:http";
import autocannon from "autocannon";
import pg from "pg";

/** One reading of one server process, from GET /api/v1/admin/metrics. */
export type ProcessReading = { pid: number; atSeconds: number; rssMb: number; heapUsedMb: number; poolTotal: number };

export type SoakReport = {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  readings: ProcessReading[];
  /** The most connections the app held open on the database at any reading (pg_stat_activity). */
  peakDatabaseConnections: number;
  /** The most connections the app may hold: processes x pool size. */
  connectionLimit: number;
  processes: Array<{ pid: number; heap: Growth; rss: Growth }>;
};

/** The middle third of a run against its last third (the first third warms up). */
export type Growth = { fromMb: number; toMb: number; ratio: number };

const READING_INTERVAL_MS = 2_000;
/** Memory counts as flat when the last third stays within this share (plus a few MiB) of the middle third. */
export const FLAT_RATIO = 1.2;
const FLAT_SLACK_MB = { heap: 8, rss: 24 };

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const lowWaterMark = (numbers: number[]) => (numbers.length === 0 ? 0 : Math.min(...numbers));

/**
 * How a series moved from the middle third of the run to the last, each third summed up as `summary`
 * says: resident memory by its median; the heap by its low-water mark, because heap in use swings by
 * tens of MiB between collections, and what a leak raises is the floor it falls back to after them.
 */
function growth(
  values: Array<{ atSeconds: number; value: number }>,
  seconds: number,
  summary: (numbers: number[]) => number,
): Growth {
  const middle = values.filter((entry) => entry.atSeconds >= seconds / 3 && entry.atSeconds < (2 * seconds) / 3);
  const last = values.filter((entry) => entry.atSeconds >= (2 * seconds) / 3);
  const fromMb = summary(middle.map((entry) => entry.value));
  const toMb = summary(last.map((entry) => entry.value));
  return { fromMb, toMb, ratio: fromMb > 0 ? Math.round((toMb / fromMb) * 1000) / 1000 : 1 };
}

type Metrics = {
  pid: number;
  memory: { rssMb: number; heapUsedMb: number };
  database: { pool: { total: number } | null };
};

function metricsOnNewConnection(baseUrl: string, cookie: string): Promise<Metrics | undefined> {
  return new Promise((resolve) => {
    const request = get(`${baseUrl}/api/v1/admin/metrics`, { agent: false, headers: { cookie } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve(response.statusCode === 200 ? (JSON.parse(Buffer.concat(chunks).toString()) as Metrics) : undefined),
      );
    });
    request.on("error", () => resolve(undefined));
  });
}

/** Whether a process's heap and resident memory stayed flat over the soak. */
export function isFlat(process: SoakReport["processes"][number]): boolean {
  return (
    process.heap.toMb <= process.heap.fromMb * FLAT_RATIO + FLAT_SLACK_MB.heap &&
    process.rss.toMb <= process.rss.fromMb * FLAT_RATIO + FLAT_SLACK_MB.rss
  );
}

/**
 * Drives a running server through `paths` (a realistic mix of pages and API calls) at `connections`
 * for `seconds`, reading every process's memory and
 * pool every few seconds and the app's database connections from PostgreSQL.
 */
export async function soak(options: {
  baseUrl: string;
  seconds: number;
  connections: number;
  adminCookie: string;
  databaseUrl: string;
  processes: number;
  poolMax: number;
  paths: string[];
}): Promise<SoakReport> {
  const readings: ProcessReading[] = [];
  let peakDatabaseConnections = 0;
  const started = performance.now();
  const database = new pg.Client({ connectionString: options.databaseUrl });
  await database.connect();
  const databaseName = new URL(options.databaseUrl).pathname.slice(1);

  let running = true;
  const reading = (async () => {
    while (running) {
      const atSeconds = (performance.now() - started) / 1000;
      // A cluster shares out connections, not requests: several asks, each on a new connection, reach
      // every process; one reading of each pid is kept.
      for (let ask = 0; ask < options.processes * 4; ask++) {
        const metrics = await metricsOnNewConnection(options.baseUrl, options.adminCookie);
        if (!metrics) continue;
        const existing = readings.find((entry) => entry.pid === metrics.pid && entry.atSeconds === atSeconds);
        if (existing) continue;
        readings.push({
          pid: metrics.pid,
          atSeconds,
          rssMb: metrics.memory.rssMb,
          heapUsedMb: metrics.memory.heapUsedMb,
          poolTotal: metrics.database.pool?.total ?? 0,
        });
      }
      const connections = await database.query<{ count: string }>(
        "select count(*) from pg_stat_activity where datname = $1 and application_name = 'marquee'",
        [databaseName],
      );
      peakDatabaseConnections = Math.max(peakDatabaseConnections, Number(connections.rows[0]?.count ?? 0));
      await new Promise((resolve) => setTimeout(resolve, READING_INTERVAL_MS));
    }
  })();

  const load = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.seconds,
    requests: options.paths.map((path) => ({ method: "GET" as const, path })),
  });
  running = false;
  await reading;
  await database.end();

  const pids = [...new Set(readings.map((entry) => entry.pid))];
  return {
    seconds: options.seconds,
    requests: load.requests.total,
    requestsPerSecond: Math.round(load.requests.average),
    p50: load.latency.p50,
    p99: load.latency.p99,
    non2xx: load.non2xx,
    errors: load.errors,
    readings,
    peakDatabaseConnections,
    connectionLimit: options.processes * options.poolMax,
    processes: pids.map((pid) => {
      const own = readings.filter((entry) => entry.pid === pid);
      return {
        pid,
        heap: growth(
          own.map((entry) => ({ atSeconds: entry.atSeconds, value: entry.heapUsedMb })),
          options.seconds,
          lowWaterMark,
        ),
        rss: growth(
          own.map((entry) => ({ atSeconds: entry.atSeconds, value: entry.rssMb })),
          options.seconds,
          median,
        ),
      };
    }),
  };
}

const SOAK_SERVICE_TYPES = ["dj", "wedding-band", "magician", "photographer", "caterer"];
const SOAK_CITIES = ["new-york-city-ny", "los-angeles-ca", "chicago-il", "austin-tx", "denver-co"];

/** What visitors do most: search pages and the search API, profiles, autocomplete and the home page. */
export async function soakPaths(baseUrl: string): Promise<string[]> {
  const lookups = SOAK_SERVICE_TYPES.flatMap((type) => SOAK_CITIES.map((city) => `${type}-${city}`));
  const search = (await (await fetch(`${baseUrl}/api/v1/search/dj-austin-tx/results?take=10`)).json()) as {
    results: { profileUrl: string }[];
  };
  return [
    "/",
    ...lookups.map((lookup) => `/search/${lookup}`),
    ...lookups.map((lookup) => `/api/v1/search/${lookup}/results`),
    ...search.results.map((result) => new URL(result.profileUrl, baseUrl).pathname),
    "/api/v1/servicetypes?query=ma&take=10",
    "/api/v1/locations?startsWith=aus&take=15&includeCities=true&includeStatesAndProvinces=true&includeAlternateCityNames=true&includeCounties=false",
  ];
}
