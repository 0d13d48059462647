/**
 * Seed time: `node bench/seed.ts [--vendors N] [--postgres URL]`. Seeds N vendors into a fresh
 * embedded PGlite database and, when a PostgreSQL URL is given, into a fresh database on that server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type DatabaseTarget, openDatabase } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { seedDemoData } from "#features/demo-data.server.ts";
import { createLocalStorage } from "#features/media/storage.service.server.ts";
import { withScratchPostgresDatabase } from "./scratch-postgres.ts";

const { values } = parseArgs({
  options: { vendors: { type: "string", default: "3000" }, postgres: { type: "string" } },
});
const vendors = Number(values.vendors);
const scratch = mkdtempSync(path.join(tmpdir(), "marquee-bench-seed-"));

async function measure(label: string, target: DatabaseTarget) {
  const handle = await openDatabase(target);
  await migrateDatabase(handle);
  const summary = await seedDemoData(handle, {
    vendors,
    storage: createLocalStorage(path.join(scratch, "uploads")),
    referenceDate: new Date("2026-11-21T12:00:00Z"),
    onProgress: (message) => process.stdout.write(`\r  ${label}: ${message}            `),
  });
  await handle.close();
  console.log(
    `\n${label}: seeded ${vendors} vendors in ${summary.seconds} s (RSS ${Math.round(process.memoryUsage().rss / 1048576)} MiB)`,
  );
}

await measure("PGlite", { kind: "pglite", dataDir: path.join(scratch, "pglite") });
if (values.postgres) {
  await withScratchPostgresDatabase(values.postgres, "marquee_bench", (url) =>
    measure("PostgreSQL", { kind: "postgres", url }),
  );
}
rmSync(scratch, { recursive: true, force: true });
