import { describe, expect, it } from "vitest";
import { collectEventsSchema, type CollectedEvent } from "#features/analytics/analytics.schema.ts";
import { batches, MAX_BATCH_CHARACTERS, MAX_BATCH_EVENTS } from "./first-party.ts";

function event(index: number, text = "x"): CollectedEvent {
  return {
    name: "Page View",
    category: "Page",
    label: "home",
    path: "/",
    properties: { index, text, more: text },
    occurredAt: "2026-11-21T12:00:00.000Z",
  };
}

describe("first-party batches", () => {
  it("send the queue oldest first, in bodies the endpoint's schema accepts", () => {
    const bodies = batches([event(0), event(1), event(2)]);
    expect(bodies).toHaveLength(1);
    const parsed = collectEventsSchema.parse(JSON.parse(JSON.stringify(bodies[0])));
    expect(parsed.events.map((entry) => entry.properties.index)).toEqual([0, 1, 2]);
  });

  it("hold at most 50 events", () => {
    const bodies = batches(Array.from({ length: 120 }, (_, index) => event(index)));
    expect(bodies.map((body) => body.events.length)).toEqual([MAX_BATCH_EVENTS, MAX_BATCH_EVENTS, 20]);
  });

  it("stay well under the 64 KiB a beacon carries", () => {
    const bodies = batches(Array.from({ length: 50 }, (_, index) => event(index, "y".repeat(480))));
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(JSON.stringify(body).length).toBeLessThanOrEqual(MAX_BATCH_CHARACTERS + 20);
  });

  it("send nothing for an empty queue", () => {
    expect(batches([])).toEqual([]);
  });
});
