import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, stopServer } from "#tests/support/server-process.ts";

describe("the server process (node server/main.ts)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-main-"));
  const environment = { DATABASE_URL: "", DATA_DIR: dataDir, SEED_VENDORS: "40" };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("migrates and seeds an empty database, serves, and exits 0 on SIGTERM", async () => {
    const server = await startServer(environment);
    const home = await fetch(server.baseUrl);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("List Your Service");
    expect(await stopServer(server.process)).toBe(0);
  });

  it("starts again on the same data without seeding twice, and exits 0 on SIGINT", async () => {
    const server = await startServer(environment);
    expect((await fetch(`${server.baseUrl}/api/v1/ready`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
    server.process.kill("SIGINT");
    expect(await exited).toBe(0);
  });
});
