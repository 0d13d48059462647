import { describe, expect, it } from "vitest";
import { rankServiceTypes, serviceTypeMatchRank } from "./service-types.rules.ts";

const type = (personForm: string, alternateNames: string[] = [], sortOrder = 0) => ({
  personForm,
  pluralForm: `${personForm}s`,
  alternateNames,
  sortOrder,
});

describe("service type lookup (SPEC section 7: contains match on all names, best match first)", () => {
  const types = [
    type("Wedding DJ", ["wedding disc jockey"], 3),
    type("DJ", ["disc jockey"], 1),
    type("Karaoke DJ", [], 2),
    type("Magician"),
    type("Band"),
    type("Cover Band"),
  ];

  it("ranks exact, then prefix, then word prefix, then contains", () => {
    expect(rankServiceTypes(types, "dj").map((entry) => entry.personForm)).toEqual(["DJ", "Karaoke DJ", "Wedding DJ"]);
    expect(rankServiceTypes(types, "band").map((entry) => entry.personForm)).toEqual(["Band", "Cover Band"]);
    expect(serviceTypeMatchRank(type("Magician"), "magician")).toBe(0);
    expect(serviceTypeMatchRank(type("Magician"), "mag")).toBe(1);
    expect(serviceTypeMatchRank(type("Cover Band"), "ban")).toBe(2);
    expect(serviceTypeMatchRank(type("Magician"), "gic")).toBe(3);
  });

  it("matches alternate names: 'disc jockey' finds the DJ first", () => {
    expect(rankServiceTypes(types, "disc jockey")[0]?.personForm).toBe("DJ");
    expect(rankServiceTypes(types, "  Disc   Jockey ")[0]?.personForm).toBe("DJ");
  });

  it("finds nothing for text that no name contains, or for blank text", () => {
    expect(rankServiceTypes(types, "zebra")).toEqual([]);
    expect(rankServiceTypes(types, "   ")).toEqual([]);
  });
});
