import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import type { DatabaseHandle } from "./client.server.ts";

const committedMigrations = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * How long a migration statement may wait for a lock, and run: a migration queued behind a busy
 * table fails and the next deploy tries again, instead of every query of the running release
 * queueing behind it (decision 052).
 */
export const MIGRATION_LOCK_TIMEOUT = "5s";
export const MIGRATION_STATEMENT_TIMEOUT = "60s";

/**
 * Applies every migration of the folder (the committed ones unless told) not yet applied; the same
 * files run on PGlite and PostgreSQL. Drizzle applies the pending ones in one transaction on the
 * client it is given, so the limits are set on a connection of its own, before that transaction.
 */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = committedMigrations): Promise<void> {
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query("select set_config('lock_timeout', $1, false), set_config('statement_timeout', $2, false)", [
      MIGRATION_LOCK_TIMEOUT,
      MIGRATION_STATEMENT_TIMEOUT,
    ]);
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    // The connection goes back to the pool with the app's own limits; one that cannot be reset is dropped.
    const failedReset = await client.query("reset lock_timeout; reset statement_timeout").then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    client.release(failedReset);
  }
}
