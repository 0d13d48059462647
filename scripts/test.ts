/**
 * `npm test`: lint, formatting, type check, build, then the Vitest projects (unit, database, API and
 * end-to-end in Chromium) in one run. Database tests run on PGlite, and on PostgreSQL as well
 * when DATABASE_URL is set. Ends with one line that counts every test.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";

type Step = { name: string; command: string[] };

const steps: Step[] = [
  { name: "lint", command: ["npx", "eslint", ".", "--max-warnings", "0"] },
  { name: "format", command: ["npx", "prettier", "--check", "."] },
  { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"] },
  { name: "build", command: ["npx", "react-router", "build"] },
];

for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command[0] as string, step.command.slice(1), { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`✗ ${step.name} failed`);
    process.exit(result.status ?? 1);
  }
}

const reportFile = "test-results/vitest.json";
mkdirSync("test-results", { recursive: true });
console.log(
  `\n▶ tests${process.env.DATABASE_URL ? " (database tests on PGlite and PostgreSQL)" : " (database tests on PGlite)"}`,
);
const run = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${reportFile}`,
    ...["unit", "db", "api", "e2e"].flatMap((project) => ["--project", project]),
    ...process.argv.slice(2),
  ],
  { stdio: "inherit" },
);

type Report = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
let report: Report | undefined;
try {
  report = JSON.parse(readFileSync(reportFile, "utf8")) as Report;
} catch {
  report = undefined;
}
if (report) {
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(
    `\nTests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ""}`,
  );
}
process.exit(run.status ?? 1);
