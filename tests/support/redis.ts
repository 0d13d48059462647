import { randomBytes } from "node:crypto";
import { createServer, type Server, type Socket } from "node:net";
import { Redis } from "ioredis";
import { freePort } from "./server-process.ts";

/** The Redis the tests use: TEST_REDIS_URL, else database 1 of the local Redis (never the default 0). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/1";

/**
 * Whether the test Redis answers. Without it Redis tests are skipped with a warning, except in CI
 * (`CI=true`), where a missing Redis fails the run.
 */
export async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  probe.on("error", () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    if (process.env.CI === "true") throw new Error(`Redis at ${TEST_REDIS_URL} does not answer (required in CI)`);
    console.warn(`\n  !! Redis at ${TEST_REDIS_URL} does not answer: Redis tests are SKIPPED\n`);
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A key prefix of its own for one test, so tests sharing the test Redis never see each other's keys. */
export function uniqueKeyPrefix(): string {
  return `marquee-test-${randomBytes(6).toString("hex")}:`;
}

/** Deletes every key under a test's prefix. */
export async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** A URL where nothing listens: Redis is down. */
export async function closedRedisUrl(): Promise<string> {
  return `redis://127.0.0.1:${await freePort()}`;
}

/**
 * A "Redis" that answers the client's handshake and ready check (HELLO refused, so RESP2; CLIENT;
 * INFO) and then never answers a command: Redis is connected but hung.
 */
export async function hungRedis(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("data", (data) => {
      // Each command is an array of bulk strings: "*N\r\n$len\r\nNAME\r\n...".
      for (const [, name] of data.toString().matchAll(/\*\d+\r\n\$\d+\r\n(\w+)\r\n/g)) {
        const command = name?.toLowerCase();
        if (command === "hello") socket.write("-ERR unknown command 'hello'\r\n");
        else if (command === "client") socket.write("+OK\r\n");
        else if (command === "info") socket.write("$0\r\n\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
