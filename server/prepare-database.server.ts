import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { DatabaseHandle } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { accountsWithPublishedPasswords, seedIfEmpty } from "#features/demo-data.server.ts";
import { createStorage } from "#features/media/storage.service.server.ts";
import type { AppConfig } from "#lib/app-config.ts";

/** A production start that must not serve: the database holds an account anyone who read the README can sign in to. */
export class PublishedPasswordError extends Error {}

/**
 * Migrates the database and seeds an empty one (reference data always, the demo data set when
 * DEMO_DATA is on), then checks that production serves no account with a published password:
 * once per start-up, before serving. In a cluster the primary does it before forking, so workers
 * never race each other. Returns what it seeded and the warnings to log.
 */
export async function prepareDatabase(config: AppConfig, database: DatabaseHandle) {
  await migrateDatabase(database);
  const production = config.environment === "production";
  const seeded = await seedIfEmpty(database, {
    storage: createStorage(config),
    demo: config.demoData ? { vendors: config.seedVendors, demoAdministrator: !production } : undefined,
  });
  const warnings: string[] = [];
  if (production) {
    const exposed = await accountsWithPublishedPasswords(database);
    if (exposed.length > 0 && !config.demoData) {
      throw new PublishedPasswordError(
        `refusing to serve: ${exposed.join(", ")} ${exposed.length === 1 ? "signs" : "sign"} in with a password published in the README. ` +
          "Change it (npm run create-admin -- --email <address> sets an administrator's), or set DEMO_DATA=true for a public demo site.",
      );
    }
    if (config.demoData) {
      warnings.push(
        `DEMO_DATA=true in production: this is a public demo site, and ${exposed.length > 0 ? exposed.join(", ") : "no account"} ${exposed.length === 1 ? "signs" : "sign"} in with a password published in the README`,
      );
    }
  }
  return { seeded, warnings };
}

export type Prepared = Awaited<ReturnType<typeof prepareDatabase>>;
export type Seeded = NonNullable<Prepared["seeded"]>;

/**
 * Runs `scripts/prepare-database.ts` in a child process with this process's environment and waits
 * for it, so that what seeding allocates is never held by a serving process. The child logs its
 * own warnings and, when it refuses, why.
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
