import { describe, expect, it } from "vitest";
import {
  daysBeforeEvent,
  eventDayIsOver,
  mayOpenAnotherRequest,
  parseHoldReasons,
  quoteHasExpired,
  refundCents,
  reviewOpensOn,
  reviewStanding,
  reviewStatusOf,
  UNVERIFIED_OPEN_REQUEST_LIMIT,
  VERIFIED_REVIEW_MINIMUM_PAID_CENTS,
} from "./marketplace.rules.ts";
import {
  decisionOutcome,
  hiddenReviewText,
  REVIEW_REPORT_REASON_CODES,
  reviewReportReasonOf,
  reviewReportStatusOf,
} from "./reviews.rules.ts";

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

/** Issue 20, point 7 (decision 026): the rules read the day they are given, the event city's today. */
describe("date rules on the event city's day", () => {
  it("opens the review window the day after the event, across a month's end", () => {
    expect(reviewOpensOn("2026-11-30")).toBe("2026-12-01");
    expect(reviewOpensOn("2026-12-31")).toBe("2027-01-01");
    expect(eventDayIsOver("2026-11-30", "2026-11-30")).toBe(false);
    expect(eventDayIsOver("2026-11-30", "2026-12-01")).toBe(true);
  });

  it("keeps a quote through its expiry day", () => {
    expect(quoteHasExpired("2026-11-30", "2026-11-30")).toBe(false);
    expect(quoteHasExpired("2026-11-30", "2026-12-01")).toBe(true);
  });

  it("counts calendar days to the event from the day given, which decides the refund tier", () => {
    expect(daysBeforeEvent("2026-12-07", "2026-11-30")).toBe(7);
    expect(daysBeforeEvent("2026-12-07", "2026-12-01")).toBe(6);
    const refund = (cancelledOn: string) =>
      refundCents({
        policy: "flexible",
        paidCents: 20_000,
        eventDate: "2026-12-07",
        cancelledOn,
        cancelledBy: "planner",
      });
    expect(refund("2026-11-30")).toBe(20_000);
    expect(refund("2026-12-01")).toBe(0);
  });
});

describe("reported reviews and the one decision (decision 032)", () => {
  it("names the reasons a review is reported for, and reads an unknown stored reason as other", () => {
    expect(REVIEW_REPORT_REASON_CODES).toEqual([
      "not-a-real-booking",
      "offensive",
      "contact-details-or-spam",
      "about-another-vendor",
      "other",
    ]);
    expect(reviewReportReasonOf("offensive")).toBe("offensive");
    expect(reviewReportReasonOf("toString")).toBe("other");
    expect(reviewReportStatusOf("hidden")).toBe("hidden");
    expect(reviewReportStatusOf("lost")).toBe("open");
  });

  it("keeps a review counting or hides it, closing its reports the same way", () => {
    expect(decisionOutcome("keep")).toEqual({ reviewStatus: "counted", reportStatus: "kept" });
    expect(decisionOutcome("hide")).toEqual({ reviewStatus: "removed", reportStatus: "hidden" });
  });

  it("says on the profile why a review is hidden", () => {
    expect(hiddenReviewText("it named another vendor.")).toBe(
      "This review was hidden by Marquee: it named another vendor.",
    );
  });
});
