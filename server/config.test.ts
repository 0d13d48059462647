import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("runs on the embedded database with sensible defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
    expect(config.publicOrigin).toBe("http://localhost:3000");
    expect(config.uploadsDir).toMatch(/data\/uploads$/);
    expect(config.seedVendors).toBe(3000);
  });

  it("reads PostgreSQL, Redis and the contact phone from the environment", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
      REDIS_URL: "redis://127.0.0.1:6379",
      CONTACT_PHONE: "(512) 555-0100",
      PORT: "8080",
    });
    expect(config.databaseUrl).toBe("postgres://postgres@127.0.0.1:5432/test");
    expect(config.redisUrl).toBe("redis://127.0.0.1:6379");
    expect(config.contactPhone).toBe("(512) 555-0100");
    expect(config.port).toBe(8080);
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });

  it("stops with every bad value named", () => {
    expect(() => loadConfig({ PORT: "eighty", LOG_LEVEL: "loud" })).toThrow(
      /PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/,
    );
  });
});
