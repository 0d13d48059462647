/**
 * Retention over a year of backlog: `node bench/retention.ts [--database-url URL] [--sign-ins N]
 * [--notifications M]`. Fills a fresh embedded database (or a scratch database on the PostgreSQL
 * server the URL names) with a year of traffic: N sign-ins a day, each a session with an access token
 * and three refresh tokens (a third of them logged out), resets, confirmations, log-in failures and M
 * notifications a day (1 in 100 never sent). Prints each table's rows and total size before and after
 * one retention run, the run's duration, and the duration of the next (hourly) run.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { createAccountsRepository } from "#features/accounts/accounts.repo.server.ts";
import { createRetentionService } from "#features/accounts/retention.service.server.ts";
import { createOutboxRepository } from "#features/notifications/outbox.repo.server.ts";
import { createOutboxRetention } from "#features/notifications/retention.service.server.ts";
import { withScratchPostgresDatabase } from "./scratch-postgres.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    "sign-ins": { type: "string", default: "1000" },
    notifications: { type: "string", default: "1000" },
  },
});
const signInsPerDay = Number(values["sign-ins"]);
const notificationsPerDay = Number(values.notifications);
const DAYS = 365;
const ACCOUNTS = 5_000;
const TABLES = [
  "sessions",
  "access_tokens",
  "refresh_tokens",
  "password_reset_tokens",
  "email_confirmations",
  "login_attempts",
  "notifications",
];

/** Inserts `perDay` rows a day over the year, a month a statement; `insert` sees `t` (when) and `n` (a serial). */
async function fillYear(database: DatabaseHandle, perDay: number, insert: (start: Date) => ReturnType<typeof sql>) {
  const yearAgo = Date.now() - DAYS * 86_400_000;
  for (let day = 0; day < DAYS; day += 30) {
    const start = new Date(yearAgo + day * 86_400_000);
    const rows = Math.min(30, DAYS - day) * perDay;
    await database.db.execute(sql`
      with traffic as (
        select n, ${start.toISOString()}::timestamptz + n * (interval '1 day' / ${perDay}::int) as t
        from generate_series(0, ${rows - 1}::int) as n
      )
      ${insert(start)}`);
  }
}

async function fill(database: DatabaseHandle) {
  await database.db.execute(sql`
    insert into accounts (email, password_hash, role)
    select 'person' || n || '@example.com', 'x', 'client' from generate_series(1, ${ACCOUNTS}::int) as n`);
  const account = sql`(select min(id) from accounts) + n % ${ACCOUNTS}::int`;
  await fillYear(
    database,
    signInsPerDay,
    () => sql`
      insert into sessions (id, account_id, created_at, expires_at, revoked_at)
      select gen_random_uuid(), ${account}, t, t + interval '30 days', case when n % 3 = 0 then t + interval '2 hours' end
      from traffic`,
  );
  await database.db.execute(sql`
    insert into access_tokens (token_hash, session_id, expires_at)
    select md5(id::text), id, created_at + interval '15 minutes' from sessions`);
  await database.db.execute(sql`
    insert into refresh_tokens (session_id, token_hash, used_at, created_at)
    select id, md5(id::text || rotation), case when rotation < 3 then created_at + rotation * interval '15 minutes' end,
      created_at + (rotation - 1) * interval '15 minutes'
    from sessions, generate_series(1, 3) as rotation`);
  await fillYear(
    database,
    Math.max(1, Math.round(signInsPerDay / 20)),
    () => sql`
      insert into password_reset_tokens (token_hash, account_id, expires_at, used_at, created_at)
      select md5('reset' || t::text || n), ${account}, t + interval '1 hour',
        case when n % 2 = 0 then t + interval '10 minutes' end, t
      from traffic`,
  );
  await fillYear(
    database,
    Math.max(1, Math.round(signInsPerDay / 5)),
    () => sql`
      insert into email_confirmations (token_hash, account_id, purpose, email, expires_at, used_at, created_at)
      select md5('confirm' || t::text || n), ${account}, 'verify_account', 'person' || n || '@example.com',
        t + interval '1 day', case when n % 2 = 0 then t + interval '10 minutes' end, t
      from traffic`,
  );
  await fillYear(
    database,
    Math.max(1, Math.round(signInsPerDay / 2)),
    () => sql`
      insert into login_attempts (throttle_key, attempted_at)
      select 'email:person' || n % ${ACCOUNTS}::int || '@example.com', t from traffic`,
  );
  await fillYear(
    database,
    notificationsPerDay,
    () => sql`
      insert into notifications (account_id, recipient_email, kind, subject, body, payload, attempts, sent_at, created_at)
      select ${account}, 'person' || n || '@example.com', 'quote_received', 'You have a new quote',
        repeat('A vendor answered your request with a quote. ', 8), '{"requestId": 1}'::jsonb,
        case when n % 100 = 0 then 5 else 1 end, case when n % 100 <> 0 then t + interval '1 minute' end, t
      from traffic`,
  );
}

async function tableFigures(database: DatabaseHandle) {
  const figures = new Map<string, { rows: number; bytes: number }>();
  for (const table of TABLES) {
    const result = await database.db.execute<{ rows: number; bytes: string }>(
      sql`select count(*)::int as rows, pg_total_relation_size(${table}) as bytes from ${sql.identifier(table)}`,
    );
    const row = result.rows[0];
    figures.set(table, { rows: Number(row?.rows), bytes: Number(row?.bytes) });
  }
  return figures;
}

const mib = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;

/** Fills with a long statement timeout (a month of traffic goes in one statement), then measures under the usual one. */
async function measure(label: string, target: DatabaseTarget) {
  const filling = await openDatabase(
    target.kind === "postgres" ? { ...target, statementTimeoutMs: 30 * 60_000 } : target,
  );
  try {
    await migrateDatabase(filling);
    const started = performance.now();
    await fill(filling);
    console.log(`${label}: filled a year of traffic in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await filling.close();
  }
  const database = await openDatabase(target);
  try {
    const before = await tableFigures(database);
    const retention = createRetentionService({
      repository: createAccountsRepository(database.db),
      outbox: createOutboxRetention(createOutboxRepository(database.db)),
    });
    const started = performance.now();
    const deleted = await retention.retain();
    const seconds = (performance.now() - started) / 1000;
    const after = await tableFigures(database);
    for (const table of TABLES) {
      const was = before.get(table);
      const is = after.get(table);
      console.log(
        `  ${table.padEnd(22)} ${String(was?.rows).padStart(9)} rows ${mib(was?.bytes ?? 0).padStart(10)}  ->  ${String(is?.rows).padStart(9)} rows ${mib(is?.bytes ?? 0).padStart(10)}`,
      );
    }
    console.log(`  deleted: ${JSON.stringify(deleted)}`);
    console.log(`  first run: ${seconds.toFixed(1)} s`);
    const next = performance.now();
    await retention.retain();
    console.log(`  next run (nothing due): ${((performance.now() - next) / 1000).toFixed(2)} s`);
  } finally {
    await database.close();
  }
}

if (values["database-url"]) {
  await withScratchPostgresDatabase(values["database-url"], "marquee_bench_retention", (url) =>
    measure("PostgreSQL", { kind: "postgres", url }),
  );
} else {
  const scratch = mkdtempSync(path.join(tmpdir(), "marquee-bench-retention-"));
  try {
    await measure("PGlite", { kind: "pglite", dataDir: path.join(scratch, "pglite") });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
