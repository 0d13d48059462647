import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { type DatabaseHandle, schema } from "./client.server.ts";

/** Empties every table and restarts every id sequence, so a seed after it numbers rows from 1 again. */
export async function emptyAllTables(handle: DatabaseHandle): Promise<void> {
  const names = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await handle.db.execute(sql.raw(`truncate table ${names.join(", ")} restart identity cascade`));
}
