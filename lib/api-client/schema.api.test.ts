import { readFile } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { OPENAPI_PATH } from "#server/plugins/openapi.ts";
import { buildTestApp } from "#tests/support/app.ts";
import { createTestDatabase } from "#tests/support/database.ts";
import { API_SCHEMA_FILE, apiSchemaSource } from "../../scripts/api-schema-source.ts";

describe("the committed API client types", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = await buildTestApp(database);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("are what the document the app serves generates: run `npm run api:client` after changing a route", async () => {
    const document = (await app.inject({ method: "GET", url: OPENAPI_PATH })).json();
    const committed = await readFile(API_SCHEMA_FILE, "utf8");
    // A failure's diff names the operations that changed.
    expect(committed).toBe(await apiSchemaSource(document));
  }, 60_000);
});
