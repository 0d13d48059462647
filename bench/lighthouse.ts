/**
 * Lighthouse (mobile preset, the system Chromium): `node bench/lighthouse.ts [--runs N] [--data-dir DIR]`.
 * Starts the production server on a seeded embedded database and prints, for the home, search results,
 * profile, article, theme and event guide pages, the median of N runs of each category score and the
 * main timings.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { parseArgs } from "node:util";
import { findChromium } from "#tests/support/browser.ts";
import { startServer, stopServer } from "#tests/support/server-process.ts";

const run = promisify(execFile);
const { values } = parseArgs({
  options: { runs: { type: "string", default: "3" }, "data-dir": { type: "string", default: "data/bench-startup" } },
});
const runs = Number(values.runs);
const chromium = findChromium();
if (!chromium) throw new Error("Chromium is needed: install the Debian package 'chromium' or set CHROMIUM_PATH");

const CHROME_FLAGS =
  "--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] as number;

type Report = { categories: Record<string, { score: number }>; audits: Record<string, { numericValue: number }> };

const server = await startServer({ DATABASE_URL: "", DATA_DIR: values["data-dir"] as string });
const scratch = mkdtempSync(path.join(tmpdir(), "marquee-lighthouse-"));
try {
  const pages = {
    home: "/",
    "search results": "/search/dj-texas",
    profile: "/dj/neon-nights-dj-co",
    article: "/articles/how-to-choose-a-wedding-dj",
    theme: "/themes/disco",
    "event guide": "/events/wedding",
    "log in": "/login",
    "vendor sign-up": "/signup/vendor",
  };
  for (const [name, url] of Object.entries(pages)) {
    const reports: Report[] = [];
    for (let index = 0; index < runs; index += 1) {
      const output = path.join(scratch, `${index}.json`);
      await run(
        "npx",
        [
          "lighthouse",
          `${server.baseUrl}${url}`,
          "--quiet",
          `--chrome-flags=${CHROME_FLAGS}`,
          `--only-categories=${CATEGORIES.join(",")}`,
          "--output=json",
          `--output-path=${output}`,
        ],
        {
          env: { ...process.env, CHROME_PATH: chromium },
        },
      );
      reports.push(JSON.parse(readFileSync(output, "utf8")) as Report);
    }
    const scores = CATEGORIES.map(
      (category) =>
        `${category} ${median(reports.map((report) => report.categories[category]?.score ?? 0)).toFixed(2)}`,
    );
    const timing = (audit: string) =>
      Math.round(median(reports.map((report) => report.audits[audit]?.numericValue ?? 0)));
    console.log(
      `${name} (${url}), median of ${runs}: ${scores.join(", ")}; FCP ${timing("first-contentful-paint")} ms, LCP ${timing("largest-contentful-paint")} ms, TBT ${timing("total-blocking-time")} ms, CLS ${median(reports.map((report) => report.audits["cumulative-layout-shift"]?.numericValue ?? 0)).toFixed(3)}`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
  await stopServer(server.process);
}
