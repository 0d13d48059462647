import path from "node:path";
import { z } from "zod";

const DEFAULT_CONTACT_PHONE = "(800) 555-0199";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_ORIGIN: z.url().optional(),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATA_DIR: z.string().min(1).default("data"),
  UPLOADS_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOGOUT_REDIRECT_URL: z.string().min(1).default("/"),
  MAIL_FROM: z.string().min(3).default("Marquee <hello@marquee.test>"),
  CONTACT_PHONE: z.string().min(1).default(DEFAULT_CONTACT_PHONE),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SEED_VENDORS: z.coerce.number().int().min(1).max(1_000_000).default(3_000),
  /** Lets tests move the marketplace's "today" through PUT /dev/clock. Never on a real deployment. */
  TEST_CLOCK: z.enum(["true", "false"]).default("false"),
});

export type AppConfig = {
  environment: "development" | "production" | "test";
  port: number;
  host: string;
  publicOrigin: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  logLevel: z.infer<typeof environmentSchema>["LOG_LEVEL"];
  /** Where logging out leads; a relative link is taken on the main host (SPEC section 4). */
  logoutRedirect: string;
  mailFrom: string;
  contactPhone: string;
  smtpUrl: string | undefined;
  /** How many demo vendors start-up seeds into an empty database. */
  seedVendors: number;
  /** PUT /dev/clock may move the marketplace's "today" (end-to-end tests only). */
  testClock: boolean;
};

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
    redisUrl: values.REDIS_URL,
    dataDir,
    uploadsDir: values.UPLOADS_DIR ? path.resolve(values.UPLOADS_DIR) : path.join(dataDir, "uploads"),
    logLevel: values.LOG_LEVEL,
    logoutRedirect: new URL(
      values.LOGOUT_REDIRECT_URL,
      values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`,
    ).toString(),
    mailFrom: values.MAIL_FROM,
    contactPhone: values.CONTACT_PHONE,
    smtpUrl: values.SMTP_URL,
    seedVendors: values.SEED_VENDORS,
    testClock: values.TEST_CLOCK === "true",
  };
}
