import { afterEach, describe, expect, it } from "vitest";
import { createClock } from "./clock.server.ts";

/** Issue 20, point 7 (decision 026): the marketplace's today is asked for in a zone. */
describe("the marketplace clock", () => {
  const clock = createClock();
  afterEach(() => clock.setNow(null));

  it("tells today and the days around it in the zone asked for", () => {
    clock.setNow(new Date("2026-12-01T08:30:00Z"));
    expect(clock.today("Pacific/Honolulu")).toBe("2026-11-30");
    expect(clock.today("America/Halifax")).toBe("2026-12-01");
    expect(clock.today("UTC")).toBe("2026-12-01");
    expect(clock.daysFromToday(1, "Pacific/Honolulu")).toBe("2026-12-01");
    expect(clock.daysFromToday(-30, "Pacific/Honolulu")).toBe("2026-10-31");
    clock.setNow(new Date("2026-12-01T03:30:00Z"));
    expect(clock.today("America/Halifax")).toBe("2026-11-30");
    expect(clock.dayOf(new Date("2026-12-01T03:30:00Z"), "America/Halifax")).toBe("2026-11-30");
  });

  it("moves to a day at noon UTC, the same day from Honolulu to Halifax, and back to the real time", () => {
    clock.setToday("2027-03-13");
    expect(clock.today("Pacific/Honolulu")).toBe("2027-03-13");
    expect(clock.today("America/Halifax")).toBe("2027-03-13");
    expect(Math.abs(clock.now().getTime() - Date.parse("2027-03-13T12:00:00Z"))).toBeLessThan(60_000);
    clock.setToday(null);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
