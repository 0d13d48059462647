import { defineConfig } from "vitest/config";

// Tests run as plain Node modules (Node strips the types): the code under test is loaded exactly
// as production loads it, and the server build shares one copy of each server module with it.
const shared = { experimental: { viteModuleRunner: false } } as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: "unit",
          include: ["{app,features,lib,server,db}/**/*.test.ts", "tests/lint/**/*.test.ts"],
          exclude: ["**/*.db.test.ts", "**/*.api.test.ts", "**/node_modules/**"],
        },
      },
      {
        test: {
          ...shared,
          name: "db",
          include: ["**/*.db.test.ts"],
          globalSetup: ["tests/support/database-templates.setup.ts"],
          exclude: ["**/node_modules/**"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          ...shared,
          name: "api",
          include: ["**/*.api.test.ts"],
          globalSetup: ["tests/support/database-templates.setup.ts"],
          exclude: ["**/node_modules/**"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          ...shared,
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          fileParallelism: false,
          // The browser shares two cores with the database and API tests in `npm test`: a page that
          // hydrates in a second alone can take most of a minute there.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // What a page does after an answer arrives (a pixel once the profile is read) can take
          // seconds there too: 1 s, the default, was too short for a pixel sent once the profile arrives.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        // Production readiness (`npm run test:production`, in CI): real processes, PostgreSQL and
        // Redis, faults, durability and the cluster. One file at a time: they load the machine.
        test: {
          ...shared,
          name: "production",
          include: ["tests/production/**/*.production.test.ts"],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        // Before a release (`npm run test:release`, not in CI: decision 038): the soak and the scanners.
        test: {
          ...shared,
          name: "release",
          include: ["tests/release/**/*.release.test.ts"],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
