import { describe, expect, it } from "vitest";
import type { BookingDto, PlannerRequestDto, QuoteDto } from "#features/marketplace/marketplace.schema.ts";
import { MARKETPLACE_NOTICES } from "../marketplace/marketplace-forms.ts";
import { countParam, quoteCountLabel, REQUEST_NOTICES, requestNotice } from "./client-center.logic.ts";

const booking = {
  vendor: { name: "Neon Nights DJ Co." },
  refundedCents: 0,
  payments: [{ kind: "deposit", amountCents: 30_000 }],
} as unknown as BookingDto;

function requestWith(parts: { booking?: BookingDto | null; quotes?: QuoteDto[] }): PlannerRequestDto {
  return { booking: null, quotes: [], ...parts } as unknown as PlannerRequestDto;
}

describe("requestNotice", () => {
  it("says what booking paid, in the booking's section", () => {
    expect(requestNotice(REQUEST_NOTICES.booked, requestWith({ booking }), null)).toEqual({
      section: "request-booking",
      text: "You booked Neon Nights DJ Co. Your $300 deposit was paid (test mode: no card was charged).",
    });
    const paidDirectly = { ...booking, vendor: { name: "Bassline" }, payments: [] } as unknown as BookingDto;
    expect(requestNotice(REQUEST_NOTICES.booked, requestWith({ booking: paidDirectly }), null)?.text).toBe(
      "You booked Bassline. Nothing was paid online: you pay Bassline directly.",
    );
  });

  it("says what a cancellation refunded, and what paying the balance paid", () => {
    const cancelled = { ...booking, refundedCents: 15_000 } as BookingDto;
    expect(requestNotice(MARKETPLACE_NOTICES.bookingCancelled, requestWith({ booking: cancelled }), null)?.text).toBe(
      "Your booking with Neon Nights DJ Co. was cancelled. $150 was refunded (test mode: nothing real moved).",
    );
    const paid = {
      ...booking,
      payments: [...booking.payments, { kind: "balance", amountCents: 90_000 }],
    } as unknown as BookingDto;
    expect(requestNotice(REQUEST_NOTICES.balancePaid, requestWith({ booking: paid }), null)?.text).toBe(
      "You paid the balance of $900 (test mode).",
    );
  });

  it("names the vendor of a declined quote, and says nothing of a notice it does not know", () => {
    const quotes = [{ id: 7, vendor: { name: "Bassline" } }] as unknown as QuoteDto[];
    expect(requestNotice(REQUEST_NOTICES.quoteDeclined, requestWith({ quotes }), 7)).toEqual({
      section: "request-quotes",
      text: "You declined the quote from Bassline.",
    });
    expect(requestNotice(REQUEST_NOTICES.booked, requestWith({}), null)).toBeUndefined();
    expect(requestNotice("made-up", requestWith({ booking }), null)).toBeUndefined();
    expect(requestNotice(null, requestWith({ booking }), null)).toBeUndefined();
  });
});

describe("formatting", () => {
  it("counts quotes", () => {
    expect(quoteCountLabel(0)).toBe("No quotes yet");
    expect(quoteCountLabel(1)).toBe("1 quote");
    expect(quoteCountLabel(3)).toBe("3 quotes");
  });

  it("reads a count from the query", () => {
    expect(countParam("3")).toBe(3);
    expect(countParam(null)).toBeNull();
    expect(countParam("-1")).toBeNull();
    expect(countParam("12345")).toBeNull();
  });
});
