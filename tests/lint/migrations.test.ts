import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Squawk, a PostgreSQL migration linter, over every migration with the committed .squawk.toml
 * (decision 052). Paths are given relative to the root: the config's exemptions are matched on them.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const MIGRATIONS = "db/migrations";
/**
 * squawk's own binary: the registry here serves only its Linux x64 build, so that package is installed
 * directly (an optional dependency, skipped elsewhere) instead of the squawk-cli wrapper, whose other
 * platforms' packages a lock file made here cannot list.
 */
const squawkBin = createRequire(import.meta.url).resolve("@squawk-cli/linux-x64/bin/squawk");

function squawk(files: string[]): { status: number | null; findings: string } {
  const run = spawnSync(squawkBin, ["--config", path.join(ROOT, ".squawk.toml"), "--reporter", "gcc", ...files], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return { status: run.status, findings: `${run.stdout}${run.stderr}`.trim() };
}

const migrationFiles = () =>
  readdirSync(path.join(ROOT, MIGRATIONS))
    .filter((name) => name.endsWith(".sql"))
    .map((name) => `${MIGRATIONS}/${name}`);

/** The newest migration when the lint came in: only it and older ones may be exempted by name. */
const LINT_ADOPTED_AFTER = "0014_video_links.sql";

describe("migrations lint (squawk)", () => {
  it("finds nothing that would lock a busy table or break the running release", () => {
    const files = migrationFiles();
    expect(files.length).toBeGreaterThan(10);
    const { status, findings } = squawk(files);
    expect(findings).toBe("");
    expect(status).toBe(0);
  });

  it("reports a migration that would", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "marquee-squawk-"));
    try {
      const bad = path.join(folder, "9999_bad.sql");
      writeFileSync(
        bad,
        [
          "ALTER TABLE accounts ADD COLUMN x int NOT NULL DEFAULT random();",
          "--> statement-breakpoint",
          "CREATE INDEX accounts_x_idx ON accounts (x);",
        ].join("\n"),
      );
      const { status, findings } = squawk([bad]);
      expect(status).not.toBe(0);
      expect(findings).toContain("adding-field-with-default");
      expect(findings).toContain("require-concurrent-index-creation");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("exempts by name only migrations applied before the lint came in", () => {
    const config = readFileSync(path.join(ROOT, ".squawk.toml"), "utf8");
    const exempted = [...config.matchAll(/"(db\/migrations\/[^"]+)"/g)].map((match) => match[1] as string);
    expect(exempted.length).toBeGreaterThan(0);
    const files = migrationFiles();
    for (const file of exempted) {
      expect(files).toContain(file);
      expect(path.basename(file) <= LINT_ADOPTED_AFTER).toBe(true);
    }
  });
});
