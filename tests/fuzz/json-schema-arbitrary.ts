import fc from "fast-check";
import { POSTGRES_INTEGER_MAX } from "#lib/constants.ts";

export type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** Values a hostile caller tries first: injections, traversal, control characters, edge numbers. */
export const nastyString = fc.constantFrom(
  "",
  " ",
  "null",
  "undefined",
  "-1",
  "0",
  "1e309",
  "NaN",
  "9".repeat(40),
  "../../../etc/passwd",
  "%00",
  "\u0000",
  "' OR '1'='1' --",
  '"; DROP TABLE members; --',
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "//evil.example/",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✨ 👩🏽‍🎤",
  "\u202Eevil",
  "a,b,,c",
  "__proto__",
  "constructor",
);

const hugeString = fc.integer({ min: 1_000, max: 200_000 }).map((length) => "x".repeat(length));

/** Any string a caller might send: random, full Unicode, nasty or huge. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.string({ unit: "binary", maxLength: 50 }),
  nastyString,
  hugeString,
);

/** Any JSON value, nested junk included. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(fc.jsonValue({ maxDepth: 4 }), anyString, fc.constant({}));

function isoDate(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "date") return fc.integer({ min: -30, max: 800 }).map((days) => isoDate(new Date(), days));
  if (schema.format === "date-time") return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === "email") return fc.emailAddress();
  if (schema.format === "uuid") return fc.uuid();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= 2_000);
    } catch {
      // A pattern JavaScript cannot build falls back to plain strings.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 300));
  return fc.string({ minLength, maxLength });
}

function numberBounds(schema: JsonSchema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON;
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : -1_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : 100_000);
  return { min: Math.max(min, -POSTGRES_INTEGER_MAX - 1), max: Math.min(max, POSTGRES_INTEGER_MAX) };
}

/** Values that fit a JSON Schema (the subset Zod writes), leaning to small ids that name real records. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyJson;
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => valueFor(alternative, depth + 1)));
  if (schema.allOf?.[0]) return valueFor(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((one) => valueFor({ ...schema, type: one }, depth + 1)));
  switch (type[0]) {
    case "string":
      return stringFor(schema);
    case "integer": {
      const { min, max } = numberBounds(schema, true);
      if (min > max) return fc.constant(min);
      return fc.oneof(
        fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 400), min) }),
        fc.integer({ min, max }),
      );
    }
    case "number": {
      const { min, max } = numberBounds(schema, false);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(valueFor(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case "object":
      return objectFor(schema, depth);
    default:
      return anyJson;
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, valueFor(property, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

/**
 * Values near the schema but wrong: a field dropped, one of the wrong type, unknown fields added,
 * or nothing like it at all.
 */
export function malformedFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const shaped = valueFor(schema);
  return fc.oneof(
    anyJson,
    fc
      .tuple(shaped, fc.dictionary(anyString, anyJson, { maxKeys: 3 }))
      .map(([value, extra]) =>
        value && typeof value === "object" && !Array.isArray(value) ? { ...extra, ...value } : extra,
      ),
    fc.tuple(shaped, fc.nat(), anyJson).map(([value, index, junk]) => {
      if (!value || typeof value !== "object" || Array.isArray(value)) return junk;
      const keys = Object.keys(value);
      if (keys.length === 0) return junk;
      const key = keys[index % keys.length] as string;
      return index % 2 === 0
        ? { ...value, [key]: junk }
        : Object.fromEntries(keys.filter((k) => k !== key).map((k) => [k, (value as Record<string, unknown>)[k]]));
    }),
  );
}

/**
 * Integer boundaries as a path or query string carries them: zero, negative, PostgreSQL's integer
 * maximum and one past it, past a double's exact integers, past a double, and texts that lenient
 * parsers read as numbers (exponent, padding, fraction, hexadecimal).
 */
export const BOUNDARY_TEXTS = [
  "0",
  "-1",
  String(POSTGRES_INTEGER_MAX),
  String(POSTGRES_INTEGER_MAX + 1),
  String(2 ** 53),
  "1e309",
  "1e3",
  " 1",
  "1.5",
  "1.0",
  "0x10",
] as const;

/** Stands for 1e309 written as a JSON number, which JSON can write but a double cannot hold (it parses to Infinity). */
export const JSON_OVERFLOW = Symbol("1e309");

/** The same boundaries in a JSON body: as numbers, as the overflowing literal, and as texts. */
export const BOUNDARY_JSON_VALUES: readonly unknown[] = [
  0,
  -1,
  POSTGRES_INTEGER_MAX,
  POSTGRES_INTEGER_MAX + 1,
  2 ** 53,
  JSON_OVERFLOW,
  "1e309",
  1.5,
  "1e3",
  " 1",
];

/** The number a path or query text plainly writes in decimal, or undefined when it writes none. */
export function plainDecimal(text: string): number | undefined {
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

function exampleString(schema: JsonSchema): string {
  if (schema.format === "date" || schema.pattern === "^\\d{4}-\\d{2}-\\d{2}$") {
    return new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  }
  if (schema.format === "date-time") return new Date().toISOString();
  if (schema.format === "email") return "boundary@example.com";
  if (schema.format === "uuid") return "6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70";
  if (schema.pattern) {
    const [sample] = fc.sample(stringFor(schema), { seed: 1, numRuns: 1 });
    if (sample !== undefined) return sample;
  }
  return "x".repeat(Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 24, 24)));
}

/**
 * One value that fits a schema, the same on every call: every property filled, one item per array,
 * the smallest number allowed. A request built from it reaches as far into the handler as a valid one.
 */
export function exampleFor(schema: JsonSchema | undefined): unknown {
  if (!schema) return {};
  if ("const" in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.[0]) return exampleFor(alternatives.find((one) => one.type !== "null") ?? alternatives[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== "null") : schema.type;
  switch (type) {
    case "string":
      return exampleString(schema);
    case "integer":
    case "number":
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case "boolean":
      return false;
    case "null":
      return null;
    case "array":
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => exampleFor(schema.items));
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, exampleFor(property)]),
      );
    default:
      return {};
  }
}

export type NumericLeaf = { path: (string | number)[]; schema: JsonSchema };

function isNumeric(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes("integer") || types.includes("number");
}

/** Where a body schema holds numbers (an array's first item standing for all), with each one's schema. */
export function numericLeaves(schema: JsonSchema | undefined, path: (string | number)[] = []): NumericLeaf[] {
  if (!schema) return [];
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [];
  if (isNumeric(schema) || alternatives.some(isNumeric)) return [{ path, schema }];
  if (schema.items) return numericLeaves(schema.items, [...path, 0]);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
    numericLeaves(property, [...path, name]),
  );
}

/**
 * A value on each side of every bound a schema declares: a number's minimum and maximum and one past
 * each, a string of its maximum length and one longer (and one shorter than its minimum), an array of
 * one item more than its maximum. Whether each is allowed is for the document to say.
 */
export function valuesAcrossBounds(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  for (const one of [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    if (isNumeric(one)) {
      if (one.minimum !== undefined) values.push(one.minimum - 1, one.minimum);
      if (one.maximum !== undefined) values.push(one.maximum, one.maximum + 1);
    }
    if (one.maxLength !== undefined) values.push("x".repeat(one.maxLength), "x".repeat(one.maxLength + 1));
    if (one.minLength) values.push("x".repeat(one.minLength - 1));
    if (one.maxItems !== undefined) values.push(Array.from({ length: one.maxItems + 1 }, () => exampleFor(one.items)));
  }
  return values;
}

/** Where a body schema declares a bound (an array's first item standing for all), with each one's schema. */
export function boundedLeaves(schema: JsonSchema | undefined, path: (string | number)[] = []): NumericLeaf[] {
  if (!schema) return [];
  const leaves: NumericLeaf[] = valuesAcrossBounds(schema).length > 0 ? [{ path, schema }] : [];
  if (schema.items) leaves.push(...boundedLeaves(schema.items, [...path, 0]));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    leaves.push(...boundedLeaves(property, [...path, name]));
  }
  return leaves;
}

/** A copy of a JSON value with the value at a path replaced. */
export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}
