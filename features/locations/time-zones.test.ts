import { describe, expect, it } from "vitest";
import { timeZoneAt } from "./locations.service.server.ts";

/** Issue 20, point 7 (decision 026): a city's zone comes from its coordinates. */
describe("the time zone at a city's coordinates", () => {
  it("names the IANA zone of cities across the US and Canada", () => {
    expect(timeZoneAt(21.30694, -157.85833)).toBe("Pacific/Honolulu");
    expect(timeZoneAt(44.64533, -63.57239)).toBe("America/Halifax");
    expect(timeZoneAt(30.26715, -97.74306)).toBe("America/Chicago");
    expect(timeZoneAt(58.30194, -134.41972)).toBe("America/Juneau");
    expect(timeZoneAt(47.56494, -52.70931)).toBe("America/St_Johns");
    expect(timeZoneAt(33.44838, -112.07404)).toBe("America/Phoenix");
    expect(timeZoneAt(40.71427, -74.00597)).toBe("America/New_York");
  });

  it("answers the same for the same point", () => {
    expect(timeZoneAt(21.30694, -157.85833)).toBe(timeZoneAt(21.30694, -157.85833));
  });
});
