import { describe, expect, it } from "vitest";
import {
  type Actor,
  BOOKING_MACHINE,
  QUOTE_MACHINE,
  refundCents,
  REQUEST_MACHINE,
  transition,
} from "./marketplace.rules.ts";

const ACTORS: Actor[] = ["planner", "vendor", "system"];

/**
 * The table again, written out by hand as `state event actor`: every cell not listed must be refused,
 * and every cell whose state already is the event's target must succeed unchanged.
 */
const ALLOWED = {
  request: ["open book system", "open close planner", "open cancel planner", "booked cancel system"],
  quote: [
    "pending accept planner",
    "pending decline planner",
    "pending withdraw vendor",
    "pending expire system",
    "pending close system",
  ],
  booking: ["confirmed cancel planner", "confirmed cancel vendor", "confirmed complete system"],
};

const MACHINES = { request: REQUEST_MACHINE, quote: QUOTE_MACHINE, booking: BOOKING_MACHINE } as const;

describe.each(Object.keys(MACHINES) as (keyof typeof MACHINES)[])("the %s states, cell by cell", (name) => {
  const machine = MACHINES[name] as unknown as {
    states: readonly string[];
    targets: Record<string, string>;
    allowed: Record<string, Partial<Record<string, readonly Actor[]>>>;
  };
  const cells = machine.states.flatMap((state) =>
    Object.keys(machine.targets).flatMap((event) => ACTORS.map((actor) => ({ state, event, actor }))),
  );

  it.each(cells)("$state + $event by $actor", ({ state, event, actor }) => {
    const outcome = transition(machine, state, event, actor);
    const target = machine.targets[event];
    if (state === target) {
      expect(outcome).toEqual({ ok: true, to: target, changed: false });
    } else if (ALLOWED[name].includes(`${state} ${event} ${actor}`)) {
      expect(outcome).toEqual({ ok: true, to: target, changed: true });
    } else {
      expect(outcome.ok).toBe(false);
    }
  });

  it("tells a wrong actor apart from a transition that does not exist", () => {
    const [first] = ALLOWED[name];
    const [state, event, actor] = (first as string).split(" ") as [string, string, Actor];
    const other = ACTORS.find(
      (candidate) => !ALLOWED[name].includes(`${state} ${event} ${candidate}`) && candidate !== actor,
    );
    expect(transition(machine, state, event, other as Actor)).toEqual({ ok: false, reason: "not-yours" });
  });
});

describe("refunds on cancellation", () => {
  const base = { paidCents: 30_000, eventDate: "2027-06-30" } as const;

  it("follows the flexible policy: all of it 7 days or more before, nothing after", () => {
    expect(refundCents({ ...base, policy: "flexible", cancelledOn: "2027-06-23", cancelledBy: "planner" })).toBe(
      30_000,
    );
    expect(refundCents({ ...base, policy: "flexible", cancelledOn: "2027-06-24", cancelledBy: "planner" })).toBe(0);
  });

  it("follows the moderate policy: all of it from 30 days, half from 7 to 29 days, nothing after", () => {
    expect(refundCents({ ...base, policy: "moderate", cancelledOn: "2027-05-31", cancelledBy: "planner" })).toBe(
      30_000,
    );
    expect(refundCents({ ...base, policy: "moderate", cancelledOn: "2027-06-01", cancelledBy: "planner" })).toBe(
      15_000,
    );
    expect(refundCents({ ...base, policy: "moderate", cancelledOn: "2027-06-23", cancelledBy: "planner" })).toBe(
      15_000,
    );
    expect(refundCents({ ...base, policy: "moderate", cancelledOn: "2027-06-24", cancelledBy: "planner" })).toBe(0);
  });

  it("follows the strict policy: half from 60 days, nothing after", () => {
    expect(refundCents({ ...base, policy: "strict", cancelledOn: "2027-05-01", cancelledBy: "planner" })).toBe(15_000);
    expect(refundCents({ ...base, policy: "strict", cancelledOn: "2027-05-02", cancelledBy: "planner" })).toBe(0);
  });

  it("refunds everything when the vendor cancels, under any policy, even on the day", () => {
    for (const policy of ["flexible", "moderate", "strict"] as const) {
      expect(refundCents({ ...base, policy, cancelledOn: "2027-06-30", cancelledBy: "vendor" })).toBe(30_000);
    }
  });

  it("rounds half a cent down and refuses amounts that are not whole cents", () => {
    expect(
      refundCents({ ...base, paidCents: 999, policy: "strict", cancelledOn: "2027-01-01", cancelledBy: "planner" }),
    ).toBe(499);
    expect(() =>
      refundCents({ ...base, paidCents: 10.5, policy: "strict", cancelledOn: "2027-01-01", cancelledBy: "planner" }),
    ).toThrow(RangeError);
  });
});
