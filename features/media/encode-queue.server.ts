/**
 * Resizing runs sharp on libuv's thread pool, which password hashing (argon2), compression and file
 * reads share. One queue per process lets at most MAX_CONCURRENT_ENCODES renders run at once and keeps
 * at most MAX_QUEUED_ENCODES waiting; past that the caller is told to come back (decision 020).
 */
export const MAX_CONCURRENT_ENCODES = 1;
export const MAX_QUEUED_ENCODES = 32;

export type EncodeSlotResult<T> = { kind: "done"; value: T } | { kind: "queue-full" } | { kind: "abandoned" };

type Waiter = { start: () => void };

const counts = { requested: 0, active: 0, peakActive: 0, started: 0, abandoned: 0, refused: 0 };
const waiting: Waiter[] = [];

/** What the queue has done in this process: encodes asked for, running, the most ever at once, started, abandoned, refused. */
export function encodeQueueStats() {
  return { ...counts, queued: waiting.length };
}

/** Hands the slot to the next waiter, or frees it. */
function release() {
  const next = waiting.shift();
  if (next) next.start();
  else counts.active--;
}

/** Waits for a free slot; false when the signal aborts first (the caller left), and the wait is dropped. */
function waitForSlot(signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const onAbort = () => {
      waiting.splice(waiting.indexOf(waiter), 1);
      resolve(false);
    };
    const waiter: Waiter = {
      start: () => {
        signal?.removeEventListener("abort", onAbort);
        resolve(true);
      },
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    waiting.push(waiter);
  });
}

/** Runs `work` when a slot is free. A caller whose signal aborts while it waits never starts its encode. */
export async function withEncodeSlot<T>(
  signal: AbortSignal | undefined,
  work: () => Promise<T>,
): Promise<EncodeSlotResult<T>> {
  counts.requested++;
  if (signal?.aborted) {
    counts.abandoned++;
    return { kind: "abandoned" };
  }
  if (counts.active < MAX_CONCURRENT_ENCODES) {
    counts.active++;
  } else if (waiting.length >= MAX_QUEUED_ENCODES) {
    counts.refused++;
    return { kind: "queue-full" };
  } else if (!(await waitForSlot(signal))) {
    counts.abandoned++;
    return { kind: "abandoned" };
  }
  counts.started++;
  counts.peakActive = Math.max(counts.peakActive, counts.active);
  try {
    return { kind: "done", value: await work() };
  } finally {
    release();
  }
}
