import openapiTS, { astToString } from "openapi-typescript";
import prettier from "prettier";

export const API_SCHEMA_FILE = "lib/api-client/schema.ts";

const HEADER = `/**
 * The API's operations as TypeScript types, generated from GET /api/openapi.json by
 * \`npm run api:client\`. Do not edit: a test fails when this file and the document differ.
 */
`;

/** The committed types file for an OpenAPI document, formatted as the repository formats code. */
export async function apiSchemaSource(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    // Fields a schema gives a default are optional to send and always present in an answer.
    defaultNonNullable: true,
    rootTypes: false,
  });
  const config = await prettier.resolveConfig(API_SCHEMA_FILE);
  return prettier.format(HEADER + astToString(ast), { ...config, filepath: API_SCHEMA_FILE });
}
