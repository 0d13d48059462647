/** `npm run seed -- [--vendors N] [--seed N] [--date yyyy-MM-dd]`: empties the configured database and seeds it. */
import { parseArgs } from "node:util";
import { z } from "zod";
import { databaseTargetFor, openDatabase } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { emptyAllTables } from "#db/reset.server.ts";
import { DEFAULT_RANDOM_SEED, DEFAULT_VENDOR_COUNT } from "#db/seed/seed.server.ts";
import { seedDemoData } from "#features/demo-data.server.ts";
import { createStorage } from "#features/media/storage.service.server.ts";
import { loadConfig } from "#server/config.ts";

const argumentsSchema = z.object({
  vendors: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_VENDOR_COUNT),
  seed: z.coerce.number().int().min(0).default(DEFAULT_RANDOM_SEED),
  date: z.iso.date().optional(),
});

const { values } = parseArgs({
  options: { vendors: { type: "string" }, seed: { type: "string" }, date: { type: "string" } },
});
const parsed = argumentsSchema.safeParse(values);
if (!parsed.success) {
  console.error(
    `Usage: npm run seed -- [--vendors N] [--seed N] [--date yyyy-MM-dd]\n${z.prettifyError(parsed.error)}`,
  );
  process.exit(2);
}

const config = loadConfig();
const configured = databaseTargetFor(config);
// Seeding rewrites whole tables: its statements may run far longer than a request may.
const target = configured.kind === "postgres" ? { ...configured, statementTimeoutMs: 600_000 } : configured;
const handle = await openDatabase(target);
await migrateDatabase(handle);
await emptyAllTables(handle);
const summary = await seedDemoData(handle, {
  vendors: parsed.data.vendors,
  randomSeed: parsed.data.seed,
  referenceDate: parsed.data.date ? new Date(`${parsed.data.date}T12:00:00Z`) : undefined,
  storage: createStorage(config),
  // The demo administrator's password is published: production never gets it (decision 030).
  demoAdministrator: config.environment !== "production",
  onProgress: (message) => console.log(`  ${message}`),
});
await handle.close();
console.log(
  `Seeded ${summary.vendors} vendors, ${summary.cities} cities and ${summary.serviceTypes} service types into ${target.kind} in ${summary.seconds} s`,
);
