import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADDRESS_HASH_SECRET_FILE, DEVELOPMENT_ADDRESS_HASH_SECRET, loadConfig } from "./config.ts";

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

  it("hashes sign-in addresses with ADDRESS_HASH_SECRET, a fixed public key in development and tests", () => {
    const secret = "x".repeat(32);
    expect(loadConfig({ ADDRESS_HASH_SECRET: secret }).addressHashSecret).toBe(secret);
    expect(loadConfig({}).addressHashSecret).toBe(DEVELOPMENT_ADDRESS_HASH_SECRET);
    expect(loadConfig({ NODE_ENV: "test" }).addressHashSecret).toBe(DEVELOPMENT_ADDRESS_HASH_SECRET);
    expect(() => loadConfig({ ADDRESS_HASH_SECRET: "short" })).toThrow(/ADDRESS_HASH_SECRET/);
  });

  it("requires ADDRESS_HASH_SECRET in production with PostgreSQL, where many processes must hash alike", () => {
    expect(() =>
      loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" }),
    ).toThrow(/ADDRESS_HASH_SECRET: required in production/);
  });

  it("makes its own key once on the embedded database in production, and keeps it", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-config-"));
    try {
      const first = loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir }).addressHashSecret;
      expect(first).toMatch(/^[\w-]{43}$/);
      expect(first).not.toBe(DEVELOPMENT_ADDRESS_HASH_SECRET);
      const file = path.join(dataDir, ADDRESS_HASH_SECRET_FILE);
      expect(readFileSync(file, "utf8")).toBe(first);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir }).addressHashSecret).toBe(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
