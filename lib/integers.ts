import { z } from "zod";
import { POSTGRES_INTEGER_MAX } from "./constants.ts";

/** Plain decimal digits, as a path, a query string or a form carries a whole number. */
const DECIMAL_DIGITS = /^\d+$/;
/** Digits with an optional decimal fraction: "4.5". */
const DECIMAL_NUMBER = /^\d+(\.\d+)?$/;

/** Text written the plain way read as its number; anything else left for the number schema to refuse. */
function readText(pattern: RegExp) {
  return (value: unknown) => (typeof value === "string" && pattern.test(value) ? Number(value) : value);
}

type NumberOptions = {
  /** The message of every refusal; by default one that names the range. */
  message?: string;
  /** The value when the input is missing; the OpenAPI document shows it. */
  default?: number;
};

/**
 * A whole number from min to max. It takes a number, or text of plain decimal digits: " 1", "1e3",
 * "0x10", "1.0" and "-1" are refused rather than read the way `Number()` would read them.
 */
export function integerSchema(min: number, max: number, options: NumberOptions = {}) {
  const message = options.message ?? `Expected a whole number from ${min} to ${max}.`;
  const number = z.number(message).int(message).min(min, message).max(max, message);
  // The default sits inside, after the text is read, so the document can show it.
  return z.preprocess(
    readText(DECIMAL_DIGITS),
    options.default === undefined ? number : number.default(options.default),
  );
}

/** A number from min to max, fractions allowed: a number, or text of digits with an optional ".fraction". */
export function decimalSchema(min: number, max: number, options: NumberOptions = {}) {
  const message = options.message ?? `Expected a number from ${min} to ${max}.`;
  const number = z.number(message).min(min, message).max(max, message);
  return z.preprocess(
    readText(DECIMAL_NUMBER),
    options.default === undefined ? number : number.default(options.default),
  );
}

/** A record's id, in a path, a query string or a body: a whole number from 1 to POSTGRES_INTEGER_MAX. */
export const idSchema = integerSchema(1, POSTGRES_INTEGER_MAX);
