import { describe, expect, it } from "vitest";
import type { MembershipDto, MembershipOrderDto } from "#features/members/members.schema.ts";
import { orderDayText, orderOutcomeText, orderStatusText, planAction } from "./membership.logic.ts";

const order = (overrides: Partial<MembershipOrderDto> = {}): MembershipOrderDto => ({
  id: 1,
  level: "Premium",
  amountCents: 5_900,
  status: "paid",
  provider: "test",
  reference: "test_ch_1",
  createdAt: "2026-11-25T18:30:00.000Z",
  decidedAt: "2026-11-25T18:30:00.000Z",
  ...overrides,
});

const membership = (overrides: Partial<MembershipDto> = {}): MembershipDto => ({
  memberId: 7,
  name: "Neon Nights",
  profileUrl: "/dj/neon-nights",
  membershipLevel: "Pro",
  paymentMode: "test",
  pendingOrder: null,
  orders: [],
  ...overrides,
});

describe("the membership page's plan buttons", () => {
  it("with the test provider: pay for a paid plan, switch freely to Basic", () => {
    expect(planAction(membership(), "Pro")).toEqual({ kind: "current" });
    expect(planAction(membership(), "Premium")).toEqual({
      kind: "button",
      label: "Upgrade to Premium: pay $59",
      busyLabel: "Paying…",
      primary: true,
    });
    expect(planAction(membership(), "Basic")).toMatchObject({
      kind: "button",
      label: "Switch to Basic",
      primary: false,
    });
    expect(planAction(membership({ membershipLevel: "Premium" }), "Pro")).toMatchObject({
      label: "Switch to Pro: pay $29",
      primary: false,
    });
  });

  it("with no provider: ask for an upgrade, then show when it was asked", () => {
    const noProvider = membership({ membershipLevel: "Basic", paymentMode: null });
    expect(planAction(noProvider, "Premium")).toMatchObject({ kind: "button", label: "Ask for an upgrade to Premium" });
    expect(planAction({ ...noProvider, membershipLevel: "Premium" }, "Pro")).toMatchObject({
      label: "Ask to switch to Pro",
    });
    const asked = { ...noProvider, pendingOrder: order({ status: "pending", provider: null, reference: null }) };
    expect(planAction(asked, "Premium")).toEqual({ kind: "asked", text: "You asked for Premium on Nov 25, 2026." });
    expect(planAction(asked, "Pro")).toMatchObject({ kind: "button", label: "Ask for an upgrade to Pro" });
  });
});

describe("the membership page's notes", () => {
  it("say what happened", () => {
    expect(orderOutcomeText(order())).toBe(
      "You're now a Premium member. You paid $59 in test mode: no card was charged.",
    );
    expect(orderOutcomeText(order({ level: "Basic", amountCents: 0, provider: null }))).toBe(
      "You're now a Basic member.",
    );
    expect(orderOutcomeText(order({ status: "pending", provider: null }))).toBe(
      "Thanks: we've received your request for Premium. Our team will email you when it's switched on.",
    );
  });

  it("name each state in the plan history, by the day it was made", () => {
    expect(orderStatusText(order())).toBe("Paid (test mode)");
    expect(orderStatusText(order({ amountCents: 0, provider: null }))).toBe("Changed");
    expect(orderStatusText(order({ status: "approved", provider: null }))).toBe("Switched on by our team");
    expect(orderStatusText(order({ status: "declined" }))).toBe("Declined");
    expect(orderStatusText(order({ status: "cancelled" }))).toBe("Replaced by a later choice");
    expect(orderStatusText(order({ status: "pending" }))).toBe("Waiting for our team");
    expect(orderDayText("2026-11-25T23:59:00.000Z")).toBe("Nov 25, 2026");
  });
});
