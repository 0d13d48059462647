import { describe, expect, it } from "vitest";
import {
  mayOpenAnotherRequest,
  parseHoldReasons,
  reviewStanding,
  reviewStatusOf,
  UNVERIFIED_OPEN_REQUEST_LIMIT,
  VERIFIED_REVIEW_MINIMUM_PAID_CENTS,
} from "./marketplace.rules.ts";

const honest = {
  paidCents: 30_000,
  operatorConfirmed: false,
  accountMadeByRequestToVendor: false,
  sharesAddressWithVendor: false,
};

describe("reviews that count (decision 022)", () => {
  it("names a $50 minimum paid through Marquee", () => {
    expect(VERIFIED_REVIEW_MINIMUM_PAID_CENTS).toBe(5_000);
  });

  it("verifies a booking paid at or above the minimum, or confirmed by an operator", () => {
    expect(reviewStanding(honest)).toEqual({ verified: true, status: "counted", heldReasons: [] });
    expect(reviewStanding({ ...honest, paidCents: VERIFIED_REVIEW_MINIMUM_PAID_CENTS }).verified).toBe(true);
    expect(reviewStanding({ ...honest, paidCents: VERIFIED_REVIEW_MINIMUM_PAID_CENTS - 1 }).verified).toBe(false);
    expect(reviewStanding({ ...honest, paidCents: 0 }).verified).toBe(false);
    expect(reviewStanding({ ...honest, paidCents: 0, operatorConfirmed: true }).verified).toBe(true);
  });

  it("counts an unverified review from an unrelated planner, without the mark", () => {
    expect(reviewStanding({ ...honest, paidCents: 100 })).toEqual({
      verified: false,
      status: "counted",
      heldReasons: [],
    });
  });

  it("holds a review from an account made by a request to the vendor, or sharing the vendor's address", () => {
    expect(reviewStanding({ ...honest, accountMadeByRequestToVendor: true })).toMatchObject({
      status: "held",
      heldReasons: ["sign-up-request"],
    });
    expect(reviewStanding({ ...honest, sharesAddressWithVendor: true })).toMatchObject({
      status: "held",
      heldReasons: ["shared-address"],
    });
    // The $1 attack: nothing paid online, the account made by the request to that vendor.
    expect(reviewStanding({ ...honest, paidCents: 0, accountMadeByRequestToVendor: true })).toEqual({
      verified: false,
      status: "held",
      heldReasons: ["sign-up-request"],
    });
    // Held even when paid in full or confirmed: the money may be the vendor's own.
    expect(
      reviewStanding({
        ...honest,
        operatorConfirmed: true,
        accountMadeByRequestToVendor: true,
        sharesAddressWithVendor: true,
      }),
    ).toEqual({ verified: true, status: "held", heldReasons: ["sign-up-request", "shared-address"] });
  });

  it("reads stored reasons and statuses back, treating anything unknown as held", () => {
    expect(parseHoldReasons("sign-up-request,shared-address")).toEqual(["sign-up-request", "shared-address"]);
    expect(parseHoldReasons(null)).toEqual([]);
    expect(parseHoldReasons("sign-up-request,mystery")).toEqual(["sign-up-request"]);
    expect(reviewStatusOf("counted")).toBe("counted");
    expect(reviewStatusOf("removed")).toBe("removed");
    expect(reviewStatusOf("something else")).toBe("held");
  });
});

describe("open requests before the email is confirmed", () => {
  it(`allows ${UNVERIFIED_OPEN_REQUEST_LIMIT} open requests, then asks to confirm the email`, () => {
    expect(UNVERIFIED_OPEN_REQUEST_LIMIT).toBe(2);
    expect(mayOpenAnotherRequest({ emailVerified: false, openRequests: 0 })).toBe(true);
    expect(mayOpenAnotherRequest({ emailVerified: false, openRequests: 1 })).toBe(true);
    expect(mayOpenAnotherRequest({ emailVerified: false, openRequests: 2 })).toBe(false);
    expect(mayOpenAnotherRequest({ emailVerified: true, openRequests: 40 })).toBe(true);
  });
});
