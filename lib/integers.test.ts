import { describe, expect, it } from "vitest";
import { z } from "zod";
import { POSTGRES_INTEGER_MAX } from "./constants.ts";
import { decimalSchema, idSchema, integerSchema } from "./integers.ts";

describe("idSchema", () => {
  it("takes ids up to PostgreSQL's integer maximum, as numbers or plain digits", () => {
    for (const [input, id] of [
      [1, 1],
      ["1", 1],
      ["0042", 42],
      [String(POSTGRES_INTEGER_MAX), POSTGRES_INTEGER_MAX],
    ] as const) {
      expect(idSchema.parse(input)).toBe(id);
    }
  });

  it("refuses what is not an id, and text that Number() would read leniently", () => {
    for (const input of [0, -1, 1.5, 2 ** 31, 2 ** 53, Infinity, "0", "-1", "2147483648", "9".repeat(400)]) {
      expect(idSchema.safeParse(input).success, String(input)).toBe(false);
    }
    for (const input of [" 1", "1 ", "1e3", "0x10", "1.0", "+1", "", null, true, [1]]) {
      expect(idSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });
});

describe("integerSchema and decimalSchema", () => {
  it("keep to their range, with the given message and default", () => {
    const query = z.object({ take: integerSchema(1, 50, { default: 10, message: "take must be 1 to 50." }) });
    expect(query.parse({})).toEqual({ take: 10 });
    expect(query.parse({ take: "50" })).toEqual({ take: 50 });
    expect(query.safeParse({ take: "51" }).error?.issues[0]?.message).toBe("take must be 1 to 50.");
    expect(query.safeParse({ take: "1e1" }).error?.issues[0]?.message).toBe("take must be 1 to 50.");
  });

  it("read fractions only where they are allowed", () => {
    expect(decimalSchema(0, 5).parse("4.5")).toBe(4.5);
    expect(integerSchema(0, 5).safeParse("4.5").success).toBe(false);
    for (const input of ["5.01", " 4", "4.", ".5", "1e0"]) {
      expect(decimalSchema(0, 5).safeParse(input).success, input).toBe(false);
    }
  });

  it("are documented as bounded integers and numbers, defaults included", () => {
    const schema = z.object({ id: idSchema, skip: integerSchema(0, 100, { default: 0 }), rating: decimalSchema(0, 5) });
    expect(z.toJSONSchema(schema, { io: "input" }).properties).toEqual({
      id: { type: "integer", minimum: 1, maximum: POSTGRES_INTEGER_MAX },
      skip: { type: "integer", minimum: 0, maximum: 100, default: 0 },
      rating: { type: "number", minimum: 0, maximum: 5 },
    });
  });
});
