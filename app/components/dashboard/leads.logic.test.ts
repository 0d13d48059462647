import { describe, expect, it } from "vitest";
import { MARKETPLACE_MESSAGES } from "#features/marketplace/marketplace.rules.ts";
import { quoteFormSchema } from "#features/marketplace/marketplace.schema.ts";
import { schemaErrors } from "../forms/form-errors.ts";
import {
  budgetText,
  defaultExpiresOn,
  dueLaterText,
  emptyQuoteValues,
  filterLeads,
  guestsText,
  leadTitle,
  otherQuotesText,
  QUOTE_FIELDS,
  quoteBody,
  quoteProblems,
  type QuoteValues,
  quotesSoFarText,
  ratingText,
  statusCounts,
} from "./leads.logic.ts";
import { countNewLeads, newLeadsText } from "./leads-summary.logic.ts";

const range = { earliestExpiresOn: "2026-06-02", latestExpiresOn: "2026-08-30" };
const check = (body: unknown) => schemaErrors(quoteFormSchema, QUOTE_FIELDS, body);

function quote(overrides: Partial<QuoteValues> = {}): QuoteValues {
  return {
    total: "1250",
    deposit: "250",
    included: "Four hours of music, lights and a microphone.",
    cancellationPolicy: "moderate",
    expiresOn: "2026-06-15",
    ...overrides,
  };
}

describe("how a lead reads", () => {
  it("names a lead by its event type, then its day", () => {
    expect(leadTitle({ eventType: "Birthday party", eventDate: "2027-03-13" })).toBe(
      "Birthday party, Saturday, March 13, 2027",
    );
    expect(leadTitle({ eventType: "Wedding", eventDate: "soon" })).toBe("Wedding");
  });

  it("counts quotes, other vendors' quotes and new leads in words", () => {
    expect([0, 1, 3].map(quotesSoFarText)).toEqual(["No quotes so far", "1 quote so far", "3 quotes so far"]);
    expect([0, 1, 2].map(otherQuotesText)).toEqual([
      "No other vendors have quoted yet",
      "1 other vendor has quoted",
      "2 other vendors have quoted",
    ]);
    expect(countNewLeads([{ status: "new" }, { status: "quoted" }, { status: "new" }])).toBe(2);
    expect([0, 1, 2].map(newLeadsText)).toEqual([
      "No new leads waiting for an answer.",
      "You have 1 new lead waiting for an answer.",
      "You have 2 new leads waiting for an answer.",
    ]);
  });

  it("reads guests, budgets and ratings", () => {
    expect(guestsText(1)).toBe("1 guest");
    expect(guestsText(1200)).toBe("1,200 guests");
    expect(budgetText(null)).toBe("Not given");
    expect(budgetText(150_050)).toBe("$1,500.50");
    expect(ratingText(1)).toBe("1 out of 5 stars");
    expect(ratingText(4)).toBe("4 out of 5 stars");
  });

  it("filters by status, offering only the statuses present, in the labels' order", () => {
    const leads = [{ status: "quoted" as const }, { status: "new" as const }, { status: "quoted" as const }];
    expect(statusCounts(leads)).toEqual([
      { status: "new", count: 1 },
      { status: "quoted", count: 2 },
    ]);
    expect(filterLeads(leads, "all")).toHaveLength(3);
    expect(filterLeads(leads, "quoted")).toHaveLength(2);
    expect(filterLeads(leads, "lost")).toEqual([]);
  });
});

describe("the quote form", () => {
  it("offers two weeks of validity, within the lead's range", () => {
    expect(defaultExpiresOn("2026-06-01", range)).toBe("2026-06-15");
    expect(defaultExpiresOn("2026-08-25", range)).toBe("2026-08-30");
    expect(defaultExpiresOn("2026-05-01", range)).toBe("2026-06-02");
    expect(emptyQuoteValues("2026-06-01", range)).toEqual({
      total: "",
      deposit: "",
      included: "",
      cancellationPolicy: "",
      expiresOn: "2026-06-15",
    });
  });

  it("echoes what is due after the deposit, once both amounts read as money", () => {
    expect(dueLaterText({ total: "1,250", deposit: "250.50" })).toBe("$999.50");
    expect(dueLaterText({ total: "800", deposit: "" })).toBe("$800");
    expect(dueLaterText({ total: "", deposit: "" })).toBeNull();
    expect(dueLaterText({ total: "100", deposit: "200" })).toBeNull();
    expect(dueLaterText({ total: "12x", deposit: "1" })).toBeNull();
  });

  it("sends the amounts as typed and an empty deposit as none", () => {
    expect(quoteBody(quote({ total: " 1250 ", deposit: "" }))).toEqual({
      total: "1250",
      deposit: "0",
      included: "Four hours of music, lights and a microphone.",
      cancellationPolicy: "moderate",
      expiresOn: "2026-06-15",
    });
  });

  it("passes a good quote, with or without a deposit", () => {
    expect(quoteProblems(quote(), range, check)).toEqual({});
    expect(quoteProblems(quote({ deposit: "" }), range, check)).toEqual({});
  });

  it("says what is wrong with the server's words", () => {
    expect(
      quoteProblems(
        { total: "0", deposit: "abc", included: "short", cancellationPolicy: "", expiresOn: "" },
        range,
        check,
      ),
    ).toEqual({
      total: MARKETPLACE_MESSAGES.total,
      deposit: MARKETPLACE_MESSAGES.deposit,
      included: MARKETPLACE_MESSAGES.included,
      cancellationPolicy: MARKETPLACE_MESSAGES.policy,
      expiresOn: MARKETPLACE_MESSAGES.expiresOn,
    });
    expect(quoteProblems(quote({ deposit: "2000" }), range, check)).toEqual({
      deposit: MARKETPLACE_MESSAGES.deposit,
    });
    expect(quoteProblems(quote({ deposit: "2000", included: "" }), range, check)).toEqual({
      deposit: MARKETPLACE_MESSAGES.deposit,
      included: MARKETPLACE_MESSAGES.included,
    });
  });

  it("keeps the expiry date within the lead's range", () => {
    expect(quoteProblems(quote({ expiresOn: "2026-06-01" }), range, check)).toEqual({
      expiresOn: MARKETPLACE_MESSAGES.expiresOn,
    });
    expect(quoteProblems(quote({ expiresOn: "2026-08-31" }), range, check)).toEqual({
      expiresOn: MARKETPLACE_MESSAGES.expiresOn,
    });
    expect(quoteProblems(quote({ expiresOn: "2026-08-30" }), range, check)).toEqual({});
  });
});
