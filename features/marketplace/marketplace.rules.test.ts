import { describe, expect, it } from "vitest";
import {
  type Actor,
  BOOKING_MACHINE,
  QUOTE_MACHINE,
  cancellationReopensEvent,
  isRebookOffer,
  refundCents,
  REQUEST_MACHINE,
  runnerUpOnReopen,
  transition,
} from "./marketplace.rules.ts";

const ACTORS: Actor[] = ["planner", "vendor", "system"];

/**
 * The table again, written out by hand as `state event actor`: every cell not listed must be refused,
 * and every cell whose state already is the event's target must succeed unchanged.
 */
const ALLOWED = {
  request: [
    "open book system",
    "open close planner",
    "open cancel planner",
    "booked cancel system",
    "booked reopen system",
  ],
  quote: [
    "pending accept planner",
    "pending decline planner",
    "pending withdraw vendor",
    "pending expire system",
    "pending close system",
    "closed reopen system",
    "closed expire system",
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

describe("rebooking after a cancellation (decision 025)", () => {
  it("reopens the event when the vendor cancels, or the planner cancels one booking of several services", () => {
    expect(cancellationReopensEvent({ cancelledBy: "vendor", serviceCount: 1 })).toBe(true);
    expect(cancellationReopensEvent({ cancelledBy: "planner", serviceCount: 2 })).toBe(true);
    expect(cancellationReopensEvent({ cancelledBy: "planner", serviceCount: 1 })).toBe(false);
  });

  it("reopens a runner-up through its expiry day and expires it after; other quotes stay as they are", () => {
    expect(runnerUpOnReopen({ status: "closed", expiresOn: "2027-06-10" }, "2027-06-10")).toBe("reopen");
    expect(runnerUpOnReopen({ status: "closed", expiresOn: "2027-06-10" }, "2027-06-11")).toBe("expire");
    for (const status of ["pending", "declined", "withdrawn", "expired", "accepted"] as const) {
      expect(runnerUpOnReopen({ status, expiresOn: "2027-06-10" }, "2027-06-01")).toBeNull();
    }
  });

  it("offers pending, unexpired quotes that were there when the cancelled booking was made", () => {
    const bookedAt = new Date("2027-05-01T12:00:00Z");
    const quote = { status: "pending", expiresOn: "2027-06-10", createdAt: new Date("2027-04-30T12:00:00Z") } as const;
    expect(isRebookOffer(quote, bookedAt, "2027-06-10")).toBe(true);
    expect(isRebookOffer(quote, bookedAt, "2027-06-11")).toBe(false);
    expect(isRebookOffer({ ...quote, status: "withdrawn" }, bookedAt, "2027-06-01")).toBe(false);
    expect(isRebookOffer({ ...quote, createdAt: new Date("2027-05-02T12:00:00Z") }, bookedAt, "2027-06-01")).toBe(
      false,
    );
  });
});
