import { describe, expect, it } from "vitest";
import { SERVICE_ATTRIBUTES } from "#db/seed/service-attributes.ts";
import { SERVICE_TYPES } from "#db/seed/data/service-types.ts";
import { rankServiceTypes, serviceTypeFamilies, serviceTypeMatchRank } from "./service-types.rules.ts";
import { CATALOGUE_LIMITS } from "./service-types.schema.ts";

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

describe("service type families (the categories a vendor chooses from)", () => {
  const related = (id: number, personForm: string, parentId: number | null, sortOrder: number) => ({
    id,
    personForm,
    pluralForm: `${personForm}s`,
    parentId,
    sortOrder,
  });

  it("groups every type under its broad type, the broad type first, in catalogue order", () => {
    const families = serviceTypeFamilies([
      related(201, "Cover Band", 200, 4),
      related(100, "DJ", null, 0),
      related(200, "Band", null, 3),
      related(101, "Wedding DJ", 100, 1),
      related(102, "Tiny DJ", 101, 2),
      related(999, "Orphan", 12345, 5),
    ]);
    expect(families).toEqual([
      {
        id: 100,
        name: "DJs",
        types: [
          { id: 100, personForm: "DJ" },
          { id: 101, personForm: "Wedding DJ" },
          { id: 102, personForm: "Tiny DJ" },
        ],
      },
      {
        id: 200,
        name: "Bands",
        types: [
          { id: 200, personForm: "Band" },
          { id: 201, personForm: "Cover Band" },
        ],
      },
      { id: 999, name: "Orphans", types: [{ id: 999, personForm: "Orphan" }] },
    ]);
  });
});

describe("the catalogue within the limits its lists are answered with", () => {
  it("seeds fewer service types and attributes than the lists may hold", () => {
    expect(SERVICE_TYPES.length).toBeLessThanOrEqual(CATALOGUE_LIMITS.serviceTypes);
    expect(SERVICE_ATTRIBUTES.length).toBeLessThanOrEqual(CATALOGUE_LIMITS.serviceAttributes);
  });
});
