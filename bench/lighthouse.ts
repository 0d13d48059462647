/**
 * Lighthouse budget check (issue 9): `node bench/lighthouse.ts [--runs N] [--data-dir DIR | --base-url URL]`.
 * Starts the production server on a seeded embedded database (or scores the one at URL) and runs
 * Lighthouse's mobile preset on the system Chromium N times (5 by default) on the home, search
 * results, profile, article and theme pages. Prints each category's median beside its floor with
 * PASS or FAIL, and the median timings; exits 1 when a median is under its floor. Scores depend on
 * the machine's load: the load average is printed with them.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { findChromium } from "#tests/support/browser.ts";
import { type RunningServer, startServer, stopServer } from "#tests/support/server-process.ts";

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    "data-dir": { type: "string", default: "data/bench-startup" },
    "base-url": { type: "string" },
  },
});
const runs = Number(values.runs);
const chromium = findChromium();
if (!chromium) throw new Error("Chromium is needed: install the Debian package 'chromium' or set CHROMIUM_PATH");

const CHROME_FLAGS =
  "--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";

/** The floors, per Lighthouse category. */
const FLOORS = { performance: 0.95, accessibility: 1, "best-practices": 0.95, seo: 1 } as const;
type Category = keyof typeof FLOORS;
const CATEGORIES = Object.keys(FLOORS) as Category[];

const PAGES = {
  home: "/",
  "search results": "/search/dj-texas",
  profile: "/dj/neon-nights-dj-co",
  article: "/articles/how-to-choose-a-wedding-dj",
  theme: "/themes/disco",
};

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] as number;

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
};

/** The audits that cost a category points in a report, for the reader to see why a page fails. */
function lostPoints(report: Report, category: Category): string[] {
  const refs = (report.categories[category] as unknown as { auditRefs?: { id: string; weight: number }[] })?.auditRefs;
  return (refs ?? [])
    .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => report.audits[ref.id]?.title ?? ref.id);
}

const server: RunningServer | undefined = values["base-url"]
  ? undefined
  : await startServer({ DATABASE_URL: "", DATA_DIR: values["data-dir"] as string });
const baseUrl = values["base-url"] ?? (server?.baseUrl as string);
const scratch = mkdtempSync(path.join(tmpdir(), "marquee-lighthouse-"));
let failures = 0;
try {
  console.log(
    `Lighthouse mobile preset, median of ${runs} runs; load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
  for (const [name, url] of Object.entries(PAGES)) {
    const reports: Report[] = [];
    for (let index = 0; index < runs; index += 1) {
      const output = path.join(scratch, `${index}.json`);
      await run(
        "npx",
        [
          "lighthouse",
          `${baseUrl}${url}`,
          "--quiet",
          `--chrome-flags=${CHROME_FLAGS}`,
          `--only-categories=${CATEGORIES.join(",")}`,
          "--output=json",
          `--output-path=${output}`,
        ],
        { env: { ...process.env, CHROME_PATH: chromium } },
      );
      reports.push(JSON.parse(readFileSync(output, "utf8")) as Report);
    }
    const scores = CATEGORIES.map((category) => {
      const score = median(reports.map((report) => report.categories[category]?.score ?? 0));
      const pass = score >= FLOORS[category];
      if (!pass) failures += 1;
      const why = pass
        ? ""
        : ` (${[...new Set(reports.flatMap((report) => lostPoints(report, category)))].join("; ")})`;
      return `${category} ${score.toFixed(2)} >= ${FLOORS[category].toFixed(2)} ${pass ? "PASS" : "FAIL"}${why}`;
    });
    const timing = (audit: string) =>
      median(reports.map((report) => report.audits[audit]?.numericValue ?? 0)).toLocaleString("en-US", {
        maximumFractionDigits: audit === "cumulative-layout-shift" ? 3 : 0,
      });
    console.log(`${name} (${url}):\n  ${scores.join("\n  ")}`);
    console.log(
      `  FCP ${timing("first-contentful-paint")} ms, LCP ${timing("largest-contentful-paint")} ms, TBT ${timing("total-blocking-time")} ms, CLS ${timing("cumulative-layout-shift")}`,
    );
  }
  console.log(
    failures === 0 ? "PASS: every page at or above every floor" : `FAIL: ${failures} scores under their floor`,
  );
  process.exitCode = failures === 0 ? 0 : 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
  if (server) await stopServer(server.process);
}
