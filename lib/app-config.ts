/**
 * The shape of the app's configuration, below everything that reads it: the features build their
 * services from it, and server/config.ts fills it from the environment, once per process.
 */

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** S3-compatible object storage for uploads; without keys the SDK's own chain (instance role, profile) is used. */
export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

export type AppConfig = {
  environment: "development" | "production" | "test";
  port: number;
  host: string;
  publicOrigin: string;
  databaseUrl: string | undefined;
  /** Search reads go to this replica when set. */
  databaseReadUrl: string | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  dataDir: string;
  uploadsDir: string;
  /** Uploads go to this bucket when set, to `uploadsDir` otherwise. */
  s3: S3Settings | undefined;
  /** Addresses and CIDRs of the reverse proxy; empty means X-Forwarded-For is never believed. */
  trustProxy: string[];
  logLevel: LogLevel;
  /** Where logging out leads; a relative link is taken on the main host (SPEC section 4). */
  logoutRedirect: string;
  mailFrom: string;
  contactPhone: string;
  smtpUrl: string | undefined;
  /**
   * Whether an empty database gets the demo data set (demo vendors, planners, their media and
   * activity, the demo accounts) on top of the reference data every deployment has (decision 030).
   */
  demoData: boolean;
  /** How many demo vendors start-up seeds into an empty database. */
  seedVendors: number;
  /** PUT /dev/clock may move the marketplace's "today" (end-to-end tests only). */
  testClock: boolean;
  /** The anonymous page cache's lifetimes (decision 037); freshMs 0 turns it off. */
  pageCache: { freshMs: number; staleMs: number };
  databaseStatementTimeoutMs: number;
  /** When the process sheds load with 503s; 0 turns a check off. */
  loadShedding: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number };
  /** The payment provider paid plans go through; null when none is configured (operators decide upgrades). */
  paymentProvider: "test" | null;
  /** The HMAC-SHA256 key sign-in addresses are stored under (never the addresses themselves). */
  addressHashSecret: string;
};
