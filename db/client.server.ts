import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres, type NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as accounts from "./schema/accounts.ts";
import * as analytics from "./schema/analytics.ts";
import * as content from "./schema/content.ts";
import * as locations from "./schema/locations.ts";
import * as members from "./schema/members.ts";
import * as requests from "./schema/requests.ts";
import * as search from "./schema/search.ts";
import * as serviceTypes from "./schema/service-types.ts";

export const schema = {
  ...accounts,
  ...analytics,
  ...content,
  ...locations,
  ...members,
  ...requests,
  ...search,
  ...serviceTypes,
};

/** Both drivers answer raw queries with `{ rows }`, so one result shape serves PGlite and PostgreSQL. */
export type Database = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  { kind: "pglite"; dataDir: string | undefined } | { kind: "postgres"; url: string; maxConnections?: number };

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseTarget["kind"];
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseErrorListener = (error: Error) => void;

/** Where the configured database lives: PostgreSQL when a URL is given, else PGlite under the data folder. */
export function databaseTargetFor(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  if (config.databaseUrl) return { kind: "postgres", url: config.databaseUrl };
  return { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") };
}

export async function openDatabase(
  target: DatabaseTarget,
  onIdleClientError: DatabaseErrorListener = () => {},
): Promise<DatabaseHandle> {
  if (target.kind === "pglite") {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const client = await PGlite.create({ dataDir: target.dataDir, extensions: { cube, earthdistance, pg_trgm } });
    const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Database;
    return {
      db,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      close: () => client.close(),
    };
  }

  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.maxConnections ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    query_timeout: 15_000,
    idle_in_transaction_session_timeout: 30_000,
    application_name: "marquee",
  });
  // An idle client can lose its connection (server restart, pg_terminate_backend); the pool
  // discards it, and without a listener the error would crash the process.
  pool.on("error", onIdleClientError);
  const db = drizzleNodePostgres({ client: pool, schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
