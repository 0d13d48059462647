import type { Redis } from "ioredis";
import { createTtlCache } from "./ttl-cache.ts";

/**
 * A cache of computed answers. An undefined answer is never kept (it is computed again next time).
 * Invalidation (`delete`, `clear`) is sent at once and never fails the caller; with Redis it holds
 * in every process.
 */
export type Cache<Value> = {
  get(key: string, compute: () => Promise<Value>): Promise<Value>;
  /** The values of many keys in one round trip; the missing ones computed together by one call. */
  getMany(
    keys: string[],
    computeMissing: (missing: string[]) => Promise<Map<string, Value>>,
  ): Promise<(Value | undefined)[]>;
  delete(key: string): void;
  clear(): void;
};

export type CacheOptions = { ttlMs: number; maxEntries: number };

export type CacheFactory = {
  create<Value>(name: string, options: CacheOptions): Cache<Value>;
};

/** Per-process caches (no Redis): each process keeps its own answers. */
export function inProcessCaches(): CacheFactory {
  return {
    create<Value>(_name: string, options: CacheOptions): Cache<Value> {
      const entries = createTtlCache<Value>(options);
      return {
        async get(key, compute) {
          const value = await entries.get(key, compute);
          if (value === undefined) entries.delete(key);
          return value;
        },
        async getMany(keys, computeMissing) {
          const missing = keys.filter((key) => entries.peek(key) === undefined);
          const computed = missing.length > 0 ? await computeMissing(missing) : new Map<string, Value>();
          for (const [key, value] of computed) entries.set(key, value);
          return Promise.all(keys.map((key) => computed.get(key) ?? entries.peek(key)));
        },
        delete: (key) => entries.delete(key),
        clear: () => entries.clear(),
      };
    },
  };
}

type Envelope = { g: string; v: unknown };

/**
 * One round trip: the cache's generation and deletion count, and the stored values of the keys,
 * except those the caller holds under that same generation and deletion count (ARGV[1]); ARGV[n + 1]
 * is "1" when the caller holds KEYS[n + 2].
 */
const READ_SCRIPT = `
local generation = redis.call('GET', KEYS[1]) or '0'
local deletions = redis.call('GET', KEYS[2]) or '0'
local current = ARGV[1] == generation .. ':' .. deletions
local values = {}
for index = 3, #KEYS do
  if current and ARGV[index - 1] == '1' then
    values[index - 2] = false
  else
    values[index - 2] = redis.call('GET', KEYS[index])
  end
end
return {generation, deletions, values}`;

/**
 * Caches kept in Redis and shared by every process (decision 014). Each cache has a generation
 * number: `clear()` increments it, and a value is only taken if it was computed under the current
 * one, which is read in the same round trip as the values. Values are JSON with the cache's time to
 * live. Each process also keeps the values it has read (at most `maxEntries`), valid while the
 * generation and the count of deletions are unchanged, so a value read again is not sent again.
 * When Redis fails or is slower than the client's command timeout, the answer is computed (never
 * failed) and not stored. After Redis comes back every cache is cleared, since invalidations sent
 * while it was down were lost.
 */
export function redisCaches(redis: Redis): CacheFactory {
  const clearers: (() => void)[] = [];
  let connectedBefore = false;
  redis.on("ready", () => {
    if (connectedBefore) for (const clear of clearers) clear();
    connectedBefore = true;
  });
  if (redis.status === "ready") connectedBefore = true;

  return {
    create<Value>(name: string, options: CacheOptions): Cache<Value> {
      const generationKey = `cache:${name}:generation`;
      const deletionsKey = `cache:${name}:deletions`;
      const valueKey = (key: string) => `cache:${name}:${key}`;
      /** Concurrent misses for one key in this process share one computation. */
      const inFlight = new Map<string, Promise<Value>>();
      /** Values this process has read or written, valid under `localVersion` ("generation:deletions"). */
      const local = new Map<string, { value: Value; expiresAt: number }>();
      let localVersion = "";

      function localValue(key: string): Value | undefined {
        const entry = local.get(key);
        if (entry && entry.expiresAt > Date.now()) return entry.value;
        local.delete(key);
        return undefined;
      }

      function keepLocally(version: string, key: string, value: Value): void {
        if (version !== localVersion) return;
        local.delete(key);
        local.set(key, { value, expiresAt: Date.now() + options.ttlMs });
        if (local.size > options.maxEntries) local.delete(local.keys().next().value as string);
      }

      /** The current generation and version, and the values of these keys; undefined when Redis fails. */
      async function read(
        keys: string[],
      ): Promise<{ generation: string; version: string; values: (Value | undefined)[] } | undefined> {
        try {
          const held = keys.map((key) => (localValue(key) === undefined ? "0" : "1"));
          const reply = (await redis.eval(
            READ_SCRIPT,
            keys.length + 2,
            generationKey,
            deletionsKey,
            ...keys.map(valueKey),
            localVersion,
            ...held,
          )) as [string, string, unknown[]];
          const [generation, deletions, stored] = reply;
          const version = `${generation}:${deletions}`;
          if (version !== localVersion) {
            local.clear();
            localVersion = version;
          }
          const values = keys.map((key, index) => {
            const text = stored[index];
            // Not sent (held here) or not stored.
            if (typeof text !== "string") return localValue(key);
            const envelope = JSON.parse(text) as Envelope;
            if (envelope.g !== generation || !("v" in envelope)) return undefined;
            keepLocally(version, key, envelope.v as Value);
            return envelope.v as Value;
          });
          return { generation, version, values };
        } catch {
          return undefined;
        }
      }

      function write(found: { generation: string; version: string }, entries: [string, Value][]): void {
        if (entries.length === 0) return;
        const pipeline = redis.pipeline();
        for (const [key, value] of entries) {
          if (value === undefined) continue;
          keepLocally(found.version, key, value);
          pipeline.set(
            valueKey(key),
            JSON.stringify({ g: found.generation, v: value } satisfies Envelope),
            "PX",
            options.ttlMs,
          );
        }
        pipeline.exec().catch(() => undefined);
      }

      function clear(): void {
        inFlight.clear();
        local.clear();
        redis.incr(generationKey).catch(() => undefined);
      }
      clearers.push(clear);

      return {
        async get(key, compute) {
          const shared = inFlight.get(key);
          if (shared) return shared;
          // An invalidation while computing takes the computation out of `inFlight`: its answer is
          // then returned to this caller but not stored.
          let computation: Promise<Value> | undefined = undefined;
          computation = (async () => {
            const found = await read([key]);
            const cached = found?.values[0];
            if (cached !== undefined) return cached;
            const value = await compute();
            if (found && inFlight.get(key) === computation) write(found, [[key, value]]);
            return value;
          })();
          inFlight.set(key, computation);
          try {
            return await computation;
          } finally {
            if (inFlight.get(key) === computation) inFlight.delete(key);
          }
        },

        async getMany(keys, computeMissing) {
          if (keys.length === 0) return [];
          const found = await read(keys);
          const values = found?.values ?? keys.map(() => undefined);
          const missing = keys.filter((_, index) => values[index] === undefined);
          if (missing.length === 0) return values;
          const computed = await computeMissing(missing);
          if (found) write(found, [...computed]);
          return keys.map((key, index) => values[index] ?? computed.get(key));
        },

        delete(key) {
          inFlight.delete(key);
          local.delete(key);
          // Other processes may hold the key: counting the deletion makes them read their values again.
          redis
            .multi()
            .del(valueKey(key))
            .incr(deletionsKey)
            .exec()
            .catch(() => undefined);
        },

        clear,
      };
    },
  };
}
