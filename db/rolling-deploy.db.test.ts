import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerDatabase, type TestDatabaseKind, testDatabaseKinds } from "#tests/support/database.ts";
import { type DatabaseHandle, openDatabase } from "./client.server.ts";
import { migrateDatabase } from "./migrate.server.ts";

/**
 * A rolling deploy: the newest migration is applied while the previous release keeps querying the
 * database, and that release must see no error, during the migration or after it (decision 052).
 * "Newest" is read from the journal, so the test follows each migration that is added.
 */
const committedMigrations = path.join(import.meta.dirname, "migrations");
type JournalEntry = { idx: number; when: number; tag: string };
const journal = JSON.parse(readFileSync(path.join(committedMigrations, "meta", "_journal.json"), "utf8")) as {
  entries: JournalEntry[];
};
const newest = journal.entries.at(-1) as JournalEntry;
const newestSql = readFileSync(path.join(committedMigrations, `${newest.tag}.sql`), "utf8");

/** The migrations the previous release shipped: the committed ones but the newest. */
function previousReleaseMigrations(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "marquee-previous-release-"));
  cpSync(committedMigrations, folder, { recursive: true });
  writeFileSync(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }),
  );
  return folder;
}

/** The tables a migration names: altered, indexed, referenced, written, locked or dropped. */
function tablesNamedIn(migration: string): string[] {
  const patterns = [
    /\balter table (?:if exists )?(?:only )?"?(\w+)"?/gi,
    /\bcreate (?:unique )?index [^;]*? on (?:only )?"?(\w+)"?/gi,
    /\breferences "?(\w+)"?/gi,
    /\b(?:update|insert into|delete from|lock table|drop table(?: if exists)?|truncate) (?:only )?"?(\w+)"?/gi,
  ];
  return [
    ...new Set(patterns.flatMap((pattern) => [...migration.matchAll(pattern)].map((match) => match[1] as string))),
  ];
}

/** Tables every release reads and writes, whatever the newest migration touches. */
const CORE_TABLES = ["accounts", "members"];

type Column = { table_name: string; column_name: string; is_generated: string; identity_generation: string | null };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * What the previous release asks of the tables, with the columns it knows named one by one, as its
 * queries do: a read of each, an update of a row of each table the newest migration touches (rewriting
 * its own values, so new constraints and defaults meet a write of a release that does not know them),
 * and the inserts its users make most.
 */
async function previousReleaseQueries(database: DatabaseHandle): Promise<((n: number) => string)[]> {
  const touched = tablesNamedIn(newestSql);
  const columns = await database.db.execute<Column>(
    sql`select table_name, column_name, is_generated, identity_generation from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const columnsOf = (table: string) => columns.rows.filter((column) => column.table_name === table);
  const existing = [...new Set([...touched, ...CORE_TABLES])].filter((table) => columnsOf(table).length > 0);
  expect(existing).toEqual(expect.arrayContaining(CORE_TABLES));

  const reads = existing.map((table) => {
    const list = columnsOf(table).map((column) => quoted(column.column_name));
    return () => `select ${list.join(", ")} from ${quoted(table)} limit 20`;
  });
  const updates = touched
    .filter((table) => columnsOf(table).length > 0)
    .map((table) => {
      const assignable = columnsOf(table).filter(
        (column) => column.is_generated === "NEVER" && column.identity_generation !== "ALWAYS",
      );
      const set = assignable.map((column) => `${quoted(column.column_name)} = ${quoted(column.column_name)}`);
      return () =>
        `update ${quoted(table)} set ${set.join(", ")} where ctid = (select ctid from ${quoted(table)} limit 1)`;
    });
  // The previous release's own inserts: columns every release since 0014 knows. A contract migration
  // that drops one of them comes a release after the code stopped writing it, and updates these.
  const inserts = [
    (n: number) =>
      `insert into accounts (email, password_hash, role) values ('previous-${n}-${Date.now()}@example.com', 'x', 'client')`,
    (n: number) =>
      `insert into member_videos (member_id, title, storage_key, duration_seconds, sort_order)
        select id, 'Clip ${n}', 'videos/clip-${n}.mp4', 30, ${n} from members order by id limit 1`,
    () =>
      `select m.id, m.name, a.email from members m left join accounts a on a.id = m.account_id
        where m.listing_status = 'live' order by m.id limit 10`,
  ];
  return [...reads, ...updates, ...inserts];
}

/** A few rows in the core tables and those of the vendors' media, as the previous release wrote them. */
async function fillAsPreviousRelease(database: DatabaseHandle): Promise<void> {
  const statements = [
    `insert into states_provinces (name, display_name, file_name, abbreviation, country, latitude, longitude)
      values ('Texas', 'Texas', 'texas', 'TX', 'US', 31.0, -100.0)`,
    `insert into locations (name, display_name, file_name, search_string, state_province_id, latitude, longitude, population)
      select 'Austin', 'Austin, TX', 'austin-tx', 'austin tx', id, 30.27, -97.74, 960000 from states_provinces`,
    `insert into service_types (id, person_form, plural_form, file_name, profile_directory)
      values (1, 'Magician', 'Magicians', 'magicians', 'magicians')`,
    ...[1, 2, 3].flatMap((n) => [
      `insert into accounts (email, password_hash, role) values ('vendor-${n}@example.com', 'x', 'member')`,
      `insert into members (directory, name, contact_first_name, email, city_id, latitude, longitude,
          primary_service_type_id, account_id)
        select 'vendor-${n}', 'Vendor ${n}', 'Pat', 'vendor-${n}@example.com', l.id, 30.27, -97.74, 1, a.id
        from locations l, accounts a where a.email = 'vendor-${n}@example.com'`,
      `insert into member_videos (member_id, title, storage_key, duration_seconds)
        select id, 'Show reel', 'videos/reel-${n}.mp4', 60 from members where directory = 'vendor-${n}'`,
    ]),
  ];
  for (const statement of statements) await database.db.execute(sql.raw(statement));
}

/** The new release's handle and the previous release's (the same one on PGlite, which one process owns). */
async function openDatabases(
  kind: TestDatabaseKind,
): Promise<{ next: DatabaseHandle; previous: DatabaseHandle; close(): Promise<void> }> {
  if (kind === "pglite") {
    const database = await openDatabase({ kind: "pglite", dataDir: undefined });
    return { next: database, previous: database, close: () => database.close() };
  }
  const server = await createServerDatabase("marquee_rolling");
  const next = await openDatabase({ kind: "postgres", url: server.url, maxConnections: 2 });
  const previous = await openDatabase({ kind: "postgres", url: server.url, maxConnections: 4 });
  return {
    next,
    previous,
    close: async () => {
      await Promise.all([next.close(), previous.close()]);
      await server.drop();
    },
  };
}

const WORKERS = 3;

describe.each(testDatabaseKinds())("a rolling deploy on %s", (kind) => {
  let databases: Awaited<ReturnType<typeof openDatabases>>;
  let previousFolder: string;
  beforeAll(async () => {
    databases = await openDatabases(kind);
    previousFolder = previousReleaseMigrations();
    await migrateDatabase(databases.next, previousFolder);
    await fillAsPreviousRelease(databases.next);
  });
  afterAll(async () => {
    await databases?.close();
    rmSync(previousFolder, { recursive: true, force: true });
  });

  it(`applies ${newest.tag} while the previous release keeps reading and writing`, async () => {
    const queries = await previousReleaseQueries(databases.previous);
    const errors: string[] = [];
    let rounds = 0;
    let stopped = false;
    const worker = async (id: number) => {
      for (let n = id; !stopped; n += WORKERS) {
        for (const query of queries) {
          const text = query(n);
          await databases.previous.db.execute(sql.raw(text)).catch((error: unknown) => {
            errors.push(`${text}: ${error instanceof Error ? (error.cause ?? error).toString() : String(error)}`);
          });
        }
        rounds += 1;
      }
    };
    const roundsDone = async (count: number) => {
      while (rounds < count && errors.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const workers = Array.from({ length: WORKERS }, (_, id) => worker(id));
    try {
      await roundsDone(WORKERS);
      await migrateDatabase(databases.next);
      // The previous release goes on running against the new schema until its last process stops.
      await roundsDone(rounds + WORKERS * 2);
    } finally {
      stopped = true;
      await Promise.all(workers);
    }
    expect(errors).toEqual([]);

    const applied = await databases.next.db.execute<{ count: number; newest: string }>(
      sql`select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows).toEqual([{ count: journal.entries.length, newest: String(newest.when) }]);
  });
});
