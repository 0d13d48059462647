import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";

describe("slugify", () => {
  it("makes the file names the spec uses for places and services", () => {
    expect(slugify("Austin TX")).toBe("austin-tx");
    expect(slugify("Cover Band")).toBe("cover-band");
    expect(slugify("Coeur d'Alene ID")).toBe("coeur-dalene-id");
    expect(slugify("Montréal QC")).toBe("montreal-qc");
    expect(slugify("  Rock & Roll!  ")).toBe("rock-and-roll");
  });
});
