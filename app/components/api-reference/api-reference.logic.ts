/** The API reference page's view of the OpenAPI document: operations by tag, each with flat field tables. */

type Schema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  $ref?: string;
};
type MediaTypes = Record<string, { schema?: Schema }>;
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema; description?: string }>;
  requestBody?: { content: MediaTypes };
  responses: Record<string, { description?: string; content?: MediaTypes }>;
};
export type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

export type Field = { name: string; type: string; required: boolean; notes: string };
export type ResponseView = { status: string; description: string; fields: Field[]; isError: boolean };
export type OperationView = {
  id: string;
  /** The generated client's method name for the call. */
  operationId: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  access: string;
  parameters: Field[];
  bodyTypes: string[];
  body: Field[];
  responses: ResponseView[];
};
export type TagView = { name: string; id: string; description: string; operations: OperationView[] };

/** Deeper levels are summarised by their type: the reference stays readable and the page light. */
const MAX_DEPTH = 3;

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function typeOf(schema: Schema | undefined): string {
  if (!schema) return "any";
  if (schema.$ref) return schema.$ref.split("/").at(-1) ?? "object";
  if ("const" in schema) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return [...new Set(alternatives.map(typeOf))].join(" | ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? "object" : "any";
  return types.map((type) => (type === "array" ? `array of ${typeOf(schema.items)}` : type)).join(" | ");
}

function notesOf(schema: Schema | undefined): string {
  if (!schema) return "";
  const notes: string[] = [];
  if (schema.description) notes.push(schema.description);
  if (schema.format) notes.push(`format ${schema.format}`);
  if (schema.minimum !== undefined && schema.minimum > -9_007_199_254_740_991) notes.push(`at least ${schema.minimum}`);
  if (schema.maximum !== undefined && schema.maximum < 9_007_199_254_740_991) notes.push(`at most ${schema.maximum}`);
  if (schema.minLength) notes.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) notes.push(`at most ${schema.maxLength} characters`);
  if (schema.maxItems !== undefined) notes.push(`at most ${schema.maxItems} items`);
  if (schema.pattern) notes.push(`matches ${schema.pattern}`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes.join("; ");
}

/** The object inside a schema, looking through nullable unions and arrays. */
function objectInside(schema: Schema | undefined): { schema: Schema; suffix: string } | undefined {
  if (!schema) return undefined;
  if (schema.properties) return { schema, suffix: "" };
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const objects = alternatives.map(objectInside).filter((found) => found !== undefined);
    return objects.length === 1 ? objects[0] : undefined;
  }
  if (schema.items) {
    const inner = objectInside(schema.items);
    return inner ? { schema: inner.schema, suffix: `[]${inner.suffix}` } : undefined;
  }
  return undefined;
}

/** A schema's fields as rows, nested names dotted (`member.city.displayName`, `items[].id`). */
export function fieldsOf(schema: Schema | undefined, prefix = "", depth = 0): Field[] {
  const found = objectInside(schema);
  if (!found)
    return prefix === "" && schema
      ? [{ name: "(body)", type: typeOf(schema), required: true, notes: notesOf(schema) }]
      : [];
  const required = new Set(found.schema.required ?? []);
  return Object.entries(found.schema.properties ?? {}).flatMap(([name, property]) => {
    const fullName = `${prefix}${found.suffix}${prefix || found.suffix ? "." : ""}${name}`.replace(/^\./, "");
    const row = { name: fullName, type: typeOf(property), required: required.has(name), notes: notesOf(property) };
    const nested = depth + 1 < MAX_DEPTH ? fieldsOf(property, fullName, depth + 1) : [];
    return [row, ...nested.filter((field) => field.name !== "(body)")];
  });
}

function accessOf(operation: Operation): string {
  const requirement = operation.security?.[0];
  if (!requirement) return "Anyone";
  const roles = Object.values(requirement).flat();
  return roles.includes("admin") ? "Administrators" : "Signed-in callers (their own records, or an admin)";
}

function jsonSchemaOf(content: MediaTypes | undefined): Schema | undefined {
  if (!content) return undefined;
  return (content["application/json"] ?? Object.values(content)[0])?.schema;
}

function operationView(method: string, path: string, operation: Operation): OperationView {
  const responses = Object.entries(operation.responses).map(([status, response]) => {
    const schema = jsonSchemaOf(response.content);
    const isError = schema?.$ref === "#/components/schemas/Error";
    return {
      status,
      description: response.description ?? "",
      fields: isError ? [] : fieldsOf(schema),
      isError,
    };
  });
  return {
    id: slugOf(`${method} ${path}`),
    operationId: operation.operationId ?? "",
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? "",
    description: operation.description ?? "",
    access: accessOf(operation),
    parameters: (operation.parameters ?? []).map((parameter) => ({
      name: parameter.name,
      type: `${parameter.in}: ${typeOf(parameter.schema)}`,
      required: parameter.required ?? false,
      notes: [parameter.description, notesOf(parameter.schema)].filter(Boolean).join("; "),
    })),
    bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
    body: fieldsOf(jsonSchemaOf(operation.requestBody?.content)),
    responses,
  };
}

/** Operations grouped by their tag, in the document's tag order. */
export function apiReference(document: OpenApiDocument): { tags: TagView[]; errorFields: Field[] } {
  const tags: TagView[] = (document.tags ?? []).map((tag) => ({
    name: tag.name,
    id: slugOf(tag.name),
    description: tag.description ?? "",
    operations: [],
  }));
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tagName = operation.tags?.[0] ?? "Other";
      let tag = tags.find((candidate) => candidate.name === tagName);
      if (!tag) {
        tag = { name: tagName, id: slugOf(tagName), description: "", operations: [] };
        tags.push(tag);
      }
      tag.operations.push(operationView(method, path, operation));
    }
  }
  return {
    tags: tags.filter((tag) => tag.operations.length > 0),
    errorFields: fieldsOf(document.components?.schemas?.Error),
  };
}
