import { inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.server.ts";

/**
 * Deletes the rows of `table` that `where` picks, at most `batchRows` a statement, until fewer are
 * left, so a long backlog never holds a long lock or meets the statement timeout; `skip locked` leaves
 * rows another process is deleting to it. Resolves how many went.
 */
export async function deleteInBatches(
  db: Database,
  table: PgTable,
  key: PgColumn,
  where: SQL | undefined,
  batchRows: number,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = db.select({ key }).from(table).where(where).limit(batchRows).for("update", { skipLocked: true });
    const deleted = await db.delete(table).where(inArray(key, batch)).returning({ key });
    removed += deleted.length;
    if (deleted.length < batchRows) return removed;
  }
}
