/**
 * Marketplace: `node bench/marketplace.ts`. Starts the production server on a seeded embedded
 * database, signs in the demo planner and vendor, and prints: the JavaScript of the request form, the
 * planner's request page and the vendor's lead page (gzip); the time to send a request (matching
 * included, one at a time); and requests/s and latency at 32 connections for the planner's request
 * page data and the vendor's leads.
 */
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { startServer, stopServer } from "#tests/support/server-process.ts";
import { logIn } from "#tests/support/form-log-in.ts";
import { kib, pageJavaScript } from "./page-javascript.ts";

const server = await startServer({ DATA_DIR: "data/bench-startup", DATABASE_URL: "" }, 600_000);

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number;
}

try {
  const planner = await logIn(server.baseUrl, DEMO_PLANNER.email, DEMO_PLANNER.password);
  const vendor = await logIn(server.baseUrl, DEMO_VENDOR.email, DEMO_VENDOR.password);
  const vendorId = (
    (await (await fetch(`${server.baseUrl}/api/v1/accounts/me`, { headers: { cookie: vendor } })).json()) as {
      account: { memberId: number };
    }
  ).account.memberId;
  const types = (await (await fetch(`${server.baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`)).json()) as {
    serviceTypes: { id: number; fileName: string }[];
  };
  const dj = types.serviceTypes.find((type) => type.fileName === "dj")?.id as number;

  const timings: number[] = [];
  let requestId = 0;
  for (let day = 200; day < 220; day += 1) {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/v1/requests`, {
      method: "POST",
      headers: { cookie: planner, "content-type": "application/json" },
      body: JSON.stringify({
        eventType: "Birthday party",
        eventDate: new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10),
        startTime: "19:00",
        durationMinutes: 240,
        cityFileName: "austin-tx",
        guestCount: 60,
        serviceTypeIds: [dj],
        details: "A benchmark birthday party with dancing, speeches and a late-night playlist.",
        clientToken: randomUUID(),
      }),
    });
    timings.push(performance.now() - started);
    if (response.status === 201) requestId = ((await response.json()) as { requestId: number }).requestId;
  }
  timings.sort((a, b) => a - b);
  console.log(
    `send a request (matching included), ${timings.length} one at a time: p50 ${percentile(timings, 0.5).toFixed(1)} ms, max ${(timings.at(-1) as number).toFixed(1)} ms`,
  );

  for (const [label, path, cookie] of [
    ["request form", "/createrequest", planner],
    ["planner's request page", `/client/events/${requestId}`, planner],
    ["vendor's lead page", `/dashboard/leads/${requestId}`, vendor],
  ] as const) {
    const { files, gzip } = await pageJavaScript(server.baseUrl, path, { cookie });
    console.log(`${label} JavaScript: ${files} files, ${kib(gzip)} gzip`);
  }

  for (const [label, path, cookie] of [
    ["GET /api/v1/requests/{id} (planner)", `/api/v1/requests/${requestId}`, planner],
    ["GET /api/v1/members/{id}/leads (vendor)", `/api/v1/members/${vendorId}/leads`, vendor],
  ] as const) {
    const result = await autocannon({
      url: `${server.baseUrl}${path}`,
      connections: 32,
      duration: 10,
      headers: { cookie },
    });
    console.log(
      `${label} at 32 connections: ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
    );
  }
} finally {
  await stopServer(server.process);
}
