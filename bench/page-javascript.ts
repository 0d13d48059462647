/**
 * JavaScript per page against the budget (issue 9: at most 150 KB gzip on every page, taken as
 * 150,000 bytes): `node bench/page-javascript.ts [--data-dir DIR | --base-url URL]`. Starts the
 * production server on a seeded embedded database (or measures the one at URL), signs in the demo planner and vendor, and prints every page's files, raw
 * and gzip bytes with PASS or FAIL; exits 1 when a page is over. `tests/e2e/page-weight.e2e.test.ts`
 * checks the same pages on every test run.
 */
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { logIn } from "#tests/support/form-log-in.ts";

/** 150 KB gzip, in bytes: the stricter reading of "KB" (150 KiB would be 153,600). */
export const PAGE_JAVASCRIPT_BUDGET = 150_000;

/** The JavaScript a server-rendered page loads (module preloads, scripts and imports), raw and gzip bytes. */
export async function pageJavaScript(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ files: number; raw: number; gzip: number }> {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const scripts = new Set<string>();
  for (const match of html.matchAll(
    /<link\b[^>]*>|<script[^>]+src="([^"]+)"|import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g,
  )) {
    const preload = match[0].startsWith("<link") && /\brel="modulepreload"/.test(match[0]);
    const source = preload ? /\bhref="([^"]+)"/.exec(match[0])?.[1] : (match[1] ?? match[2] ?? match[3]);
    if (source?.startsWith("/")) scripts.add(source);
  }
  let raw = 0;
  let gzip = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(`${baseUrl}${script}`)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.size, raw, gzip };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

type Visitor = "anyone" | "planner" | "vendor";

/**
 * One page of each kind the site has (a page's JavaScript depends on its route, not on its data). A
 * lead's and a request's loaders read them, so `:requestId` is one the demo planner sends the demo vendor.
 */
export const BUDGETED_PAGES: readonly { name: string; path: string; visitor: Visitor }[] = [
  { name: "home", path: "/", visitor: "anyone" },
  { name: "search results", path: "/search/dj-texas", visitor: "anyone" },
  { name: "service landing", path: "/services/dj", visitor: "anyone" },
  { name: "group landing", path: "/dj", visitor: "anyone" },
  { name: "kids landing", path: "/gigkids", visitor: "anyone" },
  { name: "virtual landing", path: "/virtual-event-services", visitor: "anyone" },
  { name: "profile", path: "/dj/neon-nights-dj-co", visitor: "anyone" },
  { name: "articles", path: "/articles", visitor: "anyone" },
  { name: "article", path: "/articles/how-to-choose-a-wedding-dj", visitor: "anyone" },
  { name: "themes", path: "/themes", visitor: "anyone" },
  { name: "theme", path: "/themes/disco", visitor: "anyone" },
  { name: "event guides", path: "/events", visitor: "anyone" },
  { name: "event guide", path: "/events/wedding", visitor: "anyone" },
  { name: "info page", path: "/press", visitor: "anyone" },
  { name: "local", path: "/local", visitor: "anyone" },
  { name: "contact", path: "/contact", visitor: "anyone" },
  { name: "request form", path: "/createrequest", visitor: "anyone" },
  { name: "embed", path: "/embed", visitor: "anyone" },
  { name: "API reference", path: "/developers/api", visitor: "anyone" },
  { name: "log in", path: "/login", visitor: "anyone" },
  { name: "forgot password", path: "/forgot-password", visitor: "anyone" },
  { name: "sign-up landing", path: "/signup/landing", visitor: "anyone" },
  { name: "vendor sign-up", path: "/signup/vendor", visitor: "anyone" },
  { name: "planner sign-up", path: "/signup/planner", visitor: "anyone" },
  { name: "vendor dashboard", path: "/dashboard", visitor: "vendor" },
  { name: "vendor photos", path: "/dashboard/photos", visitor: "vendor" },
  { name: "vendor videos and audio", path: "/dashboard/videos", visitor: "vendor" },
  { name: "membership", path: "/dashboard/membership", visitor: "vendor" },
  { name: "leads", path: "/dashboard/leads", visitor: "vendor" },
  { name: "lead", path: "/dashboard/leads/:requestId", visitor: "vendor" },
  { name: "insights", path: "/dashboard/insights", visitor: "vendor" },
  { name: "planner's requests", path: "/client/events", visitor: "planner" },
  { name: "planner's request", path: "/client/events/:requestId", visitor: "planner" },
  { name: "favorites", path: "/client/favorites", visitor: "planner" },
  { name: "planner's profile", path: "/client/modify-profile.aspx", visitor: "planner" },
];

export type PageWeight = { name: string; path: string; files: number; raw: number; gzip: number; pass: boolean };

/** A request from the demo planner to the demo vendor, on the first day ahead the vendor is free: its id. */
export async function demoRequestId(baseUrl: string, planner: string, vendor: string): Promise<number> {
  const types = (await (await fetch(`${baseUrl}/api/v1/servicetypes?getOnlySignupCategories=true`)).json()) as {
    serviceTypes: { id: number; fileName: string }[];
  };
  const me = (await (await fetch(`${baseUrl}/api/v1/accounts/me`, { headers: { cookie: vendor } })).json()) as {
    account: { memberId: number };
  };
  for (let offset = 30; offset < 400; offset += 1) {
    const response = await fetch(`${baseUrl}/api/v1/requests`, {
      method: "POST",
      headers: { cookie: planner, "content-type": "application/json" },
      body: JSON.stringify({
        eventType: "Birthday party",
        eventDate: new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10),
        startTime: "19:00",
        durationMinutes: 240,
        cityFileName: "austin-tx",
        guestCount: 50,
        serviceTypeIds: [types.serviceTypes.find((type) => type.fileName === "dj")?.id],
        details: "A birthday party to measure the request and lead pages with.",
        memberId: me.account.memberId,
        clientToken: crypto.randomUUID(),
      }),
    });
    if (response.status === 201) return ((await response.json()) as { requestId: number }).requestId;
  }
  throw new Error("the demo vendor is not free on any day to send a request to");
}

/** Every budgeted page's JavaScript, signed in as the demo planner or vendor where the page needs it. */
export async function measurePageWeights(baseUrl: string): Promise<PageWeight[]> {
  const cookies: Record<Visitor, string> = {
    anyone: "",
    planner: await logIn(baseUrl, DEMO_PLANNER.email, DEMO_PLANNER.password),
    vendor: await logIn(baseUrl, DEMO_VENDOR.email, DEMO_VENDOR.password),
  };
  const requestId = String(await demoRequestId(baseUrl, cookies.planner, cookies.vendor));
  const weights: PageWeight[] = [];
  for (const { name, path: pattern, visitor } of BUDGETED_PAGES) {
    const path = pattern.replace(":requestId", requestId);
    const headers: Record<string, string> = cookies[visitor] ? { cookie: cookies[visitor] } : {};
    const { files, raw, gzip } = await pageJavaScript(baseUrl, path, headers);
    weights.push({ name, path, files, raw, gzip, pass: gzip <= PAGE_JAVASCRIPT_BUDGET });
  }
  return weights;
}

/** The weights as a Markdown table, as docs/performance.md shows them. */
export function pageWeightTable(weights: readonly PageWeight[]): string {
  const bytes = (count: number) => count.toLocaleString("en-US");
  const lines = [
    `| page | files | raw bytes | gzip bytes | budget ${bytes(PAGE_JAVASCRIPT_BUDGET)} |`,
    "| --- | ---: | ---: | ---: | --- |",
    ...weights.map(
      (weight) =>
        `| ${weight.name} \`${weight.path}\` | ${weight.files} | ${bytes(weight.raw)} | ${bytes(weight.gzip)} | ${weight.pass ? "PASS" : "FAIL"} |`,
    ),
  ];
  return lines.join("\n");
}

if (import.meta.main) {
  const { startServer, stopServer } = await import("#tests/support/server-process.ts");
  const { values } = parseArgs({
    options: { "data-dir": { type: "string", default: "data/bench-startup" }, "base-url": { type: "string" } },
  });
  const server = values["base-url"]
    ? undefined
    : await startServer({ DATABASE_URL: "", DATA_DIR: values["data-dir"] }, 600_000);
  try {
    const weights = await measurePageWeights(values["base-url"] ?? (server?.baseUrl as string));
    console.log(pageWeightTable(weights));
    const over = weights.filter((weight) => !weight.pass);
    console.log(
      over.length === 0
        ? `PASS: all ${weights.length} pages at most ${PAGE_JAVASCRIPT_BUDGET.toLocaleString("en-US")} bytes gzip`
        : `FAIL: ${over.length} of ${weights.length} pages over budget: ${over.map((weight) => weight.name).join(", ")}`,
    );
    process.exitCode = over.length === 0 ? 0 : 1;
  } finally {
    if (server) await stopServer(server.process);
  }
}
