/**
 * Backups of everything Marquee keeps: the database and the uploaded files, in one timestamped,
 * compressed archive that `npm run restore` brings back (decision 053).
 *
 * An archive holds `manifest.json`, the database (`database/`, the embedded database's folder, or
 * `database.dump`, PostgreSQL's custom format) and `uploads/` unless a bucket keeps the uploads.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from "./client.server.ts";

export const BACKUP_FORMAT = 1;
const ARCHIVE_PATTERN = /^marquee-(?:pglite|postgres)-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)\.tar\.gz$/;

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  kind: DatabaseTarget["kind"];
  createdAt: string;
  /** When the newest migration the database had was written: a restore needs a release that knows it. */
  newestMigrationAt: number | null;
  /** "included": the uploads folder is in the archive; "bucket": a versioned bucket keeps them. */
  uploads: "included" | "bucket";
  /** Rows per table, counted in the very state the archive holds. */
  rows: Record<string, number>;
};

export type BackupResult = { file: string; bytes: number; manifest: BackupManifest; pausedMs: number | null };

/** Copies the embedded database's folder: through the server that holds it, or by opening it here. */
export type CopyEmbeddedDatabase = (targetDir: string) => Promise<{ pausedMs: number }>;

type Queryable = { query<R extends pg.QueryResultRow>(text: string): Promise<{ rows: R[] }> };

/** Every table's row count, in one snapshot when `queryable` is inside a repeatable-read transaction. */
async function countRows(queryable: Queryable): Promise<Record<string, number>> {
  const tables = await queryable.query<{ name: string }>(
    `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const counted = await queryable.query<{ count: number }>(`select count(*)::int as count from ${name}`);
    rows[name] = counted.rows[0]?.count ?? 0;
  }
  return rows;
}

async function newestMigrationAt(queryable: Queryable): Promise<number | null> {
  const result = await queryable.query<{ at: string | null }>(
    "select max(created_at)::text as at from drizzle.__drizzle_migrations",
  );
  return result.rows[0]?.at ? Number(result.rows[0].at) : null;
}

/** The newest migration this release carries (db/migrations/meta/_journal.json). */
function newestKnownMigrationAt(): number {
  const journal = JSON.parse(
    readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations/meta/_journal.json"), "utf8"),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Runs a command to its end; its standard error becomes the error's message when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", (error) =>
      reject(new Error(`${command} could not be run (${error.message}); is it installed and on PATH?`)),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

type OpenedDatabase = Queryable & { close(): Promise<void> };

async function openRestoredDatabase(target: DatabaseTarget): Promise<OpenedDatabase> {
  if (target.kind === "postgres") {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return { query: (text) => client.query(text), close: () => client.end() };
  }
  const handle = await openDatabase(target);
  return {
    query: async <R extends pg.QueryResultRow>(text: string) => ({
      rows: (await handle.db.execute(sql.raw(text))).rows as R[],
    }),
    close: () => handle.close(),
  };
}

function isEmptyFolder(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).length === 0;
}

const archiveName = (kind: DatabaseTarget["kind"], createdAt: Date) =>
  `marquee-${kind}-${createdAt
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-")}.tar.gz`;

/**
 * Writes a backup archive into `outDir`. The database is copied first and the uploads after it, so
 * every file a restored row points at is in the archive (a file is stored before its row is written).
 */
export async function createBackup(options: {
  target: DatabaseTarget;
  /** Null when a bucket keeps the uploads. */
  uploadsDir: string | null;
  outDir: string;
  copyEmbedded?: CopyEmbeddedDatabase;
}): Promise<BackupResult> {
  const { target, uploadsDir, outDir } = options;
  mkdirSync(outDir, { recursive: true });
  const staging = path.join(outDir, `.staging-${randomBytes(6).toString("hex")}`);
  mkdirSync(staging);
  const createdAt = new Date();
  try {
    let rows: Record<string, number>;
    let newest: number | null;
    let pausedMs: number | null = null;
    let databaseEntry: string;
    if (target.kind === "pglite") {
      if (!options.copyEmbedded) throw new Error("an embedded database is copied by the process that holds it");
      databaseEntry = "database";
      ({ pausedMs } = await options.copyEmbedded(path.join(staging, databaseEntry)));
      // Opening the copy proves it starts, and counts what it holds.
      const copy = await openRestoredDatabase({ kind: "pglite", dataDir: path.join(staging, databaseEntry) });
      try {
        rows = await countRows(copy);
        newest = await newestMigrationAt(copy);
      } finally {
        await copy.close();
      }
    } else {
      databaseEntry = "database.dump";
      // The counts and pg_dump read one snapshot: the transaction exports it and stays open meanwhile.
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        await client.query("begin isolation level repeatable read read only");
        const exported = await client.query<{ snapshot: string }>("select pg_export_snapshot() as snapshot");
        rows = await countRows(client);
        newest = await newestMigrationAt(client);
        await run("pg_dump", [
          "--format=custom",
          "--compress=6",
          `--snapshot=${exported.rows[0]?.snapshot}`,
          "--file",
          path.join(staging, databaseEntry),
          "--dbname",
          target.url,
        ]);
        await client.query("commit");
      } finally {
        await client.end();
      }
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      kind: target.kind,
      createdAt: createdAt.toISOString(),
      newestMigrationAt: newest,
      uploads: uploadsDir ? "included" : "bucket",
      rows,
    };
    writeFileSync(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    const file = path.join(outDir, archiveName(target.kind, createdAt));
    const partial = `${file}.partial`;
    const uploadsArgs =
      uploadsDir && existsSync(uploadsDir) ? ["-C", uploadsDir, "--transform=s,^\\.,uploads,", "."] : [];
    await run("tar", ["-czf", partial, "-C", staging, "manifest.json", databaseEntry, ...uploadsArgs]);
    // Renamed only once whole, so an archive with the final name is always complete.
    renameSync(partial, file);
    return { file, bytes: statSync(file).size, manifest, pausedMs };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Deletes all but the newest `keep` archives in `outDir`; returns the files deleted. */
export function pruneBackups(outDir: string, keep: number): string[] {
  const archives = readdirSync(outDir)
    .map((name) => ({ name, takenAt: ARCHIVE_PATTERN.exec(name)?.[1] }))
    .filter((archive) => archive.takenAt !== undefined)
    .sort((a, b) => (a.takenAt ?? "").localeCompare(b.takenAt ?? ""));
  const deleted = archives
    .slice(0, Math.max(0, archives.length - keep))
    .map((archive) => path.join(outDir, archive.name));
  for (const file of deleted) rmSync(file);
  return deleted;
}

export class RestoreRefused extends Error {}

export type RestoreResult = { manifest: BackupManifest; rows: Record<string, number> };

/**
 * Restores an archive into an empty database and uploads folder; with `force`, what they hold is
 * replaced. Refuses an archive of the other kind of database or made by a newer release, and fails
 * when a table's row count differs from the archive's.
 */
export async function restoreBackup(options: {
  file: string;
  target: DatabaseTarget;
  uploadsDir: string | null;
  force: boolean;
}): Promise<RestoreResult> {
  const { file, target, uploadsDir, force } = options;
  const stagingParent = target.kind === "pglite" && target.dataDir ? path.dirname(target.dataDir) : path.dirname(file);
  mkdirSync(stagingParent, { recursive: true });
  const staging = path.join(stagingParent, `.restore-${randomBytes(6).toString("hex")}`);
  mkdirSync(staging);
  try {
    await run("tar", ["-xzf", file, "-C", staging]);
    const manifest = JSON.parse(readFileSync(path.join(staging, "manifest.json"), "utf8")) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new RestoreRefused(`unknown backup format ${manifest.format}`);
    if (manifest.kind !== target.kind)
      throw new RestoreRefused(
        `this is a backup of ${manifest.kind === "pglite" ? "the embedded database" : "PostgreSQL"}; ` +
          `the configured database is ${target.kind === "pglite" ? "the embedded one" : "PostgreSQL"}`,
      );
    if (manifest.newestMigrationAt !== null && manifest.newestMigrationAt > newestKnownMigrationAt())
      throw new RestoreRefused("this backup was made by a newer release of Marquee: restore it with that release");
    const uploadsIncluded = manifest.uploads === "included" && uploadsDir !== null;
    if (uploadsIncluded && !force && !isEmptyFolder(uploadsDir))
      throw new RestoreRefused(`the uploads folder ${uploadsDir} is not empty (--force replaces what it holds)`);

    if (target.kind === "pglite") {
      if (!target.dataDir) throw new RestoreRefused("an embedded database in memory cannot be restored into");
      if (!force && !isEmptyFolder(target.dataDir))
        throw new RestoreRefused(`the database folder ${target.dataDir} is not empty (--force replaces it)`);
      rmSync(target.dataDir, { recursive: true, force: true });
      renameSync(path.join(staging, "database"), target.dataDir);
    } else {
      const existing = await openRestoredDatabase(target);
      try {
        const tables = await existing.query<{ count: number }>(
          "select count(*)::int as count from information_schema.tables where table_schema in ('public', 'drizzle')",
        );
        if (!force && (tables.rows[0]?.count ?? 0) > 0)
          throw new RestoreRefused("the configured PostgreSQL database is not empty (--force replaces its tables)");
        if (force) {
          await existing.query("drop schema if exists drizzle cascade");
          await existing.query("drop schema public cascade");
          await existing.query("create schema public");
        }
        // pg_restore runs with an empty search_path, where earthdistance's ll_to_earth (inlined into
        // the members' generated column and the cities' index) cannot find its own earth(): the
        // extensions are created first and the function is given a search path until the restore ends.
        await existing.query("create extension if not exists cube");
        await existing.query("create extension if not exists earthdistance");
        await existing.query("alter function ll_to_earth(float8, float8) set search_path = public");
        await run("pg_restore", [
          "--no-owner",
          "--no-privileges",
          "--exit-on-error",
          "--single-transaction",
          "--dbname",
          target.url,
          path.join(staging, "database.dump"),
        ]);
      } finally {
        await existing.query("alter function ll_to_earth(float8, float8) reset search_path").catch(() => {});
        await existing.close();
      }
    }
    const restored = await openRestoredDatabase(target);
    let rows: Record<string, number>;
    try {
      rows = await countRows(restored);
    } finally {
      await restored.close();
    }
    const differing = Object.keys({ ...manifest.rows, ...rows }).filter(
      (table) => manifest.rows[table] !== rows[table],
    );
    if (differing.length > 0)
      throw new Error(`the restored database differs from the backup in ${differing.join(", ")}`);

    if (uploadsIncluded) {
      rmSync(uploadsDir, { recursive: true, force: true });
      mkdirSync(path.dirname(uploadsDir), { recursive: true });
      if (existsSync(path.join(staging, "uploads"))) renameSync(path.join(staging, "uploads"), uploadsDir);
      else mkdirSync(uploadsDir);
    }
    return { manifest, rows };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Where a server holding the embedded database listens for backups: beside its data, its owner's only. */
const CONTROL_SOCKET = "backup.sock";

/**
 * Lets `npm run backup` copy the embedded database while this process serves it: a Unix socket in
 * the data folder (whoever may open it may read the data anyway) takes one folder to copy into at a
 * time, as a JSON line, and answers with one.
 */
export function serveDatabaseCopies(dataDir: string, database: DatabaseHandle): () => Promise<void> {
  const copyDataFolder = database.copyDataFolder;
  if (!copyDataFolder) return async () => {};
  const socketPath = path.join(dataDir, CONTROL_SOCKET);
  rmSync(socketPath, { force: true });
  let queue = Promise.resolve();
  const server = createServer((socket) => {
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
      if (!received.includes("\n")) return;
      const answer = (reply: object) => {
        socket.end(`${JSON.stringify(reply)}\n`);
      };
      let targetDir: unknown;
      try {
        targetDir = (JSON.parse(received.slice(0, received.indexOf("\n"))) as { targetDir?: unknown }).targetDir;
      } catch {
        answer({ error: "not a JSON line" });
        return;
      }
      if (typeof targetDir !== "string" || !path.isAbsolute(targetDir) || existsSync(targetDir)) {
        answer({ error: "targetDir must be an absolute path that does not exist yet" });
        return;
      }
      queue = queue.then(() =>
        copyDataFolder(targetDir).then(
          (copied) => answer(copied),
          (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
        ),
      );
    });
    socket.on("error", () => socket.destroy());
  });
  server.listen({ path: socketPath, readableAll: false, writableAll: false });
  server.unref();
  return () =>
    new Promise((resolve) => {
      server.close(() => resolve());
    });
}

/** How long a server may take to copy its database folder before the backup gives up on it. */
const COPY_ANSWER_TIMEOUT_MS = 10 * 60_000;

/** Asks the server holding the embedded database under `dataDir` to copy it into `targetDir`. */
export function askServerToCopyDatabase(dataDir: string, targetDir: string): Promise<{ pausedMs: number }> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path.join(dataDir, CONTROL_SOCKET));
    socket.setTimeout(COPY_ANSWER_TIMEOUT_MS, () =>
      socket.destroy(new Error(`no answer in ${COPY_ANSWER_TIMEOUT_MS / 60_000} minutes`)),
    );
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("error", (error) =>
      reject(new Error(`the server holding ${dataDir} did not answer the backup request (${error.message})`)),
    );
    socket.on("end", () => {
      const reply = JSON.parse(received) as { pausedMs: number } | { error: string };
      if ("error" in reply) reject(new Error(reply.error));
      else resolve(reply);
    });
    socket.write(`${JSON.stringify({ targetDir })}\n`);
  });
}
