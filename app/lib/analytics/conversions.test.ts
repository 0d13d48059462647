import { describe, expect, it } from "vitest";
import { contactOf, conversionUserType, matchingConversion, PENDING_CONVERSION_MS } from "./conversions.ts";

const NOW = Date.parse("2026-11-21T12:00:00Z");
const mark = (conversion: string, savedAt = NOW - 1000) => JSON.stringify({ conversion, savedAt });

describe("a pending conversion", () => {
  it("belongs to the session it leads to: planners are clients, vendors members", () => {
    expect(conversionUserType("planner sign-up")).toBe("Client");
    expect(conversionUserType("request sent")).toBe("Client");
    expect(conversionUserType("vendor sign-up")).toBe("Member");
    expect(matchingConversion(mark("planner sign-up"), "Client", NOW)).toBe("planner sign-up");
    expect(matchingConversion(mark("vendor sign-up"), "Member", NOW)).toBe("vendor sign-up");
    expect(matchingConversion(mark("vendor sign-up"), "Client", NOW)).toBeUndefined();
    expect(matchingConversion(mark("request sent"), "Admin", NOW)).toBeUndefined();
  });

  it("is forgotten after half an hour, or when it is not one of ours", () => {
    expect(matchingConversion(mark("request sent", NOW - PENDING_CONVERSION_MS - 1), "Client", NOW)).toBeUndefined();
    expect(matchingConversion(mark("request sent", NOW + 60_000), "Client", NOW)).toBeUndefined();
    expect(matchingConversion(mark("newsletter"), "Client", NOW)).toBeUndefined();
    expect(matchingConversion("not json", "Client", NOW)).toBeUndefined();
    expect(matchingConversion(null, "Client", NOW)).toBeUndefined();
  });
});

describe("the contact details of the session's record", () => {
  it("reads a client's and a vendor's", () => {
    expect(contactOf({ id: 1, firstName: "Casey", email: "casey@example.com", phoneNumber: "512-555-0142" })).toEqual({
      firstName: "Casey",
      email: "casey@example.com",
      phone: "512-555-0142",
    });
    expect(contactOf({ id: 2, contactFirstName: "Avery", email: "avery@example.com", phone: null })).toEqual({
      firstName: "Avery",
      email: "avery@example.com",
      phone: null,
    });
  });

  it("has none without an email and a first name", () => {
    expect(contactOf({ firstName: "Casey" })).toBeUndefined();
    expect(contactOf({ email: "x@example.com" })).toBeUndefined();
    expect(contactOf(null)).toBeUndefined();
    expect(contactOf("profile")).toBeUndefined();
  });
});
