import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";

export type TestDatabaseKind = "pglite" | "postgres";

/**
 * What a test file starts from: a migrated database that `fill` has given its rows, and the uploads
 * folder its files went to. The key names it among the run's templates, so it must say everything
 * `fill` depends on.
 */
export type DatabaseTemplate = {
  key: string;
  fill(database: DatabaseHandle, uploadsDir: string): Promise<void>;
};

/** `target` is where the copy lives, for a command or a server process to open it by. */
export type TemplateCopy = { database: DatabaseHandle; uploadsDir: string; target: DatabaseTarget };

/** PGlite always; PostgreSQL too when DATABASE_URL names a server to test against. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/** A fresh, migrated, empty database for one test file; `close()` removes it. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  const { database } = await openTemplateCopy(kind, { key: "migrated", fill: async () => {} });
  return database;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplatesDir: string;
  }
}

/** How long a test file waits for another to finish building the template it needs. */
const BUILD_WAIT_MS = 10 * 60_000;
const POSTGRES_CONNECTIONS = 5;

/**
 * A database of its own for one test file, copied from the run's template: the first file that asks
 * for a template builds it (migrations, then `fill`: seeding the reference data, the content and the
 * vendors takes most of a minute on a slow machine), the others wait for it and copy it. PGlite
 * copies the data folder, PostgreSQL creates the database from the template. The run's templates
 * folder comes from the global setup of the projects that may open databases (vitest.config.ts).
 */
export async function openTemplateCopy(kind: TestDatabaseKind, template: DatabaseTemplate): Promise<TemplateCopy> {
  const templatesDir = providedTemplatesDir();
  return kind === "pglite" ? openPgliteCopy(templatesDir, template) : openPostgresCopy(templatesDir, template);
}

function providedTemplatesDir(): string {
  const templatesDir = inject("databaseTemplatesDir");
  if (!templatesDir)
    throw new Error(
      "no database templates folder: only projects with tests/support/database-templates.setup.ts as global setup open test databases",
    );
  return templatesDir;
}

/** A run's templates folder, on memory-backed storage where there is one: the copies' commits are flushed. */
export function createTemplatesDir(): string {
  const root = existsSync("/dev/shm") ? "/dev/shm" : tmpdir();
  return mkdtempSync(path.join(root, "marquee-test-templates-"));
}

/** The PostgreSQL names of a run's templates start with this, so the run's teardown can drop them. */
export function postgresTemplatePrefix(templatesDir: string): string {
  const runId = path
    .basename(templatesDir)
    .replace(/[^a-zA-Z0-9]/g, "")
    .slice(-6)
    .toLowerCase();
  return `marquee_tpl_${runId}_`;
}

async function fillNew(template: DatabaseTemplate, database: DatabaseHandle, uploadsDir: string): Promise<void> {
  mkdirSync(uploadsDir, { recursive: true });
  await migrateDatabase(database);
  await template.fill(database, uploadsDir);
}

async function openPgliteCopy(templatesDir: string, template: DatabaseTemplate): Promise<TemplateCopy> {
  const copy = mkdtempSync(path.join(templatesDir, "copy-"));
  cpSync(await pgliteTemplate(templatesDir, template), copy, { recursive: true });
  const target: DatabaseTarget = { kind: "pglite", dataDir: path.join(copy, "pglite") };
  const database = await openDatabase(target);
  return {
    target,
    database: {
      ...database,
      close: async () => {
        await database.close();
        rmSync(copy, { recursive: true, force: true });
      },
    },
    uploadsDir: path.join(copy, "uploads"),
  };
}

/** The template's folder (`pglite/` and `uploads/`), built by the first file to ask; a failed build is tried again by the next. */
async function pgliteTemplate(templatesDir: string, template: DatabaseTemplate): Promise<string> {
  const ready = path.join(templatesDir, `pglite-${template.key}`);
  const building = `${ready}.building`;
  const deadline = Date.now() + BUILD_WAIT_MS;
  for (;;) {
    if (existsSync(ready)) return ready;
    try {
      mkdirSync(building);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (Date.now() > deadline) throw new Error(`the database template ${template.key} was not built in time`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      const database = await openDatabase({ kind: "pglite", dataDir: path.join(building, "pglite") });
      try {
        await fillNew(template, database, path.join(building, "uploads"));
      } finally {
        await database.close();
      }
      renameSync(building, ready);
      return ready;
    } catch (error) {
      rmSync(building, { recursive: true, force: true });
      throw error;
    }
  }
}

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: no PostgreSQL server to test against");
  return url;
}

function urlOf(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the PostgreSQL server of DATABASE_URL as its administrator, on one connection. */
async function onServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server of DATABASE_URL (for a test's own connection or a
 * server process to migrate); `drop()` removes it, closing whatever is still connected.
 */
export async function createServerDatabase(
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onServer((admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ""}`));
  return {
    url: urlOf(name),
    drop: async () => {
      await onServer((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function openPostgresCopy(templatesDir: string, template: DatabaseTemplate): Promise<TemplateCopy> {
  const uploadsDir = mkdtempSync(path.join(templatesDir, "uploads-"));
  const templateName = await postgresTemplate(templatesDir, template);
  const server = await createServerDatabase("marquee_test", templateName);
  const target: DatabaseTarget = { kind: "postgres", url: server.url, maxConnections: POSTGRES_CONNECTIONS };
  const database = await openDatabase(target);
  cpSync(path.join(templatesDir, `postgres-${template.key}`), uploadsDir, { recursive: true });
  return {
    database: {
      ...database,
      close: async () => {
        await database.close();
        await server.drop();
        rmSync(uploadsDir, { recursive: true, force: true });
      },
    },
    uploadsDir,
    target,
  };
}

/**
 * The template database's name, built by the first file to ask while it holds an advisory lock the
 * others wait on; it gets its final name only once filled, so a build that died is built again.
 */
async function postgresTemplate(templatesDir: string, template: DatabaseTemplate): Promise<string> {
  const name = `${postgresTemplatePrefix(templatesDir)}${template.key}`;
  const uploadsDir = path.join(templatesDir, `postgres-${template.key}`);
  await onServer(async (admin) => {
    await admin.query("select pg_advisory_lock(hashtext($1))", [name]);
    const built = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (built.rowCount) return;
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    rmSync(uploadsDir, { recursive: true, force: true });
    try {
      const database = await openDatabase({
        kind: "postgres",
        url: urlOf(building),
        maxConnections: POSTGRES_CONNECTIONS,
      });
      try {
        await fillNew(template, database, uploadsDir);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      await admin.query(`drop database if exists ${building} with (force)`);
      rmSync(uploadsDir, { recursive: true, force: true });
      throw error;
    }
  });
  return name;
}

/** Drops the run's template databases from the PostgreSQL server of DATABASE_URL. */
export async function dropPostgresTemplates(templatesDir: string): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  await onServer(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [postgresTemplatePrefix(templatesDir)],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  });
}
