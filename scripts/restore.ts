/**
 * `npm run restore -- <archive> [--force]`: restores a backup made by `npm run backup` into the
 * configured database and uploads folder, which must be empty unless --force is given (then what they
 * hold is replaced). The embedded database must not be in use by a running server. Every table's row
 * count is checked against the archive's.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { RestoreRefused, restoreBackup } from "#db/backup.server.ts";
import { databaseTargetFor } from "#db/client.server.ts";
import { loadConfig } from "#server/config.ts";
import { embeddedDatabaseOwner } from "#server/embedded-database-owner.server.ts";

const USAGE = "Usage: npm run restore -- <archive.tar.gz> [--force]";

function refuse(message: string): never {
  console.error(`restore: ${message}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({ options: { force: { type: "boolean" } }, allowPositionals: true });
const [file] = positionals;
if (!file || positionals.length > 1) refuse(USAGE);

const config = loadConfig();
const target = databaseTargetFor(config);
if (target.kind === "pglite") {
  const owner = embeddedDatabaseOwner(config.dataDir);
  if (owner !== undefined)
    refuse(
      `the embedded database in ${config.dataDir} is in use by a running server (process ${owner}): stop it first.`,
    );
}

const started = performance.now();
try {
  const restored = await restoreBackup({
    file: path.resolve(file),
    target,
    uploadsDir: config.s3 ? null : config.uploadsDir,
    force: values.force ?? false,
  });
  const rows = Object.values(restored.rows).reduce((sum, count) => sum + count, 0);
  console.log(
    `Restored the backup of ${restored.manifest.createdAt}: ${Object.keys(restored.rows).length} tables, ${rows} rows, ` +
      `every count as backed up${restored.manifest.uploads === "included" ? ", and the uploads" : ""}, ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  if (error instanceof RestoreRefused) refuse(error.message);
  console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
