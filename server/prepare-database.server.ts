import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { DatabaseHandle } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { seedDemoDataIfEmpty } from "#features/demo-data.server.ts";
import { createStorage } from "#features/media/storage.service.server.ts";
import type { AppConfig } from "#lib/app-config.ts";

/**
 * Migrates the database and seeds demo data into an empty one: once per start-up, before serving.
 * In a cluster the primary does it before forking, so workers never race each other.
 */
export async function prepareDatabase(config: AppConfig, database: DatabaseHandle) {
  await migrateDatabase(database);
  return seedDemoDataIfEmpty(database, { storage: createStorage(config), vendors: config.seedVendors });
}

export type Seeded = NonNullable<Awaited<ReturnType<typeof prepareDatabase>>>;

/**
 * Runs `scripts/prepare-database.ts` in a child process with this process's environment and waits
 * for it, so that what seeding allocates is never held by a serving process.
 */
export function prepareDatabaseInChildProcess(): Promise<Seeded | undefined> {
  const script = fileURLToPath(new URL("../scripts/prepare-database.ts", import.meta.url));
  return new Promise((resolve, reject) => {
    const child = fork(script, { stdio: "inherit" });
    let seeded: Seeded | undefined;
    child.on("message", (message: { seeded: Seeded | null }) => {
      seeded = message.seeded ?? undefined;
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve(seeded);
      else reject(new Error(`preparing the database failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
