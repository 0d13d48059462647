import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { type AppConfig, LOG_LEVELS } from "#lib/app-config.ts";

const DEFAULT_CONTACT_PHONE = "(800) 555-0199";
const MIB = 1024 * 1024;

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

/** Every environment variable Marquee reads (deploy/compose.yaml is checked against it). */
export const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_ORIGIN: z.url().optional(),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** A read replica of DATABASE_URL: search reads go there, writes never do. */
  DATABASE_READ_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Starts every Redis key, so deployments (and tests) sharing one Redis keep apart. */
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default("marquee:"),
  DATA_DIR: z.string().min(1).default("data"),
  UPLOADS_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(3).optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().min(1).default("us-east-1")),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  /** The reverse proxy's addresses or CIDRs, comma-separated: only they may set X-Forwarded-For. */
  TRUST_PROXY: z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(",")
            .map((entry) => entry.trim())
            .filter(Boolean)
        : [],
    z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])),
  ),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  LOGOUT_REDIRECT_URL: z.string().min(1).default("/"),
  MAIL_FROM: z.string().min(3).default("Marquee <hello@marquee.test>"),
  CONTACT_PHONE: z.string().min(1).default(DEFAULT_CONTACT_PHONE),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Demo vendors, planners and accounts on an empty database; unset: on, except in production (decision 030). */
  DEMO_DATA: z.preprocess(emptyAsUndefined, z.enum(["true", "false"]).optional()),
  SEED_VENDORS: z.coerce.number().int().min(1).max(1_000_000).default(3_000),
  /** Lets tests move the marketplace's "today" through PUT /dev/clock. Never on a real deployment. */
  TEST_CLOCK: z.enum(["true", "false"]).default("false"),
  /** How long an anonymous visitor's page is served from the page cache as is (0 turns the cache off), then stale while one request renders it again (decision 037). */
  PAGE_CACHE_FRESH_SECONDS: z.coerce.number().int().min(0).max(3_600).default(10),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** A query running longer than this is cancelled by PostgreSQL and answered 503. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Load shedding (decision 015): past any of these the server answers 503 with Retry-After; 0 turns a check off. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1_000),
  MAX_HEAP_USED_MB: z.coerce.number().int().min(0).default(1_024),
  /**
   * Where paid membership plans are charged (decision 022): "test", the built-in provider that charges
   * nothing real, or "none", where operators approve upgrades. Unset: "test", except in production,
   * which takes test payments only when this says so.
   */
  PAYMENT_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(["test", "none"]).optional()),
  /** The key of the HMAC that stores sign-in addresses (account_addresses); see addressHashSecret below. */
  ADDRESS_HASH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, "use at least 32 random characters (openssl rand -base64 32)").optional(),
  ),
});

/**
 * Development and tests hash addresses with this fixed key: SHA-256 of a public phrase, so hashes
 * are stable from run to run. It is no secret, and production never uses it.
 */
export const DEVELOPMENT_ADDRESS_HASH_SECRET = createHash("sha256")
  .update("marquee development address hash secret")
  .digest("hex");

/** Where production on the embedded database keeps the key it made itself, when none is configured. */
export const ADDRESS_HASH_SECRET_FILE = "address-hash-secret";

/**
 * The address-hash key. Production with PostgreSQL may run many processes on many hosts, which must
 * all hash alike: ADDRESS_HASH_SECRET is then required. Production on the embedded database is one
 * process with one data folder: without the variable it makes a random key there once and keeps it.
 */
function addressHashSecret(values: z.infer<typeof environmentSchema>, dataDir: string): string {
  if (values.ADDRESS_HASH_SECRET) return values.ADDRESS_HASH_SECRET;
  if (values.NODE_ENV !== "production") return DEVELOPMENT_ADDRESS_HASH_SECRET;
  if (values.DATABASE_URL) {
    throw new Error(
      "Invalid configuration:\n  ADDRESS_HASH_SECRET: required in production with DATABASE_URL (at least 32 random characters), so every process hashes sign-in addresses alike",
    );
  }
  const file = path.join(dataDir, ADDRESS_HASH_SECRET_FILE);
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    // "wx": of two processes starting at once, one writes the key and the other reads it.
    writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8").trim();
}

/** Parses the process environment once; a bad value stops start-up with every problem listed. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    environment: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicOrigin: values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`,
    databaseUrl: values.DATABASE_URL,
    databaseReadUrl: values.DATABASE_READ_URL,
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    dataDir,
    uploadsDir: values.UPLOADS_DIR ? path.resolve(values.UPLOADS_DIR) : path.join(dataDir, "uploads"),
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          region: values.S3_REGION,
          endpoint: values.S3_ENDPOINT,
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          forcePathStyle: values.S3_FORCE_PATH_STYLE === "true",
        }
      : undefined,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    logoutRedirect: new URL(
      values.LOGOUT_REDIRECT_URL,
      values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`,
    ).toString(),
    mailFrom: values.MAIL_FROM,
    contactPhone: values.CONTACT_PHONE,
    smtpUrl: values.SMTP_URL,
    demoData: (values.DEMO_DATA ?? (values.NODE_ENV === "production" ? "false" : "true")) === "true",
    seedVendors: values.SEED_VENDORS,
    testClock: values.TEST_CLOCK === "true",
    pageCache: {
      freshMs: values.PAGE_CACHE_FRESH_SECONDS * 1000,
      staleMs: values.PAGE_CACHE_STALE_SECONDS * 1000,
    },
    databaseStatementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
    loadShedding: {
      maxEventLoopDelayMs: values.MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: values.MAX_HEAP_USED_MB * MIB,
    },
    paymentProvider:
      (values.PAYMENT_PROVIDER ?? (values.NODE_ENV === "production" ? "none" : "test")) === "test" ? "test" : null,
    addressHashSecret: addressHashSecret(values, dataDir),
  };
}
