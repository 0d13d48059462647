import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "#db/client.server.ts";
import { buildApp } from "#server/app.ts";
import { type AppConfig, loadConfig } from "#server/config.ts";

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "data/test" }), ...overrides };
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
