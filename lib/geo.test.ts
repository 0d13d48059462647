import { describe, expect, it } from "vitest";
import { distanceKm } from "./geo.ts";

describe("distanceKm", () => {
  it("measures real distances between cities within a kilometre", () => {
    // Austin, TX to Dallas, TX is about 293 km as the crow flies.
    expect(distanceKm(30.26715, -97.74306, 32.78306, -96.80667)).toBeCloseTo(293, -1);
    expect(distanceKm(40, -100, 40, -100)).toBe(0);
  });
});
