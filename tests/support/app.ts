import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "#db/client.server.ts";
import { buildApp } from "#server/app.ts";
import type { AppConfig } from "#lib/app-config.ts";
import { loadConfig } from "#server/config.ts";

/**
 * The app's configuration for tests. Load shedding is off: a test process holding many embedded
 * databases passes the production memory limits; its own tests turn it on.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: "data/test",
      MAX_EVENT_LOOP_DELAY_MS: "0",
      MAX_HEAP_USED_MB: "0",
      // Tests write through services of their own, which do not clear the app's page cache; the
      // page cache's own tests turn it on.
      PAGE_CACHE_FRESH_SECONDS: "0",
    }),
    ...overrides,
  };
}

/** The real app on a test database, driven with `app.inject()`; pages need `npm run build` first. */
export async function buildTestApp(
  database: DatabaseHandle,
  overrides: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(overrides), { database });
  await app.ready();
  return app;
}
