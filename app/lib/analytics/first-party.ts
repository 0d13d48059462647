import type { CollectedEvent } from "#features/analytics/analytics.schema.ts";
import { api } from "#app/lib/api-client.ts";
import type { PathWith } from "#lib/api-client/client.ts";

/**
 * First-party collection: the events also go to our own server (POST /api/v1/analytics/events), in
 * batches. Sending never blocks the page and never retries: a failed batch is dropped.
 */
export const COLLECT_PATH = "/api/v1/analytics/events" satisfies PathWith<"post">;
/** The endpoint takes at most 50 events in one batch. */
export const MAX_BATCH_EVENTS = 50;
/** sendBeacon and keepalive fetch carry at most 64 KiB; a batch stays well under it. */
export const MAX_BATCH_CHARACTERS = 48_000;
/** Events wait this long for company before they are sent, unless the page is left first. */
export const FLUSH_DELAY_MS = 2_000;
/** A queue this long is sent at once. */
const FLUSH_AT_EVENTS = 20;

type Batch = { events: CollectedEvent[] };

/** The queued events cut into batches the endpoint takes, oldest first. */
export function batches(events: readonly CollectedEvent[]): Batch[] {
  const bodies: Batch[] = [];
  let batch: CollectedEvent[] = [];
  let characters = 0;
  const close = () => {
    if (batch.length > 0) bodies.push({ events: batch });
    batch = [];
    characters = 0;
  };
  for (const event of events) {
    const json = JSON.stringify(event);
    // One event larger than a whole batch cannot be sent; the schema's limits make it impossible.
    if (json.length > MAX_BATCH_CHARACTERS) continue;
    if (batch.length === MAX_BATCH_EVENTS || characters + json.length + 1 > MAX_BATCH_CHARACTERS) close();
    batch.push(event);
    characters += json.length + 1;
  }
  close();
  return bodies;
}

const queue: CollectedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

export function collect(event: CollectedEvent): void {
  queue.push(event);
  if (queue.length >= FLUSH_AT_EVENTS) flushEvents("fetch");
  else timer ??= setTimeout(() => flushEvents("fetch"), FLUSH_DELAY_MS);
}

/**
 * Sends what is queued. As the page is hidden or left, sendBeacon hands the batch to the browser,
 * which delivers it after the page is gone; otherwise a keepalive fetch does the same.
 */
export function flushEvents(mode: "fetch" | "beacon"): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  for (const body of batches(queue.splice(0))) {
    const beacon = () => new Blob([JSON.stringify(body)], { type: "application/json" });
    if (mode === "beacon" && navigator.sendBeacon?.(COLLECT_PATH, beacon())) continue;
    api.post(COLLECT_PATH, { body, keepalive: true }).catch(() => {});
  }
}
