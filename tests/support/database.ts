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
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("DATABASE_URL is not set: no PostgreSQL server to test against");
  const name = `marquee_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 5 });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
