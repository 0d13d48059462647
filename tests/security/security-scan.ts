/**
 * Security scan of a running Marquee: sqlmap against every kind of input the product accepts and
 * wapiti crawling the site (anonymous and signed in), both through a small reverse proxy that plays
 * the part of the production proxy. Used by `npm run scan:security` (tests/security/scan.ts) and the
 * release test (tests/release/security-scan.release.test.ts).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { FRONTEND_CLIENT } from "#features/accounts/accounts.rules.ts";
import { logIn } from "#tests/support/form-log-in.ts";
import {
  createAdministrator,
  freePort,
  type RunningServer,
  startServer,
  stopServer,
} from "#tests/support/server-process.ts";

/** Which scan a request belongs to: the scanners send it, the proxy counts by it and strips it. */
const SCAN_HEADER = "x-marquee-scan";

/**
 * One sqlmap run: an address (`*` marks each place sqlmap injects into: a query value, a path
 * segment, a JSON value), or pages whose HTML forms sqlmap fills in and tests field by field.
 */
export type SqlmapTarget = {
  name: string;
  signedIn?: "planner" | "vendor" | "admin";
  /** Stores text the demo vendor's own pages show (their listing, their leads). */
  storesVendorPageText?: true;
} & (
  { url: string; method?: "POST" | "PUT"; /** A JSON body with `*` markers. */ json?: string } | { formPages: string[] }
);

export type SqlmapOutcome = {
  target: string;
  verdict: "clean" | "injectable" | "inconclusive";
  detail: string;
  seconds: number;
};

export type WapitiOutcome = {
  scan: string;
  vulnerabilities: { category: string; method: string; path: string; info: string }[];
  anomalies: { category: string; path: string; info: string }[];
  seconds: number;
  /** Why wapiti gave no report, when it gave none. */
  failure?: string;
};

export type ProxyTally = {
  requests: number;
  byStatus: Record<string, number>;
  serverErrors: string[];
  /** The paths answered 429, each once. */
  rateLimitedPaths: string[];
};

export type ScanReport = {
  versions: { sqlmap: string; wapiti: string };
  sqlmap: SqlmapOutcome[];
  wapiti: WapitiOutcome[];
  traffic: Record<string, ProxyTally>;
  /**
   * What makes the scan fail: an injectable parameter, an injection, XSS or open redirect, or a
   * target the scanners could not test (a scan that tests nothing must not pass).
   */
  findings: string[];
  seconds: number;
};

/** The wapiti categories that fail the scan (its other categories, e.g. missing headers, are informative). */
const FAILING_WAPITI_CATEGORIES = [
  "SQL Injection",
  "Blind SQL Injection",
  "Cross Site Scripting",
  "Stored Cross Site Scripting",
  "Open Redirect",
  "Command execution",
  "Path Traversal",
  "CRLF Injection",
];

const SQLMAP_CONCURRENCY = 2;
const WAPITI_SCAN_SECONDS = 90;

/**
 * The sqlmap targets: every kind of input, each on the routes that take it to the database.
 * Query values (the autocompletes, search settings, state filters), path segments (search lookups,
 * profile paths, content slugs, numeric ids), JSON bodies (contact form, quote request, analytics
 * batch, token refresh, signed-in planner and vendor account updates, the operator's Markdown preview)
 * and the HTML forms (search, log in, forgot password, contact, sign up, request a quote, the planner's
 * profile, the operator console's searches).
 */
export function sqlmapTargets(ids: {
  plannerClientId: number;
  vendorMemberId: number;
  djServiceTypeId: number;
}): SqlmapTarget[] {
  const today = new Date().toISOString().slice(0, 10);
  return [
    { name: "service type autocomplete", url: "/api/v1/servicetypes?query=dj*&take=10" },
    {
      name: "location autocomplete",
      url: "/api/v1/locations?startsWith=aus*&take=15&includeCities=true*&includeStatesAndProvinces=true",
    },
    { name: "cities of a state", url: "/api/v1/cities?stateAbbreviation=TX*&take=20*" },
    { name: "member autocomplete", url: "/api/v1/members/autocomplete?startsWith=neo*&useTheDjRule=true" },
    {
      name: "search results",
      url: `/api/v1/search/dj-austin-tx*/results?skip=0*&take=25&location=austin*&eventDate=${today}*&sort=1*`,
    },
    { name: "search lookup", url: "/api/v1/search-lookups/dj-austin-tx*" },
    { name: "search members by id", url: "/api/v1/search/members?memberIds=1,2*" },
    { name: "vendor profile", url: "/api/v1/profile/dj/neon-nights-dj-co*" },
    {
      name: "vendor reviews",
      url: `/api/v1/profiles/${ids.vendorMemberId}*/feedback?sortType=newest*&skip=0&take=10*`,
    },
    { name: "article", url: "/api/v1/articles/cocktail-hour-music-ideas*" },
    { name: "articles by tag", url: "/api/cms/articles?tags=music*&skip=0*&take=10" },
    { name: "themes by ingredient", url: "/api/cms/themes?ingredient=dj*" },
    {
      name: "contact form (JSON)",
      url: "/api/v1/contact-messages",
      method: "POST",
      json: '{"name":"Ana Ruiz*","email":"ana@example.com*","topic":"planning","message":"Can you help me plan a 50th?*"}',
    },
    {
      name: "request a quote (JSON)",
      url: "/api/v1/requests",
      storesVendorPageText: true,
      method: "POST",
      json: JSON.stringify({
        eventType: "Birthday party",
        eventDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
        startTime: "19:00",
        durationMinutes: 240,
        cityFileName: "austin-tx*",
        venueName: "The Grand Hall*",
        guestCount: 60,
        budget: "800*",
        serviceTypeIds: [ids.djServiceTypeId],
        details: "A scanned birthday party with dancing, speeches and a late-night playlist.*",
        clientToken: "8a7d3c52-3f0e-4f7b-9f43-0c1de8e1b2a4",
        contact: { firstName: "Ana*", email: "ana.scan@example.com*", phone: "512 555 0101" },
      }),
    },
    {
      name: "analytics events (JSON)",
      url: "/api/v1/analytics/events",
      method: "POST",
      json: JSON.stringify({
        events: [
          {
            name: "Page View",
            category: "Page*",
            label: "Home*",
            path: "/*",
            properties: { referrer: "direct*" },
            occurredAt: new Date().toISOString(),
          },
        ],
      }),
    },
    {
      name: "token refresh (JSON)",
      url: "/api/v1/token",
      method: "POST",
      json: JSON.stringify({
        grant_type: "refresh_token*",
        refresh_token: "not-a-token*",
        client_id: FRONTEND_CLIENT.id,
        client_secret: FRONTEND_CLIENT.secret,
      }),
    },
    {
      name: "planner account update (JSON, signed in)",
      url: `/api/v1/client/${ids.plannerClientId}`,
      method: "PUT",
      json: '{"firstName":"Priya*","lastName":"Planner*"}',
      signedIn: "planner",
    },
    // The vendor's dashboard renders its forms in the browser: their API is scanned instead.
    {
      name: "vendor listing update (JSON, signed in)",
      url: `/api/v1/members/${ids.vendorMemberId}`,
      method: "PUT",
      json: '{"tagline":"Your party starts here*","about":"Austin DJ for weddings and parties.*","cityFileName":"austin-tx*"}',
      signedIn: "vendor",
      storesVendorPageText: true,
    },
    {
      name: "vendor insights (signed in)",
      url: `/api/v1/members/${ids.vendorMemberId}/insights?days=30*`,
      signedIn: "vendor",
    },
    // Every page carries the header's search form: the pages named here hold the product's other
    // forms, so sqlmap tests each form once instead of crawling the same one from page to page.
    { name: "search form", formPages: ["/"] },
    { name: "log-in and password forms", formPages: ["/login", "/forgot-password"] },
    { name: "contact form", formPages: ["/contact"] },
    { name: "sign-up forms", formPages: ["/signup/planner", "/signup/vendor"] },
    { name: "request form", formPages: ["/createrequest"], storesVendorPageText: true },
    { name: "planner profile form (signed in)", formPages: ["/client/modify-profile.aspx"], signedIn: "planner" },
    // The operator console's reads: what an operator types into its searches reaches the database.
    {
      name: "operator account search (signed in)",
      url: "/api/v1/admin/accounts?q=neon*&kind=vendor*&page=1*",
      signedIn: "admin",
    },
    {
      name: "operator audit log search (signed in)",
      url: `/api/v1/admin/audit-events?action=account.suspended*&recordType=account*&from=${today}*`,
      signedIn: "admin",
    },
    { name: "operator overview (signed in)", url: "/api/v1/admin/overview?days=30*", signedIn: "admin" },
    {
      name: "operator contact inbox (signed in)",
      url: "/api/v1/admin/contact-messages?status=new*&page=1*",
      signedIn: "admin",
    },
    {
      name: "operator Markdown preview (JSON, signed in)",
      url: "/api/v1/admin/content/preview",
      method: "POST",
      json: '{"bodyMarkdown":"## Tips for a winter wedding*"}',
      signedIn: "admin",
    },
    {
      name: "operator console search forms (signed in)",
      formPages: ["/admin/accounts", "/admin/audit"],
      signedIn: "admin",
    },
  ];
}

/**
 * A reverse proxy in front of the server, as in production: it gives every request its own client
 * address in X-Forwarded-For (the server trusts loopback as its proxy here), so per-address rate
 * limits do not turn a scan into thousands of 429s that test nothing; it keeps the scanners from
 * logging themselves out (wapiti 3.0.4's own --exclude fails on Python 3.11); and it counts the
 * answers of each scan, keeping every 5xx.
 */
async function startCountingProxy(
  target: string,
  port: number,
): Promise<{ server: Server; traffic: Record<string, ProxyTally> }> {
  const upstream = new URL(target);
  const traffic: Record<string, ProxyTally> = {};
  let sequence = 0;
  const server = createServer((incoming, outgoing) => {
    sequence += 1;
    const scan = String(incoming.headers[SCAN_HEADER] ?? "other");
    const tally = (traffic[scan] ??= { requests: 0, byStatus: {}, serverErrors: [], rateLimitedPaths: [] });
    if (incoming.url?.startsWith("/logout")) {
      // A signed-in crawl that follows "Log out" ends its own session and scans nothing more.
      outgoing.writeHead(204).end();
      return;
    }
    const headers: IncomingHttpHeaders = { ...incoming.headers, host: upstream.host };
    delete headers[SCAN_HEADER];
    headers["x-forwarded-for"] = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
    // wapiti asks for Brotli but its HTTP library cannot decode it, and then finds no links at all.
    if (headers["accept-encoding"]) headers["accept-encoding"] = "gzip, deflate";
    const forwarded = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        const status = answer.statusCode ?? 0;
        tally.requests += 1;
        tally.byStatus[status] = (tally.byStatus[status] ?? 0) + 1;
        if (status >= 500) tally.serverErrors.push(`${status} ${incoming.method} ${incoming.url}`);
        const pathOnly = `${incoming.method} ${incoming.url?.split("?", 1)[0]}`;
        if (status === 429 && !tally.rateLimitedPaths.includes(pathOnly)) tally.rateLimitedPaths.push(pathOnly);
        outgoing.writeHead(status, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => {
      tally.requests += 1;
      tally.byStatus.unreachable = (tally.byStatus.unreachable ?? 0) + 1;
      outgoing.destroy();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { server, traffic };
}

function run(command: string, args: string[], timeoutMs: number): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve) => {
    // The scanners must reach 127.0.0.1 directly, whatever proxy the shell has configured.
    const environment = { ...process.env };
    for (const name of ["http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"]) {
      delete environment[name];
    }
    const child = spawn(command, args, { env: environment, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ output, code });
    });
  });
}

async function toolVersion(command: string): Promise<string> {
  const { output } = await run(command, ["--version"], 30_000);
  return (/(\d+\.\d+\.\d+)/.exec(output)?.[1] ?? "unknown").trim();
}

async function runSqlmap(
  baseUrl: string,
  target: SqlmapTarget,
  cookies: Record<NonNullable<SqlmapTarget["signedIn"]>, string>,
  workDir: string,
): Promise<SqlmapOutcome> {
  const started = performance.now();
  const outputDir = mkdtempSync(path.join(workDir, "sqlmap-"));
  const args = [
    "--batch",
    "--flush-session",
    `--output-dir=${outputDir}`,
    "--dbms=PostgreSQL",
    // Forms are many fields on many pages: their fields at level 1; the API also gets its cookies,
    // User-Agent and Referer tested, with heavier payloads (level 3, risk 2). A page carries a fresh
    // CSP nonce in some thirty places and echoes the typed value back: compared as raw HTML, that
    // noise now and then passes sqlmap's false-positive check, so pages are compared by their text,
    // where a real injection shows (a different message, result or error).
    ...("formPages" in target ? ["--level=1", "--risk=1", "--text-only"] : ["--level=3", "--risk=2"]),
    "--time-sec=2",
    "--timeout=15",
    "--retries=1",
    "--skip-waf",
    "--disable-coloring",
    // A quote request signs its new planner in: the scan stays the caller it started as.
    "--drop-set-cookie",
    // Validation answers 400 and unknown ids 404: those are answers to compare, not errors.
    "--ignore-code=400,401,403,404,409,422",
    // sqlmap sets the JSON content type itself when the body is JSON.
    `--headers=${SCAN_HEADER}: sqlmap ${target.name}`,
  ];
  if ("formPages" in target) {
    const bulkFile = path.join(outputDir, "form-pages.txt");
    writeFileSync(bulkFile, target.formPages.map((page) => `${baseUrl}${page}`).join("\n"));
    args.push("-m", bulkFile, "--forms");
  } else {
    args.push(`--url=${baseUrl}${target.url}`);
    if (target.method) args.push(`--method=${target.method}`);
    if (target.json) args.push(`--data=${target.json}`);
  }
  if (target.signedIn) args.push(`--cookie=${cookies[target.signedIn]}`);
  // The form pages are one target of many forms: on a loaded machine they need more than one API target.
  const { output, code } = await run("sqlmap", args, "formPages" in target ? 480_000 : 240_000);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const logFile = path.join(outputDir, "127.0.0.1", "log");
  const injectionLog = existsSync(logFile) ? readFileSync(logFile, "utf8").trim() : "";
  if (injectionLog !== "" || /identified the following injection point/.test(output)) {
    return { target: target.name, verdict: "injectable", detail: injectionLog || output.slice(-2000), seconds };
  }
  // sqlmap ends each target it tested in full with "all tested parameters do not appear to be
  // injectable"; a target it gave up on says "skipping to the next target" for another reason.
  const tested = output.match(/all tested parameters do not appear to be injectable/g)?.length ?? 0;
  const abandoned = (output.match(/.*skipping to the next target.*/g) ?? []).filter(
    (line) => !line.includes("do not appear to be injectable"),
  );
  const clean = code === 0 && tested > 0 && abandoned.length === 0;
  return {
    target: target.name,
    verdict: clean ? "clean" : "inconclusive",
    detail: clean
      ? `${tested} target(s) tested in full`
      : `exit ${code}: ${abandoned.join(" | ") || (output.match(/\[CRITICAL\] .*/g) ?? []).join(" | ") || output.slice(-600)}`,
    seconds,
  };
}

type WapitiReport = {
  vulnerabilities: Record<string, { method: string; path: string; info: string }[]>;
  anomalies: Record<string, { path: string; info: string }[]>;
};

/** One wapiti crawl and attack from `startPath`, kept to the folder it starts in. */
async function runWapiti(baseUrl: string, scan: string, cookie: string | undefined, workDir: string, startPath = "/") {
  const started = performance.now();
  const reportFile = path.join(workDir, `wapiti-${scan.replace(/\W+/g, "-")}.json`);
  const args = [
    `--url=${baseUrl}${startPath}`,
    "--scope=folder",
    "--module=sql,blindsql,xss,permanentxss,redirect,exec,file,crlf",
    "--depth=2",
    "--max-links-per-page=40",
    "--max-files-per-dir=40",
    `--max-scan-time=${WAPITI_SCAN_SECONDS}`,
    "--max-attack-time=15",
    "--timeout=10",
    "--flush-session",
    `--store-session=${path.join(workDir, `wapiti-session-${scan.replace(/\W+/g, "-")}`)}`,
    "--format=json",
    `--output=${reportFile}`,
    "--verbose=0",
    "--no-bugreport",
    `--header=${SCAN_HEADER}: wapiti ${scan}`,
  ];
  if (cookie) args.push(`--header=Cookie: ${cookie}`);
  const { output, code } = await run("wapiti", args, (WAPITI_SCAN_SECONDS + 150) * 1000);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  if (!existsSync(reportFile)) {
    return {
      scan,
      vulnerabilities: [],
      anomalies: [],
      seconds,
      failure: `no report (exit ${code}): ${output.slice(-600)}`,
    };
  }
  const report = JSON.parse(readFileSync(reportFile, "utf8")) as WapitiReport;
  const flatten = <T>(byCategory: Record<string, T[]>) =>
    Object.entries(byCategory).flatMap(([category, items]) => items.map((item) => ({ category, ...item })));
  return {
    scan,
    vulnerabilities: flatten(report.vulnerabilities).map(({ category, method, path, info }) => ({
      category,
      method,
      path,
      info,
    })),
    anomalies: flatten(report.anomalies).map(({ category, path, info }) => ({ category, path, info })),
    seconds,
  } satisfies WapitiOutcome;
}

async function accountIds(baseUrl: string, cookie: string): Promise<{ clientId: number; memberId: number }> {
  const response = await fetch(`${baseUrl}/api/v1/accounts/me`, { headers: { cookie } });
  return ((await response.json()) as { account: { clientId: number; memberId: number } }).account;
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

/** Scans the server behind `proxyUrl` (the proxy in front of it) and answers what was found. */
async function scan(proxyUrl: string, traffic: Record<string, ProxyTally>, workDir: string): Promise<ScanReport> {
  const started = performance.now();
  const versions = { sqlmap: await toolVersion("sqlmap"), wapiti: await toolVersion("wapiti") };
  const cookies = {
    planner: await logIn(proxyUrl, DEMO_PLANNER.email, DEMO_PLANNER.password),
    vendor: await logIn(proxyUrl, DEMO_VENDOR.email, DEMO_VENDOR.password),
    admin: await logIn(proxyUrl, DEMO_ADMIN.email, DEMO_ADMIN.password),
  };
  const planner = await accountIds(proxyUrl, cookies.planner);
  const vendor = await accountIds(proxyUrl, cookies.vendor);
  const serviceTypes = (await (await fetch(`${proxyUrl}/api/v1/servicetypes?query=dj&take=1`)).json()) as {
    serviceTypes: { id: number }[];
  };
  const targets = sqlmapTargets({
    plannerClientId: planner.clientId,
    vendorMemberId: vendor.memberId,
    djServiceTypeId: serviceTypes.serviceTypes[0]?.id ?? 1,
  });

  // Everything at once keeps the scan within minutes: sqlmap works through its targets while
  // wapiti crawls anonymously and signed in as the vendor (dashboard, leads, listing forms). The
  // targets that store text on the vendor's own pages wait for that crawl: a stored sqlmap payload
  // (one names /lib/libc.so.6) showing on the dashboard would read to wapiti as its own attack's echo.
  const scanTargets = (chosen: SqlmapTarget[]) =>
    inBatches(chosen, SQLMAP_CONCURRENCY, (target) => runSqlmap(proxyUrl, target, cookies, workDir));
  const [independentSqlmap, anonymousWapiti, signedInWapiti] = await Promise.all([
    scanTargets(targets.filter((target) => !target.storesVendorPageText)),
    runWapiti(proxyUrl, "anonymous", undefined, workDir),
    // A session of its own: whatever wapiti's payloads do to a session must not end sqlmap's.
    runWapiti(
      proxyUrl,
      "signed in as the demo vendor",
      await logIn(proxyUrl, DEMO_VENDOR.email, DEMO_VENDOR.password),
      workDir,
    ),
  ]);
  const sqlmap = [
    ...independentSqlmap,
    ...(await scanTargets(targets.filter((target) => target.storesVendorPageText))),
  ];
  // The console last: its crawl presses what an operator can (suspend, hide, unpublish), which
  // would pull the demo vendor out from under the scans above.
  const operatorWapiti = await runWapiti(
    proxyUrl,
    "signed in as an operator, in the console",
    await logIn(proxyUrl, DEMO_ADMIN.email, DEMO_ADMIN.password),
    workDir,
    "/admin/",
  );
  const wapiti = [anonymousWapiti, signedInWapiti, operatorWapiti];

  const findings = [
    ...sqlmap
      .filter((outcome) => outcome.verdict === "injectable")
      .map((outcome) => `sqlmap: ${outcome.target} is injectable: ${outcome.detail}`),
    ...sqlmap
      .filter((outcome) => outcome.verdict === "inconclusive")
      .map((outcome) => `sqlmap: ${outcome.target} could not be tested: ${outcome.detail}`),
    ...wapiti.filter((outcome) => outcome.failure).map((outcome) => `wapiti (${outcome.scan}): ${outcome.failure}`),
    ...wapiti.flatMap((outcome) =>
      outcome.vulnerabilities
        .filter((vulnerability) => FAILING_WAPITI_CATEGORIES.includes(vulnerability.category))
        .map(
          (vulnerability) =>
            `wapiti (${outcome.scan}): ${vulnerability.category} at ${vulnerability.method} ${vulnerability.path}: ${vulnerability.info}`,
        ),
    ),
  ];
  return { versions, sqlmap, wapiti, traffic, findings, seconds: Math.round((performance.now() - started) / 1000) };
}

/**
 * Starts a production instance on a fresh embedded database with a small seed, puts the proxy in
 * front of it, scans, and stops everything. Needs a production build (`npx react-router build`).
 */
export async function scanLocalInstance(): Promise<ScanReport> {
  const workDir = mkdtempSync(path.join(tmpdir(), "marquee-security-scan-"));
  const proxyPort = await freePort();
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  let server: RunningServer | undefined;
  let proxy: Server | undefined;
  try {
    const environment = {
      DATABASE_URL: "",
      REDIS_URL: "",
      DATA_DIR: path.join(workDir, "data"),
      SEED_VENDORS: "300",
      PUBLIC_ORIGIN: proxyUrl,
      TRUST_PROXY: "127.0.0.1",
      LOG_LEVEL: "error",
      // The scan measures how input is handled, not load: on a busy machine shedding load would
      // answer the scanners 503 and leave parameters untested (load shedding has its own tests).
      MAX_EVENT_LOOP_DELAY_MS: "0",
    };
    // Production makes no administrator: the console is scanned as the one an operator creates.
    createAdministrator(environment, DEMO_ADMIN);
    server = await startServer(environment);
    const started = await startCountingProxy(server.baseUrl, proxyPort);
    proxy = started.server;
    return await scan(proxyUrl, started.traffic, workDir);
  } finally {
    proxy?.close();
    if (server) await stopServer(server.process);
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The report as a person reads it. */
export function formatReport(report: ScanReport): string {
  const lines = [
    `Security scan: sqlmap ${report.versions.sqlmap}, wapiti ${report.versions.wapiti}, ${report.seconds} s in all`,
    "",
    "sqlmap (PostgreSQL; API level 3 risk 2, forms level 1 risk 1 by page text):",
    ...report.sqlmap.map(
      (outcome) => `  ${outcome.verdict.padEnd(12)} ${outcome.target} (${outcome.seconds} s): ${outcome.detail}`,
    ),
    "",
    "wapiti (sql, blindsql, xss, permanentxss, redirect, exec, file, crlf; depth 2):",
    ...report.wapiti.flatMap((outcome) => [
      `  ${outcome.scan}: ${outcome.vulnerabilities.length} vulnerabilities, ${outcome.anomalies.length} anomalies (${outcome.seconds} s)`,
      ...outcome.vulnerabilities.map((item) => `    ${item.category}: ${item.method} ${item.path}: ${item.info}`),
      ...outcome.anomalies.map((item) => `    anomaly ${item.category}: ${item.path}: ${item.info}`),
    ]),
    "",
    "answers seen by the proxy:",
    ...Object.entries(report.traffic).flatMap(([scan, tally]) => {
      const statuses = Object.entries(tally.byStatus).map(([status, count]) => `${status}×${count}`);
      return [
        `  ${scan}: ${tally.requests} requests, ${statuses.join(" ")}`,
        ...(tally.serverErrors.length ? [`    5xx: ${tally.serverErrors.slice(0, 5).join(" | ")}`] : []),
        ...(tally.rateLimitedPaths.length ? [`    429: ${tally.rateLimitedPaths.slice(0, 8).join(" | ")}`] : []),
      ];
    }),
    "",
    report.findings.length === 0
      ? "No findings."
      : `FINDINGS:\n${report.findings.map((line) => `  ${line}`).join("\n")}`,
  ];
  return lines.join("\n");
}
