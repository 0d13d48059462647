import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServices } from "#features/services.server.ts";
import { API_OPERATIONS } from "#server/plugins/openapi-operations.ts";
import { OPENAPI_PATH } from "#server/plugins/openapi.ts";
import { logIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import {
  anyJson,
  anyString,
  BOUNDARY_JSON_VALUES,
  boundedLeaves,
  BOUNDARY_TEXTS,
  exampleFor,
  JSON_OVERFLOW,
  type JsonSchema,
  malformedFor,
  nastyString,
  numericLeaves,
  plainDecimal,
  valueFor,
  valuesAcrossBounds,
  withValueAt,
} from "./json-schema-arbitrary.ts";

/**
 * Property-based fuzzing of every /api/v1 and /api/cms operation in the OpenAPI document: schema-shaped
 * and malformed input, as a visitor, a planner, a vendor, an admin or with a forged token. The server
 * must never answer 5xx, and every answer must be one the document declares, in the declared shape.
 * FUZZ_SEED and FUZZ_RUNS replay or deepen a run; a failure prints the seed and the counterexample.
 * Then, deterministically, every number a request carries gets the integer boundaries, and every
 * bound the document declares (a number's range, a text's length, a list's size) a value on each side:
 * refused with a 4xx when the document does not allow it, never a 5xx.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_911);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30);

type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; schema: JsonSchema };
type MediaTypes = Record<string, { schema?: JsonSchema }>;
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: MediaTypes };
  responses: Record<string, { content?: MediaTypes }>;
};
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

type Caller = "visitor" | "planner" | "vendor" | "admin" | "forged";
const CALLERS: Caller[] = ["visitor", "planner", "vendor", "admin", "forged"];

const fuzzedOperations = Object.keys(API_OPERATIONS)
  .map((key) => {
    const [method = "", url = ""] = key.split(" ");
    return { method, url, path: url.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{path}") };
  })
  .filter(({ url }) => url.startsWith("/api/v1/") || url.startsWith("/api/cms/"));

/** Inlines references to components.schemas, so each response schema compiles on its own. */
function inlineComponents(value: unknown, components: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => inlineComponents(item, components));
  if (!value || typeof value !== "object") return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === "string" && ref.startsWith("#/components/schemas/")) {
    return components[ref.slice("#/components/schemas/".length)];
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inlineComponents(item, components)]));
}

function asText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * A path parameter: shaped like its schema, or anything at all (encoded so it stays one segment, and
 * never empty, which would address another route).
 */
function pathValue(parameter: Parameter): fc.Arbitrary<string> {
  return fc
    .oneof({ weight: 3, arbitrary: valueFor(parameter.schema).map(asText) }, { weight: 1, arbitrary: anyString })
    .filter((text) => text.replaceAll("/", "") !== "")
    .map((text) =>
      parameter.name === "path" ? text.split("/").map(encodeURIComponent).join("/") : encodeURIComponent(text),
    );
}

/** A query string: declared parameters shaped or not, sometimes missing, sometimes repeated, plus extras. */
function queryValue(parameters: Parameter[]): fc.Arbitrary<Record<string, string | string[]>> {
  const declared = Object.fromEntries(
    parameters.map((parameter) => [
      parameter.name,
      fc.oneof(
        { weight: 3, arbitrary: valueFor(parameter.schema).map(asText) },
        { weight: 1, arbitrary: anyString },
        { weight: 1, arbitrary: fc.array(anyString, { minLength: 2, maxLength: 3 }) },
      ),
    ]),
  );
  const requiredKeys = parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  return fc
    .tuple(
      fc.oneof(fc.record(declared, { requiredKeys }), fc.record(declared, { requiredKeys: [] })),
      fc.dictionary(fc.oneof(anyString, nastyString), anyString, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...(known as Record<string, string | string[]>) }));
}

type Body = { payload?: string; contentType?: string };

/** A request body: JSON shaped like the schema, near it, junk, broken JSON, or a type the route does not take. */
function bodyValue(operation: Operation): fc.Arbitrary<Body> {
  const schema = operation.requestBody?.content["application/json"]?.schema;
  const json = (value: unknown): Body => ({
    payload: JSON.stringify(value) ?? "null",
    contentType: "application/json",
  });
  return fc.oneof(
    { weight: 4, arbitrary: valueFor(schema).map(json) },
    { weight: 3, arbitrary: malformedFor(schema).map(json) },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
    { weight: 1, arbitrary: anyString.map((text) => ({ payload: text, contentType: "application/json" })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data",
            "multipart/form-data; boundary=x",
            "application/xml",
            "application/json; charset=latin1",
            "",
          ),
          fc.oneof(anyString, anyJson.map(asText)),
        )
        .map(([contentType, payload]) => ({ payload, contentType })),
    },
  );
}

describe("fuzzing the API from its OpenAPI document", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  /** A second app on the same database for the boundary cases, so their calls spend rate limits of their own. */
  let boundaryApp: FastifyInstance;
  let document: OpenApiDocument;
  const tokens = new Map<Caller, string>();
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  const validators = new Map<string, ValidateFunction>();

  beforeAll(async () => {
    const seeded = await createSeededDatabase("pglite", 80);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    boundaryApp = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    document = (await app.inject({ method: "GET", url: OPENAPI_PATH })).json();
    const services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    tokens.set("planner", (await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password)).accessToken);
    tokens.set("vendor", (await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password)).accessToken);
    tokens.set("admin", (await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password)).accessToken);
    tokens.set("forged", "eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.");
  });

  afterAll(async () => {
    await app?.close();
    await boundaryApp?.close();
    await database?.close();
  });

  function validatorFor(key: string, schema: JsonSchema): ValidateFunction {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(inlineComponents(schema, document.components.schemas) as object);
      validators.set(key, validate);
    }
    return validate;
  }

  /** What is wrong with an answer, if anything: a 5xx, a status the document does not declare, or a body off its schema. */
  function answerProblem(operation: Operation, key: string, response: LightMyRequestResponse): string | undefined {
    if (response.statusCode >= 500) return "server error";
    const status = String(response.statusCode);
    const declared = operation.responses[status] ?? operation.responses.default;
    if (!declared) return "undeclared status";
    const schema = declared.content?.["application/json"]?.schema;
    if (!schema || response.body === "") return undefined;
    const validate = validatorFor(`${key} ${status}`, schema);
    if (validate(response.json())) return undefined;
    return `answer does not match its schema (${ajv.errorsText(validate.errors)})`;
  }

  it("covers every /api/v1 and /api/cms operation of the document", () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const fuzzed = fuzzedOperations.map(({ method, path }) => `${method} ${path}`);
    expect(documented.filter((key) => /^\w+ \/api\/(v1|cms)\//.test(key)).sort()).toEqual(fuzzed.sort());
  });

  it.each(fuzzedOperations)("$method $url: never 5xx, always a declared answer", async ({ method, path }) => {
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${path} is not in the document`);
    const parameters = operation.parameters ?? [];
    const pathParameters = parameters.filter((parameter) => parameter.in === "path");
    const queryParameters = parameters.filter((parameter) => parameter.in === "query");
    const hasBody = method !== "GET" && method !== "DELETE";

    const request = fc.record({
      caller: fc.constantFrom(...CALLERS),
      path: fc.record(Object.fromEntries(pathParameters.map((parameter) => [parameter.name, pathValue(parameter)]))),
      query: queryValue(queryParameters),
      body: hasBody ? bodyValue(operation) : fc.constant<Body>({}),
    });

    const property = fc.asyncProperty(request, async (input) => {
      const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => input.path[name] ?? "");
      const token = tokens.get(input.caller);
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (input.body.contentType !== undefined) headers["content-type"] = input.body.contentType;
      const options: InjectOptions = { method: method as InjectOptions["method"], url, query: input.query, headers };
      if (input.body.payload !== undefined) options.payload = input.body.payload;
      const response = await app.inject(options);

      const problem = answerProblem(operation, `${method} ${path}`, response);
      if (problem) {
        const where = `${method} ${url} as ${input.caller} answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
        throw new Error(`${problem}: ${where}`);
      }
    });
    const details = await fc.check(property, { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true });
    // Counterexamples hold strings of up to 200,000 characters: the report is cut to stay readable.
    if (details.failed) {
      const report = fc.defaultReportMessage(details) ?? "";
      throw new Error(`${report.slice(0, 2_000)}\n${String(details.errorInstance).slice(0, 2_000)}`);
    }
  });

  const valueValidators = new Map<string, ValidateFunction>();
  /** Whether the document allows this value where a schema stands (a path or query text read as the number it writes). */
  function documentAllows(schema: JsonSchema, value: unknown): boolean {
    const key = JSON.stringify(schema);
    let validate = valueValidators.get(key);
    if (!validate) {
      validate = ajv.compile(schema as object);
      valueValidators.set(key, validate);
    }
    return Number.isFinite(value) ? validate(value) : typeof value === "string" && validate(value);
  }

  /** Text a path or query parameter stands for that the document does not accept as that parameter. */
  function textAllowed(parameter: Parameter, text: string): boolean {
    const number = plainDecimal(text);
    return number === undefined ? false : documentAllows(parameter.schema, number);
  }

  function schemasOf(parameter: Parameter): JsonSchema[] {
    return [parameter.schema, ...(parameter.schema.anyOf ?? []), ...(parameter.schema.oneOf ?? [])];
  }

  /** An integer or number parameter: the document's bounds say what it must refuse. */
  function isNumeric(parameter: Parameter): boolean {
    return schemasOf(parameter).some((schema) => {
      const types = Array.isArray(schema.type) ? schema.type : [schema.type];
      return types.includes("integer") || types.includes("number");
    });
  }

  /** A text parameter whose pattern takes digits, such as a list of ids: it may hide a number too. */
  function takesDigits(parameter: Parameter): boolean {
    return schemasOf(parameter).some((schema) => Boolean(schema.pattern?.includes("\\d")));
  }

  /** Path values the schema cannot name: a search that finds vendors in the seeded data. */
  const KNOWN_PATH_VALUES: Record<string, string> = { lookup: "dj-austin-tx" };

  it.each(fuzzedOperations)(
    "$method $url: integer boundaries, and one past each declared bound, are refused with a 4xx, never a 5xx",
    async ({ method, path }) => {
      const operation = document.paths[path]?.[method.toLowerCase()];
      if (!operation) throw new Error(`${method} ${path} is not in the document`);
      const parameters = operation.parameters ?? [];
      const hasBody = method !== "GET" && method !== "DELETE";
      const bodySchema = hasBody
        ? (inlineComponents(operation.requestBody?.content["application/json"]?.schema, document.components.schemas) as
            JsonSchema | undefined)
        : undefined;
      const exampleText = (parameter: Parameter) =>
        KNOWN_PATH_VALUES[parameter.name] ?? String(exampleFor(parameter.schema));
      const basePath = Object.fromEntries(
        parameters.filter((one) => one.in === "path").map((one) => [one.name, exampleText(one)]),
      );
      const baseQuery = Object.fromEntries(
        parameters.filter((one) => one.in === "query" && one.required).map((one) => [one.name, exampleText(one)]),
      );
      const baseBody = bodySchema ? exampleFor(bodySchema) : undefined;

      type Case = { label: string; path?: Record<string, string>; query?: Record<string, string>; body?: string };
      const send = (caller: Caller, input: Case) => {
        const pathValues = { ...basePath, ...input.path };
        const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(pathValues[name] ?? ""));
        const headers: Record<string, string> = {};
        const token = tokens.get(caller);
        if (token) headers.authorization = `Bearer ${token}`;
        const options: InjectOptions = { method: method as InjectOptions["method"], url, headers };
        options.query = { ...baseQuery, ...input.query };
        const payload = input.body ?? (baseBody === undefined ? undefined : JSON.stringify(baseBody));
        if (payload !== undefined) {
          headers["content-type"] = "application/json";
          options.payload = payload;
        }
        return boundaryApp.inject(options);
      };

      // The caller who gets furthest with a valid request: past sign-in and ownership checks when one can.
      let caller: Caller = "admin";
      for (const candidate of ["admin", "vendor", "planner", "visitor"] as const) {
        const status = (await send(candidate, { label: "example" })).statusCode;
        if (status !== 401 && status !== 403) {
          caller = candidate;
          break;
        }
      }

      const cases: (Case & { allowed: boolean })[] = [];
      for (const parameter of parameters) {
        const hidesNumbers = isNumeric(parameter) || takesDigits(parameter);
        if (parameter.in !== "path" && !(parameter.in === "query" && hidesNumbers)) continue;
        for (const text of BOUNDARY_TEXTS) {
          const input = { [parameter.name]: text };
          cases.push({
            label: `${parameter.in} ${parameter.name}=${JSON.stringify(text)}`,
            ...(parameter.in === "path" ? { path: input } : { query: input }),
            // A text parameter (a search's url, a list of ids) may take digits: only a 5xx is wrong there.
            allowed: !isNumeric(parameter) || textAllowed(parameter, text),
          });
        }
      }
      // Both sides of every bound the document declares.
      const shown = (value: unknown) =>
        typeof value === "string" && value.length > 12 ? `"x" × ${value.length}` : JSON.stringify(value);
      for (const parameter of parameters) {
        if (parameter.in !== "path" && parameter.in !== "query") continue;
        for (const value of valuesAcrossBounds(parameter.schema)) {
          if (Array.isArray(value)) continue;
          const text = String(value);
          const input = { [parameter.name]: text };
          cases.push({
            label: `${parameter.in} ${parameter.name}=${shown(value)}`,
            ...(parameter.in === "path" ? { path: input } : { query: input }),
            allowed: isNumeric(parameter) ? textAllowed(parameter, text) : documentAllows(parameter.schema, text),
          });
        }
      }
      for (const leaf of boundedLeaves(bodySchema)) {
        for (const value of valuesAcrossBounds(leaf.schema)) {
          cases.push({
            label: `body ${leaf.path.join(".")}=${shown(value)}`,
            body: JSON.stringify(withValueAt(baseBody, leaf.path, value)),
            allowed: documentAllows(leaf.schema, value),
          });
        }
      }
      for (const leaf of numericLeaves(bodySchema)) {
        for (const value of BOUNDARY_JSON_VALUES) {
          const overflows = value === JSON_OVERFLOW;
          const placeholder = "\u0000overflow\u0000";
          const body = JSON.stringify(withValueAt(baseBody, leaf.path, overflows ? placeholder : value));
          const literal = overflows ? "1e309" : JSON.stringify(value);
          cases.push({
            label: `body ${leaf.path.join(".")}=${literal}`,
            body: body.replace(JSON.stringify(placeholder), literal),
            allowed: !overflows && documentAllows(leaf.schema, value),
          });
        }
      }

      const problems: string[] = [];
      for (const input of cases) {
        const response = await send(caller, input);
        const problem =
          answerProblem(operation, `${method} ${path}`, response) ??
          (!input.allowed && response.statusCode < 400
            ? "a value the document does not allow was accepted"
            : undefined);
        if (problem)
          problems.push(
            `${input.label} as ${caller}: ${problem}: ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
      }
      expect(problems).toEqual([]);
    },
  );
});
