import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache.ts";

describe("createTtlCache", () => {
  it("computes once per key until the entry expires, then answers the old value once while one computation replaces it", async () => {
    let clock = 0;
    let computations = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 10, now: () => clock, random: () => 0 });
    const compute = async () => ++computations;
    expect(await cache.get("a", compute)).toBe(1);
    expect(await cache.get("a", compute)).toBe(1);
    clock = 101;
    expect(cache.peek("a")).toBeUndefined();
    const [first, second] = await Promise.all([cache.get("a", compute), cache.get("a", compute)]);
    expect([first, second, computations]).toEqual([1, 1, 2]);
    await Promise.resolve();
    expect(await cache.get("a", compute)).toBe(2);
    expect(computations).toBe(2);
  });

  it("forgets an expired entry whose replacement fails, so the next reader computes it", async () => {
    let clock = 0;
    const cache = createTtlCache<string>({ ttlMs: 100, maxEntries: 10, now: () => clock, random: () => 0 });
    expect(await cache.get("a", async () => "first")).toBe("first");
    clock = 101;
    expect(await cache.get("a", () => Promise.reject(new Error("down")))).toBe("first");
    await Promise.resolve();
    expect(await cache.get("a", async () => "second")).toBe("second");
  });

  it("spreads the expiry of entries written together over the last fifth of their lifetime", async () => {
    let clock = 0;
    const draws = [0, 0.5, 1];
    const cache = createTtlCache<number>({
      ttlMs: 1000,
      maxEntries: 10,
      now: () => clock,
      random: () => draws.shift() ?? 0,
    });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => 1);
    clock = 799;
    expect(["a", "b", "c"].map((key) => cache.peek(key) !== undefined)).toEqual([true, true, true]);
    clock = 800;
    expect(["a", "b", "c"].map((key) => cache.peek(key) !== undefined)).toEqual([true, true, false]);
    clock = 900;
    expect(["a", "b", "c"].map((key) => cache.peek(key) !== undefined)).toEqual([true, false, false]);
    clock = 1000;
    expect(["a", "b", "c"].map((key) => cache.peek(key) !== undefined)).toEqual([false, false, false]);
  });

  it("shares one computation between concurrent misses, and forgets failures", async () => {
    let computations = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++computations), 10));
    const [first, second] = await Promise.all([cache.get("k", slow), cache.get("k", slow)]);
    expect([first, second, computations]).toEqual([1, 1, 1]);
    await expect(cache.get("bad", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await Promise.resolve();
    expect(await cache.get("bad", async () => 7)).toBe(7);
  });

  it("takes a value set directly", async () => {
    const cache = createTtlCache<string | undefined>({ ttlMs: 1000, maxEntries: 10 });
    expect(await cache.get("lookup", async () => undefined)).toBeUndefined();
    cache.set("lookup", "stored");
    expect(await cache.get("lookup", async () => "recomputed")).toBe("stored");
  });

  it("drops the oldest entries beyond its size", async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get("one", async () => "1");
    await cache.get("two", async () => "2");
    await cache.get("three", async () => "3");
    expect(cache.size).toBe(2);
    expect(await cache.get("one", async () => "again")).toBe("again");
  });
});
