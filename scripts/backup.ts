/**
 * `npm run backup [-- --out <folder>] [-- --keep <count>]`: writes a consistent, compressed,
 * timestamped archive of the configured database and the uploaded files (decision 053), by default
 * into <DATA_DIR>/backups, and keeps the newest `--keep` archives there. The embedded database is
 * copied by the server holding it, without stopping it; when no server runs, it is opened here.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup, pruneBackups, askServerToCopyDatabase, type CopyEmbeddedDatabase } from "#db/backup.server.ts";
import { databaseTargetFor, openDatabase } from "#db/client.server.ts";
import { loadConfig } from "#server/config.ts";
import { embeddedDatabaseOwner } from "#server/embedded-database-owner.server.ts";

const { values } = parseArgs({ options: { out: { type: "string" }, keep: { type: "string" } } });
const keep = values.keep === undefined ? undefined : Number(values.keep);
if (keep !== undefined && (!Number.isInteger(keep) || keep < 1)) {
  console.error("backup: --keep takes a whole number of archives, at least 1");
  process.exit(2);
}

const config = loadConfig();
const target = databaseTargetFor(config);
const outDir = path.resolve(values.out ?? path.join(config.dataDir, "backups"));

const copyEmbedded: CopyEmbeddedDatabase = async (targetDir) => {
  if (embeddedDatabaseOwner(config.dataDir) !== undefined) return askServerToCopyDatabase(config.dataDir, targetDir);
  const database = await openDatabase(target);
  try {
    const copy = database.copyDataFolder;
    if (!copy) throw new Error("the embedded database has no folder to copy");
    return await copy(targetDir);
  } finally {
    await database.close();
  }
};

const started = performance.now();
try {
  const backup = await createBackup({
    target,
    uploadsDir: config.s3 ? null : config.uploadsDir,
    outDir,
    copyEmbedded,
  });
  const rows = Object.values(backup.manifest.rows).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backed up the ${target.kind === "pglite" ? "embedded" : "PostgreSQL"} database ` +
      `(${Object.keys(backup.manifest.rows).length} tables, ${rows} rows)` +
      `${backup.manifest.uploads === "included" ? " and the uploads" : "; the uploads stay in their bucket"} ` +
      `to ${backup.file}: ${(backup.bytes / 1024 / 1024).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s` +
      `${backup.pausedMs === null ? "" : `, queries paused ${backup.pausedMs} ms`}`,
  );
  if (keep !== undefined)
    for (const deleted of pruneBackups(outDir, keep)) console.log(`Deleted the older backup ${deleted}`);
} catch (error) {
  console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
