import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";

export type TestDatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when DATABASE_URL names a server to test against. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * A fresh, migrated, empty database for one test file: an in-memory PGlite, or a new database
 * created on the PostgreSQL server of DATABASE_URL and dropped again by `close()`.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = await openDatabase({ kind: "pglite", dataDir: undefined });
    await migrateDatabase(handle);
    return handle;
  }
  const server = await createServerDatabase("marquee_test");
  const handle = await openDatabase({ kind: "postgres", url: server.url, maxConnections: 5 });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await server.drop();
    },
  };
}

/** Runs one statement on the PostgreSQL server of DATABASE_URL as its administrator. */
async function onServer(text: string): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("DATABASE_URL is not set: no PostgreSQL server to test against");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server of DATABASE_URL (for a test's own connection or a
 * server process to migrate); `drop()` removes it, closing whatever is still connected.
 */
export async function createServerDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onServer(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}
