/** Entries written together expire over the last fifth of their lifetime, not all in the same second. */
const EXPIRY_SPREAD = 0.2;

type Entry<Value> = { expiresAt: number; value: Promise<Value>; refreshing: boolean };

/**
 * A small in-process cache with a time to live and a size bound (oldest entries go first).
 * Values are promises, so concurrent misses for one key share a single computation; a failed
 * computation is not kept. An expired entry is answered once more while one computation replaces
 * it, so a popular key never makes its readers wait, and expiries are spread: a cache filled in a
 * burst (a process's first minute) is not recomputed in one burst a lifetime later.
 */
export function createTtlCache<Value>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  random?: () => number;
}) {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const entries = new Map<string, Entry<Value>>();
  const expiry = () => now() + options.ttlMs * (1 - EXPIRY_SPREAD * random());

  function store(key: string, value: Promise<Value>): Entry<Value> {
    entries.delete(key);
    const entry = { expiresAt: expiry(), value, refreshing: false };
    entries.set(key, entry);
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return entry;
  }

  /** The replacement of an expired entry: stored once computed, while the old value is still answered. */
  function refresh(key: string, stale: Entry<Value>, compute: () => Promise<Value>): void {
    stale.refreshing = true;
    compute().then(
      (value) => {
        if (entries.get(key) === stale) store(key, Promise.resolve(value));
      },
      () => {
        if (entries.get(key) === stale) entries.delete(key);
      },
    );
  }

  return {
    get(key: string, compute: () => Promise<Value>): Promise<Value> {
      const found = entries.get(key);
      if (found && found.expiresAt > now()) return found.value;
      if (found) {
        if (!found.refreshing) refresh(key, found, compute);
        return found.value;
      }
      const entry = store(key, compute());
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    /** The live entry of a key, without computing anything. */
    peek(key: string): Promise<Value> | undefined {
      const found = entries.get(key);
      return found && found.expiresAt > now() ? found.value : undefined;
    },
    set(key: string, value: Value): void {
      store(key, Promise.resolve(value));
    },
    delete(key: string): void {
      entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
