import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { buildTestApp } from "#tests/support/app.ts";
import { createTestDatabase } from "#tests/support/database.ts";
import { OPENAPI_PATH } from "./openapi.ts";
import { type LintFinding, lintOpenApiDocument, RULE_EXCEPTIONS, type RuleException } from "./openapi.ruleset.ts";

type Operation = { operationId?: string; responses?: Record<string, unknown> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

function countByRule(findings: readonly LintFinding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const finding of findings) counts[finding.rule] = (counts[finding.rule] ?? 0) + 1;
  return counts;
}

describe("the OpenAPI document against Spectral's OpenAPI rules and the OWASP API Security Top 10", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let document: OpenApiDocument;
  let findings: LintFinding[];
  let excepted: Map<RuleException, number>;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    // The document a deployment serves: its public origin is https.
    app = await buildTestApp(database, { publicOrigin: "https://marquee.example" });
    document = (await app.inject({ method: "GET", url: OPENAPI_PATH })).json();
    ({ findings, excepted } = await lintOpenApiDocument(document));
    const errors = findings.filter((finding) => finding.error);
    const exceptedCount = [...excepted.values()].reduce((sum, n) => sum + n, 0);
    process.stdout.write(
      `Spectral (spectral:oas + OWASP API Security 2.0.1): ${errors.length} errors, ` +
        `${findings.length - errors.length} warnings, ${exceptedCount} excepted\n` +
        `${JSON.stringify(countByRule(findings), null, 2)}\n`,
    );
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("has no error outside the recorded exceptions, every list in an answer bounded included", () => {
    const errors = findings.filter((finding) => finding.error);
    expect(errors.map((finding) => `${finding.rule} at ${finding.path}`)).toEqual([]);
  });

  it("keeps no exception that no longer matches anything, and names a reason for each", () => {
    for (const exception of RULE_EXCEPTIONS) {
      expect(exception.reason.length, exception.rule).toBeGreaterThan(40);
      expect(excepted.get(exception) ?? 0, exception.rule).toBeGreaterThan(0);
    }
  });

  it("gives every operation an id that reads as a client's method name, unique across the document", () => {
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:[A-Z][a-z0-9]*)+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
