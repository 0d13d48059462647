import { describe, expect, it } from "vitest";
import {
  assignVariation,
  fnv1a32,
  normaliseSearchString,
  TILE_QUOTE_BUTTON_EXPERIMENT,
  tileQuoteButtonAssignment,
} from "./variations.rules.ts";

describe("variation assignment (SPEC section 4)", () => {
  it("hashes with FNV-1a 32-bit (published test vectors)", () => {
    expect(fnv1a32("")).toBe(0x811c9dc5);
    expect(fnv1a32("a")).toBe(0xe40c292c);
    expect(fnv1a32("foobar")).toBe(0xbf9cf968);
  });

  it("hashes the UTF-8 bytes, so accented places hash the same everywhere", () => {
    expect(fnv1a32("montréal")).not.toBe(fnv1a32("montreal"));
    expect(fnv1a32("montréal")).toBe(fnv1a32("montr\u00e9al"));
  });

  it("gives the same search string the same variation every time", () => {
    const variations = ["control", "a", "b"] as const;
    const first = assignVariation("dj-austin-tx", variations);
    for (let attempt = 0; attempt < 5; attempt += 1) expect(assignVariation("dj-austin-tx", variations)).toBe(first);
  });

  it("normalises the search string: trimmed and lower-cased", () => {
    expect(normaliseSearchString("  DJ-Austin-TX ")).toBe("dj-austin-tx");
    const variations = ["control", "a", "b", "c"] as const;
    expect(assignVariation("  DJ-Austin-TX ", variations)).toBe(assignVariation("dj-austin-tx", variations));
  });

  it("assigns cyclically: the hash modulo the number of variations picks one, in order", () => {
    const variations = ["control", "a", "b"] as const;
    for (const search of ["dj", "magician-chicago-il", "cover-band-texas"]) {
      expect(assignVariation(search, variations)).toBe(variations[fnv1a32(search) % 3]);
    }
  });

  it("puts the control group first: one variation means everyone is in control", () => {
    expect(assignVariation("anything", ["control"])).toBe("control");
    const found = new Set<string>();
    for (let index = 0; index < 50; index += 1) found.add(assignVariation(`search-${index}`, ["control", "variant"]));
    expect([...found].sort()).toEqual(["control", "variant"]);
  });

  it("spreads many search strings roughly evenly", () => {
    const variations = ["control", "a", "b", "c"] as const;
    const counts = new Map<string, number>(variations.map((name) => [name, 0]));
    const total = 20_000;
    for (let index = 0; index < total; index += 1) {
      const name = assignVariation(`service-${index % 97}-city-${index}`, variations);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    for (const count of counts.values()) expect(Math.abs(count - total / 4)).toBeLessThan(total * 0.02);
  });

  it("names the experiment and a variation of it for a search page", () => {
    const assignment = tileQuoteButtonAssignment("dj");
    expect(assignment.experiment).toBe("tile-quote-button");
    expect(TILE_QUOTE_BUTTON_EXPERIMENT.variations).toContain(assignment.variation);
    expect(TILE_QUOTE_BUTTON_EXPERIMENT.variations[0]).toBe("control");
  });
});
