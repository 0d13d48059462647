import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { closedRedisUrl, deleteKeys, redisAvailable, TEST_REDIS_URL, uniqueKeyPrefix } from "#tests/support/redis.ts";
import { sharedRateLimitStore } from "./rate-limit-store.server.ts";
import { closeRedis, openRedis, type RedisClient } from "./redis.server.ts";

const available = await redisAvailable();
const LIMIT = { max: 3, timeWindow: 60_000 } as const;

/** One process: two limited routes and a limiter made by hand, as page forms use it. */
async function processWith(redis: RedisClient): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(redis) });
  app.post("/first", { config: { rateLimit: LIMIT } }, async () => ({ ok: true }));
  app.post("/second", { config: { rateLimit: LIMIT } }, async () => ({ ok: true }));
  const formLimiter = app.rateLimit({ ...LIMIT, keyGenerator: (request) => `/form:${request.ip}` });
  app.post("/form", { onRequest: formLimiter }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

async function ready(redis: RedisClient): Promise<RedisClient> {
  if (redis.status !== "ready") await new Promise((resolve) => redis.once("ready", resolve));
  return redis;
}

const statusOf = async (app: FastifyInstance, url: string) => (await app.inject({ method: "POST", url })).statusCode;

describe.skipIf(!available)("rate limits in Redis", () => {
  const prefix = uniqueKeyPrefix();
  const clients: RedisClient[] = [];
  const apps: FastifyInstance[] = [];
  async function twoProcesses() {
    for (let index = 0; index < 2; index++) {
      const redis = await ready(openRedis(TEST_REDIS_URL, { keyPrefix: prefix, onStateChange: () => {} }));
      clients.push(redis);
      apps.push(await processWith(redis));
    }
    return apps.slice(-2) as [FastifyInstance, FastifyInstance];
  }
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(clients.map(closeRedis));
    await deleteKeys(prefix);
  });

  it("counts the hits of every process against one limit, per route and per form", async () => {
    const [a, b] = await twoProcesses();
    expect([await statusOf(a, "/first"), await statusOf(b, "/first"), await statusOf(a, "/first")]).toEqual([
      200, 200, 200,
    ]);
    expect(await statusOf(b, "/first")).toBe(429);
    expect(await statusOf(a, "/first")).toBe(429);
    expect(await statusOf(b, "/second")).toBe(200);
    expect([await statusOf(b, "/form"), await statusOf(a, "/form"), await statusOf(b, "/form")]).toEqual([
      200, 200, 200,
    ]);
    expect(await statusOf(a, "/form")).toBe(429);
  });
});

describe("rate limits when Redis is down", () => {
  it("count per process, and answer at once", async () => {
    const redis = openRedis(await closedRedisUrl(), { keyPrefix: "down:", onStateChange: () => {} });
    const app = await processWith(redis);
    try {
      const started = performance.now();
      const statuses = [];
      for (let hit = 0; hit < 4; hit++) statuses.push(await statusOf(app, "/first"));
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(await statusOf(app, "/second")).toBe(200);
      expect(performance.now() - started).toBeLessThan(500);
    } finally {
      await app.close();
      await closeRedis(redis);
    }
  });
});
