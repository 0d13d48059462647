import { describe, expect, it } from "vitest";
import {
  PROBLEM_MACHINE,
  PROBLEM_REPORT_WINDOW_DAYS,
  problemRefundCents,
  problemReportable,
  transition,
} from "./marketplace.rules.ts";

describe("the problem states", () => {
  it("lets only an operator resolve an open problem, and a repeat changes nothing", () => {
    expect(transition(PROBLEM_MACHINE, "open", "resolve", "operator")).toEqual({
      ok: true,
      to: "resolved",
      changed: true,
    });
    for (const actor of ["planner", "vendor", "system"] as const) {
      expect(transition(PROBLEM_MACHINE, "open", "resolve", actor)).toEqual({ ok: false, reason: "not-yours" });
    }
    expect(transition(PROBLEM_MACHINE, "resolved", "resolve", "operator")).toEqual({
      ok: true,
      to: "resolved",
      changed: false,
    });
  });
});

describe("reporting a problem", () => {
  const eventDate = "2027-06-30";

  it("is open while the booking stands, up to the window after the event day", () => {
    expect(problemReportable({ status: "confirmed", eventDate }, "2027-05-01")).toBe(true);
    expect(problemReportable({ status: "completed", eventDate }, "2027-08-29")).toBe(true);
    expect(PROBLEM_REPORT_WINDOW_DAYS).toBe(60);
    expect(problemReportable({ status: "completed", eventDate }, "2027-08-30")).toBe(false);
    expect(problemReportable({ status: "cancelled", eventDate }, "2027-06-01")).toBe(false);
  });
});

describe("a resolution's refund", () => {
  it("is everything left for a full refund, and nothing to refund refuses it", () => {
    expect(problemRefundCents("full_refund", 40_000, null)).toBe(40_000);
    expect(problemRefundCents("full_refund", 0, null)).toBeNull();
  });

  it("is the operator's whole cents for a partial refund, from one cent up to what is left", () => {
    expect(problemRefundCents("partial_refund", 40_000, 20_000)).toBe(20_000);
    expect(problemRefundCents("partial_refund", 40_000, 40_000)).toBe(40_000);
    expect(problemRefundCents("partial_refund", 40_000, 1)).toBe(1);
    expect(problemRefundCents("partial_refund", 40_000, 40_001)).toBeNull();
    expect(problemRefundCents("partial_refund", 40_000, 0)).toBeNull();
    expect(problemRefundCents("partial_refund", 40_000, 12.5)).toBeNull();
    expect(problemRefundCents("partial_refund", 40_000, null)).toBeNull();
  });

  it("is nothing for no refund, whatever was paid", () => {
    expect(problemRefundCents("no_refund", 40_000, 5_000)).toBe(0);
    expect(problemRefundCents("no_refund", 0, null)).toBe(0);
  });
});
