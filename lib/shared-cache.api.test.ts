import { afterAll, afterEach, describe, expect, it } from "vitest";
import { closeRedis, openRedis, type RedisClient } from "#server/redis.server.ts";
import {
  closedRedisUrl,
  deleteKeys,
  hungRedis,
  redisAvailable,
  TEST_REDIS_URL,
  uniqueKeyPrefix,
} from "#tests/support/redis.ts";
import { inProcessCaches, redisCaches } from "./shared-cache.server.ts";

const OPTIONS = { ttlMs: 60_000, maxEntries: 100 };
const available = await redisAvailable();

/** One process's Redis connection, ready to use. */
async function connect(url: string, keyPrefix: string): Promise<RedisClient> {
  const redis = openRedis(url, { keyPrefix, onStateChange: () => {} });
  await new Promise<void>((resolve) => {
    if (redis.status === "ready") resolve();
    else redis.once("ready", () => resolve());
  });
  return redis;
}

function counter() {
  let calls = 0;
  return { compute: async () => `value ${++calls}`, calls: () => calls };
}

describe.skipIf(!available)("caches in Redis, shared by processes", () => {
  const prefix = uniqueKeyPrefix();
  const clients: RedisClient[] = [];
  /** Two processes' caches of the same name. */
  async function twoProcesses<Value>(name: string) {
    const first = await connect(TEST_REDIS_URL, prefix);
    const second = await connect(TEST_REDIS_URL, prefix);
    clients.push(first, second);
    return [redisCaches(first).create<Value>(name, OPTIONS), redisCaches(second).create<Value>(name, OPTIONS)] as const;
  }
  afterAll(async () => {
    await Promise.all(clients.map(closeRedis));
    await deleteKeys(prefix);
  });

  it("computes a value once for every process", async () => {
    const [a, b] = await twoProcesses<string>("one");
    const work = counter();
    expect(await a.get("k", work.compute)).toBe("value 1");
    await new Promise((resolve) => setTimeout(resolve, 20)); // the write is not awaited by the reader
    expect(await b.get("k", work.compute)).toBe("value 1");
    expect(work.calls()).toBe(1);
  });

  it("clears in every process, and deletes one key in every process", async () => {
    const [a, b] = await twoProcesses<string>("two");
    const work = counter();
    await a.get("x", work.compute);
    await a.get("y", work.compute);
    await new Promise((resolve) => setTimeout(resolve, 20));
    a.delete("x");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await b.get("x", work.compute)).toBe("value 3");
    expect(await b.get("y", work.compute)).toBe("value 2");
    b.clear();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await a.get("y", work.compute)).toBe("value 4");
    // Both now hold "y" in the process as well; a deletion elsewhere still reaches them.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await b.get("y", work.compute)).toBe("value 4");
    a.delete("y");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await b.get("y", work.compute)).toBe("value 5");
  });

  it("does not keep an answer computed before a clear", async () => {
    const [a, b] = await twoProcesses<string>("three");
    let release = () => {};
    const slow = a.get("k", () => new Promise<string>((resolve) => (release = () => resolve("stale"))));
    await new Promise((resolve) => setTimeout(resolve, 20));
    b.clear();
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await slow).toBe("stale");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await b.get("k", async () => "fresh")).toBe("fresh");
  });

  it("reads many keys in one call and computes only the missing ones, together", async () => {
    const [a, b] = await twoProcesses<{ id: number }>("four");
    const asked: string[][] = [];
    const computeMissing = async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.filter((key) => key !== "404").map((key) => [key, { id: Number(key) }]));
    };
    expect(await a.getMany(["1", "2"], computeMissing)).toEqual([{ id: 1 }, { id: 2 }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await b.getMany(["2", "3", "404", "1"], computeMissing)).toEqual([
      { id: 2 },
      { id: 3 },
      undefined,
      { id: 1 },
    ]);
    expect(asked).toEqual([
      ["1", "2"],
      ["3", "404"],
    ]);
  });

  it("shares one computation between concurrent misses in a process", async () => {
    const [a] = await twoProcesses<string>("five");
    const work = counter();
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(work.compute()), 30));
    expect(await Promise.all([a.get("k", slow), a.get("k", slow)])).toEqual(["value 1", "value 1"]);
  });
});

describe("caches when Redis fails", () => {
  const clients: RedisClient[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map(closeRedis));
  });

  it("computes every answer, at once, when Redis is down", async () => {
    const redis = openRedis(await closedRedisUrl(), { keyPrefix: "down:", onStateChange: () => {} });
    clients.push(redis);
    const cache = redisCaches(redis).create<string>("down", OPTIONS);
    const work = counter();
    const started = performance.now();
    expect(await cache.get("k", work.compute)).toBe("value 1");
    expect(await cache.get("k", work.compute)).toBe("value 2");
    expect(await cache.getMany(["a"], async (missing) => new Map(missing.map((key) => [key, key])))).toEqual(["a"]);
    cache.clear();
    expect(performance.now() - started).toBeLessThan(100);
    await expect(cache.get("bad", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
  });

  it("gives up on a Redis that does not answer within the command timeout", async () => {
    const hung = await hungRedis();
    try {
      const redis = await connect(hung.url, "hung:");
      clients.push(redis);
      const cache = redisCaches(redis).create<string>("hung", OPTIONS);
      const started = performance.now();
      expect(await cache.get("k", async () => "computed")).toBe("computed");
      expect(await cache.getMany(["a", "b"], async (missing) => new Map(missing.map((key) => [key, key])))).toEqual([
        "a",
        "b",
      ]);
      // Two reads, each bounded by the 200 ms command timeout.
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      await hung.close();
    }
  });
});

describe("caches in the process (no Redis)", () => {
  it("keeps answers, forgets undefined ones, and computes only the missing keys of a batch", async () => {
    const cache = inProcessCaches().create<string | undefined>("local", OPTIONS);
    const work = counter();
    expect(await cache.get("k", work.compute)).toBe("value 1");
    expect(await cache.get("k", work.compute)).toBe("value 1");
    expect(await cache.get("none", async () => undefined)).toBeUndefined();
    expect(await cache.get("none", async () => "now")).toBe("now");
    const asked: string[][] = [];
    const computeMissing = async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.map((key) => [key, `#${key}`]));
    };
    expect(await cache.getMany(["k", "m"], computeMissing)).toEqual(["value 1", "#m"]);
    expect(asked).toEqual([["m"]]);
    cache.delete("k");
    expect(await cache.get("k", work.compute)).toBe("value 2");
    cache.clear();
    expect(await cache.getMany(["m"], computeMissing)).toEqual(["#m"]);
    expect(asked).toEqual([["m"], ["m"]]);
  });
});
