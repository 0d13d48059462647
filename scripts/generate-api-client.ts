/** `npm run api:client`: writes the API's types (lib/api-client/schema.ts) from the document the app serves. */
import { writeFile } from "node:fs/promises";
import { openDatabase } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { OPENAPI_PATH } from "#server/plugins/openapi.ts";
import { API_SCHEMA_FILE, apiSchemaSource } from "./api-schema-source.ts";

// The document does not depend on data: an empty database in memory is enough to build the app.
const database = await openDatabase({ kind: "pglite", dataDir: undefined });
await migrateDatabase(database);
const app = await buildApp(loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" }), { database });
try {
  const document = (await app.inject({ method: "GET", url: OPENAPI_PATH })).json();
  await writeFile(API_SCHEMA_FILE, await apiSchemaSource(document));
  console.log(`Wrote ${API_SCHEMA_FILE} from ${Object.keys(document.paths).length} paths`);
} finally {
  await app.close();
  await database.close();
}
