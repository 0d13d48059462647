/**
 * Analytics and the site's frame: `node bench/analytics.ts`. Starts the production server on a
 * seeded embedded database and prints: the JavaScript (gzip) of the home, search, profile, article,
 * theme, request form, embed and insights pages, now that every page carries analytics, consent and
 * the modal; the time to store a batch of ten events (one batch at a time: collection is rate
 * limited per address); and requests/s and latency at 32 connections for the demo vendor's insights
 * over 365 days.
 */
import autocannon from "autocannon";
import { DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { startServer, stopServer } from "#tests/support/server-process.ts";
import { logIn } from "#tests/support/form-log-in.ts";
import { kib, pageJavaScript } from "./page-javascript.ts";

const server = await startServer({ DATA_DIR: "data/bench-startup", DATABASE_URL: "" }, 600_000);
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";

function report(label: string, result: autocannon.Result) {
  console.log(
    `${label} at 32 connections: ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
  );
}

try {
  const searchHtml = await (await fetch(`${server.baseUrl}/search/dj`)).text();
  const profile = /href="(\/dj\/[a-z0-9-]+)"/.exec(searchHtml)?.[1] ?? "/dj/neon-nights-dj-co";
  const articlesHtml = await (await fetch(`${server.baseUrl}/articles`)).text();
  const article = /href="(\/articles\/(?!tag\/)[a-z0-9-]+)"/.exec(articlesHtml)?.[1] ?? "/articles";
  for (const path of ["/", "/search/dj-texas", profile, article, "/themes/disco", "/createrequest", "/embed"]) {
    const { files, gzip } = await pageJavaScript(server.baseUrl, path);
    console.log(`${path} JavaScript: ${files} files, ${kib(gzip)} gzip`);
  }

  const vendor = await logIn(server.baseUrl, DEMO_VENDOR.email, DEMO_VENDOR.password);
  const { files, gzip } = await pageJavaScript(server.baseUrl, "/dashboard/insights", { cookie: vendor });
  console.log(`/dashboard/insights JavaScript: ${files} files, ${kib(gzip)} gzip`);
  const vendorId = (
    (await (await fetch(`${server.baseUrl}/api/v1/accounts/me`, { headers: { cookie: vendor } })).json()) as {
      account: { memberId: number };
    }
  ).account.memberId;

  const occurredAt = new Date().toISOString();
  const events = Array.from({ length: 10 }, (_, index) => ({
    name: "Vendor Tile Click",
    category: "Vendor Tile",
    label: `primary results > viewed the profile > ${index + 1}`,
    path: "/search/dj-texas",
    memberId: vendorId,
    properties: { position: index, section: "primary results", action: "view-profile" },
    occurredAt,
  }));
  // Collection is limited to 120 batches a minute per address, so it is timed one batch at a time.
  const timings: number[] = [];
  for (let batch = 0; batch < 100; batch += 1) {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/v1/analytics/events`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": BROWSER },
      body: JSON.stringify({ events }),
    });
    if (response.status !== 202) throw new Error(`collection answered ${response.status}`);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  console.log(
    `POST /api/v1/analytics/events (10 events), 100 batches one at a time: p50 ${timings[50]?.toFixed(1)} ms, p99 ${timings[99]?.toFixed(1)} ms`,
  );
  report(
    "GET /api/v1/members/{id}/insights?days=365 (vendor)",
    await autocannon({
      url: `${server.baseUrl}/api/v1/members/${vendorId}/insights?days=365`,
      connections: 32,
      duration: 10,
      headers: { cookie: vendor },
    }),
  );
} finally {
  await stopServer(server.process);
}
