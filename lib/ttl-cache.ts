/**
 * A small in-process cache with a time to live and a size bound (oldest entries go first).
 * Values are promises, so concurrent misses for one key share a single computation; a failed
 * computation is not kept.
 */
export function createTtlCache<Value>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expiresAt: number; value: Promise<Value> }>();

  return {
    get(key: string, compute: () => Promise<Value>): Promise<Value> {
      const found = entries.get(key);
      if (found && found.expiresAt > now()) return found.value;
      if (found) entries.delete(key);
      const value = compute();
      entries.set(key, { expiresAt: now() + options.ttlMs, value });
      value.catch(() => entries.delete(key));
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    /** The live entry of a key, without computing anything. */
    peek(key: string): Promise<Value> | undefined {
      const found = entries.get(key);
      return found && found.expiresAt > now() ? found.value : undefined;
    },
    set(key: string, value: Value): void {
      entries.delete(key);
      entries.set(key, { expiresAt: now() + options.ttlMs, value: Promise.resolve(value) });
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
