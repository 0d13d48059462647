import { constants } from "node:fs";
import { cp } from "node:fs/promises";
import path from "node:path";
import { drizzle as drizzleNodePostgres, type NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import pg from "pg";
import { type EmbeddedDatabaseEvent, startEmbeddedDatabase } from "./embedded-database.server.ts";
import { isDroppedConnection } from "./failures.server.ts";
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

/** One driver, node-postgres, reaches both kinds of database. */
export type Database = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  | { kind: "pglite"; dataDir: string | undefined }
  | { kind: "postgres"; url: string; readUrl?: string; maxConnections?: number; statementTimeoutMs?: number };

export type DatabaseHandle = {
  db: Database;
  /** Where reads that may lag a little (search) go: the read replica when one is configured, else `db`. */
  readDb: Database;
  kind: DatabaseTarget["kind"];
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** The connection pool's use. */
  poolStats(): PoolStats;
  /** The embedded database thread's WebAssembly memory and JavaScript heap, or null on PostgreSQL. */
  embeddedMemory(): { wasmBytes: number; heapBytes: number } | null;
  /**
   * Copies the embedded database's folder into `targetDir` as one state a restart recovers from, and
   * says how long queries waited meanwhile; null on PostgreSQL and on an embedded database in memory.
   */
  copyDataFolder: ((targetDir: string) => Promise<{ pausedMs: number }>) | null;
  close(): Promise<void>;
};

const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
/** Connections one process may hold: a cluster of N processes holds at most N times this. */
export const DEFAULT_POOL_MAX = 10;

export type PoolStats = { max: number; total: number; idle: number; waiting: number };

export type DatabaseErrorListener = (error: Error) => void;

/** Where the configured database lives: PostgreSQL when a URL is given, else PGlite under the data folder. */
export function databaseTargetFor(config: {
  databaseUrl: string | undefined;
  databaseReadUrl?: string;
  dataDir: string;
  databaseStatementTimeoutMs?: number;
}): DatabaseTarget {
  if (config.databaseUrl)
    return {
      kind: "postgres",
      url: config.databaseUrl,
      readUrl: config.databaseReadUrl,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    };
  return { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") };
}

const READ_STATEMENT = /^\s*select\b/i;

/**
 * A pooled connection can die while idle (a restart, pg_terminate_backend) and the pool learns it
 * only when a query fails on it. A read that failed so is asked again, on another connection, until
 * a live one answers (every pooled connection may be dead, so up to the pool's size plus one fresh);
 * a write never is, since it may have been applied. Transactions hold their own client and are not
 * repeated either.
 */
function retryReadsOnLostConnection(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (config: pg.QueryConfig, values?: unknown[]) => Promise<pg.QueryResult>;
  const attempts = (pool.options.max ?? DEFAULT_POOL_MAX) + 1;
  const retrying = async (config: pg.QueryConfig, values?: unknown[]) => {
    const text = typeof config === "string" ? config : config.text;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await query(config, values);
      } catch (error) {
        if (attempt >= attempts || !READ_STATEMENT.test(text) || !isDroppedConnection(error)) throw error;
      }
    }
  };
  pool.query = retrying as typeof pool.query;
}

/** What the database layer reports for the process's log: a pooled connection lost while idle, the embedded thread's life. */
export type DatabaseEvent = { type: "idle-client-error"; error: Error } | EmbeddedDatabaseEvent;
export type DatabaseEventListener = (event: DatabaseEvent) => void;

const drizzleOver = (pool: pg.Pool) =>
  drizzleNodePostgres({ client: pool, schema, casing: "snake_case" }) as unknown as Database;

const poolStatsOf = (pool: pg.Pool): PoolStats => ({
  max: pool.options.max ?? DEFAULT_POOL_MAX,
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

/**
 * Both kinds are reached through node-postgres: the embedded database answers on a Unix socket
 * from its own thread (decision 021), PostgreSQL over the network.
 */
export async function openDatabase(
  target: DatabaseTarget,
  onEvent: DatabaseEventListener = () => {},
): Promise<DatabaseHandle> {
  const onIdleClientError = (error: Error) => onEvent({ type: "idle-client-error", error });
  if (target.kind === "pglite") return openEmbeddedDatabase(target.dataDir, onEvent, onIdleClientError);

  const statementTimeoutMs = target.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.maxConnections ?? DEFAULT_POOL_MAX,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeoutMs,
    // The server cancels a slow statement itself; this client-side limit only catches a dead connection.
    query_timeout: statementTimeoutMs + 5_000,
    idle_in_transaction_session_timeout: 30_000,
    application_name: "marquee",
  });
  // An idle client can lose its connection (server restart, pg_terminate_backend); the pool
  // discards it, and without a listener the error would crash the process.
  pool.on("error", onIdleClientError);
  retryReadsOnLostConnection(pool);
  const db = drizzleOver(pool);
  // The replica's pool has the primary's limits.
  const readPool = target.readUrl ? new pg.Pool({ ...pool.options, connectionString: target.readUrl }) : undefined;
  readPool?.on("error", onIdleClientError);
  if (readPool) retryReadsOnLostConnection(readPool);
  // The health check has a connection of its own: a pool busy with slow requests is not a database
  // that cannot be reached, and must not make the process shed load (decision 015).
  const healthPool = new pg.Pool({
    ...pool.options,
    max: 1,
    idleTimeoutMillis: 0,
    application_name: "marquee-health",
  });
  healthPool.on("error", onIdleClientError);
  return {
    db,
    readDb: readPool ? drizzleOver(readPool) : db,
    kind: "postgres",
    ping: async () => {
      await healthPool.query("select 1");
    },
    poolStats: () => poolStatsOf(pool),
    embeddedMemory: () => null,
    copyDataFolder: null,
    close: async () => {
      await Promise.all([pool.end(), readPool?.end(), healthPool.end()]);
    },
  };
}

/** How long a query may wait for the embedded database's one connection before it is answered 503. */
const EMBEDDED_CONNECTION_WAIT_MS = 5_000;

async function openEmbeddedDatabase(
  dataDir: string | undefined,
  onEvent: DatabaseEventListener,
  onIdleClientError: (error: Error) => void,
): Promise<DatabaseHandle> {
  const embedded = await startEmbeddedDatabase(dataDir, (event) => {
    onEvent(event);
    if (event.type === "oversized") replaceWhenIdle();
  });
  // One connection: PGlite answers one statement at a time, and its socket server would interleave
  // the messages of two connections' statements.
  const pool = new pg.Pool({
    host: embedded.socketDir,
    port: embedded.port,
    user: "postgres",
    database: "postgres",
    max: 1,
    connectionTimeoutMillis: EMBEDDED_CONNECTION_WAIT_MS,
    idleTimeoutMillis: 0,
  });
  pool.on("error", onIdleClientError);
  retryReadsOnLostConnection(pool);

  let replacing = false;
  function replaceWhenIdle() {
    if (replacing) return;
    replacing = true;
    // Holding the pool's only connection means no statement is running while the thread is replaced;
    // queries wait for it meanwhile. The old connection is dropped, since its server is gone.
    void pool
      .connect()
      .then(async (client) => {
        try {
          await embedded.restart();
        } finally {
          client.release(true);
        }
      })
      .catch((error: unknown) => onIdleClientError(error instanceof Error ? error : new Error(String(error))))
      .finally(() => {
        replacing = false;
      });
  }

  const db = drizzleOver(pool);
  return {
    db,
    readDb: db,
    kind: "pglite",
    ping: async () => {
      await pool.query("select 1");
    },
    poolStats: () => poolStatsOf(pool),
    embeddedMemory: () => ({ wasmBytes: embedded.memoryBytes(), heapBytes: embedded.heapBytes() }),
    copyDataFolder: dataDir
      ? async (targetDir) => {
          // Holding the pool's only connection means no statement runs and no transaction is open, and
          // PGlite has no background writer: the files stand still while they are copied. The
          // checkpoint first makes the copy's recovery short.
          const client = await pool.connect();
          const started = performance.now();
          try {
            await client.query("checkpoint");
            await cp(dataDir, targetDir, { recursive: true, mode: constants.COPYFILE_FICLONE });
          } finally {
            client.release();
          }
          return { pausedMs: Math.round(performance.now() - started) };
        }
      : null,
    close: async () => {
      await pool.end();
      await embedded.close();
    },
  };
}
