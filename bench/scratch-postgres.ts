import pg from "pg";

/** Runs `work` on a new, empty database on the PostgreSQL server `serverUrl` names, and drops it after. */
export async function withScratchPostgresDatabase(
  serverUrl: string,
  prefix: string,
  work: (url: string) => Promise<void>,
): Promise<void> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
