import { describe, expect, it } from "vitest";
import { formatValue, plotted, seriesScale, seriesSummary, tickText } from "./daily-chart.logic.ts";

describe("a console chart's values", () => {
  it("reads each unit as people read it, a missing value as a dash", () => {
    expect(formatValue(2460, "count")).toBe("2,460");
    expect(formatValue(125_050, "cents")).toBe("$1,250.50");
    expect(formatValue(0.666, "share")).toBe("67%");
    expect(formatValue(20, "minutes")).toBe("20 min");
    expect(formatValue(125, "minutes")).toBe("2 h 5 min");
    expect(formatValue(120, "minutes")).toBe("2 h");
    expect(formatValue(null, "share")).toBe("—");
  });

  it("draws money in dollars and a share in percent, a share always up to 100%", () => {
    expect(plotted(125_050, "cents")).toBe(1250.5);
    expect(plotted(0.5, "share")).toBe(50);
    expect(seriesScale([{ day: "2026-11-01", value: 0.1 }], "share")).toEqual({
      top: 100,
      ticks: [0, 25, 50, 75, 100],
    });
    expect(seriesScale([{ day: "2026-11-01", value: 170_000 }], "cents").top).toBeGreaterThanOrEqual(1700);
    expect(seriesScale([{ day: "2026-11-01", value: null }], "minutes")).toEqual({ top: 1, ticks: [0, 1] });
    expect(tickText(500, "cents")).toBe("$500");
    expect(tickText(50, "share")).toBe("50%");
  });

  it("summarises a series: its range, total and highest day, or that there was none", () => {
    const points = [
      { day: "2026-11-01", value: 2 },
      { day: "2026-11-02", value: 5 },
      { day: "2026-11-03", value: 0 },
    ];
    expect(seriesSummary("Requests", "count", points, 7)).toBe(
      "Requests per day from Nov 1, 2026 to Nov 3, 2026: 7 in all, highest on Nov 2, 2026 (5).",
    );
    expect(
      seriesSummary(
        "Response rate",
        "share",
        points.map((point) => ({ ...point, value: null })),
        null,
      ),
    ).toBe("Response rate per day from Nov 1, 2026 to Nov 3, 2026: none.");
  });
});
