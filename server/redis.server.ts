import { Redis } from "ioredis";

/** No request waits longer than this on Redis: a slow Redis is treated as a missing one. */
export const REDIS_COMMAND_TIMEOUT_MS = 200;
const REDIS_CONNECT_TIMEOUT_MS = 1_000;
const REDIS_MAX_RECONNECT_DELAY_MS = 2_000;

export type RedisClient = Redis;

/**
 * The one Redis connection of a process (decision 014). Commands never queue while Redis is
 * unreachable (`enableOfflineQueue: false`) and each gives up after REDIS_COMMAND_TIMEOUT_MS, so
 * callers fall back at once instead of hanging; the client keeps reconnecting in the background.
 * Every key starts with `keyPrefix`, which keeps deployments (and tests) sharing one Redis apart.
 */
export function openRedis(
  url: string,
  options: { keyPrefix: string; onStateChange: (state: "up" | "down", error?: Error) => void },
): RedisClient {
  const redis = new Redis(url, {
    keyPrefix: options.keyPrefix,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_MAX_RECONNECT_DELAY_MS),
  });
  // Reported once per change, not once per failed reconnect attempt.
  let state: "connecting" | "up" | "down" = "connecting";
  redis.on("ready", () => {
    state = "up";
    options.onStateChange("up");
  });
  redis.on("error", (error: Error) => {
    if (state === "down") return;
    state = "down";
    options.onStateChange("down", error);
  });
  return redis;
}

/** Closes the connection, without waiting on a Redis that does not answer. */
export async function closeRedis(redis: RedisClient): Promise<void> {
  await Promise.race([redis.quit().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 500))]);
  redis.disconnect();
}
