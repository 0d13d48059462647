/**
 * The embedded default under mixed load: `node bench/embedded.ts [--minutes 30] [--connections 16] [--writers 2]`.
 * Runs the production build as `npm start` does, on the embedded database with 3,000 demo vendors
 * (seeded into data/bench-embedded on the first run), and drives it minute by minute: readers on
 * search pages, profiles, the home page and articles, and two writers signing planners up, adding
 * vendor calendar entries and sending visitor requests. Prints per minute requests/s, p50/p99, the
 * share of 503s, resident memory and heap, then whether memory stayed within its targets.
 */
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { DEMO_ADMIN, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { EVENT_TYPES } from "#features/marketplace/marketplace.rules.ts";
import { logIn } from "#tests/support/form-log-in.ts";
import { createAdministrator, residentMiB, startServer, stopServer } from "#tests/support/server-process.ts";
import { soakPaths } from "#tests/support/soak.ts";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "30" },
    connections: { type: "string", default: "16" },
    writers: { type: "string", default: "2" },
    "data-dir": { type: "string", default: "data/bench-embedded" },
  },
});
const minutes = Number(values.minutes);
const connections = Number(values.connections);
const WRITERS = Number(values.writers);
const TARGETS = { idleRssMiB: 500, loadedRssMiB: 700, p99Ms: 500 };

// The administrator reading the metrics is made as an operator makes one, before the server has the database.
createAdministrator({ DATA_DIR: values["data-dir"] as string }, DEMO_ADMIN);
const server = await startServer(
  // Writers come from many addresses, as real sign-ups do, through a proxy the app trusts.
  { DATA_DIR: values["data-dir"] as string, TRUST_PROXY: "127.0.0.1", LOG_LEVEL: "error" },
  600_000,
);
const pid = server.process.pid as number;
process.once("exit", () => server.process.kill("SIGKILL"));
const baseUrl = server.baseUrl;

type Metrics = {
  memory: { rssMb: number; heapUsedMb: number; heapTotalMb: number };
  database: { embedded: { wasmMb: number; heapMb: number } | null };
};
/** A signed-in session that logs in again when its access token has expired (15 minutes), as a browser refreshes. */
function session(account: { email: string; password: string }) {
  let cookie = "";
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      if (!cookie) cookie = await logIn(baseUrl, account.email, account.password);
      const response = await fetch(url, { ...init, headers: { ...init.headers, cookie } });
      if (response.status !== 401 || attempt > 0) return response;
      cookie = "";
    }
  };
}
const asAdmin = session(DEMO_ADMIN);
const asVendor = session(DEMO_VENDOR);
const readMetrics = async () => (await (await asAdmin(`${baseUrl}/api/v1/admin/metrics`)).json()) as Metrics;

await new Promise((resolve) => setTimeout(resolve, 10_000));
const idleRss = await residentMiB(pid);
console.log(`ready in ${server.readyMs} ms; idle after start: RSS ${idleRss} MiB`);

const suggestions = (await (
  await fetch(`${baseUrl}/api/v1/members/autocomplete?startsWith=${encodeURIComponent(DEMO_VENDOR.name)}`)
).json()) as { members: { id: number }[] };
const vendorId = suggestions.members[0]?.id;
if (!vendorId) throw new Error(`the demo vendor ${DEMO_VENDOR.name} is not listed`);
const articles = (
  (await (await fetch(`${baseUrl}/api/cms/articles?take=10`)).json()) as { articles?: { slug: string }[] }
).articles;
const readPaths = [
  ...(await soakPaths(baseUrl)),
  "/articles",
  ...(articles ?? []).map((article) => `/articles/${article.slug}`),
];

const djs = (await (await fetch(`${baseUrl}/api/v1/servicetypes?query=dj&take=1`)).json()) as {
  serviceTypes: { id: number }[];
};
const djServiceTypeId = djs.serviceTypes[0]?.id;
if (!djServiceTypeId) throw new Error("no DJ service type");

const randomAddress = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
const futureDate = () =>
  new Date(Date.now() + (30 + Math.floor(Math.random() * 300)) * 86_400_000).toISOString().slice(0, 10);

/** One write, round robin: a planner sign-up, a vendor's calendar entry, a visitor's request. */
async function write(turn: number): Promise<number> {
  const kind = turn % 3;
  const forwardedFor = { "x-forwarded-for": randomAddress() };
  if (kind === 0) {
    const response = await fetch(`${baseUrl}/signup/planner`, {
      method: "POST",
      redirect: "manual",
      headers: forwardedFor,
      body: new URLSearchParams({
        firstName: "Bench",
        email: `bench-${randomUUID()}@example.com`,
        password: `long enough ${randomUUID()}`,
      }),
    });
    return response.status;
  }
  if (kind === 1) {
    const response = await asVendor(`${baseUrl}/api/v1/members/${vendorId}/calendar-entries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ date: futureDate(), title: "Held for a client", status: "Hold" }),
    });
    return response.status;
  }
  const response = await fetch(`${baseUrl}/api/v1/requests`, {
    method: "POST",
    headers: { ...forwardedFor, "content-type": "application/json" },
    body: JSON.stringify({
      eventType: EVENT_TYPES[0],
      eventDate: futureDate(),
      startTime: "18:00",
      durationMinutes: 180,
      cityFileName: "austin-tx",
      guestCount: 40,
      serviceTypeIds: [djServiceTypeId],
      details: "A fortieth birthday in the backyard, dancing after dinner, about forty guests.",
      clientToken: randomUUID(),
      contact: { firstName: "Bench", email: `bench-${randomUUID()}@example.com` },
    }),
  });
  return response.status;
}

type WriterMinute = { statuses: Map<number, number>; latencies: number[] };
async function writeFor(milliseconds: number): Promise<WriterMinute> {
  const minute: WriterMinute = { statuses: new Map(), latencies: [] };
  const until = performance.now() + milliseconds;
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      for (let turn = writer; performance.now() < until; turn += WRITERS) {
        const started = performance.now();
        const status = await write(turn).catch(() => 0);
        minute.latencies.push(performance.now() - started);
        minute.statuses.set(status, (minute.statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return minute;
}

const percentile = (numbers: number[], share: number) =>
  Math.round([...numbers].sort((a, b) => a - b)[Math.floor(numbers.length * share)] ?? 0);

const rows: Array<{ rss: number; heap: number }> = [];
console.log(
  `\n${connections - WRITERS} readers + ${WRITERS} writers for ${minutes} min\n` +
    "| minute | reads/s | p50 ms | p99 ms | writes | write statuses | write p99 ms | 503 share | other non-2xx | errors | RSS MiB | heap used / total MiB | database wasm / heap MiB |\n" +
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
);
try {
  for (let minute = 1; minute <= minutes; minute++) {
    const [reads, writes] = await Promise.all([
      autocannon({
        url: baseUrl,
        connections: connections - WRITERS,
        duration: 60,
        requests: readPaths.map((path) => ({ method: "GET" as const, path })),
      }),
      writeFor(60_000),
    ]);
    const metrics = await readMetrics();
    const rss = await residentMiB(pid);
    rows.push({ rss, heap: metrics.memory.heapUsedMb });
    const writeCount = writes.latencies.length;
    const unavailable = (reads.statusCodeStats?.["503"]?.count ?? 0) + (writes.statuses.get(503) ?? 0);
    const total = reads.requests.total + writeCount;
    const writeNon2xx = [...writes.statuses].filter(([status]) => status >= 400 && status !== 503);
    const otherNon2xx =
      reads.non2xx -
      (reads.statusCodeStats?.["503"]?.count ?? 0) +
      writeNon2xx.reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `| ${minute} | ${Math.round(reads.requests.average)} | ${reads.latency.p50} | ${reads.latency.p99} | ${writeCount} | ${[...writes.statuses].map(([status, count]) => `${status}: ${count}`).join(", ")} | ${percentile(writes.latencies, 0.99)} | ${((100 * unavailable) / Math.max(total, 1)).toFixed(2)} % | ${otherNon2xx} | ${reads.errors + (writes.statuses.get(0) ?? 0)} | ${rss} | ${metrics.memory.heapUsedMb} / ${metrics.memory.heapTotalMb} | ${metrics.database.embedded?.wasmMb} / ${metrics.database.embedded?.heapMb} |`,
    );
  }
} finally {
  await stopServer(server.process);
}

const lastTwoThirds = rows.slice(Math.floor(rows.length / 3));
const peak = Math.max(...rows.map((row) => row.rss));
const settled = lastTwoThirds.map((row) => row.rss);
console.log(
  `\nidle RSS ${idleRss} MiB (target ≤ ${TARGETS.idleRssMiB}); peak RSS under load ${peak} MiB (target ≤ ${TARGETS.loadedRssMiB});` +
    ` last two thirds ${Math.min(...settled)} to ${Math.max(...settled)} MiB`,
);
