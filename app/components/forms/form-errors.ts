/**
 * Reading a form and turning a schema's issues into one message per field: the same in the browser
 * and in a route's action. No React and no zod import (schemas are passed in, or loaded later).
 */
import { loadZodForBrowser } from "#app/lib/zod-in-browser.ts";

/** One message per field, as the form's schema names them. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

type SchemaIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** What is needed of a schema (a zod schema fits): a check that lists its issues. */
export type FormSchema = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
};

/**
 * A form's schema for the browser's checks as typed, loaded as soon as the form's page starts in the
 * browser, beside the page's own code rather than in it (decision 019): the validator (Zod, about
 * 25 KiB gzip) stays out of the JavaScript a page needs to show and start. Until it has arrived (a
 * moment, from the same server) a check finds nothing to say; the server checks every submission
 * with the same schema regardless. Zod is set up for the pages' Content-Security-Policy before the
 * first schema loads.
 */
export function deferredSchema(load: () => Promise<FormSchema>): FormSchema {
  let schema: FormSchema | undefined;
  if (typeof window !== "undefined") {
    void loadZodForBrowser()
      .then(load)
      .then((loaded) => {
        schema = loaded;
      });
  }
  return {
    safeParse: (value) => (schema ? schema.safeParse(value) : { success: true }),
  };
}

/** Longer than any account field allows (passwords: 1,024), so the schema still sees a value too long. */
const VALUE_LIMIT = 2_000;

/** A form value as text, cut to a sane length (a file or a missing field reads as ""). */
export function textValue(form: FormData, name: string, limit = VALUE_LIMIT): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, limit) : "";
}

/** The named text values of a form. */
export function textValues<Field extends string>(
  form: FormData,
  fields: readonly Field[],
  limit = VALUE_LIMIT,
): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, textValue(form, field, limit)])) as Record<Field, string>;
}

/** The first message the schema gives for each field of the form. */
export function issuesByField<Field extends string>(
  fields: readonly Field[],
  issues: readonly SchemaIssue[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (fields as readonly string[]).includes(field) && !errors[field as Field]) {
      errors[field as Field] = issue.message;
    }
  }
  return errors;
}

/** Checks values with a form's schema: no messages when they pass. */
export function schemaErrors<Field extends string>(
  schema: FormSchema,
  fields: readonly Field[],
  values: unknown,
): FieldErrors<Field> {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : issuesByField(fields, parsed.error.issues);
}

/** The messages a server or service sent by field, keeping only the form's own fields, in its order. */
export function pickFieldErrors<Field extends string>(
  sent: Partial<Record<string, string>> | undefined,
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of fields) if (sent?.[field]) errors[field] = sent[field];
  return errors;
}
