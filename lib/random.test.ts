import { describe, expect, it } from "vitest";
import { createRandom } from "./random.ts";

describe("createRandom", () => {
  it("gives the same sequence for the same seed and another for another seed", () => {
    const first = createRandom(7);
    const second = createRandom(7);
    const other = createRandom(8);
    const draw = (random: ReturnType<typeof createRandom>) => Array.from({ length: 5 }, () => random.next());
    const sequence = draw(first);
    expect(draw(second)).toEqual(sequence);
    expect(draw(other)).not.toEqual(sequence);
    for (const value of sequence) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it("keeps integers inside both inclusive bounds and reaches each of them", () => {
    const random = createRandom(1);
    const seen = new Set<number>();
    for (let index = 0; index < 500; index += 1) seen.add(random.integer(3, 6));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it("samples distinct items and refuses to pick from nothing", () => {
    const random = createRandom(3);
    const sample = random.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
    expect(random.sample([1, 2], 5)).toHaveLength(2);
    expect(() => random.pick([])).toThrow("empty");
  });
});
