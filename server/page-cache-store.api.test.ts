import { afterAll, describe, expect, it } from "vitest";
import { deleteKeys, redisAvailable, TEST_REDIS_URL, uniqueKeyPrefix } from "#tests/support/redis.ts";
import { type CachedPage, inProcessPageStore, type PageStore, redisPageStore } from "./page-cache.server.ts";
import { closeRedis, openRedis } from "./redis.server.ts";

const withRedis = await redisAvailable();
const prefix = uniqueKeyPrefix();
const redis = withRedis ? openRedis(TEST_REDIS_URL, { keyPrefix: prefix, onStateChange: () => {} }) : undefined;
afterAll(async () => {
  if (redis) await closeRedis(redis);
  await deleteKeys(prefix);
});

const page = (body: string): CachedPage => ({
  storedAt: Date.now(),
  status: 200,
  headers: { "content-type": "text/html" },
  body,
  nonce: "n",
  profileViewOf: null,
  gzipSegments: [],
});

async function until(check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 50 && !(await check()); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

const stores: [string, () => PageStore][] = [["in process", () => inProcessPageStore(1_000)]];
if (redis) stores.push(["Redis", () => redisPageStore(redis, 3)]);

describe.each(stores)("the page store, %s", (_name, makeStore) => {
  it("never keeps a page rendered before a clear", async () => {
    const store = makeStore();
    const before = await store.read("/a");
    store.clear();
    await until(async () => (await store.read("/a"))?.generation !== before?.generation);
    store.write("/a", before?.generation as string, page("old"), 60_000);
    const after = await store.read("/a");
    store.write("/b", after?.generation as string, page("new"), 60_000);
    await until(async () => (await store.read("/b"))?.page !== undefined);
    expect((await store.read("/a"))?.page).toBeUndefined();
    expect((await store.read("/b"))?.page?.body).toBe("new");
  });
});

describe("the in-process page store", () => {
  it("drops the least recently used copies past its size", async () => {
    const store = inProcessPageStore(1_000);
    const { generation } = (await store.read("/")) as { generation: string };
    store.write("/one", generation, page("1".repeat(400)), 60_000);
    store.write("/two", generation, page("2".repeat(400)), 60_000);
    await store.read("/one");
    store.write("/three", generation, page("3".repeat(400)), 60_000);
    expect((await store.read("/one"))?.page).toBeDefined();
    expect((await store.read("/two"))?.page).toBeUndefined();
    expect((await store.read("/three"))?.page).toBeDefined();
    store.write("/huge", generation, page("h".repeat(2_000)), 60_000);
    expect((await store.read("/huge"))?.page).toBeUndefined();
  });
});

describe.runIf(redis)("the Redis page store", () => {
  it("writes at most its budget of copies a minute, so a crawler cannot fill Redis", async () => {
    const store = redisPageStore(redis as NonNullable<typeof redis>, 3);
    const { generation } = (await store.read("/")) as { generation: string };
    for (const key of ["/1", "/2", "/3", "/4", "/5"]) store.write(key, generation, page(key), 60_000);
    await until(async () => (await store.read("/3"))?.page !== undefined);
    const kept = await Promise.all(
      ["/1", "/2", "/3", "/4", "/5"].map(async (key) => (await store.read(key))?.page?.body),
    );
    expect(kept).toEqual(["/1", "/2", "/3", undefined, undefined]);
  });
});
