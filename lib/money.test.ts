import { describe, expect, it } from "vitest";
import { formatCents, parseDollarsToCents } from "./money.ts";

describe("money", () => {
  it("reads typed dollars as whole cents and refuses anything else", () => {
    expect(parseDollarsToCents("1,250")).toBe(125_000);
    expect(parseDollarsToCents("$99.99")).toBe(9_999);
    expect(parseDollarsToCents("12.5")).toBe(1_250);
    expect(parseDollarsToCents(" 0 ")).toBe(0);
    for (const bad of ["", "12.345", "-5", "1e3", "abc", "12..5", "0x10"]) expect(parseDollarsToCents(bad)).toBeNull();
  });

  it("formats cents as dollars, dropping zero cents", () => {
    expect(formatCents(125_000)).toBe("$1,250");
    expect(formatCents(125_050)).toBe("$1,250.50");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(-30_000)).toBe("-$300");
  });
});
