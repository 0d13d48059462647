import { describe, expect, it } from "vitest";
import { AUSTIN } from "#tests/support/locations.ts";
import type { LocationDto } from "./locations.schema.ts";
import { findTypedPlace, matchTypedPlace, typedPlaceLookup, typedPlaceQueries } from "./locations.rules.ts";

function place(overrides: Partial<LocationDto> = {}): LocationDto {
  return { ...AUSTIN, ...overrides };
}

const texas = place({ kind: "state", displayName: "Texas", fileName: "texas", name: "Texas", searchString: "texas" });
const austinMn = place({
  displayName: "Austin, MN",
  fileName: "austin-mn",
  stateOrProvince: { name: "Minnesota", displayName: "Minnesota", fileName: "minnesota", abbreviation: "MN" },
});

describe("typed place text", () => {
  it("is looked up by the whole text, the part before a comma, then without its last word", () => {
    expect(typedPlaceQueries("austin tx")).toEqual(["austin tx", "austin"]);
    expect(typedPlaceQueries("Austin, TX")).toEqual(["Austin, TX", "Austin"]);
    expect(typedPlaceQueries("New York City NY")).toEqual(["New York City NY", "New York City"]);
    expect(typedPlaceQueries("Texas")).toEqual(["Texas"]);
    expect(typedPlaceQueries("a b")).toEqual(["a b"]);
  });

  it("in cities and states, or cities alone, by name and alternate name, 15 at a time", () => {
    expect(typedPlaceLookup("aus")).toEqual({
      startsWith: "aus",
      take: 15,
      includeCities: true,
      includeStatesAndProvinces: true,
      includeAlternateCityNames: true,
      includeCounties: false,
    });
    expect(typedPlaceLookup("aus", { citiesOnly: true })).toMatchObject({ includeStatesAndProvinces: false });
  });

  it("names a place by display name, name and state, or name alone (the first, best match)", () => {
    const places = [place(), austinMn, texas];
    expect(matchTypedPlace("Austin, TX", places)?.fileName).toBe("austin-tx");
    expect(matchTypedPlace("austin mn", places)?.fileName).toBe("austin-mn");
    expect(matchTypedPlace("Austin Minnesota", places)?.fileName).toBe("austin-mn");
    expect(matchTypedPlace("Austin", places)?.fileName).toBe("austin-tx");
    expect(matchTypedPlace("texas", places)?.kind).toBe("state");
    expect(matchTypedPlace("Aus", places)).toBeNull();
    expect(matchTypedPlace("montreal qc", [place({ displayName: "Montréal, QC", name: "Montréal" })])?.name).toBe(
      "Montréal",
    );
  });

  it("finds its place through the look-ups, the whole text first, or none", async () => {
    const asked: string[] = [];
    const lookUp = async (startsWith: string) => {
      asked.push(startsWith);
      return [place(), austinMn, texas].filter((candidate) =>
        candidate.name.toLowerCase().startsWith(startsWith.toLowerCase()),
      );
    };
    expect((await findTypedPlace("austin mn", lookUp))?.fileName).toBe("austin-mn");
    expect(asked).toEqual(["austin mn", "austin"]);
    expect(await findTypedPlace("Aus", lookUp)).toBeNull();
    expect(await findTypedPlace(" ", lookUp)).toBeNull();
  });
});
