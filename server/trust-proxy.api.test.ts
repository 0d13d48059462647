import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { testConfig } from "#tests/support/app.ts";
import { createTestDatabase } from "#tests/support/database.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

const PROXY_NETWORK = "172.28.0.0/24";

/** The real app with TRUST_PROXY as given, plus a route that reports what the app takes as the caller's address. */
async function appTrusting(database: DatabaseHandle, trustProxy: string[]): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ trustProxy }), { database });
  app.get("/test/caller", async (request) => ({ ip: request.ip, protocol: request.protocol }));
  await app.ready();
  return app;
}

describe("TRUST_PROXY", () => {
  let database: DatabaseHandle;
  let behindProxy: FastifyInstance;
  let direct: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    behindProxy = await appTrusting(database, loadConfig({ TRUST_PROXY: ` ${PROXY_NETWORK} , ::1 ` }).trustProxy);
    direct = await appTrusting(database, loadConfig({}).trustProxy);
  });
  afterAll(async () => {
    await behindProxy?.close();
    await direct?.close();
    await database?.close();
  });

  const callerSeenBy = async (app: FastifyInstance, remoteAddress: string) =>
    (
      await app.inject({
        url: "/test/caller",
        remoteAddress,
        headers: { "x-forwarded-for": "198.51.100.7, 203.0.113.9", "x-forwarded-proto": "https" },
      })
    ).json() as { ip: string; protocol: string };

  it("takes the caller's address from X-Forwarded-For when the connection comes from the proxy", async () => {
    expect(await callerSeenBy(behindProxy, "172.28.0.10")).toEqual({ ip: "203.0.113.9", protocol: "https" });
  });

  it("ignores X-Forwarded-For from anyone else, so a client cannot choose its address for rate limits", async () => {
    expect(await callerSeenBy(behindProxy, "203.0.113.50")).toEqual({ ip: "203.0.113.50", protocol: "http" });
    expect(await callerSeenBy(behindProxy, "172.28.1.10")).toEqual({ ip: "172.28.1.10", protocol: "http" });
  });

  it("trusts nobody by default", async () => {
    expect(await callerSeenBy(direct, "172.28.0.10")).toEqual({ ip: "172.28.0.10", protocol: "http" });
  });

  it("accepts only addresses and CIDRs", () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1,fd00::/8" }).trustProxy).toEqual(["10.0.0.1", "fd00::/8"]);
    for (const bad of ["true", "*", "10.0.0.0/33", "proxy.internal"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
