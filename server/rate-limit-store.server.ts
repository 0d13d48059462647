import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { RedisClient } from "./redis.server.ts";

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;

/** Counts one hit in a fixed window that starts with the first hit; answers the count and the time left. */
const INCREMENT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** How many addresses the fallback counters remember per limit, like the plugin's own local store. */
const FALLBACK_ENTRIES = 5_000;

/** Per-process fixed-window counters, used while Redis does not answer. */
function createLocalCounters() {
  const windows = new Map<string, { current: number; endsAt: number }>();
  return (key: string, timeWindow: number): Counter => {
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.endsAt <= now) {
      windows.delete(key);
      window = { current: 0, endsAt: now + timeWindow };
      windows.set(key, window);
      if (windows.size > FALLBACK_ENTRIES) windows.delete(windows.keys().next().value as string);
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  };
}

/**
 * The rate-limit store with Redis (decision 014): every process counts in the same Redis keys, so a
 * limit holds across the cluster. When Redis fails or is slower than the client's command timeout,
 * the hit is counted in this process instead: limits then hold per process until Redis answers again.
 */
export function sharedRateLimitStore(redis: RedisClient): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly scope: string;
    readonly countLocally = createLocalCounters();

    constructor(_options: unknown, scope = "") {
      this.scope = scope;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const redisKey = `rate:${this.scope}${key}`;
      redis.eval(INCREMENT_SCRIPT, 1, redisKey, timeWindow).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        },
        () => callback(null, this.countLocally(redisKey, timeWindow)),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // Each route (method and URL) counts apart; limiters made with `app.rateLimit()` have no route,
      // so their key generators tell them apart.
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new SharedRateLimitStore(undefined, route?.url ? `${route.method ?? ""}${route.url}:` : "");
    }
  };
}
